// Unit and integration tests: tests/**/*.test.ts. Coverage (v8) is collected over the code the
// project ships; `npm test` (scripts/test.mjs) turns it on and merges it with the coverage of
// the reference engine's certification run.
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Harness folders whose tests start processes but never cucumber in-process.
const SHARED_HARNESS_FOLDERS = '{engine,engines,hostile,protocol,reports,trace}';

export default defineConfig({
  test: {
    // The runner runs cucumber in-process, which imports step definitions natively: each test
    // file of the runner, the CLI, the docs, reconcile and CI (and the README checks, which list
    // scenarios in-process) gets a process of its own, so tsx's hooks and cucumber's state stay
    // per file. The other files (the kernel's, the engine's, the solver's, the scripts', and the
    // harness parts that never start cucumber here) hold no such state: a worker runs them file
    // after file and imports what they share once, not once a file.
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: {
          name: 'per-file',
          include: ['tests/conformance/**/*.test.ts', 'tests/project/**/*.test.ts'],
          exclude: [`tests/conformance/${SHARED_HARNESS_FOLDERS}/**`],
        },
      },
      {
        extends: true,
        test: {
          name: 'shared',
          include: [
            'tests/{src,reference,solver,scripts,packs}/**/*.test.ts',
            `tests/conformance/${SHARED_HARNESS_FOLDERS}/**/*.test.ts`,
          ],
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
