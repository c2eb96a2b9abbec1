// Places in words: turns a JSON pointer into a pack into the phrase a designer would use,
// e.g. `/levels/1/objects/4/noun` → `the "noun" of level 2 ("intro") object 5`.
// Phrases start in lower case; `sentence` capitalizes the first letter of a message.
import { fromPointer } from '../data/json-pointer.js';
import { quoteInput } from '../data/safe-text.js';
import { gridOriginOf } from './grid-origins.js';
import { closeSpelling } from '../words/spelling.js';

/** Names joined as a sentence lists them: "a", "a and b", "a, b and c". */
export function andList(names: readonly string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** Names the place a pointer points at, using level and automaton ids from `pack` when present. Never throws. */
export function describePlace(pointer: string, pack?: unknown): string {
  const segments = fromPointer(pointer);
  if (segments.length === 0) return 'the pack';
  const [head, ...rest] = segments as [string, ...string[]];
  switch (head) {
    case 'manifest':
      return describeUnder(rest, 'the manifest', {
        features: ['the feature list of the manifest', 'manifest feature'],
      });
    case 'palette':
      return describePalette(rest);
    case 'vocabulary':
      return describeList(rest, 'the vocabulary', 'vocabulary word');
    case 'levels':
      return describeLevels(rest, pack);
    case 'properties':
      return describeGlossary(rest);
    default:
      return describeUnder(segments, 'the pack', {});
  }
}

/** Names a place in a pack's proofs.json: `/proofs/2/moves` → `the "moves" of stored proof 3`. Never throws. */
export function describeProofsPlace(pointer: string): string {
  return describeUnder(fromPointer(pointer), 'proofs.json', {
    proofs: ['the proof list of proofs.json', 'stored proof'],
  });
}

/**
 * A thing of a level by its place in the level's object list (`object 5`) or, for a level written
 * as a grid, where the grid holds it (`grid row 2, cell 3 ("c@a")`), which is what its designer
 * wrote (spec: packs/grid-levels). Never throws.
 */
export function thingName(level: unknown, index: number): string {
  const origin = gridOriginOf(itemAt(field(level, 'objects'), String(index)));
  if (origin === undefined) return `object ${index + 1}`;
  return `grid row ${origin.row + 1}, cell ${origin.cell + 1} (${quote(origin.text)})`;
}

/** Another thing of the same level, named as thingName does, for a message about a thing. Never throws. */
export function sameLevelThing(level: unknown, index: number): string {
  const name = thingName(level, index);
  const fromGrid = gridOriginOf(itemAt(field(level, 'objects'), String(index))) !== undefined;
  return fromGrid ? `the thing at ${name}` : `${name} of the same level`;
}

/** Capitalizes the first letter, so a place phrase can open a sentence. Never throws. */
export function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Shows a value the way a designer reads it: `"intro"`, `3`, `a list`, `an object`. Never throws. */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  return value === undefined ? 'nothing' : 'a ' + typeof value;
}

