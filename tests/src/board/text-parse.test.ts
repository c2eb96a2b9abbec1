import { describe, expect, it } from 'vitest';
import { parseBoardTable } from '../../../src/board/text.js';

describe('parseBoardTable', () => {
  it('reads words, objects and empty cells with the table size', () => {
    const board = parseBoardTable([
      ['CAT', 'IS', 'YOU'],
      ['.', '.', 'cat'],
    ]);
    expect(board).toEqual({
      width: 3,
      height: 2,
      objects: [
        { kind: 'word', text: 'CAT', x: 0, y: 0 },
        { kind: 'word', text: 'IS', x: 1, y: 0 },
        { kind: 'word', text: 'YOU', x: 2, y: 0 },
        { kind: 'object', noun: 'CAT', x: 2, y: 1 },
      ],
    });
  });

  it('lists stacked things in stack order after the cells to their left', () => {
    const board = parseBoardTable([
      ['rock', 'cat+flag+WIN'],
      ['key', '.'],
    ]);
    expect('objects' in board && board.objects.map((o) => (o.kind === 'word' ? o.text : o.noun))).toEqual([
      'ROCK',
      'CAT',
      'FLAG',
      'WIN',
      'KEY',
    ]);
  });

  it('gives an id only to tokens that name one', () => {
    const board = parseBoardTable([['key@k1', 'DOOR@w2', 'cat']]);
    expect('objects' in board && board.objects).toEqual([
      { kind: 'object', noun: 'KEY', x: 0, y: 0, id: 'k1' },
      { kind: 'word', text: 'DOOR', x: 1, y: 0, id: 'w2' },
      { kind: 'object', noun: 'CAT', x: 2, y: 0 },
    ]);
  });

  it('reads nouns with digits, dashes and underscores', () => {
    const board = parseBoardTable([['robot_2', 'ROBOT_2', 'x-ray@a.b-c_d']]);
    expect('objects' in board && board.objects).toEqual([
      { kind: 'object', noun: 'ROBOT_2', x: 0, y: 0 },
      { kind: 'word', text: 'ROBOT_2', x: 1, y: 0 },
      { kind: 'object', noun: 'X-RAY', x: 2, y: 0, id: 'a.b-c_d' },
    ]);
  });

  it('ignores spaces around tokens', () => {
    const board = parseBoardTable([[' cat + flag ', ' . ']]);
    expect('objects' in board && board.objects).toHaveLength(2);
  });

  it('names every bad cell instead of stopping at the first', () => {
    const result = parseBoardTable([
      ['Cat', '.', 'cat@K1'],
      ['', 'cat+', 'cat@#0001'],
    ]);
    expect('errors' in result && result.errors).toEqual([
      'cell (0, 0): "Cat" is neither a WORD (upper case) nor an object (lower case)',
      'cell (2, 0): "cat@K1" has the id "K1", which is not a lower-case id like "k1"',
      'cell (0, 1): "" is neither a WORD (upper case) nor an object (lower case)',
      'cell (1, 1): "" is neither a WORD (upper case) nor an object (lower case)',
      'cell (2, 1): "cat@#0001" has the id "#0001", which is not a lower-case id like "k1"',
    ]);
  });

  it('refuses an empty table and ragged rows', () => {
    expect(parseBoardTable([])).toEqual({ errors: ['the board has no cells'] });
    expect(parseBoardTable([[]])).toEqual({ errors: ['the board has no cells'] });
    expect(parseBoardTable([['.', '.'], ['.']])).toEqual({
      errors: ['row 1 has 1 cell, the first row has 2'],
    });
  });
});
