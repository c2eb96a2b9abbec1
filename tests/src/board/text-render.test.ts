import { describe, expect, it } from 'vitest';
import { compareBoard, renderBoardText } from '../../../src/board/text.js';
import type { Observation, ObservedThing } from '../../../src/types/adapter.js';

function observation(width: number, height: number, things: ObservedThing[]): Observation {
  return { levelId: 'l', width, height, turn: 0, won: false, lost: false, things, rules: [], automata: [] };
}

const word = (id: string, name: string, x: number, y: number): ObservedThing => ({
  id,
  kind: 'word',
  name,
  x,
  y,
});
const object = (id: string, name: string, x: number, y: number): ObservedThing => ({
  id,
  kind: 'object',
  name,
  x,
  y,
});

const board = observation(3, 2, [
  word('#0001', 'CAT', 0, 0),
  object('#0003', 'FLAG', 2, 1),
  object('b', 'CAT', 2, 1),
  word('#0002', 'WIN', 2, 1),
]);

describe('renderBoardText', () => {
  it('aligns columns, marks empty cells and stacks in id order', () => {
    expect(renderBoardText(board)).toBe(
      ['| CAT | . | .            |', '| .   | . | WIN+flag+cat |'].join('\n'),
    );
  });

  // An engine names its things: a line feed in a name or an id split the table, and started a
  // line of a failure message with the engine's own text.
  it("keeps an engine's names and ids with line feeds in their cells, escaped", () => {
    const forged = observation(2, 1, [
      object('a\n9 passed', 'CAT\n9 passed', 0, 0),
      word('#0002', 'IS\r', 1, 0),
    ]);
    const text = renderBoardText(forged, { ids: true });
    expect(text.split('\n')).toHaveLength(1);
    expect(text).toContain('cat\\u000a9 passed@a\\u000a9 passed');
    expect(text).toContain('IS\\u000d');
  });

  // An engine's observation may put a thing past the board's edge (x and y go up to 63 in the
  // schema): miau replay dropped it without a word.
  it('names a thing the grid has no cell for below the grid', () => {
    const past = observation(2, 1, [word('a', 'CAT', 0, 0), object('zz', 'ROCK', 63, 63)]);
    expect(renderBoardText(past)).toBe(['| CAT | . |', 'outside the board: rock@zz at (63, 63)'].join('\n'));
  });

  it('shows every id when asked', () => {
    expect(renderBoardText(board, { ids: true })).toBe(
      [
        '| CAT@#0001 | . | .                          |',
        '| .         | . | WIN@#0002+flag@#0003+cat@b |',
      ].join('\n'),
    );
  });

  it('sorts stacks by code unit, not by locale', () => {
    const stacked = observation(1, 1, [
      object('b', 'ROCK', 0, 0),
      object('B', 'CAT', 0, 0),
      object('a', 'KEY', 0, 0),
    ]);
    expect(renderBoardText(stacked)).toBe('| cat+key+rock |');
  });
});

describe('compareBoard', () => {
  it('accepts a matching board, whatever the stack order', () => {
    expect(
      compareBoard(
        [
          ['CAT', '.', '.'],
          ['.', '.', 'cat+flag+WIN'],
        ],
        board,
      ),
    ).toEqual({ ok: true });
  });

  it('matches ids, authored or generated, when the expected board names them', () => {
    expect(
      compareBoard(
        [
          ['CAT@#0001', '.', '.'],
          ['.', '.', 'cat@b+flag+WIN@#0002'],
        ],
        board,
      ),
    ).toEqual({ ok: true });
  });

  it('fails when an id names a different thing', () => {
    const result = compareBoard(
      [
        ['CAT', '.', '.'],
        ['.', '.', 'cat+flag@b+WIN'],
      ],
      board,
    );
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain('cell (2, 1): missing flag@b; unexpected flag@#0003');
  });

  it('tells a word from an object of the same name', () => {
    const result = compareBoard(
      [
        ['cat', '.', '.'],
        ['.', '.', 'cat+flag+WIN'],
      ],
      board,
    );
    expect(!result.ok && result.message).toContain('cell (0, 0): missing cat; unexpected CAT@#0001');
  });

  it('shows both grids on a mismatch', () => {
    const result = compareBoard(
      [
        ['CAT', '.', '.'],
        ['.', 'cat', 'flag+WIN'],
      ],
      board,
    );
    expect(result).toEqual({
      ok: false,
      message: [
        'The board differs from the expected one:',
        'cell (1, 1): missing cat',
        'cell (2, 1): unexpected cat@b',
        'expected:',
        '| CAT | .   | .        |',
        '| .   | cat | flag+WIN |',
        'actual:',
        '| CAT | . | .            |',
        '| .   | . | WIN+flag+cat |',
      ].join('\n'),
    });
  });

  it('reports a board of another size', () => {
    const result = compareBoard([['CAT', '.']], board);
    expect(!result.ok && result.message).toMatch(/^Expected a 2 by 1 board but the board is 3 by 2\./);
  });

  it('reports a thing observed outside the board', () => {
    const result = compareBoard([['.']], observation(1, 1, [object('a', 'CAT', 1, 0)]));
    expect(!result.ok && result.message).toContain('cat@a is outside the board at (1, 0)');
  });

  it('reports an unreadable expected board', () => {
    const result = compareBoard([['Cat']], board);
    expect(!result.ok && result.message).toContain('The expected board cannot be read');
  });
});