/** `n` and the noun it counts: "1 level", "2 levels" (`many` for a plural that is not `one` + s). */
export function counted(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * Quotes input text for a message: at most 40 characters, control characters and escape
 * sequences shown escaped (spec: packs/safe-messages; `safe-text.ts`). Never throws.
 */
export function quote(text: string): string {
  return quoteInput(text);
}

/** "; if you meant "width", correct the spelling" when `word` is a typo of a candidate, else "". */
export function spellingHint(word: string, candidates: Iterable<string>): string {
  const meant = closeSpelling(word, candidates);
  return meant === undefined ? '' : `; if you meant ${quote(meant)}, correct the spelling`;
}

/**
 * The sentence for a level id a pack does not have, naming the levels it has (the first ten, then
 * how many more): the same words wherever a level is asked for by id (share, solve, replay).
 */
export function noSuchLevel(levelId: string, levelIds: readonly string[], purpose = ''): string {
  return `The pack has no level ${quote(levelId)}${purpose}; its levels are ${someLevelIds(levelIds)}.`;
}

/** Level ids quoted, the first ten, then how many more: `"a", "b" and 3 more`. */
export function someLevelIds(levelIds: readonly string[]): string {
  const shown = levelIds.slice(0, 10).map(quote).join(', ');
  const more = levelIds.length > 10 ? ` and ${levelIds.length - 10} more` : '';
  return `${shown}${more}`;
}

/** Why a phase is out of range of its automaton's pattern of `steps` steps, said the same by every check. */
export function phaseRange(steps: number): string {
  if (steps === 1) return 'the pattern has 1 step, so the phase must be 0';
  return `the pattern has ${steps} steps, so the phase must be between 0 and ${steps - 1}`;
}

// Named lists: [phrase for the list itself, phrase for one item (followed by its number)].
type ListNames = Record<string, [string, string]>;

function describeLevels(rest: string[], pack: unknown): string {
  if (rest.length === 0) return 'the level list';
  const [index, ...inLevel] = rest as [string, ...string[]];
  if (!isIndex(index)) return describeUnder(rest, 'the level list', {});
  const level = itemAt(field(pack, 'levels'), index);
  const levelName = `level ${ordinalOf(index)}${idSuffix(level)}`;
  const [listName, itemIndex, ...inItem] = inLevel;
  if (listName === 'objects' && itemIndex !== undefined && isIndex(itemIndex)) {
    return describeUnder(inItem, `${levelName} ${thingName(level, Number(itemIndex))}`, {});
  }
  if (listName === 'automata' && itemIndex !== undefined && isIndex(itemIndex)) {
    const automaton = itemAt(field(level, 'automata'), itemIndex);
    const automatonName = `${levelName} automaton ${ordinalOf(itemIndex)}${idSuffix(automaton)}`;
    return describeUnder(inItem, automatonName, {
      pattern: [`the pattern of ${automatonName}`, `${automatonName} step`],
    });
  }
  if (listName === 'pairs' && itemIndex !== undefined && isIndex(itemIndex)) {
    const pairName = `${levelName} pair ${ordinalOf(itemIndex)}`;
    return describeUnder(inItem, pairName, { words: [`the words of ${pairName}`, `${pairName} word`] });
  }
  return describeUnder(inLevel, levelName, {
    objects: [`the object list of ${levelName}`, 'object'],
    // Named as lists, as the objects are: "the automaton list … has 33 entries", never "the automata … has".
    automata: [`the automaton list of ${levelName}`, 'automaton'],
    pairs: [`the pair list of ${levelName}`, 'pair'],
    grid: [`the grid of ${levelName}`, `${levelName} grid row`],
    legend: [`the legend of ${levelName}`, 'legend symbol'],
  });
}

function describePalette(rest: string[]): string {
  if (rest.length === 0) return 'the palette';
  const [noun, ...inEntry] = rest as [string, ...string[]];
  const nounName = /^[A-Z][A-Z0-9_-]*$/.test(noun) ? noun : quote(noun);
  return describeUnder(inEntry, `the palette entry for ${nounName}`, {});
}

function describeGlossary(rest: string[]): string {
  if (rest.length === 0) return 'the glossary';
  const [word, ...inEntry] = rest as [string, ...string[]];
  const wordName = /^[A-Z][A-Z0-9_-]*$/.test(word) ? word : quote(word);
  return describeUnder(inEntry, `the glossary entry for ${wordName}`, {});
}

function describeList(rest: string[], listName: string, itemName: string): string {
  if (rest.length === 0) return listName;
  const [index, ...inItem] = rest as [string, ...string[]];
  if (!isIndex(index)) return describeUnder(rest, listName, {});
  return describeUnder(inItem, `${itemName} ${ordinalOf(index)}`, {});
}

// Walks the remaining segments below a named place: `"x" of <place>`, `item 3 of <place>`.
function describeUnder(segments: string[], place: string, lists: ListNames): string {
  // Deep inside something no pack has (runaway nesting), counting reads better than naming.
  if (segments.length > 4) return `a value ${segments.length} levels down in ${place}`;
  let phrase = place;
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i];
    const named = i === 0 ? lists[segment] : undefined;
    const next = segments[i + 1];
    if (named && next !== undefined && isIndex(next)) {
      phrase = `${named[1]} ${ordinalOf(next)}`;
      i++;
    } else if (named) {
      phrase = named[0];
    } else if (isIndex(segment)) {
      phrase = `item ${ordinalOf(segment)} of ${phrase}`;
    } else {
      phrase = `the ${quote(segment)} of ${phrase}`;
    }
  }
  return phrase;
}

function isIndex(segment: string): boolean {
  return /^(0|[1-9][0-9]*)$/.test(segment);
}

function ordinalOf(index: string): number {
  return Number(index) + 1;
}

function idSuffix(item: unknown): string {
  const id = field(item, 'id');
  return typeof id === 'string' && id !== '' ? ` (${quote(id)})` : '';
}

// Reads a field of plain data; anything else reads as undefined.
function field(value: unknown, key: string): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  return Object.prototype.hasOwnProperty.call(value, key)
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

function itemAt(list: unknown, index: string): unknown {
  return Array.isArray(list) ? list[Number(index)] : undefined;
}

/** The characters of `text` by code point, as Unicode writes them: "é" is U+00E9. */
export function codePoints(text: string): string {
  return [...text].map((c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`).join(' ');
}
