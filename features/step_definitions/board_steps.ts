// Board steps: describe a level as a grid, and read the board back as a grid or as things.
import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { compareBoard, parseBoardTable } from '../../src/board/text.js';
import type { ObservedThing } from '../../src/types/adapter.js';
import { boardPack, type MiauWorld } from '../support/world.js';

Given('the board:', function (this: MiauWorld, table: DataTable) {
  const board = parseBoardTable(table.raw());
  assert.ok(
    !('errors' in board),
    `The board cannot be read:\n${'errors' in board ? board.errors.join('\n') : ''}`,
  );
  this.packInput = boardPack(board);
});

// An automaton declares its property word; its pattern here only waits.
Given('the level has an automaton giving the property {word}', function (this: MiauWorld, property: string) {
  const level = this.authoredLevel();
  level.automata = [
    ...(level.automata ?? []),
    { id: `clock-${property.toLowerCase()}`, property, pattern: [{ action: 'wait' }] },
  ];
});

When('the level starts', async function (this: MiauWorld) {
  await this.currentGame();
});

Then('the board is:', async function (this: MiauWorld, table: DataTable) {
  const verdict = compareBoard(table.raw(), await this.observe());
  assert.ok(verdict.ok, verdict.ok ? '' : verdict.message);
});

Then('nothing has changed', async function (this: MiauWorld) {
  assert.ok(this.before, 'The scenario has no action to compare with.');
  assert.deepEqual(await this.observe(), this.before, 'The board, turn count or outcome changed.');
});

// Columns: id | kind | name | x | y, in the order the observation lists things.
Then('the things are:', async function (this: MiauWorld, table: DataTable) {
  const expected: ObservedThing[] = table.hashes().map((row) => ({
    id: row.id,
    kind: row.kind as ObservedThing['kind'],
    name: row.name,
    x: Number(row.x),
    y: Number(row.y),
  }));
  const things = (await this.observe()).things.map(({ id, kind, name, x, y }) => ({ id, kind, name, x, y }));
  assert.deepEqual(things, expected);
});

Then('the things are listed in the order {string}', async function (this: MiauWorld, ids: string) {
  const things = (await this.observe()).things.map((t) => t.id);
  assert.deepEqual(things, ids.split(' '));
});

Then('{string} is at \\({int}, {int})', async function (this: MiauWorld, id: string, x: number, y: number) {
  const thing = findThing((await this.observe()).things, id);
  assert.deepEqual({ x: thing.x, y: thing.y }, { x, y }, `${id} is not where it should be.`);
});

// `now a flag` or `still a cat` names an object, `still the word ROCK` a word: as in the board
// notation, the case of the name decides.
Then(
  '{string} is {identity} {word}',
  async function (this: MiauWorld, id: string, _phrase: string, name: string) {
    const thing = findThing((await this.observe()).things, id);
    const word = name === name.toUpperCase();
    assert.deepEqual(
      { kind: thing.kind, name: thing.name },
      { kind: word ? 'word' : 'object', name: name.toUpperCase() },
    );
  },
);

Then('{string} is gone', async function (this: MiauWorld, id: string) {
  const things = (await this.observe()).things;
  assert.equal(
    things.find((t) => t.id === id),
    undefined,
    `${id} is still on the board.`,
  );
});

function findThing(things: ObservedThing[], id: string): ObservedThing {
  const thing = things.find((t) => t.id === id);
  assert.ok(
    thing,
    `No thing with the id ${id} is on the board; the ids are ${things.map((t) => t.id).join(', ')}.`,
  );
  return thing;
}
