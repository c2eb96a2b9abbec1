// One measurement of `npm run bench`, run in a process of its own so that its peak memory is its
// own; prints one JSON line. bench.ts bundles this file to plain JavaScript and runs it with bare
// `node`: run under tsx, a process also holds tsx's loader thread (about 36 MB), which is the
// TypeScript toolchain's cost and not the solver's.
//   --child fast|naive|steps   what to measure
//   --pack <folder>            the benchmark pack (fast and naive)
//   --level <id>               its level (fast and naive)
//   --max N                    the expansion budget (naive; fast only when given)
//   --workers N                the fast search's worker threads (default: the solver's own, one
//                              fewer than the cores; 0 for one thread)
//   --seconds S                the naive solver's time (default 60)
//   --objects N                the board size (steps)
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type { MiauPack } from '../src/types/pack.js';
import { levelModel } from '../reference/index.js';
import { compileModel, searchCompiled, solveFast } from '../solver/search.js';
import { defaultParallel, type ParallelOptions } from '../solver/parallel.js';
import { naiveSolve } from './bench-naive.js';
import { stepCost } from './bench-step.js';
import type { Run, StepRow } from './bench-report.js';
import { readBenchPack } from './bench-pack.js';

function oneMinuteLoad(): number {
  return Number(loadavg()[0].toFixed(2));
}

function searchWithin(
  pack: MiauPack,
  levelId: string,
  max: number,
  parallel: ParallelOptions,
): ReturnType<typeof searchCompiled> {
  const { model, start } = levelModel(pack, levelId);
  return searchCompiled(compileModel(model, start), max, false, undefined, parallel);
}

async function measure(kind: string, values: Record<string, string | undefined>): Promise<unknown> {
  if (kind === 'steps') {
    // One board size per process, like every other measurement: a game's undo history left on
    // the heap by an earlier size would otherwise slow the collector for the next one.
    const objects = Number(values.objects);
    if (!Number.isInteger(objects) || objects < 1) throw new Error('--child steps needs --objects N.');
    stepCost(100, 1000); // warms every path up on a small board before anything is timed
    const row: StepRow = { ...stepCost(objects), loadAverage: oneMinuteLoad() };
    return row;
  }
  if (values.pack === undefined || values.level === undefined)
    throw new Error(`--child ${kind} needs --pack and --level.`);
  const pack = await readBenchPack(values.pack);
  const level = values.level;
  const max = values.max === undefined ? undefined : Number(values.max);
  const rssBefore = process.memoryUsage().rss;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  let run: Omit<Run, 'seconds' | 'cpuSeconds' | 'peakBytes' | 'bytesPerState' | 'loadAverage'>;
  if (kind === 'fast') {
    // With a budget given, exactly that budget: the level's solverMax must not raise it here.
    const parallel =
      values.workers === undefined
        ? defaultParallel()
        : { ...defaultParallel(), workers: Number(values.workers) };
    const { result, figures, sharing } =
      max === undefined
        ? solveFast(pack, level, {}, undefined, parallel)
        : searchWithin(pack, level, max, parallel);
    run = {
      result,
      states: figures.states,
      keyBytes: figures.keyBytes,
      longestKey: figures.longestKey,
      storeBytes: figures.storeBytes,
      workers: sharing?.workers ?? 0,
      ...(sharing ? { jobsOnWorkers: sharing.jobsOnWorkers / Math.max(1, sharing.jobs) } : {}),
    };
  } else if (kind === 'naive') {
    const deadline = started + 1000 * Number(values.seconds ?? 60);
    const { result, states } = naiveSolve(pack, level, max ?? Infinity, deadline);
    run = { result, states };
  } else throw new Error(`--child ${kind}: the measurements are fast, naive and steps.`);
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const peakBytes = process.resourceUsage().maxRSS * 1024;
  const measured: Run = {
    ...run,
    seconds,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    peakBytes,
    bytesPerState: Math.max(0, peakBytes - rssBefore) / Math.max(1, run.states),
    loadAverage: oneMinuteLoad(),
  };
  return measured;
}

const { values } = parseArgs({
  options: {
    child: { type: 'string' },
    pack: { type: 'string' },
    level: { type: 'string' },
    max: { type: 'string' },
    seconds: { type: 'string' },
    objects: { type: 'string' },
    workers: { type: 'string' },
  },
});
if (values.child !== undefined) console.log(JSON.stringify(await measure(values.child, values)));
