// The host of an engine module: `miau certify --engine <module>` runs the module here, in a
// process of its own (bin/miau-engine-host.js), never in the harness. Requests and answers
// travel on fd 3 (the JSON-lines protocol); the module's stdout and stderr are only its own
// printing, which the harness keeps per scenario and can never take for an answer or for the
// certificate. So `process.exit`, a busy loop, a crash or a mutated global ends this process,
// not the run: the harness errors the scenario, kills the process group and starts another.
import { Socket } from 'node:net';
import { ENGINE_NOT_BUILT_EXIT, HOST_PENDING_OUTPUT_BYTES, MODULE_UNUSABLE_EXIT } from '../runner/bounds.js';
import { boundPendingOutput } from './bounded-output.js';
import type { EngineBuild } from '../contract.js';
import { EngineModuleError, loadEngineFactory, madeBuild } from './module.js';
import { serveEngine } from '../protocol/server.js';
import { describeCrash, describeThrown } from './thrown.js';
import { watchBuiltIns } from './built-ins.js';
import { importable } from '../runner/compiled.js';
import { resolve } from 'node:path';

/** The prefix of the stderr line that explains MODULE_UNUSABLE_EXIT. */
export const UNUSABLE_PREFIX = 'miau-engine-host: ';

/** Serves the module at `modulePath` on fd 3 until `bye` or the end of input; resolves to the exit code. */
export async function hostEngine(modulePath: string): Promise<number> {
  // Node's own report of a crash ends in its stack and version, and the harness quotes the last
  // words of stderr: the error itself was cut off. So the host says it in one line, last.
  // Before the module is imported, an uncaught error is the host's own, and said as such.
  let moduleLoading = false;
  process.on('uncaughtException', (error, origin) => {
    const how =
      origin === 'unhandledRejection'
        ? 'a promise it did not handle was rejected with'
        : 'it threw, outside any call,';
    process.stderr.write(
      moduleLoading
        ? `\n${UNUSABLE_PREFIX}the engine module crashed: ${how} ${describeCrash(error)}\n`
        : `\n${UNUSABLE_PREFIX}the host failed before the engine module was imported: ${describeCrash(error)}\n`,
    );
    process.exit(1);
  });
  // Before the module runs: it may print from its first line.
  for (const stream of [process.stdout, process.stderr])
    boundPendingOutput(stream, HOST_PENDING_OUTPUT_BYTES);
  let factory;
  let changedBuiltIns: (() => string | undefined) | undefined;
  try {
    // tsx's loader, once registered, and the streams just opened leave fd 1 and 2 non-blocking:
    // a module writing with fs.writeSync (as WASI and Emscripten builds log) got EAGAIN whenever
    // the harness read a moment late, where run alone it waits. So the pipes block again, as in
    // the module's own process; the harness reads them throughout.
    await importable(resolve(modulePath));
    for (const stream of [process.stdout, process.stderr]) blockingWrites(stream);
    changedBuiltIns = watchBuiltIns();
    moduleLoading = true;
    factory = await loadEngineFactory(modulePath);
  } catch (error) {
    if (!(error instanceof EngineModuleError)) throw error;
    return saying(error.message, MODULE_UNUSABLE_EXIT);
  }
  // The messages are openBuild's (engine-module.ts), so a module reads alike in any process. A
  // build that cannot be made is said on stderr with its own exit code: the harness makes it the
  // fault engine-not-started, as it does for a module run in its own process.
  const made = await madeBuild(factory);
  if ('why' in made) return notStarted(made.why);
  const built = made.build as EngineBuild | undefined;
  if (!built || typeof built.hello !== 'function')
    return notStarted('createEngine() did not return an engine build with a hello() method.');
  const build = greeted(built);
  const channel = new Socket({ fd: 3, readable: true, writable: true });
  // The harness closed the channel (it ended or killed the session): nothing is left to answer.
  channel.on('error', () => process.exit(1));
  const refused = await serveEngine(build, channel, channel, { changedBuiltIns });
  channel.end();
  return refused === undefined ? 0 : 1;
}

function notStarted(reason: string): number {
  return saying(reason, ENGINE_NOT_BUILT_EXIT);
}

/** Says why on stderr in the one line the harness reads back (engine/source.ts); returns `exit`. */
function saying(reason: string, exit: number): number {
  process.stderr.write(`${UNUSABLE_PREFIX}${reason.replace(/\s+/g, ' ')}\n`);
  return exit;
}

/** Makes writes to the stream's pipe or terminal wait, not fail with EAGAIN (a file always waits). */
function blockingWrites(stream: NodeJS.WriteStream): void {
  const handle = (stream as { _handle?: { setBlocking?: (blocking: boolean) => number } })._handle;
  handle?.setBlocking?.(true);
}

// The build, with a hello that says what threw; every other call goes to it as it is, and a
// method it lacks stays missing, so the server names it as missing (protocol/server.ts).
function greeted(build: EngineBuild): EngineBuild {
  const has = (name: 'load' | 'start' | 'solve'): boolean => typeof build[name] === 'function';
  return {
    hello: async () => {
      try {
        return await build.hello();
      } catch (error) {
        throw new Error(`hello() threw: ${describe(error)}`);
      }
    },
    ...(has('load') ? { load: (pack) => build.load(pack) } : {}),
    ...(has('start') ? { start: (pack, level) => build.start(pack, level) } : {}),
    ...(has('solve') ? { solve: (pack, level, options) => build.solve!(pack, level, options) } : {}),
    close: async () => build.close?.(),
  } as EngineBuild;
}

const describe = describeThrown;
