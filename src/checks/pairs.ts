// Meaning checks for paired contacts (spec: pairs/words): what the schema cannot say about a
// level's `pairs`. Called once per level by `semantics.ts`, on the parts that passed the
// shape check (`usable`), so one load reports every problem at once. Never throws.
import { errorAt, type Diagnostic } from '../diagnostics/diagnostics.js';
import { childPointer } from '../data/json-pointer.js';
import { describePlace, quote, sentence } from '../diagnostics/places.js';
import { CORE_PROPERTIES, OPERATORS } from '../words/words.js';
import { isRecord, listAt, type DataRecord } from '../data/records.js';

/** New property words a reserved pair word may be replaced by, in the order they are offered. */
const EXAMPLE_WORDS = ['OPEN', 'SHUT', 'KEY', 'LOCK'];

/** Who first declared a word in its level, and how, as phrases: "word 2 of pair 1", "declares". */
interface Declared {
  by: string;
  how: string;
}

/**
 * Checks a level's pair words: not reserved, declared once (across pairs and automaton
 * properties), not an object's noun, not an automaton's subject.
 */
export function checkPairs(
  level: DataRecord,
  levelPath: string,
  pack: unknown,
  usable: (path: string) => boolean,
): Diagnostic[] {
  const errors: Diagnostic[] = [];
  const place = (path: string) => describePlace(path, pack);
  const declared = automatonProperties(level, levelPath, usable);
  const pairWords = new Map<string, Declared>();
  // The example offered for a reserved word is one the level does not use yet: OPEN, offered to a
  // pair whose other word is OPEN, led to a duplicate-word error.
  const used = new Set([
    ...declared.keys(),
    ...listAt(level, 'pairs').flatMap((pair) => listAt(pair, 'words')),
  ]);
  const example = EXAMPLE_WORDS.find((word) => !used.has(word));

  listAt(level, 'pairs').forEach((pair, pairIndex) => {
    listAt(pair, 'words').forEach((word, wordIndex) => {
      const path = childPointer(levelPath, 'pairs', pairIndex, 'words', wordIndex);
      if (typeof word !== 'string' || !usable(path)) return;
      const where = sentence(place(path));
      const reserved = [...CORE_PROPERTIES, ...OPERATORS] as string[];
      if (reserved.includes(word)) {
        errors.push(
          errorAt(
            'reserved-word',
            path,
            `${where} is ${word}, a word the game already uses (${reserved.join(', ')}); choose a new property word${example === undefined ? ' this level does not use yet' : ` such as ${example}`}.`,
          ),
        );
        return;
      }
      const earlier = pairWords.get(word) ?? declared.get(word);
      if (earlier) {
        errors.push(
          errorAt(
            'duplicate-word',
            path,
            `${where} is ${word}, which ${earlier.by} already ${earlier.how}; a property word may be declared only once in a level.`,
          ),
        );
        return;
      }
      pairWords.set(word, { by: `word ${wordIndex + 1} of pair ${pairIndex + 1}`, how: 'declares' });
    });
  });

  if (pairWords.size > 0) {
    errors.push(...pairWordsWhereNounsBelong(level, levelPath, pairWords, usable, place));
  }
  return errors;
}

// Automaton property words of the level, each with the first record declaring it.
function automatonProperties(
  level: DataRecord,
  levelPath: string,
  usable: (path: string) => boolean,
): Map<string, Declared> {
  const properties = new Map<string, Declared>();
  listAt(level, 'automata').forEach((automaton, index) => {
    const path = childPointer(levelPath, 'automata', index, 'property');
    const property = isRecord(automaton) ? automaton['property'] : undefined;
    if (typeof property !== 'string' || !usable(path) || properties.has(property)) return;
    const id =
      isRecord(automaton) && typeof automaton['id'] === 'string' ? ` (${quote(automaton['id'])})` : '';
    properties.set(property, { by: `automaton ${index + 1}${id}`, how: 'declares as its property word' });
  });
  return properties;
}

/**
 * The two places where a noun belongs and a pair word cannot stand. An object named after a pair
 * word would be read as a property on the board; an automaton whose subject is one could never
 * be read as a rule's subject. `guarded` is the path whose shape must be sound for the check.
 */
const NOUN_PLACES = [
  {
    list: 'objects',
    field: 'noun',
    code: 'noun-is-property',
    guarded: 'record',
    says: (record: string, _field: string, word: string, by: string) =>
      `${record} has the noun ${word}, which ${by} declares as a property word; a word cannot be both a noun and a property.`,
  },
  {
    list: 'automata',
    field: 'subject',
    code: 'reserved-word',
    guarded: 'field',
    says: (_record: string, field: string, word: string, by: string) =>
      `${field} is ${word}, which ${by} declares as a property word; a record's subject names the things that follow it, such as MOUSE.`,
  },
] as const;

function pairWordsWhereNounsBelong(
  level: DataRecord,
  levelPath: string,
  pairWords: Map<string, Declared>,
  usable: (path: string) => boolean,
  place: (path: string) => string,
): Diagnostic[] {
  return NOUN_PLACES.flatMap(({ list, field, code, guarded, says }) =>
    listAt(level, list).flatMap((record, index) => {
      const recordPath = childPointer(levelPath, list, index);
      const path = childPointer(recordPath, field);
      const word = isRecord(record) ? record[field] : undefined;
      const sound = usable(guarded === 'record' ? recordPath : path);
      const pair = typeof word === 'string' && sound ? pairWords.get(word) : undefined;
      if (pair === undefined) return [];
      return [
        errorAt(code, path, says(sentence(place(recordPath)), sentence(place(path)), String(word), pair.by)),
      ];
    }),
  );
}
