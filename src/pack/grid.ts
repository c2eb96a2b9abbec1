// Levels as grids (spec: packs/grid-levels): a level may give `grid` (rows of cells) and
// `legend` (symbol → one thing in the board notation) instead of width, height and objects.
// The loader expands every grid level into the coordinate form before any other check, so a
// grid level loads to exactly the pack its coordinates would, and engines only see coordinates.
// Reading order gives generated ids: row by row, left to right, then stack order in a cell;
// `sym@#0007` pins a thing at that place, for levels whose things are not in reading order.
import { errorAt, type Diagnostic } from '../diagnostics/diagnostics.js';
import { childPointer, fromPointer, resolvePointer } from '../data/json-pointer.js';
import {
  gridOriginOf,
  rememberGridLevel,
  rememberGridThing,
  rememberUnreadGrid,
  wasGridLevel,
  type LegendNames,
} from '../diagnostics/grid-origins.js';
import { isRecord } from '../data/records.js';
import { characterCount } from '../data/safe-text.js';
import { codePoints, counted, describePlace, quote, sentence } from '../diagnostics/places.js';
import { shapeDiagnostic, unseenIn } from '../schema/messages.js';
import { schemaOf, schemaValidator } from '../schema/registry.js';
import type { PlacedThing } from '../types/pack.js';
import { generatedId } from '../words/words.js';

const AUTHORED_ID = /^[a-z][a-z0-9._-]{0,63}$/;
const PINNED_ID = /^#([0-9]{4})$/;
const MAX_SIDE = 64;
// A legend entry in a form the legend allows: a word (`ROCK`), an object (`rock`, `gate:circle`).
const LEGEND_THING = new RegExp(schemaOf('pack').$defs.legend.additionalProperties.pattern, 'u');

/** True for a level written as a grid: it has `grid` or `legend`. */
export function isGridLevel(level: unknown): level is Record<string, unknown> {
  return isRecord(level) && ('grid' in level || 'legend' in level);
}

/**
 * Replaces, in place, every grid level of `pack` (plain data, the loader's own copy) with its
 * coordinate form, and returns the grid problems. A grid level with a problem becomes an empty
 * 1 × 1 level, so the rest of the pack is still checked and nothing half-expanded is loaded.
 */
export function expandGridLevels(pack: unknown): Diagnostic[] {
  const levels =
    typeof pack === 'object' && pack !== null ? (pack as Record<string, unknown>)['levels'] : undefined;
  if (!Array.isArray(levels)) return [];
  const errors: Diagnostic[] = [];
  levels.forEach((level, index) => {
    if (!isGridLevel(level)) return;
    const path = childPointer('/levels', index);
    const problems = gridProblems(level, path, pack);
    // A grid and legend that fit their schema are read even when something else is wrong, so
    // every problem is reported at once. Too many rows is one of those: the rows are still read,
    // so a grid too wide as well is told in the same round (it took two).
    const tooManyRows = (d: Diagnostic) => d.code === 'too-many' && d.path === `${path}/grid`;
    const readable = !problems.some(
      (d) =>
        (d.path.startsWith(`${path}/grid`) && !(tooManyRows(d) && Array.isArray(level['grid']))) ||
        d.path.startsWith(`${path}/legend`),
    );
    const expanded = readable ? expand(level, path, pack, problems) : undefined;
    errors.push(...problems);
    const { grid: _grid, legend: _legend, ...rest } = level;
    const whole = expanded !== undefined && problems.length === 0;
    levels[index] = whole ? { ...rest, ...expanded } : { ...rest, width: 1, height: 1, objects: [] };
    rememberGridLevel(levels[index] as object);
    // Its board is unknown, but its legend still says what it draws (spec: packs/noun-trap).
    if (!whole) rememberUnreadGrid(levels[index] as object, legendNames(level['legend']));
  });
  return errors;
}

/**
 * Moves the diagnostics the later checks made about grid levels of `data` (as expanded by
 * expandGridLevels) to the places the designer wrote: a thing's to the row that holds it, the
 * size's or object list's to the grid. Diagnostics of one severity and code that land on one row
 * are joined, since a diagnostic is one per code and path and none may be lost.
 */
