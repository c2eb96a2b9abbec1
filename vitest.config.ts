// Unit and integration tests: tests/**/*.test.ts. Coverage (v8) is collected over the code the
// project ships; `npm test` (scripts/test.mjs) turns it on and merges it with the coverage of
// the reference engine's certification run.
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Runner tests run cucumber in-process, which imports step definitions natively: give
    // each test file of the harness (and the README checks, which list scenarios in-process) its
    // own process, so tsx's hooks and cucumber's state stay per file. The unit tests of src/,
    // reference/, solver/, scripts/ and packs/ hold no such state: a worker runs file after file,
    // importing the kernel once instead of once a file (their CPU time fell by about half).
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: { name: 'harness', include: ['tests/conformance/**/*.test.ts', 'tests/project/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'units',
          include: ['tests/{src,reference,solver,scripts,packs}/**/*.test.ts'],
          isolate: false,
        },
      },
    ],
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
