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
const unreadGrids = new WeakMap<object, LegendNames>();

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

/** The nouns of the objects and the texts of the words a legend maps its symbols to. */
export interface LegendNames {
  nouns: string[];
  words: string[];
}

/**
 * Records, for a grid level that could not be expanded (it is checked as an empty board), the
 * nouns and words its legend draws, so that the checks that look across the pack or at the
 * level's words (the noun trap's nouns of the pack, an automaton's subject) do not say that
 * nothing draws them (spec: packs/noun-trap, packs/designer-warnings).
 */
export function rememberUnreadGrid(level: object, names: LegendNames): void {
  unreadGrids.set(level, names);
}

/** The nouns and words the legend of an unexpanded grid level draws; none for any other level. */
export function unreadGridNames(level: unknown): LegendNames {
  return (typeof level === 'object' && level !== null && unreadGrids.get(level)) || { nouns: [], words: [] };
}
