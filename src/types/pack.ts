/* Generated from schemas/ by `npm run types`. Do not edit by hand. */

/**
 * The pack's id, unique among the packs a catalog holds.
 */
export type Identifier = string;
/**
 * This interface was referenced by `MiauPack`'s JSON-Schema
 * via the `definition` "paletteEntry".
 */
export type PaletteEntry =
  | Glyph
  | {
      /**
       * A short text a noun is drawn as, such as an emoji.
       */
      glyph: string;
      /**
       * Which way the glyph looks, so a mover can be drawn facing its way.
       */
      faces?: 'left' | 'right';
    };
/**
 * A short text a noun is drawn as, such as an emoji.
 *
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
 * The level's id, unique in the pack; stored proofs and `miau replay --level` name it.
 */
export type Identifier1 = string;
/**
 * This interface was referenced by `MiauPack`'s JSON-Schema
 * via the `definition` "placed".
 */
export type PlacedThing = WordTile | ObjectTile;
/**
 * An upper-case word: a noun, a property or an operator.
 */
export type Token1 = string;
/**
 * The thing's id; a thing without one gets the generated id of its place in `objects` (#0001 is the first).
 */
export type ThingId = string;
/**
 * An upper-case word: a noun, a property or an operator.
 */
export type Token2 = string;
/**
 * The thing's id; a thing without one gets the generated id of its place in `objects` (#0001 is the first).
 */
export type ThingId1 = string;
/**
 * Makes this object a plate (noun PLATE) or a gate (noun GATE) of that channel; see Channel.
 */
export type Channel = 'triangle' | 'circle' | 'square' | 'diamond';
/**
 * The record's id, unique among the level's automata; records play in id order.
 */
export type Identifier2 = string;
/**
 * An upper-case word: a noun, a property or an operator.
 */
export type Token3 = string;
/**
 * An upper-case word: a noun, a property or an operator.
 */
export type Token4 = string;
/**
 * This interface was referenced by `MiauPack`'s JSON-Schema
 * via the `definition` "step".
 */
export type AutomatonStep = MoveStep | WaitStep;
/**
 * A lower-case identifier for packs, levels, objects and automata.
 *
 * This interface was referenced by `MiauPack`'s JSON-Schema
 * via the `definition` "id".
 */
export type Identifier3 = string;
/**
 * The id of a word or object: an authored identifier, or the generated id a loader gives a thing without one. The generated id is `#` and the thing's 1-based place in its level's `objects`, in four digits: the first thing is `#0001`, the 4096th `#4096`. A loaded (normalized) pack carries generated ids, so this schema accepts them; a loader accepts one only at its own place (there it stands for no id) and refuses any other with `bad-format`.
 *
 * This interface was referenced by `MiauPack`'s JSON-Schema
 * via the `definition` "thingId".
 */
export type ThingId2 = string;
/**
 * The level's id, unique in the pack; stored proofs and `miau replay --level` name it.
 */
export type Identifier4 = string;
/**
 * The board's rows (see Grid).
 *
 * @minItems 1
 * @maxItems 64
 */
export type Grid = string[];
/**
 * The board's rows, top to bottom; in each row, cells separated by spaces (U+0020) alone, left to right (other white space in a row, a tab or an invisible U+FEFF, is refused by the loader), every row with the same number of cells (1 to 64). A cell is "." (empty) or legend symbols joined by "+" (a stack, drawn bottom first). A symbol may end in "@id" to give that thing an authored id ("g@g1"), or "@#0007" to pin it at that place in the object list, for a level whose things are not listed in reading order.
 *
 * @minItems 1
 * @maxItems 64
 *
 * This interface was referenced by `MiauPack`'s JSON-Schema
 * via the `definition` "grid".
 */
export type Grid1 = string[];
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
 * Who the pack is: its id, name and version, and the engine format it is written for.
 */
