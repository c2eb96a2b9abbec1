// spec: solver/hands-off
// (change add-fast-solver)
// Whether a move of the readable turn pushed a word tile: what HANDS-OFF forbids. The readable
// solver searches with it and `miau solve`'s report replays a found solution with it.
import type { GameState } from '../reference/turn.js';

/** Whether the player's move (`moved`, the state right after it) pushed a word tile. */
export function wordMoved(before: GameState, moved: GameState): boolean {
  return moved.things.some(
    (thing, index) =>
      thing.kind === 'word' && (thing.x !== before.things[index].x || thing.y !== before.things[index].y),
  );
}
