// Board pictures, part 1: what is drawn where (spec: docs/*). A pure function from an
// observation, the level's property words, the pack's glossary and palette to a picture model;
// `svg.ts` turns the model into SVG. Keeping the model apart lets a scenario check what
// the picture shows (a tile's kind, a marker's colour) without reading SVG text back.
// Conventions: `cell` is the size of one board cell in picture units; a `slot` is the square a
// thing gets inside its cell (the whole cell, or a part of it when several things stack).
import { channelMarker, isChannel } from './channels.js';
import { circuitMarks, type CircuitMark } from './circuits.js';
import {
  levelPropertyWords,
  wordRole,
  type PropertyDeclarations,
  type WordRole,
} from '../words/property-words.js';
import type { ObservedThing } from '../types/adapter.js';
import type { PaletteEntry } from '../types/pack.js';

/** The property colour tokens a glossary entry may name as its accent. */
export const ACCENT_TOKENS = ['you', 'push', 'stop', 'win', 'sink', 'defeat'] as const;
export type AccentToken = (typeof ACCENT_TOKENS)[number];

/**
 * The pack-level glossary (`properties`): per word, a colour token and one sentence. Read
 * loosely (any text, either field missing), so a picture of unchecked data never throws.
 */
export type Glossary = Readonly<Record<string, { accent?: string; describe?: string }>>;

/** The colours of every picture. Property colours belong to property tiles and nothing else. */
export const THEME = {
  background: '#1f232b',
  grid: '#2c313b',
  /** Text, outlines, operators and channel markers. */
  foreground: '#ece8df',
  /** Text on a filled tile. */
  ink: '#1f232b',
  nounTile: '#303643',
  /** A declared property the glossary gives no accent. */
  customProperty: '#a79fc4',
  properties: {
    you: '#e9a23b',
    push: '#9c7a54',
    stop: '#5d9b5b',
    win: '#ecd35a',
    sink: '#4a8fd8',
    defeat: '#e2609c',
  } satisfies Record<AccentToken, string>,
} as const;

/** What a thing is drawn as: an object's glyph, or a word tile of one of three roles. */
export type TileKind = 'object' | WordRole;

/** A thing as drawn. */
export interface DrawnThing {
  id: string;
  kind: ObservedThing['kind'];
  name: string;
  x: number;
  y: number;
  tile: TileKind;
  /** The square the thing is drawn in, in picture units. */
  slot: { left: number; top: number; size: number };
  /** The tile's fill, or null for a thing drawn without a tile (objects, operators). */
  fill: string | null;
  /** The colour of the label. */
  textColour: string;
  /** The glyph of an object, or the text of a word. */
  label: string;
  /** The glossary sentence of a property word, shown as the tile's title. */
  describe?: string;
  /** The neutral shape of the thing's channel, in the foreground colour. */
  marker?: { shape: string; colour: string };
  /** A plate's or gate's state, read from the board (spec: gates/derived): drawn as its frame. */
  circuit?: CircuitMark;
}

export interface BoardPicture {
  /** The board's size in cells. */
  width: number;
  height: number;
  cell: number;
  /** The picture's size in picture units: the board, plus one line per legend entry below it. */
  pixelWidth: number;
  pixelHeight: number;
  /** Every thing, in the observation's order, so a later thing in a stack is drawn on top. */
  things: DrawnThing[];
  /** One entry per glossary word on the board (`WIND: Blows things one cell along.`), then one per circuit state shown. */
  legend: string[];
  /** The legend as drawn: each entry wrapped to the picture's width, never clipped. */
  legendLines: string[];
}

export interface PictureInput {
  observation: { width: number; height: number; things: readonly ObservedThing[] };
  /** The level's property words (`levelPropertyWords`). */
  propertyWords: ReadonlySet<string>;
  glossary?: Glossary;
  palette?: Readonly<Record<string, PaletteEntry>>;
  cell?: number;
}

