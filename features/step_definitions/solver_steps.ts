// Solver steps: ask the engine's solver (capability `solver`) about the scenario's level.
import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { Move, SolveOptions, SolveResult } from '../../conformance/contract.js';
import { BOARD_LEVEL_ID, type MiauWorld } from '../support/world.js';

// The solver's answer per scenario, kept beside the World rather than in it.
const answers = new WeakMap<MiauWorld, SolveResult>();

async function solve(world: MiauWorld, options: SolveOptions): Promise<void> {
  const pack = await world.loadForPlay();
  const answer = await world.engineCall('solve', (build) => {
    assert.ok(build.solve !== undefined, 'The engine claims the solver capability but has no solve method.');
    return build.solve(pack, BOARD_LEVEL_ID, options);
  });
  answers.set(world, answer);
}

function answerOf(world: MiauWorld): SolveResult {
  const answer = answers.get(world);
  assert.ok(answer, 'The scenario has not asked the solver anything.');
  return answer;
}

Given('the level allows the solver {int} expansions', function (this: MiauWorld, solverMax: number) {
  this.authoredLevel().solverMax = solverMax;
});

When('the level is solved', async function (this: MiauWorld) {
  await solve(this, {});
});

When('the level is solved with a budget of {int}', async function (this: MiauWorld, max: number) {
  await solve(this, { max });
});

When('the level is solved with hands off the words', async function (this: MiauWorld) {
  await solve(this, { handsOff: true });
});

// The bypass check (spec: solver/bypass): the same level with one custom mechanic removed.
When('the level is solved without its {word}', async function (this: MiauWorld, mechanic: string) {
  assert.ok(['automata', 'pairs', 'gates'].includes(mechanic), `"${mechanic}" is not a custom mechanic: automata, pairs or gates.`);
  await solve(this, { without: [mechanic as 'automata' | 'pairs' | 'gates'] });
});

// The solver's answer is played on the engine's own game (spec: solver/fast-transition).
When('the player plays the solver\'s solution', async function (this: MiauWorld) {
  const answer = answerOf(this);
  assert.ok(answer.status === 'SOLVED', `The solver found no solution: ${answer.status}.`);
  for (const move of answer.moves) this.turns.push(await this.gameCall('input', (game) => game.input(move as Move)));
});

Then('the solver finds {string}', function (this: MiauWorld, moves: string) {
  const answer = answerOf(this);
  assert.deepEqual({ status: answer.status, moves: answer.status === 'SOLVED' ? answer.moves : undefined }, { status: 'SOLVED', moves });
});

Then('the solver finds {string} after {int} expansions', function (this: MiauWorld, moves: string, expansions: number) {
  const answer = answerOf(this);
  assert.deepEqual(
    { status: answer.status, moves: answer.status === 'SOLVED' ? answer.moves : undefined, expansions: answer.expansions },
    { status: 'SOLVED', moves, expansions },
  );
});

Then('the solver finds no solution', function (this: MiauWorld) {
  assert.equal(answerOf(this).status, 'UNSOLVABLE');
});

Then('the solver gives up after {int} expansion(s)', function (this: MiauWorld, expansions: number) {
  const answer = answerOf(this);
  assert.deepEqual({ status: answer.status, expansions: answer.expansions }, { status: 'LIMIT', expansions });
});
