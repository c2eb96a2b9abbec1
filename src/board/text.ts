// Board text: the grid notation our Gherkin scenarios, failure messages and the CLI replay use.
// A board is a table, one row per board row, one cell per board cell:
//   `.`        an empty cell
//   `CAT`      a word tile (upper case)
//   `cat`      an object of that noun (lower case; the noun is CAT)
//   `a+b`      several things stacked in one cell
//   `cat@c1`   a thing with an explicit id
//   `gate:circle` an object with a channel (spec: gates/channels), before any id: `gate:circle@g1`
//   `gate:circle(open)` a plate or gate with its circuit state, in rendered boards only
//              (`miau replay`): plates `(pressed)` / `(up)`, gates `(open)` / `(jammed)` / `(closed)`
// Without an explicit id a thing gets the generated id of its place in authoring order
// (row by row, left to right, then stack order): `#0001`, `#0002`, ...
// Pure: no I/O, no dependencies beyond the generated types.
import type { Observation, ObservedThing } from '../types/adapter.js';
import type { Channel, PlacedThing } from '../types/pack.js';
import { CHANNELS, isChannel } from './channels.js';
import { circuitMarks } from './circuits.js';
import { printable } from '../data/safe-text.js';

/** A board read from a table, ready to become a level's `width`, `height` and `objects`. */
export interface ParsedBoard {
  width: number;
  height: number;
  objects: PlacedThing[];
}

/** A token of the notation: a thing's kind and name, and its id when the token names one. */
interface Token {
  kind: 'word' | 'object';
  name: string;
  id?: string;
  channel?: Channel;
}

const WORD_NAME = /^[A-Z][A-Z0-9_-]{0,23}$/;
const OBJECT_NAME = /^[a-z][a-z0-9_-]{0,23}$/;
const AUTHORED_ID = /^[a-z][a-z0-9._-]{0,63}$/;
const GENERATED_ID = /^#[0-9]{4,}$/;

// Reading ------------------------------------------------------------------

// Reads one token; `allowGenerated` lets expected boards name generated ids (`cat@#0002`).
function readToken(text: string, allowGenerated: boolean): Token | string {
  const at = text.indexOf('@');
  const named = at < 0 ? text : text.slice(0, at);
  const id = at < 0 ? undefined : text.slice(at + 1);
  const colon = named.indexOf(':');
  const name = colon < 0 ? named : named.slice(0, colon);
  const channel = colon < 0 ? undefined : named.slice(colon + 1);
  let token: Token;
  if (WORD_NAME.test(name)) token = { kind: 'word', name };
  else if (OBJECT_NAME.test(name)) token = { kind: 'object', name: name.toUpperCase() };
  else return `"${text}" is neither a WORD (upper case) nor an object (lower case)`;
  if (channel !== undefined) {
    if (token.kind === 'word') return `"${text}" gives a word a channel; only objects have one`;
    if (!isChannel(channel))
      return `"${text}" has the channel "${channel}", which is not one of ${CHANNELS.join(', ')}`;
    token.channel = channel;
  }
  if (id !== undefined) {
    const fits = AUTHORED_ID.test(id) || (allowGenerated && GENERATED_ID.test(id));
    if (!fits) return `"${text}" has the id "${id}", which is not a lower-case id like "k1"`;
    token.id = id;
  }
  return token;
}

// Reads a whole table into cells of tokens, collecting a message for every bad cell.
function readTable(rows: string[][], allowGenerated: boolean): { cells: Token[][][] } | { errors: string[] } {
  const errors: string[] = [];
  if (rows.length === 0 || rows[0].length === 0) return { errors: ['the board has no cells'] };
  const width = rows[0].length;
  const cells = rows.map((row, y) => {
    if (row.length !== width)
      errors.push(
        `row ${y} has ${row.length} ${row.length === 1 ? 'cell' : 'cells'}, the first row has ${width}`,
      );
    return row.map((raw, x) => {
      const text = raw.trim();
      if (text === '.') return [];
      const tokens: Token[] = [];
      for (const part of text.split('+')) {
        const token = readToken(part.trim(), allowGenerated);
        if (typeof token === 'string') errors.push(`cell (${x}, ${y}): ${token}`);
        else tokens.push(token);
      }
      return tokens;
    });
  });
  return errors.length > 0 ? { errors } : { cells };
}

/**
 * Reads a board table into a level's size and objects, in authoring order (row by row, left to
 * right, then stack order). Returns `{ errors }` naming every bad cell instead of throwing.
 */
export function parseBoardTable(rows: string[][]): ParsedBoard | { errors: string[] } {
  const read = readTable(rows, false);
  if ('errors' in read) return read;
  const objects: PlacedThing[] = [];
  read.cells.forEach((row, y) =>
    row.forEach((tokens, x) => {
      for (const t of tokens) {
        const placed: PlacedThing =
          t.kind === 'word' ? { kind: 'word', text: t.name, x, y } : { kind: 'object', noun: t.name, x, y };
        if (t.id !== undefined) placed.id = t.id;
        if (t.channel !== undefined && placed.kind === 'object') placed.channel = t.channel;
        objects.push(placed);
      }
    }),
  );
  return { width: read.cells[0].length, height: read.cells.length, objects };
}

// Writing ------------------------------------------------------------------

/** Ordinal (UTF-16 code unit) comparison: the one "id order" of the specification. */
function byId(a: { id: string }, b: { id: string }): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

// An engine names its things and ids: a line feed or a control character in one is shown
// escaped, so it cannot break the board's table or start a line of its own in a message.
function tokenOf(thing: ObservedThing, withId: boolean, mark?: string): string {
  const name =
    printable(thing.kind === 'word' ? thing.name : thing.name.toLowerCase()) +
    (thing.channel !== undefined ? `:${thing.channel}` : '') +
    (mark ? `(${mark})` : '');
  return withId ? `${name}@${printable(thing.id)}` : name;
}

