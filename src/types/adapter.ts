/* Generated from schemas/ by `npm run types`. Do not edit by hand. */

/**
 * A mechanic an engine claims. Scenarios tagged with a capability the engine does not claim are reported as unsupported. `diagnostics` tags no scenario: it asks for the exact codes, JSON pointers and precedence of the errors a refused pack gets (the registry schemas/diagnostic-codes.json); without it, a scenario that expects a refusal asks only for `ok: false` with at least one error.
 *
 * This interface was referenced by `AdapterMessages`'s JSON-Schema
 * via the `definition` "capability".
 */
export type Capability =
  'automata' | 'pairs' | 'gates' | 'noun-trap' | 'feature-flags' | 'glossary' | 'solver' | 'diagnostics';
/**
 * This interface was referenced by `AdapterMessages`'s JSON-Schema
 * via the `definition` "loadResult".
 */
export type LoadResult =
  | {
      ok: true;
      pack: import('./pack.js').MiauPack;
      warnings: Diagnostic[];
    }
  | {
      ok: false;
      /**
       * @minItems 1
       */
      errors: Diagnostic[];
      warnings: Diagnostic[];
    };
/**
 * Up, down, left, right, or wait.
 *
 * This interface was referenced by `AdapterMessages`'s JSON-Schema
 * via the `definition` "move".
 */
export type Move = 'U' | 'D' | 'L' | 'R' | 'W';
/**
 * A solver's answer for one level.
 *
 * This interface was referenced by `AdapterMessages`'s JSON-Schema
 * via the `definition` "solveResult".
 */
export type SolveResult =
  | {
      status: 'SOLVED';
      moves: string;
      expansions: number;
    }
  | {
      status: 'UNSOLVABLE' | 'LIMIT';
      expansions: number;
    };

/**
 * What an engine build answers through the adapter contract: the handshake, load results with diagnostics, turn results with settled events, and observations of the board.
 */
export interface AdapterMessages {
  [k: string]: unknown;
}
/**
 * This interface was referenced by `AdapterMessages`'s JSON-Schema
 * via the `definition` "hello".
 */
export interface Hello {
  name: string;
  version: string;
  protocol: 1;
  capabilities: Capability[];
}
/**
 * One problem found in a pack or an input: a stable code, a JSON pointer into the input, and a sentence a designer understands.
 *
 * This interface was referenced by `AdapterMessages`'s JSON-Schema
 * via the `definition` "diagnostic".
 */
export interface Diagnostic {
  severity: 'error' | 'warning';
  code: string;
  /**
   * RFC 6901 JSON pointer; empty string for the whole input.
   */
  path: string;
  message: string;
}
/**
 * This interface was referenced by `AdapterMessages`'s JSON-Schema
 * via the `definition` "observedThing".
 */
export interface ObservedThing {
  /**
   * At most 64 characters: no pack's thing id is longer (pack.schema.json#/$defs/thingId).
   */
  id: string;
  kind: 'word' | 'object';
  /**
   * The noun of an object or the text of a word: at most 24 characters, as every pack's words.
   */
  name: string;
  /**
   * A cell of the board: a pack's board is at most 64 cells a side (pack.schema.json).
   */
  x: number;
  /**
   * A cell of the board: a pack's board is at most 64 cells a side (pack.schema.json).
   */
  y: number;
  channel?: string;
}
/**
 * The board as normalized data. Things are sorted by id (ordinal string order); rules in any order. Thing ids are the pack's: authored ids, and for things without one the generated id `#NNNN` (see pack.schema.json#/$defs/thingId).
 *
 * This interface was referenced by `AdapterMessages`'s JSON-Schema
 * via the `definition` "observation".
 */
