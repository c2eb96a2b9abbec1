// The noun trap (spec: packs/noun-trap, Clockwork seed ask 1): a word the rules reader reads as
// a predicate, which is neither a property word of its level nor a noun of the pack, turns every
// thing of the sentence's subject into an unglyphed thing of that "noun" (`DOOR IS SHUT` without
// a declared SHUT). The loader warns about each such word tile, naming the word, its level, its
// cell and the sentence. Called on the parts of a pack that passed the shape check. Never throws.
import { warningAt, type Diagnostic } from '../diagnostics/diagnostics.js';
import { childPointer } from '../data/json-pointer.js';
import { describePlace, sentence } from '../diagnostics/places.js';
import { levelPropertyWords } from '../words/property-words.js';
import { readSentences } from '../words/sentences.js';
import { isRecord, listAt, type DataRecord } from '../data/records.js';
import { closeSpelling } from '../words/spelling.js';
import { unreadGridNames } from '../diagnostics/grid-origins.js';
import { CORE_PROPERTIES } from '../words/words.js';
import { quoteInput } from '../data/safe-text.js';
import { MAX_QUOTED_CHARACTERS } from '../pack/bounds.js';

/** A word tile read as a predicate: its index in `objects`, its text and cell, and the sentence. */
export interface PredicateWord {
  index: number;
  text: string;
  x: number;
  y: number;
  subjects: string[];
  sentence: string;
}

/**
 * The word tiles of an authored board that the rules reader reads as predicates: every TERM of
 * every sentence (src/words/sentences.ts, spec: rules/sentences). Things outside the board, and
 * anything that is not a word tile, are left out. Each tile is listed once, with the first
 * sentence that reads it.
 */
export function predicateWords(
  objects: readonly unknown[],
  width: number,
  height: number,
  properties: ReadonlySet<string>,
): PredicateWord[] {
  const words = objects.flatMap((thing, index) => {
    if (!isRecord(thing) || thing['kind'] !== 'word' || typeof thing['text'] !== 'string') return [];
    return [{ x: thing['x'] as number, y: thing['y'] as number, word: { index, text: thing['text'] } }];
  });
  // A tile may be read in several sentences (a row and a column); the first, in reading order, names it.
  const found = new Map<number, PredicateWord>();
  for (const read of readSentences(words, width, height, (word) => word.text, properties)) {
    const subjects = read.subjects.map((word) => word.text);
    const spelled = `${subjects.join(' AND ')} IS ${read.predicates.map((word) => word.text).join(' AND ')}`;
    for (const { index, text } of read.predicates) {
      if (found.has(index)) continue;
      const { x, y } = objects[index] as DataRecord;
      found.set(index, {
        index,
        text,
        x: x as number,
        y: y as number,
        subjects: [...subjects],
        sentence: spelled,
      });
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
    // The board's own parts decide: an error elsewhere in the level (its hint, an automaton's
    // step) leaves the board readable, and the designer hears of the trap in the same round.
    if (!isRecord(level) || !BOARD_PARTS.every((part) => usable(childPointer(levelPath, part)))) return;
    const { width, height } = level;
    if (typeof width !== 'number' || typeof height !== 'number') return;
    const properties = levelPropertyWords(level);
    for (const word of predicateWords(listAt(level, 'objects'), width, height, properties)) {
      if (properties.has(word.text) || nouns.has(word.text)) continue;
      const path = childPointer(levelPath, 'objects', word.index);
      const meant = closeSpelling(word.text, [...properties, ...nouns]);
      warnings.push(warningAt('undeclared-predicate', path, trapMessage(word, path, levelPath, pack, meant)));
    }
  });
  return warnings;
}

/** What the trap reads of a level: its size and its things, written as coordinates or as a grid. */
const BOARD_PARTS = ['width', 'height', 'objects', 'grid', 'legend'];

/** The nouns of a pack: every object's noun in any level, every palette key, every vocabulary word. */
export function nounsOfPack(pack: unknown): ReadonlySet<string> {
  const nouns = new Set<string>();
  for (const level of listAt(pack, 'levels')) {
    for (const noun of unreadGridNames(level).nouns) nouns.add(noun);
    for (const thing of listAt(level, 'objects')) {
      if (isRecord(thing) && thing['kind'] === 'object' && typeof thing['noun'] === 'string')
        nouns.add(thing['noun']);
    }
  }
  const palette = isRecord(pack) ? pack['palette'] : undefined;
  if (isRecord(palette)) for (const noun of Object.keys(palette)) nouns.add(noun);
  for (const word of listAt(pack, 'vocabulary')) if (typeof word === 'string') nouns.add(word);
  return nouns;
}

// `meant`: a known word one typo away (YOU for YUO), offered first, since a typo is the likeliest cause.
function trapMessage(
  word: PredicateWord,
  path: string,
  levelPath: string,
  pack: unknown,
  meant: string | undefined,
): string {
  const level = describePlace(levelPath, pack);
  // A sentence may run across the whole board: one longer than a quote may be (40 characters,
  // packs/safe-messages) is quoted by its end, "… IS <word>", and its subjects named up to three.
  const shown = word.subjects.slice(0, 3);
  const more = word.subjects.length - shown.length;
  const subjects = `${shown.join(' and ')}${more > 0 ? ` (and ${more} more)` : ''}`;
  const fix = `declare ${word.text} (an automaton's property or a pair word) or add it to the vocabulary`;
  // Words other games read as operators: here a word after IS is a property or a noun.
  if (word.text === 'NOT')
    return (
      `${sentence(describePlace(path, pack))} is the word NOT at (${word.x}, ${word.y}), read as a predicate in ${quotedSentence(word)}: ` +
      `Miau has no NOT (no rule negates another), so every ${subjects} would turn into a NOT thing; remove NOT and the words after it, or declare NOT if a NOT thing is meant.`
    );
  return (
    `${sentence(describePlace(path, pack))} is the word ${word.text} at (${word.x}, ${word.y}), read as a predicate in ` +
    `${quotedSentence(word)}, but ${word.text} is neither a property word of ${level} nor a noun of the pack (no object, palette entry or vocabulary word); ` +
    `every ${subjects} would turn into ${/^[AEIOU]/.test(word.text) ? 'an' : 'a'} ${word.text} thing` +
    (meant === undefined ? `, so ${fix}.` : `: ${typoAdvice(word.text, meant)}; otherwise ${fix}.`)
  );
}

// A core word (YOU for YUO) is spelled right by the engine: the tile is the typo. A word of the
// pack's own (an automaton's TIKC, an object's noun) may be the typo instead, and copying it onto
// the tile would spread it.
function typoAdvice(text: string, meant: string): string {
  const tile = `if you meant ${meant}, correct the tile`;
  return (CORE_PROPERTIES as readonly string[]).includes(meant)
    ? tile
    : `${tile}; if ${text} is right, correct ${meant} where the pack spells it`;
}

// The sentence, or past a quote's 40 characters its end as it reads on the board: "… IS WORD"
// for its first predicate, "… AND WORD" for a later one.
function quotedSentence(word: PredicateWord): string {
  if (word.sentence.length <= MAX_QUOTED_CHARACTERS) return quoteInput(word.sentence);
  const first = ` ${word.sentence} `.includes(` IS ${word.text} `);
  return quoteInput(`… ${first ? 'IS' : 'AND'} ${word.text}`);
}
