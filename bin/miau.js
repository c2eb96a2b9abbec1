#!/usr/bin/env node
// The `miau` command: runs conformance/cli/main.ts from the project's compiled build, or through
// tsx when there is none (bin/project-build.js).
import { importProjectModule } from './project-build.js';

// A reader that went away (`miau … | head`) or a full disk behind a redirect: stop quietly (a
// closed pipe) or with one line, never with a stack trace.
process.stdout.on('error', (error) => {
  if (error.code !== 'EPIPE') process.stderr.write(`miau: could not write the output: ${error.code}\n`);
  process.exit(error.code === 'EPIPE' ? (process.exitCode ?? 0) : 1);
});

const { runCli } = await importProjectModule('conformance/cli/main');
const io = {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
};
process.exitCode = await runCli(process.argv.slice(2), io);
