// spec: solver/budget, solver/solver-max
// The expansion budget a solver uses for a level: shared by every solver so they agree.

/** The default budget, as the shipped solver's `--max`. */
export const DEFAULT_MAX_EXPANSIONS = 300_000;

/**
 * The most expansions any search may use, whatever `--max` or a level's `solverMax` ask
 * (change bound-the-solver, D1): measured at about 111 bytes of process memory and 8 µs an
 * expansion on a board with no WIN, 20,000,000 expansions cost about 2.2 GB and under 3 minutes.
 */
export const EXPANSION_CEILING = 20_000_000;

/** The larger of the budget asked for (or the default) and the level's own `solverMax`, never above the ceiling. */
export function budgetFor(level: { solverMax?: number }, asked?: number): number {
  return Math.min(EXPANSION_CEILING, Math.max(asked ?? DEFAULT_MAX_EXPANSIONS, level.solverMax ?? 0));
}
