// spec: rules/turn-order, rules/blocked-move, rules/wait, rules/game-over, rules/settled-events
// The turn: player move → read rules and transform → automata → read and transform → contacts.
import type { Move, SettledEvents, TurnResult } from '../src/types/adapter.js';
import type { Automaton } from '../src/types/pack.js';
import type { Thing } from './things.js';
import { byId, copyThings, sharingUnchanged } from './things.js';
import type { Rule, Transformation } from './rules.js';
import { PropertyTable, readRules, transform } from './rules.js';
import type { MoveContext } from './movement.js';
import { DIRECTIONS, frontFirst, tryMove } from './movement.js';
import { playBeat } from './automata.js';
import { defeat, isWon, sink, without } from './contacts.js';
import type { PairRule } from './pairs.js';
import { pairEntry, resolvePairs } from './pairs.js';
import { circuitEvents, closedGateHook, projectCircuits } from './gates.js';

/** What never changes while a level is played. */
export interface LevelModel {
  id: string;
  width: number;
  height: number;
  properties: ReadonlySet<string>;
  automata: readonly Automaton[];
  // spec: pairs/records
  /** The level's pairs, in declaration order. */
  pairs: readonly PairRule[];
}

// spec: automata/state, pairs/state
/** Everything that changes: the things (in id order), the turn count, won, automata phases. */
export interface GameState {
  things: Thing[];
  turn: number;
  won: boolean;
  phases: number[];
}

export function copyState(state: GameState): GameState {
  return { things: copyThings(state.things), turn: state.turn, won: state.won, phases: [...state.phases] };
}

/** The rules a board spells, and what they give each thing. */
export interface BoardRules {
  rules: Rule[];
  table: PropertyTable;
}

/** The rules the board spells now and what they give each thing. */
export function readBoard(model: LevelModel, things: readonly Thing[]): BoardRules {
  const rules = readRules(things, model.width, model.height, model.properties);
  return { rules, table: new PropertyTable(rules, model.properties) };
}

// spec: rules/game-over
/** The game is lost while no YOU thing exists. */
export function isLost(model: LevelModel, things: readonly Thing[]): boolean {
  const { table } = readBoard(model, things);
  return !things.some((thing) => table.has(thing, 'YOU'));
}

// spec: rules/transformation
/**
 * Read the rules and apply transformations. Returns what changed and the rules read: they still
 * stand after it, as a transformation changes objects and never moves or changes a word.
 */
export function settleRules(
  model: LevelModel,
  state: GameState,
): { read: BoardRules; transformed: Transformation[] } {
  const read = readBoard(model, state.things);
  return { read, transformed: transform(state.things, read.rules, model.properties) };
}

export interface TurnOutcome {
  /** The state after the turn; the same object as before when the input was refused. */
  state: GameState;
  result: TurnResult;
}

/** A turn after the player's move, before anything else happens in it. */
export interface MovedTurn {
  /** The player's move played on a copy of the state before the turn. */
  state: GameState;
  /** Plates and gates as the previous turn left them (see gates/prior-projection). */
  prior: ReturnType<typeof projectCircuits>;
  isClosed: MoveContext['isClosed'];
}

function emptyEvents(): SettledEvents {
  return { destroyed: [], transformed: [], automated: [] };
}

function refused(model: LevelModel, state: GameState): TurnOutcome {
  return {
    state,
    result: { accepted: false, won: state.won, lost: isLost(model, state.things), events: emptyEvents() },
  };
}

function moveContext(
  model: LevelModel,
  state: GameState,
  table: PropertyTable,
  isClosed?: MoveContext['isClosed'],
): MoveContext {
  return {
    things: state.things,
    width: model.width,
    height: model.height,
    table,
    mayEnter: pairEntry(model.pairs, table),
    isClosed,
  };
}

// spec: rules/turn-order, rules/blocked-move, rules/wait, rules/game-over, rules/settled-events, automata/beat, automata/turn-order, pairs/contact-order, rules/contact-order
/** Plays one input. Pure: the state given is never changed. */
export function playTurn(model: LevelModel, before: GameState, move: Move): TurnOutcome {
  const moved = before.won ? undefined : movePhase(model, before, move);
  if (moved === undefined) return refused(model, before);
  const outcome = settleTurn(model, moved);
  outcome.state.things = sharingUnchanged(before.things, outcome.state.things);
  return outcome;
}

/**
 * The player's move (the readable solver splits the turn here to see whether it pushed a word).
 * Undefined when nothing moves: a move in which nothing moves is not a turn.
 */
export function movePhase(model: LevelModel, before: GameState, move: Move): MovedTurn | undefined {
  const state = copyState(before);
  // Gates closed at the end of the previous turn block every mover of this one.
  // spec: gates/prior-projection, gates/closed-blocks
  const prior = projectCircuits(before.things);
  const isClosed = closedGateHook(prior, state.things);
  if (move !== 'W') {
    const { table } = readBoard(model, state.things);
    if (!movePlayer(moveContext(model, state, table, isClosed), DIRECTIONS[move])) return undefined;
  }
  return { state, prior, isClosed };
}

/** The rest of an accepted turn, after the player's move: rules, automata, contacts, circuits. */
export function settleTurn(model: LevelModel, { state, prior, isClosed }: MovedTurn): TurnOutcome {
  // Lists of events are joined, never spread into push(): a turn of 4,096 things under 32
  // automata has 131,072 automaton events, past what one call's arguments may hold.
  const events = emptyEvents();
  // Read rules and transform.
  let settled = settleRules(model, state);
  events.transformed = settled.transformed;

  // Automata, under those rules; then read rules and transform again (automata may move words).
  if (model.automata.length > 0) {
    const context = moveContext(model, state, settled.read.table, isClosed);
    events.automated = playBeat(model.automata, state.phases, context);
    settled = settleRules(model, state);
    events.transformed = events.transformed.concat(settled.transformed);
  }

  // Contacts: pairs, then SINK, then DEFEAT, then WIN, with the rules as they stand now.
  const { table } = settled.read;
  const paired = resolvePairs(state.things, table, model.pairs);
  state.things = without(state.things, paired);
  const sunk = sink(state.things, table);
  state.things = without(state.things, sunk);
  const defeated = defeat(state.things, table);
  state.things = without(state.things, defeated);
  events.destroyed = [...paired, ...sunk, ...defeated].sort(byId);
  state.won = isWon(state.things, table);
  // Plates and gates recomputed from the survivors.
  // spec: gates/after-contacts, gates/events
  Object.assign(events, circuitEvents(prior, state.things));

  state.turn += 1;
  events.transformed.sort(byId);
  return { state, result: { accepted: true, won: state.won, lost: isLost(model, state.things), events } };
}

// spec: rules/movement, rules/several-you, rules/blocked-move
function movePlayer(context: MoveContext, direction: { dx: number; dy: number }): boolean {
  const movers = context.things.filter((thing) => context.table.has(thing, 'YOU'));
  let moved = false;
  for (const mover of frontFirst(movers, direction)) if (tryMove(context, mover, direction)) moved = true;
  return moved;
}