export function pointAtGridRows(diagnostics: readonly Diagnostic[], data: unknown): Diagnostic[] {
  const joined = new Map<string, { at: Diagnostic; messages: string[] }>();
  const moved: Diagnostic[] = [];
  for (const diagnostic of diagnostics) {
    const path = gridPathOf(diagnostic.path, data);
    if (path === undefined) {
      moved.push(diagnostic);
      continue;
    }
    const key = `${diagnostic.severity}\u0000${diagnostic.code}\u0000${path}`;
    const earlier = joined.get(key);
    if (earlier !== undefined) earlier.messages.push(diagnostic.message);
    else {
      const at = { ...diagnostic, path };
      joined.set(key, { at, messages: [diagnostic.message] });
      moved.push(at);
    }
  }
  // A row of 64 stacked cells can hold a thousand of one mistake: a few are quoted, the rest counted.
  for (const { at, messages } of joined.values()) {
    const shown = messages.slice(0, MOST_JOINED);
    const more = messages.length - shown.length;
    at.message = shown.join(' ') + (more > 0 ? ` And ${more} more like these in this row.` : '');
  }
  return moved;
}

/** The most problems of one code on one grid row quoted in full (the others are counted). */
const MOST_JOINED = 3;

// The grid place of a pointer into an expanded grid level, or undefined when it is not one.
function gridPathOf(pointer: string, data: unknown): string | undefined {
  const [head, levelIndex, field, thingIndex] = fromPointer(pointer);
  if (head !== 'levels' || levelIndex === undefined) return undefined;
  const level = childPointer('/levels', levelIndex);
  if (!wasGridLevel(resolvePointer(data, level)?.value)) return undefined;
  const grid = childPointer(level, 'grid');
  if (field === 'objects' && thingIndex !== undefined) {
    const origin = gridOriginOf(resolvePointer(data, childPointer(level, 'objects', thingIndex))?.value);
    if (origin !== undefined) return childPointer(grid, origin.row);
  }
  return field === 'objects' || field === 'width' || field === 'height' ? grid : undefined;
}

// The schema's word on `grid` and `legend`, and coordinates given alongside a grid.
function gridProblems(level: Record<string, unknown>, path: string, pack: unknown): Diagnostic[] {
  const problems: Diagnostic[] = [];
  const place = sentence(describePlace(path, pack));
  for (const field of ['width', 'height', 'objects']) {
    if (field in level)
      problems.push(
        errorAt(
          'bad-grid',
          childPointer(path, field),
          `${place} is written as a grid, so the grid gives its ${field === 'objects' ? 'things' : field}; remove ${quote(field)}, or write the level with coordinates and no grid.`,
        ),
      );
  }
  for (const field of ['grid', 'legend']) {
    if (!(field in level))
      problems.push(
        errorAt(
          'missing-field',
          childPointer(path, field),
          `${place} has ${field === 'grid' ? 'a "legend"' : 'a "grid"'} but no ${quote(field)}; a grid level needs both.`,
        ),
      );
  }
  // The grid and legend are checked against their own definitions in the pack schema.
  for (const field of ['grid', 'legend']) {
    const validate = schemaValidator('pack', `/$defs/${field}`);
    if (level[field] === undefined || validate(level[field])) continue;
    for (const error of validate.errors ?? []) {
      const shifted = { ...error, instancePath: childPointer(path, field) + error.instancePath };
      const diagnostic = shapeDiagnostic(shifted, pack);
      if (diagnostic) problems.push(diagnostic);
    }
  }
  const legend = level['legend'];
  if (isRecord(legend)) {
    // One diagnostic per code and path: a symbol the schema refused already is not named again.
    const named = new Set(problems.map((d) => d.path));
    const decomposed = decomposedSymbols(legend, childPointer(path, 'legend'), pack);
    problems.push(...decomposed.filter((d) => !named.has(d.path)));
  }
  return problems;
}

