// loadPack answers any value with a result (spec: conformance/load-never-throws), and only
// plain JSON-like data gets past its first check (code `not-data`, path to the place).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadPack } from '../../../src/pack/loading.js';
import { MAX_DEPTH, MAX_VALUES } from '../../../src/data/plain-data.js';

function validPack(): Record<string, unknown> {
  return {
    manifest: { id: 'p', name: 'P', version: '1.0.0', engine: 1 },
    levels: [
      { id: 'a', title: 'A', width: 2, height: 1, objects: [{ kind: 'object', noun: 'CAT', x: 0, y: 0 }] },
    ],
  };
}

// Loads and returns the errors as [code, path] pairs (none when the load succeeded).
function problems(input: unknown): [string, string][] {
  const result = loadPack(input);
  return result.ok ? [] : result.errors.map(({ code, path }) => [code, path]);
}

describe('loadPack on values that are not packs', () => {
  it.each([
    ['null', null],
    ['a number', 42],
    ['text', 'pack.json'],
    ['true', true],
    ['an empty list', []],
  ])('answers %s with a wrong-type error for the whole input', (_name, input) => {
    expect(problems(input)).toEqual([['wrong-type', '']]);
  });

  it('answers a list of packs with a wrong-type error', () => {
    expect(problems([validPack()])).toEqual([['wrong-type', '']]);
  });

  it('answers an empty object with the two missing fields', () => {
    expect(problems({})).toEqual([
      ['missing-field', '/levels'],
      ['missing-field', '/manifest'],
    ]);
  });

  it('never throws on arbitrary values', () => {
    fc.assert(
      fc.property(
        fc.anything({
          withBigInt: true,
          withDate: true,
          withMap: true,
          withSet: true,
          withTypedArray: true,
          withSparseArray: true,
          withNullPrototype: true,
        }),
        (input) => {
          const result = loadPack(input);
          expect(typeof result.ok).toBe('boolean');
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the data check', () => {
  it('accepts objects without a prototype as plain data', () => {
    const pack = validPack();
    const bare = Object.assign(Object.create(null) as object, pack['manifest']);
    expect(loadPack({ ...pack, manifest: bare }).ok).toBe(true);
  });

  it('accepts the same step object used twice (shared, not cyclic)', () => {
    const step = { action: 'move', dx: 1, dy: 0 };
    const pack = validPack();
    (pack['levels'] as Record<string, unknown>[])[0]['automata'] = [
      { id: 'm', property: 'TICK', pattern: [step, step] },
    ];
    expect(loadPack(pack).ok).toBe(true);
  });

  it('rejects a cycle at the place it closes', () => {
    const pack = validPack();
    pack['palette'] = { CAT: {} };
    (pack['palette'] as Record<string, Record<string, unknown>>)['CAT']['self'] = pack;
    expect(problems(pack)).toEqual([['not-data', '/palette/CAT/self']]);
  });

  it('rejects a getter without calling it', () => {
    const pack = validPack();
    let called = false;
    Object.defineProperty(pack['manifest'], 'name', { enumerable: true, get: () => ((called = true), 'P') });
    expect(problems(pack)).toEqual([['not-data', '/manifest/name']]);
    expect(called).toBe(false);
  });

  it('rejects a hidden (non-enumerable) field', () => {
    const pack = validPack();
    Object.defineProperty(pack, 'secret', { enumerable: false, value: 1 });
    expect(problems(pack)).toEqual([['not-data', '/secret']]);
  });

  it.each([
    ['a function', () => 1],
    ['a symbol', Symbol('s')],
    ['a bigint', 10n],
    ['undefined', undefined],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['a Date', new Date(0)],
    ['a Map', new Map()],
    ['a class instance', new (class Monster {})()],
    ['a list subclass', new (class Row extends Array {})()],
  ])('rejects %s where a value should be', (_name, value) => {
    const pack = validPack();
    pack['hint'] = value;
    expect(problems(pack)).toEqual([['not-data', '/hint']]);
  });

  it('names the class of an object that is not plain', () => {
    const result = loadPack({ ...validPack(), hint: new (class Monster {})() });
    expect(result.ok ? '' : result.errors[0].message).toBe(
      'The "hint" of the pack is an instance of Monster, not a plain object; packs must be plain data.',
    );
  });

  it('rejects symbol keys, extra list fields and holes in lists', () => {
    const list: unknown[] = ['CAT'];
    (list as unknown as Record<string, unknown>)['extra'] = 1;
    const holes = ['CAT', , 'DOG']; // eslint-disable-line no-sparse-arrays
    expect(problems({ ...validPack(), [Symbol('s')]: 1 })).toEqual([['not-data', '']]);
    expect(problems({ ...validPack(), vocabulary: list })).toEqual([['not-data', '/vocabulary/extra']]);
    expect(problems({ ...validPack(), vocabulary: holes })).toEqual([['not-data', '/vocabulary/1']]);
  });

  it('rejects __proto__, constructor and prototype as own keys', () => {
    const pack = JSON.parse('{"__proto__": {"polluted": true}, "prototype": 1}') as Record<string, unknown>;
    expect(problems({ ...validPack(), palette: pack, constructor: 'x' })).toEqual([
      ['not-data', '/constructor'],
      ['not-data', '/palette/__proto__'],
      ['not-data', '/palette/prototype'],
    ]);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('rejects a proxy whose traps throw, saying it could not be read', () => {
    const trap = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error('trapped');
        },
      },
    );
    const result = loadPack({ ...validPack(), hint: trap });
    expect(result.ok ? [] : result.errors.map(({ code, path, message }) => [code, path, message])).toEqual([
      [
        'not-data',
        '/hint',
        'The "hint" of the pack could not be read (Error: trapped); packs must be plain data.',
      ],
    ]);
  });

  it(`allows nesting ${MAX_DEPTH} deep and refuses one more`, () => {
    const nested = (depth: number): unknown => (depth === 0 ? 'X' : [nested(depth - 1)]);
    // The pack itself is depth 0 and its "hint" depth 1, so the hint may nest MAX_DEPTH - 1 lists
    // (and is then only an unknown field of the pack).
    const ok = problems({ ...validPack(), hint: nested(MAX_DEPTH - 1) });
    expect(ok).toEqual([['unknown-field', '/hint']]);
    const tooDeep = problems({ ...validPack(), hint: nested(MAX_DEPTH) });
    expect(tooDeep).toEqual([['not-data', '/hint' + '/0'.repeat(MAX_DEPTH - 1)]]);
  });

  it('survives nesting far deeper than any stack', () => {
    let deep: unknown = 'X';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(problems({ ...validPack(), hint: deep })[0][0]).toBe('not-data');
  });

  it(`refuses more than ${MAX_VALUES} values with one diagnostic`, () => {
    const many = new Array<number>(MAX_VALUES).fill(0);
    expect(problems({ ...validPack(), hint: many })).toEqual([['not-data', '']]);
  });

  it('does not change the input and does not share objects with the loaded pack', () => {
    const pack = validPack();
    const before = structuredClone(pack);
    const result = loadPack(pack);
    expect(pack).toEqual(before);
    expect(result.ok && result.pack.levels[0].objects[0]).not.toBe(
      (pack['levels'] as { objects: unknown[] }[])[0].objects[0],
    );
  });
});
