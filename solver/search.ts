// spec: solver/shortest, solver/state-key, solver/budget, solver/solver-max, solver/hands-off, solver/compact-key, solver/bypass
// (change add-fast-solver)
// The fast solver: the same breadth-first search as the readable solver
// (tests/solver/readable-solver.ts), input for input and expansion for expansion, over compact keys
// and the fast transition. A state is its key: the store holds the key bytes, and a state is
// decoded from them when its turn in the queue comes.
import type { SolveOptions, SolveResult } from '../src/types/adapter.js';
import type { MiauPack } from '../src/types/pack.js';
import { budgetFor } from './budget.js';
import { levelModel } from '../reference/game.js';
import type { GameState, LevelModel } from '../reference/turn.js';
import type { CompiledLevel } from './compile.js';
import { compileLevel } from './compile.js';
import { StateStore } from './state-store.js';
import { defaultParallel, ParallelExpansion, type ParallelOptions, type Sharing } from './parallel.js';
import { withoutMechanics } from './bypass.js';
import { storeCap, type LimitReason, type SearchLimits } from './limits.js';
import { breadthFirst } from './breadth-first.js';
import { moversOf, PILOT_EXPANSIONS, rekey } from './movers.js';

/** What a fast search measured besides its answer (for `npm run bench`). */
export interface SearchFigures {
  /** States stored (the start and every new state found). */
  states: number;
  /** Mean and longest key length in bytes. */
  keyBytes: number;
  longestKey: number;
  /** Bytes the store holds per state: key, bookkeeping and hash table. */
  storeBytes: number;
}

/** A fast search's answer, its figures and, for LIMIT, which bound stopped it. */
export interface FastAnswer {
  result: SolveResult;
  figures: SearchFigures;
  limit?: LimitReason;
  /** How the expansions were shared with worker threads, when they were. */
  sharing?: Sharing;
}

/**
 * Solves a level of a loaded pack with the fast solver; answers exactly as `solveLevel` of search.ts
 * within the same expansions, and stops earlier only at the limits given (the store cap by default).
 */
export function solveLevelFast(
  pack: MiauPack,
  levelId: string,
  options: SolveOptions = {},
  limits?: SearchLimits,
): SolveResult {
  return solveFast(pack, levelId, options, limits).result;
}

// spec: solver/budget, solver/solver-max, solver/bypass
/** The fast solver's answer with its figures. */
export function solveFast(
  pack: MiauPack,
  levelId: string,
  options: SolveOptions = {},
  limits?: SearchLimits,
  parallel: ParallelOptions = defaultParallel(),
): FastAnswer {
  const { model, start } = levelModel(pack, levelId);
  const level = pack.levels.find((candidate) => candidate.id === levelId) ?? {};
  const played = withoutMechanics(model, start, options.without ?? []);
  return searchCompiled(
    compileModel(played.model, played.start),
    budgetFor(level, options.max),
    options.handsOff === true,
    limits,
    parallel,
  );
}

export function compileModel(model: LevelModel, start: GameState): CompiledLevel {
  return compileLevel(model, start);
}

// spec: solver/shortest, solver/state-key, solver/hands-off, solver/compact-key
/**
 * Breadth-first search over a compiled level within `max` expansions and the limits given: the
 * shared loop (breadth-first.ts) over the state store, one state decoded onto one board at a time.
 * A pilot, the same search up to `pilotExpansions` with every thing keyed by entry, finds the
 * level's movers (movers.ts); a search the pilot ends (won, unsolvable, or out of time, memory or
 * budget) is its answer, and any other goes on from where the pilot stopped, its states keyed
 * again with the movers by place, in the same order: so the answer and its count of expansions
 * are those of one search.
 */
export function searchCompiled(
  level: CompiledLevel,
  max: number,
  handsOff: boolean,
  limits?: SearchLimits,
  parallel: ParallelOptions = defaultParallel(),
  pilotExpansions = PILOT_EXPANSIONS,
): FastAnswer {
  const pilotMax = Math.min(max, pilotExpansions);
  const piloted = pilotOf(level, pilotMax, max, handsOff, limits, parallel);
  if ('result' in piloted) return piloted;
  return searchWith(level, max, handsOff, limits, parallel, piloted.movers, piloted.store, pilotMax).answer;
}

/**
 * The pilot of `searchCompiled`: the answer when it ends the search, else the movers and the
 * store to go on in (the pilot's states keyed again with them). A function of its own, so that no
 * frame of the search that goes on holds the pilot's store once its states are keyed again.
 */
function pilotOf(
  level: CompiledLevel,
  pilotMax: number,
  max: number,
  handsOff: boolean,
  limits: SearchLimits | undefined,
  parallel: ParallelOptions,
): FastAnswer | { movers: number[]; store: StateStore } {
  const pilot = searchWith(level, pilotMax, handsOff, limits, parallel, []);
  if (pilot.answer.limit !== 'expansions' || pilotMax === max) return pilot.answer;
  const movers = moversOf(level, pilot.store);
  // With no movers the pilot's keys are the search's: its store goes on as it is.
  if (movers.length === 0) return { movers, store: pilot.store };
  const store = new StateStore(storeCap(limits));
  return rekey(level, pilot.store, movers, store) ? { movers, store } : pilotFull(store, pilotMax);
}

/**
 * The search of `searchCompiled` with `movers` keyed by place; its answer and its store. Given a
 * store of states found already, it goes on from them, its first `expanded` expanded already.
 */
function searchWith(
  level: CompiledLevel,
  max: number,
  handsOff: boolean,
  limits: SearchLimits | undefined,
  parallel: ParallelOptions,
  movers: readonly number[],
  found?: StateStore,
  expanded = 0,
): { answer: FastAnswer; store: StateStore } {
  const store = found ?? new StateStore(storeCap(limits));
  const jobs = new ParallelExpansion(level, handsOff, store, parallel.workers, movers);
  if (found === undefined) jobs.addStart();
  // Past `parallel.after` expansions, worker threads share the jobs (parallel.ts).
  let workers = 0;
  let started = false;
  const expand = (state: number): number => {
    if (!started && state >= parallel.after && parallel.workers > 0) {
      started = true;
      workers = jobs.startWorkers(parallel.workers);
    }
    return jobs.expand(state);
  };
  let answer: ReturnType<typeof breadthFirst>;
  try {
    answer = breadthFirst(store, expand, { max, outOfTime: limits?.outOfTime, start: expanded });
  } finally {
    jobs.close();
  }
  const { result, limit } = answer;
  return {
    answer: {
      result,
      figures: figuresOf(store),
      ...(limit ? { limit } : {}),
      ...(workers > 0 ? { sharing: jobs.sharing() } : {}),
    },
    store,
  };
}

/** The answer when the store cannot take the pilot's states again: out of memory after the pilot's expansions. */
function pilotFull(store: StateStore, expanded: number): FastAnswer {
  return { result: { status: 'LIMIT', expansions: expanded }, figures: figuresOf(store), limit: 'memory' };
}

/** What a search's store measured: its states, key bytes and bytes a state. */
function figuresOf(store: StateStore): SearchFigures {
  return {
    states: store.size,
    keyBytes: store.size === 0 ? 0 : store.keyBytes() / store.size,
    longestKey: store.longestKey,
    storeBytes: store.bytesPerState(),
  };
}
