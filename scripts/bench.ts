// `npm run bench`: the fast solver on the benchmark pack (packs/bench), against a naive solver
// measured in the same run, and the cost of one public step as the board grows.
// Each measurement runs in a child process of its own (bench-child.ts, run as plain JavaScript),
// so its peak memory is its own.
// Prints a table, every figure beside the load average it was measured under; writes
// reports/bench.json and reports/bench.md. Never judges a time: exits 1 only when a benchmark
// level is not solved, needs fewer than 1,000,000 expansions, or (on an automata level) the fast
// solver is not at least 20 times the naive one (a ratio of two runs on the same machine).
//   --naive-max N        expansions the naive solver may spend per level (default 100000)
//   --naive-seconds S    and seconds (default 60); the ratio compares the two over the same work
//   --level <id>         one benchmark level only
//   --out <file.json>    where to write the report (default reports/bench.json; the .md beside it)
//   --compare <old.json> also print the change against an earlier run's report
//   --current <new.json> with --compare: compare these two reports only, running nothing
// A whole run (no --level, no --current) ends with scripts/bench-certify.ts, the certify timings;
// npm hands the options of `npm run bench -- …` to this script alone.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Move } from '../src/types/adapter.js';
import type { MiauPack } from '../src/types/pack.js';
import { ReferenceGame, levelModel } from '../reference/index.js';
import { build } from 'esbuild';
import {
  benchTable,
  type BenchReport,
  type LevelBench,
  type Machine,
  type Run,
  type StepRow,
} from './bench-report.js';
import { compareReports } from './bench-compare.js';
import { readBenchPack } from './bench-pack.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const BENCH_PACK = join(root, 'packs', 'bench');
const MIN_EXPANSIONS = 1_000_000;
const MIN_RATIO = 20;
const STEP_OBJECTS = [100, 256, 1024, 4096];

const { values } = parseArgs({
  options: {
    level: { type: 'string' },
    'naive-max': { type: 'string' },
    'naive-seconds': { type: 'string' },
    out: { type: 'string' },
    compare: { type: 'string' },
    current: { type: 'string' },
  },
});

// The measurements' script as one plain JavaScript file (see bench-child.ts for why), built where
// Node finds the project's packages from it.
async function buildChild(): Promise<string> {
  const outfile = join(root, 'node_modules', '.cache', 'miau-bench', 'bench-child.mjs');
  await bundle(join(root, 'scripts', 'bench-child.ts'), outfile);
  // The fast solver starts its worker threads from this module, which it finds beside its own code.
  await bundle(join(root, 'solver', 'expansion-worker.ts'), join(dirname(outfile), 'expansion-worker.js'));
  // The pack loader runs a pack's pack.cjs through this file, which it finds beside its own code.
  copyFileSync(join(root, 'src', 'pack', 'module-runner.cjs'), join(dirname(outfile), 'module-runner.cjs'));
  return outfile;
}

async function bundle(entry: string, outfile: string): Promise<void> {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'error',
  });
}

function measure(childScript: string, kind: string, args: string[]): unknown {
  const out = spawnSync(process.execPath, [childScript, '--child', kind, ...args], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 1 << 24,
  });
  if (out.status !== 0) throw new Error(`The ${kind} measurement failed:\n${out.stderr}`);
  return JSON.parse(out.stdout.trim().split('\n').at(-1)!);
}

/** Whether a solution wins on the reference engine's public game, at its last move and not before. */
function winsWhenPlayed(pack: MiauPack, levelId: string, moves: string): boolean {
  const { model, start } = levelModel(pack, levelId);
  const game = new ReferenceGame(model, start);
  return [...moves].every((move, index) => {
    const turn = game.input(move as Move);
    return turn.accepted && turn.won === (index === moves.length - 1);
  });
}

function readReport(file: string): BenchReport {
  return JSON.parse(readFileSync(resolve(file), 'utf8')) as BenchReport;
}

function machine(): Machine {
  const cpuinfo = readFileSync('/proc/cpuinfo', 'utf8');
  const nproc = spawnSync('nproc', { encoding: 'utf8' });
  return {
    nproc: nproc.status === 0 ? Number(nproc.stdout.trim()) : availableParallelism(),
    cpu: /^model name\s*:\s*(.+)$/m.exec(cpuinfo)?.[1] ?? 'unknown',
    node: process.version,
    loadAverage: loadavg().map((load) => Number(load.toFixed(2))),
  };
}