export const CELL = 48;
export const LEGEND_LINE = 18;
/** The widest character of the legend's 12-unit font, so a wrapped line always fits. */
const LEGEND_CHAR = 7.4;

/** How each circuit state is drawn and what it means, in the order the legend lists them. */
export const CIRCUIT_LEGEND: Readonly<Record<CircuitMark, string | null>> = {
  closed: 'Gate with a solid frame: closed; it blocks every mover.',
  open: 'Gate with a dashed frame: open; a plate of its channel is pressed.',
  jammed: 'Gate with a dotted frame: jammed open by the thing standing in it.',
  pressed: 'Plate with a bar below: pressed by the thing standing on it.',
  up: null,
};

/** Lays out a board picture. Pure; never throws on an observation that matches the adapter schema. */
export function drawBoard(input: PictureInput): BoardPicture {
  const { width, height, things } = input.observation;
  const stacks = stackPlaces(things);
  // spec: docs/things: a board with stacks is drawn with larger cells (up to twice the size), so
  // a stacked thing's slot is as large as a lone thing's cell and its label stays legible.
  // A loop, not Math.max(...): a spread of a very long list overflows the call stack.
  const side = Math.ceil(Math.sqrt(stacks.reduce((most, place) => Math.max(most, place.count), 1)));
  const cell = input.cell ?? CELL * Math.min(side, 2);
  const marks = circuitMarks(things);
  const drawn = things.map((thing, index) => {
    const picture = drawThing(thing, slotOf(thing, stacks[index], cell), input);
    const mark = marks.get(thing.id);
    return mark ? { ...picture, circuit: mark } : picture;
  });
  const legend = [...legendOf(drawn), ...circuitLegend(drawn)];
  // The legend scales with the cells, so a picture drawn larger for its stacks reads the same when shown at the usual size.
  const scale = cell / CELL;
  const legendLines = legend.flatMap((entry) =>
    wrap(entry, Math.floor((width * cell - 8 * scale) / (LEGEND_CHAR * scale))),
  );
  const line = LEGEND_LINE * scale;
  return {
    width,
    height,
    cell,
    pixelWidth: width * cell,
    pixelHeight: height * cell + legendLines.length * line + (legendLines.length > 0 ? line / 2 : 0),
    things: drawn,
    legend,
    legendLines,
  };
}

/** What a pack gives its pictures: glyphs, the glossary, and each level's property declarations. */
export interface PicturePack {
  palette?: PictureInput['palette'];
  properties?: Glossary;
  levels?: readonly (PropertyDeclarations & { id?: unknown })[];
}

/**
 * Draws an observation of one of the pack's levels: the property words of the observed level
 * (`levelPropertyWords`), the pack's glossary (`properties`) and palette. A level the pack does
 * not hold is drawn with the core property words only.
 */
export function drawLevelBoard(
  pack: PicturePack | undefined,
  observation: PictureInput['observation'] & { levelId: string },
): BoardPicture {
  // An engine's loaded pack is its own form (an object is all the protocol asks): a `levels` that
  // is not a list holds no level to read words from.
  const levels: unknown = pack?.levels;
  const level = Array.isArray(levels)
    ? (levels as NonNullable<PicturePack['levels']>).find((l) => l?.id === observation.levelId)
    : undefined;
  return drawBoard({
    observation,
    propertyWords: levelPropertyWords(level ?? {}),
    ...(pack?.properties ? { glossary: pack.properties } : {}),
    ...(pack?.palette ? { palette: pack.palette } : {}),
  });
}

/** The colour a property word's tile is filled with: its glossary accent, its own core colour, or the neutral one. */
export function propertyColour(word: string, glossary: Glossary | undefined): string {
  const token = glossary?.[word]?.accent ?? word.toLowerCase();
  return isAccent(token) ? THEME.properties[token] : THEME.customProperty;
}

function isAccent(token: string): token is AccentToken {
  return (ACCENT_TOKENS as readonly string[]).includes(token);
}

