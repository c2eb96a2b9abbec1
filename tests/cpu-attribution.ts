// Setup file of every vitest run (vitest.config.ts), inert unless MIAU_CPU_LOG names a log: then
// (`npm run test:cpu`, scripts/test-cpu.mjs) it names the running test file to the processes the
// file starts, and logs the CPU seconds the worker spent on the file. Files run one after another
// in a worker, so the worker's CPU between a file's setup and its last hook is that file's.
import { appendFileSync } from 'node:fs';
import { relative } from 'node:path';
import { afterAll, expect } from 'vitest';
import { childrenSeconds } from '../scripts/test-cpu.mjs';

const log = process.env.MIAU_CPU_LOG;
if (log) {
  (globalThis as { __miauCpuWorker?: boolean }).__miauCpuWorker = true;
  const file = relative(process.cwd(), expect.getState().testPath ?? 'unknown');
  process.env.MIAU_TEST_FILE = file;
  const started = process.cpuUsage();
  const startedChildren = childrenSeconds();
  afterAll(() => {
    const { user, system } = process.cpuUsage(started);
    const children = childrenSeconds() - startedChildren;
    appendFileSync(
      log,
      `${JSON.stringify({ file, command: 'vitest worker', seconds: (user + system) / 1e6 })}\n` +
        `${JSON.stringify({ file, command: 'descendants', seconds: children })}\n`,
    );
  });
}