export interface Observation {
  levelId: string;
  /**
   * At most 64, the largest board a pack may hold (pack.schema.json): a larger one is no level's.
   */
  width: number;
  /**
   * At most 64, the largest board a pack may hold (pack.schema.json): a larger one is no level's.
   */
  height: number;
  /**
   * Accepted turns since the start.
   */
  turn: number;
  won: boolean;
  lost: boolean;
  /**
   * At most 4096: no pack's level holds more things (pack.schema.json, a level's objects).
   *
   * @maxItems 4096
   */
  things: ObservedThing[];
  /**
   * Every rule in force, spelled 'SUBJECT IS PREDICATE', each once. The order of the list is not part of the contract (the harness compares it as a multiset); the reference engine lists them in reading order.
   */
  rules: string[];
  automata: {
    id: string;
    phase: number;
    active: boolean;
  }[];
}
/**
 * This interface was referenced by `AdapterMessages`'s JSON-Schema
 * via the `definition` "destroyedEntry".
 */
export interface DestroyedEntry {
  id: string;
  name: string;
  x: number;
  y: number;
  /**
   * sink, defeat, or the first word of a pair in lower case.
   */
  cause: string;
}
/**
 * This interface was referenced by `AdapterMessages`'s JSON-Schema
 * via the `definition` "transformedEntry".
 */
export interface TransformedEntry {
  id: string;
  from: string;
  to: string;
}
/**
 * This interface was referenced by `AdapterMessages`'s JSON-Schema
 * via the `definition` "automatedEntry".
 */
export interface AutomatedEntry {
  automaton: string;
  /**
   * The actor.
   */
  id: string;
  action: 'move' | 'wait';
  from: {
    x: number;
    y: number;
  };
  to: {
    x: number;
    y: number;
  };
  blocked: boolean;
  /**
   * The pattern step this actor played.
   */
  phase: number;
  cue?: string;
  sound?: string;
}
/**
 * This interface was referenced by `AdapterMessages`'s JSON-Schema
 * via the `definition` "events".
 */
export interface SettledEvents {
  destroyed: DestroyedEntry[];
  transformed: TransformedEntry[];
  automated: AutomatedEntry[];
  /**
   * Gates whose state at the end of the turn differs from the previous turn's, in id order; left out when none changed.
   *
   * @minItems 1
   * @maxItems 4096
   */
  gateChanged?: GateChangedEntry[];
  /**
   * Plates whose state at the end of the turn differs from the previous turn's, in id order; left out when none changed.
   *
   * @minItems 1
   * @maxItems 4096
   */
  plateChanged?: PlateChangedEntry[];
}
/**
 * This interface was referenced by `AdapterMessages`'s JSON-Schema
 * via the `definition` "gateChangedEntry".
 */
export interface GateChangedEntry {
  id: string;
  open: boolean;
  /**
   * Open only because another thing occupies the gate's cell while no plate of its channel is pressed.
   */
  jammed: boolean;
}
/**
 * This interface was referenced by `AdapterMessages`'s JSON-Schema
 * via the `definition` "plateChangedEntry".
 */
export interface PlateChangedEntry {
  id: string;
  pressed: boolean;
}
/**
 * This interface was referenced by `AdapterMessages`'s JSON-Schema
 * via the `definition` "turnResult".
 */
export interface TurnResult {
  accepted: boolean;
  /**
   * Whether the game is won after this input, as observe would report it then (a refused input answers the unchanged state; rules/game-over).
   */
  won: boolean;
  /**
   * Whether the game is lost after this input, as observe would report it then (a refused input answers the unchanged state; rules/game-over).
   */
  lost: boolean;
  events: SettledEvents;
}
/**
 * This interface was referenced by `AdapterMessages`'s JSON-Schema
 * via the `definition` "solveOptions".
 */
export interface SolveOptions {
  /**
   * Expansion budget asked for; the level's solverMax may raise it.
   */
  max?: number;
  /**
   * Only solutions in which the player never pushes a word tile.
   */
  handsOff?: boolean;
  /**
   * The bypass check: solve the level with these custom mechanics removed. Their words stay property words, but automata never tick, pairs never pair off or let anything enter, and no thing is a plate (only things that start as gates keep their channel), so a closed gate stays closed.
   *
   * @maxItems 3
   */
  without?: ('automata' | 'pairs' | 'gates')[];
}
