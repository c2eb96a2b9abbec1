// spec: solver/compact-key, solver/fast-transition
// (change add-fast-solver)
// A level compiled for the fast solver: every name interned as a number, every thing an index in
// id order, and the parts that never change (kinds, channels, words' texts, automata, pairs)
// shared by every state. Compiled from the reference's own `LevelModel` and start state, so the
// fast path reads a level exactly as the readable one does.
import type { AutomatonStep } from '../src/types/pack.js';
import { CORE_PROPERTIES } from '../src/words/words.js';
import type { GameState, LevelModel } from '../reference/turn.js';

export const WORD = 1;
export const OBJECT = 0;
/** Core property indices: the first properties of every compiled level, in CORE_PROPERTIES order. */
export const YOU = 0;
export const PUSH = 1;
export const STOP = 2;
export const WIN = 3;
export const SINK = 4;
export const DEFEAT = 5;

export interface CompiledAutomaton {
  id: string;
  /** Symbol of the subject noun, or -1 when the record has no subject. */
  subject: number;
  /** Property index of its word. */
  property: number;
  /** Per step: dx, dy (0, 0 for a wait) and whether it is a wait. */
  dx: Int8Array;
  dy: Int8Array;
  wait: Uint8Array;
  steps: readonly AutomatonStep[];
}

export interface CompiledPair {
  first: number;
  second: number;
  enter: boolean;
  cause: string;
}

export interface CompiledLevel {
  id: string;
  width: number;
  height: number;
  cells: number;
  /** Things, in id order. */
  count: number;
  ids: readonly string[];
  kind: Uint8Array;
  /** Channel index per thing, -1 for none. */
  channel: Int8Array;
  channels: readonly string[];
  /** Whether a thing's noun can ever change (an object whose noun is spelled beside another noun word). */
  nameMutable: Uint8Array;

  symbols: readonly string[];
  /** Property index of a symbol, -1 when the symbol is no property word. */
  propertyOf: Int32Array;
  properties: readonly string[];
  is: number;
  and: number;
  plate: number;
  gate: number;
  /** The IS word tiles: the only places a sentence can hinge on. */
  isWords: Int32Array;
  automata: readonly CompiledAutomaton[];
  pairs: readonly CompiledPair[];
  /** Whether some thing has a channel: a level without one never projects circuits. */
  hasGates: boolean;
  /** The start state: cell index per thing, symbol per thing, phase per record. */
  startPos: Int32Array;
  startName: Int32Array;
  startPhases: Int32Array;
}

const CHANNEL_ORDER = ['triangle', 'circle', 'square', 'diamond'];

/** Compiles a level model and its start state (as `levelModel` makes them) for the fast path. */
export function compileLevel(model: LevelModel, start: GameState): CompiledLevel {
  const symbols: string[] = [];
  const symbolOf = new Map<string, number>();
  const intern = (name: string): number => {
    let symbol = symbolOf.get(name);
    if (symbol === undefined) symbolOf.set(name, (symbol = symbols.push(name) - 1));
    return symbol;
  };
  const properties = [
    ...CORE_PROPERTIES,
    ...[...model.properties].filter((word) => !(CORE_PROPERTIES as readonly string[]).includes(word)),
  ];
  for (const word of ['IS', 'AND', 'PLATE', 'GATE', ...properties]) intern(word);
  for (const thing of start.things) intern(thing.name);
  for (const record of model.automata) if (record.subject !== undefined) intern(record.subject);

  const count = start.things.length;
  const kind = new Uint8Array(count);
  const channel = new Int8Array(count).fill(-1);
  const channels = [...CHANNEL_ORDER];
  const startPos = new Int32Array(count);
  const startName = new Int32Array(count);
  start.things.forEach((thing, index) => {
    kind[index] = thing.kind === 'word' ? WORD : OBJECT;
    if (thing.channel !== undefined) {
      if (!channels.includes(thing.channel)) channels.push(thing.channel);
      channel[index] = channels.indexOf(thing.channel);
    }
    startPos[index] = thing.y * model.width + thing.x;
    startName[index] = intern(thing.name);
  });

  const propertyOf = new Int32Array(symbols.length).fill(-1);
  properties.forEach((word, index) => (propertyOf[symbolOf.get(word)!] = index));
  const is = symbolOf.get('IS')!;
  const and = symbolOf.get('AND')!;
  const nounWords = new Set<number>();
  const isWords: number[] = [];
  start.things.forEach((thing, index) => {
    if (kind[index] !== WORD) return;
    if (startName[index] === is) isWords.push(index);
    else if (startName[index] !== and && propertyOf[startName[index]] < 0) nounWords.add(startName[index]);
  });
  // A noun changes only by `X IS Y` with X its noun and Y another noun, both spelled by word tiles.
  const canTransform = isWords.length > 0 && nounWords.size >= 2;
  const nameMutable = new Uint8Array(count);
  start.things.forEach(
    (_, index) =>
      (nameMutable[index] =
        kind[index] === OBJECT && canTransform && nounWords.has(startName[index]) ? 1 : 0),
  );

  const automata = model.automata.map((record): CompiledAutomaton => ({
    id: record.id,
    subject: record.subject === undefined ? -1 : symbolOf.get(record.subject)!,
    property: properties.indexOf(record.property),
    dx: Int8Array.from(record.pattern, (step) => (step.action === 'move' ? step.dx : 0)),
    dy: Int8Array.from(record.pattern, (step) => (step.action === 'move' ? step.dy : 0)),
    wait: Uint8Array.from(record.pattern, (step) => (step.action === 'wait' ? 1 : 0)),
    steps: record.pattern,
  }));
  const pairs = model.pairs.map((pair): CompiledPair => ({
    first: properties.indexOf(pair.first),
    second: properties.indexOf(pair.second),
    enter: pair.enter,
    cause: pair.first.toLowerCase(),
  }));

  return {
    id: model.id,
    width: model.width,
    height: model.height,
    cells: model.width * model.height,
    count,
    ids: start.things.map((thing) => thing.id),
    kind,
    channel,
    channels,
    nameMutable,
    symbols,
    propertyOf,
    properties,
    is,
    and,
    plate: symbolOf.get('PLATE')!,
    gate: symbolOf.get('GATE')!,
    isWords: Int32Array.from(isWords),
    automata,
    pairs,
    hasGates: channel.some((c) => c >= 0),
    startPos,
    startName,
    startPhases: Int32Array.from(start.phases),
  };
}
