// The data check: a pack must be plain JSON-like data before anything else looks at it.
// It copies the input while checking it, so every later step reads our own plain copy and
// never runs a getter, a proxy trap or a prototype method of the caller's objects.
import { errorAt, type Diagnostic } from '../diagnostics/diagnostics.js';
import { isArrayIndex, toPointer } from './json-pointer.js';
import { kindOfObject, plainOfAnotherRealm } from './object-kind.js';
import { describePlace, quote, sentence } from '../diagnostics/places.js';

import { MAX_DEPTH, MAX_TEXT_LENGTH, MAX_VALUES } from '../pack/bounds.js';

export { MAX_DEPTH, MAX_VALUES };

// Own keys that could change an object's prototype when copied or merged.
const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export type PlainDataResult = { ok: true; data: unknown } | { ok: false; errors: Diagnostic[] };

/** What plain data may hold besides its kinds of values and its depth (MAX_DEPTH). */
export interface PlainDataBounds {
  maxTextLength: number;
  maxValues: number;
  /** Whether fields named `__proto__`, `constructor` or `prototype` are refused. */
  refuseReservedKeys: boolean;
  /** What is read, as a message names it: "the pack", "the save". */
  subject: string;
  /** What such data is, in the plural, as a message's rule says it: "packs", "answers". */
  kinds: string;
  /** Names a place in it, given its JSON pointer ("" for the whole of it). */
  describe: (pointer: string) => string;
}

/** A pack's bounds (packs/limits). */
export const PACK_DATA: PlainDataBounds = {
  maxTextLength: MAX_TEXT_LENGTH,
  maxValues: MAX_VALUES,
  refuseReservedKeys: true,
  subject: 'the pack',
  kinds: 'packs',
  describe: (pointer) => describePlace(pointer),
};

/**
 * An engine's answer (conformance/plain-data): any JSON value nested at most MAX_DEPTH deep. A save
 * is the engine's own (one long text, a field named `constructor`), and a protocol line's bound
 * already caps its size.
 */
export const ANSWER_DATA: PlainDataBounds = answerData('the answer');

/**
 * ANSWER_DATA for one answer, named `subject` ("the save"): its places are named by their JSON
 * pointers in it (`/best in the save`), never as places in a pack.
 */
export function answerData(subject: string): PlainDataBounds {
  return {
    maxTextLength: Number.POSITIVE_INFINITY,
    maxValues: Number.POSITIVE_INFINITY,
    refuseReservedKeys: false,
    subject,
    kinds: 'answers',
    describe: (pointer) => (pointer === '' ? subject : `${pointer} in ${subject}`),
  };
}

/**
 * Checks that `input` is plain data (null, booleans, finite numbers, texts, lists, plain objects;
 * no functions, symbols, bigints, undefined, class instances, getters, cycles; at most
 * MAX_DEPTH deep) within `bounds`, and returns a deep copy of it. Never throws.
 */
export function readPlainData(input: unknown, bounds: PlainDataBounds = PACK_DATA): PlainDataResult {
  const reader = new PlainDataReader(bounds);
  const data = reader.copy(input, undefined, 0);
  return reader.errors.length === 0 ? { ok: true, data } : { ok: false, errors: reader.errors };
}

class PlainDataReader {
  constructor(private readonly bounds: PlainDataBounds) {}

  readonly errors: Diagnostic[] = [];
  private values = 0;
  private tooBig = false;
  // The containers on the way from the root to the value being copied: a cycle is a way back.
  private readonly ancestors = new Set<object>();

  copy(value: unknown, at: At, depth: number): unknown {
    if (this.tooBig) return undefined;
    if (++this.values > this.bounds.maxValues) {
      this.tooBig = true;
      this.fail(
        undefined,
        `${sentence(this.bounds.subject)} holds more than ${MAX_VALUES} values, more than a pack may hold.`,
      );
      return undefined;
    }
    switch (typeof value) {
      case 'string':
        // `.length` is read in place: a 100 MB text is refused without being copied.
        if (value.length > this.bounds.maxTextLength) this.failTooLong(at, value.length);
        return value;
      case 'boolean':
        return value;
      case 'number':
        if (!Number.isFinite(value))
          this.fail(at, `${this.place(at)} is ${value}, which JSON cannot hold; use a finite number.`);
        return value;
      case 'undefined':
        this.fail(at, `${this.place(at)} is undefined, which JSON cannot hold; leave the field out instead.`);
        return undefined;
      case 'function':
        this.fail(at, `${this.place(at)} is a function; ${this.bounds.kinds} must be data, not code.`);
        return undefined;
      case 'symbol':
      case 'bigint':
        this.fail(
          at,
          `${this.place(at)} is a ${typeof value}, which JSON cannot hold; ${this.bounds.kinds} must be plain data.`,
        );
        return undefined;
      case 'object':
        if (value === null) return null;
        return this.copyContainer(value, at, depth);
    }
  }

