#!/usr/bin/env node
// The `miau` command: runs conformance/cli/main.ts from the project's compiled build, or through
// tsx when there is none (bin/project-build.js).
import { importProjectModule } from './project-build.js';

// A command that ends before it returns was ended by code it ran: a project's step definitions
// (`--root`) calling process.exit(0) made certify exit 0 with no certificate. Whatever it printed
// is not a finished result, so it never passes for one: exit 2, saying why.
let finished = false;
process.on('exit', (code) => {
  if (finished) return;
  process.stderr.write(
    `miau: the command was ended before it finished (exit code ${code}), by code it ran, such as a project's step definitions calling process.exit or throwing from a timer; what it printed is not a complete result.\n`,
  );
  process.exitCode = 2;
});

// A reader that went away (`miau … | head`): the command finishes all the same, writes the reports
// it was asked for and exits by its results, which must not depend on the output being read (an
// exit here took the code set so far, none before the command returns). `miau serve` stops: its
// output is the protocol, and nobody reads the answers. A full disk behind a redirect: one line,
// exit 1, never a stack trace.
const serving = process.argv[2] === 'serve';
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE' && !serving) return;
  if (error.code !== 'EPIPE') process.stderr.write(`miau: could not write the output: ${error.code}\n`);
  finished = true;
  process.exit(error.code === 'EPIPE' ? (process.exitCode ?? 0) : 1);
});

// Progress and diagnostics go to stderr: one that cannot be written (its reader gone) loses them,
// never the run. Its write error, unheard, ended certify with exit 2 and no certificate.
process.stderr.on('error', () => undefined);

// Node options that take away what miau's libraries need are said at once, in one line: under
// them the schema checks (compiled to functions by ajv) or cucumber's support code fail, and an
// engine was blamed, or every scenario of a correct one failed on an undefined step.
const unsupported = (() => {
  try {
    new Function('return 0')();
  } catch {
    return 'forbids code generation from strings (--disallow-code-generation-from-strings), which its schema checks need';
  }
  if (Object.isFrozen(Object.prototype))
    return 'freezes the built-in objects (--frozen-intrinsics), which the libraries it runs on change';
  return undefined;
})();
if (unsupported !== undefined) {
  process.stderr.write(
    `miau: this Node.js process ${unsupported}; run miau without that option (look in NODE_OPTIONS).\n`,
  );
  finished = true;
  process.exit(2);
}

// The command's own code could not be read: say why in one line (a limit of open files so low
// that Node cannot open the modules, say), never with a stack trace; exit 1, as for what the file
// system refuses.
const { runCli } = await importProjectModule('conformance/cli/main').catch((error) => {
  const why =
    error?.code === 'EMFILE' || error?.code === 'ENFILE'
      ? `too many open files (${error.code}): the limit of open files is too low for miau to load; raise it (ulimit -n) and run again`
      : error?.syscall === 'uv_cwd'
        ? 'the current folder no longer exists (it was removed); cd into a folder that exists and run again'
        : `could not load its own code: ${String(error?.message ?? error).split('\n')[0]}`;
  process.stderr.write(`miau: ${why}.\n`);
  finished = true;
  process.exit(1);
});
const io = {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
};
process.exitCode = await runCli(process.argv.slice(2), io);
finished = true;
// Code a command ran in this process (a project's step definitions, an engine module under
// `miau serve`) may leave a timer or a handle behind that would keep it alive for ever: once its
// output is written, the command is done, and so is the process.
await new Promise((done) => process.stdout.write('', done));
await new Promise((done) => process.stderr.write('', done));
process.exit();
