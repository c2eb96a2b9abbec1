// Setup file of every vitest run of `npm test` (vitest.config.ts): each fast-check property
// without a seed of its own starts from one seed, so a commit's verdict is the same in every
// run. Random seeds found real bugs, but they found them on whichever commit drew the case, and
// a red CI stops everything from landing: exploring is a run of its own, `npm run explore`,
// which sets MIAU_PROPERTY_SEED=random (fast-check prints the seed of a failure, and
// MIAU_PROPERTY_SEED=<that seed> replays it).
import fc from 'fast-check';

/** The seed `npm test` runs every property from. */
export const DEFAULT_PROPERTY_SEED = 20261205;

const chosen = process.env.MIAU_PROPERTY_SEED;
if (chosen !== 'random') {
  const seed = chosen === undefined ? DEFAULT_PROPERTY_SEED : Number(chosen);
  if (!Number.isSafeInteger(seed))
    throw new Error(`MIAU_PROPERTY_SEED must be an integer or "random", not ${JSON.stringify(chosen)}.`);
  fc.configureGlobal({ ...fc.readConfigureGlobal(), seed });
}
