// The fast solver reads the rules its own way, outwards from each IS tile (solver/rules.ts), for
// speed; the reference engine and the loader's noun trap read them with the shared grammar
// (src/words/sentences.ts, spec: rules/sentences). On random boards of word tiles (stacked words,
// sentences cut by the board's edge, property words declared by a pair or not) both readers give
// the same rules in the same order.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { levelModel } from '../../reference/game.js';
import { readRules, spell } from '../../reference/rules.js';
import { Board } from '../../solver/board.js';
import { compileLevel } from '../../solver/compile.js';
import { RuleCache, RuleSet } from '../../solver/rules.js';
import { ACCEPTED, FastTurn, INPUTS } from '../../solver/turn.js';
import type { Level, MiauPack } from '../../src/types/pack.js';

const NOUNS = ['CAT', 'ROCK', 'WALL'];
const PROPERTIES = ['YOU', 'PUSH', 'WIN', 'OPEN', 'SHUT'];
const termArb = fc.oneof(fc.constantFrom(...NOUNS), fc.constantFrom(...PROPERTIES));
// Runs of `word (operator word)*` along a row or a column spell sentences, chains and broken
// chains; stray tiles break them, stack on them or stand alone.
const runArb = fc.record({
  first: fc.oneof({ arbitrary: fc.constantFrom(...NOUNS), weight: 3 }, { arbitrary: termArb, weight: 1 }),
  rest: fc.array(
    fc.tuple(
      fc.constantFrom('IS', 'IS', 'AND'),
      fc.oneof({ arbitrary: termArb, weight: 4 }, { arbitrary: fc.constantFrom('IS', 'AND'), weight: 1 }),
    ),
    { minLength: 1, maxLength: 3 },
  ),
  x: fc.nat({ max: 4 }),
  y: fc.nat({ max: 4 }),
  down: fc.boolean(),
});
const strayArb = fc.record({
  text: fc.oneof(termArb, fc.constantFrom('IS', 'AND')),
  x: fc.nat({ max: 6 }),
  y: fc.nat({ max: 6 }),
});
const boardArb = fc
  .record({
    width: fc.integer({ min: 2, max: 8 }),
    height: fc.integer({ min: 2, max: 8 }),
    runs: fc.array(runArb, { minLength: 1, maxLength: 4 }),
    strays: fc.array(strayArb, { maxLength: 6 }),
    pairs: fc.boolean(),
  })
  .map(({ width, height, runs, strays, pairs }) => {
    const tiles = [...strays];
    for (const { first, rest, x, y, down } of runs) {
      [first, ...rest.flat()].forEach((text, k) =>
        tiles.push({ text, x: down ? x : x + k, y: down ? y + k : y }),
      );
    }
    // Tiles past the board's edge are dropped: a run may be cut short by it.
    return { width, height, tiles: tiles.filter((t) => t.x < width && t.y < height), pairs };
  });

function packOf(board: {
  width: number;
  height: number;
  tiles: { text: string; x: number; y: number }[];
  pairs: boolean;
}): MiauPack {
  const { width, height, tiles, pairs } = board;
  const level: Level = {
    id: 'board',
    title: 'Board',
    width,
    height,
    objects: [
      { kind: 'object', noun: 'CAT', x: 0, y: 0 },
      ...tiles.map(({ text, x, y }) => ({ kind: 'word' as const, text, x, y })),
    ],
    ...(pairs ? { pairs: [{ words: ['OPEN', 'SHUT'], effect: 'destroy-both' as const }] } : {}),
  };
  return { manifest: { id: 'rules', name: 'Rules', version: '1.0.0', engine: 1 }, levels: [level] };
}

describe('the fast rules reader equals the shared sentence grammar', () => {
  it('reads the same rules, in the same order, on random boards', () => {
    let rules = 0;
    fc.assert(
      fc.property(boardArb, (board) => {
        const { model, start } = levelModel(packOf(board), 'board');
        const expected = readRules(start.things, model.width, model.height, model.properties).map(spell);
        const compiled = compileLevel(model, start);
        const fast = new RuleSet(compiled).read(Board.start(compiled));
        const read: string[] = [];
        for (let r = 0; r < fast.count; r++)
          read.push(`${compiled.symbols[fast.subject[r]]} IS ${compiled.symbols[fast.predicate[r]]}`);
        expect(read).toEqual(expected);
        rules += expected.length;
      }),
      { numRuns: 1000 },
    );
    // The boards are not all silent: a run reads some 400 rules in all.
    expect(rules).toBeGreaterThan(200);
  });
});

/** The rules a rule set holds, spelled. */
function spelled(rules: RuleSet, symbols: readonly string[]): string[] {
  const read: string[] = [];
  for (let r = 0; r < rules.count; r++)
    read.push(`${symbols[rules.subject[r]]} IS ${symbols[rules.predicate[r]]}`);
  return read;
}

describe('the rule cache', () => {
  // Words pushed about and sunk, so that many layouts share each of the cache's two slots.
  const pack: MiauPack = {
    manifest: { id: 'cache', name: 'Cache', version: '1.0.0', engine: 1 },
    levels: [
      {
        id: 'board',
        title: 'Board',
        width: 6,
        height: 6,
        objects: [
          ...['CAT IS YOU', 'ROCK IS PUSH', 'WATER IS SINK'].flatMap((sentence, y) =>
            sentence.split(' ').map((text, x) => ({ kind: 'word' as const, text, x: x + 1, y: y + 1 })),
          ),
          { kind: 'object', noun: 'CAT', x: 2, y: 4 },
          { kind: 'object', noun: 'WATER', x: 4, y: 5 },
          { kind: 'object', noun: 'WATER', x: 0, y: 2 },
          { kind: 'object', noun: 'ROCK', x: 3, y: 4 },
        ],
      },
    ],
  };

  it('answers for every layout the rules a fresh read gives, whatever layouts share its slots', () => {
    const { model, start } = levelModel(pack, 'board');
    const level = compileLevel(model, start);
    fc.assert(
      fc.property(fc.array(fc.nat({ max: INPUTS.length - 1 }), { minLength: 1, maxLength: 60 }), (inputs) => {
        const cache = new RuleCache(level, 2);
        const turn = new FastTurn(level);
        const board = Board.start(level);
        for (const input of inputs) {
          turn.prepare(board);
          if ((turn.play(board, input) & ACCEPTED) === 0) continue;
          expect(spelled(cache.rulesOf(board), level.symbols)).toEqual(
            spelled(new RuleSet(level).read(board), level.symbols),
          );
        }
      }),
      { numRuns: 300 },
    );
  });
});
