// spec: rules/sink, rules/defeat, rules/win, rules/contact-order
// The contact pass: once per accepted turn, at its end: SINK, then DEFEAT, then WIN. The lists of
// destroyed things are in board order; playTurn sorts every destroyed entry of the turn by id.
import type { Thing } from './things.js';
import { cellsOf } from './things.js';
import type { PropertyTable } from './rules.js';

export interface Destroyed {
  id: string;
  name: string;
  x: number;
  y: number;
  cause: string;
}

export function destroyedEntry(thing: Thing, cause: string): Destroyed {
  return { id: thing.id, name: thing.name, x: thing.x, y: thing.y, cause };
}

// spec: rules/sink
/** SINK: a cell holding a SINK thing and anything else loses everything in it. */
export function sink(things: readonly Thing[], table: PropertyTable): Destroyed[] {
  const lost: Destroyed[] = [];
  for (const group of cellsOf(things).values()) {
    if (group.length < 2 || !group.some((thing) => table.has(thing, 'SINK'))) continue;
    for (const thing of group) lost.push(destroyedEntry(thing, 'sink'));
  }
  return lost;
}

// spec: rules/defeat
/** DEFEAT: every YOU thing in a cell with a DEFEAT thing is destroyed (itself included). */
export function defeat(things: readonly Thing[], table: PropertyTable): Destroyed[] {
  const lost: Destroyed[] = [];
  for (const group of cellsOf(things).values()) {
    if (!group.some((thing) => table.has(thing, 'DEFEAT'))) continue;
    for (const thing of group) if (table.has(thing, 'YOU')) lost.push(destroyedEntry(thing, 'defeat'));
  }
  return lost;
}

// spec: rules/win
/** WIN: a YOU thing that shares a cell with a WIN thing, or is WIN itself. */
export function isWon(things: readonly Thing[], table: PropertyTable): boolean {
  for (const group of cellsOf(things).values()) {
    if (group.some((thing) => table.has(thing, 'YOU')) && group.some((thing) => table.has(thing, 'WIN')))
      return true;
  }
  return false;
}

export function without(things: readonly Thing[], lost: readonly Destroyed[]): Thing[] {
  const gone = new Set(lost.map((entry) => entry.id));
  return things.filter((thing) => !gone.has(thing.id));
}
