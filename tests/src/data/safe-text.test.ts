// Text safe to print (src/data/safe-text.ts; spec: packs/safe-messages).
import { describe, expect, it } from 'vitest';
import { loadPack } from '../../../src/pack/loading.js';
import { openShare } from '../../../src/pack/share.js';
import {
  headOf,
  printableLines,
  characterCount,
  firstUnsafeCharacter,
  printable,
  quoteInput,
  showInput,
  tailOf,
  wellFormedJson,
} from '../../../src/data/safe-text.js';

describe('printable', () => {
  it('escapes C0, DEL, C1, bidi controls, separators, the BOM and lone surrogates', () => {
    const raw = 'a\u0000\u0007\t\n\u001b[2J\u007f\u0085\u009b\u061c\u200e\u2028\u202e\u2066\ufeff\ud800z';
    expect(printable(raw)).toBe(
      'a\\u0000\\u0007\\u0009\\u000a\\u001b[2J\\u007f\\u0085\\u009b\\u061c\\u200e\\u2028\\u202e\\u2066\\ufeff\\ud800z',
    );
  });

  // Quoted raw, "first\u200b-steps" looked like the valid id a message said it was not.
  it('shows characters that draw nothing escaped, keeping the joiners of emoji and words', () => {
    expect(printable('first\u200b-steps\u2060\u180e')).toBe('first\\u200b-steps\\u2060\\u180e');
    expect(printable('👨\u200d👩\u200d👧 می\u200cخواهم')).toBe('👨\u200d👩\u200d👧 می\u200cخواهم');
    // Escaped, so the control-character warning is about them too (spec: packs/designer-warnings).
    expect(firstUnsafeCharacter('first\u200b-steps')).toBe(5);
  });

  it('leaves ordinary text, accents and emoji alone', () => {
    expect(printable('Café 🐈 «ok» – 東京')).toBe('Café 🐈 «ok» – 東京');
    expect(firstUnsafeCharacter('Café 🐈')).toBe(-1);
    expect(firstUnsafeCharacter('Left\u202eright')).toBe(4);
  });
});

describe('printableLines', () => {
  it('keeps line feeds and tabs, and escapes every other unsafe character', () => {
    expect(printableLines('a\tb\nc\u001b[2J\r\u202e')).toBe('a\tb\nc\\u001b[2J\\u000d\\u202e');
  });
});

describe('quoteInput and showInput', () => {
  it('quote at most 40 characters, cut with an ellipsis, never half a surrogate pair', () => {
    expect(quoteInput('x'.repeat(100))).toBe(`"${'x'.repeat(39)}…"`);
    expect(quoteInput(`${'x'.repeat(38)}🐈🐈`)).toBe(`"${'x'.repeat(38)}…"`);
    expect(quoteInput('say "hi" \\ \u001b')).toBe('"say \\"hi\\" \\\\ \\u001b"');
    expect(showInput('\u001b'.repeat(100), 3)).toBe('\\u001b\\u001b…');
  });

  it('cost nothing more for a 100 MB text than for a short one', () => {
    const huge = '\u001b'.repeat(100 * 1024 * 1024);
    expect(quoteInput(huge)).toHaveLength(2 + 39 * 6 + 1);
  });
});

describe('headOf and tailOf', () => {
  it('cut to a number of UTF-16 units, never halving a surrogate pair', () => {
    expect(headOf('abcdef', 4)).toBe('abcd');
    expect(headOf('ab😀cd', 3)).toBe('ab');
    expect(headOf('ab😀cd', 4)).toBe('ab😀');
    expect(headOf('abc', 10)).toBe('abc');
    expect(tailOf('abcdef', 4)).toBe('cdef');
    expect(tailOf('ab😀cd', 3)).toBe('cd');
    expect(tailOf('ab😀cd', 4)).toBe('😀cd');
    expect(tailOf('abc', 10)).toBe('abc');
  });
});

describe('characterCount', () => {
  it('counts code points in place', () => {
    expect(characterCount('a🐈b')).toBe(3);
    expect(characterCount('\ud800')).toBe(1);
    expect(characterCount('')).toBe(0);
  });
});

describe('loader messages', () => {
  it('quote a key with escape sequences escaped and bounded', () => {
    const key = `\u001b[2J${'\u001b[31m'.repeat(100)}`;
    const result = loadPack({
      manifest: { id: 'demo', name: 'Demo', version: '1.0.0', engine: 1 },
      levels: [],
      [key]: 1,
    });
    const messages = result.ok ? [] : result.errors.map((d) => d.message);
    expect(messages.some((m) => m.includes('"\\u001b[2J\\u001b[31m'))).toBe(true);
    for (const message of messages) expect(firstUnsafeCharacter(message)).toBe(-1);
  });

  it('refuse a 120 MB text in data by its length, with text-too-long', () => {
    const title = 'x'.repeat(120 * 1024 * 1024);
    const result = loadPack({
      manifest: { id: 'demo', name: 'Demo', version: '1.0.0', engine: 1 },
      levels: [{ id: 'one', title, width: 1, height: 1, objects: [] }],
    });
    expect(result.ok === false && result.errors.map((d) => [d.code, d.path])).toEqual([
      ['text-too-long', '/levels/0/title'],
    ]);
  });

  it('show the JSON error of a share payload escaped', () => {
    const opened = openShare(`miau1.${Buffer.from('{"a": \u001b[2J}').toString('base64url')}`);
    const message = opened.ok ? '' : opened.errors[0].message;
    expect(message).toMatch(/^The share payload does not hold JSON \(.*\\u001b/);
    expect(firstUnsafeCharacter(message)).toBe(-1);
  });
});

describe('wellFormedJson', () => {
  it('writes every lone surrogate half, leading or trailing, in any string as visible \\uXXXX text', () => {
    const json = wellFormedJson({ a: ['x\udc00', { b: '\ud83d' }], pair: '😀', n: 1 }, 0);
    expect(json).toBe('{"a":["x\\\\udc00",{"b":"\\\\ud83d"}],"pair":"😀","n":1}');
  });
});
