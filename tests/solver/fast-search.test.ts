// The fast solver answers exactly as the readable one (spec: solver/fast-transition,
// solver/compact-key): the same status, moves and expansions, on the pack levels (whole searches
// where they are small, a budget where they are not), with HANDS-OFF and each mechanic removed,
// and on random grown pack levels.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { SolveOptions } from '../../src/types/adapter.js';
import { solveLevel } from './readable-solver.js';
import { compileModel, searchCompiled, solveFast, solveLevelFast } from '../../solver/search.js';
import { moversOf, rekey } from '../../solver/movers.js';
import { StateStore } from '../../solver/state-store.js';
import { ParallelExpansion } from '../../solver/parallel.js';
import { breadthFirst } from '../../solver/breadth-first.js';
import type { MiauPack } from '../../src/types/pack.js';
import { KeyCodec } from '../../solver/codec.js';
import { packOf, thing } from '../src/checks/helpers.js';
import { wordRows } from '../../src/words/rows.js';
import { Board } from '../../solver/board.js';
import { readFileSync } from 'node:fs';
import { levelModel } from '../../reference/game.js';
import { mechanicsOf } from '../../solver/bypass.js';
import { type Extra, packLevels, withExtras } from './pack-levels.js';

const levels = await packLevels();
// The readable solver takes about a second for 3000 expansions: whole searches only below that.
// Stryker's run of the fast solver (vitest.mutation.config.ts) asks for fewer, smaller searches
// (MIAU_SEARCH_SMALL, MIAU_SEARCH_RUNS) so that each of its ~1,800 mutants runs in seconds.
const SMALL = Number(process.env.MIAU_SEARCH_SMALL ?? 3000);
const GROWN_RUNS = Number(process.env.MIAU_SEARCH_RUNS ?? 40);

// The fast solver's expansions on every level with a proof, held to the solver by a test below.
// The levels small enough for whole searches are picked from it, so no solver code runs while the
// tests are collected: Stryker then credits every solver line to the tests that ran it.
const EXPANSIONS: Record<string, number> = {
  'clockwork/mouse-keeps-time': 118,
  'clockwork/double-time': 924,
  'clockwork/escapement': 2402,
  'clockwork/ring-for-service': 8934,
  'clockwork/mouse-hole': 19651,
  'clockwork/two-clocks': 16615,
  'clockwork-pairs/key-and-door': 1376,
  'clockwork-pairs/any-wall-will-do': 7399,
  'clockwork-pairs/let-the-mouse-in': 377,
  'crate-works/weight-on-the-plate': 158,
  'crate-works/heavy-words': 2543,
  'crate-works/jammed': 322,
  'crate-works/gate-crasher': 264,
  'crate-works/wrong-door': 49,
};
const withProof = levels.filter((level) => level.proof !== '');
const tinyPack = JSON.parse(
  readFileSync(new URL('../../packs/examples/tiny.json', import.meta.url), 'utf8'),
) as MiauPack;

/** The fast search of a level on one thread, its movers found by a pilot of `pilot` expansions. */
function piloted(pack: MiauPack, levelId: string, max: number, handsOff: boolean, pilot: number) {
  const { model, start } = levelModel(pack, levelId);
  return searchCompiled(compileModel(model, start), max, handsOff, undefined, { workers: 0, after: 0 }, pilot)
    .result;
}

