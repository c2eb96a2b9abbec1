// Stryker's run of the fast solver (stryker.solver.config.mjs): the vitest killers of
// solver/ besides the scenarios. The differential test with a fixed seed (the same
// cases in every run, no shrinking) and the level report's tests.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/solver/differential.test.ts', 'tests/solver/bypass.test.ts'],
    testTimeout: 120_000,
    env: { MIAU_DIFF_MOVES: '1200', MIAU_DIFF_SEED: '16' },
  },
});
