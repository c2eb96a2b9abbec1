// Long answers in a transcript: filed by digest, not whole (30 MB answers once made a run's
// transcript longer than a string can be), yet still able to say where two of them differ.
import { createHash } from 'node:crypto';
import { childPointer } from '../../src/data/json-pointer.js';
import { isRecord } from '../../src/data/records.js';

/** JSON with object keys sorted, so that two equal values always print alike. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  );
}

/**
 * The first place two JSON values differ: its JSON pointer (a list's length when two lists differ
 * in length) and the two values there; undefined when they are the same, keys in any order.
 */
export function firstDifference(
  a: unknown,
  b: unknown,
  path: string,
): { path: string; a: unknown; b: unknown } | undefined {
  if (canonicalJson(a) === canonicalJson(b)) return undefined;
  const bothArrays = Array.isArray(a) && Array.isArray(b);
  const bothObjects = isRecord(a) && isRecord(b);
  if (!bothArrays && !bothObjects) return { path, a, b };
  if (bothArrays && a.length !== b.length) return { path: `${path}/length`, a: a.length, b: b.length };
  const keys = bothArrays
    ? a.map((_, i) => String(i))
    : [...new Set([...Object.keys(a as object), ...Object.keys(b as object)])].sort();
  for (const key of keys) {
    const inner = firstDifference(
      (a as Record<string, unknown>)[key],
      (b as Record<string, unknown>)[key],
      childPointer(path, key),
    );
    if (inner) return inner;
  }
  return { path, a, b };
}

/** Answers longer than this (as canonical JSON) are compared by digest, not kept whole. */
export const DIGESTED_FROM = 16 * 1024;

/** At most this many parts a long answer is cut into: each a few dozen characters filed. */
const MOST_PARTS = 64;

/**
 * How a long answer is filed: its length, a SHA-256 of its canonical JSON, and its parts. The
 * parts cut the answer's values (each string, number, boolean, null, empty array or empty object,
 * in canonical order) into runs of equal count; each part is filed as the JSON pointer of its
 * first value and a short hash of its keys and values, so two digests tell where they first
 * differ to within a part.
 */
export interface AnswerDigest {
  digestedAnswer: {
    characters: number;
    sha256: string;
    /** How many values each part holds: parts of two digests line up only when it is the same. */
    valuesPerPart: number;
    parts: { from: string; hash: string }[];
  };
}

/** The answer as a transcript files it: itself, or its digest when it is longer than DIGESTED_FROM. */
export function answerDigest(answer: unknown): unknown {
  const canonicalText = canonicalJson(answer) ?? 'undefined';
  if (canonicalText.length <= DIGESTED_FROM) return answer;
  const digest: AnswerDigest = {
    digestedAnswer: {
      characters: canonicalText.length,
      sha256: createHash('sha256').update(canonicalText).digest('hex'),
      ...partsOf(answer),
    },
  };
  return digest;
}

export function isDigest(value: unknown): value is AnswerDigest {
  return isRecord(value) && isRecord(value['digestedAnswer']);
}

/**
 * Where two digests of one call first differ, as "from <pointer> to <pointer>" (or "at or after
 * <pointer>"); undefined when their parts cannot tell (digests filed before parts were).
 */
export function digestDifference(a: AnswerDigest, b: AnswerDigest): string | undefined {
  const first = a.digestedAnswer.parts;
  const second = b.digestedAnswer.parts;
  if (!Array.isArray(first) || !Array.isArray(second)) return undefined;
  // Cut at other places, their parts would differ from the first one on, wherever the change.
  if (a.digestedAnswer.valuesPerPart !== b.digestedAnswer.valuesPerPart) return undefined;
  const shared = Math.min(first.length, second.length);
  for (let i = 0; i < shared; i++) {
    if (first[i].from === second[i].from && first[i].hash === second[i].hash) continue;
    // Parts start alike in both runs up to here, so the first difference lies in this one.
    const start = first[i].from === second[i].from ? first[i].from : shorter(first[i].from, second[i].from);
    const end = first[i + 1]?.from;
    return end === undefined || first[i].from !== second[i].from
      ? `at or after ${shown(start)}`
      : `from ${shown(start)} to before ${shown(end)}`;
  }
  if (first.length !== second.length) return `at or after ${shown((first[shared] ?? second[shared]).from)}`;
  return undefined;
}

function shorter(a: string, b: string): string {
  return a.length <= b.length ? a : b;
}

function shown(pointer: string): string {
  return pointer === '' ? '(the whole answer)' : pointer;
}

/** The answer's values in canonical order, cut into at most MOST_PARTS runs of equal count. */
function partsOf(answer: unknown): { valuesPerPart: number; parts: { from: string; hash: string }[] } {
  // A power of two: two answers of somewhat different sizes (one more thing) still share it.
  const perPart = 2 ** Math.ceil(Math.log2(Math.max(1, Math.ceil(countValues(answer) / MOST_PARTS))));
  const parts: { from: string; hash: string }[] = [];
  // A part's tokens are joined and hashed once: a hash update per token cost twice as much.
  let text = '';
  let seen = 0;
  const close = () => {
    if (parts.length > 0) parts[parts.length - 1].hash = shortHash(text);
    text = '';
  };
  walk(answer, (pointer, token) => {
    if (token.value) {
      if (seen % perPart === 0) {
        close();
        parts.push({ from: pointer(), hash: '' });
      }
      seen++;
    }
    text += `${token.text}\u0000`;
  });
  close();
  return { valuesPerPart: perPart, parts };
}

function shortHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

function countValues(answer: unknown): number {
  let count = 0;
  walk(answer, (_pointer, token) => {
    if (token.value) count++;
  });
  return count;
}

type Visit = (pointer: () => string, token: { text: string; value: boolean }) => void;

/**
 * Walks a JSON value in canonical order (object keys sorted, as canonicalJson prints them),
 * calling `visit` for every key, bracket and value. A value's pointer is made only when asked
 * for: most values never need theirs.
 */
function walk(answer: unknown, visit: Visit): void {
  const path: (string | number)[] = [];
  const pointer = () => childPointer('', ...path);
  const visitValue = (value: unknown): void => {
    if (Array.isArray(value)) {
      if (value.length === 0) return visit(pointer, { text: '[]', value: true });
      visit(pointer, { text: '[', value: false });
      value.forEach((item: unknown, index) => {
        path.push(index);
        visitValue(item ?? null);
        path.pop();
      });
      return visit(pointer, { text: ']', value: false });
    }
    if (value !== null && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      const keys = Object.keys(record)
        .filter((key) => record[key] !== undefined)
        .sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
      if (keys.length === 0) return visit(pointer, { text: '{}', value: true });
      visit(pointer, { text: '{', value: false });
      for (const key of keys) {
        visit(pointer, { text: JSON.stringify(key), value: false });
        path.push(key);
        visitValue(record[key]);
        path.pop();
      }
      return visit(pointer, { text: '}', value: false });
    }
    visit(pointer, { text: JSON.stringify(value) ?? 'null', value: true });
  };
  visitValue(answer);
}