async function main(): Promise<number> {
  // Read before the long run, so a wrong path fails at once (and --out may overwrite it).
  const earlier = values.compare === undefined ? undefined : readReport(values.compare);
  const pack = await readBenchPack(BENCH_PACK);
  const naiveMax = values['naive-max'] ?? '100000';
  const naiveSeconds = values['naive-seconds'] ?? '60';
  const ids = pack.levels
    .map((level) => level.id)
    .filter((id) => values.level === undefined || id === values.level);
  if (ids.length === 0)
    throw new Error(
      `packs/bench has no level ${values.level}: it has ${pack.levels.map((level) => level.id).join(', ')}.`,
    );
  const childScript = await buildChild();
  const where = ['--pack', BENCH_PACK];
  const levels: LevelBench[] = [];
  const problems: string[] = [];
  for (const id of ids) {
    const automata = (pack.levels.find((level) => level.id === id)?.automata?.length ?? 0) > 0;
    console.error(`bench: ${id}: fast solver, full search`);
    const fast = measure(childScript, 'fast', [...where, '--level', id]) as Run;
    console.error(`bench: ${id}: fast solver, full search on one thread`);
    const fastOneThread = measure(childScript, 'fast', [...where, '--level', id, '--workers', '0']) as Run;
    console.error(`bench: ${id}: naive solver (at most ${naiveMax} expansions, ${naiveSeconds} s)`);
    const naive = measure(childScript, 'naive', [
      ...where,
      '--level',
      id,
      '--max',
      naiveMax,
      '--seconds',
      naiveSeconds,
    ]) as Run;
    console.error(`bench: ${id}: fast solver over the naive solver's ${naive.result.expansions} expansions`);
    const same = measure(childScript, 'fast', [
      ...where,
      '--level',
      id,
      '--max',
      String(naive.result.expansions),
    ]) as Run;
    const rate = (run: Run) => run.result.expansions / run.seconds;
    const entry: LevelBench = {
      level: id,
      automata,
      fast,
      fastOneThread,
      naive,
      fastSameWork: same,
      ratio: rate(same) / rate(naive),
      ratioFullSearch: rate(fast) / rate(naive),
      threadsOverOne: rate(fast) / rate(fastOneThread),
    };
    levels.push(entry);
    if (JSON.stringify(fastOneThread.result) !== JSON.stringify(fast.result))
      problems.push(`${id}: the search on one thread answers otherwise than with worker threads`);
    if (fast.result.status !== 'SOLVED') problems.push(`${id} is not solved: ${fast.result.status}`);
    else if (!winsWhenPlayed(pack, id, fast.result.moves))
      problems.push(`${id}: the fast solver's solution does not win on the reference game`);
    if (fast.result.expansions < MIN_EXPANSIONS)
      problems.push(`${id} needs only ${fast.result.expansions} expansions`);
    if (automata && entry.ratio < MIN_RATIO)
      problems.push(`${id}: the fast solver is only ${entry.ratio.toFixed(1)} times the naive one`);
  }
  console.error('bench: the cost of one public step');
  const steps = STEP_OBJECTS.map(
    (objects) => measure(childScript, 'steps', ['--objects', String(objects)]) as StepRow,
  );
  const report: BenchReport = {
    machine: machine(),
    when: new Date().toISOString(),
    naiveBudget: { expansions: Number(naiveMax), seconds: Number(naiveSeconds) },
    levels,
    steps,
    problems,
  };
  const table = benchTable(report);
  const out = resolve(values.out ?? join(root, 'reports', 'bench.json'));
  const outMd = out.replace(/(\.json)?$/, '.md');
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, JSON.stringify(report, null, 2) + '\n');
  writeFileSync(outMd, table + '\n');
  console.log(table);
  if (earlier !== undefined) console.log('\n' + compareReports(earlier, report, values.compare));
  for (const problem of problems) console.log(`problem: ${problem}`);
  console.log(
    problems.length === 0
      ? 'bench: every level solved, each over 1,000,000 expansions, automata levels at least 20 times the naive solver'
      : `bench: ${problems.length} problems`,
  );
  console.log(`written: ${out}, ${outMd}`);
  return problems.length === 0 ? 0 : 1;
}

if (values.current !== undefined) {
  if (values.compare === undefined)
    throw new Error('--current <bench.json> needs --compare <earlier bench.json>.');
  console.log(compareReports(readReport(values.compare), readReport(values.current), values.compare));
} else {
  process.exitCode = await main();
  if (values.level === undefined) process.exitCode = Math.max(process.exitCode, certifyBench());
}

/** Runs scripts/bench-certify.ts (through tsx, as this script runs); returns its exit code. */
function certifyBench(): number {
  const script = join(root, 'scripts', 'bench-certify.ts');
  const out = spawnSync(process.execPath, ['--import', 'tsx', script], { cwd: root, stdio: 'inherit' });
  return out.status ?? 1;
}
