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
import { Board } from './board.js';
import { KeyCodec } from './codec.js';
import type { CompiledLevel } from './compile.js';
import { compileLevel } from './compile.js';
import { ACCEPTED, FastTurn, INPUTS, PUSHED_WORD, WON } from './turn.js';
import { FULL, StateStore } from './state-store.js';
import { withoutMechanics } from './bypass.js';
import { storeCap, type LimitReason, type SearchLimits } from './limits.js';
import { breadthFirst, GO_ON, STORE_FULL } from './breadth-first.js';

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
): FastAnswer {
  const { model, start } = levelModel(pack, levelId);
  const level = pack.levels.find((candidate) => candidate.id === levelId) ?? {};
  const played = withoutMechanics(model, start, options.without ?? []);
  return searchCompiled(
    compileModel(played.model, played.start),
    budgetFor(level, options.max),
    options.handsOff === true,
    limits,
  );
}

export function compileModel(model: LevelModel, start: GameState): CompiledLevel {
  return compileLevel(model, start);
}

// spec: solver/shortest, solver/state-key, solver/hands-off, solver/compact-key
/**
 * Breadth-first search over a compiled level within `max` expansions and the limits given: the
 * shared loop (breadth-first.ts) over the state store, one state decoded onto one board at a time.
 */
export function searchCompiled(
  level: CompiledLevel,
  max: number,
  handsOff: boolean,
  limits?: SearchLimits,
): FastAnswer {
  const codec = new KeyCodec(level);
  const turn = new FastTurn(level);
  const store = new StateStore(storeCap(limits));
  const base = new Board(level);
  const key = new Uint8Array(codec.maxLength);
  const touched = new Int32Array(level.count);
  const seen = new Int32Array(level.count);
  let generation = 0;
  store.add(key, codec.encode(Board.start(level), key), -1, 0);

  const expand = (state: number): number => {
    // Chunks never move, so the parent's key is found once for every successor.
    store.findKey(state);
    const parentKey = store.keyChunk();
    const parentStart = store.keyStart();
    const parentEnd = store.keyEnd();
    codec.decode(parentKey, parentStart, parentEnd, base);
    turn.prepare(base);
    for (let input = 0; input < INPUTS.length; input++) {
      base.mark();
      const outcome = turn.play(base, input);
      if ((outcome & WON) !== 0 && !(handsOff && (outcome & PUSHED_WORD) !== 0)) return input;
      if ((outcome & ACCEPTED) !== 0 && !(handsOff && (outcome & PUSHED_WORD) !== 0)) {
        const changed = base.touched(touched, seen, ++generation);
        // A turn that moved, renamed and advanced nothing (a wait with no automaton) is its parent,
        // stored already: skipping the key and the lookup changes nothing the search finds.
        if (changed > 0 || !samePhases(base.phases, parentKey, parentStart)) {
          const length = codec.encodeChange(base, parentKey, parentStart, parentEnd, touched, changed, key);
          if (store.add(key, length, state, input) === FULL) return STORE_FULL;
        }
      }
      base.rollback();
    }
    return GO_ON;
  };
  const { result, limit } = breadthFirst(store, expand, { max, outOfTime: limits?.outOfTime });
  const figures: SearchFigures = {
    states: store.size,
    keyBytes: store.keyBytes() / store.size,
    longestKey: store.longestKey,
    storeBytes: store.bytesPerState(),
  };
  return { result, figures, ...(limit ? { limit } : {}) };
}

// The phases lead a key, a byte each (codec.ts): true when the board's equal the key's at `start`.
function samePhases(phases: Int32Array, key: Uint8Array, start: number): boolean {
  for (let r = 0; r < phases.length; r++) if ((phases[r] & 0xff) !== key[start + r]) return false;
  return true;
}