function drawThing(thing: ObservedThing, slot: DrawnThing['slot'], input: PictureInput): DrawnThing {
  const base = { id: thing.id, kind: thing.kind, name: thing.name, x: thing.x, y: thing.y, slot };
  const marker = markerOf(thing);
  const extra = marker ? { marker } : {};
  if (thing.kind === 'object') {
    return {
      ...base,
      tile: 'object',
      fill: null,
      textColour: THEME.foreground,
      label: glyphOf(thing.name, input.palette),
      ...extra,
    };
  }
  const tile = wordRole(thing.name, input.propertyWords);
  if (tile === 'operator')
    return { ...base, tile, fill: null, textColour: THEME.foreground, label: thing.name, ...extra };
  if (tile === 'noun')
    return { ...base, tile, fill: THEME.nounTile, textColour: THEME.foreground, label: thing.name, ...extra };
  const describe = input.glossary?.[thing.name]?.describe;
  return {
    ...base,
    tile,
    fill: propertyColour(thing.name, input.glossary),
    textColour: THEME.ink,
    label: thing.name,
    ...(describe ? { describe } : {}),
    ...extra,
  };
}

// Channel markers are neutral shapes in the foreground colour: a pink or blue one would read as
// DEFEAT or SINK (Crate Works seed, "Channel markers are neutral shape data"). The shape is the
// host's, from its fixed channel table (`channels.ts`); a token outside it gets no marker.
function markerOf(thing: ObservedThing): DrawnThing['marker'] {
  return isChannel(thing.channel)
    ? { shape: channelMarker(thing.channel), colour: THEME.foreground }
    : undefined;
}

/** An object's palette glyph, or its noun in lower case when the palette has none. */
function glyphOf(noun: string, palette: PictureInput['palette']): string {
  const entry = palette?.[noun];
  if (typeof entry === 'string') return entry;
  if (entry && typeof entry.glyph === 'string') return entry.glyph;
  return noun.toLowerCase();
}

// Stacks ----------------------------------------------------------------------

/** For each thing, its place in its cell's stack and the stack's height, so every thing stays visible. */
function stackPlaces(things: readonly ObservedThing[]): { index: number; count: number }[] {
  const counts = new Map<string, number>();
  const places = things.map((thing) => {
    const key = `${thing.x},${thing.y}`;
    const index = counts.get(key) ?? 0;
    counts.set(key, index + 1);
    return { key, index };
  });
  return places.map(({ key, index }) => ({ index, count: counts.get(key)! }));
}

/** One thing fills its cell; n things share it as a k×k grid, k = ⌈√n⌉, in observation order. */
function slotOf(
  thing: ObservedThing,
  place: { index: number; count: number },
  cell: number,
): DrawnThing['slot'] {
  const side = Math.ceil(Math.sqrt(place.count));
  const size = cell / side;
  return {
    left: thing.x * cell + (place.index % side) * size,
    top: thing.y * cell + Math.floor(place.index / side) * size,
    size,
  };
}

/** One legend entry per circuit state on the board, in the order of CIRCUIT_LEGEND. */
function circuitLegend(things: readonly DrawnThing[]): string[] {
  const shown = new Set(things.map((thing) => thing.circuit));
  return (Object.keys(CIRCUIT_LEGEND) as CircuitMark[])
    .filter((mark) => shown.has(mark) && CIRCUIT_LEGEND[mark])
    .map((mark) => CIRCUIT_LEGEND[mark]!);
}

/** Splits text at spaces into lines of at most `width` characters (a longer word gets a line of its own). */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line !== '' && line.length + 1 + word.length > Math.max(1, width)) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  return line === '' ? lines : [...lines, line];
}

/** Glossary sentences of the property words on the board, each once, in the order first seen. */
function legendOf(things: readonly DrawnThing[]): string[] {
  const lines = new Map<string, string>();
  for (const thing of things) {
    if (thing.describe && !lines.has(thing.name)) lines.set(thing.name, `${thing.name}: ${thing.describe}`);
  }
  return [...lines.values()];
}
