// The compact key (spec: solver/compact-key, gates/derived): it decodes back to exactly the state
// it was made from, the key made from a parent's key and a turn's changes is the key made afresh,
// and it holds no gate field: gates key nothing, so a board keys the same whatever its gates did.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { levelModel } from '../../reference/game.js';
import { Board } from '../../solver/board.js';
import { KeyCodec, KEYED_FIELDS, MECHANICS, keyLayout } from '../../solver/codec.js';
import { compileLevel, type CompiledLevel } from '../../solver/compile.js';
import { ACCEPTED, FastTurn, INPUTS } from '../../solver/turn.js';
import { projection } from '../../solver/circuits.js';
import { bigLevel, packLevels } from './pack-levels.js';
import { wordRows } from '../../src/words/rows.js';
import { packOf, thing, word } from '../src/checks/helpers.js';
import type { Move } from '../../src/types/adapter.js';

const levels = await packLevels();

/** Whether a decoded board knows exactly whether some noun differs from the start's (a played board may only over-report it). */
function expectRenamedKnown(decoded: Board) {
  expect(decoded.renamed).toBe(decoded.name.some((name, i) => name !== decoded.level.startName[i]));
}

/** Plays one input from the start of `level`, then decodes the key of the board it left. */
function playedAndDecoded(level: CompiledLevel, move: Move) {
  const codec = new KeyCodec(level);
  const board = Board.start(level);
  const turn = new FastTurn(level);
  turn.prepare(board);
  expect(turn.play(board, INPUTS.indexOf(move)) & ACCEPTED).toBe(ACCEPTED);
  const key = new Uint8Array(codec.maxLength);
  const decoded = new Board(level);
  codec.decode(key, 0, codec.encode(board, key), decoded);
  expect(contents(decoded)).toEqual(contents(board));
  expectRenamedKnown(decoded);
  return { codec, board, decoded };
}

/** The changing part of a board, for comparing two boards: cells, nouns, phases and each cell's list. */
function contents(board: Board) {
  const lists = [...board.head].map((first) => {
    const list: number[] = [];
    for (let i = first; i !== -1; i = board.next[i]) list.push(i);
    return list;
  });
  return { pos: [...board.pos], name: [...board.name], phases: [...board.phases], lists };
}

