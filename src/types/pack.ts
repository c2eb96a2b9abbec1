/* Generated from schemas/ by `npm run types`. Do not edit by hand. */

/**
 * A lower-case identifier for packs, levels, objects and automata.
 *
 * This interface was referenced by `MiauPack`'s JSON-Schema
 * via the `definition` "id".
 */
export type Identifier = string;
/**
 * This interface was referenced by `MiauPack`'s JSON-Schema
 * via the `definition` "paletteEntry".
 */
export type PaletteEntry =
  | Glyph
  | {
      glyph: Glyph;
      faces?: 'left' | 'right';
    };
/**
 * This interface was referenced by `MiauPack`'s JSON-Schema
 * via the `definition` "glyph".
 */
export type Glyph = string;
/**
 * An upper-case word: a noun, a property or an operator.
 *
 * This interface was referenced by `MiauPack`'s JSON-Schema
 * via the `definition` "token".
 */
export type Token = string;
/**
 * This interface was referenced by `MiauPack`'s JSON-Schema
 * via the `definition` "placed".
 */
export type PlacedThing = WordTile | ObjectTile;
/**
 * The id of a word or object: an authored identifier, or the generated id a loader gives a thing without one. The generated id is `#` and the thing's 1-based place in its level's `objects`, in four digits: the first thing is `#0001`, the 4096th `#4096`. A loaded (normalized) pack carries generated ids, so this schema accepts them; a loader accepts one only at its own place (there it stands for no id) and refuses any other with `bad-format`.
 *
 * This interface was referenced by `MiauPack`'s JSON-Schema
 * via the `definition` "thingId".
 */
export type ThingId = string;
/**
 * Makes this object a plate (noun PLATE) or a gate (noun GATE) of that channel; see Channel.
 */
export type Channel = 'triangle' | 'circle' | 'square' | 'diamond';
/**
 * This interface was referenced by `MiauPack`'s JSON-Schema
 * via the `definition` "step".
 */
export type AutomatonStep = MoveStep | WaitStep;
/**
 * The board's rows, top to bottom; in each row, cells separated by spaces (U+0020) alone, left to right (other white space in a row, a tab or an invisible U+FEFF, is refused by the loader), every row with the same number of cells (1 to 64). A cell is "." (empty) or legend symbols joined by "+" (a stack, drawn bottom first). A symbol may end in "@id" to give that thing an authored id ("g@g1"), or "@#0007" to pin it at that place in the object list, for a level whose things are not listed in reading order.
 *
 * @minItems 1
 * @maxItems 64
 *
 * This interface was referenced by `MiauPack`'s JSON-Schema
 * via the `definition` "grid".
 */
export type Grid = string[];
/**
 * One of the host's fixed channel tokens, linking plates and gates: an object with a channel is a plate while its noun is PLATE and a gate while its noun is GATE (with any other noun it is in no circuit until a rule makes it one). A plate is pressed while any other thing (the player, a crate, a word) stands on it. A gate is open while a plate of its channel is pressed; a closed gate blocks every mover, even a pushed one. A jam: something standing in a gate holds it open after its plate is released, until the cell empties. Movement reads the gates as they were when the turn began, so a plate pressed this turn opens its gate for the next move. Example: {"kind": "object", "noun": "PLATE", "x": 2, "y": 3, "channel": "circle"} and {"kind": "object", "noun": "GATE", "x": 5, "y": 3, "channel": "circle"}. Metadata of the object, never a word (a word cannot have one); the host draws it as a neutral shape marker (triangle ▲, circle ●, square ■, diamond ◆).
 *
 * This interface was referenced by `MiauPack`'s JSON-Schema
 * via the `definition` "channel".
 */
export type Channel1 = 'triangle' | 'circle' | 'square' | 'diamond';

/**
 * A level pack: plain data, no code. Limits come from the Clockwork seed (64 levels, 4096 objects, 32 automata of 32 steps, 4 pairs).
 */
export interface MiauPack {
  manifest: Manifest;
  palette?: Palette;
  /**
   * Nouns the pack may spell on the board even when no object of that noun exists yet.
   *
   * @maxItems 256
   */
  vocabulary?: Token[];
  /**
   * The glossary: how each custom property word a level declares is coloured and explained to the player.
   */
  properties?: {
    [k: string]: GlossaryEntry;
  };
  /**
   * The levels, in play order. Each is written with coordinates (width, height and objects with x and y) or as a grid (see GridLevel: rows of cells with a legend); the loader turns a grid into coordinates, so an engine only ever sees the coordinate form.
   *
   * @minItems 1
   * @maxItems 64
   */
  levels: Level[];
}
/**
 * This interface was referenced by `MiauPack`'s JSON-Schema
 * via the `definition` "manifest".
 */
export interface Manifest {
  id: Identifier;
  name: string;
  version: string;
  engine: 1;
  /**
   * Optional mechanics the pack needs; a loader that does not know one rejects the pack.
   *
   * @maxItems 16
   */
  features?: string[];
}
/**
 * How each noun is drawn.
 *
 * This interface was referenced by `MiauPack`'s JSON-Schema
 * via the `definition` "palette".
 */
