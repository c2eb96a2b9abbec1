// The guards the meaning checks read unchecked data with (src/data/records.ts).
import { describe, expect, it } from 'vitest';
import { entriesOf, fieldOf, isRecord, listAt, listOf } from '../../../src/data/records.js';

describe('data guards', () => {
  it('take objects, never lists or null, for records', () => {
    expect([{}, Object.create(null) as object, { a: 1 }].map(isRecord)).toEqual([true, true, true]);
    expect([null, [], 'x', 1, undefined].map(isRecord)).toEqual([false, false, false, false, false]);
  });

  it('read own fields only, and lists only where a list is', () => {
    const data = { levels: [1, 2], name: 'n' };
    expect(fieldOf(data, 'name')).toBe('n');
    expect(fieldOf(data, 'constructor')).toBeUndefined();
    expect(fieldOf([1], '0')).toBeUndefined();
    expect(listAt(data, 'levels')).toEqual([1, 2]);
    expect(listAt(data, 'name')).toEqual([]);
    expect(listAt(null, 'levels')).toEqual([]);
    expect(listOf('text')).toEqual([]);
    expect(entriesOf({ a: 1 })).toEqual([['a', 1]]);
    expect(entriesOf([1])).toEqual([]);
  });
});
