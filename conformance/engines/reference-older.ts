// The reference engine configured as an older build: automata and the solver, but no pairs, no
// gates and no feature flags, as engines were before those shipped. It claims only what it
// has and never reads a level's `pairs` or an object's `channel`, so on a pack that needs them
// it plays the level without them, as an older build would. Certifying it shows what the
// certificate says about an engine that lags behind the suite (README: "Certify a reduced build").
import type { EngineBuild } from '../contract.js';
import { createReferenceEngine } from './reference.js';

export function createEngine(): EngineBuild {
  return createReferenceEngine({ name: 'miau-reference-older', capabilities: ['automata', 'solver'] });
}

export default createEngine;
