// Event steps: what the latest turn reported as settled.
import assert from 'node:assert/strict';
import { Then, type DataTable } from '@cucumber/cucumber';
import type { DestroyedEntry, TransformedEntry } from '../../src/types/adapter.js';
import type { MiauWorld } from '../support/world.js';

// Columns: id | name | x | y | cause, in the order the events must list them.
Then('the turn destroys:', function (this: MiauWorld, table: DataTable) {
  const expected: DestroyedEntry[] = table.hashes().map((row) => ({
    id: row.id,
    name: row.name,
    x: Number(row.x),
    y: Number(row.y),
    cause: row.cause,
  }));
  assert.deepEqual(this.lastTurn().events.destroyed, expected);
});

Then('nothing is destroyed', function (this: MiauWorld) {
  assert.deepEqual(this.lastTurn().events.destroyed, []);
});

Then('{string} is destroyed by {word}', function (this: MiauWorld, id: string, cause: string) {
  const destroyed = this.lastTurn().events.destroyed;
  const entry = destroyed.find((d) => d.id === id);
  assert.ok(entry, `${id} is not destroyed; destroyed: ${JSON.stringify(destroyed)}.`);
  assert.equal(entry.cause, cause);
});

// Columns: id | from | to, in the order the events must list them.
Then('the turn transforms:', function (this: MiauWorld, table: DataTable) {
  const expected: TransformedEntry[] = table.hashes().map((row) => ({ id: row.id, from: row.from, to: row.to }));
  assert.deepEqual(this.lastTurn().events.transformed, expected);
});

Then('nothing is transformed', function (this: MiauWorld) {
  assert.deepEqual(this.lastTurn().events.transformed, []);
});

Then('the turn reports no events', function (this: MiauWorld) {
  assert.deepEqual(this.lastTurn().events, { destroyed: [], transformed: [], automated: [] });
});
