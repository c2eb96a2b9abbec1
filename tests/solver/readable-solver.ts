// spec: solver/shortest
// Breadth-first search over U D L R W.
// The readable solver: breadth-first over whole states, so the first win found is a shortest one.
// The loop is the shared one (solver/breadth-first.ts); this file says what a state, its key and
// its successors are, with the readable engine's turn.
import type { SolveOptions, SolveResult } from '../../src/types/adapter.js';
import type { MiauPack } from '../../src/types/pack.js';
import { budgetFor } from '../../solver/budget.js';
import { levelModel } from '../../reference/game.js';
import type { GameState, LevelModel } from '../../reference/turn.js';
import { movePhase, settleTurn } from '../../reference/turn.js';
import { withoutMechanics } from '../../solver/bypass.js';
import { breadthFirst, GO_ON, KeyedStates, MOVES } from '../../solver/breadth-first.js';
import { wordMoved } from '../../solver/word-pushes.js';

export type { SolveOptions, SolveResult };

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

// spec: solver/shortest, solver/state-key, solver/budget, solver/hands-off
function search(model: LevelModel, start: GameState, max: number, handsOff: boolean): SolveResult {
  const found = new KeyedStates(stateKey, start);
  const expand = (at: number): number => {
    const state = found.take(at);
    for (let input = 0; input < MOVES.length; input++) {
      const moved = state.won ? undefined : movePhase(model, state, MOVES[input]);
      if (moved === undefined || (handsOff && wordMoved(state, moved.state))) continue;
      const outcome = settleTurn(model, moved);
      if (outcome.result.won) return input;
      found.add(outcome.state, at, input);
    }
    return GO_ON;
  };
  return breadthFirst(found, expand, { max }).result;
}
