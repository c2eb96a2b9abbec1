// The plain-data check under its two bounds (spec: packs/limits, conformance/plain-data): a pack's
// texts, values and field names are bounded; an engine's answer only by its kinds and depth.
import { describe, expect, it } from 'vitest';
import { ANSWER_DATA, MAX_DEPTH, readPlainData } from '../../../src/data/plain-data.js';

const save = JSON.parse('{"__proto__":{"constructor":1},"pad":"' + 'x'.repeat(70_000) + '"}') as object;

describe('plain data', () => {
  it("holds a pack to a pack's bounds", () => {
    const read = readPlainData(save);
    expect(read.ok).toBe(false);
    expect(read.ok ? [] : read.errors.map((error) => [error.code, error.path])).toEqual([
      ['not-data', '/__proto__'],
      ['text-too-long', '/pad'],
    ]);
  });

  it("takes an engine's save as it is, and copies a __proto__ field as a field", () => {
    const read = readPlainData(save, ANSWER_DATA);
    expect(read).toMatchObject({ ok: true });
    const copy = (read as { data: Record<string, unknown> }).data;
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.keys(copy)).toEqual(['__proto__', 'pad']);
    expect(JSON.stringify(copy)).toBe(JSON.stringify(save));
  });

  it('still bounds the depth of an answer', () => {
    let deep: unknown = 1;
    for (let level = 0; level <= MAX_DEPTH; level++) deep = [deep];
    expect(readPlainData(deep, ANSWER_DATA).ok).toBe(false);
  });
});
