// The noun trap (spec: packs/noun-trap, Clockwork seed ask 1): a word the rules reader reads as
// a predicate, which is neither a property word of its level nor a noun of the pack, turns every
// thing of the sentence's subject into an unglyphed thing of that "noun" (`DOOR IS SHUT` without
// a declared SHUT). The loader warns about each such word tile, naming the word, its level, its
// cell and the sentence. Called on the parts of a pack that passed the shape check. Never throws.
import { warningAt, type Diagnostic } from '../diagnostics/diagnostics.js';
import { childPointer } from '../data/json-pointer.js';
import { describePlace, sentence } from '../diagnostics/places.js';
import { levelPropertyWords, type PropertyDeclarations } from '../words/property-words.js';
import { isRecord, listAt, type DataRecord } from '../data/records.js';

/** A word tile read as a predicate: its index in `objects`, its text and cell, and the sentence. */
export interface PredicateWord {
  index: number;
  text: string;
  x: number;
  y: number;
  subjects: string[];
  sentence: string;
}

/** One cell of a line: the single word tile in it (its index and text), or null. */
type Cell = { index: number; text: string } | null;

/**
 * The word tiles of an authored board that the rules reader reads as predicates (spec:
 * rules/sentences): along every row, then every column, from each noun word the longest run
 * `NOUN (AND NOUN)* IS TERM (AND TERM)*`; every TERM is a predicate. A cell holding two or more
 * words reads as no word. Things outside the board, and anything that is not a word tile, are left out.
 * Each tile is listed once, with the first sentence that reads it.
 */
export function predicateWords(objects: readonly unknown[], width: number, height: number, properties: ReadonlySet<string>): PredicateWord[] {
  const grid = wordGrid(objects, width, height);
  const lines: Cell[][] = [...grid, ...Array.from({ length: width }, (_, x) => grid.map((row) => row[x] ?? null))];
  // A tile may be read in several sentences (a row and a column); the first, in reading order, names it.
  const found = new Map<number, PredicateWord>();
  for (const line of lines) {
    for (let start = 0; start < line.length; start++) {
      for (const word of readAt(line, start, properties, objects)) if (!found.has(word.index)) found.set(word.index, word);
    }
  }
  return [...found.values()];
}

/** The `undeclared-predicate` warnings of a pack; `usable(path)` says a part passed the shape check. */
export function checkNounTrap(pack: unknown, usable: (path: string) => boolean): Diagnostic[] {
  const nouns = nounsOfPack(pack);
  const warnings: Diagnostic[] = [];
  listAt(pack, 'levels').forEach((level, levelIndex) => {
    const levelPath = childPointer('/levels', levelIndex);
    if (!isRecord(level) || !usable(levelPath)) return;
    const { width, height } = level;
    if (typeof width !== 'number' || typeof height !== 'number') return;
    const properties = levelPropertyWords(level as PropertyDeclarations);
    for (const word of predicateWords(listAt(level, 'objects'), width, height, properties)) {
      if (properties.has(word.text) || nouns.has(word.text)) continue;
      const path = childPointer(levelPath, 'objects', word.index);
      warnings.push(warningAt('undeclared-predicate', path, trapMessage(word, path, levelPath, pack)));
    }
  });
  return warnings;
}

/** The nouns of a pack: every object's noun in any level, every palette key, every vocabulary word. */
export function nounsOfPack(pack: unknown): ReadonlySet<string> {
  const nouns = new Set<string>();
  for (const level of listAt(pack, 'levels')) {
    for (const thing of listAt(level, 'objects')) {
      if (isRecord(thing) && thing['kind'] === 'object' && typeof thing['noun'] === 'string') nouns.add(thing['noun']);
    }
  }
  const palette = isRecord(pack) ? pack['palette'] : undefined;
  if (isRecord(palette)) for (const noun of Object.keys(palette)) nouns.add(noun);
  for (const word of listAt(pack, 'vocabulary')) if (typeof word === 'string') nouns.add(word);
  return nouns;
}

function trapMessage(word: PredicateWord, path: string, levelPath: string, pack: unknown): string {
  const level = describePlace(levelPath, pack);
  const subjects = word.subjects.join(' and ');
  return (
    `${sentence(describePlace(path, pack))} is the word ${word.text} at (${word.x}, ${word.y}), read as a predicate in ` +
    `"${word.sentence}", but ${word.text} is neither a property word of ${level} nor a noun of the pack (no object, palette entry or vocabulary word); ` +
    `every ${subjects} would turn into a ${word.text} thing, so declare ${word.text} (an automaton's property or a pair word) or add it to the vocabulary.`
  );
}

// Rows of the board, each cell the single word tile in it or null (no word, or stacked words).
function wordGrid(objects: readonly unknown[], width: number, height: number): Cell[][] {
  const grid: Cell[][] = Array.from({ length: height }, () => new Array<Cell>(width).fill(null));
  const counts = new Map<string, number>();
  objects.forEach((thing, index) => {
    if (!isRecord(thing) || thing['kind'] !== 'word' || typeof thing['text'] !== 'string') return;
    const { x, y } = thing;
    if (!Number.isInteger(x) || !Number.isInteger(y) || (x as number) < 0 || (y as number) < 0 || (x as number) >= width || (y as number) >= height) return;
    const key = `${x as number},${y as number}`;
    const count = (counts.get(key) ?? 0) + 1;
    counts.set(key, count);
    grid[y as number]![x as number] = count === 1 ? { index, text: thing['text'] } : null;
  });
  return grid;
}

const isOperator = (cell: Cell, word: string): boolean => cell !== null && cell.text === word;
const isTerm = (cell: Cell): cell is NonNullable<Cell> => cell !== null && cell.text !== 'IS' && cell.text !== 'AND';
const isNoun = (cell: Cell, properties: ReadonlySet<string>): cell is NonNullable<Cell> => isTerm(cell) && !properties.has(cell.text);

// The predicates of the longest sentence starting at `start`, as the rules reader reads it.
function readAt(line: Cell[], start: number, properties: ReadonlySet<string>, objects: readonly unknown[]): PredicateWord[] {
  const first = line[start] ?? null;
  if (!isNoun(first, properties)) return [];
  const subjects = [first];
  let at = start;
  while (isOperator(line[at + 1] ?? null, 'AND') && isNoun(line[at + 2] ?? null, properties)) {
    subjects.push(line[at + 2]!);
    at += 2;
  }
  const firstTerm = line[at + 2] ?? null;
  if (!isOperator(line[at + 1] ?? null, 'IS') || !isTerm(firstTerm)) return [];
  const terms = [firstTerm];
  at += 2;
  while (isOperator(line[at + 1] ?? null, 'AND') && isTerm(line[at + 2] ?? null)) {
    terms.push(line[at + 2]!);
    at += 2;
  }
  const spelled = `${subjects.map((s) => s.text).join(' AND ')} IS ${terms.map((t) => t.text).join(' AND ')}`;
  return terms.map((term) => {
    const thing = objects[term.index] as DataRecord;
    return { index: term.index, text: term.text, x: thing['x'] as number, y: thing['y'] as number, subjects: subjects.map((s) => s.text), sentence: spelled };
  });
}
