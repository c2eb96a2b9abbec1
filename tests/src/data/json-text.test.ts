// The pack file JSON reader (src/data/json-text.ts; spec: packs/file-bounds, packs/designer-warnings):
// the same values as JSON.parse, plus repeated keys, bounds and positions.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readJsonText } from '../../../src/data/json-text.js';
import { MAX_DEPTH, MAX_DUPLICATE_KEY_WARNINGS, MAX_TEXT_LENGTH } from '../../../src/pack/bounds.js';

const read = (text: string) => readJsonText(text, 'pack.json');
const problem = (text: string) => {
  const result = read(text);
  if (result.ok) throw new Error('it read');
  return result.errors.map(({ code, path, message }) => [code, path, message]);
};

describe('readJsonText', () => {
  it('gives the values JSON.parse gives, for any JSON text', () => {
    fc.assert(
      fc.property(fc.json({ depthSize: 'small' }), (text) => {
        const result = read(text);
        expect(result.ok && result.data).toEqual(JSON.parse(text));
        expect(result.ok && result.warnings).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('reads escapes, surrogates, numbers and literals as JSON.parse does', () => {
    const text =
      '{"a":"x\\"\\\\\\/\\b\\f\\n\\r\\t\\u00e9\\ud83d\\ude00y","n":[-0,1.5e3,2E-2,0.25],"t":true,"f":false,"z":null}';
    expect(read(text)).toEqual({ ok: true, data: JSON.parse(text) as unknown, warnings: [] });
  });

  it('reports a key given twice at its pointer and line, keeping the last value', () => {
    const result = read('{\n "levels": [{ "title": "A",\n  "title": "B" }]\n}');
    expect(result.ok && result.data).toEqual({ levels: [{ title: 'B' }] });
    expect(
      result.ok &&
        result.warnings.map(({ severity, code, path, message }) => [severity, code, path, message]),
    ).toEqual([
      [
        'warning',
        'duplicate-key',
        '/levels/0/title',
        'Level 1 gives the field "title" twice (again at line 3, column 3); only the last value counts, so remove one of them.',
      ],
    ]);
  });

  it(`lists at most ${MAX_DUPLICATE_KEY_WARNINGS} repeated keys and counts the rest`, () => {
    const keys = Array.from({ length: 150 }, (_, i) => `"k${i}":1,"k${i}":2`).join(',');
    const result = read(`{${keys}}`);
    const warnings = result.ok ? result.warnings : [];
    expect(warnings).toHaveLength(MAX_DUPLICATE_KEY_WARNINGS);
    expect(warnings[warnings.length - 1].message).toMatch(
      /; 50 more keys are given more than once in this file and not listed\.$/,
    );
  });

  // 150 copies of one key were 100 warnings alike, each saying "twice", then "49 more keys".
  it('says a key given many times once, with how many times', () => {
    const result = read(`{${Array.from({ length: 150 }, (_, i) => `"title": ${i}`).join(', ')}}`);
    expect(result.ok && result.data).toEqual({ title: 149 });
    expect(result.ok && result.warnings.map((w) => [w.path, w.message])).toEqual([
      [
        '/title',
        'The pack gives the field "title" 150 times (again at line 1, column 14); only the last value counts, so keep one of them.',
      ],
    ]);
  });

  it('keeps __proto__ an own field, for the data check to refuse', () => {
    const result = read('{"__proto__": {"polluted": true}}');
    const data = result.ok ? (result.data as object) : {};
    expect(Object.getPrototypeOf(data)).toBe(Object.prototype);
    expect(Object.keys(data)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('refuses a text longer than the bound while reading, at its path', () => {
    const long = 'x'.repeat(MAX_TEXT_LENGTH + 1);
    expect(problem(`{"levels":[{"title":"${long}"}]}`)).toEqual([
      [
        'text-too-long',
        '/levels/0/title',
        `The "title" of level 1 is a text of ${MAX_TEXT_LENGTH + 1} characters, longer than the ${MAX_TEXT_LENGTH} any text in a pack may have.`,
      ],
    ]);
    expect(problem(`{"a":"\\n${long}"}`)[0][0]).toBe('text-too-long');
    expect(problem(`{"${long}":1}`)[0].slice(0, 2)).toEqual(['text-too-long', '']);
    expect(read(`"${'x'.repeat(MAX_TEXT_LENGTH)}"`).ok).toBe(true);
  });

  it(`refuses nesting deeper than ${MAX_DEPTH}`, () => {
    expect(read(`${'['.repeat(MAX_DEPTH)}${']'.repeat(MAX_DEPTH)}`).ok).toBe(true);
    const [[code, , message]] = problem(`${'['.repeat(100_000)}${']'.repeat(100_000)}`) as [
      [string, string, string],
    ];
    expect(code).toBe('not-data');
    expect(message).toMatch(/nested more than 64 levels deep\.$/);
  });

  it('names a number past what a pack can hold as it was written, not as Infinity', () => {
    expect(problem('{"levels": [{"width": 1e400}]}')).toEqual([
      [
        'not-data',
        '/levels/0/width',
        'The "width" of level 1 is 1e400, too large a number for a pack to hold (the limit is about 1.8e308 either side of zero).',
      ],
    ]);
    expect(problem(`[-${'9'.repeat(400)}]`)[0][2]).toMatch(
      /^Item 1 of the pack is -9999999999999999999…9999999999, too large/,
    );
    expect(read('[1.7e308, -1e-400]')).toMatchObject({ ok: true, data: [1.7e308, -0] });
  });

  it.each([
    // The mistakes hand-written JSON holds most, said in a designer's words at the place to mend.
    [
      '{\n  "a": 1,\n}',
      'line 2, column 9: a comma before "}": JSON allows none after the last item, so remove it',
    ],
    [
      '{"a": [1, 2,\n ]}',
      'line 1, column 12: a comma before "]": JSON allows none after the last item, so remove it',
    ],
    [
      "{'title': 'One'}",
      'line 1, column 2: JSON writes texts and keys in double quotes ("title"), not in single quotes',
    ],
    [
      '{"a": \'x\'}',
      'line 1, column 7: JSON writes texts and keys in double quotes ("title"), not in single quotes',
    ],
    ['{"a": 1, // mine\n"b": 2}', 'line 1, column 10: JSON holds no comments, so remove this one'],
    ['[/* x */ 1]', 'line 1, column 2: JSON holds no comments, so remove this one'],
    ['  \n', 'line 2, column 1: the file is empty, or holds only white space'],
    ['{}\n// after', 'line 2, column 1: Unexpected non-whitespace character after JSON'],
    ['{"a" 1}', "line 1, column 6: Expected ':' after property name"],
    ['[1 / 2]', "line 1, column 4: Expected ',' or ']' after array element"],
    ['{"a": 1 "b": 2}', "line 1, column 9: Expected ',' or '}' after property value"],
    ['[1 2]', "line 1, column 4: Expected ',' or ']' after array element"],
    ['[1] x', 'line 1, column 5: Unexpected non-whitespace character after JSON'],
    ['"abc', 'line 1, column 5: Unterminated string in JSON'],
    ['"a\u0001"', 'line 1, column 3: Bad control character in string literal'],
    ['"a\\x"', 'line 1, column 4: Bad escaped character in JSON'],
    ['"\\u12"', 'line 1, column 3: Bad escaped character in JSON'],
    ['', 'line 1, column 1: the file is empty, or holds only white space'],
    ['{"a": [', 'line 1, column 8: Unexpected end of JSON input'],
    ['{', 'line 1, column 2: Unexpected end of JSON input'],
    ['[tru]', 'line 1, column 2: Unexpected character "t"'],
    ['[-]', 'line 1, column 2: Unexpected character "-"'],
    ['\n\n  \u001b[2J', 'line 3, column 3: Unexpected character "\\u001b"'],
  ])('names the place of a syntax error in %j', (text, where) => {
    expect(problem(text)).toEqual([['bad-json', '', `pack.json is not valid JSON at ${where}.`]]);
  });
});
