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
 * This interface was referenced by `MiauPack`'s JSON-Schema
 * via the `definition` "step".
 */
export type AutomatonStep = MoveStep | WaitStep;

/**
 * A level pack: plain data, no code. Limits come from the Clockwork seed (64 levels, 4096 objects, 32 automata of 32 steps).
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
   * Expansion budget the solver may use on this level (default 300000).
   */
  solverMax?: number;
}
/**
 * This interface was referenced by `MiauPack`'s JSON-Schema
 * via the `definition` "wordTile".
 */
export interface WordTile {
  kind: 'word';
  text: Token;
  x: number;
  y: number;
  id?: Identifier;
}
/**
 * This interface was referenced by `MiauPack`'s JSON-Schema
 * via the `definition` "objectTile".
 */
export interface ObjectTile {
  kind: 'object';
  noun: Token;
  x: number;
  y: number;
  id?: Identifier;
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
