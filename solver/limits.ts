// spec: solver/budget
// What else, besides its expansion budget, may stop a search: the memory its state store would
// need, and a time limit the caller decides. The solver reads no clock itself: a caller that wants
// a time limit passes `outOfTime`, asked after every expansion. A count of expansions between two
// asks bounds nothing: one expansion of a level of 4,032 players took 0.1 s, so 4,096 of them
// took 7 minutes past a limit of 1 s. A clock read costs about 50 ns, under 2% of an expansion.

/** Which bound stopped a search that answered LIMIT. */
export type LimitReason = 'expansions' | 'time' | 'memory';

export interface SearchLimits {
  /** The most bytes the state store may hold, counting a growth's old and new arrays together. */
  maxStoreBytes?: number;
  /** True once the caller's time is up; asked after every expansion. */
  outOfTime?: () => boolean;
}

/** The state store's default cap, in MB (change bound-the-solver, D2). */
export const DEFAULT_MAX_STORE_MB = 2048;

export const MB = 1024 * 1024;

/** The store cap in bytes: the one asked for or the default. */
export function storeCap(limits: SearchLimits | undefined): number {
  return limits?.maxStoreBytes ?? DEFAULT_MAX_STORE_MB * MB;
}
