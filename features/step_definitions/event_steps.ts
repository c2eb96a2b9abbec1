// Event steps: what the latest turn reported as settled.
import assert from 'node:assert/strict';
import { Then, type DataTable } from '@cucumber/cucumber';
import type { DestroyedEntry, TransformedEntry } from '../../src/types/adapter.js';
import type { MiauWorld } from '../support/world.js';

// `destroys:` columns id | name | x | y | cause; `transforms:` columns id | from | to; in the
// order the events must list them.
const ROWS = {
  destroyed: (row: Record<string, string>): DestroyedEntry => ({
    id: row.id,
    name: row.name,
    x: Number(row.x),
    y: Number(row.y),
    cause: row.cause,
  }),
  transformed: (row: Record<string, string>): TransformedEntry => ({
    id: row.id,
    from: row.from,
    to: row.to,
  }),
};

Then('the turn {events}:', function (this: MiauWorld, list: 'destroyed' | 'transformed', table: DataTable) {
  const read: (row: Record<string, string>) => unknown = ROWS[list];
  assert.deepEqual(this.lastTurn().events[list], table.hashes().map(read));
});

Then('nothing is {event}', function (this: MiauWorld, list: 'destroyed' | 'transformed') {
  assert.deepEqual(this.lastTurn().events[list], []);
});

Then('{string} is destroyed by {word}', function (this: MiauWorld, id: string, cause: string) {
  const destroyed = this.lastTurn().events.destroyed;
  const entry = destroyed.find((d) => d.id === id);
  assert.ok(entry, `${id} is not destroyed; destroyed: ${JSON.stringify(destroyed)}.`);
  assert.equal(entry.cause, cause);
});

Then('the turn reports no events', function (this: MiauWorld) {
  assert.deepEqual(this.lastTurn().events, { destroyed: [], transformed: [], automated: [] });
});
