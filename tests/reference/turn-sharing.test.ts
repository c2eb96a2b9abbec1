// A turn gives back, as the very objects they were, the things it left unchanged (so the undo
// history shares them), and only those: over every pack level, grown with extra words and
// objects that spell moves, sinking and transformations, along random move strings.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Move } from '../../src/types/adapter.js';
import { levelModel, playTurn } from '../../reference/index.js';
import type { GameState } from '../../reference/turn.js';
import { packLevels, withExtras } from '../solver/pack-levels.js';

const RUNS = Number(process.env.MIAU_PROPERTY_RUNS ?? 60);
const levels = await packLevels();
const moveArb = fc.constantFrom<Move>('U', 'D', 'L', 'R', 'W');
const extraArb = fc.record({
  kind: fc.constantFrom<'object' | 'word' | 'sentence'>('object', 'word', 'sentence'),
  pick: fc.nat(),
  pick2: fc.nat(),
  x: fc.nat(),
  y: fc.nat(),
});

/** The things of a state as plain data, to see that a turn never changed the state it was given. */
function dataOf(state: GameState): string {
  return JSON.stringify(state.things);
}

describe('a turn shares the things it left unchanged', () => {
  it('with the state before it, and no other thing', () => {
    let turnsWithChanges = 0;
    fc.assert(
      fc.property(
        fc.nat({ max: levels.length - 1 }),
        fc.array(extraArb, { maxLength: 6 }),
        fc.array(moveArb, { minLength: 1, maxLength: 20 }),
        (index, extras, moves) => {
          const { pack, levelId } = levels[index];
          const grown = withExtras(pack, levelId, extras);
          if (grown === null) return;
          let state = levelModel(grown, levelId).start;
          const { model } = levelModel(grown, levelId);
          for (const move of moves) {
            const before = dataOf(state);
            const after = playTurn(model, state, move).state;
            expect(dataOf(state)).toBe(before);
            const previous = new Map(state.things.map((thing) => [thing.id, thing]));
            for (const thing of after.things) {
              const old = previous.get(thing.id)!;
              const unchanged = JSON.stringify(old) === JSON.stringify(thing);
              expect(thing === old, `${move}: thing ${thing.id}`).toBe(unchanged);
              if (!unchanged) turnsWithChanges++;
            }
            state = after;
          }
        },
      ),
      { numRuns: RUNS, seed: 18 },
    );
    // The property held on turns that changed things, not only on boards where nothing moved.
    expect(turnsWithChanges).toBeGreaterThan(0);
  });
});
