// Where each thing of a grid level was written (spec: packs/grid-levels). The loader expands a
// grid into coordinates before the meaning checks, so those checks see an object list the
// designer never wrote; this registry lets a diagnostic point back at the row and name the cell.
// Keyed by the expanded records themselves (the loader's own copy), so nothing leaks into the
// loaded pack and nothing outlives it.

/** The grid row (from 0), the cell in it (from 0), and the cell text that gave the thing. */
export interface GridOrigin {
  row: number;
  cell: number;
  text: string;
}

const thingOrigins = new WeakMap<object, GridOrigin>();
const gridLevels = new WeakSet<object>();

/** Records that `thing` was read from the grid at `origin`. */
export function rememberGridThing(thing: object, origin: GridOrigin): void {
  thingOrigins.set(thing, origin);
}

/** Records that `level` (an expanded level record) was written as a grid. */
export function rememberGridLevel(level: object): void {
  gridLevels.add(level);
}

/** Where `thing` was written, when it came from a grid. */
export function gridOriginOf(thing: unknown): GridOrigin | undefined {
  return typeof thing === 'object' && thing !== null ? thingOrigins.get(thing) : undefined;
}

/** True when `level` was expanded from a grid. */
export function wasGridLevel(level: unknown): boolean {
  return typeof level === 'object' && level !== null && gridLevels.has(level);
}