  private copyContainer(value: object, at: At, depth: number): unknown {
    if (this.ancestors.has(value)) {
      this.fail(
        at,
        `${this.place(at)} contains itself (a cycle); ${this.bounds.kinds} must be plain data, a tree of lists and objects.`,
      );
      return undefined;
    }
    if (depth >= MAX_DEPTH) {
      this.fail(at, `${this.place(at)} is nested more than ${MAX_DEPTH} levels deep.`);
      return undefined;
    }
    this.ancestors.add(value);
    try {
      return this.copyChecked(value, at, depth);
    } catch (error) {
      // A proxy trap or an exotic object threw while we read it.
      this.fail(
        at,
        `${this.place(at)} could not be read (${String(error)}); ${this.bounds.kinds} must be plain data.`,
      );
      return undefined;
    } finally {
      this.ancestors.delete(value);
    }
  }

  private copyChecked(value: object, at: At, depth: number): unknown {
    const isList = Array.isArray(value);
    const prototype: unknown = Object.getPrototypeOf(value);
    // A list or object made in another realm (a `vm` context) is plain too.
    const plain =
      (isList ? prototype === Array.prototype : prototype === Object.prototype || prototype === null) ||
      plainOfAnotherRealm(value, prototype);
    if (!plain) {
      this.fail(
        at,
        `${this.place(at)} is ${kindOfObject(value)}, not a plain ${isList ? 'list' : 'object'}; ${this.bounds.kinds} must be plain data.`,
      );
      return undefined;
    }
    const out: unknown[] | Record<string, unknown> = isList ? [] : {};
    const keys = Reflect.ownKeys(value);
    for (const key of keys) {
      if (typeof key === 'symbol') {
        this.fail(at, `${this.place(at)} has a symbol key (${String(key)}), which JSON cannot hold.`);
        continue;
      }
      if (isList && key === 'length') continue;
      if (key.length > this.bounds.maxTextLength) {
        this.failTooLong(at, key.length, 'a key of ');
        continue;
      }
      const keyAt: At = { up: at, key };
      if (isList && !isArrayIndex(key)) {
        this.fail(
          keyAt,
          `${this.place(at)} is a list with an extra field ${quote(key)}; a list holds only items.`,
        );
        continue;
      }
      const reserved = RESERVED_KEYS.has(key);
      if (reserved && this.bounds.refuseReservedKeys) {
        this.fail(
          keyAt,
          `${this.place(at)} has a field named ${quote(key)}, which ${this.bounds.kinds} may not use.`,
        );
        continue;
      }
      const descriptor = Reflect.getOwnPropertyDescriptor(value, key)!;
      if (!('value' in descriptor)) {
        this.fail(
          keyAt,
          `${this.place(keyAt)} is a getter or setter; ${this.bounds.kinds} must be data, not code.`,
        );
        continue;
      }
      if (!descriptor.enumerable) {
        this.fail(
          keyAt,
          `${this.place(keyAt)} is a hidden (non-enumerable) field; ${this.bounds.kinds} must be plain data.`,
        );
        continue;
      }
      const copied = this.copy(descriptor.value, keyAt, depth + 1);
      // Defined, not assigned: assigning `__proto__` would set the copy's prototype.
      if (reserved)
        Object.defineProperty(out, key, {
          value: copied,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      else (out as Record<string, unknown>)[key] = copied;
    }
    if (isList) this.checkHoles(value as unknown[], at, keys.length - 1);
    return out;
  }

  // A list like [1, , 3] has a hole JSON cannot hold.
  private checkHoles(list: unknown[], at: At, ownItems: number): void {
    if (ownItems >= list.length) return;
    for (let index = 0; index < list.length; index++) {
      if (!Object.prototype.hasOwnProperty.call(list, index)) {
        const hole: At = { up: at, key: String(index) };
        this.fail(hole, `${this.place(hole)} is a hole in the list, which JSON cannot hold.`);
        return;
      }
    }
  }

  private place(at: At): string {
    return sentence(this.bounds.describe(pointerOf(at)));
  }

  private fail(at: At, message: string): void {
    this.errors.push(errorAt('not-data', pointerOf(at), message));
  }

  private failTooLong(at: At, length: number, what = ''): void {
    const pointer = pointerOf(at);
    this.errors.push(
      errorAt(
        'text-too-long',
        pointer,
        textTooLongMessage(pointer, length, what, this.bounds.describe, a(this.bounds.subject)),
      ),
    );
  }
}

/**
 * The message of `text-too-long` (also used by the JSON file reader, with the places of the file
 * it reads: a stored proof of proofs.json, not a pack's). Never throws.
 */
export function textTooLongMessage(
  path: string,
  length: number,
  what = '',
  describe: (pointer: string) => string = describePlace,
  file = 'a pack',
): string {
  return `${sentence(what + describe(path))} is a text of ${length} characters, longer than the ${MAX_TEXT_LENGTH} any text in ${file} may have.`;
}

/**
 * Where a value is: the key that holds it and where its container is (undefined: the root).
 * Its pointer is spelled out only for a diagnostic: a pack of 2,000,000 values would otherwise
 * build as many pointer texts on every load.
 */
type At = { readonly up: At; readonly key: string } | undefined;

function pointerOf(at: At): string {
  const keys: string[] = [];
  for (let step = at; step !== undefined; step = step.up) keys.push(step.key);
  return toPointer(keys.reverse());
}

// "the pack" → "a pack": a text's bound is every text's of such data.
function a(subject: string): string {
  return subject.replace(/^the /, 'a ');
}
