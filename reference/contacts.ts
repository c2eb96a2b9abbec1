// spec: rules/sink, rules/defeat, rules/win, rules/contact-order
// The contact pass: once per accepted turn, at its end: SINK, then DEFEAT, then WIN. playTurn
// sorts every destroyed entry of the turn by id.
import type { Thing } from './things.js';
import { cellKey, cellsOf } from './things.js';
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

// The things standing in a cell with a thing that has `property` (itself included), in id order.
function inCellsWith(things: readonly Thing[], table: PropertyTable, property: string): Thing[] {
  // Words have only PUSH, so when no rule gives the property no thing has it.
  if (!table.givenToAnyNoun(property)) return [];
  const cells = new Set(
    things.filter((thing) => table.has(thing, property)).map((thing) => cellKey(thing.x, thing.y)),
  );
  return things.filter((thing) => cells.has(cellKey(thing.x, thing.y)));
}

// spec: rules/sink
/** SINK: a cell holding a SINK thing and anything else loses everything in it. */
export function sink(things: readonly Thing[], table: PropertyTable): Destroyed[] {
  const lost: Destroyed[] = [];
  for (const group of cellsOf(inCellsWith(things, table, 'SINK')).values()) {
    if (group.length < 2) continue;
    for (const thing of group) lost.push(destroyedEntry(thing, 'sink'));
  }
  return lost;
}

// spec: rules/defeat
/** DEFEAT: every YOU thing in a cell with a DEFEAT thing is destroyed (itself included). */
export function defeat(things: readonly Thing[], table: PropertyTable): Destroyed[] {
  return inCellsWith(things, table, 'DEFEAT')
    .filter((thing) => table.has(thing, 'YOU'))
    .map((thing) => destroyedEntry(thing, 'defeat'));
}

// spec: rules/win
/** WIN: a YOU thing that shares a cell with a WIN thing, or is WIN itself. */
export function isWon(things: readonly Thing[], table: PropertyTable): boolean {
  return inCellsWith(things, table, 'WIN').some((thing) => table.has(thing, 'YOU'));
}

export function without(things: Thing[], lost: readonly Destroyed[]): Thing[] {
  if (lost.length === 0) return things;
  const gone = new Set(lost.map((entry) => entry.id));
  return things.filter((thing) => !gone.has(thing.id));
}
