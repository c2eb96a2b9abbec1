// `miau serve`: runs an engine module (the reference engine by default) as a program that
// speaks the JSON-lines protocol on stdin and stdout, so `miau certify --engine-cmd` can
// certify it out of process. Stdout carries nothing but answers.
import { Writable } from 'node:stream';
import { resolve } from 'node:path';
import { describeBytes, MAX_LINE_BYTES } from '../../runner/bounds.js';
import { parseCommandArgs, redirectStdout, type CliIo } from '../io.js';
import { engineModuleFile } from '../args.js';
import { buildEngine, loadEngineFactory, REFERENCE_ENGINE } from '../../engine/module.js';
import { serveEngine } from '../../protocol/server.js';
import { watchBuiltIns } from '../../engine/built-ins.js';

export const usage = `Usage: miau serve [--engine <module>]

Answers the JSON-lines protocol (schemas/protocol.schema.json) on stdin and stdout with an
engine module, one answer line per request line, until "bye" or the end of input. Anything
the engine prints goes to stderr. See conformance/INTERPRETING.md.

Bounds: a request line may hold at most ${describeBytes(MAX_LINE_BYTES)}; a longer one is
refused while it is read (never held whole) with an error answer, and serve exits 1.

  --engine <module>   engine module (default: conformance/engines/reference.ts)

Certify an engine through it:  miau certify --engine-cmd "npx miau serve"`;

/** Streams the server uses; the real CLI passes the process's own. */
export interface ServeStreams {
  input: NodeJS.ReadableStream;
  output: NodeJS.WritableStream;
}

export async function run(args: string[], io: CliIo, streams?: ServeStreams): Promise<number> {
  const { values } = parseCommandArgs(args, { engine: { type: 'string' } }, false);
  if (values.engine !== undefined) engineModuleFile(values.engine);
  // Stdout belongs to the protocol: answers go through process.stdout's own write, kept here,
  // while whatever else writes to process.stdout (console.log at the module's import,
  // console.debug, a bare process.stdout.write) goes to stderr, from before the module loads.
  const writeAnswer = process.stdout.write.bind(process.stdout);
  const answers = streams
    ? undefined
    : new Writable({
        write: (chunk: Buffer, _encoding, done) => void writeAnswer(chunk, (error) => done(error ?? null)),
      });
  // A reader that went away cannot be answered; the input's end closes the session.
  answers?.on('error', () => undefined);
  const output = streams?.output ?? answers!;
  const restore = answers ? redirectStdout(process.stderr.write.bind(process.stderr)) : undefined;
  try {
    // A factory that throws or builds nothing is an engine fault: one line, exit 1.
    const changedBuiltIns = watchBuiltIns();
    const build = await buildEngine(await loadEngineFactory(resolve(values.engine ?? REFERENCE_ENGINE)));
    const refused = await serveEngine(build, (streams?.input ?? process.stdin) as never, output as never, {
      changedBuiltIns,
    });
    if (refused === undefined) return 0;
    io.err(`miau serve: ${refused}`);
    return 1;
  } finally {
    if (answers) {
      await new Promise<void>((done) => answers.end(done));
      restore?.();
    }
  }
}
