// Setup file of Stryker's vitest run (vitest.mutation.config.ts): every fast-check property
// without a seed of its own runs the cases of MIAU_DIFF_SEED and stops at the first failure, so
// a mutant is killed or survives the same way in every run.
import fc from 'fast-check';

fc.configureGlobal({ seed: Number(process.env.MIAU_DIFF_SEED), endOnFailure: true });
