// Unit and integration tests: tests/**/*.test.ts. Coverage (v8) is collected over the code the
// project ships; `npm test` (scripts/test.mjs) turns it on and merges it with the coverage of
// the reference engine's certification run.
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // One fast-check seed for every property, so a commit's verdict never depends on the run; and
    // the CPU each test file costs, counted only under `npm run test:cpu` (scripts/test-cpu.mjs).
    setupFiles: ['tests/property-seed.ts', 'tests/cpu-attribution.ts'],
    // Every temporary folder of the run, the processes' it starts too, in one that goes with it.
    globalSetup: ['tests/scratch-root.ts'],
    pool: 'forks',
    // A worker runs file after file and imports what they share once, not once a file: a process
    // per file cost a third of the run in starting and importing (the runner's, CLI's and docs'
    // files: 143 s alone, 89 s without). So a test leaves no global state behind (no
    // `process.env` it does not restore, no `fc.configureGlobal`), and what a process may do once
    // only is done once: the runner imports the step definitions once per process and shares them
    // (conformance/runner/runner.ts, supportOf). Files pass in any order (`--sequence.shuffle.files`).
    isolate: false,
    // Vitest's default is one worker fewer than the CPUs: a single worker on two cores, so every
    // file waited on its child processes (certify runs, engine programs, hostile commands) alone.
    // Files share no state (each writes only to a scratch folder of its own), so two run at once.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 60_000,
    // Only tests marked concurrent use it: the hostile certify cases, which mostly wait on a hung
    // engine's time limit. Three at once keep both cores busy without starving the other worker.
    maxConcurrency: 3,
    coverage: {
      // Vitest's v8 provider, less the second copies of project files that Node loads itself
      // for cucumber and engine modules (tests/coverage/provider.mjs says why).
      provider: 'custom',
      customProviderModule: 'tests/coverage/provider.mjs',
      include: ['src/**/*.ts', 'reference/**/*.ts', 'solver/**/*.ts', 'conformance/**/*.ts'],
      exclude: ['src/types/**', '**/fixtures/**'],
      reporter: ['json', 'json-summary', 'text-summary'],
      reportsDirectory: 'coverage/vitest',
    },
  },
});
