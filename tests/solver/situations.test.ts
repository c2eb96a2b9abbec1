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
// With it, the words of FLAG IS WIN and a flag.
const FLAG_IS_WIN = { ...CAT_IS_YOU, F: 'FLAG', W: 'WIN', f: 'flag' };
// With it, the words and things of KEY IS OPEN, DOOR IS SHUT and LOCK IS OPEN AND SHUT.
const KEY_LOCK_DOOR = {
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
};

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
      legend: { ...KEY_LOCK_DOOR, r: 'rock' },
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
      legend: FLAG_IS_WIN,
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
  {
    // More movers and moved things than the fast turn puts in order by insertion (32): it counts.
    name: 'a crowd of 48 cats that all move at once, pushing rocks into each other and the wall',
    features: [],
    level: {
      legend: { ...CAT_IS_YOU, R: 'ROCK', P: 'PUSH', W: 'WALL', S: 'STOP', r: 'rock', w: 'wall' },
      grid: [
        'C I Y . . . . . . . . .',
        'R I P . . . . . . . . .',
        'W I S . . . . . . . . .',
        ...Array.from({ length: 6 }, (_, row) =>
          row % 2 === 0 ? '. c c r c c r c c c c w' : 'c c r c c . c c r c c w',
        ),
      ],
    },
    script: ['R'],
    reached: (results) => results[0].accepted,
  },
  {
    name: 'a rock in the top-left cell becomes a cat, on a board that spells only two nouns',
    features: [],
    level: {
      legend: { ...CAT_IS_YOU, R: 'ROCK', r: 'rock' },
      grid: ['r . . . .', 'C I Y . .', 'R I . C c'],
    },
    script: ['L'],
    reached: (results) => results[0].events.transformed.some((e) => e.from === 'ROCK' && e.to === 'CAT'),
  },
  {
    name: 'a rock that becomes a cat walks onto the flag as the player, the shortest way to win',
    features: [],
    level: {
      legend: { ...CAT_IS_YOU, F: 'FLAG', W: 'WIN', R: 'ROCK', f: 'flag', r: 'rock' },
      grid: ['C I Y . . .', 'F I W . . .', 'R I . C c .', 'r f . . . .'],
    },
    script: ['L', 'R'],
    reached: (results) => results[0].events.transformed.length === 1 && results[1].won,
  },
  {
    name: 'a key, a lock that is OPEN and SHUT, and a door stacked: the lock pairs once only',
    features: ['pairs'],
    level: {
      legend: KEY_LOCK_DOOR,
      grid: ['C I Y . . .', 'K I O . . .', 'D I H . . .', 'L I O A H .', '. c . k+l+d . .'],
      pairs: [{ words: ['OPEN', 'SHUT'], effect: 'destroy-both' }],
    },
    script: ['W'],
    reached: (results) => results[0].events.destroyed.map((e) => e.name).join() === 'KEY,LOCK',
  },
  {
    name: 'a cat that sinks in the turn a DEFEAT rule holds: no defeat for a thing already gone',
    features: [],
    level: {
      legend: { ...CAT_IS_YOU, A: 'WATER', K: 'SINK', S: 'SKULL', D: 'DEFEAT', a: 'water', s: 'skull' },
      grid: ['C I Y . . .', 'A I K . . .', 'S I D . . .', '. c a . . s', 'c . . . . .'],
    },
    script: ['R'],
    reached: (results) =>
      results[0].events.destroyed.filter((e) => e.name === 'CAT').length === 1 &&
      results[0].events.destroyed.every((e) => e.cause !== 'defeat'),
  },
  {
    name: 'mice that are WIN step in the turn the player spells a rule: the cat, not a mouse, is YOU',
    features: ['automata'],
    level: {
      legend: { ...CAT_IS_YOU, M: 'MOUSE', T: 'TICK', W: 'WIN', R: 'ROCK', P: 'PUSH', m: 'mouse', r: 'rock' },
      grid: [
        'C I Y . . . . .',
        'M I T . . . . .',
        'M I W . . . . .',
        'R I . P c . . .',
        '. . . . . . . .',
        '. m . m . . r .',
      ],
      automata: [{ id: 'pace', subject: 'MOUSE', property: 'TICK', pattern: [R, L] }],
    },
    script: ['L'],
    reached: (results) => results[0].events.automated.length === 2 && !results[0].won,
  },
  {
    name: 'a win made by the very push that spells FLAG IS WIN, which a hands-off search refuses',
    features: [],
    level: {
      legend: FLAG_IS_WIN,
      grid: ['C I Y . .', '. . . . .', 'F I . W+f c'],
    },
    script: ['L'],
    reached: (results) => results[0].won,
  },
  {
    name: 'a mouse whose TICK rule the player breaks: its automaton is inactive from then on',
    features: ['automata'],
    level: {
      legend: { ...CAT_IS_YOU, M: 'MOUSE', T: 'TICK', m: 'mouse' },
      grid: ['C I Y . . .', '. . c . . .', 'M I T . . .', '. . . . . .', '. . . . m .'],
      automata: [{ id: 'pace', subject: 'MOUSE', property: 'TICK', pattern: [R, L] }],
    },
    // The mouse steps once while its rule stands, then never again.
    script: ['W', 'D'],
    reached: (results) =>
      results[0].events.automated.length === 1 && results[1].events.automated.length === 0,
  },
  {
    name: 'a rock that sank is never transformed; a rock that became a cat sinks, and the cats left walk on',
    features: [],
    level: {
      legend: { ...CAT_IS_YOU, A: 'WATER', K: 'SINK', R: 'ROCK', a: 'water', r: 'rock' },
      grid: ['C I Y . . .', 'A I K . . .', 'R I . C c .', 'r a . . r+a .'],
    },
    // A rock sinks in the first turn, before ROCK IS CAT is spelled: it is never transformed.
    script: ['W', 'L', 'R', 'R'],
    reached: (results) =>
      results[0].events.destroyed.some((e) => e.name === 'ROCK') &&
      results[1].events.transformed.length === 1 &&
      results[2].events.destroyed.some((e) => e.name === 'CAT' && e.cause === 'sink'),
  },
  {
    name: 'three subjects joined by AND on a board two rows high, the flag defeated',
    features: [],
    level: {
      legend: {
        C: 'CAT',
        R: 'ROCK',
        F: 'FLAG',
        A: 'AND',
        I: 'IS',
        Y: 'YOU',
        S: 'SKULL',
        D: 'DEFEAT',
        c: 'cat',
        r: 'rock',
        f: 'flag',
        s: 'skull',
      },
      grid: ['C A R A F I Y . .', 'S I D f s c . r .'],
    },
    script: ['R'],
    reached: (results) => results[0].events.destroyed.some((e) => e.name === 'FLAG' && e.cause === 'defeat'),
  },
  {
    name: 'an IS tile pushed into water sinks, and the rule it stood in goes with it',
    features: [],
    level: {
      legend: { ...CAT_IS_YOU, A: 'WATER', K: 'SINK', R: 'ROCK', P: 'PUSH', a: 'water' },
      grid: ['C I Y . . .', 'A I K . . .', '. . . R . .', '. . c I a .', '. . . P . .'],
    },
    // A turn with ROCK IS PUSH down a column, then the cat pushes its IS into the water.
    script: ['W', 'R'],
    reached: (results) => results[1].events.destroyed.some((e) => e.name === 'IS'),
  },
  {
    name: 'a cat that is YOU AND PUSH AND WIN: three predicates in one sentence',
    features: [],
    level: {
      legend: { ...CAT_IS_YOU, A: 'AND', P: 'PUSH', W: 'WIN' },
      grid: ['C I Y A P A W', '. c . . . . .'],
    },
    script: ['W'],
    reached: (results) => results[0].won,
  },
  {
    name: 'twenty-one rules on one board: more than the rule list first holds',
    features: [],
    level: {
      legend: {
        ...CAT_IS_YOU,
        A: 'AND',
        R: 'ROCK',
        F: 'FLAG',
        S: 'SKULL',
        M: 'MOUSE',
        P: 'PUSH',
        T: 'STOP',
        K: 'SINK',
        W: 'WIN',
      },
      grid: [
        'C A R A F A S A M I P A T A K A W',
        'C I Y . . . . . . . . . . . . . .',
        '. c . . . . . . . . . . . . . . .',
      ],
    },
    script: ['W'],
    reached: (results) => results[0].won,
  },
  {
    name: 'two pairs, only the second with enter: the cat enters the door, never the rock',
    features: ['pairs'],
    level: {
      legend: {
        ...CAT_IS_YOU,
        A: 'AND',
        H: 'SHUT',
        T: 'HOT',
        D: 'DOOR',
        O: 'OPEN',
        S: 'STOP',
        R: 'ROCK',
        M: 'MELT',
        d: 'door',
        r: 'rock',
      },
      grid: ['C I Y A H A T', 'D I O A S . .', 'R I M A S . .', '. c d . . . .', '. r . . . . .'],
      pairs: [
        { words: ['HOT', 'MELT'], effect: 'destroy-both' },
        { words: ['OPEN', 'SHUT'], effect: 'destroy-both', enter: true },
      ],
    },
    script: ['D', 'R'],
    reached: (results) =>
      results[0].events.destroyed.length === 0 &&
      results[1].events.destroyed.map((e) => e.name).join() === 'CAT,DOOR',
  },
  {
    name: 'a rock on a flag becomes a cat and wins in that very turn',
    features: [],
    level: {
      legend: { ...CAT_IS_YOU, F: 'FLAG', W: 'WIN', R: 'ROCK', f: 'flag', r: 'rock' },
      grid: ['C I Y . . .', 'F I W . . .', 'R I . C c .', 'r+f . . . . .'],
    },
    script: ['L'],
    reached: (results) => results[0].won,
  },
  {
    name: 'a push spells ROCK IS YOU while the rock is on a flag: a win in that very turn',
    features: [],
    level: {
      legend: { ...CAT_IS_YOU, F: 'FLAG', W: 'WIN', R: 'ROCK', f: 'flag', r: 'rock' },
      grid: ['C I Y . . .', 'F I W . . .', 'R I . Y c .', 'r+f . . . . .'],
    },
    script: ['L'],
    reached: (results) => results[0].won,
  },
  {
    name: 'STOP mice step down together: in one column the front one first, in one row in id order',
    features: ['automata'],
    level: {
      legend: { ...CAT_IS_YOU, M: 'MOUSE', T: 'TICK', S: 'STOP', m: 'mouse' },
      grid: ['C I Y . . .', 'M I T . . .', 'M I S . m .', '. . m . m .', 'c . . . . .', '. . . . . .'],
      automata: [
        {
          id: 'drop',
          subject: 'MOUSE',
          property: 'TICK',
          pattern: [
            { action: 'move', dx: 0, dy: 1 },
            { action: 'move', dx: 0, dy: -1 },
          ],
        },
      ],
    },
    script: ['W'],
    reached: (results) =>
      results[0].events.automated.length === 3 && results[0].events.automated.every((e) => !e.blocked),
  },
  {
    name: 'ROCK IS ROCK keeps the rock a rock under ROCK IS CAT',
    features: [],
    level: {
      legend: { ...CAT_IS_YOU, R: 'ROCK', r: 'rock' },
      grid: ['C I Y . . .', 'R I C . . .', 'R I R . . .', '. c . . r .'],
    },
    script: ['W'],
    reached: (results) => results[0].events.transformed.length === 0,
  },
  {
    name: 'a box that becomes a mouse in a turn whose rules did not change steps with the mice',
    features: ['automata'],
    level: {
      // The rock is a box from the start; BOX IS MOUSE makes it a mouse in the first turn.
      legend: { ...CAT_IS_YOU, R: 'ROCK', B: 'BOX', M: 'MOUSE', T: 'TICK', r: 'rock', m: 'mouse' },
      grid: ['C I Y . . . .', 'R I B . . . .', 'B I M . . . .', 'M I T . . . .', '. c . m r . .'],
      automata: [{ id: 'pace', subject: 'MOUSE', property: 'TICK', pattern: [R, L] }],
    },
    script: ['W'],
    reached: (results) =>
      results[0].events.transformed.some((e) => e.from === 'BOX' && e.to === 'MOUSE') &&
      results[0].events.automated.length === 2,
  },
  {
    name: 'a board with no word tiles at all: nothing is YOU',
    features: [],
    level: { legend: { c: 'cat' }, grid: ['. c .', '. . .'] },
    script: ['W'],
    reached: (results) => results[0].lost,
  },
  {
    name: 'ROCK IS ROCK broken by a push after a turn that read it last: the rock becomes a cat',
    features: [],
    level: {
      legend: { ...CAT_IS_YOU, R: 'ROCK', F: 'FLAG', r: 'rock' },
      grid: ['C I Y . R .', 'R I C . I .', '. . . c R .', '. . . F . .', 'r . . . . .'],
    },
    // A push that reads the rules again (ROCK IS ROCK last), then the push that breaks it.
    script: ['D', 'U', 'R'],
    reached: (results) => results[2].events.transformed.some((e) => e.from === 'ROCK' && e.to === 'CAT'),
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
