// Turn steps: the player's inputs, undo and reset, and what they answered.
import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { EngineGame, MiauPack, Move } from '../../conformance/contract.js';
import { parseMoves } from '../../src/words/moves.js';
import { renderBoardText } from '../../src/board/text.js';
import { BOARD_LEVEL_ID, type MiauWorld } from '../support/world.js';

// Remembers the board before the action, so Then steps can tell what it changed.
async function act(world: MiauWorld): Promise<void> {
  world.before = await world.observe();
  world.turns = [];
}

async function play(world: MiauWorld, moves: readonly Move[]): Promise<void> {
  for (const move of moves) world.turns.push(await world.gameCall('input', (game) => game.input(move)));
}

function readMoves(text: string): Move[] {
  const parsed = parseMoves(text);
  assert.ok(parsed.ok, `"${text}" is not a move string.`);
  return parsed.moves;
}

// Setting the scene --------------------------------------------------------

Given('moving {direction} has been refused', async function (this: MiauWorld, move: Move) {
  await play(this, [move]);
  assert.equal(this.lastTurn().accepted, false, `Moving ${move} was accepted while setting the scene.`);
});

// Actions ------------------------------------------------------------------

When('the player moves {direction}', async function (this: MiauWorld, move: Move) {
  await act(this);
  await play(this, [move]);
});

When('the player waits', async function (this: MiauWorld) {
  await act(this);
  await play(this, ['W']);
});

// The action (`plays`): a move string is checked as a whole before any of it is played.
// Setting the scene (`has played`): every move must be accepted.
When(
  'the player {plays} {string}',
  async function (this: MiauWorld, tense: 'action' | 'scene', text: string) {
    if (tense === 'scene') {
      await play(this, readMoves(text));
      const refused = this.turns.findIndex((t) => !t.accepted);
      assert.ok(refused === -1, `Move ${refused + 1} of "${text}" was refused while setting the scene.`);
      return;
    }
    await act(this);
    const parsed = parseMoves(text);
    if (!parsed.ok) this.moveErrors = parsed.errors;
    else await play(this, parsed.moves);
  },
);

When('the player undoes{times}', async function (this: MiauWorld, times: number) {
  await act(this);
  for (let i = 0; i < times; i++) this.undoResult = await this.gameCall('undo', (game) => game.undo());
});

// `is reset` is the action; `has been reset` sets the scene (and so for saving and restoring).
When('the game {tense} reset', async function (this: MiauWorld, tense: 'action' | 'scene') {
  if (tense === 'action') await act(this);
  await this.gameCall('reset', (game) => game.reset());
});

// Answers ------------------------------------------------------------------

// A refused input returns empty event lists (spec: rules/settled-events), whatever refused it: a
// wall, a won game or a lost one.
Then('the move/wait is {verdict}', async function (this: MiauWorld, accepted: boolean) {
  const turn = this.lastTurn();
  if (turn.accepted === accepted) {
    if (accepted) return;
    const reported = Object.entries(turn.events).filter(([, list]) => Array.isArray(list) && list.length > 0);
    assert.deepEqual(
      reported.map(([kind]) => kind),
      [],
      `The refused input reported events, where a refusal reports none: ${JSON.stringify(Object.fromEntries(reported)).slice(0, 300)}`,
    );
    return;
  }
  const board = renderBoardText(await this.observe());
  assert.fail(
    `The last input was ${turn.accepted ? 'accepted' : 'refused'}, not ${accepted ? 'accepted' : 'refused'} (it answered won: ${turn.won}, lost: ${turn.lost}). The board after it:\n${board}`,
  );
});

Then('every move is accepted', function (this: MiauWorld) {
  assert.ok(this.turns.length > 0, 'No input was played in this scenario.');
  assert.deepEqual(
    this.turns.map((t) => t.accepted),
    this.turns.map(() => true),
  );
});

// The observation is the judge; the latest turn's answer, when there is one, must agree with it.
Then('the game is {outcome}', async function (this: MiauWorld, outcome: { won: boolean; expected: boolean }) {
  const key = outcome.won ? 'won' : 'lost';
  const observed = await this.observe();
  assert.equal(observed[key], outcome.expected, `The observed game is ${observed[key] ? '' : 'not '}${key}.`);
  const turn = this.turns.at(-1);
  if (turn) assert.equal(turn[key], outcome.expected, `The last input answered ${key}: ${turn[key]}.`);
});

Then('the turn count is {int}', async function (this: MiauWorld, turn: number) {
  const observed = (await this.observe()).turn;
  assert.equal(observed, turn, `The observed turn count is ${observed}, not ${turn}.`);
});

Then('the undo takes back a turn', function (this: MiauWorld) {
  assert.equal(this.undoResult, true, 'undo answered false.');
});

Then('there is nothing to undo', function (this: MiauWorld) {
  assert.equal(this.undoResult, false, 'undo answered true.');
});

Then(
  'the move string is rejected with {word} at {string}',
  function (this: MiauWorld, code: string, path: string) {
    assert.ok(this.moveErrors, 'The move string was accepted.');
    assert.deepEqual(
      this.moveErrors.map((d) => ({ code: d.code, path: d.path })),
      [{ code, path }],
    );
  },
);

Then('no move is played', function (this: MiauWorld) {
  assert.deepEqual(this.turns, [], `${this.turns.length} inputs reached the engine.`);
});

// Snapshots ----------------------------------------------------------------

// A save travels as JSON text, as it would through a file or a pipe. A scenario that keeps several
// saves names them: restoring one brings back its own moment, not the engine's latest save.
async function save(world: MiauWorld, name: string | undefined): Promise<void> {
  const saved = await world.gameCall('snapshot', (game) => game.snapshot());
  if (name === undefined) world.saved = saved;
  else world.savedByName.set(name, saved);
}

