// Pairs steps: declare paired contacts on the scenario's level. What they do is read back with
// the board, turn and event steps (`the turn destroys:`, `"k" is destroyed by open`).
import assert from 'node:assert/strict';
import { Given, Then, type DataTable } from '@cucumber/cucumber';
import type { Pair } from '../../src/types/pack.js';
import type { MiauWorld } from '../support/world.js';

function declare(world: MiauWorld, pair: Pair): void {
  const level = world.authoredLevel();
  level.pairs = [...(level.pairs ?? []), pair];
}

// Without `with enter …`, `enter` is left out, so the engine's default (false) is what the scenario checks.
Given(
  'the level declares the pair {word} and {word}{enter}',
  function (this: MiauWorld, first: string, second: string, enter: boolean | undefined) {
    declare(this, {
      words: [first, second],
      effect: 'destroy-both',
      ...(enter === undefined ? {} : { enter }),
    });
  },
);

// The list as JSON, so that pairs no engine should accept can be written too.
Given('the level declares the pairs:', function (this: MiauWorld, json: string) {
  this.authoredLevel().pairs = JSON.parse(json) as Pair[];
});

// Columns: name | cause. Every thing destroyed over all the inputs played, in any order.
Then('the whole play destroys exactly:', function (this: MiauWorld, table: DataTable) {
  const sorted = (entries: { name: string; cause: string }[]) =>
    entries.map(({ name, cause }) => `${name} by ${cause}`).sort();
  const destroyed = this.turns.flatMap((turn) => turn.events.destroyed);
  assert.deepEqual(sorted(destroyed), sorted(table.hashes() as { name: string; cause: string }[]));
});
