// `npm run bench -- --compare <bench.json>`: what changed against an earlier run's reports/bench.json,
// figure by figure, each side with the load average it was measured under (a rate measured at
// load 6 against one at load 1 says more about the machine than about the code).
import type { BenchReport, LevelBench, Run, StepRow } from './bench-report.js';
import { load, loadOf, n, rate, row, stateBytes } from './bench-tables.js';

/** Which way a figure should move: up, down, or not at all (a solution's length). */
export type Better = 'higher' | 'lower' | 'same';

/** One figure of one measurement, read from a report (undefined: the report does not have it). */
interface Figure<T> {
  name: string;
  better: Better;
  digits: number;
  of: (measured: T) => number | undefined;
}

const solved = (run: Run): number | undefined =>
  run.result.status === 'SOLVED' ? run.result.moves.length : undefined;

const FAST: Figure<Run>[] = [
  { name: 'solution moves', better: 'same', digits: 0, of: solved },
  { name: 'expansions/s', better: 'higher', digits: 0, of: rate },
  { name: 'key B/state', better: 'lower', digits: 1, of: (run) => stateBytes(run).keys },
  { name: 'index B/state', better: 'lower', digits: 1, of: (run) => stateBytes(run).index },
  { name: 'store B/state', better: 'lower', digits: 1, of: (run) => stateBytes(run).store },
  { name: 'all-in B/state', better: 'lower', digits: 0, of: (run) => run.bytesPerState },
  { name: 'peak MB', better: 'lower', digits: 0, of: (run) => run.peakBytes / 2 ** 20 },
];
const SAME_WORK: Figure<Run>[] = [{ name: 'expansions/s', better: 'higher', digits: 0, of: rate }];
const NAIVE: Figure<Run>[] = [
  { name: 'expansions/s', better: 'higher', digits: 0, of: rate },
  { name: 'all-in B/state', better: 'lower', digits: 0, of: (run) => run.bytesPerState },
];
const STEP: Figure<StepRow>[] = [
  { name: 'public step µs', better: 'lower', digits: 1, of: (step) => step.publicStep },
  { name: 'fast game step µs', better: 'lower', digits: 1, of: (step) => step.fastGameStep },
  { name: 'solver step µs', better: 'lower', digits: 2, of: (step) => step.solverStep },
];

/** The change from `before` to `now`, in words a reader can act on. */
export function change(before: number | undefined, now: number | undefined, better: Better): string {
  if (before === undefined || now === undefined) return '-';
  if (better === 'same') return before === now ? 'same' : `CHANGED (${n(now - before)})`;
  if (before === now) return 'same';
  if (before === 0) return 'new';
  const percent = ((now - before) / Math.abs(before)) * 100;
  const improved = better === 'higher' ? now > before : now < before;
  return `${percent > 0 ? '+' : ''}${n(percent, 1)}% ${improved ? 'better' : 'worse'}`;
}

const value = (figure: number | undefined, digits: number): string =>
  figure === undefined ? '-' : n(figure, digits);

/** Rows for one measurement found in both reports (or in one: the other side reads `-`). */
function rows<T extends { loadAverage?: number }>(
  what: string[],
  figures: Figure<T>[],
  before: { measured?: T; report: BenchReport },
  now: { measured?: T; report: BenchReport },
): string[] {
  const side = (at: { measured?: T; report: BenchReport }) =>
    at.measured === undefined ? '-' : load(loadOf(at.measured, at.report));
  return figures.map((figure) => {
    const was = before.measured === undefined ? undefined : figure.of(before.measured);
    const is = now.measured === undefined ? undefined : figure.of(now.measured);
    return row([
      ...what,
      figure.name,
      value(was, figure.digits),
      side(before),
      value(is, figure.digits),
      side(now),
      change(was, is, figure.better),
    ]);
  });
}

function ratioRows(
  id: string,
  before: LevelBench | undefined,
  now: LevelBench | undefined,
  reports: { before: BenchReport; now: BenchReport },
): string[] {
  const sides = (level: LevelBench | undefined, report: BenchReport) =>
    level === undefined
      ? '-'
      : [level.fastSameWork, level.naive].map((run) => load(loadOf(run, report))).join(', ');
  const line = (name: string, of: (level: LevelBench) => number) => {
    const was = before === undefined ? undefined : of(before);
    const is = now === undefined ? undefined : of(now);
    return row([
      id,
      'fast ÷ naive',
      name,
      value(was, 1),
      sides(before, reports.before),
      value(is, 1),
      sides(now, reports.now),
      change(was, is, 'higher'),
    ]);
  };
  return [line('same work', (level) => level.ratio), line('full search', (level) => level.ratioFullSearch)];
}

/** Every level and step size of either report, in the order the later report has them, then the earlier's others. */
function union<T>(now: T[], before: T[], key: (item: T) => string | number): (string | number)[] {
  const keys = now.map(key);
  for (const item of before) if (!keys.includes(key(item))) keys.push(key(item));
  return keys;
}

/** The comparison as a Markdown table, with a line naming the two runs. */
export function compareReports(before: BenchReport, now: BenchReport, beforeName = 'before'): string {
  const lines = [
    `Compared with ${beforeName}${before.when === undefined ? '' : ` (${before.when})`}: load average then ${before.machine.loadAverage.join(' ')}, now ${now.machine.loadAverage.join(' ')}; naive budget then ${n(before.naiveBudget.expansions)} expansions, now ${n(now.naiveBudget.expansions)}.`,
    '',
    row(['level', 'solver', 'figure', 'before', 'load', 'now', 'load', 'change']),
    row(['---', '---', '---', '---:', '---:', '---:', '---:', '---']),
  ];
  for (const id of union(now.levels, before.levels, (level) => level.level)) {
    const was = before.levels.find((level) => level.level === id);
    const is = now.levels.find((level) => level.level === id);
    const pick = (choose: (level: LevelBench) => Run | undefined) => ({
      before: { measured: was && choose(was), report: before },
      now: { measured: is && choose(is), report: now },
    });
    const fast = pick((level) => level.fast);
    const oneThread = pick((level) => level.fastOneThread);
    const same = pick((level) => level.fastSameWork);
    const naive = pick((level) => level.naive);
    lines.push(...rows([String(id), 'fast'], FAST, fast.before, fast.now));
    lines.push(...rows([String(id), 'fast, one thread'], SAME_WORK, oneThread.before, oneThread.now));
    lines.push(...rows([String(id), 'fast, same work'], SAME_WORK, same.before, same.now));
    lines.push(...rows([String(id), 'naive'], NAIVE, naive.before, naive.now));
    lines.push(...ratioRows(String(id), was, is, { before, now }));
  }
  for (const objects of union(now.steps, before.steps, (step) => step.objects)) {
    const was = before.steps.find((step) => step.objects === objects);
    const is = now.steps.find((step) => step.objects === objects);
    lines.push(
      ...rows(
        [`${n(Number(objects))} objects`, 'step'],
        STEP,
        { measured: was, report: before },
        { measured: is, report: now },
      ),
    );
  }
  return lines.join('\n');
}
