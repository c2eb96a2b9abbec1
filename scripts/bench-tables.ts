// The tables `npm run bench` prints (and writes to reports/bench.md): one row per measurement,
// each with the one-minute load average taken when it ended, since on a shared machine a figure
// means little without the load it was measured under.
import type { BenchReport, LevelBench, Run } from './bench-report.js';

/** A whole number (or `digits` decimals) with thousands separators. */
export const n = (value: number, digits = 0): string =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
export const mb = (bytes: number): string => `${n(bytes / 2 ** 20)} MB`;
export const rate = (run: Run): number => run.result.expansions / run.seconds;

/** The load a figure was measured under; a report from before per-figure loads gives the machine's. */
export function loadOf(measured: { loadAverage?: number }, report: Pick<BenchReport, 'machine'>): number {
  return measured.loadAverage ?? report.machine.loadAverage[0] ?? Number.NaN;
}

export const load = (value: number): string => (Number.isNaN(value) ? '-' : n(value, 2));

export function row(cells: string[]): string {
  return `| ${cells.join(' | ')} |`;
}

function header(cells: string[], aligns: string[]): string[] {
  return [row(cells), row(aligns)];
}

/**
 * What a fast run's state store holds per state: the key bytes, the rest of the store (hash table,
 * key offsets, parent links, inputs), the two together, and the process's memory growth during
 * the search per state (all in). A naive run has only the last.
 */
export interface StateBytes {
  keys?: number;
  index?: number;
  store?: number;
  allIn: number;
}

export function stateBytes(run: Run): StateBytes {
  if (run.keyBytes === undefined || run.storeBytes === undefined) return { allIn: run.bytesPerState };
  return {
    keys: run.keyBytes,
    index: run.storeBytes - run.keyBytes,
    store: run.storeBytes,
    allIn: run.bytesPerState,
  };
}

const maybe = (value: number | undefined, digits = 0): string =>
  value === undefined ? '-' : n(value, digits);

function answer(run: Run): string {
  return run.result.status === 'SOLVED' ? `SOLVED ${run.result.moves.length} moves` : run.result.status;
}

/** Every level's three runs: the full fast search, the fast search over the naive work, the naive search. */
export function levelTable(report: BenchReport): string[] {
  const lines = header(
    [
      'level',
      'solver',
      'answer',
      'expansions',
      'seconds',
      'expansions/s',
      'key B/state',
      'index B/state',
      'store B/state',
      'all-in B/state',
      'peak memory',
      'load',
    ],
    ['---', '---', '---', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:'],
  );
  for (const level of report.levels) {
    const line = (solver: string, run: Run) => {
      const bytes = stateBytes(run);
      return row([
        level.level + (level.automata ? ' (automata)' : ''),
        solver,
        answer(run),
        n(run.result.expansions),
        n(run.seconds, 2),
        n(rate(run)),
        maybe(bytes.keys, 1),
        maybe(bytes.index, 1),
        maybe(bytes.store, 1),
        n(bytes.allIn),
        mb(run.peakBytes),
        load(loadOf(run, report)),
      ]);
    };
    const threads = (run: Run) => (run.workers ? `, ${run.workers} worker${run.workers > 1 ? 's' : ''}` : '');
    lines.push(line(`fast${threads(level.fast)}`, level.fast));
    if (level.fastOneThread !== undefined) lines.push(line('fast, one thread', level.fastOneThread));
    lines.push(
      line(`fast, same work${threads(level.fastSameWork)}`, level.fastSameWork),
      line('naive', level.naive),
    );
  }
  return lines;
}

/** Fast over naive, each with the loads of the two runs it divides. */
export function ratioTable(report: BenchReport): string[] {
  const lines = header(
    [
      'level',
      'fast ÷ naive (same work)',
      'fast full search ÷ naive',
      'worker threads ÷ one thread (jobs on workers)',
      'load (fast, same work, naive, one thread)',
    ],
    ['---', '---:', '---:', '---:', '---:'],
  );
  const loads = (level: LevelBench) =>
    [level.fast, level.fastSameWork, level.naive, level.fastOneThread]
      .map((run) => (run === undefined ? '-' : load(loadOf(run, report))))
      .join(', ');
  const threads = (level: LevelBench) =>
    level.threadsOverOne === undefined
      ? '-'
      : `${n(level.threadsOverOne, 2)}× (${n(100 * (level.fast.jobsOnWorkers ?? 0))}%)`;
  for (const level of report.levels)
    lines.push(
      row([
        level.level,
        `${n(level.ratio, 1)}×`,
        `${n(level.ratioFullSearch, 1)}×`,
        threads(level),
        loads(level),
      ]),
    );
  return lines;
}

/**
 * Memory beside the states it holds: the full search's growth per state (all in, the gated
 * figure), and what each state past the same-work run cost (its peak over that run's, per state
 * more): the store and whatever else grows with the search. The rest of the growth is fixed:
 * the worker threads, compiled code, the pilot. Both runs start their worker threads, so the
 * difference holds none of their cost. Undefined where the two runs do not compare (other
 * worker counts, or no more states).
 */
export function marginalBytes(level: LevelBench): { perState: number; fixed: number } | undefined {
  const { fast, fastSameWork: same } = level;
  const more = fast.states - same.states;
  if (more <= 0 || (fast.workers ?? 0) !== (same.workers ?? 0)) return undefined;
  const perState = (fast.peakBytes - same.peakBytes) / more;
  return { perState, fixed: fast.bytesPerState * fast.states - perState * fast.states };
}

/** Per level: all-in bytes a state, the marginal bytes a state past the same-work run, and the fixed rest. */
export function memoryTable(report: BenchReport): string[] {
  const lines = header(
    [
      'level',
      'states',
      'all-in B/state',
      'B/state past the same-work run',
      'fixed growth',
      'store B/state',
      'load (fast, same work)',
    ],
    ['---', '---:', '---:', '---:', '---:', '---:', '---:'],
  );
  for (const level of report.levels) {
    const marginal = marginalBytes(level);
    lines.push(
      row([
        level.level,
        n(level.fast.states),
        n(level.fast.bytesPerState, 1),
        marginal === undefined ? '-' : n(marginal.perState, 1),
        marginal === undefined ? '-' : mb(marginal.fixed),
        maybe(level.fast.storeBytes, 1),
        [level.fast, level.fastSameWork].map((run) => load(loadOf(run, report))).join(', '),
      ]),
    );
  }
  return lines;
}

/** The cost of one step per object count: public step, fast game step, solver's bare step. */
export function stepTable(report: BenchReport): string[] {
  const lines = header(
    ['objects', 'public step (µs)', 'fast game step (µs)', 'solver step (µs)', 'public ÷ fast game', 'load'],
    ['---:', '---:', '---:', '---:', '---:', '---:'],
  );
  for (const step of report.steps) {
    lines.push(
      row([
        n(step.objects),
        n(step.publicStep, 1),
        n(step.fastGameStep, 1),
        n(step.solverStep, 2),
        `${n(step.publicStep / step.fastGameStep, 1)}×`,
        load(loadOf(step, report)),
      ]),
    );
  }
  return lines;
}

/** The machine and the load when the report was written. */
export function machineLine(report: BenchReport): string {
  const { machine } = report;
  const when = report.when === undefined ? '' : `, ${report.when}`;
  return `Machine: ${machine.nproc} CPUs (nproc), ${machine.cpu}, Node ${machine.node}, load average ${machine.loadAverage.join(' ')} (1, 5, 15 min)${when}`;
}
