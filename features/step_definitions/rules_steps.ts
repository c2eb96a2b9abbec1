// Rule steps: the rules in force, as the observation lists them.
import assert from 'node:assert/strict';
import { Then, type DataTable } from '@cucumber/cucumber';
import type { MiauWorld } from '../support/world.js';

// One rule a row, spelled `X IS Y`. The order of the observed list is not part of the contract
// (spec: rules/sentences; reading order decides only which transformation wins), so the rules
// are compared as a multiset: each rule as often as expected, in any order.
Then('the rules in force are:', async function (this: MiauWorld, table: DataTable) {
  const expected = table.raw().map((row) => row.join(' ').trim());
  assert.deepEqual([...(await this.observe()).rules].sort(), [...expected].sort());
});

Then('no rules are in force', async function (this: MiauWorld) {
  assert.deepEqual((await this.observe()).rules, []);
});
