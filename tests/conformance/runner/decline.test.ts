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
