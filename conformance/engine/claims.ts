// What a level needs of the engine that plays it: the mechanics it uses (automata, pairs, gates)
// that the engine's hello does not claim. Certify leaves the scenarios of such a capability
// unsupported; replay and the docs' proof frames do the same for a level, since a build without
// pairs plays OPEN and SHUT as nouns and shows a board that is not the level's.
import { featureUses, KNOWN_FEATURES, type Feature } from '../../src/checks/feature-flags.js';

/** The mechanics `level` (as the loader expands it) uses that `capabilities` do not claim, in feature order. */
export function unclaimedMechanics(level: unknown, capabilities: readonly string[]): Feature[] {
  const uses = featureUses({ levels: [level] });
  return KNOWN_FEATURES.filter((feature) => uses.has(feature) && !capabilities.includes(feature));
}
