// `miau serve`: runs an engine module (the reference engine by default) as a program that
// speaks the JSON-lines protocol on stdin and stdout, so `miau certify --engine-cmd` can
// certify it out of process. Stdout carries nothing but answers.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeBytes, MAX_LINE_BYTES } from '../../runner/bounds.js';
import { parseCommandArgs, type CliIo } from '../io.js';
import { loadEngineFactory } from '../../engine/module.js';
import { serveEngine } from '../../protocol/server.js';

export const usage = `Usage: miau serve [--engine <module>]

Answers the JSON-lines protocol (schemas/protocol.schema.json) on stdin and stdout with an
engine module, one answer line per request line, until "bye" or the end of input. Anything
the engine prints goes to stderr. See conformance/INTERPRETING.md.

Bounds: a request line may hold at most ${describeBytes(MAX_LINE_BYTES)}; a longer one is
refused while it is read (never held whole) with an error answer, and serve exits 1.

  --engine <module>   engine module (default: conformance/engines/reference.ts)

Certify an engine through it:  miau certify --engine-cmd "npx miau serve"`;

// Not imported from cli-certify.ts: that would load cucumber, and a program should start fast.
const REFERENCE_ENGINE = fileURLToPath(new URL('../../engines/reference.ts', import.meta.url));

/** Streams the server uses; the real CLI passes the process's own. */
export interface ServeStreams {
  input: NodeJS.ReadableStream;
  output: NodeJS.WritableStream;
}

export async function run(args: string[], io: CliIo, streams?: ServeStreams): Promise<number> {
  const { values } = parseCommandArgs(args, { engine: { type: 'string' } }, false);
  const factory = await loadEngineFactory(resolve(values.engine ?? REFERENCE_ENGINE));
  // Stdout belongs to the protocol: whatever the engine logs goes to stderr instead.
  const { log, info } = console;
  console.log = console.error;
  console.info = console.error;
  try {
    const build = await factory();
    const refused = await serveEngine(
      build,
      (streams?.input ?? process.stdin) as never,
      (streams?.output ?? process.stdout) as never,
    );
    if (refused === undefined) return 0;
    io.err(`miau serve: ${refused}`);
    return 1;
  } finally {
    Object.assign(console, { log, info });
  }
}
