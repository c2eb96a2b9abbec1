// spec: solver/budget, solver/solver-max
// The expansion budget a solver uses for a level: shared by every solver so they agree.

/** The default budget, as the shipped solver's `--max`. */
export const DEFAULT_MAX_EXPANSIONS = 300_000;

/** The larger of the budget asked for (or the default) and the level's own `solverMax`. */
export function budgetFor(level: { solverMax?: number }, asked?: number): number {
  return Math.max(asked ?? DEFAULT_MAX_EXPANSIONS, level.solverMax ?? 0);
}