describe('the fast solver answers as the readable one', () => {
  const small = withProof.filter((level) => EXPANSIONS[level.name] <= SMALL);

  it('expands as many states on each level with a proof as listed', () => {
    expect(withProof.map((level) => level.name).sort()).toEqual(Object.keys(EXPANSIONS).sort());
    for (const { name, pack, levelId } of withProof)
      expect(solveFast(pack, levelId).result.expansions, name).toBe(EXPANSIONS[name]);
  });

  it('has small levels with every mechanic to compare on', () => {
    const mechanics = new Set(
      small.flatMap(({ pack, levelId }) =>
        mechanicsOf(levelModel(pack, levelId).model, levelModel(pack, levelId).start),
      ),
    );
    expect([...mechanics].sort()).toEqual(['automata', 'gates', 'pairs']);
  });

  it.each(small.map((level) => [level.name, level] as const))(
    '%s: the whole search, hands off, and each mechanic removed',
    (_, { pack, levelId }) => {
      const { model, start } = levelModel(pack, levelId);
      // Capped at SMALL too: a search with a mechanic removed can be far longer than the level's own.
      const options: SolveOptions[] = [
        {},
        { handsOff: true },
        ...mechanicsOf(model, start).map((m) => ({ without: [m] })),
      ].map((o) => ({ ...o, max: SMALL }));
      for (const option of options)
        expect(solveLevelFast(pack, levelId, option), JSON.stringify(option)).toStrictEqual(
          solveLevel(pack, levelId, option),
        );
    },
  );

  it.each(levels.map((level) => [level.name, level] as const))(
    '%s: the same LIMIT within 150 expansions',
    (_, { pack, levelId }) => {
      const level = pack.levels.find((candidate) => candidate.id === levelId)!;
      // solverMax raises any budget asked for; the bench levels declare millions, so ask on a copy without it.
      const capped = {
        ...pack,
        levels: pack.levels.map((l) => (l === level ? { ...l, solverMax: undefined } : l)),
      };
      expect(solveLevelFast(capped, levelId, { max: 150 })).toStrictEqual(
        solveLevel(capped, levelId, { max: 150 }),
      );
    },
  );

  // spec: solver/compact-key. Found by the property below: WALL IS SINK spelled on walls, with an
  // extra gate; gates turn into crates and sink. The fast key kept the noun a sunk thing had
  // become, so it searched 62 states where the readable and the naive solver search 37.
  it('keys a destroyed thing without the noun it had become', () => {
    const index = levels.findIndex((level) => level.name === 'crate-works/gate-crasher');
    const extras: Extra[] = [
      { kind: 'sentence', pick: 200247611, pick2: 115072160, x: 0, y: 404200430 },
      { kind: 'object', pick: 0, pick2: 0, x: 1754867906, y: 1632388785 },
    ];
    const pack = withExtras(levels[index].pack, 'gate-crasher', extras)!;
    const capped = {
      ...pack,
      levels: pack.levels.map((l) => (l.id === 'gate-crasher' ? { ...l, solverMax: undefined } : l)),
    };
    const readable = solveLevel(capped, 'gate-crasher', { max: 200 });
    expect(readable).toStrictEqual({ status: 'UNSOLVABLE', expansions: 37 });
    expect(solveLevelFast(capped, 'gate-crasher', { max: 200 })).toStrictEqual(readable);
  });

  it('gives the same answers on random grown pack levels', () => {
    const extraArb = fc.record({
      kind: fc.constantFrom<Extra['kind']>('object', 'word', 'sentence'),
      pick: fc.nat(),
      pick2: fc.nat(),
      x: fc.nat(),
      y: fc.nat(),
    });
    fc.assert(
      fc.property(
        fc.nat({ max: levels.length - 1 }),
        fc.array(extraArb, { minLength: 1, maxLength: 6 }),
        fc.boolean(),
        (index, extras, handsOff) => {
          const { levelId } = levels[index];
          const pack = withExtras(levels[index].pack, levelId, extras);
          if (pack === null) return;
          const level = pack.levels.find((candidate) => candidate.id === levelId)!;
          const capped = {
            ...pack,
            levels: pack.levels.map((l) => (l === level ? { ...l, solverMax: undefined } : l)),
          };
          const readable = solveLevel(capped, levelId, { max: 200, handsOff });
          expect(solveLevelFast(capped, levelId, { max: 200, handsOff })).toStrictEqual(readable);
          // With a pilot of 20 expansions, the rest of the search keys its movers by place.
          expect(piloted(capped, levelId, 200, handsOff, 20)).toStrictEqual(readable);
        },
      ),
      { numRuns: GROWN_RUNS },
    );
  });
});

