// The plain-data check under its two bounds (spec: packs/limits, conformance/plain-data): a pack's
// texts, values and field names are bounded; an engine's answer only by its kinds and depth.
import { describe, expect, it } from 'vitest';
import { runInNewContext } from 'node:vm';
import { ANSWER_DATA, answerData, MAX_DEPTH, readPlainData } from '../../../src/data/plain-data.js';

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

  // An answer's places were named as a pack's ("The "best" of the pack is Infinity …; packs must
  // be plain data"): an answer names them by their JSON pointers in it.
  it("names an answer's places by their JSON pointers in it, never as a pack's", () => {
    class Pos {
      x = 1;
    }
    const read = readPlainData({ best: Infinity, levels: [{ at: new Pos() }] }, answerData('the save'));
    expect(read.ok ? [] : read.errors.map((error) => [error.path, error.message])).toEqual([
      ['/best', '/best in the save is Infinity, which JSON cannot hold; use a finite number.'],
      [
        '/levels/0/at',
        '/levels/0/at in the save is an instance of Pos, not a plain object; answers must be plain data.',
      ],
    ]);
    const whole = readPlainData(10n, answerData('the save'));
    expect(whole.ok ? [] : whole.errors.map((error) => error.message)).toEqual([
      'The save is a bigint, which JSON cannot hold; answers must be plain data.',
    ]);
  });

  it('takes a plain object or list made in another realm as plain, and a class instance of it as not', () => {
    expect(readPlainData(runInNewContext('({ at: { x: [1, 2] } })'), ANSWER_DATA).ok).toBe(true);
    expect(readPlainData(runInNewContext('new (class Pos { x = 1 })()'), ANSWER_DATA).ok).toBe(false);
  });
});
