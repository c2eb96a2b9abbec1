// spec: rules/movement, rules/push, rules/several-you
// Movement: the push planner shared by the player and by automata.
import type { Thing } from './things.js';
import { byId } from './things.js';
import type { PropertyTable } from './rules.js';

export interface Direction {
  dx: number;
  dy: number;
}

export const DIRECTIONS: Readonly<Record<'U' | 'D' | 'L' | 'R', Direction>> = {
  U: { dx: 0, dy: -1 },
  D: { dx: 0, dy: 1 },
  L: { dx: -1, dy: 0 },
  R: { dx: 1, dy: 0 },
};

/** What movement needs to know about the board. */
export interface MoveContext {
  things: Thing[];
  width: number;
  height: number;
  table: PropertyTable;
  /** Whether `mover` may enter a cell although `occupant` would stop or be pushed (pairs' `enter`). */
  mayEnter?: (mover: Thing, occupant: Thing) => boolean;
  /** Whether a cell is closed to every mover this turn (a closed gate). */
  isClosed?: (x: number, y: number) => boolean;
}

// spec: rules/several-you, automata/actor-order
/** Movers in the order they move: the one furthest along the direction first, then by id. */
export function frontFirst(movers: readonly Thing[], { dx, dy }: Direction): Thing[] {
  return [...movers].sort((a, b) => b.x * dx + b.y * dy - (a.x * dx + a.y * dy) || byId(a, b));
}

// spec: rules/movement, rules/push
/**
 * Moves `mover` one cell, pushing what it must. Either the whole chain moves or nothing does.
 * Returns whether the mover moved.
 */
export function tryMove(context: MoveContext, mover: Thing, direction: Direction): boolean {
  const chain = new Set<Thing>();
  if (!plan(context, mover, direction, chain)) return false;
  for (const thing of chain) {
    thing.x += direction.dx;
    thing.y += direction.dy;
  }
  return true;
}

function plan(context: MoveContext, mover: Thing, direction: Direction, chain: Set<Thing>): boolean {
  const x = mover.x + direction.dx;
  const y = mover.y + direction.dy;
  if (x < 0 || y < 0 || x >= context.width || y >= context.height) return false;
  if (context.isClosed?.(x, y)) return false;
  chain.add(mover);
  for (const occupant of context.things) {
    if (occupant.x !== x || occupant.y !== y || chain.has(occupant)) continue;
    if (context.mayEnter?.(mover, occupant)) continue;
    // STOP wins over PUSH on the same thing.
    if (context.table.has(occupant, 'STOP')) return false;
    if (context.table.has(occupant, 'PUSH') && !plan(context, occupant, direction, chain)) return false;
  }
  return true;
}
