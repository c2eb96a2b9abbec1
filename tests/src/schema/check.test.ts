// The shape check's bounds before the schema reads a pack (src/schema/check.ts): a list longer, or
// an object with more fields, than any a pack may hold is reported once as too many, and nothing
// else is checked. A palette of 200,000 entries that are not text took the schema minutes.
import { describe, expect, it } from 'vitest';
import { checkPackShape, MOST_LIST_ITEMS, MOST_MAP_ENTRIES } from '../../../src/schema/check.js';
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
      'too-many at /palette: The palette has 50000 entries, more than any object of a pack may hold (at most 256).',
    ]);
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
