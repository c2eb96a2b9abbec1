// The fast transition against the readable one (spec: solver/fast-transition) in situations the
// pack levels never reach, each set up by a short script that the readable engine shows does
// reach it, then played on with random moves: an automaton that waits in a crowded cell, a gate
// sunk while it is open (on channels the packs never use), transformations reported out of the
// order they happened in, things in the top-left cell, stacks that pair, a crowd moving at once.
// Each is searched too, against the readable solver.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Move, TurnResult } from '../../src/types/adapter.js';
import { loadPack } from '../../src/pack/loading.js';
import type { MiauPack } from '../../src/types/pack.js';
import { levelModel, ReferenceGame } from '../../reference/game.js';
import { FastGame } from '../../solver/game.js';
import { solveLevelFast } from '../../solver/search.js';
import { solveLevel } from './readable-solver.js';

const R = { action: 'move', dx: 1, dy: 0 } as const;
const L = { action: 'move', dx: -1, dy: 0 } as const;
const WAIT = { action: 'wait' } as const;

interface Situation {
  name: string;
  level: Record<string, unknown>;
  features: string[];
  /** Moves that reach the situation. */
  script: Move[];
  /** True of the readable engine's results along the script when the situation was reached. */
  reached: (results: TurnResult[]) => boolean;
}

// The words of the rule every situation starts from, CAT IS YOU, and the cat it moves.
const CAT_IS_YOU = { C: 'CAT', I: 'IS', Y: 'YOU', c: 'cat' };

const SITUATIONS: Situation[] = [
  {
    name: 'a mouse that waits in a cell it shares with a rock and a wall, beside another wall',
    features: ['automata'],
    level: {
      legend: {
        ...CAT_IS_YOU,
        M: 'MOUSE',
        T: 'TICK',
        R: 'ROCK',
        P: 'PUSH',
        W: 'WALL',
        S: 'STOP',
        m: 'mouse',
        r: 'rock',
        w: 'wall',
      },
      grid: [
        'C I Y . . . . .',
        'M I T . . . . .',
        'R I P . . . . .',
        'W I S . . . . .',
        '. c . m+r+w w . . .',
        '. . . . . . . .',
      ],
      automata: [{ id: 'pacer', subject: 'MOUSE', property: 'TICK', pattern: [WAIT, R, WAIT, L, L, WAIT] }],
    },
    script: ['W', 'W'],
    reached: (results) => results.some((r) => r.events.automated.some((e) => e.action === 'wait')),
  },
  {
    name: 'a gate sunk while it is open, on a triangle channel, beside a closed diamond gate',
    features: ['gates'],
    level: {
      legend: {
        ...CAT_IS_YOU,
        R: 'ROCK',
        P: 'PUSH',
        A: 'WATER',
        K: 'SINK',
        r: 'rock',
        a: 'water',
        p: 'plate:triangle',
        g: 'gate:triangle',
        q: 'plate:diamond',
        d: 'gate:diamond',
      },
      grid: [
        'C I Y . . . .',
        'R I P . . . .',
        'A I K . . . .',
        'A I P . . . .',
        'c r p . . q .',
        'c a g . . d .',
      ],
    },
    script: ['R', 'R'],
    reached: (results) => results.some((r) => r.events.destroyed.some((e) => e.name === 'GATE')),
  },
  {
    name: 'a box transformed by an automaton after a rock the player transformed, the box first by id',
    features: ['automata'],
    level: {
      legend: {
        ...CAT_IS_YOU,
        M: 'MOUSE',
        T: 'TICK',
        B: 'BOX',
        K: 'KEY',
        R: 'ROCK',
        F: 'FLAG',
        b: 'box',
        m: 'mouse',
        r: 'rock',
      },
      grid: [
        'b . . . . . .',
        'C I Y . . . .',
        'M I T . . . .',
        'B I . K m . .',
        'R I . F c . .',
        '. . . . . . r',
      ],
      automata: [{ id: 'walker', subject: 'MOUSE', property: 'TICK', pattern: [L] }],
    },
    script: ['L'],
    reached: (results) => results.some((r) => r.events.transformed.map((e) => e.to).join() === 'KEY,FLAG'),
  },
  {
    name: 'a cat alone in the top-left cell, on the only plate, of the first channel',
    features: ['gates'],
    level: {
      legend: { ...CAT_IS_YOU, p: 'plate:triangle', g: 'gate:triangle' },
      grid: ['c+p . g .', '. . . .', 'C I Y .'],
    },
    // Off the plate (the gate closes), then back (the cat is YOU in cell 0, the game not lost).
    script: ['R', 'L'],
    reached: (results) => results[0].events.plateChanged?.length === 1 && results.every((r) => !r.lost),
  },
  {
    name: 'a rock in the top-left cell transformed by a push',
    features: [],
    level: {
      legend: { ...CAT_IS_YOU, R: 'ROCK', B: 'BOX', r: 'rock' },
      grid: ['r . . . .', 'C I Y . .', 'R I . B c'],
    },
    script: ['L'],
    reached: (results) => results[0].events.transformed.some((e) => e.from === 'ROCK' && e.to === 'BOX'),
  },
  {
    name: 'an automaton whose subject is PUSH, and never TICK, stays inactive',
    features: ['automata'],
    level: {
      legend: { ...CAT_IS_YOU, M: 'MOUSE', P: 'PUSH', m: 'mouse' },
      grid: ['C I Y . .', 'M I P . .', 'c . m . .'],
      automata: [{ id: 'idle', subject: 'MOUSE', property: 'TICK', pattern: [R] }],
    },
    script: ['W'],
    reached: (results) => results.every((r) => r.events.automated.length === 0),
  },
  {
    name: 'two keys and a door stacked in the top-left cell, and a key that is OPEN and SHUT',
    features: ['pairs'],
    level: {
      legend: {
        ...CAT_IS_YOU,
        K: 'KEY',
        O: 'OPEN',
        D: 'DOOR',
        H: 'SHUT',
        L: 'LOCK',
        A: 'AND',
        k: 'key',
        d: 'door',
        l: 'lock',
        r: 'rock',
      },
      grid: [
        'k+k+d . . . l+r . .',
        'C I Y . . . .',
        'K I O . . . .',
        'D I H . . . .',
        'L I O A H . .',
        '. . c . . . .',
      ],
      pairs: [{ words: ['OPEN', 'SHUT'], effect: 'destroy-both' }],
    },
    script: ['W'],
    reached: (results) =>
      results[0].events.destroyed.map((e) => e.name).join() === 'KEY,DOOR' &&
      !results[0].events.destroyed.some((e) => e.name === 'LOCK'),
  },
  {
    name: 'a cat on a flag in the top-left cell wins',
    features: [],
    level: {
      legend: { ...CAT_IS_YOU, F: 'FLAG', W: 'WIN', f: 'flag' },
      grid: ['c+f . . .', 'C I Y .', 'F I W .'],
    },
    script: ['W'],
    reached: (results) => results[0].won,
  },
  {
    name: 'a cat on a skull in the top-left cell is defeated',
    features: [],
    level: {
      legend: { ...CAT_IS_YOU, S: 'SKULL', D: 'DEFEAT', s: 'skull' },
      grid: ['c+s . . c', 'C I Y .', 'S I D .'],
    },
    script: ['W'],
    reached: (results) => results[0].events.destroyed.some((e) => e.name === 'CAT' && e.x === 0),
  },
  {
    name: 'a crowd of mice that all step at once: a turn writes more than the journal first holds',
    features: ['automata'],
    level: {
      legend: { ...CAT_IS_YOU, M: 'MOUSE', T: 'TICK', m: 'mouse' },
      grid: [
        'C I Y . . . . . . . . .',
        'M I T . . . . . . . . .',
        'c . . . . . . . . . . .',
        ...Array.from({ length: 7 }, () => '. m m m m m m m m m m .'),
      ],
      automata: [{ id: 'drill', subject: 'MOUSE', property: 'TICK', pattern: [R, L] }],
    },
    script: ['W'],
    reached: (results) => results[0].events.automated.length === 70,
  },
];

