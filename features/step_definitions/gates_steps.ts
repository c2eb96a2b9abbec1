// Gate steps: the `gateChanged` and `plateChanged` events of a turn, and channels on things.
// Boards write channels in the notation itself: `plate:circle`, `gate:circle@g`.
import assert from 'node:assert/strict';
import { Given, Then, type DataTable } from '@cucumber/cucumber';
import type { GateChangedEntry, PlateChangedEntry, TurnResult } from '../../src/types/adapter.js';
import type { MiauWorld } from '../support/world.js';

function yesNo(text: string | undefined, column: string): boolean {
  assert.ok(text === 'yes' || text === 'no', `Write yes or no in the ${column} column, not "${text}".`);
  return text === 'yes';
}

// Columns: id | open | jammed (yes/no), in the order the events must list them.
function gateRows(table: DataTable): GateChangedEntry[] {
  return table
    .hashes()
    .map((row) => ({ id: row.id, open: yesNo(row.open, 'open'), jammed: yesNo(row.jammed, 'jammed') }));
}

// Columns: id | pressed (yes/no), in the order the events must list them.
function plateRows(table: DataTable): PlateChangedEntry[] {
  return table.hashes().map((row) => ({ id: row.id, pressed: yesNo(row.pressed, 'pressed') }));
}

// `the turn`: the latest; `move 2`: that input of the action.
function turnNumber(world: MiauWorld, move: number | undefined): TurnResult {
  if (move === undefined) return world.lastTurn();
  const turn = world.turns[move - 1];
  assert.ok(turn, `The scenario played ${world.turns.length} inputs, so there is no move ${move}.`);
  return turn;
}

// A list with no entry is left out of the events (spec: gates/events), so "none" means absent.
function assertGates(turn: TurnResult, expected: GateChangedEntry[]): void {
  assert.deepEqual(turn.events.gateChanged, expected.length > 0 ? expected : undefined);
}

function assertPlates(turn: TurnResult, expected: PlateChangedEntry[]): void {
  assert.deepEqual(turn.events.plateChanged, expected.length > 0 ? expected : undefined);
}

Then(
  '{turn} reports the {circuit}:',
  function (this: MiauWorld, move: number | undefined, circuit: 'gate' | 'plate', table: DataTable) {
    const turn = turnNumber(this, move);
    if (circuit === 'gate') assertGates(turn, gateRows(table));
    else assertPlates(turn, plateRows(table));
  },
);

Then('the turn reports no {circuits} entries', function (this: MiauWorld, circuits: ('gate' | 'plate')[]) {
  if (circuits.includes('gate')) assertGates(this.lastTurn(), []);
  if (circuits.includes('plate')) assertPlates(this.lastTurn(), []);
});

Then('{string} has the channel {word}', async function (this: MiauWorld, id: string, channel: string) {
  const things = (await this.observe()).things;
  const thing = things.find((t) => t.id === id);
  assert.ok(thing, `No thing with the id ${id} is on the board.`);
  assert.equal(thing.channel, channel, `${id} is observed with the channel ${String(thing.channel)}.`);
});

Given('the player has undone a turn', async function (this: MiauWorld) {
  const undone = await this.gameCall('undo', (game) => game.undo());
  assert.equal(undone, true, 'There was no turn to undo while setting the scene.');
});
