#!/usr/bin/env node
// The `miau` command. The harness is TypeScript run as-is: register tsx for this process
// (so the CLI, engine modules and cucumber's step definitions import as .ts), then hand over.
import { register } from 'tsx/esm/api';

register();
const { runCli } = await import('../conformance/cli/main.ts');
const io = {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
};
process.exitCode = await runCli(process.argv.slice(2), io);