function packOf(situation: Situation): MiauPack {
  const loaded = loadPack({
    manifest: {
      id: 'situations',
      name: 'Situations',
      version: '1.0.0',
      engine: 1,
      features: situation.features,
    },
    levels: [{ id: 'situation', title: 'Situation', ...situation.level }],
  });
  if (!loaded.ok) throw new Error(`${situation.name}: ${JSON.stringify(loaded.errors)}`);
  return loaded.pack;
}

const moveArb = fc.constantFrom<Move>('U', 'D', 'L', 'R', 'W');

describe('the fast transition in situations the packs never reach', () => {
  it.each(SITUATIONS.map((situation) => [situation.name, situation] as const))('%s', (_, situation) => {
    const { model, start } = levelModel(packOf(situation), 'situation');
    const scripted = new ReferenceGame(model, start);
    expect(situation.reached(situation.script.map((move) => scripted.input(move)))).toBe(true);
    fc.assert(
      fc.property(fc.array(moveArb, { minLength: 30, maxLength: 30 }), (moves) => {
        const readable = new ReferenceGame(model, start);
        const fast = new FastGame(model, start);
        for (const move of [...situation.script, ...moves]) {
          expect(fast.input(move)).toStrictEqual(readable.input(move));
          expect(fast.observe()).toStrictEqual(readable.observe());
        }
      }),
      { numRuns: 10 },
    );
  });

  // The search plays every input from a state and takes it back (the board's journal): the same
  // answers as the readable solver, which copies states, within a small budget.
  it.each(SITUATIONS.map((situation) => [situation.name, situation] as const))(
    'searches as the readable solver does: %s',
    (_, situation) => {
      const pack = packOf(situation);
      for (const handsOff of [false, true])
        expect(solveLevelFast(pack, 'situation', { max: 60, handsOff })).toStrictEqual(
          solveLevel(pack, 'situation', { max: 60, handsOff }),
        );
    },
  );
});
