// The shape check's bounds before the schema reads a pack (src/schema/check.ts): a list longer, or
// an object with more fields, than any a pack may hold is reported once as too many, and nothing
// else is checked. A palette of 200,000 entries that are not text took the schema minutes.
import { describe, expect, it } from 'vitest';
import { boundAt, checkPackShape, MOST_LIST_ITEMS, MOST_MAP_ENTRIES } from '../../../src/schema/check.js';
import { loadPack } from '../../../src/pack/loading.js';

const pack = (extra: object) => ({
  manifest: { id: 'p', name: 'P', version: '1.0.0', engine: 1 },
  levels: [{ id: 'a', title: 'A', width: 2, height: 1, objects: [] }],
  ...extra,
});

describe('checkPackShape bounds', () => {
  it('takes the largest maxItems and maxProperties of the pack schema', () => {
    expect(MOST_LIST_ITEMS).toBe(4096);
    expect(MOST_MAP_ENTRIES).toBe(256);
  });

  it('reports an object with more fields than any object may hold once, as too many', () => {
    const palette = Object.fromEntries(Array.from({ length: 50_000 }, (_, i) => [`N${i}`, 0]));
    const problems = checkPackShape(pack({ palette }));
    expect(problems.map((d) => `${d.code} at ${d.path}: ${d.message}`)).toEqual([
      'too-many at /palette: The palette has 50000 entries, but it may hold at most 256.',
    ]);
  });

  // "at most 4096" was the largest bound of any list: a pack of 5,000 levels may hold 64.
  it("names the value's own bound, or the largest where the schema gives none", () => {
    const level = { id: 'a', title: 'A', width: 2, height: 1, objects: [] };
    const messages = (data: unknown) => checkPackShape(data).map((d) => `${d.path}: ${d.message}`);
    expect(messages(pack({ levels: new Array(5000).fill(level) }))).toEqual([
      '/levels: The level list has 5000 entries, but it may hold at most 64.',
    ]);
    expect(messages(pack({ levels: [{ ...level, extra: new Array(5000).fill(0) }] }))).toEqual([
      '/levels/0/extra: The "extra" of level 1 ("a") has 5000 entries, more than any list of a pack may hold (at most 4096).',
    ]);
    expect(boundAt('/levels/3/legend', 'maxProperties')).toBe(256);
    expect(boundAt('/levels/3/grid', 'maxItems')).toBe(64);
    expect(boundAt('/levels/0/automata/1/pattern', 'maxItems')).toBe(32);
    expect(boundAt('/manifest/features', 'maxItems')).toBe(16);
    expect(boundAt('/nowhere', 'maxItems')).toBeUndefined();
  });

  it('checks a palette at the bound entry by entry', () => {
    const palette = Object.fromEntries(
      Array.from({ length: 256 }, (_, i) => [`N${String.fromCharCode(65 + (i % 26))}${i}`, 0]),
    );
    const problems = checkPackShape(pack({ palette }));
    expect(problems.some((d) => d.code === 'too-many')).toBe(false);
    expect(problems.length).toBeGreaterThan(0);
  });

  // Nothing else of such a pack is checked: the later checks would read what the schema never did.
  it('is all loadPack says of the pack', () => {
    const palette = Object.fromEntries(Array.from({ length: 257 }, (_, i) => [`N${i}`, 'x']));
    const broken = pack({ palette });
    (broken.levels[0].objects as unknown[]).push(
      { kind: 'thing', x: '9' },
      { kind: 'object', noun: 'CAT', x: 0, y: 0, id: 'c' },
      { kind: 'object', noun: 'CAT', x: 1, y: 0, id: 'c' },
    );
    const loaded = loadPack(broken);
    expect(loaded.ok ? [] : loaded.errors.map((d) => `${d.code} at ${d.path}`)).toEqual([
      'too-many at /palette',
    ]);
    expect(loaded.warnings).toEqual([]);
  });
});
