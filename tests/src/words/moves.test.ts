// spec: rules/moves: a move string is U D L R W in upper case; anything else is rejected
// before play, naming the first bad character and its position.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseMoves } from '../../../src/words/moves.js';

describe('parseMoves', () => {
  it('reads every move letter in order', () => {
    expect(parseMoves('UDLRW')).toEqual({ ok: true, moves: ['U', 'D', 'L', 'R', 'W'] });
  });

  it('reads the empty string as no moves', () => {
    expect(parseMoves('')).toEqual({ ok: true, moves: [] });
  });

  it.each([
    ['RRxL', 2, 'Character 3 of the moves is "x", which is not a move; use only U, D, L, R and W.'],
    [
      'Ru',
      1,
      'Character 2 of the moves is "u", which is not a move; use only U, D, L, R and W (moves are upper case: U).',
    ],
    ['R L', 1, 'Character 2 of the moves is a space, which is not a move; use only U, D, L, R and W.'],
    ['\tR', 0, 'Character 1 of the moves is a tab, which is not a move; use only U, D, L, R and W.'],
    ['RR\n', 2, 'Character 3 of the moves is a line break, which is not a move; use only U, D, L, R and W.'],
    ['U\u00a0', 1, 'Character 2 of the moves is U+00A0, which is not a move; use only U, D, L, R and W.'],
    ['U🐈', 1, 'Character 2 of the moves is "🐈", which is not a move; use only U, D, L, R and W.'],
  ])('rejects %j at index %i', (text, index, message) => {
    expect(parseMoves(text)).toEqual({
      ok: false,
      errors: [{ severity: 'error', code: 'bad-move', path: `/moves/${index}`, message }],
    });
  });

  it('reports only the first bad character', () => {
    const result = parseMoves('xyz');
    expect(result.ok ? [] : result.errors.map((error) => error.path)).toEqual(['/moves/0']);
  });

  it('answers a value that is not text with a diagnostic', () => {
    const result = parseMoves(42 as unknown as string);
    expect(result.ok ? [] : result.errors.map(({ code, path }) => [code, path])).toEqual([
      ['bad-move', '/moves'],
    ]);
  });

  it('accepts exactly the strings made of U D L R W', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('U', 'D', 'L', 'R', 'W', 'u', ' ', 'X', '1') }),
        (text) => {
          const result = parseMoves(text);
          expect(result.ok).toBe(/^[UDLRW]*$/.test(text));
          if (result.ok) expect(result.moves.join('')).toBe(text);
          else expect(result.errors[0].path).toBe(`/moves/${text.search(/[^UDLRW]/)}`);
        },
      ),
    );
  });
});
