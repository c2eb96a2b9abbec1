// Meaning checks of the glossary (spec: packs/glossary, Clockwork seed ask 3): what the schema
// cannot say about a pack's `properties`. A key must be a custom property word some level of the
// pack declares; `describe` must read as one sentence. Called on the parts that passed the shape
// check (`usable`). Never throws.
import { errorAt, type Diagnostic } from '../diagnostics/diagnostics.js';
import { childPointer } from '../data/json-pointer.js';
import { describePlace, quote, sentence } from '../diagnostics/places.js';
import { levelPropertyWords } from '../words/property-words.js';
import { CORE_PROPERTIES, OPERATORS } from '../words/words.js';
import { isRecord } from '../data/records.js';

const RESERVED: readonly string[] = [...CORE_PROPERTIES, ...OPERATORS];

const TOKEN = /^[A-Z][A-Z0-9_-]{0,23}$/;
// One line, punctuated as its language punctuates it: any opening punctuation (¡, ¿, «, a quote,
// a bracket), then a letter, a digit or a pictograph; at the end a sentence terminal of any script
// (., !, ?, 。, ！, ।, ؟ …), then any closing quotes or brackets. A line holds none of Unicode's
// mandatory breaks (UAX #14): LF, VT, FF, CR, NEL, LS, PS.
const OPENING = String.raw`[\p{Ps}\p{Pi}¡¿"']*`;
const CLOSING = String.raw`[\p{Pe}\p{Pf}"']*`;
const ONE_SENTENCE = new RegExp(
  String.raw`^${OPENING}[\p{L}\p{N}\p{Extended_Pictographic}][^\n\v\f\r\u0085\u2028\u2029]*\p{Sentence_Terminal}${CLOSING}$`,
  'u',
);

const LINE_BREAK = /[\n\v\f\r\u0085\u2028\u2029]/u;
const BEGINNING = new RegExp(String.raw`^${OPENING}[\p{L}\p{N}\p{Extended_Pictographic}]`, 'u');
// The characters of a sentence's end a message quotes: the quote of the whole text is cut at 40
// characters, so a missing full stop at the end of a long sentence was never shown.
const END_SHOWN = 12;

/** Which part of ONE_SENTENCE a text fails, first met: its lines, its beginning or its end. */
function whyNotOneSentence(text: string): string {
  if (LINE_BREAK.test(text)) return 'it holds a line break';
  const characters = [...text];
  if (characters.length === 0) return 'it is empty';
  if (!BEGINNING.test(text)) return `it begins with ${quote(characters[0])}`;
  const end = characters.slice(-END_SHOWN).join('');
  return `it ends with ${quote(characters.length > END_SHOWN ? `…${end}` : end)}`;
}

/** `reserved-word` / `undeclared-property` for keys, `bad-format` for a `describe` that is not one sentence. */
export function checkGlossary(pack: unknown, usable: (path: string) => boolean): Diagnostic[] {
  const glossary = isRecord(pack) ? pack['properties'] : undefined;
  if (!isRecord(glossary)) return [];
  const declared = declaredWords(pack);
  // A pair or automaton the shape check refused may have declared a word as its designer meant:
  // that mistake is reported; calling the glossary's entry for its word undeclared would be a
  // second error for it (a pair naming only OPEN made SHUT's entry undeclared).
  const certain = levelsOf(pack).every(
    (_, index) => usable(`/levels/${index}/pairs`) && usable(`/levels/${index}/automata`),
  );
  const errors: Diagnostic[] = [];
  for (const [word, entry] of Object.entries(glossary)) {
    const path = childPointer('/properties', word);
    // An entry the shape check refused is not checked again (packs/diagnostic-codes).
    if (!usable(path)) continue;
    const where = sentence(describePlace(path, pack));
    // A key that is not a word already has its bad-format error from the shape check.
    if (TOKEN.test(word) && RESERVED.includes(word)) {
      errors.push(
        errorAt(
          'reserved-word',
          path,
          `${where} explains ${word}, a word the game already defines (${RESERVED.join(', ')}); a glossary explains the custom property words a level declares.`,
        ),
      );
    } else if (certain && TOKEN.test(word) && !declared.has(word)) {
      errors.push(
        errorAt(
          'undeclared-property',
          path,
          `${where} explains ${word}, but no level of the pack declares ${word} as an automaton's property or a pair word, so the entry would never be shown.`,
        ),
      );
    }
    const describePath = childPointer(path, 'describe');
    const describe = isRecord(entry) ? entry['describe'] : undefined;
    if (typeof describe === 'string' && usable(describePath) && !ONE_SENTENCE.test(describe)) {
      errors.push(
        errorAt(
          'bad-format',
          describePath,
          `${sentence(describePlace(describePath, pack))} is ${quote(describe)}, which is not one sentence on one line: ${whyNotOneSentence(describe)}; a glossary sentence begins with a letter, a digit or a pictograph and ends with a full stop, "!" or "?" (or its language's own, such as "。" or "؟").`,
        ),
      );
    }
  }
  return errors;
}

// The custom property words any level of the pack declares.
function declaredWords(pack: unknown): ReadonlySet<string> {
  const words = new Set<string>();
  for (const level of levelsOf(pack)) {
    if (!isRecord(level)) continue;
    for (const word of levelPropertyWords(level)) if (!RESERVED.includes(word)) words.add(word);
  }
  return words;
}

function levelsOf(pack: unknown): unknown[] {
  return isRecord(pack) && Array.isArray(pack['levels']) ? (pack['levels'] as unknown[]) : [];
}
