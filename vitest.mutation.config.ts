// Stryker's run of the fast solver (stryker.solver.config.mjs): the vitest killers of solver/
// besides the scenarios. Every test of tests/solver/, each case fixed by one fast-check seed (the
// same cases in every run, no shrinking), the searches cut to what runs in seconds a mutant: the
// differential test at 1200 moves, whole searches only up to 1,000 expansions, 10 grown levels.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/solver/*.test.ts'],
    // The readable solver's own tests check no code of solver/.
    exclude: ['tests/solver/readable-solver.test.ts'],
    setupFiles: ['tests/solver/fixed-seed.ts'],
    testTimeout: 120_000,
    env: {
      MIAU_DIFF_MOVES: '1200',
      MIAU_DIFF_SEED: '16',
      MIAU_SEARCH_SMALL: '1000',
      MIAU_SEARCH_RUNS: '10',
    },
  },
});
