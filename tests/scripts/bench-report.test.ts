// scripts/bench-report.ts, bench-tables.ts and bench-compare.ts: how `npm run bench` prints its
// figures and compares two runs, fed with small fixed reports (no timing is measured here).
import { describe, expect, it } from 'vitest';
import type { BenchReport, LevelBench, Run } from '../../scripts/bench-report.js';
import { benchTable } from '../../scripts/bench-report.js';
import { levelTable, marginalBytes, memoryTable, stateBytes, stepTable } from '../../scripts/bench-tables.js';
import { change, compareReports } from '../../scripts/bench-compare.js';

const fastRun = (over: Partial<Run> = {}): Run => ({
  result: { status: 'SOLVED', moves: 'RRUL', expansions: 1_000_000 },
  states: 2_000_000,
  seconds: 4,
  cpuSeconds: 4,
  peakBytes: 200 * 2 ** 20,
  bytesPerState: 80,
  keyBytes: 16,
  longestKey: 25,
  storeBytes: 40,
  loadAverage: 1.5,
  ...over,
});

const naiveRun = (over: Partial<Run> = {}): Run => ({
  result: { status: 'LIMIT', expansions: 10_000 },
  states: 30_000,
  seconds: 10,
  cpuSeconds: 10,
  peakBytes: 500 * 2 ** 20,
  bytesPerState: 7_000,
  loadAverage: 2.25,
  ...over,
});

const level = (id: string, over: Partial<LevelBench> = {}): LevelBench => ({
  level: id,
  automata: true,
  fast: fastRun(),
  naive: naiveRun(),
  fastSameWork: fastRun({
    result: { status: 'LIMIT', expansions: 10_000 },
    seconds: 0.04,
    loadAverage: 1.75,
  }),
  ratio: 250,
  ratioFullSearch: 250,
  ...over,
});

const report = (over: Partial<BenchReport> = {}): BenchReport => ({
  machine: { nproc: 2, cpu: 'Test CPU', node: 'v20.0.0', loadAverage: [3, 2, 1] },
  naiveBudget: { expansions: 10_000, seconds: 60 },
  levels: [level('yard')],
  steps: [{ objects: 100, publicStep: 1000, fastGameStep: 10, solverStep: 0.5, loadAverage: 1.25 }],
  problems: [],
  ...over,
});

describe('the bench tables', () => {
  it('splits a fast run state bytes into keys, index and store, and keeps the process growth as all in', () => {
    expect(stateBytes(fastRun())).toEqual({ keys: 16, index: 24, store: 40, allIn: 80 });
    expect(stateBytes(naiveRun())).toEqual({ allIn: 7_000 });
  });

  it('prints every run with its figures and the load it was measured under', () => {
    const rows = levelTable(report());
    expect(rows[0]).toBe(
      '| level | solver | answer | expansions | seconds | expansions/s | key B/state | index B/state | store B/state | all-in B/state | peak memory | load |',
    );
    expect(rows[2]).toBe(
      '| yard (automata) | fast | SOLVED 4 moves | 1,000,000 | 4.00 | 250,000 | 16.0 | 24.0 | 40.0 | 80 | 200 MB | 1.50 |',
    );
    expect(rows[3]).toBe(
      '| yard (automata) | fast, same work | LIMIT | 10,000 | 0.04 | 250,000 | 16.0 | 24.0 | 40.0 | 80 | 200 MB | 1.75 |',
    );
    expect(rows[4]).toBe(
      '| yard (automata) | naive | LIMIT | 10,000 | 10.00 | 1,000 | - | - | - | 7,000 | 500 MB | 2.25 |',
    );
  });

  it('names the worker threads of a run, and sets the search on one thread beside it', () => {
    const threaded = level('yard', {
      fast: fastRun({ workers: 1, jobsOnWorkers: 0.6 }),
      fastOneThread: fastRun({ workers: 0, seconds: 6, loadAverage: 1 }),
      threadsOverOne: 1.5,
    });
    const rows = levelTable(report({ levels: [threaded] }));
    expect(rows[2]).toMatch(
      /^\| yard \(automata\) \| fast, 1 worker \| SOLVED 4 moves \| 1,000,000 \| 4\.00 \| 250,000 \|/,
    );
    expect(rows[3]).toMatch(
      /^\| yard \(automata\) \| fast, one thread \| SOLVED 4 moves \| 1,000,000 \| 6\.00 \| 166,667 \|/,
    );
    expect(benchTable(report({ levels: [threaded] }))).toContain(
      '| yard | 250.0× | 250.0× | 1.50× (60%) | 1.50, 1.75, 2.25, 1.00 |',
    );
    expect(compareReports(report(), report({ levels: [threaded] }))).toContain(
      '| yard | fast, one thread | expansions/s | - | - | 166,667 | 1.00 | - |',
    );
  });

  it('gives a figure from a report without per-run loads the machine load of that report', () => {
    const old = report({ levels: [level('yard', { fast: fastRun({ loadAverage: undefined }) })] });
    expect(levelTable(old)[2]).toMatch(/\| 200 MB \| 3\.00 \|$/);
  });

  it('prints each step size with the public step over the fast step and its load', () => {
    expect(stepTable(report())[2]).toBe('| 100 | 1,000.0 | 10.0 | 0.50 | 100.0× | 1.25 |');
  });

  // 2,000,000 states at 80 B (160 MB of growth); the same-work run held 500,000 states at a peak
  // 24 MB under the full run's: 16 B for each state more, and the other 128 MB fixed.
  it('splits the growth into bytes each state past the same-work run costs and a fixed rest', () => {
    const split = level('yard', {
      fastSameWork: fastRun({ states: 500_000, peakBytes: 200 * 2 ** 20 - 24_000_000, loadAverage: 1.75 }),
    });
    expect(marginalBytes(split)).toEqual({ perState: 16, fixed: 128_000_000 });
    expect(memoryTable(report({ levels: [split] }))[2]).toBe(
      '| yard | 2,000,000 | 80.0 | 16.0 | 122 MB | 40.0 | 1.50, 1.75 |',
    );
    // Runs of other worker counts, or no more states, do not compare.
    expect(
      marginalBytes(level('yard', { fastSameWork: fastRun({ states: 500_000, workers: 1 }) })),
    ).toBeUndefined();
    expect(marginalBytes(level('yard'))).toBeUndefined();
    expect(memoryTable(report())[2]).toBe('| yard | 2,000,000 | 80.0 | - | - | 40.0 | 1.50, 1.75 |');
  });

  it('puts the machine line, the runs, the ratios and the steps together, ratios beside the loads of their runs', () => {
    const table = benchTable(report({ when: '2026-12-01T21:00:00.000Z' }));
    expect(table.split('\n')[0]).toBe(
      'Machine: 2 CPUs (nproc), Test CPU, Node v20.0.0, load average 3 2 1 (1, 5, 15 min), 2026-12-01T21:00:00.000Z',
    );
    expect(table).toContain('| yard | 250.0× | 250.0× | - | 1.50, 1.75, 2.25, - |');
    expect(table).toContain('| 100 | 1,000.0 | 10.0 | 0.50 | 100.0× | 1.25 |');
  });
});

