/* Generated from schemas/ by `npm run types`. Do not edit by hand. */

/**
 * The scenarios an engine build is known not to pass, each with the outcome expected and why. With `miau certify --baseline <file>` a run fails only on a change: a new non-pass, another outcome than expected, or an expected non-pass that now passes (stale, so the baseline shrinks). `miau certify --write-baseline <file>` records one.
 */
export interface Baseline {
  /**
   * The version of this file format.
   */
  format: 1;
  /**
   * The suite version the baseline was recorded with. A run of another suite version says so beside the baseline's changes (scenarios renamed or added since show as missing or new); it is never a change.
   */
  suite?: string;
  /**
   * The engine name and version the baseline was recorded for. A run of another engine (another name) says so beside the baseline's changes; another version of the same engine does not, since a baseline follows a build from release to release. It is never a change.
   */
  engine?: string;
  expected: ExpectedOutcome[];
}
/**
 * One scenario, named by its feature file and name, that is expected not to pass.
 *
 * This interface was referenced by `Baseline`'s JSON-Schema
 * via the `definition` "expectedOutcome".
 */
export interface ExpectedOutcome {
  /**
   * The feature file, relative to the project root: features/rules/sink.feature.
   */
  uri: string;
  /**
   * The scenario's name, as the certificate prints it.
   */
  name: string;
  /**
   * Where the scenario was when recorded; for the reader, and to tell apart scenarios of one file and name (an outline's rows), which pair with the entries at their own line first.
   */
  line?: number;
  /**
   * The outcome expected.
   */
  outcome: 'failed' | 'declined' | 'unsupported' | 'errored' | 'nondeterministic';
  /**
   * For an errored scenario, the fault expected (a code of the certificate's fault: engine-threw, no-answer, ...); another fault is a change. Left out, any fault but not-run and run-budget matches, as in baselines written before it.
   */
  fault?: string;
  /**
   * Why: a sentence, or the message recorded with the baseline.
   */
  reason: string;
  /**
   * An issue or document about it.
   */
  link?: string;
}