describe('the compact key', () => {
  // The pack levels, and a 64 × 64 board of 300 things whose keys use two-byte cells and indices.
  const boards = [
    ...levels.map(({ pack, levelId }) => ({ pack, levelId })),
    { pack: bigLevel(300), levelId: 'big' },
  ];

  // Whichever things are movers (keyed at fixed places): none, as before movers.ts chose them, or any.
  it('decodes to the state it was made from, and a key made from the parent key and the turn is the same key', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: boards.length - 1 }),
        fc.array(fc.nat({ max: 4 }), { minLength: 1, maxLength: 40 }),
        fc.uniqueArray(fc.nat({ max: 299 }), { maxLength: 16 }),
        (index, inputs, picks) => {
          const { model, start } = levelModel(boards[index].pack, boards[index].levelId);
          const level = compileLevel(model, start);
          const movers = picks.filter((thing) => thing < level.count).sort((a, b) => a - b);
          const codec = new KeyCodec(level, movers);
          if (boards[index].levelId === 'big') expect([codec.indexWidth, codec.cellWidth]).toEqual([2, 2]);
          const turn = new FastTurn(level);
          const board = Board.start(level);
          const decoded = new Board(level);
          const key = new Uint8Array(codec.maxLength);
          const fresh = new Uint8Array(codec.maxLength);
          const touched = new Int32Array(level.count);
          const seen = new Int32Array(level.count);
          let length = codec.encode(board, key);
          let generation = 0;
          for (const input of inputs) {
            if (board.won) break;
            const parentKey = key.slice(0, length);
            board.mark();
            turn.prepare(board);
            if ((turn.play(board, input) & ACCEPTED) === 0) {
              board.rollback();
              continue;
            }
            const changed = board.touched(touched, seen, ++generation);
            length = codec.encodeChange(board, parentKey, 0, parentKey.length, touched, changed, key);
            const freshLength = codec.encode(board, fresh);
            expect([...key.subarray(0, length)], INPUTS[input]).toEqual([...fresh.subarray(0, freshLength)]);
            codec.decode(key, 0, length, decoded);
            expect(contents(decoded)).toEqual(contents(board));
            expectRenamedKnown(decoded);
            if (decoded.renamed) expect(board.renamed).toBe(true);
          }
        },
      ),
      {
        numRuns: 120,
        examples: [
          [boards.length - 1, [3, 3, 0, 0, 2, 2, 1, 1, 3, 4], []],
          [boards.length - 1, [3, 3, 0, 0, 2, 2, 1, 1, 3, 4], [0, 1, 2, 150, 299]],
        ],
      },
    );
  });

  it('takes its movers only as distinct things in id order', () => {
    const { model, start } = levelModel(boards[0].pack, boards[0].levelId);
    const level = compileLevel(model, start);
    for (const movers of [[1, 0], [2, 2], [-1], [level.count]])
      expect(() => new KeyCodec(level, movers)).toThrow(
        'The key codec needs its movers as distinct things in id order.',
      );
    expect(new KeyCodec(level, [0, 1]).maxLength).toBe(
      new KeyCodec(level).maxLength + 2 * new KeyCodec(level).cellWidth,
    );
  });

  it('is built only from fields a state may key: gates register none', () => {
    expect(keyLayout()).toEqual([...KEYED_FIELDS]);
    expect(MECHANICS.find((m) => m.mechanic === 'gates')).toEqual({
      mechanic: 'gates',
      keyed: [],
      derived: ['pressed plates', 'open gates', 'jams'],
    });
    expect(KEYED_FIELDS.some((field) => /gate|plate|open|jam|press/i.test(field))).toBe(false);
  });

  it('refuses a mechanic that declares a hidden changing field such as an open bit on gates', () => {
    const withOpenBit = MECHANICS.map((m) => (m.mechanic === 'gates' ? { ...m, keyed: ['open'] } : m));
    expect(() => keyLayout(withOpenBit)).toThrow(
      'The mechanic "gates" declares the changing field "open", which no state key may hold; derive it from the board instead.',
    );
  });

  it('has no gate bit: a board keys the same whatever its gates did, and a gate level keys no more bytes than its things', () => {
    const jammed = levels.find((level) => level.name === 'crate-works/jammed')!;
    const { model, start } = levelModel(jammed.pack, jammed.levelId);
    const level = compileLevel(model, start);
    expect(level.hasGates).toBe(true);
    const codec = new KeyCodec(level);
    // Phases, then per thing its index, its cell and (when its noun is not its start noun) its noun: nothing else.
    const perThing = codec.indexWidth + codec.cellWidth + codec.nameWidth;
    expect(codec.maxLength).toBe(level.automata.length + level.count * perThing);
    // Onto the plate (the gate opens) and back off it (it closes): the board, and so the key, of the start.
    const turn = new FastTurn(level);
    const board = Board.start(level);
    const key = new Uint8Array(codec.maxLength);
    const startKey = [...key.subarray(0, codec.encode(board, key))];
    const circuit = new Uint8Array(level.count);
    const pressedAfter: boolean[] = [];
    for (const move of ['R', 'R', 'L', 'L'] as const) {
      turn.prepare(board);
      expect(turn.play(board, INPUTS.indexOf(move)) & ACCEPTED).toBe(ACCEPTED);
      projection(level, board, circuit);
      pressedAfter.push(circuit.some((bits) => (bits & 1) !== 0));
    }
    // The cat stood on the plate after the second move only, and the board is back at the start.
    expect(pressedAfter).toEqual([false, true, false, false]);
    expect(board.turn).toBe(4);
    expect([...key.subarray(0, codec.encode(board, key))]).toEqual(startKey);
  });

  it('takes two bytes a cell from 256 cells on, where a destroyed thing no longer fits in one', () => {
    // A cat walks into water: both sink, and "gone" is keyed as the cell code past the last cell.
    const sinking = (width: number, height: number) =>
      packOf([
        {
          width,
          height,
          objects: [...wordRows(['CAT IS YOU', 'WATER IS SINK']), thing('CAT', 1, 5), thing('WATER', 2, 5)],
        },
      ]);
    for (const [width, height, cellWidth] of [
      [15, 17, 1],
      [16, 16, 2],
    ] as const) {
      const { model, start } = levelModel(sinking(width, height), 'level-1');
      const { codec, board } = playedAndDecoded(compileLevel(model, start), 'R');
      expect(codec.cellWidth, `${width} × ${height}`).toBe(cellWidth);
      expect([...board.pos].filter((cell) => cell < 0)).toHaveLength(2);
    }
  });

  it('takes two bytes a noun from 257 nouns on, so a thing can become the last of them', () => {
    // The cat pushes the last noun in to spell ROCK IS <it>: the rock's new noun is numbered past
    // 255 once there are 257 symbols. (A rule that holds at the start has already transformed.)
    const manyNouns = (extra: number) => {
      const nouns = Array.from({ length: extra }, (_, k) => `N${k}`);
      return packOf([
        {
          width: 40,
          height: 24,
          objects: [
            ...wordRows(['CAT IS YOU', 'ROCK IS']),
            // Rows of nouns with no IS between them: words on the board, read by no sentence.
            ...nouns.map((text, k) => word(text, k % 40, 4 + 2 * Math.floor(k / 40))),
            word(nouns.at(-1)!, 3, 1),
            thing('CAT', 4, 1),
            thing('ROCK', 5, 3),
          ],
        },
      ]);
    };
    const compiled = (extra: number) => {
      const { model, start } = levelModel(manyNouns(extra), 'level-1');
      return compileLevel(model, start);
    };
    const base = compiled(1).symbols.length - 1;
    for (const [symbols, nameWidth] of [
      [256, 1],
      [257, 2],
    ] as const) {
      const level = compiled(symbols - base);
      expect(level.symbols.length).toBe(symbols);
      const { codec, board, decoded } = playedAndDecoded(level, 'L');
      expect(codec.nameWidth).toBe(nameWidth);
      expect(level.symbols[Math.max(...board.name)]).toBe(level.symbols.at(-1));
      expect(decoded.renamed).toBe(true);
    }
  });
});