// Lays out cells as an aligned table: `| CAT | IS | YOU |`, one line per row.
function layout(grid: string[][]): string {
  const widths = (grid[0] ?? []).map((_, x) => Math.max(...grid.map((row) => row[x].length)));
  return grid.map((row) => `| ${row.map((cell, x) => cell.padEnd(widths[x])).join(' | ')} |`).join('\n');
}

function observedGrid(
  observation: Observation,
  withId: (thing: ObservedThing) => boolean,
  circuits = false,
): string[][] {
  const marks = circuits ? circuitMarks(observation.things) : new Map<string, string>();
  const grid: string[][][] = Array.from({ length: observation.height }, () =>
    Array.from({ length: observation.width }, () => [] as string[]),
  );
  for (const thing of [...observation.things].sort(byId)) {
    grid[thing.y]?.[thing.x]?.push(tokenOf(thing, withId(thing), marks.get(thing.id)));
  }
  return grid.map((row) => row.map((tokens) => (tokens.length === 0 ? '.' : tokens.join('+'))));
}

/**
 * Writes an observed board in the notation, as an aligned Gherkin-style table; stacked things
 * are joined with `+` in id order, and every thing carries `@id` when `options.ids` is set.
 * With `options.circuits`, plates and gates carry their state: `gate:circle(open)`.
 */
export function renderBoardText(
  observation: Observation,
  options: { ids?: boolean; circuits?: boolean } = {},
): string {
  const grid = layout(observedGrid(observation, () => options.ids === true, options.circuits === true));
  // A thing the grid has no cell for is named below it, never dropped without a word.
  const outside = observation.things
    .filter((t) => !onBoard(t, observation))
    .map((t) => `outside the board: ${tokenOf(t, true)} at (${t.x}, ${t.y})`);
  return [grid, ...outside].join('\n');
}

function onBoard(t: ObservedThing, board: Observation): boolean {
  return t.x >= 0 && t.y >= 0 && t.x < board.width && t.y < board.height;
}

// Comparing ----------------------------------------------------------------

// A token fits a thing of its kind and name; a token that names a channel, only a thing with that channel.
function fits(t: Token, o: ObservedThing): boolean {
  return o.kind === t.kind && o.name === t.name && (t.channel === undefined || o.channel === t.channel);
}

// Matches one cell as multisets: id'd tokens claim their thing first, the rest match by kind and name.
function cellProblem(expected: Token[], observed: ObservedThing[]): string | undefined {
  const left = [...observed];
  const take = (pick: (t: ObservedThing) => boolean): boolean => {
    const i = left.findIndex(pick);
    if (i >= 0) left.splice(i, 1);
    return i >= 0;
  };
  const unmatched: Token[] = [];
  for (const t of expected.filter((t) => t.id !== undefined)) {
    if (!take((o) => o.id === t.id && fits(t, o))) unmatched.push(t);
  }
  for (const t of expected.filter((t) => t.id === undefined)) {
    if (!take((o) => fits(t, o))) unmatched.push(t);
  }
  if (unmatched.length === 0 && left.length === 0) return undefined;
  const show = (t: Token): string =>
    (t.kind === 'word' ? t.name : t.name.toLowerCase()) +
    (t.channel ? `:${t.channel}` : '') +
    (t.id ? `@${t.id}` : '');
  const parts: string[] = [];
  if (unmatched.length > 0) parts.push(`missing ${unmatched.map(show).join(', ')}`);
  if (left.length > 0) parts.push(`unexpected ${left.map((o) => tokenOf(o, true)).join(', ')}`);
  return parts.join('; ');
}

/**
 * Compares an expected board table with an observed board, cell by cell as multisets. A token
 * with `@id` must match the thing with that id, kind and name; a token without one matches any
 * thing of that kind and name. On a mismatch the message lists the differing cells and shows
 * both grids (the actual one with ids wherever the expected one names any).
 */
export function compareBoard(
  expected: string[][],
  observation: Observation,
): { ok: true } | { ok: false; message: string } {
  const read = readTable(expected, true);
  if ('errors' in read)
    return { ok: false, message: `The expected board cannot be read:\n${read.errors.join('\n')}` };
  const usesIds = read.cells.some((row) => row.some((cell) => cell.some((t) => t.id !== undefined)));
  const actual = renderBoardText(observation, { ids: usesIds });
  const expectedText = layout(expected.map((row) => row.map((cell) => cell.trim())));
  const height = read.cells.length;
  const width = read.cells[0].length;
  if (width !== observation.width || height !== observation.height) {
    return {
      ok: false,
      message: `Expected a ${width} by ${height} board but the board is ${observation.width} by ${observation.height}.\nexpected:\n${expectedText}\nactual:\n${actual}`,
    };
  }
  const differences: string[] = [];
  read.cells.forEach((row, y) =>
    row.forEach((tokens, x) => {
      const here = observation.things.filter((t) => t.x === x && t.y === y);
      const problem = cellProblem(tokens, here);
      if (problem) differences.push(`cell (${x}, ${y}): ${problem}`);
    }),
  );
  const outside = observation.things.filter((t) => !onBoard(t, observation));
  for (const t of outside) differences.push(`${tokenOf(t, true)} is outside the board at (${t.x}, ${t.y})`);
  if (differences.length === 0) return { ok: true };
  return {
    ok: false,
    message: `The board differs from the expected one:\n${differences.join('\n')}\nexpected:\n${expectedText}\nactual:\n${actual}`,
  };
}
