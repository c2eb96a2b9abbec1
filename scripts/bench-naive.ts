// The naive solver `npm run bench` compares the fast one with: the seed's approach, written
// straightforwardly. Breadth-first over U D L R W exactly as the spec says, every input played
// with the reference engine's public step (`playTurn` from reference/index.ts), each state keyed
// by its full serialization (JSON of its phases and every thing), a JavaScript Set of those keys,
// and a queue of whole states. Nothing in it is slowed on purpose; it is what the readable solver
// in tests/solver/readable-solver.ts does, with JSON for the key.
import type { Move, SolveResult } from '../src/types/adapter.js';
import type { MiauPack } from '../src/types/pack.js';
import { levelModel, playTurn } from '../reference/index.js';
import type { GameState } from '../reference/index.js';

const MOVES: readonly Move[] = ['U', 'D', 'L', 'R', 'W'];

interface Node {
  state: GameState;
  parent: Node | null;
  move: Move | null;
}

/** The full serialized state: everything but the turn count (which would make every state new). */
function fullKey(state: GameState): string {
  return JSON.stringify([state.phases, state.things]);
}

/**
 * Solves a level within `max` expansions, or until `deadline` (a `performance.now()` time) has
 * passed, whichever comes first; a search cut short by either answers LIMIT.
 */
export function naiveSolve(pack: MiauPack, levelId: string, max: number, deadline = Infinity): { result: SolveResult; states: number } {
  const { model, start } = levelModel(pack, levelId);
  const seen = new Set<string>([fullKey(start)]);
  const queue: Node[] = [{ state: start, parent: null, move: null }];
  let expansions = 0;
  for (let head = 0; head < queue.length; head++) {
    if (expansions >= max || (expansions % 256 === 0 && performance.now() > deadline)) return { result: { status: 'LIMIT', expansions }, states: seen.size };
    expansions++;
    const node = queue[head];
    // Free the expanded state: the queue keeps only what the path needs.
    queue[head] = { state: null as unknown as GameState, parent: node.parent, move: node.move };
    for (const move of MOVES) {
      const outcome = playTurn(model, node.state, move);
      if (!outcome.result.accepted) continue;
      const child: Node = { state: outcome.state, parent: queue[head], move };
      if (outcome.result.won) return { result: { status: 'SOLVED', moves: movesTo(child), expansions }, states: seen.size };
      const key = fullKey(outcome.state);
      if (seen.has(key)) continue;
      seen.add(key);
      queue.push(child);
    }
  }
  return { result: { status: 'UNSOLVABLE', expansions }, states: seen.size };
}

function movesTo(node: Node): string {
  const moves: Move[] = [];
  for (let at: Node | null = node; at && at.move; at = at.parent) moves.push(at.move);
  return moves.reverse().join('');
}