// One letter may be encoded two ways that look the same (é, or e and a combining accent): only
// the composed one (Normalization Form C) names a symbol, so two symbols never look alike.
function decomposedSymbols(legend: Record<string, unknown>, path: string, pack: unknown): Diagnostic[] {
  return Object.keys(legend)
    .filter((symbol) => symbol !== symbol.normalize('NFC'))
    .map((symbol) => {
      const composed = symbol.normalize('NFC');
      return errorAt(
        'bad-format',
        childPointer(path, symbol),
        `${sentence(describePlace(path, pack))} names ${quote(symbol)} (${codePoints(symbol)}), which is not in Unicode's composed form (Normalization Form C): write it as ${quote(composed)} (${codePoints(composed)}), which looks the same, so that no two symbols look alike.`,
      );
    });
}

interface Cell {
  thing: PlacedThing;
  pin?: number;
}

// Reads the rows into things; adds a diagnostic for every bad row or cell, its bad pins included.
function expand(
  level: Record<string, unknown>,
  path: string,
  pack: unknown,
  problems: Diagnostic[],
): { width: number; height: number; objects: PlacedThing[] } | undefined {
  const texts = level['grid'] as string[];
  // A row of spaces alone holds no cell (split, it would read as one cell with no symbol).
  const rows = texts.map((row) => (row.trim() === '' ? [] : row.trim().split(/\s+/)));
  const legend = level['legend'] as Record<string, string>;
  const width = rows[0].length;
  const read: Cell[] = [];
  // What is wrong in each row: one diagnostic per row, naming every problem of the row
  // (diagnostics are one per code and path), pins included.
  const said = rows.map((): string[] => []);
  let unread = 0;
  rows.forEach((cells, y) => {
    const separator = otherWhiteSpace(texts[y]);
    if (separator) said[y].push(separator);
    if (cells.length === 0)
      said[y].push(
        'holds no cell, only white space; every row holds at least one cell (use "." for an empty one)',
      );
    else if (cells.length !== width && width > 0)
      said[y].push(
        `has ${counted(cells.length, 'cell')}, but the first row has ${width}; every row of a grid has the same number of cells (use "." for an empty one)`,
      );
    cells.forEach((text, x) => {
      if (text === '.') return;
      for (const part of text.split('+')) {
        const cell = readSymbol(part, legend, x, y, text);
        if (typeof cell === 'string') {
          said[y].push(`cell ${x + 1}: ${cell}`);
          unread++;
        } else {
          rememberGridThing(cell.thing, { row: y, cell: x, text: part });
          read.push(cell);
        }
      }
    });
  });
  // Checked even when a cell could not be read, so a bad pin is never lost behind another problem.
  const pinned = pinPlaces(read, unread, (y, text) => said[y].push(text));
  said.forEach((rowSaid, y) => {
    const rowPath = childPointer(path, 'grid', y);
    if (rowSaid.length > 0)
      problems.push(
        errorAt('bad-grid', rowPath, `${sentence(describePlace(rowPath, pack))} ${rowSaid.join('; ')}.`),
      );
    // The first row gives the board's width; a later row is held to the first (above), so a board
    // too wide is said once, not once a row.
    if (y === 0 && rows[0].length > MAX_SIDE)
      problems.push(
        errorAt(
          'out-of-range',
          rowPath,
          `${sentence(describePlace(rowPath, pack))} has ${rows[0].length} cells, but a board is at most ${MAX_SIDE} cells wide.`,
        ),
      );
  });
  if (problems.some((d) => d.path.startsWith(`${path}/grid`))) return undefined;
  return { width, height: rows.length, objects: placeInOrder(read, pinned) };
}

// spec: packs/grid-levels — cells are separated by spaces alone. Other white space does not look
// like what it does (U+FEFF is invisible: "C\ufeffI" shows as the symbol CI), so a row holding
// one is refused, naming it by code point. The cells are still counted as \s splits them, so the
// row's other problems, and the other rows, are told as they would be with spaces there.
function otherWhiteSpace(row: string): string | undefined {
  const found = /[^\S ]/u.exec(row);
  if (!found) return undefined;
  return `holds ${codePoints(found[0])}, white space other than a space, at character ${characterCount(row.slice(0, found.index)) + 1}: cells are separated by spaces (U+0020) alone, so put a space there or nothing`;
}

