// Stryker's run of the fast solver (stryker.solver.config.mjs): the vitest killers of solver/
// besides the scenarios: the solver's own tests. The differential test (the fast transition
// against the readable turn), the rules differential test, the fast search against the readable
// solver, the codec, the breadth-first loop and the level report. Every fast-check property runs
// with a fixed seed (tests/solver/fixed-seed.ts): the same cases in every run, no shrinking.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'tests/solver/differential.test.ts',
      'tests/solver/rules-differential.test.ts',
      'tests/solver/fast-search.test.ts',
      'tests/solver/codec.test.ts',
      'tests/solver/breadth-first.test.ts',
      'tests/solver/bypass.test.ts',
    ],
    setupFiles: ['tests/solver/fixed-seed.ts'],
    testTimeout: 120_000,
    env: { MIAU_DIFF_MOVES: '1200', MIAU_DIFF_SEED: '16' },
  },
});
