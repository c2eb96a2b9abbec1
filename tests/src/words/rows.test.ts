// wordRows: sentences laid out as word tiles, one sentence a row.
import { describe, expect, it } from 'vitest';
import { wordRows } from '../../../src/words/rows.js';

describe('wordRows', () => {
  it('lays each sentence out left to right, one row below the other, from the given cell', () => {
    expect(wordRows(['CAT IS YOU', 'FLAG  IS WIN'], 2, 5)).toEqual([
      { kind: 'word', text: 'CAT', x: 2, y: 5 },
      { kind: 'word', text: 'IS', x: 3, y: 5 },
      { kind: 'word', text: 'YOU', x: 4, y: 5 },
      { kind: 'word', text: 'FLAG', x: 2, y: 6 },
      { kind: 'word', text: 'IS', x: 3, y: 6 },
      { kind: 'word', text: 'WIN', x: 4, y: 6 },
    ]);
  });

  it('starts at the top-left corner by default', () => {
    expect(wordRows(['ROCK'])).toEqual([{ kind: 'word', text: 'ROCK', x: 0, y: 0 }]);
  });
});
