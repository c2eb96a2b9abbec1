// spec: rules/sentences
// The sentence grammar, read from a board of word tiles: the one reading the reference engine's
// rules, the loader's noun trap and the docs share (the fast solver reads the same grammar its own
// way, held equal to this one by tests/solver/rules-differential.test.ts).
//
// A line is a row (left to right) or a column (top to bottom). From every cell of a line, the
// longest run `NOUN (AND NOUN)* IS TERM (AND TERM)*` is a sentence: a NOUN is any word but IS,
// AND and the level's property words; a TERM is any word but IS and AND.
import { OPERATORS } from './words.js';

/** A word tile as the grammar needs it: its cell and what it stands for (`word`, read by `textOf`). */
export interface PlacedWord<T> {
  x: number;
  y: number;
  word: T;
}

/** One sentence: the words that are its subjects and its predicates, in reading order. */
export interface Sentence<T> {
  subjects: T[];
  predicates: T[];
}

type Line<T> = readonly (T | null)[];

/**
 * Every sentence of a width × height board, in reading order: rows top to bottom, then columns
 * left to right; along each line, from each start cell in turn. A cell holding two or more words
 * reads as no word; a word off the board (or not at whole-number coordinates) is left out.
 */
export function readSentences<T>(
  words: Iterable<PlacedWord<T>>,
  width: number,
  height: number,
  textOf: (word: T) => string,
  properties: ReadonlySet<string>,
): Sentence<T>[] {
  const grid = wordGrid(words, width, height);
  const lines: Line<T>[] = [...grid, ...Array.from({ length: width }, (_, x) => grid.map((row) => row[x]!))];
  const sentences: Sentence<T>[] = [];
  for (const line of lines) {
    for (let start = 0; start < line.length; start++) {
      const sentence = sentenceAt(line, start, textOf, properties);
      if (sentence) sentences.push(sentence);
    }
  }
  return sentences;
}

// Rows of the board, each cell the single word in it or null.
function wordGrid<T>(words: Iterable<PlacedWord<T>>, width: number, height: number): (T | null)[][] {
  const grid: (T | null)[][] = Array.from({ length: height }, () => new Array<T | null>(width).fill(null));
  const counts: number[][] = Array.from({ length: height }, () => new Array<number>(width).fill(0));
  for (const { x, y, word } of words) {
    if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= width || y >= height) continue;
    counts[y][x] += 1;
    grid[y][x] = counts[y][x] === 1 ? word : null;
  }
  return grid;
}

const [IS, AND] = OPERATORS;

/** The longest sentence starting at `start`, or null when none starts there. */
function sentenceAt<T>(
  line: Line<T>,
  start: number,
  textOf: (word: T) => string,
  properties: ReadonlySet<string>,
): Sentence<T> | null {
  // A place past the end of a line (`at + 2` at the board's edge) holds no word.
  const text = (at: number): string | null => {
    const word = at < line.length ? line[at] : null;
    return word === null || word === undefined ? null : textOf(word);
  };
  const isTerm = (at: number): boolean => {
    const word = text(at);
    return word !== null && word !== IS && word !== AND;
  };
  const isNoun = (at: number): boolean => isTerm(at) && !properties.has(text(at)!);

  if (!isNoun(start)) return null;
  const subjects = [line[start]!];
  let at = start;
  while (text(at + 1) === AND && isNoun(at + 2)) {
    subjects.push(line[at + 2]!);
    at += 2;
  }
  if (text(at + 1) !== IS || !isTerm(at + 2)) return null;
  const predicates = [line[at + 2]!];
  at += 2;
  while (text(at + 1) === AND && isTerm(at + 2)) {
    predicates.push(line[at + 2]!);
    at += 2;
  }
  return { subjects, predicates };
}
