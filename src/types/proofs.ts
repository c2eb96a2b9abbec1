/* Generated from schemas/ by `npm run types`. Do not edit by hand. */

/**
 * A pack's stored proofs: one winning move string per level, found by the solver and replayed by every certified engine.
 */
export interface PackProofs {
  pack: string;
  proofs: StoredProof[];
}
/**
 * This interface was referenced by `PackProofs`'s JSON-Schema
 * via the `definition` "proof".
 */
export interface StoredProof {
  level: string;
  moves: string;
  /**
   * How many states the solver expanded to find it: at most its ceiling of 20,000,000 (solver/budget).
   */
  expansions: number;
  /**
   * Whether a solution exists in which the player never pushes a word.
   */
  handsOff: boolean;
}
