// packs/file-bounds: the value bound sits above the largest pack packs/limits allows, so a pack
// within every limit is never refused as `not-data`, read as JSON text or loaded as data.
import { describe, expect, it } from 'vitest';
import { readJsonText } from '../../../src/data/json-text.js';
import { MAX_VALUES } from '../../../src/data/plain-data.js';
import { loadPack } from '../../../src/pack/loading.js';
import { countValues, largestPack } from './limits-pack.js';

describe('the largest pack the limits allow', () => {
  const pack = largestPack();

  it('holds more values than the old bound of 2,000,000, and fewer than the bound', () => {
    const values = countValues(pack);
    expect(values).toBeGreaterThan(2_000_000);
    expect(values).toBeLessThanOrEqual(MAX_VALUES);
  });

  it('loads as data', () => {
    const loaded = loadPack(pack);
    expect(loaded.ok ? [] : loaded.errors.slice(0, 3)).toEqual([]);
  }, 30_000);

  it('reads as JSON text', () => {
    const read = readJsonText(JSON.stringify(pack), 'pack.json');
    expect(read.ok ? [] : read.errors).toEqual([]);
  }, 30_000);
});
