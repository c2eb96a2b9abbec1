// Close spellings (src/words/spelling.ts): the guess a message offers for a likely typo.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { closeSpelling } from '../../../src/words/spelling.js';

const WORDS = ['YOU', 'PUSH', 'STOP', 'WIN', 'SINK', 'DEFEAT', 'SHUT', 'OPEN', 'TICK', 'CAT', 'ROCK'];

describe('closeSpelling', () => {
  it('finds a word one insertion, deletion, change or swap away', () => {
    expect(closeSpelling('YUO', WORDS)).toBe('YOU');
    expect(closeSpelling('SHTU', WORDS)).toBe('SHUT');
    expect(closeSpelling('YOUU', WORDS)).toBe('YOU');
    expect(closeSpelling('ROK', WORDS)).toBe('ROCK');
    expect(closeSpelling('TACK', WORDS)).toBe('TICK');
    expect(closeSpelling('gate', ['automata', 'pairs', 'gates'])).toBe('gates');
  });

  it('reaches two edits only for a word of more than five letters', () => {
    expect(closeSpelling('DFEAET', WORDS)).toBe('DEFEAT');
    expect(closeSpelling('automaton', ['automata', 'pairs', 'gates'])).toBe('automata');
    expect(closeSpelling('SUHTX', WORDS)).toBeUndefined();
  });

  it('offers nothing for an unrelated word or the word itself', () => {
    expect(closeSpelling('GHOST', WORDS)).toBeUndefined();
    expect(closeSpelling('WIN', WORDS)).toBeUndefined();
    expect(closeSpelling('YOU', [])).toBeUndefined();
  });

  it('picks the closest, then the first in code point order, whatever the order given', () => {
    expect(closeSpelling('CAR', ['CAT', 'CAB', 'BAR'])).toBe('BAR');
    expect(closeSpelling('CAR', ['CAB', 'CAT', 'BAR'].reverse())).toBe('BAR');
    expect(closeSpelling('CATT', ['CATS', 'CAT'])).toBe('CAT');
    fc.assert(
      fc.property(
        fc.string({ maxLength: 8 }),
        fc.uniqueArray(fc.string({ maxLength: 8 }), { maxLength: 6 }),
        (word, words) => {
          expect(closeSpelling(word, [...words].reverse())).toBe(closeSpelling(word, words));
        },
      ),
    );
  });

  it('counts an emoji as one letter', () => {
    expect(closeSpelling('🐈A', ['🐈B'])).toBe('🐈B');
  });
});
