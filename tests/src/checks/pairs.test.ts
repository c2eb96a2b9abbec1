// Loader checks of level.pairs (spec: pairs/records, pairs/words): every problem once, at its
// place, in a sentence that names both declarations.
import { describe, expect, it } from 'vitest';
import { loadPack } from '../../../src/pack/loading.js';
import { describePlace } from '../../../src/diagnostics/places.js';
import type { Diagnostic } from '../../../src/diagnostics/diagnostics.js';

type Level = Record<string, unknown>;

function packWith(level: Level): unknown {
  return {
    manifest: { id: 'locks', name: 'Locks', version: '1.0.0', engine: 1 },
    levels: [
      {
        id: 'vault',
        title: 'Vault',
        width: 4,
        height: 2,
        objects: [{ kind: 'object', noun: 'CAT', x: 0, y: 0 }],
        ...level,
      },
    ],
  };
}

function errorsOf(level: Level): Diagnostic[] {
  const result = loadPack(packWith(level));
  return result.ok ? [] : result.errors;
}

const pair = (words: unknown[], extra: Level = {}) => ({ words, effect: 'destroy-both', ...extra });
const codes = (errors: Diagnostic[]) => errors.map(({ code, path }) => `${code} ${path}`);

describe('pair records', () => {
  it('load with and without enter, and keep what was authored', () => {
    const result = loadPack(
      packWith({ pairs: [pair(['OPEN', 'SHUT'], { enter: true }), pair(['FIRE', 'ICE'])] }),
    );
    expect(result.ok).toBe(true);
    expect(result.ok && result.pack.levels[0].pairs).toEqual([
      pair(['OPEN', 'SHUT'], { enter: true }),
      pair(['FIRE', 'ICE']),
    ]);
  });

  it('still have their words checked when the list is too long', () => {
    const pairs = [
      pair(['A1', 'B1']),
      pair(['A2', 'B2']),
      pair(['A3', 'B3']),
      pair(['A4', 'B4']),
      pair(['A1', 'YOU']),
    ];
    expect(codes(errorsOf({ pairs }))).toEqual([
      'too-many /levels/0/pairs',
      'duplicate-word /levels/0/pairs/4/words/0',
      'reserved-word /levels/0/pairs/4/words/1',
    ]);
  });
});

describe('pair words', () => {
  it('that are not words get the shape error only', () => {
    expect(codes(errorsOf({ pairs: [pair(['open', 'OPEN'])] }))).toEqual([
      'bad-format /levels/0/pairs/0/words/0',
    ]);
  });

  it('name the earlier declaration when declared twice', () => {
    const [error] = errorsOf({ pairs: [pair(['OPEN', 'SHUT']), pair(['LOCK', 'SHUT'])] });
    expect(error).toEqual({
      severity: 'error',
      code: 'duplicate-word',
      path: '/levels/0/pairs/1/words/1',
      message:
        'Level 1 ("vault") pair 2 word 2 is SHUT, which word 2 of pair 1 already declares; a property word may be declared only once in a level.',
    });
  });

  it('name the automaton that already declares the word', () => {
    const automata = [{ id: 'clock', property: 'TICK', pattern: [{ action: 'wait' }] }];
    const [error] = errorsOf({ automata, pairs: [pair(['OPEN', 'TICK'])] });
    expect(error?.message).toBe(
      'Level 1 ("vault") pair 1 word 2 is TICK, which automaton 1 ("clock") already declares as its property word; a property word may be declared only once in a level.',
    );
  });

  it('are reported once per object named after them, even when an automaton declares the word too', () => {
    const automata = [{ id: 'clock', property: 'TICK', pattern: [{ action: 'wait' }] }];
    const objects = [
      { kind: 'object', noun: 'TICK', x: 0, y: 0 },
      { kind: 'object', noun: 'SHUT', x: 1, y: 0 },
    ];
    const errors = errorsOf({ automata, pairs: [pair(['TICK', 'SHUT'])], objects });
    expect(codes(errors)).toEqual([
      'noun-is-property /levels/0/objects/0/noun',
      'noun-is-property /levels/0/objects/1/noun',
      'duplicate-word /levels/0/pairs/0/words/0',
    ]);
    expect(errors[1].message).toBe(
      'Level 1 ("vault") object 2 has the noun SHUT, which word 2 of pair 1 declares as a property word; a word cannot be both a noun and a property.',
    );
  });

  it('may not be an automaton subject', () => {
    const automata = [{ id: 'clock', subject: 'SHUT', property: 'TICK', pattern: [{ action: 'wait' }] }];
    const [error] = errorsOf({ automata, pairs: [pair(['OPEN', 'SHUT'])] });
    expect(error?.code).toBe('reserved-word');
    expect(error?.message).toMatch(
      /^The "subject" of level 1 \("vault"\) automaton 1 \("clock"\) is SHUT, which word 2 of pair 1 declares as a property word/,
    );
  });
});

describe('places of pairs', () => {
  it('read as the pair and its word', () => {
    const pack = packWith({});
    expect(describePlace('/levels/0/pairs', pack)).toBe('the pair list of level 1 ("vault")');
    expect(describePlace('/levels/0/pairs/1', pack)).toBe('level 1 ("vault") pair 2');
    expect(describePlace('/levels/0/pairs/1/words', pack)).toBe('the words of level 1 ("vault") pair 2');
    expect(describePlace('/levels/0/pairs/1/words/0', pack)).toBe('level 1 ("vault") pair 2 word 1');
    expect(describePlace('/levels/0/pairs/1/effect', pack)).toBe('the "effect" of level 1 ("vault") pair 2');
  });

  it('offer a new word for a reserved one that the level does not use yet', () => {
    const messageOf = (pairs: unknown[]) =>
      errorsOf({ pairs }).find((error) => error.code === 'reserved-word')?.message;
    expect(messageOf([pair(['FIRE', 'STOP'])])).toMatch(/choose a new property word such as OPEN\.$/);
    // OPEN is the pair's other word: offering it led to a duplicate-word error.
    expect(messageOf([pair(['OPEN', 'STOP'])])).toMatch(/choose a new property word such as SHUT\.$/);
    expect(messageOf([pair(['OPEN', 'SHUT']), pair(['KEY', 'LOCK']), pair(['WIN', 'ICE'])])).toMatch(
      /choose a new property word this level does not use yet\.$/,
    );
  });
});
