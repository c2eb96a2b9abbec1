// Loaded into every Node process of a `npm run test:cpu` run (NODE_OPTIONS=--require, which the
// processes tests start inherit): at exit, each appends the CPU seconds it used to the log named by
// MIAU_CPU_LOG, under the test file that was running (MIAU_TEST_FILE, set by
// tests/cpu-attribution.ts). A vitest worker logs per file itself, so it is skipped here; a
// process killed by a signal it cannot handle (SIGKILL) logs nothing. Plain CommonJS: it runs
// before any loader, in engines and cucumber workers alike.
'use strict';
const { appendFileSync } = require('node:fs');
const { basename } = require('node:path');

const log = process.env.MIAU_CPU_LOG;
// Taken now: a hostile engine under test may replace JSON.stringify before it exits.
const stringify = JSON.stringify;
if (log) {
  process.on('exit', () => {
    if (globalThis.__miauCpuWorker) return;
    const { user, system } = process.cpuUsage();
    const script = process.argv[1] ? basename(process.argv[1]) : '(eval)';
    const command = script === 'miau.js' && process.argv[2] ? `miau ${process.argv[2]}` : script;
    const file = process.env.MIAU_TEST_FILE ?? '';
    try {
      appendFileSync(log, `${stringify({ file, command, seconds: (user + system) / 1e6 })}\n`);
    } catch {
      // a process without write access to the log (a sandboxed pack) is left out
    }
  });
}
