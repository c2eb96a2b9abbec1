// Rule steps: the rules the board spells, in reading order.
import assert from 'node:assert/strict';
import { Then, type DataTable } from '@cucumber/cucumber';
import type { MiauWorld } from '../support/world.js';

// One rule a row, spelled `X IS Y`, in reading order.
Then('the rules in force are:', async function (this: MiauWorld, table: DataTable) {
  const expected = table.raw().map((row) => row.join(' ').trim());
  assert.deepEqual((await this.observe()).rules, expected);
});

Then('no rules are in force', async function (this: MiauWorld) {
  assert.deepEqual((await this.observe()).rules, []);
});
