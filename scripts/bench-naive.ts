// The naive solver `npm run bench` compares the fast one with: the seed's approach, written
// straightforwardly. Breadth-first over U D L R W exactly as the spec says (the shared loop of
// solver/breadth-first.ts), every input played with the reference engine's public step
// (`playTurn` from reference/index.ts), each state keyed by its full serialization (JSON of its
// phases and every thing), a JavaScript Set of those keys, and whole states in the queue. Nothing
// in it is slowed on purpose; it is what the readable solver in tests/solver/readable-solver.ts
// does, with JSON for the key and the public step for the turn.
import type { SolveResult } from '../src/types/adapter.js';
import type { MiauPack } from '../src/types/pack.js';
import { levelModel, playTurn } from '../reference/index.js';
import type { GameState } from '../reference/index.js';
import { breadthFirst, GO_ON, KeyedStates, MOVES } from '../solver/breadth-first.js';

/** How many expansions pass between two looks at the clock. */
const CHECK_EVERY = 256;

/** The full serialized state: everything but the turn count (which would make every state new). */
function fullKey(state: GameState): string {
  return JSON.stringify([state.phases, state.things]);
}

/**
 * Solves a level within `max` expansions, or until `deadline` (a `performance.now()` time) has
 * passed, whichever comes first; a search cut short by either answers LIMIT.
 */
export function naiveSolve(
  pack: MiauPack,
  levelId: string,
  max: number,
  deadline = Infinity,
): { result: SolveResult; states: number } {
  const { model, start } = levelModel(pack, levelId);
  const found = new KeyedStates(fullKey, start);
  const expand = (at: number): number => {
    // Taking the state frees it: the queue keeps only what the path needs.
    const state = found.take(at);
    for (let input = 0; input < MOVES.length; input++) {
      const outcome = playTurn(model, state, MOVES[input]);
      if (!outcome.result.accepted) continue;
      if (outcome.result.won) return input;
      found.add(outcome.state, at, input);
    }
    return GO_ON;
  };
  const { result } = breadthFirst(found, expand, {
    max,
    outOfTime: () => performance.now() > deadline,
    checkEvery: CHECK_EVERY,
  });
  return { result, states: found.size };
}
