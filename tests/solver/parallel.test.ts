// Worker threads change no answer (spec: solver/fast-transition, change parallel-expansion): a
// search that shares its expansions with workers answers exactly as one on a single thread, with
// the same figures, on every pack level, with HANDS-OFF and a mechanic removed, and when a budget,
// the store cap or the caller's clock stops it part way.
import { describe, expect, it } from 'vitest';
import type { SolveOptions } from '../../src/types/adapter.js';
import { compileModel, searchCompiled, solveFast, type FastAnswer } from '../../solver/search.js';
import { levelModel } from '../../reference/game.js';
import { workerThreadsStarted, type ParallelOptions } from '../../solver/parallel.js';
import type { SearchLimits } from '../../solver/limits.js';
import { packLevels } from './pack-levels.js';

const levels = await packLevels();
const ONE_THREAD: ParallelOptions = { workers: 0, after: 0 };

/** The answer and figures of a search, without how it was shared. */
function answerOf({ result, figures, limit }: FastAnswer): Omit<FastAnswer, 'sharing'> {
  return { result, figures, ...(limit ? { limit } : {}) };
}

function both(
  name: string,
  options: SolveOptions,
  makeLimits: () => SearchLimits | undefined,
  threads: ParallelOptions,
): [FastAnswer, Omit<FastAnswer, 'sharing'>] {
  const { pack, levelId } = levels.find((level) => level.name === name)!;
  const alone = solveFast(pack, levelId, options, makeLimits(), ONE_THREAD);
  expect(alone).not.toHaveProperty('sharing');
  const shared = solveFast(pack, levelId, options, makeLimits(), threads);
  expect(shared.sharing?.workers, name).toBe(threads.workers);
  return [alone, answerOf(shared)];
}

describe('a search shared with worker threads', () => {
  it('answers as one thread on every level with a proof, from its first expansion', () => {
    const withProof = levels.filter((level) => level.proof !== '');
    expect(withProof.length).toBeGreaterThan(10);
    for (const { name } of withProof) {
      const [alone, shared] = both(name, {}, () => undefined, { workers: 1, after: 0 });
      expect(shared, name).toStrictEqual(alone);
      expect(alone.result.status, name).toBe('SOLVED');
    }
  });

  it('answers as one thread with two workers taking over part way, HANDS-OFF and without a mechanic', () => {
    const threads = { workers: 2, after: 10 };
    for (const [name, options] of [
      ['clockwork/ring-for-service', { handsOff: true }],
      ['clockwork/two-clocks', { without: ['automata'] }],
      ['clockwork-pairs/any-wall-will-do', { without: ['pairs'] }],
      ['crate-works/heavy-words', { handsOff: true }],
    ] as const) {
      const [alone, shared] = both(name, options as SolveOptions, () => undefined, threads);
      expect(shared, name).toStrictEqual(alone);
    }
  });

  it('stops where one thread stops: at the budget, at the store cap, and when time is up', () => {
    const threads = { workers: 1, after: 10 };
    // The bench levels' own solverMax is over a million: only a compiled search takes a smaller budget.
    const { pack, levelId } = levels.find((level) => level.name === 'bench/crate-yard')!;
    const { model, start } = levelModel(pack, levelId);
    const budget = [ONE_THREAD, threads].map((parallel) =>
      answerOf(searchCompiled(compileModel(model, start), 30_000, false, undefined, parallel)),
    );
    expect(budget[0]).toMatchObject({ result: { status: 'LIMIT', expansions: 30_000 }, limit: 'expansions' });
    expect(budget[1]).toStrictEqual(budget[0]);
    // The cap is met when the store takes its second chunk of states, mid-search.
    const cap = both(
      'bench/clock-yard',
      { max: 200_000 },
      () => ({ maxStoreBytes: 6 * 1024 * 1024 }),
      threads,
    );
    expect(cap[0]).toMatchObject({ result: { status: 'LIMIT' }, limit: 'memory' });
    expect(cap[1]).toStrictEqual(cap[0]);
    const clock = () => {
      let asked = 0;
      return { outOfTime: () => ++asked > 5_000 };
    };
    const time = both('bench/plate-yard', {}, clock, threads);
    expect(time[0]).toMatchObject({ result: { status: 'LIMIT', expansions: 5_001 }, limit: 'time' });
    expect(time[1]).toStrictEqual(time[0]);
  });

  it('answers UNSOLVABLE after the same expansions when the whole level is searched', () => {
    const [alone, shared] = both('clockwork/two-clocks', { without: ['automata'] }, () => undefined, {
      workers: 1,
      after: 0,
    });
    expect(alone.result.status).toBe('UNSOLVABLE');
    expect(shared).toStrictEqual(alone);
  });

  it('has its workers run jobs on a longer search, and still answers as one thread', () => {
    // A worker takes a moment to start (under vitest, tsx compiles its modules); this thread does
    // the jobs meanwhile, so only a longer search shows the workers at work.
    const { pack, levelId } = levels.find((level) => level.name === 'bench/crate-yard')!;
    const { model, start } = levelModel(pack, levelId);
    const search = (parallel: ParallelOptions) =>
      searchCompiled(compileModel(model, start), 400_000, false, undefined, parallel);
    const alone = search(ONE_THREAD);
    for (const workers of [1, 2]) {
      const shared = search({ workers, after: 1000 });
      expect(answerOf(shared)).toStrictEqual(alone);
      expect(shared.sharing!.jobs).toBeGreaterThan(100);
      expect(shared.sharing!.jobsOnWorkers, `${workers} workers`).toBeGreaterThan(0);
    }
    // The threads are the process's, kept from search to search: a thread ended at each search's
    // end would free its memory only when the event loop turned, never during a run of searches.
    const started = workerThreadsStarted();
    expect(started).toBeGreaterThanOrEqual(2);
    search({ workers: 2, after: 1000 });
    expect(workerThreadsStarted()).toBe(started);
  });
});
