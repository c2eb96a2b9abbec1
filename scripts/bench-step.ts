// The cost of one public step as the board grows (`npm run bench`): a 64 × 64 level holding
// `objects` things (a cat, its rules, and rocks and walls laid out by a fixed formula), played
// with alternating R and L so that every input is an accepted turn. Timed: the reference engine's
// public step (`ReferenceGame.input`), the fast transition behind the same answers
// (`FastGame.input`, events and all), and the solver's bare transition (prepare, play, take back).
import type { Move } from '../src/types/adapter.js';
import type { MiauPack } from '../src/types/pack.js';
import { levelModel, ReferenceGame } from '../reference/index.js';
import { FastGame } from '../solver/game.js';
import { Board } from '../solver/board.js';
import { FastTurn } from '../solver/turn.js';
import { compileLevel } from '../solver/compile.js';
import { wordRows } from '../src/words/rows.js';

export interface StepCost {
  objects: number;
  /** Microseconds per step. */
  publicStep: number;
  fastGameStep: number;
  solverStep: number;
}

const SIDE = 64;

/** A level with exactly `objects` things: 9 rule words, the cat, then rocks and walls off the cat's row. */
export function stepLevel(objects: number): MiauPack {
  const things: MiauPack['levels'][number]['objects'] = [
    ...wordRows(['CAT IS YOU', 'ROCK IS PUSH', 'WALL IS STOP']),
    { kind: 'object', noun: 'CAT', x: 30, y: 32 },
  ];
  // Cells 4 rows and more away from the cat's row, visited in a fixed scrambled order.
  for (let k = 0; things.length < objects; k++) {
    const cell = (k * 2654435761) % (SIDE * SIDE);
    const x = cell % SIDE;
    const y = Math.floor(cell / SIDE);
    if (Math.abs(y - 32) < 4 || y < 4) continue;
    things.push({ kind: 'object', noun: k % 3 === 0 ? 'WALL' : 'ROCK', x, y });
  }
  return {
    manifest: { id: 'step-cost', name: 'Step cost', version: '1.0.0', engine: 1 },
    levels: [{ id: 'board', title: 'Board', width: SIDE, height: SIDE, objects: things }],
  };
}

function microseconds(steps: number, run: (move: Move) => void): number {
  const warm = Math.min(500, steps);
  for (let k = 0; k < warm; k++) run(k % 2 === 0 ? 'R' : 'L');
  const start = performance.now();
  for (let k = 0; k < steps; k++) run(k % 2 === 0 ? 'R' : 'L');
  return ((performance.now() - start) * 1000) / steps;
}

/**
 * `steps` public steps (fewer on big boards, where one step takes milliseconds), ten times as many
 * bare ones. About a million thing-steps per figure: long enough (half a second and more) that a
 * shared machine's hiccups and the JIT's warm-up do not decide it.
 */
export function stepCost(objects: number, steps = Math.max(200, Math.round(1_000_000 / objects))): StepCost {
  const pack = stepLevel(objects);
  const { model, start } = levelModel(pack, 'board');
  if (start.things.length !== objects)
    throw new Error(`The step level holds ${start.things.length} things, not ${objects}.`);
  const game = new ReferenceGame(model, start);
  const publicStep = microseconds(steps, (move) => {
    if (!game.input(move).accepted) throw new Error('A step of the step-cost level was refused.');
  });
  const fastGame = new FastGame(model, start);
  const fastGameStep = microseconds(steps, (move) => void fastGame.input(move));
  const level = compileLevel(model, start);
  const board = Board.start(level);
  const turn = new FastTurn(level);
  const solverStep = microseconds(steps * 10, (move) => {
    board.mark();
    turn.prepare(board);
    turn.play(board, move === 'R' ? 3 : 2);
    board.rollback();
  });
  return { objects, publicStep, fastGameStep, solverStep };
}
