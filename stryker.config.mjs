// Mutation testing of what an engine runs (`npm run mutation`, scripts/mutation.mjs): Stryker
// changes reference/ and solver/ (the fast solver) in small ways and runs the Gherkin scenarios alone (features/, through
// the adapter, with cucumber.mjs: engineModule = conformance/engines/reference.ts). A mutant the
// scenarios notice is killed; one they do not notice survived. docs/mutation.md has the numbers.
// CI runs the reference engine's part (scripts/mutation.mjs passes --mutate reference/*.ts,src/words/sentences.ts);
// `npm run mutation -- --fast` adds the fast solver, which takes hours on two cores (scripts/mutation.mjs).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'cucumber',
  plugins: ['@stryker-mutator/cucumber-runner'],
  // cucumber.mjs registers tsx in each test-runner process, so the step definitions and the
  // (mutated, instrumented) TypeScript engine load as they do in `npx cucumber-js`.
  cucumber: { profile: 'mutation' },
  // Everything an engine runs: the turn, and the fast solver with its transition. The readable
  // solver (tests/solver/readable-solver.ts) lies outside these globs: no engine runs it; tests
  // compare the fast one with it. The
  // fast solver's mutants are also run against its vitest killers (stryker.solver.config.mjs).
  mutate: ['reference/**/*.ts', 'src/words/sentences.ts', 'solver/**/*.ts'],
  // Each scenario runs only against the mutants it executes (perTest), and stops at the first
  // failure: this keeps a full run affordable on two cores.
  coverageAnalysis: 'perTest',
  concurrency: 2,
  // A scenario takes milliseconds; a mutant that loops forever is cut off by the hit limit or this.
  timeoutMS: 10000,
  // What the sandbox copy of the project does not need (anchored: features/docs/ is needed).
  ignorePatterns: ['/coverage', '/reports', '/tests', '/docs', '/.ci', '/.github'],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, maxTestsToLog: 0 },
};
