// A level's property set (spec: rules/property-words, automata/property-words, packs/property-set):
// the words that read as properties in `X IS <word>` and are drawn as property tiles. It is
// derived from the level's data only, in this one place, so pictures, docs and checks never keep
// a list of their own (a hard-coded `TICK` is how a pack's `WIND` once came out drawn as a noun).
// Its users: the loader's noun trap and glossary check, the reference engine's rules reader
// (reference/game.ts), the board pictures and the docs built from them.
import { CORE_PROPERTIES, OPERATORS } from './words.js';
import { listOf } from '../data/records.js';

/** The parts of a level that declare property words: automaton properties and pair words. */
export interface PropertyDeclarations {
  automata?: readonly { property: string }[];
  pairs?: readonly { words: readonly string[] }[];
}

/**
 * The level's property words: the core words, then every automaton's `property`, then every
 * pair's `words`, each once, in that order. Never throws; a declaration that is not a word
 * (malformed data the loader would reject) is left out.
 */
export function levelPropertyWords(level: PropertyDeclarations): ReadonlySet<string> {
  const words = new Set<string>(CORE_PROPERTIES);
  const add = (word: unknown): void => {
    if (typeof word === 'string' && word !== '') words.add(word.toUpperCase());
  };
  for (const record of listOf(level.automata)) add((record as { property?: unknown } | null)?.property);
  for (const pair of listOf(level.pairs))
    for (const word of listOf((pair as { words?: unknown } | null)?.words)) add(word);
  return words;
}

/** How a word tile reads on a level: an operator, a property word, or a noun. */
export type WordRole = 'operator' | 'property' | 'noun';

/** The role of a word tile's text, given the level's property words. */
export function wordRole(text: string, propertyWords: ReadonlySet<string>): WordRole {
  if ((OPERATORS as readonly string[]).includes(text)) return 'operator';
  return propertyWords.has(text) ? 'property' : 'noun';
}
