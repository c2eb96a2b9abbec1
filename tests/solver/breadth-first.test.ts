// The one breadth-first loop (solver/breadth-first.ts) on a toy space where the answers are known:
// numbers reached by the moves U (+1) and D (*2), each number a state, the goal a given number.
import { describe, expect, it } from 'vitest';
import { breadthFirst, GO_ON, KeyedStates, MOVES, STORE_FULL } from '../../solver/breadth-first.js';
import { INPUTS } from '../../solver/turn.js';

const PLUS_ONE = MOVES.indexOf('U');
const TIMES_TWO = MOVES.indexOf('D');

/** Searches from 1 for `goal`, keeping numbers up to `ceiling`; optionally a store that fills at `room` states. */
function search(goal: number, limits: Parameters<typeof breadthFirst>[2], ceiling = 64, room = Infinity) {
  const found = new KeyedStates<number>(String, 1);
  const expand = (at: number): number => {
    const n = found.take(at);
    for (const [input, next] of [
      [PLUS_ONE, n + 1],
      [TIMES_TWO, n * 2],
    ] as const) {
      if (next === goal) return input;
      if (next > ceiling) continue;
      if (found.size >= room) return STORE_FULL;
      found.add(next, at, input);
    }
    return GO_ON;
  };
  return { answer: breadthFirst(found, expand, limits), found };
}

describe('the breadth-first loop', () => {
  it("tries the inputs in the fast transition's order", () => {
    expect(MOVES).toEqual(INPUTS);
  });

  it('finds a shortest path and rebuilds it from the parent links', () => {
    // 1 → 2 → 4 → 5 → 10: four moves, U D U D (U is tried first, so 2 is reached by U).
    const { answer } = search(10, { max: 1000 });
    expect(answer.result).toMatchObject({ status: 'SOLVED', moves: 'UDUD' });
    expect(answer.limit).toBeUndefined();
  });

  it('counts the expansions up to and including the one that wins', () => {
    // Expanded in order: 1 (finds 2), 2 (3, 4), 3 (6), 4 (5, 8), 6 (7, 12); then 5 reaches 10.
    expect(search(10, { max: 1000 }).answer.result).toEqual({
      status: 'SOLVED',
      moves: 'UDUD',
      expansions: 6,
    });
  });

  it('answers UNSOLVABLE when every state is expanded without a win', () => {
    const { answer, found } = search(1000, { max: 1000 }, 20);
    expect(answer.result).toEqual({ status: 'UNSOLVABLE', expansions: 20 });
    expect(found.size).toBe(20);
  });

  it('stops at the expansion budget, before expanding past it', () => {
    expect(search(1000, { max: 7 }).answer).toEqual({
      result: { status: 'LIMIT', expansions: 7 },
      limit: 'expansions',
    });
  });

  it('asks the clock every checkEvery expansions, never at the first, and stops when time is up', () => {
    let asked = 0;
    const outOfTime = () => ++asked === 2;
    const { answer } = search(1000, { max: 1000, outOfTime, checkEvery: 4 });
    expect(answer).toEqual({ result: { status: 'LIMIT', expansions: 8 }, limit: 'time' });
    expect(asked).toBe(2);
  });

  it('stops with a memory limit when the store is full', () => {
    // Room for five states: 1, 2, 3, 4 and 6 are stored; the fourth expansion (of 4) finds no room for 5.
    expect(search(1000, { max: 1000 }, 64, 5).answer).toEqual({
      result: { status: 'LIMIT', expansions: 4 },
      limit: 'memory',
    });
  });

  it('keeps a state once per key and hands each over once', () => {
    const found = new KeyedStates<number>(String, 1);
    expect(found.add(2, 0, PLUS_ONE)).toBe(true);
    expect(found.add(2, 0, TIMES_TWO)).toBe(false);
    expect(found.size).toBe(2);
    expect([found.parentOf(1), found.inputOf(1)]).toEqual([0, PLUS_ONE]);
    expect(found.take(1)).toBe(2);
    expect(() => found.take(1)).toThrow('taken already');
  });
});
