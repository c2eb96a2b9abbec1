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
  const board = new WordBoard(words, width, height, textOf, properties);
  // A sentence starts on a word, so only the cells holding one are visited: their keys
  // (y × width + x) in increasing order are the rows' reading order, and sorted by column the
  // columns'. The cost follows the number of words, not the size of the board.
  const starts = board.occupiedKeys();
  const byRow = [...starts].sort((a, b) => a - b);
  const byColumn = [...starts].sort((a, b) => (a % width) - (b % width) || a - b);
  const sentences: Sentence<T>[] = [];
  for (const [keys, across] of [
    [byRow, true],
    [byColumn, false],
  ] as const) {
    for (const key of keys) {
      const sentence = sentenceAt(new Line(board, key % width, Math.floor(key / width), across));
      if (sentence) sentences.push(sentence);
    }
  }
  return sentences;
}

/** The board's word tiles by cell, and how the grammar reads each word. */
class WordBoard<T> {
  // Key y × width + x: the single word in a cell, or null for two or more.
  private readonly cells = new Map<number, T | null>();

  constructor(
    words: Iterable<PlacedWord<T>>,
    readonly width: number,
    height: number,
    readonly textOf: (word: T) => string,
    readonly properties: ReadonlySet<string>,
  ) {
    for (const { x, y, word } of words) {
      if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= width || y >= height)
        continue;
      const key = y * width + x;
      this.cells.set(key, this.cells.has(key) ? null : word);
    }
  }

  /** The keys of the cells holding words (a stacked cell among them reads as no word). */
  occupiedKeys(): number[] {
    return [...this.cells.keys()];
  }

  /**
   * The single word at (x, y), or null: none, two or more, or past the board's edge. Past the
   * right edge a key would name a cell of the next row, so x is checked; below the bottom edge
   * no key is ever stored.
   */
  at(x: number, y: number): T | null {
    return x < this.width ? (this.cells.get(y * this.width + x) ?? null) : null;
  }
}

const [IS, AND] = OPERATORS;

/** A row (`across`) or a column from a sentence's first cell: the word `step` cells along it. */
class Line<T> {
  constructor(
    private readonly board: WordBoard<T>,
    private readonly x: number,
    private readonly y: number,
    private readonly across: boolean,
  ) {}

  word(step: number): T | null {
    return this.across ? this.board.at(this.x + step, this.y) : this.board.at(this.x, this.y + step);
  }

  text(step: number): string | null {
    const word = this.word(step);
    return word === null ? null : this.board.textOf(word);
  }

  /** Any word but IS and AND. */
  isTerm(step: number): boolean {
    const text = this.text(step);
    return text !== null && text !== IS && text !== AND;
  }

  /** A term that is not one of the level's property words. */
  isNoun(step: number): boolean {
    return this.isTerm(step) && !this.board.properties.has(this.text(step)!);
  }
}

/** The longest sentence starting at the first cell of `line`, or null when none starts there. */
function sentenceAt<T>(line: Line<T>): Sentence<T> | null {
  if (!line.isNoun(0)) return null;
  const subjects = [line.word(0)!];
  let at = 0;
  while (line.text(at + 1) === AND && line.isNoun(at + 2)) {
    subjects.push(line.word(at + 2)!);
    at += 2;
  }
  if (line.text(at + 1) !== IS || !line.isTerm(at + 2)) return null;
  const predicates = [line.word(at + 2)!];
  at += 2;
  while (line.text(at + 1) === AND && line.isTerm(at + 2)) {
    predicates.push(line.word(at + 2)!);
    at += 2;
  }
  return { subjects, predicates };
}
