// A level's property words come from its data only: core words, automaton properties, pair words.
import { describe, expect, it } from 'vitest';
import { levelPropertyWords, wordRole } from '../../../src/words/property-words.js';

describe('levelPropertyWords', () => {
  it('holds the core words for a level that declares nothing', () => {
    expect([...levelPropertyWords({})]).toEqual(['YOU', 'PUSH', 'STOP', 'WIN', 'SINK', 'DEFEAT']);
  });

  it('adds automaton properties, then pair words, each once', () => {
    const words = levelPropertyWords({
      automata: [{ property: 'WIND' }, { property: 'TICK' }, { property: 'WIND' }],
      pairs: [{ words: ['OPEN', 'SHUT'] }],
    });
    expect([...words].slice(6)).toEqual(['WIND', 'TICK', 'OPEN', 'SHUT']);
  });

  it('never holds a custom word the level does not declare', () => {
    expect(levelPropertyWords({ automata: [{ property: 'SPIN' }] }).has('TICK')).toBe(false);
  });

  it('leaves out declarations that are not words, without throwing', () => {
    const malformed = {
      automata: [null, { property: 3 }, { property: '' }],
      pairs: [{ words: 'OPEN' }, null],
    } as never;
    expect(levelPropertyWords(malformed).size).toBe(6);
    expect(levelPropertyWords({ automata: 'x', pairs: 7 } as never).size).toBe(6);
  });
});

describe('wordRole', () => {
  const words = levelPropertyWords({ automata: [{ property: 'WIND' }] });

  it('reads IS and AND as operators, property words as properties, anything else as a noun', () => {
    expect(['IS', 'AND', 'WIND', 'YOU', 'KITE'].map((w) => wordRole(w, words))).toEqual([
      'operator',
      'operator',
      'property',
      'property',
      'noun',
    ]);
  });
});