export interface Manifest {
  id: Identifier;
  /**
   * The pack's name as players read it.
   */
  name: string;
  /**
   * The pack's version: three whole numbers, as 1.0.0.
   */
  version: string;
  /**
   * The engine format the pack is written for: 1.
   */
  engine: 1;
  /**
   * Optional mechanics the pack needs; a loader that does not know one rejects the pack.
   *
   * @maxItems 16
   */
  features?: string[];
}
/**
 * How each noun is drawn (a glyph, and which way it faces).
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
  id: Identifier1;
  /**
   * The level's name as players read it.
   */
  title: string;
  /**
   * A line shown to a player who asks for help.
   */
  hint?: string;
  /**
   * The board's width in cells.
   */
  width: number;
  /**
   * The board's height in cells.
   */
  height: number;
  /**
   * Every word tile and object on the board at the start.
   *
   * @maxItems 4096
   */
  objects: PlacedThing[];
  /**
   * Automaton records: things that repeat a pattern of steps, one step each accepted turn, while a rule gives them the record's property.
   *
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
  /**
   * `word`: a word tile, which the rules reader reads.
   */
  kind: 'word';
  text: Token1;
  /**
   * The thing's column, 0 at the left.
   */
  x: number;
  /**
   * The thing's row, 0 at the top.
   */
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
  /**
   * `object`: a thing of a noun, which the rules act on.
   */
  kind: 'object';
  noun: Token2;
  /**
   * The thing's column, 0 at the left.
   */
  x: number;
  /**
   * The thing's row, 0 at the top.
   */
  y: number;
  id?: ThingId1;
  channel?: Channel;
}
/**
 * This interface was referenced by `MiauPack`'s JSON-Schema
 * via the `definition` "automaton".
 */
export interface Automaton {
  id: Identifier2;
  subject?: Token3;
  property: Token4;
  /**
   * The step the record plays first (0 is the first of its pattern).
   */
  phase?: number;
  /**
   * The steps, played one each accepted turn, then again from the first.
   *
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
  /**
   * `move`: every follower tries to move one cell, pushing as the player pushes.
   */
  action: 'move';
  /**
   * The step's column change: -1 left, 0 or 1 right; exactly one of dx and dy is not 0.
   */
  dx: number;
  /**
   * The step's row change: -1 up, 0 or 1 down.
   */
  dy: number;
  /**
   * A presentation cue that travels in the step's event; it changes no play.
   */
  cue?: string;
  /**
   * A sound name that travels in the step's event; it changes no play.
   */
  sound?: string;
}
/**
 * This interface was referenced by `MiauPack`'s JSON-Schema
 * via the `definition` "waitStep".
 */
export interface WaitStep {
  /**
   * `wait`: the followers stay where they are this turn.
   */
  action: 'wait';
  /**
   * A presentation cue that travels in the step's event; it changes no play.
   */
  cue?: string;
  /**
   * A sound name that travels in the step's event; it changes no play.
   */
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
 * This interface was referenced by `MiauPack`'s JSON-Schema
 * via the `definition` "manifest".
 */
export interface Manifest1 {
  id: Identifier;
  /**
   * The pack's name as players read it.
   */
  name: string;
  /**
   * The pack's version: three whole numbers, as 1.0.0.
   */
  version: string;
  /**
   * The engine format the pack is written for: 1.
   */
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
export interface Palette1 {
  [k: string]: PaletteEntry;
}
/**
 * A level written as rows of cells with a legend instead of width, height and objects. The loader expands it before any other check: the width is the number of cells in a row, the height the number of rows, and the objects are read row by row, left to right, then stack order within a cell, so their generated ids (#0001, ...) follow that reading order. Loaded, it is exactly the level written with coordinates. Example: {"id": "hello", "title": "Hello", "legend": {"C": "CAT", "I": "IS", "Y": "YOU", "c": "cat", "#": "wall"}, "grid": ["C I Y", "c . #"]}.
 *
 * This interface was referenced by `MiauPack`'s JSON-Schema
 * via the `definition` "gridLevel".
 */
export interface GridLevel {
  id: Identifier4;
  /**
   * The level's name as players read it.
   */
  title: string;
  /**
   * A line shown to a player who asks for help.
   */
  hint?: string;
  grid: Grid;
  legend: Legend;
  /**
   * Automaton records: things that repeat a pattern of steps, one step each accepted turn, while a rule gives them the record's property.
   *
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
 * What each symbol of the grid stands for (see Legend).
 */
export interface Legend {
  [k: string]: string;
}
/**
 * What each symbol of the grid stands for, as one thing in the board notation: an upper-case word tile ("WALL"), a lower-case object of that noun ("wall"), or an object with a channel ("gate:circle"). Symbols are 1 to 12 characters other than spaces, "+", "@", ".", control characters and invisible formatting characters (Unicode category Cf: zero-width spaces and joiners, direction marks), not beginning with a combining mark (Unicode category M), and in Unicode Normalization Form C (checked by the loader, as no pattern can), so that two symbols never look alike only for a character no one sees or for the way a letter is encoded.
 *
 * This interface was referenced by `MiauPack`'s JSON-Schema
 * via the `definition` "legend".
 */
export interface Legend1 {
  [k: string]: string;
}