describe('the movers (solver/compact-key)', () => {
  // A pilot of 30 expansions leaves the rest of each search to keys with movers in them.
  it.each(
    withProof.filter((level) => EXPANSIONS[level.name] <= SMALL).map((level) => [level.name, level] as const),
  )(
    '%s: a search with the movers of a short pilot answers as the readable solver',
    (_name, { pack, levelId }) => {
      expect(piloted(pack, levelId, 4000, false, 30)).toStrictEqual(solveLevel(pack, levelId, { max: 4000 }));
    },
  );

  // A clock that only waits, and no YOU: boards differ in the clock's phase alone. No thing is a
  // mover, so the search goes on in the pilot's own store, keyed as it was.
  it("leave the pilot's keys as they are when no thing moves", () => {
    const pack = packOf([
      {
        width: 4,
        height: 2,
        objects: [...wordRows(['ROCK IS TICK']), thing('ROCK', 0, 1)],
        automata: [
          { id: 'clock', property: 'TICK', pattern: Array.from({ length: 32 }, () => ({ action: 'wait' })) },
        ],
      },
    ]);
    const readable = solveLevel(pack, 'level-1', { max: 1000 });
    expect(readable).toStrictEqual({ status: 'UNSOLVABLE', expansions: 32 });
    expect(piloted(pack, 'level-1', 1000, false, 5)).toStrictEqual(readable);
    const { model, start } = levelModel(pack, 'level-1');
    const level = compileModel(model, start);
    const pilot = new StateStore();
    const jobs = new ParallelExpansion(level, false, pilot, 0);
    jobs.addStart();
    expect(breadthFirst(pilot, (state) => jobs.expand(state), { max: 5 }).limit).toBe('expansions');
    jobs.close();
    expect(pilot.size).toBe(6);
    expect(moversOf(level, pilot)).toEqual([]);
  });

  // Keyed by entry, an away thing costs an index and a cell (2 bytes here); by place, a cell in
  // every key (1 byte): a mover must be away in more than half of the states counted.
  it("are the things away from their start in more than half of the pilot's later states", () => {
    const { model, start } = levelModel(tinyPack, 'first-steps');
    const level = compileModel(model, start);
    const codec = new KeyCodec(level);
    expect([codec.indexWidth, codec.cellWidth]).toEqual([1, 1]);
    // Eight states: the start, thing 0 away in the rest of the first half only; in the later
    // half thing 3 away in all four, thing 4 in three, thing 5 in two (not more than half).
    const away: number[][] = [[], [0], [0], [0], [3, 4, 5], [3, 4, 5], [3, 4], [3]];
    const store = new StateStore();
    const board = Board.start(level);
    const key = new Uint8Array(codec.maxLength);
    away.forEach((things, state) => {
      board.pos.set(level.startPos);
      // A cell of its own for each state, so that no two keys are alike.
      for (const thing of things) board.pos[thing] = (level.startPos[thing] + state) % level.cells;
      expect(store.add(key, codec.encode(board, key), state - 1, 0)).toBe(state);
    });
    expect(moversOf(level, store)).toEqual([3, 4]);
  });
});

