// spec: packs/normalization and rules/entity-ids: a loaded pack has every thing's id filled
// (authored kept, else #NNNN from its 1-based place), keeps every authored field, and loading
// it again gives the same pack.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadPack } from '../../../src/pack/loading.js';
import { generatedId } from '../../../src/checks/semantics.js';
import type { MiauPack } from '../../../src/types/pack.js';

const tiny = JSON.parse(
  readFileSync(new URL('../../../packs/examples/tiny.json', import.meta.url), 'utf8'),
) as MiauPack;

function loaded(input: unknown): MiauPack {
  const result = loadPack(input);
  if (!result.ok) throw new Error(`expected the pack to load: ${JSON.stringify(result.errors)}`);
  expect(result.warnings).toEqual([]);
  return result.pack;
}

describe('generated ids', () => {
  it('are # and the 1-based place, four digits', () => {
    expect([0, 6, 99, 4095].map(generatedId)).toEqual(['#0001', '#0007', '#0100', '#4096']);
  });
});

describe('loading packs/examples/tiny.json', () => {
  it('fills missing ids and keeps authored ones', () => {
    const ids = loaded(tiny).levels[0].objects.map((thing) => thing.id);
    expect(ids).toEqual(['#0001', '#0002', '#0003', 'cat', 'flag', '#0006', '#0007', '#0008']);
  });

  it('keeps every authored field and changes nothing else', () => {
    const pack = loaded(tiny);
    const withoutIds = structuredClone(pack);
    withoutIds.levels[0].objects.forEach((thing, index) => {
      if (tiny.levels[0].objects[index].id === undefined) delete thing.id;
    });
    expect(withoutIds).toEqual(tiny);
  });

  it('is idempotent: loading the loaded pack gives the same pack', () => {
    const once = loaded(tiny);
    expect(loaded(once)).toEqual(once);
    expect(JSON.stringify(loaded(JSON.parse(JSON.stringify(once))))).toBe(JSON.stringify(once));
  });

  it('does not touch the input', () => {
    const input = structuredClone(tiny);
    loaded(input);
    expect(input).toEqual(tiny);
  });
});

describe('generated ids written back into a pack', () => {
  it('are accepted at their own place', () => {
    const pack = structuredClone(tiny);
    pack.levels[0].objects[0].id = '#0001';
    expect(loaded(pack).levels[0].objects[0].id).toBe('#0001');
  });

  it('are refused at another place, where they would clash with a generated id', () => {
    const pack = structuredClone(tiny);
    pack.levels[0].objects[0].id = '#0002';
    const result = loadPack(pack);
    expect(result.ok ? [] : result.errors.map(({ code, path }) => [code, path])).toEqual([
      ['bad-format', '/levels/0/objects/0/id'],
    ]);
  });
});

// Random valid packs: things anywhere on the board, some with authored ids.
const thingArbitrary = (width: number, height: number) =>
  fc.record(
    {
      kind: fc.constant('object' as const),
      noun: fc.constantFrom('CAT', 'FLAG', 'ROCK'),
      x: fc.integer({ min: 0, max: width - 1 }),
      y: fc.integer({ min: 0, max: height - 1 }),
      id: fc.constantFrom('a', 'b', 'c', 'd'),
    },
    { requiredKeys: ['kind', 'noun', 'x', 'y'] },
  );
const levelArbitrary = fc
  .record({ width: fc.integer({ min: 1, max: 8 }), height: fc.integer({ min: 1, max: 8 }) })
  .chain(({ width, height }) =>
    fc.record({
      id: fc.constant('level'),
      title: fc.constant('A level'),
      width: fc.constant(width),
      height: fc.constant(height),
      objects: fc.uniqueArray(thingArbitrary(width, height), {
        maxLength: 12,
        selector: (thing) => thing.id ?? Symbol('no id'),
      }),
    }),
  );
const packArbitrary = fc.array(levelArbitrary, { minLength: 1, maxLength: 3 }).map((levels) => ({
  manifest: { id: 'random', name: 'Random', version: '0.1.0', engine: 1 as const },
  levels: levels.map((level, index) => ({ ...level, id: `level-${index}` })),
}));

describe('normalization of any valid pack', () => {
  it('fills every id, keeps authored ones, and is idempotent', () => {
    fc.assert(
      fc.property(packArbitrary, (pack) => {
        const once = loaded(pack);
        once.levels.forEach((level, levelIndex) =>
          level.objects.forEach((thing, index) => {
            expect(thing.id).toBe(pack.levels[levelIndex].objects[index].id ?? generatedId(index));
          }),
        );
        expect(loaded(once)).toEqual(once);
      }),
      { numRuns: 100 },
    );
  });
});
