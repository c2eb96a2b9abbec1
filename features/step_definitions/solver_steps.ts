// Solver steps: ask the engine's solver (capability `solver`) about the scenario's level (the
// board's, or the one a step started by its id).
import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { Move, SolveOptions, SolveResult } from '../../conformance/contract.js';
import { BOARD_LEVEL_ID, type MiauWorld } from '../support/world.js';

async function solve(world: MiauWorld, options: SolveOptions): Promise<void> {
  const pack = await world.loadForPlay();
  const answer = await world.engineCall('solve', (build) => {
    assert.ok(build.solve !== undefined, 'The engine claims the solver capability but has no solve method.');
    return build.solve(pack, world.levelId ?? BOARD_LEVEL_ID, options);
  });
  world.solverAnswer = answer;
}

function answerOf(world: MiauWorld): SolveResult {
  const answer = world.solverAnswer;
  assert.ok(answer, 'The scenario has not asked the solver anything.');
  return answer;
}

Given('the level allows the solver {int} expansions', function (this: MiauWorld, solverMax: number) {
  this.authoredLevel().solverMax = solverMax;
});

// ` with a budget of 1`, ` with hands off the words`, ` without its gates` or ` without its
// automata and its pairs` (the bypass check, spec: solver/bypass: the same level with custom
// mechanics removed, in the order named), or one mechanic removed with a budget.
function solveOptions(text: string): SolveOptions {
  if (text === ' with hands off the words') return { handsOff: true };
  const budget = / with a budget of (\d+)$/.exec(text);
  const max = budget ? { max: Number(budget[1]) } : {};
  const removed = budget ? text.slice(0, budget.index) : text;
  if (removed === '') return max;
  const mechanics = removed.replace(/^ without its /, '').split(' and its ');
  for (const mechanic of mechanics)
    assert.ok(
      ['automata', 'pairs', 'gates'].includes(mechanic),
      `"${mechanic}" is not a custom mechanic: automata, pairs or gates.`,
    );
  return { without: mechanics as ('automata' | 'pairs' | 'gates')[], ...max };
}

When('the level is solved{solveoptions}', async function (this: MiauWorld, options: string) {
  await solve(this, solveOptions(options));
});

// The solver's answer is played on the engine's own game (spec: solver/fast-transition).
When("the player plays the solver's solution", async function (this: MiauWorld) {
  const answer = answerOf(this);
  assert.ok(answer.status === 'SOLVED', `The solver found no solution: ${answer.status}.`);
  for (const move of answer.moves)
    this.turns.push(await this.gameCall('input', (game) => game.input(move as Move)));
});

// With ` after 34 expansions`, the count must be exactly that too.
Then(
  'the solver finds {string}{expansions}',
  function (this: MiauWorld, moves: string, expansions: number | undefined) {
    const answer = answerOf(this);
    const found = { status: answer.status, moves: answer.status === 'SOLVED' ? answer.moves : undefined };
    if (expansions === undefined) assert.deepEqual(found, { status: 'SOLVED', moves });
    else
      assert.deepEqual({ ...found, expansions: answer.expansions }, { status: 'SOLVED', moves, expansions });
  },
);

// With ` after 9 expansions`: every reachable state, each expanded once (spec: solver/shortest).
Then('the solver finds no solution{expansions}', function (this: MiauWorld, expansions: number | undefined) {
  const answer = answerOf(this);
  if (expansions === undefined) assert.equal(answer.status, 'UNSOLVABLE');
  else
    assert.deepEqual(
      { status: answer.status, expansions: answer.expansions },
      { status: 'UNSOLVABLE', expansions },
    );
});

Then('the solver gives up after {int} expansion(s)', function (this: MiauWorld, expansions: number) {
  const answer = answerOf(this);
  assert.deepEqual({ status: answer.status, expansions: answer.expansions }, { status: 'LIMIT', expansions });
});