export interface Palette {
  [k: string]: PaletteEntry;
}
/**
 * This interface was referenced by `MiauPack`'s JSON-Schema
 * via the `definition` "glossaryEntry".
 */
export interface GlossaryEntry {
  /**
   * The property colour token the word's tile is drawn in.
   */
  accent: 'you' | 'push' | 'stop' | 'win' | 'sink' | 'defeat';
  /**
   * One sentence shown the first time the tile appears and in the ledger.
   */
  describe: string;
}
/**
 * This interface was referenced by `MiauPack`'s JSON-Schema
 * via the `definition` "level".
 */
export interface Level {
  id: Identifier;
  title: string;
  hint?: string;
  width: number;
  height: number;
  /**
   * @maxItems 4096
   */
  objects: PlacedThing[];
  /**
   * @maxItems 32
   */
  automata?: Automaton[];
  /**
   * Paired contacts: at most 4 pairs of custom property words whose things destroy each other in one cell.
   *
   * @maxItems 4
   */
  pairs?: Pair[];
  /**
   * Expansion budget the solver may use on this level (default 300000).
   */
  solverMax?: number;
}
/**
 * A word tile: spells rules on the board (CAT IS YOU). Words are things too: they are pushed, and they press plates, but never have a channel.
 *
 * This interface was referenced by `MiauPack`'s JSON-Schema
 * via the `definition` "wordTile".
 */
export interface WordTile {
  kind: 'word';
  text: Token;
  x: number;
  y: number;
  id?: ThingId;
}
/**
 * An object on the board: a thing of a noun, moved and changed by the rules. With a channel and the noun PLATE or GATE it is part of a circuit (see Channel).
 *
 * This interface was referenced by `MiauPack`'s JSON-Schema
 * via the `definition` "objectTile".
 */
export interface ObjectTile {
  kind: 'object';
  noun: Token;
  x: number;
  y: number;
  id?: ThingId;
  channel?: Channel;
}
/**
 * This interface was referenced by `MiauPack`'s JSON-Schema
 * via the `definition` "automaton".
 */
export interface Automaton {
  id: Identifier;
  subject?: Token;
  property: Token;
  phase?: number;
  /**
   * @minItems 1
   * @maxItems 32
   */
  pattern: AutomatonStep[];
}
/**
 * This interface was referenced by `MiauPack`'s JSON-Schema
 * via the `definition` "moveStep".
 */
export interface MoveStep {
  action: 'move';
  dx: number;
  dy: number;
  cue?: string;
  sound?: string;
}
/**
 * This interface was referenced by `MiauPack`'s JSON-Schema
 * via the `definition` "waitStep".
 */
export interface WaitStep {
  action: 'wait';
  cue?: string;
  sound?: string;
}
/**
 * Two custom property words: things with one and things with the other destroy each other, one for one, when they end a turn in one cell.
 *
 * This interface was referenced by `MiauPack`'s JSON-Schema
 * via the `definition` "pair".
 */
export interface Pair {
  /**
   * The two property words; the first, in lower case, is the cause of what the pair destroys.
   *
   * @minItems 2
   * @maxItems 2
   */
  words: Token[];
  /**
   * What happens to a matched pair of things; destroy-both is the only effect.
   */
  effect: 'destroy-both';
  /**
   * Whether a mover with one word may enter a cell held by a thing with the other word even if it is STOP or PUSH (default false).
   */
  enter?: boolean;
}
/**
 * A level written as rows of cells with a legend instead of width, height and objects. The loader expands it before any other check: the width is the number of cells in a row, the height the number of rows, and the objects are read row by row, left to right, then stack order within a cell, so their generated ids (#0001, ...) follow that reading order. Loaded, it is exactly the level written with coordinates. Example: {"id": "hello", "title": "Hello", "legend": {"C": "CAT", "I": "IS", "Y": "YOU", "c": "cat", "#": "wall"}, "grid": ["C I Y", "c . #"]}.
 *
 * This interface was referenced by `MiauPack`'s JSON-Schema
 * via the `definition` "gridLevel".
 */
export interface GridLevel {
  id: Identifier;
  title: string;
  hint?: string;
  grid: Grid;
  legend: Legend;
  /**
   * @maxItems 32
   */
  automata?: Automaton[];
  /**
   * @maxItems 4
   */
  pairs?: Pair[];
  solverMax?: number;
}
/**
 * What each symbol of the grid stands for, as one thing in the board notation: an upper-case word tile ("WALL"), a lower-case object of that noun ("wall"), or an object with a channel ("gate:circle"). Symbols are 1 to 12 characters other than spaces, "+", "@", ".", control characters and invisible formatting characters (Unicode category Cf: zero-width spaces and joiners, direction marks), not beginning with a combining mark (Unicode category M), and in Unicode Normalization Form C (checked by the loader, as no pattern can), so that two symbols never look alike only for a character no one sees or for the way a letter is encoded.
 *
 * This interface was referenced by `MiauPack`'s JSON-Schema
 * via the `definition` "legend".
 */
export interface Legend {
  [k: string]: string;
}
