// The shapes `npm run bench` measures and the table it prints (and writes to reports/bench.md).
import type { SolveResult } from '../src/types/adapter.js';
import type { StepCost } from './bench-step.js';
import { levelTable, machineLine, memoryTable, ratioTable, stepTable } from './bench-tables.js';

/** One solver run, measured in a process of its own. */
export interface Run {
  result: SolveResult;
  /** States stored (seen). */
  states: number;
  /** Wall-clock and CPU seconds of the search alone. */
  seconds: number;
  cpuSeconds: number;
  /** The process's peak resident memory, and its growth during the search per state stored. */
  peakBytes: number;
  bytesPerState: number;
  /** Fast solver only: mean and longest key length, and the store's own bytes per state. */
  keyBytes?: number;
  longestKey?: number;
  storeBytes?: number;
  /** Fast solver only: its worker threads (0: one thread), and the share of its jobs they ran. */
  workers?: number;
  jobsOnWorkers?: number;
  /** The one-minute load average when the run ended (absent in reports written before it was kept). */
  loadAverage?: number;
}

/** One object count's step costs, with the one-minute load average when they were measured. */
export type StepRow = StepCost & { loadAverage?: number };

export interface LevelBench {
  level: string;
  automata: boolean;
  /** The fast solver's full search (the level's solverMax as budget), with its worker threads. */
  fast: Run;
  /** The same search on one thread (absent in reports from before worker threads). */
  fastOneThread?: Run;
  /** The naive solver, within the naive budget. */
  naive: Run;
  /** The fast solver over exactly the naive solver's expansions: the same work. */
  fastSameWork: Run;
  /** Expansions a second, fast over naive, on the same work; and of the full search over naive. */
  ratio: number;
  ratioFullSearch: number;
  /** Expansions a second of the full search, with worker threads over one thread. */
  threadsOverOne?: number;
}

export interface Machine {
  nproc: number;
  cpu: string;
  node: string;
  loadAverage: number[];
}

export interface BenchReport {
  machine: Machine;
  /** When the report was written (ISO 8601); absent in older reports. */
  when?: string;
  naiveBudget: { expansions: number; seconds: number };
  levels: LevelBench[];
  steps: StepRow[];
  problems: string[];
}

/** The report as Markdown tables; every figure sits beside the load average it was measured under. */
export function benchTable(report: BenchReport): string {
  return [
    [machineLine(report)],
    levelTable(report),
    memoryTable(report),
    ratioTable(report),
    stepTable(report),
  ]
    .map((part) => part.join('\n'))
    .join('\n\n');
}