describe("the pilot's states keyed again (solver/compact-key)", () => {
  // 70,000 boards of the tiny level, each a different placing of its first six things.
  const { model, start } = levelModel(tinyPack, 'first-steps');
  const level = compileModel(model, start);
  const byEntry = new KeyCodec(level);
  const boardOf = (n: number) => {
    const board = Board.start(level);
    for (let thing = 0, rest = n; thing < 6; thing++, rest = Math.floor(rest / level.cells))
      board.pos[thing] = rest % level.cells;
    return board;
  };
  const pilot = new StateStore();
  const key = new Uint8Array(byEntry.maxLength);
  for (let n = 0; n < 70_000; n++) pilot.add(key, byEntry.encode(boardOf(n), key), n - 1, 0);

  it('keeps every state, its number, parent and input, and its board', () => {
    const movers = [0, 2, 5];
    const byPlace = new KeyCodec(level, movers);
    const into = new StateStore();
    expect(rekey(level, pilot, movers, into)).toBe(true);
    expect(into.size).toBe(70_000);
    const decoded = new Board(level);
    for (const n of [0, 1, 65_535, 65_536, 69_999]) {
      into.findKey(n);
      byPlace.decode(into.keyChunk(), into.keyStart(), into.keyEnd(), decoded);
      expect([...decoded.pos], `state ${n}`).toEqual([...boardOf(n).pos]);
      expect([into.parentOf(n), into.inputOf(n)]).toEqual([n - 1, 0]);
    }
  });

  it('says so when the store cannot take them all', () => {
    // A store of at most a byte holds its first chunk of 65,536 states, and no more.
    const into = new StateStore(1);
    expect(rekey(level, pilot, [0], into)).toBe(false);
    expect(into.size).toBe(65_536);
  });
});

describe('the fast solver on its own', () => {
  const clockwork = levels.filter((level) => level.name.startsWith('clockwork/'));

  it('keeps every Clockwork state in a key of at most 32 bytes', () => {
    expect(clockwork).toHaveLength(6);
    for (const { pack, levelId } of clockwork) {
      const { result, figures } = solveFast(pack, levelId);
      expect(result.status).toBe('SOLVED');
      expect(figures.longestKey, levelId).toBeLessThanOrEqual(32);
      // keyBytes is the average key: above nothing, at most the longest.
      expect(figures.keyBytes).toBeGreaterThan(0);
      expect(figures.keyBytes).toBeLessThanOrEqual(figures.longestKey);
      expect(figures.states).toBeGreaterThan(result.expansions);
      expect(figures.storeBytes).toBeGreaterThan(figures.keyBytes);
    }
  });

  it("names the bound that stopped a search: the store cap, or the caller's clock", () => {
    // The cap is checked when the store grows: at its 65,537th state, which needs a second chunk.
    const big = levels.find((level) => level.name === 'bench/crate-yard')!;
    const stopped = solveFast(big.pack, big.levelId, { max: 200_000 }, { maxStoreBytes: 1 });
    expect(stopped).toMatchObject({ result: { status: 'LIMIT' }, limit: 'memory' });
    expect(stopped.figures.states).toBe(65_536);
    const { pack, levelId } = clockwork[0];
    // The clock is asked after every expansion (never before the first): out of time from the
    // start, a search stops after one, and one that runs out later stops at the expansion after.
    const long = clockwork.find((level) => level.name === 'clockwork/mouse-hole')!;
    expect(solveFast(long.pack, long.levelId, {}, { outOfTime: () => true })).toMatchObject({
      result: { status: 'LIMIT', expansions: 1 },
      limit: 'time',
    });
    let asked = 0;
    expect(solveFast(long.pack, long.levelId, {}, { outOfTime: () => ++asked > 10 })).toMatchObject({
      result: { status: 'LIMIT', expansions: 11 },
      limit: 'time',
    });
    expect(solveFast(pack, levelId)).not.toHaveProperty('limit');
  });

  it("lets a level's solverMax raise the budget asked for, never lower it", () => {
    // Not the pack's first level: the level's own solverMax counts, not the first one's.
    const { pack, levelId } = clockwork[1];
    expect(pack.levels[0].id).not.toBe(levelId);
    expect(solveLevelFast(pack, levelId, { max: 5 })).toEqual({ status: 'LIMIT', expansions: 5 });
    const raised = {
      ...pack,
      levels: pack.levels.map((l) => (l.id === levelId ? { ...l, solverMax: 1000 } : l)),
    };
    expect(solveLevelFast(raised, levelId, { max: 5 }).status).toBe('SOLVED');
  });
});