async function restore(world: MiauWorld, name?: string): Promise<void> {
  const saved = name === undefined ? world.saved : world.savedByName.get(name);
  assert.ok(
    saved !== undefined,
    name === undefined
      ? 'Nothing was saved in this scenario.'
      : `No save is called "${name}" in this scenario.`,
  );
  const copy: unknown = JSON.parse(JSON.stringify(saved));
  await world.gameCall('restore', (game) => game.restore(copy));
}

When(
  'the game {tense} saved{savename}',
  async function (this: MiauWorld, tense: 'action' | 'scene', name?: string) {
    if (tense === 'action') await act(this);
    await save(this, name);
  },
);

When(
  '{savedgame} {tense} restored',
  async function (this: MiauWorld, name: string | undefined, tense: 'action' | 'scene') {
    if (tense === 'action') await act(this);
    await restore(this, name);
  },
);

// Repeated plays ------------------------------------------------------------
// The same moves played twice, to compare the plays: on two fresh games (determinism), then a
// restart (a new game starts where the first one did), from one save (snapshots); and in a
// level without its cues and sounds (automata_steps.ts).

// Every game of these checks starts from one load: a start must not depend on a load made just
// before it (a module that played each start on the state its last load prepared passed them).
async function startFrom(world: MiauWorld, pack: MiauPack): Promise<EngineGame> {
  return world.engineCall('start', (build) => build.start(pack, world.levelId ?? BOARD_LEVEL_ID));
}

async function playOnTwoFreshGames(world: MiauWorld, text: string): Promise<void> {
  const moves = readMoves(text);
  const both = [];
  const pack = await world.loadForPlay();
  for (let round = 0; round < 2; round++) {
    const game = await startFrom(world, pack);
    const start = await world.engineCall('observe', () => game.observe());
    const turns = [];
    for (const move of moves) {
      const turn = await world.engineCall('input', () => game.input(move));
      turns.push({ move, turn, board: await world.engineCall('observe', () => game.observe()) });
    }
    both.push({ start, turns });
  }
  world.repeats.freshGames = both;
}

async function playAndStartAgain(world: MiauWorld, text: string): Promise<void> {
  const moves = readMoves(text);
  const pack = await world.loadForPlay();
  const game = await startFrom(world, pack);
  const first = await world.engineCall('observe', () => game.observe());
  for (const move of moves) await world.engineCall('input', () => game.input(move));
  const played = await world.engineCall('observe', () => game.observe());
  assert.notDeepEqual(played, first, 'The moves changed nothing, so the test shows nothing.');
  const again = await startFrom(world, pack);
  world.repeats.restart = {
    first,
    again: await world.engineCall('observe', () => again.observe()),
    played,
    playedLater: await world.engineCall('observe', () => game.observe()),
  };
}

// Plays the moves on from the save, then restores it and plays them again.
async function playTwiceFromSave(world: MiauWorld, text: string): Promise<void> {
  await act(world);
  const record = async () => {
    const plays = [];
    for (const move of readMoves(text)) {
      const turn = await world.gameCall('input', (game) => game.input(move));
      plays.push({ move, turn, board: await world.observe() });
    }
    return plays;
  };
  world.repeats.plays = [await record()];
  await restore(world);
  world.repeats.plays.push(await record());
}

// The same moves played twice: `on two fresh games`; `and the level is started again` (a new game
// of the level after the first); `twice from the saved game` (on from the save, then again after restoring it).
When(
  'the player plays {string} {replay}',
  async function (this: MiauWorld, text: string, replay: 'fresh' | 'restart' | 'save') {
    if (replay === 'fresh') await playOnTwoFreshGames(this, text);
    else if (replay === 'restart') await playAndStartAgain(this, text);
    else await playTwiceFromSave(this, text);
  },
);

// Each comparison reads the plays its `When the player plays …` step made.
Then('both {sameness}', function (this: MiauWorld, sameness: 'fresh games' | 'plays' | 'boards') {
  if (sameness === 'fresh games') {
    // `both games give the same turn answers and observations`
    const [first, second] = this.repeats.freshGames ?? [];
    assert.ok(first && second, 'The moves were not played on two fresh games.');
    assert.ok(
      first.turns.some((t) => t.turn.accepted),
      'No move was accepted, so the games show nothing.',
    );
    assert.deepEqual(second, first, 'The second fresh game answered differently.');
  } else if (sameness === 'plays') {
    // `both plays give the same turns and boards`
    const [first, second] = this.repeats.plays ?? [];
    assert.ok(first && second, 'The moves were not played twice.');
    assert.deepEqual(second, first, 'The restored game played differently.');
  } else {
    // `both games are observed the same after every move`
    const [first, second] = this.repeats.plays ?? [];
    assert.ok(first && second && first.length > 0, 'The moves were not played in two games.');
    assert.deepEqual(
      second.map((p) => p.board),
      first.map((p) => p.board),
      'Cues or sounds changed an observation.',
    );
  }
});

// A save restored into the game of another level (spec: rules/snapshot-level): a refusal is the
// expected answer here, so it is recorded for the Then step instead of failing the scenario.
When('the saved game {tense} restored into it', async function (this: MiauWorld, tense: 'action' | 'scene') {
  if (tense === 'action') await act(this);
  assert.ok(this.saved !== undefined, 'Nothing was saved in this scenario.');
  const copy: unknown = JSON.parse(JSON.stringify(this.saved));
  const game = await this.currentGame();
  const restored = await this.engineAttempt('restore', () => game.restore(copy));
  if ('fault' in restored) this.restoreFault = restored.fault;
});

Then('the restore is refused', function (this: MiauWorld) {
  assert.ok(this.restoreFault, 'The engine restored the save of another level.');
});
