// The `miau` command line: certify, merge, matrix, validate, replay, trace, reconcile, solve, serve,
// share, open, docs. Every failure becomes a message and an exit code:
//   0 success · 1 the thing checked is wrong (a failure, an error in a pack)
//   2 the command line is wrong (one line `miau <command>: <what is wrong>`, then the usage line),
//     or the engine module cannot be used at all
// Only a bug in miau itself prints a stack trace, with "please report" and the version.
import { readFileSync } from 'node:fs';
import { UsageError, type CliIo } from './io.js';
import { printableLines } from '../../src/data/safe-text.js';
import { packTimeProblem } from '../../src/pack/time-limit.js';
import { EngineModuleError } from '../engine/module.js';
import { EngineFault, IncompleteRunError, EnvironmentError } from '../runner/errors.js';
import { ProjectFileError } from '../trace/project-text.js';

export type { CliIo };

/** What each commands/<command>.ts module exports. */
interface CommandModule {
  usage: string;
  run(args: string[], io: CliIo): Promise<number>;
}

// Commands load on demand: `miau trace` need not import cucumber or an engine.
const COMMANDS: Record<string, { summary: string; load(): Promise<CommandModule> }> = {
  certify: {
    summary: 'certify an engine module and print its certificate',
    load: () => import('./commands/certify.js'),
  },
  validate: {
    summary: 'check pack files and print their diagnostics',
    load: () => import('./commands/validate.js'),
  },
  replay: {
    summary: 'play a move string on a level and print each board',
    load: () => import('./commands/replay.js'),
  },
  trace: {
    summary: 'check requirements, scenarios and code citations trace to each other',
    load: () => import('./commands/trace.js'),
  },
  reconcile: {
    summary: 'reconcile an OpenSpec change with its scenarios, their verdicts and the code citing it',
    load: () => import('./commands/reconcile.js'),
  },
  solve: {
    summary: "find shortest proofs of a pack's levels with the fast solver",
    load: () => import('./commands/solve.js'),
  },
  serve: {
    summary: 'answer the JSON-lines protocol on stdin and stdout with an engine module',
    load: () => import('./commands/serve.js'),
  },
  share: {
    summary: 'print a share payload (a link-safe text) of a pack or one of its levels',
    load: () => import('./commands/share.js'),
  },
  open: {
    summary: 'check a share payload like any pack and write it as a pack JSON file',
    load: () => import('./commands/open.js'),
  },
  merge: {
    summary: 'join shard certificates (certify --shard) into the certificate of the whole run',
    load: () => import('./commands/merge.js'),
  },
  matrix: {
    summary: "one table of several builds' certificates: scenarios by builds, differences first",
    load: () => import('./commands/matrix.js'),
  },
  docs: {
    summary: 'build the living documentation site: specs, scenarios and proofs with board pictures',
    load: () => import('./commands/docs.js'),
  },
};

/** Every command's name, in the order `miau --help` lists them. */
export const COMMAND_NAMES: readonly string[] = Object.keys(COMMANDS);

/** The general usage text. */
export const usage = [
  'Usage: miau <command> [options]',
  '',
  'Commands:',
  ...Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(10)}${c.summary}`),
  '',
  "Run `miau <command> --help` for a command's options.",
].join('\n');

/** Runs one `miau` command line (without the node and script arguments); resolves to the exit code. */
export async function runCli(argv: readonly string[], rawIo: CliIo): Promise<number> {
  // Whatever a command prints may quote an engine, a pack or a certificate: no control
  // character or escape sequence in it reaches the terminal raw (spec: packs/safe-messages).
  const io: CliIo = {
    out: (text) => rawIo.out(printableLines(text)),
    err: (text) => rawIo.err(printableLines(text)),
  };
  // A bad pack time limit is refused before anything is read (spec: packs/commonjs).
  const packTime = packTimeProblem();
  if (packTime !== undefined) {
    io.err(`miau: ${packTime}`);
    return 2;
  }
  // `miau help certify` is `miau certify --help`, as git and npm read it; it printed the top-level help.
  const asked =
    argv[0] === 'help' && argv.length === 2 && Object.hasOwn(COMMANDS, argv[1]) ? [argv[1], '--help'] : argv;
  const [name, ...args] = asked;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    (name === undefined ? io.err : io.out)(usage);
    return name === undefined ? 2 : 0;
  }
  const entry = COMMANDS[name];
  if (!entry) {
    io.err(`miau: unknown command "${name}"\n\n${usage}`);
    return 2;
  }
  let command: CommandModule | undefined;
  try {
    command = await entry.load();
    if (args.includes('--help') || args.includes('-h')) {
      io.out(command.usage);
      return 0;
    }
    return await command.run(args, io);
  } catch (error) {
    return reportError(error, name, command, io);
  }
}

function reportError(error: unknown, name: string, command: CommandModule | undefined, io: CliIo): number {
  if (error instanceof UsageError) {
    // One line saying what is wrong, the command's usage line, and where the rest is.
    const usageLine = (command?.usage ?? usage).split('\n')[0].replace(/^Usage: /, '');
    io.err(
      `miau ${name}: ${error.message}\nusage: ${usageLine}\nRun \`miau ${name} --help\` for every option and its bounds.`,
    );
    return 2;
  }
  if (error instanceof EngineModuleError) {
    io.err(`miau: ${error.message}`);
    return 2;
  }
  // The project tree (--root) holds a FIFO, a device or a folder where a spec or feature belongs;
  // or code it ran ended or stopped a parallel worker before the run finished.
  if (error instanceof ProjectFileError || error instanceof IncompleteRunError) {
    io.err(`miau: ${error.message}`);
    return 2;
  }
  if (error instanceof EnvironmentError) {
    io.err(`miau: ${error.message}`);
    return 1;
  }
  if (error instanceof EngineFault) {
    io.err(`miau: the engine failed (${error.fault}): ${error.message}`);
    return 1;
  }
  // The current folder was removed while the shell stayed in it: every relative path, and
  // cucumber's configuration, asks for it.
  if (isSystemError(error) && error.syscall === 'uv_cwd') {
    io.err(
      'miau: the current folder no longer exists (it was removed); cd into a folder that exists and run again.',
    );
    return 1;
  }
  // The file system refused (a full disk, a read-only folder, a name too long): not a bug.
  if (isSystemError(error)) {
    io.err(
      `miau: could not ${error.syscall}${error.path ? ` ${error.path}` : ''}: ${error.code} (${error.message})`,
    );
    return 1;
  }
  // An unexpected error is a bug in miau: say so, with the stack and version for the report.
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  io.err(
    `miau: internal error in miau ${version()}; please report it with the command line and this message:\n${detail}`,
  );
  return 1;
}

function isSystemError(error: unknown): error is NodeJS.ErrnoException & { code: string; syscall: string } {
  const { code, syscall } = (error ?? {}) as NodeJS.ErrnoException;
  return (
    error instanceof Error &&
    typeof code === 'string' &&
    /^E[A-Z]+$/.test(code) &&
    typeof syscall === 'string'
  );
}

/** This suite's version, from package.json (for internal-error reports). */
export function version(): string {
  try {
    return String(
      (
        JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
          version?: unknown;
        }
      ).version,
    );
  } catch {
    return '(unknown version)';
  }
}
