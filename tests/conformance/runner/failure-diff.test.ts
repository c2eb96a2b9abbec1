// A failing step's values are diffed only while small (conformance/bounded-answers): cucumber's
// diff takes time that grows with the product of their sizes.
import { describe, expect, it } from 'vitest';
import {
  boundedFailure,
  MAX_DIFFED_VALUES,
  withoutLargeDiff,
} from '../../../conformance/runner/failure-diff.js';
import { MESSAGE_KEPT_CHARS } from '../../../conformance/runner/bounds.js';

const failure = (actual: unknown, expected: unknown) =>
  Object.assign(new Error('differs'), { actual, expected }) as Error & { showDiff?: boolean };
const list = (length: number) => Array.from({ length }, (_, i) => `rule ${i}`);

describe('withoutLargeDiff', () => {
  it('leaves a failure of small values to be diffed', () => {
    // The list counts itself and each of its items.
    const error = failure(list(MAX_DIFFED_VALUES - 1), { rules: list(10) });
    expect(withoutLargeDiff(error)).toBe(error);
    expect(error.showDiff).toBeUndefined();
  });

  it.each([
    ['an actual list of too many items', list(MAX_DIFFED_VALUES), []],
    [
      'an expected object of too many fields',
      {},
      Object.fromEntries(list(MAX_DIFFED_VALUES).map((r) => [r, 1])),
    ],
    ['a text of too many lines', 'one line', 'line\n'.repeat(MAX_DIFFED_VALUES)],
    ['values nested deep', [[[list(MAX_DIFFED_VALUES)]]], [[[]]]],
    ['a text on one line longer than a message is kept', 'x'.repeat(MESSAGE_KEPT_CHARS + 1), 'x'],
  ])('shows %s by its message alone', (_what, actual, expected) => {
    const error = failure(actual, expected);
    expect(withoutLargeDiff(error)).toBe(error);
    expect(error.showDiff).toBe(false);
  });

  it('passes on what is not an error object, and a failure without values', () => {
    expect(withoutLargeDiff('a string')).toBe('a string');
    expect(withoutLargeDiff(undefined)).toBeUndefined();
    const plain = new Error('no values');
    expect(withoutLargeDiff(plain)).toBe(plain);
    expect((plain as { showDiff?: boolean }).showDiff).toBeUndefined();
  });
});

// A hostile engine's 120,000-character decline, quoted in every failing step, made a run's
// --html and --messages 305 MB each, where the certificate kept 8 KiB a scenario.
describe('boundedFailure', () => {
  it('cuts a long message, in the stack too, as the certificate cuts it', () => {
    const error = new Error(`declined ${'L'.repeat(120_000)}`);
    expect(boundedFailure(error)).toBe(error);
    expect(error.message).toBe(
      `declined ${'L'.repeat(MESSAGE_KEPT_CHARS - 9)}… (111817 more characters not kept)`,
    );
    expect(error.stack).toMatch(/^Error: declined L+… \(111817 more characters not kept\)\n {4}at /);
  });

  it('leaves a short message as it is, and still bounds the diff', () => {
    const error = failure(list(MAX_DIFFED_VALUES), []);
    const stack = error.stack;
    expect(boundedFailure(error)).toBe(error);
    expect(error.message).toBe('differs');
    expect(error.stack).toBe(stack);
    expect(error.showDiff).toBe(false);
    expect(boundedFailure('thrown text')).toBe('thrown text');
    const frozen = Object.freeze(new Error('x'.repeat(MESSAGE_KEPT_CHARS + 1)));
    expect(boundedFailure(frozen)).toBe(frozen);
  });
});
