// Plain `npx cucumber-js` against the reference engine, for writing and debugging features
// with cucumber's own formatters. Certification goes through `miau certify` (the runner sets
// the same options through cucumber's API and ignores this file).
//   npx cucumber-js                                   all features, reference engine
//   npx cucumber-js --world-parameters '{"engineModule":"/abs/engine.ts"}' features/rules
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

// Step definitions are TypeScript: let Node import .ts files in this process.
register();

const defaults = {
  paths: ['features/**/*.feature'],
  import: ['features/**/*.ts'],
  worldParameters: {
    engineModule: fileURLToPath(new URL('conformance/engines/reference.ts', import.meta.url)),
  },
  format: ['progress'],
};

export default defaults;

// `npm run mutation` (stryker.config.mjs): the same run, with the engine imported before the
// first scenario so that Stryker tells module-level mutants apart (scripts/mutation-preload.mjs).
// Stryker switches mutants inside this process, so here (only here) the engine runs in-process.
export const mutation = {
  ...defaults,
  import: [...defaults.import, 'scripts/mutation-preload.mjs'],
  worldParameters: { ...defaults.worldParameters, inProcess: true },
};
