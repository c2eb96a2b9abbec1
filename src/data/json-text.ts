// Reading JSON text as a pack file does (spec: packs/file-bounds, packs/designer-warnings).
// JSON.parse keeps the last of two equal keys without a word and cannot say where; this reader
// gives the same values as JSON.parse, and also reports each key given twice (`duplicate-key`,
// a warning) with its JSON pointer, refuses a text longer than MAX_TEXT_LENGTH and nesting
// deeper than MAX_DEPTH while reading (never building them), and names the line and column of
// a syntax error. A `__proto__` key becomes an own field, as with JSON.parse, for the data check
// to refuse. One pass, no recursion deeper than MAX_DEPTH. Never throws.
import { errorAt, warningAt, type Diagnostic } from '../diagnostics/diagnostics.js';
import { toPointer } from './json-pointer.js';
import { MAX_DEPTH, MAX_DUPLICATE_KEY_WARNINGS, MAX_TEXT_LENGTH, MAX_VALUES } from '../pack/bounds.js';
import { describePlace, quote, sentence } from '../diagnostics/places.js';
import { textTooLongMessage } from './plain-data.js';
import { printable } from './safe-text.js';

// The white space JSON allows between values.
const JSON_SPACE = ' \t\n\r';

// Read in place, stopping at the first other character: a cut file may hold 32 MB of text.
function onlyJsonSpace(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (!JSON_SPACE.includes(text[i])) return false;
  return true;
}

export type JsonTextResult =
  { ok: true; data: unknown; warnings: Diagnostic[] } | { ok: false; errors: Diagnostic[] };

/** Parses `text` (the content of the file `name`) as JSON. Never throws. */
export function readJsonText(
  text: string,
  name: string,
  describe: (pointer: string) => string = describePlace,
): JsonTextResult {
  const reader = new JsonReader(text, name, describe);
  try {
    const data = reader.document();
    return { ok: true, data, warnings: reader.warnings() };
  } catch (error) {
    if (error instanceof Stop) return { ok: false, errors: [error.diagnostic] };
    throw error;
  }
}

/** Why a pack of more than MAX_VALUES values is refused, read from JSON or from a pack.cjs's export. */
export function tooManyValuesMessage(): string {
  return `The pack holds more than ${MAX_VALUES} values, more than a pack may hold.`;
}

// Thrown inside the reader to end it with one diagnostic.
class Stop {
  constructor(readonly diagnostic: Diagnostic) {}
}

// eslint-disable-next-line no-control-regex -- JSON forbids raw control characters in strings: the run stops at them
const SIMPLE_RUN = /[^"\\\u0000-\u001f]*/y;
const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
const ESCAPES: Record<string, string> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};

class JsonReader {
  private at = 0;
  private values = 0;
  // Lines are counted where they can occur (whitespace), so a position costs nothing to name.
  private line = 1;
  private lineStart = 0;
  private readonly path: (string | number)[] = [];
  // One entry per path given more than once (a key repeated 150 times was 100 warnings alike).
  private readonly duplicates = new Map<string, RepeatedKey>();
  private moreDuplicates = 0;

  constructor(
    private readonly text: string,
    private readonly name: string,
    // Names a place in words: a pack's places by default, another file's where it says so.
    private readonly describe: (pointer: string) => string,
  ) {}

  document(): unknown {
    this.space();
    const data = this.value(0);
    this.space();
    if (this.at < this.text.length) this.syntax('Unexpected non-whitespace character after JSON');
    return data;
  }

  warnings(): Diagnostic[] {
    const listed = [...this.duplicates.entries()].map(([path, repeated]) =>
      warningAt('duplicate-key', path, repeatedKeyMessage(repeated)),
    );
    if (this.moreDuplicates === 0) return listed;
    const last = listed[listed.length - 1];
    const more = `${last.message.slice(0, -1)}; ${this.moreDuplicates} more keys are given more than once in this file and not listed.`;
    return [...listed.slice(0, -1), { ...last, message: more }];
  }

