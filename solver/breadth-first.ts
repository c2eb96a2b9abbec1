// spec: solver/shortest, solver/budget, solver/state-key
// The one breadth-first loop: the fast search (search.ts), the readable solver
// (tests/solver/readable-solver.ts) and the benchmark's naive baseline (scripts/bench-naive.ts)
// all run it. A search numbers its states in the order it finds them; that numbering is the
// queue, so the loop only walks it. What a state is, how it is keyed and stored, and how one is
// expanded belong to the caller; the loop owns the order, the budget, the stops and the path.
import type { Move, SolveResult } from '../src/types/adapter.js';
import type { LimitReason } from './limits.js';

/** The inputs in the order every search tries them: an input is its index here. */
export const MOVES: readonly Move[] = ['U', 'D', 'L', 'R', 'W'];

/** What `expand` answers when nothing stops the search: no win among the state's successors. */
export const GO_ON = -1;
/** What `expand` answers when a new state would take the store past its memory cap. */
export const STORE_FULL = -2;

/** The states a search has found, numbered from 0 (the start) in the order found, with parent links. */
export interface FoundStates {
  readonly size: number;
  /** The state it was reached from; -1 for the start. */
  parentOf(state: number): number;
  /** The input (an index into MOVES) that reached it from its parent. */
  inputOf(state: number): number;
}

export interface LoopLimits {
  /** The most states the loop may expand. */
  max: number;
  /** True once the caller's time is up; asked every `checkEvery` expansions, never at the first. */
  outOfTime?: () => boolean;
  checkEvery?: number;
  /** The states expanded already, in order from the start (by a pilot: search.ts); none by default. */
  start?: number;
}

/** The search's answer and, for LIMIT, which bound stopped it. */
export interface LoopAnswer {
  result: SolveResult;
  limit?: LimitReason;
}

// spec: solver/shortest, solver/budget
/**
 * Expands the found states in order until one of them has a winning successor. `expand(state)`
 * plays every input on that state, adds each new successor to `found` (with it as parent), and
 * answers the index of the first input that wins, GO_ON, or STORE_FULL. Breadth-first, so the
 * first win found is a shortest one.
 */
export function breadthFirst(
  found: FoundStates,
  expand: (state: number) => number,
  limits: LoopLimits,
): LoopAnswer {
  const { max, outOfTime } = limits;
  const checkEvery = limits.checkEvery ?? 1;
  let expansions = limits.start ?? 0;
  const stop = (limit: LimitReason): LoopAnswer => ({ result: { status: 'LIMIT', expansions }, limit });
  for (let state = expansions; state < found.size; state++) {
    if (expansions >= max) return stop('expansions');
    if (outOfTime !== undefined && expansions % checkEvery === 0 && expansions > 0 && outOfTime())
      return stop('time');
    expansions++;
    const answer = expand(state);
    if (answer === STORE_FULL) return stop('memory');
    if (answer !== GO_ON)
      return { result: { status: 'SOLVED', moves: pathTo(found, state) + MOVES[answer], expansions } };
  }
  return { result: { status: 'UNSOLVABLE', expansions } };
}

/** The inputs that lead from the start to `state`. */
function pathTo(found: FoundStates, state: number): string {
  const moves: Move[] = [];
  for (let at = state; found.parentOf(at) !== -1; at = found.parentOf(at))
    moves.push(MOVES[found.inputOf(at)]);
  return moves.reverse().join('');
}

/**
 * Found states kept whole and told apart by a text key: the store of the readable solver and the
 * naive baseline (the fast search keeps compact keys in its StateStore instead).
 */
export class KeyedStates<S> {
  private readonly states: (S | undefined)[] = [];
  private readonly parents: number[] = [];
  private readonly inputs: number[] = [];
  private readonly keys = new Set<string>();

  constructor(
    private readonly keyOf: (state: S) => string,
    start: S,
  ) {
    this.add(start, -1, 0);
  }

  get size(): number {
    return this.states.length;
  }

  /** Adds a state unless one with its key was found before; false for such a duplicate. */
  add(state: S, parent: number, input: number): boolean {
    const key = this.keyOf(state);
    if (this.keys.has(key)) return false;
    this.keys.add(key);
    this.states.push(state);
    this.parents.push(parent);
    this.inputs.push(input);
    return true;
  }

  /** Hands a state over for its expansion and forgets it: only keys and the path are kept. */
  take(state: number): S {
    const taken = this.states[state];
    if (taken === undefined) throw new Error(`state ${state} was taken already or never found`);
    this.states[state] = undefined;
    return taken;
  }

  parentOf(state: number): number {
    return this.parents[state];
  }

  inputOf(state: number): number {
    return this.inputs[state];
  }
}
