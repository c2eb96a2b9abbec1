// Laws every game of the reference engine keeps, over random levels from packs/ and random
// move strings: undo, restore and replay are exact, and a refused move changes nothing.
// Runs a modest number of cases in `npm test`; set MIAU_PROPERTY_RUNS for a longer run.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readPackFile } from '../../src/pack/files.js';
import { loadPack } from '../../src/pack/loading.js';
import type {
  EngineBuild,
  EngineGame,
  MiauPack,
  Move,
  Observation,
  TurnResult,
} from '../../conformance/contract.js';
import { createEngine } from '../../conformance/engines/reference.js';

const RUNS = Number(process.env.MIAU_PROPERTY_RUNS ?? 40);
const packsDir = join(import.meta.dirname, '..', '..', 'packs');

/** Every level of every pack in packs/, loaded. */
async function allLevels(): Promise<{ pack: MiauPack; levelId: string }[]> {
  const levels: { pack: MiauPack; levelId: string }[] = [];
  for (const entry of readdirSync(packsDir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const read = await readPackFile(join(packsDir, entry.name));
    const loaded = read.ok ? loadPack(read.data) : null;
    if (loaded?.ok)
      for (const level of loaded.pack.levels) levels.push({ pack: loaded.pack, levelId: level.id });
  }
  return levels;
}

const levels = await allLevels();
const engine: EngineBuild = createEngine();
const moveArb = fc.constantFrom<Move>('U', 'D', 'L', 'R', 'W');
const caseArb = fc.record({
  level: fc.nat({ max: levels.length - 1 }),
  moves: fc.array(moveArb, { maxLength: 24 }),
  more: fc.array(moveArb, { minLength: 1, maxLength: 12 }),
});

async function start(index: number): Promise<EngineGame> {
  const { pack, levelId } = levels[index];
  return engine.start(pack, levelId);
}

async function play(game: EngineGame, moves: Move[]): Promise<{ turn: TurnResult; board: Observation }[]> {
  const record = [];
  for (const move of moves) record.push({ turn: await game.input(move), board: await game.observe() });
  return record;
}

describe('game laws (reference engine, random levels and moves)', () => {
  it('has levels to play', () => {
    expect(levels.length).toBeGreaterThan(0);
  });

  it('undo takes back each accepted turn exactly, back to the start', async () => {
    await fc.assert(
      fc.asyncProperty(caseArb, async ({ level, moves }) => {
        const game = await start(level);
        const seen = [await game.observe()];
        for (const move of moves) if ((await game.input(move)).accepted) seen.push(await game.observe());
        for (let at = seen.length - 2; at >= 0; at--) {
          expect(await game.undo()).toBe(true);
          expect(await game.observe()).toEqual(seen[at]);
        }
        expect(await game.undo()).toBe(false);
      }),
      { numRuns: RUNS },
    );
  });

  it('restoring a snapshot continues exactly as the game did', async () => {
    await fc.assert(
      fc.asyncProperty(caseArb, async ({ level, moves, more }) => {
        const game = await start(level);
        await play(game, moves);
        const saved = structuredClone(await game.snapshot());
        const first = await play(game, more);
        await game.restore(saved);
        expect(await play(game, more)).toEqual(first);
      }),
      { numRuns: RUNS },
    );
  });

  it('replaying a move string on a fresh game gives the same turns and boards', async () => {
    await fc.assert(
      fc.asyncProperty(caseArb, async ({ level, moves }) => {
        const once = await play(await start(level), moves);
        const twice = await play(await start(level), moves);
        expect(twice).toEqual(once);
      }),
      { numRuns: RUNS },
    );
  });

  // The observation holds the turn count and every automaton's phase, so "changes nothing"
  // covers "is not a beat" for what can be seen; the next law covers what cannot.
  it('a refused move changes nothing and is not a beat', async () => {
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(caseArb, async ({ level, moves, more }) => {
        const game = await start(level);
        await play(game, moves);
        for (const move of more) {
          const before = await game.observe();
          const turn = await game.input(move);
          if (turn.accepted) continue;
          refused += 1;
          expect(await game.observe()).toEqual(before);
          expect(Object.values(turn.events).flat()).toEqual([]);
        }
      }),
      { numRuns: RUNS },
    );
    // The law was exercised, not vacuously true.
    expect(refused).toBeGreaterThan(0);
  });

  it('a refused move leaves no trace: the same game without it plays identically', async () => {
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(caseArb, async ({ level, moves }) => {
        const game = await start(level);
        const accepted: Move[] = [];
        const seen: { turn: TurnResult; board: Observation }[] = [];
        for (const move of moves) {
          const turn = await game.input(move);
          if (!turn.accepted) {
            refused += 1;
            continue;
          }
          accepted.push(move);
          seen.push({ turn, board: await game.observe() });
        }
        expect(await play(await start(level), accepted)).toEqual(seen);
      }),
      { numRuns: RUNS },
    );
    expect(refused).toBeGreaterThan(0);
  });
});
