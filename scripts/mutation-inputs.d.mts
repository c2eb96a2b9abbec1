// The types of mutation-inputs.mjs (plain JavaScript, run by node without a loader), for the
// TypeScript that imports it: tests/scripts/mutation-inputs.test.ts.

export const INCREMENTAL_REPORT: string;
export const INCREMENTAL_RECORD: string;

/** Every tracked file the scenario run reads but the feature files. */
export function scenarioInputs(root: string): string[];

/** The fingerprint of `files`: each path and its bytes, in path order. */
export function fingerprintOf(root: string, files: readonly string[]): string;

/** The record to write after a run of `scope` that wrote INCREMENTAL_REPORT. */
export function recordOf(
  root: string,
  scope: string,
): { scope: string; inputs: string; files: number; report: string };

/** Why the recorded verdicts cannot be reused for a run of `scope`, or undefined when they can. */
export function whyNotReusable(root: string, scope: string): string | undefined;

/** Where a gate run's Stryker reads and writes its incremental report (not committed). */
export const WORKING_INCREMENTAL_REPORT: string;

/** Whether two Stryker reports hold the same verdicts over the same feature files. */
export function sameRun(recorded: unknown, run: unknown): boolean;
