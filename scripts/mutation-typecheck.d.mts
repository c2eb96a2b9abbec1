// The types of mutation-typecheck.mjs (plain JavaScript, run by node without a loader), for the
// TypeScript that imports it: tests/scripts/mutation-report.test.ts.
import type { Position } from './mutation-report.mjs';

/** Where a mutant goes and what it puts there. */
export interface MutantPlacement {
  location: { start: Position; end: Position };
  replacement: string;
}

/** Whether the project still type-checks with each mutant in place. */
export function typeCheckMutants(
  root: string,
  mutants: readonly (MutantPlacement & { id: string; file: string })[],
  sources?: ReadonlyMap<string, string>,
): { id: string; ok: boolean; errors: number }[];

/** The source with the mutant's replacement in place. */
export function applyMutant(source: string, mutant: MutantPlacement): string;
