// `npm run lint`: ESLint over the whole tree. TypeScript gets typescript-eslint's type-aware
// recommended rules (the types come from tsconfig.json through the project service) plus the
// promise and switch rules a conformance harness most needs: a promise nobody awaits hides an
// engine's failure, and a switch that misses a case hides a new outcome kind.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      'reports/**',
      'coverage/**',
      '.stryker-tmp*/**',
      'src/types/**', // generated from schemas/ by `npm run types`
      'tests/fixtures/**', // deliberately broken engines and packs
      'packs/**', // pack data; packs/*/pack.cjs are checked as data by the loader
    ],
  },
  {
    files: ['**/*.ts', '**/*.mts'],
    extends: [js.configs.recommended, ...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      // As tsc's noUnusedLocals: a rest pattern may drop fields by name, and `_` marks a parameter
      // a signature needs but the body does not read.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true, argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [js.configs.recommended],
    languageOptions: { globals: globals.node, sourceType: 'module' },
  },
  {
    files: ['**/*.cjs'],
    extends: [js.configs.recommended],
    languageOptions: { globals: globals.node, sourceType: 'commonjs' },
  },
);
