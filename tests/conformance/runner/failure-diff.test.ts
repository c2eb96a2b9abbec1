// A failing step's values are diffed only while small (conformance/bounded-answers): cucumber's
// diff takes time that grows with the product of their sizes.
import { describe, expect, it } from 'vitest';
import { MAX_DIFFED_VALUES, withoutLargeDiff } from '../../../conformance/runner/failure-diff.js';

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
