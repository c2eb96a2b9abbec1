// The types of mutation-report.mjs (which stays plain JavaScript, run by node without a
// loader), for the TypeScript that imports it: tests/scripts/mutation-report.test.ts.

/** A place in a source file: 1-based line and column. */
export interface Position {
  line: number;
  column: number;
}

/** A mutant as Stryker's report holds it. */
export interface ReportMutant {
  id: string;
  status: string;
  mutatorName: string;
  replacement: string;
  location: { start: Position; end: Position };
  /** Which runs detected it, once reports are merged (mergeReports). */
  detectedBy?: string[];
}

/** Stryker's report (reports/mutation/mutation.json): per file, its source and its mutants. */
export interface MutationReport {
  files: Record<string, { source: string; mutants: ReportMutant[] }>;
}

/** A mutant with its file and the code it replaced. */
export interface Mutant extends ReportMutant {
  file: string;
  original: string;
}

/** A survivor judged equivalent: its key (keyOf) and why. */
export interface Equivalent {
  key: string;
  why: string;
}

/** The verdict on a report. */
export interface Judgement {
  counts: Record<
    'killed' | 'timeout' | 'survived' | 'noCoverage' | 'runtimeErrors' | 'compileErrors' | 'ignored',
    number
  >;
  mutants: number;
  score: number;
  strykerScore: number;
  strictScore: number;
  crashed: Mutant[];
  typeInvalid: Mutant[];
  explained: { m: Mutant; why: string }[];
  unexplained: Mutant[];
  staleEquivalents: Equivalent[];
}

/** How many detected mutants each run detected alone, and both. */
export interface Catchers {
  both: number;
  only: Partial<Record<string, number>>;
}

export function mutantsOf(report: MutationReport): Mutant[];
export function keyOf(m: Mutant): string;
export function judge(
  report: MutationReport,
  typeValid: ReadonlySet<string>,
  equivalents?: readonly Equivalent[],
): Judgement;
export function where(m: Mutant): string;
export function change(m: Mutant): string;
export function summaryOf(
  parts: readonly { name: string; j: Judgement; catchers: Catchers }[],
  options: {
    scope: string;
    seconds?: { scenarios: number; vitest: number };
    minimum: Record<string, number>;
  },
): string;
export function writeSummary(file: string, summary: string): void;
export function mergeReports(
  report: MutationReport,
  second: MutationReport,
  names?: readonly [string, string],
): MutationReport;
/** `report` with every file `fresh` holds taken from `fresh` instead. */
export function withFilesOf(report: MutationReport, fresh: MutationReport): MutationReport;
/** `report` with each mutant `fresh` ran again (same source, some lines) taken from `fresh`. */
export function withMutantsOf(report: MutationReport, fresh: MutationReport): MutationReport;
export function partOf(report: MutationReport, keep: (file: string) => boolean): MutationReport;
export function catchers(report: MutationReport): Catchers;