describe('comparing two bench runs', () => {
  it('says how a figure moved and whether that is better, by the way the figure should go', () => {
    expect(change(100, 150, 'higher')).toBe('+50.0% better');
    expect(change(100, 150, 'lower')).toBe('+50.0% worse');
    expect(change(80, 40, 'lower')).toBe('-50.0% better');
    expect(change(7, 7, 'lower')).toBe('same');
    expect(change(undefined, 7, 'lower')).toBe('-');
    expect(change(12, 12, 'same')).toBe('same');
    expect(change(12, 14, 'same')).toBe('CHANGED (2)');
  });

  it('prints each figure before and now, each with its own load, and the change', () => {
    const before = report({ when: 'then' });
    const now = report({
      machine: { nproc: 2, cpu: 'Test CPU', node: 'v20.0.0', loadAverage: [0.5, 0.5, 0.5] },
      levels: [
        level('yard', { fast: fastRun({ seconds: 2, storeBytes: 32, loadAverage: 0.5 }), ratio: 500 }),
      ],
      steps: [{ objects: 100, publicStep: 100, fastGameStep: 10, solverStep: 0.5, loadAverage: 0.75 }],
    });
    const lines = compareReports(before, now, 'old.json').split('\n');
    expect(lines[0]).toBe(
      'Compared with old.json (then): load average then 3 2 1, now 0.5 0.5 0.5; naive budget then 10,000 expansions, now 10,000.',
    );
    expect(lines).toContain('| yard | fast | solution moves | 4 | 1.50 | 4 | 0.50 | same |');
    expect(lines).toContain(
      '| yard | fast | expansions/s | 250,000 | 1.50 | 500,000 | 0.50 | +100.0% better |',
    );
    expect(lines).toContain('| yard | fast | index B/state | 24.0 | 1.50 | 16.0 | 0.50 | -33.3% better |');
    expect(lines).toContain(
      '| yard | fast ÷ naive | same work | 250.0 | 1.75, 2.25 | 500.0 | 1.75, 2.25 | +100.0% better |',
    );
    expect(lines).toContain(
      '| 100 objects | step | public step µs | 1,000.0 | 1.25 | 100.0 | 0.75 | -90.0% better |',
    );
  });

  it('flags a changed solution length and shows a level found in one run only with dashes', () => {
    const before = report({ levels: [level('yard'), level('gone')] });
    const now = report({
      levels: [
        level('yard', {
          fast: fastRun({ result: { status: 'SOLVED', moves: 'RRULD', expansions: 1_000_000 } }),
        }),
      ],
    });
    const lines = compareReports(before, now).split('\n');
    expect(lines).toContain('| yard | fast | solution moves | 4 | 1.50 | 5 | 1.50 | CHANGED (1) |');
    expect(lines).toContain('| gone | fast | expansions/s | 250,000 | 1.50 | - | - | - |');
  });
});
