/* Generated from schemas/ by `npm run types`. Do not edit by hand. */

/**
 * How one scenario came out against one build, as its certificate says (schemas/certificate.schema.json#/$defs/outcome).
 *
 * This interface was referenced by `Matrix`'s JSON-Schema
 * via the `definition` "outcome".
 */
export type MatrixOutcome = 'passed' | 'failed' | 'declined' | 'unsupported' | 'errored' | 'nondeterministic';

/**
 * What `miau matrix --json` writes: the certificates of several builds (`miau certify --json`, one per build) set side by side. Every list of outcomes, diagnostics or cells holds one entry per build, in the order of `builds`. Differences come first in every table.
 */
export interface Matrix {
  builds: MatrixBuild[];
  /**
   * How the certificates were not made alike (other suites, a shard, a build run once beside builds run twice, filters, limits), each a sentence; empty when they were.
   */
  notes: string[];
  scenarios: MatrixScenario[];
  requirements: RollupRow[];
  capabilities: RollupRow[];
}
/**
 * This interface was referenced by `Matrix`'s JSON-Schema
 * via the `definition` "build".
 */
export interface MatrixBuild {
  /**
   * The column heading: the engine's name and version (and the file, when two builds share them).
   */
  label: string;
  /**
   * The certificate file, as given.
   */
  file: string;
  /**
   * The capabilities the build's hello claims.
   */
  claims: string[];
}
/**
 * This interface was referenced by `Matrix`'s JSON-Schema
 * via the `definition` "scenario".
 */
export interface MatrixScenario {
  uri: string;
  line: number;
  name: string;
  requirements: string[];
  /**
   * The first capability the scenario needs (as in its certificate), or null.
   */
  capability: string | null;
  /**
   * Every capability it needs; it counts in the roll-up of each, or of `core` when none.
   */
  capabilities: string[];
  /**
   * Its outcome in each build; null where the build did not run it.
   */
  outcomes: (MatrixOutcome | null)[];
  /**
   * How it counts in each build's `diagnostics` roll-up, or null where it does not.
   */
  diagnostics: (MatrixOutcome | null)[];
  /**
   * Whether the builds' outcomes differ.
   */
  differs: boolean;
}
/**
 * This interface was referenced by `Matrix`'s JSON-Schema
 * via the `definition` "rollupRow".
 */
export interface RollupRow {
  /**
   * The requirement's id, or the capability's name.
   */
  key: string;
  cells: RollupCell[];
  differs: boolean;
}
/**
 * How a requirement or capability came out in one build: its scenarios' outcomes, counted.
 *
 * This interface was referenced by `Matrix`'s JSON-Schema
 * via the `definition` "rollupCell".
 */
export interface RollupCell {
  passed: number;
  total: number;
  /**
   * The outcomes other than passed, counted (only those that occur).
   */
  others: Partial<Record<MatrixOutcome, number>>;
  /**
   * Capabilities only: whether the build claims it.
   */
  claimed?: boolean;
}
