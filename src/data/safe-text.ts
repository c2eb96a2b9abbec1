// Text from a pack is shown to a person in a terminal: control characters and escape sequences
// in it must never reach the terminal raw (spec: packs/safe-messages). Every diagnostic message
// that quotes input, and the CLI when it prints a diagnostic, goes through `printable`.
import { MAX_QUOTED_CHARACTERS } from '../pack/bounds.js';

// What a terminal or a bidi renderer acts on: C0 controls (NUL, ESC, ...), DEL, the C1 range,
// the bidi marks, embeddings, overrides and isolates, the line and paragraph separators, the
// byte-order mark, and lone surrogate halves (not text at all).
// (With the u flag a surrogate pair is one character, so [\ud800-\udfff] matches lone halves only.)
/* eslint-disable no-control-regex -- matching control characters is this pattern's purpose */
const UNSAFE =
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069\ufeff\ud800-\udfff]/gu;
/* eslint-enable no-control-regex */

// Shown escaped too, though harmless to a terminal: characters that draw nothing between two
// others (zero-width space, word joiner, invisible operators, Mongolian vowel separator). Quoted
// raw, "first\u200b-steps" looked like the valid id it was said not to be. The zero-width joiner
// and non-joiner stay: emoji sequences and Persian words are made with them.
const UNSEEN = /[\u180e\u200b\u2060-\u2064]/u;
const SHOWN_ESCAPED = new RegExp(`${UNSAFE.source.slice(0, -1)}${UNSEEN.source.slice(1)}`, 'gu');

/**
 * Where `text` first holds a character the `control-character` warning is about, one that
 * messages show escaped (unseen ones too: a zero-width space in a title was not warned of), or
 * -1. Never throws.
 */
export function firstUnsafeCharacter(text: string): number {
  SHOWN_ESCAPED.lastIndex = 0;
  return SHOWN_ESCAPED.exec(text)?.index ?? -1;
}

/**
 * `text` with every unsafe or unseen character shown as `\uXXXX` (tab, line feed and carriage
 * return too, so a message stays on one line). Never throws; reads the text once, never copies it
 * into a list.
 */
export function printable(text: string): string {
  return text.replace(SHOWN_ESCAPED, escapedUnit);
}

/** One UTF-16 code unit written as its JSON escape, `\\uXXXX` (a lone surrogate half too). */
export function escapedUnit(unit: string): string {
  return `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

// A surrogate half with no partner: with the u flag a pair is one character and never matches.
const LONE_SURROGATE = /[\ud800-\udfff]/gu;

/**
 * `value` as JSON (indented by `indent`) that is well-formed Unicode: a lone surrogate half in any
 * of its strings is written as the visible text `\uXXXX`, as printed reports show it. JSON can
 * spell a lone half as an escape, but it is no character, and strict readers (Rust's serde_json
 * among them) refuse a file that holds one.
 */
export function wellFormedJson(value: unknown, indent = 2): string {
  return JSON.stringify(
    value,
    (_key, item: unknown) => (typeof item === 'string' ? item.replace(LONE_SURROGATE, escapedUnit) : item),
    indent,
  );
}

/**
 * Text for a terminal, line by line: `printable` on each line, so line feeds and tabs keep the
 * layout while every other unsafe character is escaped. Never throws.
 */
export function printableLines(text: string): string {
  return text
    .split('\n')
    .map((line) => line.split('\t').map(printable).join('\t'))
    .join('\n');
}

/** At most `max` characters of input (cut with "…"), unsafe characters escaped, without quotes. Never throws. */
export function showInput(text: string, max: number = MAX_QUOTED_CHARACTERS): string {
  const short = text.length > max ? headOf(text, max - 1) : text;
  return printable(short) + (short.length < text.length ? '…' : '');
}

/**
 * Quotes input for a message: at most MAX_QUOTED_CHARACTERS characters of it (cut with "…"),
 * in double quotes, with quotes, backslashes and unsafe characters escaped. Never throws.
 */
export function quoteInput(text: string, max: number = MAX_QUOTED_CHARACTERS): string {
  // Cut first (a slice of a bounded length), so a 100 MB text costs no more than a short one;
  // never cut a surrogate pair in half.
  const short = text.length > max ? headOf(text, max - 1) : text;
  const cut = short.length < text.length ? '…' : '';
  return `"${printable(short.replace(/[\\"]/g, (c) => `\\${c}`))}${cut}"`;
}

/** Counts the characters (code points) of a text without copying it. Never throws. */
export function characterCount(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    count++;
  }
  return count;
}

/** The first `units` UTF-16 units of `text`, one fewer where the cut would halve a surrogate pair. */
export function headOf(text: string, units: number): string {
  if (text.length <= units) return text;
  const low = text.charCodeAt(units);
  return text.slice(0, low >= 0xdc00 && low <= 0xdfff && units > 0 ? units - 1 : units);
}

/** The last `units` UTF-16 units of `text`, one fewer where the cut would halve a surrogate pair. */
export function tailOf(text: string, units: number): string {
  if (text.length <= units) return text;
  const from = text.length - units;
  const high = text.charCodeAt(from - 1);
  return text.slice(high >= 0xd800 && high <= 0xdbff ? from + 1 : from);
}

/** Every run of white space, line breaks included, as one space; trimmed: a message for one line. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
