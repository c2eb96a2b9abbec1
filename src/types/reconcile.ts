/* Generated from schemas/ by `npm run types`. Do not edit by hand. */

/**
 * specified-only: no scenario and no code; scenarios-missing: code (or an Implemented by line) but no scenario; code-behind: a scenario did not pass on the engine; code-missing: the scenarios pass but no code cites it and its spec names no other implementer; reconciled: all of it holds. For REMOVED: still-tested (a scenario is still tagged with it), still-cited (code still cites it), else reconciled. superseded: the requirement is no longer in the specs (a later change removed it). For an active change only, a delta openspec archive would refuse: names-nothing (a MODIFIED, REMOVED or RENAMED requirement whose title the specs of its capability do not hold), already-specified (an ADDED requirement, or a RENAMED one's new title, that they already hold).
 *
 * This interface was referenced by `Reconciliation`'s JSON-Schema
 * via the `definition` "state".
 */
export type ReconcileState =
  | 'specified-only'
  | 'scenarios-missing'
  | 'code-behind'
  | 'code-missing'
  | 'reconciled'
  | 'still-tested'
  | 'still-cited'
  | 'superseded'
  | 'names-nothing'
  | 'already-specified';

/**
 * What `miau reconcile --json` prints: for each OpenSpec change reconciled, every requirement its delta adds, modifies, removes or renames, with the scenarios tagged with it, their outcomes on the chosen engine, the code lines citing it, and its state. `ok` is true only when every requirement of every change (work-in-progress changes skipped with --skip-wip aside) is reconciled.
 */
export interface Reconciliation {
  /**
   * The version of this format.
   */
  format: 1;
  /**
   * The engine the scenarios ran on, as its hello names it; null when no scenario had to run.
   */
  engine: ReconciledEngine | null;
  changes: ReconciledChange[];
  ok: boolean;
}
/**
 * This interface was referenced by `Reconciliation`'s JSON-Schema
 * via the `definition` "engine".
 */
export interface ReconciledEngine {
  name: string;
  version: string;
}
/**
 * This interface was referenced by `Reconciliation`'s JSON-Schema
 * via the `definition` "change".
 */
export interface ReconciledChange {
  /**
   * The change's name (an archived change's folder without its date).
   */
  name: string;
  /**
   * Its folder, relative to the project root.
   */
  folder: string;
  archived: boolean;
  /**
   * Its proposal.md has a line `Status: work in progress`.
   */
  workInProgress: boolean;
  /**
   * Not reconciled because it is work in progress and --skip-wip was given.
   */
  skipped: boolean;
  /**
   * Every requirement of the change is reconciled.
   */
  reconciled: boolean;
  /**
   * The one-line verdict the text output prints.
   */
  verdict: string;
  requirements: ReconciledRequirement[];
}
/**
 * This interface was referenced by `Reconciliation`'s JSON-Schema
 * via the `definition` "requirement".
 */
export interface ReconciledRequirement {
  delta: 'ADDED' | 'MODIFIED' | 'REMOVED' | 'RENAMED';
  /**
   * The requirement id; null when neither an id comment nor the title finds it.
   */
  id: string | null;
  /**
   * The title in the delta (for RENAMED, the new one).
   */
  title: string;
  /**
   * For RENAMED: the old title.
   */
  from?: string;
  /**
   * The title the specs give it now, when it differs from the delta's.
   */
  currentTitle?: string;
  /**
   * The delta spec file, relative to the project root.
   */
  file: string;
  line: number;
  /**
   * How many scenarios the delta text writes under it.
   */
  specScenarios: number;
  state: ReconcileState;
  scenarios: ReconciledScenario[];
  /**
   * How many scenario runs came out with each outcome (an outline counts each example).
   */
  verdicts: {
    [k: string]: number;
  };
  citations: ReconciledCitation[];
  /**
   * Who implements it instead of the engine's code, from an `Implemented by:` line of its spec.
   */
  implementedBy: string | null;
}
/**
 * This interface was referenced by `Reconciliation`'s JSON-Schema
 * via the `definition` "scenario".
 */
export interface ReconciledScenario {
  name: string;
  file: string;
  line: number;
  /**
   * The outcome of each run of it (one per example of an outline); empty when it did not run.
   */
  outcomes: string[];
}
/**
 * This interface was referenced by `Reconciliation`'s JSON-Schema
 * via the `definition` "citation".
 */
export interface ReconciledCitation {
  file: string;
  line: number;
  /**
   * What the citation covers: the name declared under it, or (file).
   */
  covers: string;
  /**
   * The other requirement ids the same citation names: what else that code touches.
   */
  alsoCites: string[];
}