describe('the noun flag', () => {
  // The cat's noun can change (CAT IS ROCK is one push away): U moves it and keeps its noun; R
  // pushes CAT IS up to ROCK, and the cat becomes a rock.
  const pack = packOf([
    {
      width: 8,
      height: 4,
      objects: [
        ...wordRows(['CAT IS YOU']),
        thing('CAT', 1, 2),
        word('CAT', 2, 2),
        word('IS', 3, 2),
        word('ROCK', 5, 2),
      ],
    },
  ]);
  const { model, start } = levelModel(pack, 'level-1');
  const level = compileLevel(model, start);

  it('keys a thing that moved with its start noun by index and cell alone, and adds the noun once it changes', () => {
    const catIndex = [...level.startName].findIndex(
      (name, i) => level.symbols[name] === 'CAT' && level.nameMutable[i] === 1,
    );
    expect(catIndex, 'the cat is compiled as a thing whose noun can change').toBeGreaterThanOrEqual(0);
    const entry = (codec: KeyCodec) => codec.indexWidth + codec.cellWidth;
    const moved = playedAndDecoded(level, 'U');
    expect(moved.codec.encode(moved.board, new Uint8Array(moved.codec.maxLength))).toBe(entry(moved.codec));
    const renamed = playedAndDecoded(level, 'R');
    expect(level.symbols[renamed.board.name[catIndex]]).toBe('ROCK');
    // The cat (index, cell, noun), and the words CAT and IS (index and cell each).
    expect(renamed.codec.encode(renamed.board, new Uint8Array(renamed.codec.maxLength))).toBe(
      3 * entry(renamed.codec) + renamed.codec.nameWidth,
    );
  });
});

describe('the board', () => {
  const { pack, levelId } = levels.find((level) => level.name === 'crate-works/jammed')!;
  const level = compileLevel(levelModel(pack, levelId).model, levelModel(pack, levelId).start);
  const listAt = (board: Board, cell: number) => {
    const list: number[] = [];
    for (let i = board.head[cell]; i !== -1; i = board.next[i]) list.push(i);
    return list;
  };

  // A cell nothing starts in.
  const cell = [...Array(level.cells).keys()].find((c) => !level.startPos.includes(c))!;

  it('keeps each cell list in id order whatever order things arrive in', () => {
    for (const arrivals of [
      [0, 1, 3, 2],
      [3, 1, 0, 2],
      [0, 3, 2, 1],
      [2, 3, 1, 0],
      [1, 0, 2, 3],
    ]) {
      const board = Board.start(level);
      for (const i of arrivals) board.moveTo(i, cell);
      expect(listAt(board, cell), arrivals.join()).toEqual([0, 1, 2, 3]);
    }
  });

  it('lists as touched the things whose cell or noun changed, and nothing the move only relinked', () => {
    const board = Board.start(level);
    for (const i of [0, 1, 3]) board.moveTo(i, cell);
    board.mark();
    board.moveTo(2, cell);
    const touched = new Int32Array(level.count);
    const seen = new Int32Array(level.count);
    expect([...touched.subarray(0, board.touched(touched, seen, 1))]).toEqual([2]);
    board.rename(0, board.name[1]);
    expect([...touched.subarray(0, board.touched(touched, seen, 2))]).toEqual([0, 2]);
  });

  // More than the 32 it puts in order by insertion: those are sorted, in id order all the same.
  it('lists a hundred touched things in id order, whatever order they moved in', () => {
    const { model, start } = levelModel(bigLevel(100), 'big');
    const big = compileLevel(model, start);
    const board = Board.start(big);
    board.mark();
    for (let i = big.count - 1; i >= 0; i -= 2) board.moveTo(i, 0);
    for (let i = big.count - 2; i >= 0; i -= 2) board.moveTo(i, 1);
    const touched = new Int32Array(big.count);
    const count = board.touched(touched, new Int32Array(big.count), 1);
    expect([...touched.subarray(0, count)]).toEqual([...Array(big.count).keys()]);
  });
});
