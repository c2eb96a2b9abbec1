// The hostile harness measures what its cases cap: a check of its own, since every case passing
// would also pass with a sampler that saw no process at all.
import { expect, test } from 'vitest';
import { runHostile } from './harness.js';

test('the harness sees the command it runs: its peak memory is at least a Node process’s', async () => {
  const run = await runHostile({ name: 'a usage error', args: ['validate', '--bogus'], exit: 2 });
  expect(run.exitCode).toBe(2);
  // Node alone holds more than 20 MB resident; a sampler that missed the process reads 0.
  expect(run.peakMemoryMb).toBeGreaterThan(20);
  expect(run.leftBehind).toEqual([]);
});
