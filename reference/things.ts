// spec: rules/board, rules/entity-ids
// Things on the board, their cells, and the one order every list of things follows.
import type { Level } from '../src/types/pack.js';
import type { ObservedThing } from '../src/types/adapter.js';
import { generatedId } from '../src/words/words.js';

/** A word tile or an object on the board, exactly as observed. `name` is a word's text or an object's noun. */
export type Thing = ObservedThing;

// spec: rules/entity-ids
/** Id order: ordinal comparison of the id strings, never locale order. */
export function byId(a: { id: string }, b: { id: string }): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

// spec: rules/board, rules/entity-ids, gates/channels
/** The things of a level at its start, sorted by id. */
export function thingsOf(level: Level): Thing[] {
  const things = level.objects.map((placed, index): Thing => {
    const id = placed.id ?? generatedId(index);
    const name = placed.kind === 'word' ? placed.text : placed.noun;
    const thing: Thing = { id, kind: placed.kind, name, x: placed.x, y: placed.y };
    const channel = (placed as { channel?: unknown }).channel;
    if (typeof channel === 'string') thing.channel = channel;
    return thing;
  });
  return things.sort(byId);
}

export function copyThings(things: readonly Thing[]): Thing[] {
  return things.map(copyThing);
}

// Field by field rather than a spread: every copy then has the same shape, which keeps copying
// a board of thousands of things cheap.
function copyThing({ id, kind, name, x, y, channel }: Thing): Thing {
  return channel === undefined ? { id, kind, name, x, y } : { id, kind, name, x, y, channel };
}

/**
 * The things after a turn, where each thing the turn left exactly as it was is given back as the
 * object it was before the turn. Turns never change a state they are given, so the two states may
 * share those objects: the undo history then keeps one board plus what each turn changed, not a
 * whole copy per turn. A turn only destroys things, so `after` follows `before`'s id order.
 */
export function sharingUnchanged(before: readonly Thing[], after: readonly Thing[]): Thing[] {
  let at = 0;
  return after.map((thing) => {
    while (at < before.length && before[at].id !== thing.id) at++;
    const old = before[at];
    return old !== undefined && sameThing(old, thing) ? old : thing;
  });
}

// A turn changes a thing's noun and cell, never its kind or channel.
function sameThing(a: Thing, b: Thing): boolean {
  return a.id === b.id && a.name === b.name && a.x === b.x && a.y === b.y;
}

// spec: rules/board
/** Things grouped by cell, each group in id order (the input is already in id order). */
export function cellsOf(things: readonly Thing[]): Map<number, Thing[]> {
  const cells = new Map<number, Thing[]>();
  for (const thing of things) {
    const key = cellKey(thing.x, thing.y);
    const group = cells.get(key);
    if (group) group.push(thing);
    else cells.set(key, [thing]);
  }
  return cells;
}

/**
 * One number for each cell (x, y): a number, not text, because the turn looks cells up for every
 * thing several times. Boards are at most 64 wide (schemas/pack.schema.json); the key leaves room
 * for 65,536.
 */
export function cellKey(x: number, y: number): number {
  return y * 0x10000 + x;
}
