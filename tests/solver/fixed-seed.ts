// Setup of the vitest killers in mutation testing (vitest.mutation.config.ts): every fast-check
// property runs the same cases in every run, so a mutant's verdict never depends on chance.
import fc from 'fast-check';

fc.configureGlobal({ seed: Number(process.env['MIAU_DIFF_SEED'] ?? 16), endOnFailure: true });
