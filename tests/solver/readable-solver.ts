// spec: solver/shortest
// Breadth-first search over U D L R W.
// The readable solver: breadth-first over whole states, so the first win found is a shortest one.
import type { Move, SolveOptions, SolveResult } from '../../src/types/adapter.js';
import type { MiauPack } from '../../src/types/pack.js';
import { budgetFor } from '../../solver/budget.js';
import { levelModel } from '../../reference/game.js';
import type { GameState, LevelModel } from '../../reference/turn.js';
import { movePhase, settleTurn } from '../../reference/turn.js';
import { withoutMechanics } from '../../solver/bypass.js';

export type { SolveOptions, SolveResult };
const MOVES: readonly Move[] = ['U', 'D', 'L', 'R', 'W'];

// spec: solver/state-key
/** Everything that can change, as one string: the duplicate-detection key. */
export function stateKey(state: GameState): string {
  let key = state.phases.join(',');
  for (const thing of state.things) key += `|${thing.id}:${thing.name}@${thing.x},${thing.y}`;
  return key;
}

// spec: solver/shortest, solver/budget, solver/solver-max, solver/bypass
/**
 * Breadth-first search from the start of a level; the first win found is a shortest one.
 * The budget is the larger of `options.max` (or the default) and the level's `solverMax`.
 * `options.without` removes custom mechanics first (the bypass check, see bypass.ts).
 */
export function solveLevel(pack: MiauPack, levelId: string, options: SolveOptions = {}): SolveResult {
  const { model, start } = levelModel(pack, levelId);
  const level = pack.levels.find((candidate) => candidate.id === levelId) ?? {};
  const played = withoutMechanics(model, start, options.without ?? []);
  return search(played.model, played.start, budgetFor(level, options.max), options.handsOff === true);
}

interface Node {
  state: GameState;
  parent: Node | null;
  move: Move | null;
}

// spec: solver/shortest, solver/state-key, solver/budget, solver/hands-off
function search(model: LevelModel, start: GameState, max: number, handsOff: boolean): SolveResult {
  const seen = new Set<string>([stateKey(start)]);
  let frontier: Node[] = [{ state: start, parent: null, move: null }];
  let expansions = 0;
  while (frontier.length > 0) {
    const next: Node[] = [];
    for (const node of frontier) {
      if (expansions >= max) return { status: 'LIMIT', expansions };
      expansions += 1;
      for (const move of MOVES) {
        const moved = node.state.won ? undefined : movePhase(model, node.state, move);
        if (moved === undefined || (handsOff && wordMoved(node.state, moved.state))) continue;
        const outcome = settleTurn(model, moved);
        const child: Node = { state: outcome.state, parent: node, move };
        if (outcome.result.won) return { status: 'SOLVED', moves: movesTo(child), expansions };
        const key = stateKey(outcome.state);
        if (seen.has(key)) continue;
        seen.add(key);
        next.push(child);
      }
    }
    frontier = next;
  }
  return { status: 'UNSOLVABLE', expansions };
}

function movesTo(node: Node): string {
  const moves: Move[] = [];
  for (let at: Node | null = node; at && at.move; at = at.parent) moves.push(at.move);
  return moves.reverse().join('');
}

/** Whether the player's move (`moved`, the state right after it) pushed a word tile. */
export function wordMoved(before: GameState, moved: GameState): boolean {
  return moved.things.some((thing, index) => thing.kind === 'word' && (thing.x !== before.things[index].x || thing.y !== before.things[index].y));
}