function readSymbol(
  part: string,
  legend: Record<string, string>,
  x: number,
  y: number,
  cellText: string,
): Cell | string {
  const at = part.indexOf('@');
  // Read composed, as legend symbols are written: a row typed with accents apart finds its symbol.
  const symbol = (at < 0 ? part : part.slice(0, at)).normalize('NFC');
  const id = at < 0 ? undefined : part.slice(at + 1);
  if (!Object.prototype.hasOwnProperty.call(legend, symbol)) {
    // Neither an empty symbol nor "." can be a legend key: say what the cell holds instead.
    if (symbol === '') return `${quote(cellText)} has an empty symbol, before a "@" or beside a "+"`;
    if (symbol === '.')
      return `"." stands for an empty cell on its own; leave it out of the stack ${quote(cellText)}`;
    // A row written without spaces (as other puzzle tools write theirs) is one cell of many symbols.
    const characters = Array.from(symbol);
    if (characters.length > 1 && characters.every((c) => c === '.' || Object.hasOwn(legend, c)))
      return `${quote(symbol)} is not in the legend, but each of its characters is: cells are separated by spaces, so write ${quote(characters.join(' '))}`;
    const known = Object.keys(legend)
      .map((s) => `${quote(s)}${unseenIn(s)}`)
      .join(', ');
    return `${quote(symbol)}${unseenIn(symbol)} is not in the legend; add it to the legend, or use one of ${known}`;
  }
  const token = legend[symbol];
  const [name, channel] = token.split(':') as [string, string | undefined];
  const thing: PlacedThing =
    name === name.toUpperCase()
      ? { kind: 'word', text: name, x, y }
      : { kind: 'object', noun: name.toUpperCase(), x, y };
  if (channel !== undefined && thing.kind === 'object')
    thing.channel = channel as NonNullable<typeof thing.channel>;
  if (id === undefined) return { thing };
  const pinned = PINNED_ID.exec(id);
  if (pinned) return { thing, pin: Number(pinned[1]) };
  if (!AUTHORED_ID.test(id))
    return `${quote(part)} gives the id ${quote(id)}, but an id is lower case like "g1" (or "#0007" to pin the thing's place)`;
  thing.id = id;
  return { thing };
}

// Each pinned thing's place, or what is wrong with its pin, said at its row as every other
// problem of a cell is. With cells that could not be read (`unread` things at most), the grid
// holds at most that many more things: a pin past them all is out of range whatever they hold.
function pinPlaces(
  cells: Cell[],
  unread: number,
  say: (y: number, text: string) => void,
): (PlacedThing | undefined)[] {
  const places: (PlacedThing | undefined)[] = new Array<PlacedThing | undefined>(cells.length);
  const most = cells.length + unread;
  const holds = unread === 0 ? counted(most, 'thing') : `at most ${counted(most, 'thing')}`;
  for (const { thing, pin } of cells) {
    if (pin === undefined) continue;
    const cell = `cell ${thing.x + 1}`;
    if (pin < 1 || pin > most)
      say(
        thing.y,
        `${cell}: pins its thing at ${generatedId(pin - 1)}, but the grid holds ${holds}, so a pin is between #0001 and ${generatedId(most - 1)}`,
      );
    else if (places[pin - 1])
      say(
        thing.y,
        `${cell}: pins its thing at ${generatedId(pin - 1)}, where another thing is pinned; each place takes one thing`,
      );
    else places[pin - 1] = thing;
  }
  return places;
}

// Pinned things take their place (checked by pinPlaces); the others fill the free places in
// reading order.
function placeInOrder(cells: Cell[], places: (PlacedThing | undefined)[]): PlacedThing[] {
  let next = 0;
  for (const { thing, pin } of cells) {
    if (pin !== undefined) continue;
    while (places[next]) next++;
    places[next] = thing;
  }
  return places as PlacedThing[];
}

// The nouns and words a legend draws; an entry in a form the legend does not allow draws nothing.
function legendNames(legend: unknown): LegendNames {
  const names: LegendNames = { nouns: [], words: [] };
  if (!isRecord(legend)) return names;
  for (const entry of Object.values(legend)) {
    if (typeof entry !== 'string' || !LEGEND_THING.test(entry)) continue;
    const [name] = entry.split(':');
    if (name === name.toUpperCase()) names.words.push(name);
    else names.nouns.push(name.toUpperCase());
  }
  return names;
}