  private value(depth: number): unknown {
    if (++this.values > MAX_VALUES) this.stop('not-data', '', tooManyValuesMessage());
    const c = this.text[this.at];
    if (c === '{') return this.object(depth);
    if (c === '[') return this.list(depth);
    if (c === '"') return this.string(false);
    if (c === 't') return this.literal('true', true);
    if (c === 'f') return this.literal('false', false);
    if (c === 'n') return this.literal('null', null);
    if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) return this.number();
    return this.unexpected();
  }

  private object(depth: number): Record<string, unknown> {
    this.enter(depth);
    const out: Record<string, unknown> = {};
    this.at++;
    this.space();
    if (this.text[this.at] === '}') return (this.at++, out);
    for (;;) {
      if (this.text[this.at] !== '"')
        this.structural(
          this.at >= this.text.length
            ? 'Unexpected end of JSON input'
            : 'Expected double-quoted property name',
        );
      const keyLine = this.line;
      const keyColumn = this.at - this.lineStart + 1;
      const key = this.string(true);
      this.space();
      if (this.text[this.at] !== ':') this.syntax("Expected ':' after property name");
      this.at++;
      this.space();
      this.path.push(key);
      const item = this.value(depth + 1);
      if (Object.prototype.hasOwnProperty.call(out, key)) this.duplicate(key, keyLine, keyColumn);
      this.path.pop();
      // An own field, never the prototype (as JSON.parse does); the data check refuses the key.
      if (key === '__proto__')
        Object.defineProperty(out, key, {
          value: item,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      else out[key] = item;
      this.space();
      const next = this.text[this.at++];
      if (next === '}') return out;
      if (next !== ',') this.structural("Expected ',' or '}' after property value", this.at - 1);
      this.space();
    }
  }

  private list(depth: number): unknown[] {
    this.enter(depth);
    const out: unknown[] = [];
    this.at++;
    this.space();
    if (this.text[this.at] === ']') return (this.at++, out);
    for (;;) {
      this.path.push(out.length);
      out.push(this.value(depth + 1));
      this.path.pop();
      this.space();
      const next = this.text[this.at++];
      if (next === ']') return out;
      if (next !== ',') this.structural("Expected ',' or ']' after array element", this.at - 1);
      this.space();
    }
  }

  private enter(depth: number): void {
    if (depth < MAX_DEPTH) return;
    const path = toPointer(this.path);
    this.stop(
      'not-data',
      path,
      `${sentence(this.describe(path))} is nested more than ${MAX_DEPTH} levels deep.`,
    );
  }

  private string(isKey: boolean): string {
    const start = ++this.at;
    SIMPLE_RUN.lastIndex = start;
    SIMPLE_RUN.test(this.text);
    let end = SIMPLE_RUN.lastIndex;
    this.checkLength(end - start, isKey);
    if (this.text[end] === '"') {
      this.at = end + 1;
      return this.text.slice(start, end);
    }
    // Escapes: build the text piece by piece (rare in packs).
    let out = this.text.slice(start, end);
    for (;;) {
      const c = this.text[end];
      if (c === '"') {
        this.at = end + 1;
        return out;
      }
      if (c === undefined) this.syntax('Unterminated string in JSON', end);
      if (c !== '\\') this.syntax('Bad control character in string literal', end);
      const escape = this.text[end + 1];
      if (escape === 'u' && /^[0-9a-fA-F]{4}$/.test(this.text.slice(end + 2, end + 6))) {
        out += String.fromCharCode(parseInt(this.text.slice(end + 2, end + 6), 16));
        end += 6;
      } else if (escape !== undefined && escape in ESCAPES) {
        out += ESCAPES[escape];
        end += 2;
      } else {
        this.syntax('Bad escaped character in JSON', end + 1);
      }
      SIMPLE_RUN.lastIndex = end;
      SIMPLE_RUN.test(this.text);
      this.checkLength(out.length + SIMPLE_RUN.lastIndex - end, isKey);
      out += this.text.slice(end, SIMPLE_RUN.lastIndex);
      end = SIMPLE_RUN.lastIndex;
    }
  }

  private checkLength(length: number, isKey: boolean): void {
    if (length <= MAX_TEXT_LENGTH) return;
    const path = toPointer(this.path);
    // A key is a text too: its place is the object that holds it.
    const file = this.describe === describePlace ? 'a pack' : this.name;
    this.stop(
      'text-too-long',
      path,
      textTooLongMessage(path, length, isKey ? 'a key of ' : '', this.describe, file),
    );
  }

  private number(): number {
    NUMBER.lastIndex = this.at;
    if (!NUMBER.test(this.text)) return this.unexpected();
    const text = this.text.slice(this.at, NUMBER.lastIndex);
    this.at = NUMBER.lastIndex;
    const value = Number(text);
    if (Number.isFinite(value)) return value;
    // 1e400 is valid JSON text, but past every number a program holds: it would read as Infinity.
    const path = toPointer(this.path);
    const shown = text.length > 40 ? `${text.slice(0, 20)}…${text.slice(-10)}` : text;
    return this.stop(
      'not-data',
      path,
      `${sentence(this.describe(path))} is ${shown}, too large a number for a pack to hold (the limit is about 1.8e308 either side of zero).`,
    );
  }

  private literal<T>(word: string, value: T): T {
    if (!this.text.startsWith(word, this.at)) return this.unexpected();
    this.at += word.length;
    return value;
  }

  private space(): void {
    for (;;) {
      const c = this.text.charCodeAt(this.at);
      if (c === 0x20 || c === 0x09) this.at++;
      else if (c === 0x0a || c === 0x0d) {
        // A line ends at LF, at CR, or at CR LF (counted once), as editors count lines.
        this.at += c === 0x0d && this.text.charCodeAt(this.at + 1) === 0x0a ? 2 : 1;
        this.lineStart = this.at;
        this.line++;
      } else return;
    }
  }

  private duplicate(key: string, line: number, column: number): void {
    const path = toPointer(this.path);
    const seen = this.duplicates.get(path);
    if (seen) {
      seen.times++;
      return;
    }
    if (this.duplicates.size >= MAX_DUPLICATE_KEY_WARNINGS) {
      this.moreDuplicates++;
      return;
    }
    const owner = this.describe(toPointer(this.path.slice(0, -1)));
    this.duplicates.set(path, { owner, key, line, column, times: 2 });
  }

  private unexpected(): never {
    const c = this.text.codePointAt(this.at);
    if (c === undefined) return this.structural('Unexpected end of JSON input');
    return this.structural(`Unexpected character ${quote(String.fromCodePoint(c))}`);
  }

  // A syntax error between values: the mistakes hand-written JSON holds most are said in a
  // designer's words, at the place to mend, rather than in the parser's at the place it stopped.
  private structural(reason: string, at = this.at): never {
    const c = this.text[at];
    if (c === "'")
      return this.syntax('JSON writes texts and keys in double quotes ("title"), not in single quotes', at);
    if (c === '/' && (this.text[at + 1] === '/' || this.text[at + 1] === '*'))
      return this.syntax('JSON holds no comments, so remove this one', at);
    if (c === ']' || c === '}') {
      let before = at - 1;
      while (before >= 0 && JSON_SPACE.includes(this.text[before])) before--;
      if (this.text[before] === ',')
        return this.syntax(
          `a comma before "${c}": JSON allows none after the last item, so remove it`,
          before,
        );
    }
    if (c === undefined && onlyJsonSpace(this.text))
      return this.syntax('the file is empty, or holds only white space', at);
    return this.syntax(reason, at);
  }

  private syntax(reason: string, at = this.at): never {
    // Line and column of `at`: counted once, at the end, without copying the text.
    let line = 1;
    let lineStart = 0;
    const lineEnd = /\r\n?|\n/g;
    for (let end = lineEnd.exec(this.text); end !== null && end.index < at; end = lineEnd.exec(this.text)) {
      line++;
      lineStart = end.index + end[0].length;
    }
    return this.stop(
      'bad-json',
      '',
      `${printable(this.name)} is not valid JSON at line ${line}, column ${at - lineStart + 1}: ${reason}.`,
    );
  }

  private stop(code: 'bad-json' | 'not-data' | 'text-too-long', path: string, message: string): never {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- a signal readJsonText always catches; no stack wanted
    throw new Stop(errorAt(code, path, message));
  }
}

/** A key given more than once in one object: where it came again first, and how often in all. */
interface RepeatedKey {
  owner: string;
  key: string;
  line: number;
  column: number;
  times: number;
}

function repeatedKeyMessage({ owner, key, line, column, times }: RepeatedKey): string {
  const often = times === 2 ? 'twice' : `${times} times`;
  const which = times === 2 ? 'remove one of them' : 'keep one of them';
  return `${sentence(owner)} gives the field ${quote(key)} ${often} (again at line ${line}, column ${column}); only the last value counts, so ${which}.`;
}
