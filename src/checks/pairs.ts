// Meaning checks for paired contacts (spec: pairs/words): what the schema cannot say about a
// level's `pairs`. Called once per level by `semantics.ts`, on the parts that passed the
// shape check (`usable`), so one load reports every problem at once. Never throws.
import { errorAt, type Diagnostic } from '../diagnostics/diagnostics.js';
import { childPointer } from '../data/json-pointer.js';
import { describePlace, quote, sentence } from '../diagnostics/places.js';
import { CORE_PROPERTIES, OPERATORS } from '../words/words.js';
import { isRecord, listAt, type DataRecord } from '../data/records.js';

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
            `${where} is ${word}, a word the game already uses (${reserved.join(', ')}); choose a new property word such as OPEN.`,
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
    errors.push(...nounsThatArePairWords(level, levelPath, pairWords, usable, place));
    errors.push(...subjectsThatArePairWords(level, levelPath, pairWords, usable, place));
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

// An object named after a pair word would be read as a property on the board: never both.
function nounsThatArePairWords(
  level: DataRecord,
  levelPath: string,
  pairWords: Map<string, Declared>,
  usable: (path: string) => boolean,
  place: (path: string) => string,
): Diagnostic[] {
  const errors: Diagnostic[] = [];
  listAt(level, 'objects').forEach((thing, index) => {
    const path = childPointer(levelPath, 'objects', index);
    if (!isRecord(thing) || !usable(path)) return;
    const noun = thing['noun'];
    const pair = typeof noun === 'string' ? pairWords.get(noun) : undefined;
    if (pair === undefined) return;
    errors.push(
      errorAt(
        'noun-is-property',
        childPointer(path, 'noun'),
        `${sentence(place(path))} has the noun ${String(noun)}, which ${pair.by} declares as a property word; a word cannot be both a noun and a property.`,
      ),
    );
  });
  return errors;
}

// A record whose subject is a property word could never be read as a rule's subject.
function subjectsThatArePairWords(
  level: DataRecord,
  levelPath: string,
  pairWords: Map<string, Declared>,
  usable: (path: string) => boolean,
  place: (path: string) => string,
): Diagnostic[] {
  const errors: Diagnostic[] = [];
  listAt(level, 'automata').forEach((automaton, index) => {
    const path = childPointer(levelPath, 'automata', index, 'subject');
    const subject = isRecord(automaton) ? automaton['subject'] : undefined;
    const pair = typeof subject === 'string' && usable(path) ? pairWords.get(subject) : undefined;
    if (pair === undefined) return;
    errors.push(
      errorAt(
        'reserved-word',
        path,
        `${sentence(place(path))} is ${String(subject)}, which ${pair.by} declares as a property word; a record's subject names the things that follow it, such as MOUSE.`,
      ),
    );
  });
  return errors;
}
