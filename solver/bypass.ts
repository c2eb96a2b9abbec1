// spec: solver/bypass
// (change add-fast-solver)
// A level with one of its custom mechanics removed, for the bypass check: can it still be won
// without what the mechanic gives the player? Removal keeps the mechanic's words as property
// words, so every sentence reads the same and no noun turns into its word; only the help the
// mechanic gives is gone (design.md of add-fast-solver says why each is removed this way):
// - automata: no records, so nothing ticks (and no phase is kept);
// - pairs: no pairs, so nothing pairs off and `enter` lets nothing in;
// - gates: no plates. Only the things that start the level as gates keep their channel, so no
//   thing is ever a plate, no plate ever opens a gate, and a closed gate stays closed (a gate
//   opens only while something stands in it, and nothing can enter a closed gate).
import type { GameState, LevelModel } from '../reference/turn.js';

export const MECHANIC_NAMES = ['automata', 'pairs', 'gates'] as const;
export type Mechanic = (typeof MECHANIC_NAMES)[number];

// spec: solver/bypass
/** The custom mechanics a level uses, in MECHANIC_NAMES order. */
export function mechanicsOf(model: LevelModel, start: GameState): Mechanic[] {
  const used: Record<Mechanic, boolean> = {
    automata: model.automata.length > 0,
    pairs: model.pairs.length > 0,
    gates: start.things.some((thing) => thing.channel !== undefined),
  };
  return MECHANIC_NAMES.filter((mechanic) => used[mechanic]);
}

// spec: solver/bypass
/** The level with the mechanics in `without` removed (the inputs are not changed). */
export function withoutMechanics(
  model: LevelModel,
  start: GameState,
  without: readonly Mechanic[],
): { model: LevelModel; start: GameState } {
  if (without.length === 0) return { model, start };
  const drop = new Set(without);
  return {
    model: {
      ...model,
      automata: drop.has('automata') ? [] : model.automata,
      pairs: drop.has('pairs') ? [] : model.pairs,
    },
    start: {
      ...start,
      phases: drop.has('automata') ? [] : [...start.phases],
      things: start.things.map((thing) => {
        if (!drop.has('gates') || thing.channel === undefined || thing.name === 'GATE') return { ...thing };
        const { channel: _removed, ...rest } = thing;
        return rest;
      }),
    },
  };
}
