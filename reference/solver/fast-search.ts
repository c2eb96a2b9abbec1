// spec: solver/shortest, solver/state-key, solver/budget, solver/solver-max, solver/hands-off, solver/compact-key, solver/bypass
// (change add-fast-solver)
// The fast solver: the same breadth-first search as search.ts, input for input and expansion for
// expansion, over compact keys and the fast transition. A state is its key: the store holds the
// key bytes, and a state is decoded from them when its turn in the queue comes.
import type { Move, SolveOptions, SolveResult } from '../../src/types/adapter.js';
import type { MiauPack } from '../../src/types/pack.js';
import { budgetFor } from '../../src/solver-budget.js';
import { levelModel } from '../game.js';
import type { GameState, LevelModel } from '../turn.js';
import { Board } from './board.js';
import { KeyCodec } from './codec.js';
import type { CompiledLevel } from './compile.js';
import { compileLevel } from './compile.js';
import { ACCEPTED, FastTurn, INPUTS, PUSHED_WORD, WON } from './fast-turn.js';
import { StateStore } from './state-store.js';
import { withoutMechanics } from './bypass.js';

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

/** Solves a level of a loaded pack with the fast solver; answers exactly as `solveLevel` of search.ts. */
export function solveLevelFast(pack: MiauPack, levelId: string, options: SolveOptions = {}): SolveResult {
  return solveFast(pack, levelId, options).result;
}

// spec: solver/budget, solver/solver-max, solver/bypass
/** The fast solver's answer with its figures. */
export function solveFast(pack: MiauPack, levelId: string, options: SolveOptions = {}): { result: SolveResult; figures: SearchFigures } {
  const { model, start } = levelModel(pack, levelId);
  const level = pack.levels.find((candidate) => candidate.id === levelId) ?? {};
  const played = withoutMechanics(model, start, options.without ?? []);
  return searchCompiled(compileModel(played.model, played.start), budgetFor(level, options.max), options.handsOff === true);
}

export function compileModel(model: LevelModel, start: GameState): CompiledLevel {
  return compileLevel(model, start);
}

// spec: solver/shortest, solver/state-key, solver/hands-off, solver/compact-key
/** Breadth-first search over a compiled level within `max` expansions. */
export function searchCompiled(level: CompiledLevel, max: number, handsOff: boolean): { result: SolveResult; figures: SearchFigures } {
  const codec = new KeyCodec(level);
  const turn = new FastTurn(level);
  const store = new StateStore();
  const base = new Board(level);
  const key = new Uint8Array(codec.maxLength);
  const touched = new Int32Array(level.count);
  const seen = new Int32Array(level.count);
  let generation = 0;
  store.add(key, codec.encode(Board.start(level), key), -1, 0);
  const figures = (): SearchFigures => ({ states: store.size, keyBytes: store.keyBytes() / store.size, longestKey: store.longestKey, storeBytes: store.bytesPerState() });

  let expansions = 0;
  for (let state = 0; state < store.size; state++) {
    if (expansions >= max) return { result: { status: 'LIMIT', expansions }, figures: figures() };
    expansions++;
    codec.decode(store.arenaBytes(), store.keyStart(state), store.keyEnd(state), base);
    turn.prepare(base);
    for (let input = 0; input < INPUTS.length; input++) {
      base.mark();
      const outcome = turn.play(base, input);
      if ((outcome & WON) !== 0 && !(handsOff && (outcome & PUSHED_WORD) !== 0)) {
        return { result: { status: 'SOLVED', moves: movesTo(store, state) + INPUTS[input], expansions }, figures: figures() };
      }
      if ((outcome & ACCEPTED) !== 0 && !(handsOff && (outcome & PUSHED_WORD) !== 0)) {
        const changed = base.touched(touched, seen, ++generation);
        // The arena may move when a state is added: read the parent's key where it is now.
        const length = codec.encodeChange(base, store.arenaBytes(), store.keyStart(state), store.keyEnd(state), touched, changed, key);
        store.add(key, length, state, input);
      }
      base.rollback();
    }
  }
  return { result: { status: 'UNSOLVABLE', expansions }, figures: figures() };
}

function movesTo(store: StateStore, state: number): string {
  const moves: Move[] = [];
  for (let at = state; store.parentOf(at) !== -1; at = store.parentOf(at)) moves.push(INPUTS[store.inputOf(at)]);
  return moves.reverse().join('');
}
