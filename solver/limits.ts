// spec: solver/budget
// What else, besides its expansion budget, may stop a search: the memory its state store would
// need, and a time limit the caller decides. The solver reads no clock itself: a caller that wants
// a time limit passes `outOfTime`, asked once every CHECK_EVERY expansions, never per expansion.

/** Which bound stopped a search that answered LIMIT. */
export type LimitReason = 'expansions' | 'time' | 'memory';

export interface SearchLimits {
  /** The most bytes the state store may hold, counting a growth's old and new arrays together. */
  maxStoreBytes?: number;
  /** True once the caller's time is up; asked every CHECK_EVERY expansions. */
  outOfTime?: () => boolean;
}

/** The state store's default cap, in MB (change bound-the-solver, D2). */
export const DEFAULT_MAX_STORE_MB = 2048;

/** How many expansions pass between two calls of `outOfTime`. */
export const CHECK_EVERY = 4096;

export const MB = 1024 * 1024;

/** The store cap in bytes: the one asked for or the default. */
export function storeCap(limits: SearchLimits | undefined): number {
  return limits?.maxStoreBytes ?? DEFAULT_MAX_STORE_MB * MB;
}
