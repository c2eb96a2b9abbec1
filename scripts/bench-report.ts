// The shapes `npm run bench` measures and the table it prints (and writes to reports/bench.md).
import type { SolveResult } from '../src/types/adapter.js';
import type { StepCost } from './bench-step.js';

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
}

export interface LevelBench {
  level: string;
  automata: boolean;
  /** The fast solver's full search (the level's solverMax as budget). */
  fast: Run;
  /** The naive solver, within the naive budget. */
  naive: Run;
  /** The fast solver over exactly the naive solver's expansions: the same work. */
  fastSameWork: Run;
  /** Expansions a second, fast over naive, on the same work; and of the full search over naive. */
  ratio: number;
  ratioFullSearch: number;
}

export interface Machine {
  nproc: number;
  cpu: string;
  node: string;
  loadAverage: number[];
}

export interface BenchReport {
  machine: Machine;
  naiveBudget: { expansions: number; seconds: number };
  levels: LevelBench[];
  steps: StepCost[];
  problems: string[];
}

const n = (value: number, digits = 0): string => value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const mb = (bytes: number): string => `${n(bytes / 2 ** 20)} MB`;
const rate = (run: Run): number => run.result.expansions / run.seconds;

function row(cells: string[]): string {
  return `| ${cells.join(' | ')} |`;
}

/** The report as Markdown tables. */
export function benchTable(report: BenchReport): string {
  const { machine } = report;
  const lines = [
    `Machine: ${machine.nproc} CPUs (nproc), ${machine.cpu}, Node ${machine.node}, load average ${machine.loadAverage.join(' ')}`,
    '',
    row(['level', 'solver', 'answer', 'expansions', 'seconds', 'expansions/s', 'bytes/state', 'key bytes', 'peak memory']),
    row(['---', '---', '---', '---:', '---:', '---:', '---:', '---:', '---:']),
  ];
  for (const level of report.levels) {
    const answer = (run: Run) => (run.result.status === 'SOLVED' ? `SOLVED ${run.result.moves.length} moves` : run.result.status);
    const line = (solver: string, run: Run) =>
      row([level.level + (level.automata ? ' (automata)' : ''), solver, answer(run), n(run.result.expansions), n(run.seconds, 2), n(rate(run)), n(run.bytesPerState), run.keyBytes === undefined ? '-' : n(run.keyBytes, 1), mb(run.peakBytes)]);
    lines.push(line('fast', level.fast), line('fast, same work', level.fastSameWork), line('naive', level.naive));
  }
  lines.push('', row(['level', 'fast ÷ naive (same work)', 'fast full search ÷ naive']), row(['---', '---:', '---:']));
  for (const level of report.levels) lines.push(row([level.level, `${n(level.ratio, 1)}×`, `${n(level.ratioFullSearch, 1)}×`]));
  lines.push('', row(['objects', 'public step (µs)', 'fast game step (µs)', 'solver step (µs)']), row(['---:', '---:', '---:', '---:']));
  for (const step of report.steps) lines.push(row([n(step.objects), n(step.publicStep, 1), n(step.fastGameStep, 1), n(step.solverStep, 2)]));
  return lines.join('\n');
}
