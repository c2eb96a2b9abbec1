// The wording table for ajv errors, including keywords today's pack schema does not use yet,
// so a schema change cannot turn an error into a crash or into ajv's own jargon.
import type { ErrorObject } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { shapeDiagnostic } from '../../../src/schema/messages.js';
import { loadPack } from '../../../src/pack/loading.js';

function ajvError(
  keyword: string,
  params: Record<string, unknown>,
  extra: Partial<ErrorObject> = {},
): ErrorObject {
  return { keyword, instancePath: '/levels/0/hint', schemaPath: '#/x', params, ...extra };
}

describe('shapeDiagnostic', () => {
  it('words a const on text as not-allowed', () => {
    expect(shapeDiagnostic(ajvError('const', { allowedValue: 'left' }, { data: 'up' }), {})).toMatchObject({
      code: 'not-allowed',
      message: 'The "hint" of level 1 is "up", but it must be "left".',
    });
  });

  // "widht" gave no hint of "width", and a word's "noun" was called a field "packs do not use".
  it('guesses a misspelt field, and says which field names a word and an object', () => {
    const manifest = { id: 'demo', name: 'Demo', version: '1.0.0', engine: 1 };
    const messagesOf = (level: Record<string, unknown>) => {
      const loaded = loadPack({ manifest, levels: [{ id: 'one', title: 'One', ...level }] });
      return (loaded.ok ? [] : loaded.errors).filter((d) => d.code === 'unknown-field').map((d) => d.message);
    };
    expect(messagesOf({ widht: 3, height: 1, objects: [] })).toEqual([
      'Level 1 ("one") has a field "widht" that packs do not use; if you meant "width", correct the spelling; the fields it may have are id, title, hint, width, height, objects, automata, pairs, solverMax.',
    ]);
    const word = { kind: 'word', noun: 'CAT', x: 0, y: 0 };
    const object = { kind: 'object', text: 'CAT', x: 1, y: 0 };
    expect(messagesOf({ width: 3, height: 1, objects: [word, object] })).toEqual([
      'Level 1 ("one") object 1 is a word, and a word is named by "text", not "noun"; the fields it may have are kind, text, x, y, id.',
      'Level 1 ("one") object 2 is an object, and an object is named by "noun", not "text"; the fields it may have are kind, noun, x, y, id, channel.',
    ]);
  });

  // The field "type", other formats' name for it, was never mentioned: only "has no kind".
  it('says a thing with a "type" and no "kind" names its kind "kind"', () => {
    const loaded = loadPack({
      manifest: { id: 'demo', name: 'Demo', version: '1.0.0', engine: 1 },
      levels: [
        {
          id: 'one',
          title: 'One',
          width: 3,
          height: 1,
          objects: [{ type: 'object', noun: 'CAT', x: 0, y: 0 }],
        },
      ],
    });
    expect(loaded.ok ? [] : loaded.errors.map((d) => `${d.code} ${d.path} ${d.message}`)).toEqual([
      'missing-field /levels/0/objects/0/kind Level 1 ("one") object 1 has no "kind"; it has a "type", but the pack format names a thing\'s kind "kind" ("kind": "object" or "kind": "word").',
    ]);
  });

  it('guesses a misspelt value of a fixed list, such as a channel', () => {
    const error = ajvError(
      'enum',
      { allowedValues: ['triangle', 'circle', 'square', 'diamond'] },
      { data: 'cirlce' },
    );
    expect(shapeDiagnostic(error, {})?.message).toBe(
      'The "hint" of level 1 is "cirlce", but it must be "triangle", "circle", "square" or "diamond"; if you meant "circle", correct the spelling.',
    );
    const far = ajvError('enum', { allowedValues: ['triangle', 'circle'] }, { data: 'red' });
    expect(shapeDiagnostic(far, {})?.message).toBe(
      'The "hint" of level 1 is "red", but it must be "triangle" or "circle".',
    );
  });

  // An empty legend was bad-format, in the validator's words "must NOT have fewer than 1 properties".
  it('words an object with too few entries as too-few', () => {
    const legend = { id: 'g', title: 'G', grid: ['.'], legend: {} };
    const loaded = loadPack({
      manifest: { id: 'demo', name: 'Demo', version: '1.0.0', engine: 1 },
      levels: [legend],
    });
    expect(loaded.ok ? [] : loaded.errors).toEqual([
      {
        severity: 'error',
        code: 'too-few',
        path: '/levels/0/legend',
        message: 'The legend of level 1 ("g") has no entries, but it needs at least 1.',
      },
    ]);
  });

  // "The pack gives the engine as "1", but this loader reads engine 1 packs only" read as a contradiction.
  it('says an engine given as text must be the number, and names an engine number it does not read', () => {
    const engine = (data: unknown) =>
      shapeDiagnostic(ajvError('const', { allowedValue: 1 }, { data, instancePath: '/manifest/engine' }), {});
    expect(engine('1')).toMatchObject({
      code: 'unsupported-engine',
      message: 'The pack gives the engine as "1", but it must be the number 1 (without quotes).',
    });
    expect(engine(2)?.message).toBe(
      'The pack is written for engine 2, but this loader reads engine 1 packs only.',
    );
  });

  // The phase of a 4-step pattern was said to range to 31, the schema's bound for any pattern.
  it("says a phase below 0 against its automaton's own pattern, when the pattern can be read", () => {
    const phase = (data: unknown, steps: number) =>
      shapeDiagnostic(
        ajvError(
          'minimum',
          { comparison: '>=', limit: 0 },
          { data, instancePath: '/levels/0/automata/0/phase', parentSchema: { minimum: 0, maximum: 31 } },
        ),
        {
          levels: [
            { id: 'one', automata: [{ id: 'm', pattern: Array.from({ length: steps }, () => ({})) }] },
          ],
        },
      )?.message;
    expect(phase(-1, 4)).toBe(
      'The "phase" of level 1 ("one") automaton 1 ("m") is -1, but the pattern has 4 steps, so the phase must be between 0 and 3.',
    );
    expect(phase(-1, 1)).toMatch(/the pattern has 1 step, so the phase must be 0\.$/);
    expect(phase(-1, 40)).toMatch(/is -1, but it must be between 0 and 31\.$/);
  });

  it('words a const on a number as out-of-range', () => {
    expect(shapeDiagnostic(ajvError('const', { allowedValue: 3 }, { data: 4 }), {})).toMatchObject({
      code: 'out-of-range',
    });
  });

  it('words a lone minimum as "at least"', () => {
    const error = ajvError('minimum', { limit: 2 }, { data: 1, parentSchema: { minimum: 2 } });
    expect(shapeDiagnostic(error, {})?.message).toBe(
      'The "hint" of level 1 is 1, but it must be at least 2.',
    );
  });

  it('words an unknown pattern and an unknown keyword without crashing', () => {
    expect(shapeDiagnostic(ajvError('pattern', { pattern: '^x$' }, { data: 'y' }), {})?.message).toBe(
      'The "hint" of level 1 is "y", which is not in the expected format (^x$).',
    );
    expect(
      shapeDiagnostic(ajvError('multipleOf', { multipleOf: 2 }, { message: 'must be multiple of 2' }), {}),
    ).toMatchObject({
      code: 'bad-format',
      message: 'The "hint" of level 1 does not fit the pack format (must be multiple of 2).',
    });
  });

  it("drops the summary error of propertyNames (the key's own error says it)", () => {
    expect(shapeDiagnostic(ajvError('propertyNames', { propertyName: 'bad' }), {})).toBeNull();
  });

  it('reports a discriminated thing with no tag as a missing field', () => {
    const error = ajvError(
      'discriminator',
      { error: 'tag', tag: 'kind' },
      { instancePath: '/levels/0/objects/0' },
    );
    expect(shapeDiagnostic(error, {})).toMatchObject({
      code: 'missing-field',
      path: '/levels/0/objects/0/kind',
    });
  });
});

// spec: packs/safe-messages. A joiner stays raw in a quote (emoji are made with it), so a word
// "CAT" followed by U+200D was refused with a quote that looked exactly like the valid CAT.
describe('a refused value holding a character no one sees', () => {
  it('is named by code point after its quote', () => {
    const word = (text: string) => {
      const result = loadPack({
        manifest: { id: 'demo', name: 'Demo', version: '1.0.0', engine: 1 },
        levels: [
          { id: 'one', title: 'One', width: 2, height: 1, objects: [{ kind: 'word', text, x: 0, y: 0 }] },
        ],
      });
      return result.ok ? [] : result.errors.map((d) => d.message);
    };
    expect(word('CAT\u200d')).toEqual([
      expect.stringContaining('is "CAT\u200d" (holding U+200D), which is not a valid word'),
    ]);
    expect(word('cat')).toEqual([expect.stringContaining('is "cat", which is not a valid word')]);
  });
});
