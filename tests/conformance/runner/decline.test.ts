// A decline is a well-formed diagnostic (spec: conformance/declined-levels): only errors of the
// code level-not-supported, each of severity error, at a path into the pack, with a one-line
// message, make a refusal of a valid pack a decline; any other refusal is an ordinary one.
import { describe, expect, it } from 'vitest';
import { declineOf } from '../../../conformance/runner/session.js';
import type { LoadResult } from '../../../src/types/adapter.js';

const PACK = {
  manifest: { id: 'p', name: 'P', version: '1.0.0', engine: 1 },
  levels: [
    {
      id: 'one',
      title: 'One',
      width: 3,
      height: 1,
      objects: [
        { kind: 'object', noun: 'CAT', x: 0, y: 0 },
        { kind: 'object', noun: 'ROCK', x: 0, y: 0 },
      ],
    },
  ],
};

function refusal(...errors: Partial<LoadResult['warnings'][number]>[]): LoadResult {
  return {
    ok: false,
    errors: errors.map((d) => ({
      severity: 'error',
      code: 'level-not-supported',
      path: '/levels/0',
      message: 'Things stacked in a starting cell are not drawn here.',
      ...d,
    })),
    warnings: [],
  };
}

describe('a decline', () => {
  it('is a refusal of a valid pack with well-formed level-not-supported errors only', () => {
    expect(() => declineOf(PACK, refusal({}))).toThrow(
      /^The engine declined the pack: error level-not-supported/,
    );
    expect(() => declineOf(PACK, refusal({ path: '' }))).toThrow(/declined/);
  });

  it.each([
    ['a path into nothing', { path: '/nowhere/7' }],
    ['a path that is no JSON pointer', { path: 'levels[0]' }],
    ['a warning', { severity: 'warning' }],
    ['a message of two lines', { message: 'Stacked.\nNot drawn.' }],
    ['an empty message', { message: ' ' }],
    ['another code beside it', { code: 'bad-grid' }],
  ] as const)('is not made of an error with %s: that refusal is ordinary', (_what, change) => {
    expect(() => declineOf(PACK, refusal({}, change as never))).not.toThrow();
  });

  it('is not a refusal of a pack the harness refuses too', () => {
    expect(() => declineOf({ manifest: {} }, refusal({ path: '' }))).not.toThrow();
  });
});

// An engine that meant to decline saw only that its pack did not load, and not why.
describe('why a refusal meant as a decline is none', () => {
  it.each([
    [
      'a warning',
      { severity: 'warning' },
      /at "\/levels\/0" is no decline: it is of severity warning, not error$/,
    ],
    ['a message of two lines', { message: 'Stacked.\nNot drawn.' }, /its message holds a line break$/],
    ['an empty message', { message: ' ' }, /its message is empty$/],
    [
      'a path into nothing',
      { path: '/nowhere/7' },
      /at "\/nowhere\/7" is no decline: its path does not lead into the pack/,
    ],
  ] as const)('names %s', (_what, change, why) => {
    expect(declineOf(PACK, refusal({}, change as never))).toMatch(why);
  });

  it('names another code beside the declines, and a pack refused anyway', () => {
    expect(declineOf(PACK, refusal({}, { code: 'bad-grid', path: '/levels/0/grid/0' }))).toBe(
      'the refusal also has other codes (bad-grid at "/levels/0/grid/0"), and a decline is made of level-not-supported errors alone',
    );
    expect(declineOf({ manifest: {} }, refusal({ path: '' }))).toBe(
      "the harness's own loader refuses the pack too, so it is an ordinary refusal",
    );
  });

  it('says nothing of a decline (it throws), a load, or a refusal with no level-not-supported error', () => {
    expect(() => declineOf(PACK, refusal({}))).toThrow(/declined/);
    expect(declineOf(PACK, { ok: true, pack: PACK as never, warnings: [] })).toBeUndefined();
    expect(declineOf(PACK, refusal({ code: 'bad-grid' }))).toBeUndefined();
  });
});
