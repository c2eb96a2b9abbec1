// Mutation testing of the fast solver and its transition (solver/, what an engine runs
// when it solves) by its vitest killers: every test of tests/solver/ (vitest.mutation.config.ts):
// the differential tests against the readable turn, rule reader and solver, and the unit tests
// of the key codec, the state store, the breadth-first loop and the level report. The scenarios are the
// other killers: stryker.config.mjs mutates the same files under cucumber, and
// scripts/mutation.mjs counts a mutant as detected when either run detects it (docs/mutation.md).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  // The readable solver (tests/solver/readable-solver.ts) is no engine's code and lies outside this
  // glob: tests compare the fast one with it.
  mutate: ['solver/**/*.ts'],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  // A killed mutant fails within a second; a mutant that loops forever is cut off early.
  timeoutMS: 1500,
  tempDirName: '.stryker-tmp-solver',
  ignorePatterns: ['/coverage', '/reports', '/docs', '/.ci', '/.github'],
  reporters: ['progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation/solver-vitest.json' },
};
