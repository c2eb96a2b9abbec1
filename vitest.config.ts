// Unit and integration tests: tests/**/*.test.ts. Coverage (v8) is collected over the code the
// project ships; `npm test` (scripts/test.mjs) turns it on and merges it with the coverage of
// the reference engine's certification run.
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // Runner tests run cucumber in-process, which imports step definitions natively: give
    // each test file its own process (so tsx's hooks and cucumber's state stay per file).
    pool: 'forks',
    // Vitest's default is one worker fewer than the CPUs: a single worker on two cores, so every
    // file waited on its child processes (certify runs, engine programs, hostile commands) alone.
    // Files share no state (each writes only to a scratch folder of its own), so two run at once.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 60_000,
    // Only tests marked concurrent use it: the hostile certify cases, which mostly wait on a hung
    // engine's time limit. Three at once keep both cores busy without starving the other worker.
    maxConcurrency: 3,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts', 'reference/**/*.ts', 'solver/**/*.ts', 'conformance/**/*.ts'],
      exclude: ['src/types/**', '**/fixtures/**'],
      reporter: ['json', 'json-summary', 'text-summary'],
      reportsDirectory: 'coverage/vitest',
    },
  },
});
