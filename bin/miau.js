#!/usr/bin/env node
// The `miau` command: runs conformance/cli/main.ts from the project's compiled build, or through
// tsx when there is none (bin/project-build.js).
import { importProjectModule } from './project-build.js';

const { runCli } = await importProjectModule('conformance/cli/main');
const io = {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
};
process.exitCode = await runCli(process.argv.slice(2), io);
