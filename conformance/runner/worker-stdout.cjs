// Required first in each `certify --parallel` worker (runner/workers.ts): what step definitions
// print goes to stderr, as in a serial run (certify's whileStdoutIsStderr). It landed on stdout,
// ahead of the certificate. Cucumber's workers speak to the run over IPC, never on stdout. It
// takes itself out of NODE_OPTIONS, so the processes a worker starts (engine hosts, and engine
// programs that answer on their stdout) keep their own.
'use strict';

const toStderr = process.stderr.write.bind(process.stderr);
// Always room: code waiting for stdout's 'drain' after a false would wait for ever.
process.stdout.write = (...args) => (toStderr(...args), true);
const self = process.env.MIAU_WORKER_STDOUT_OPTION;
if (self && process.env.NODE_OPTIONS) {
  process.env.NODE_OPTIONS = process.env.NODE_OPTIONS.replace(self, '').trim();
  delete process.env.MIAU_WORKER_STDOUT_OPTION;
}
