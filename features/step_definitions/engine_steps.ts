// Engine steps: the handshake, the shape of observations, and starting levels.
import assert from 'node:assert/strict';
import { Then, When, type DataTable } from '@cucumber/cucumber';
import type { Hello } from '../../conformance/contract.js';
import { errorsText, schemaValidator } from '../../src/schema/registry.js';
import { answerNamed } from '../support/answers.js';
import type { AnswerName } from '../support/parameters.js';
import type { MiauWorld } from '../support/world.js';

function validatorFor(definition: string) {
  return schemaValidator('adapter', `/$defs/${definition}`);
}

function greeting(world: MiauWorld): Hello {
  assert.ok(world.greeting, 'The engine was not greeted in this scenario.');
  return world.greeting;
}

// The handshake --------------------------------------------------------------

When('the engine is greeted', async function (this: MiauWorld) {
  this.greeting = await this.engineCall('hello', (build) => build.hello());
});

Then('it gives its name and version', function (this: MiauWorld) {
  const { name, version } = greeting(this);
  assert.ok(typeof name === 'string' && name.trim() !== '', 'The engine gives no name.');
  assert.ok(typeof version === 'string' && version.trim() !== '', 'The engine gives no version.');
});

Then('it speaks protocol {int}', function (this: MiauWorld, protocol: number) {
  assert.equal(greeting(this).protocol, protocol);
});

// One capability a row.
Then('every capability it claims is one of:', function (this: MiauWorld, table: DataTable) {
  const known = table.raw().map((row) => row[0]);
  const claimed = greeting(this).capabilities;
  assert.ok(Array.isArray(claimed), 'The engine lists no capabilities.');
  const unknown = claimed.filter((c) => !known.includes(c));
  assert.deepEqual(unknown, [], `The engine claims capabilities nobody defined: ${unknown.join(', ')}.`);
  assert.equal(new Set(claimed).size, claimed.length, 'The engine claims a capability twice.');
});

// Observations ---------------------------------------------------------------

// The adapter schema's definition of each answer a scenario checks against it.
const DEFINITIONS: Partial<Record<AnswerName, string>> = {
  greeting: 'hello',
  observation: 'observation',
  'turn answer': 'turnResult',
  'load answer': 'loadResult',
};

Then('the {answer} matches the adapter schema', async function (this: MiauWorld, name: AnswerName) {
  const definition = DEFINITIONS[name];
  assert.ok(definition, `The adapter schema does not define the ${name}.`);
  const validate = validatorFor(definition);
  assert.ok(validate(await answerNamed(this, name)), errorsText(validate.errors));
});

Then(
  'the observation shows level {string}, {int} by {int}, at turn {int}',
  async function (this: MiauWorld, levelId: string, width: number, height: number, turn: number) {
    const { levelId: id, width: w, height: h, turn: t } = await this.observe();
    assert.deepEqual({ levelId: id, width: w, height: h, turn: t }, { levelId, width, height, turn });
  },
);

Then('the observed things are in id order', async function (this: MiauWorld) {
  const ids = (await this.observe()).things.map((t) => t.id);
  const ordinal = [...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  assert.deepEqual(ids, ordinal);
});

// Starting -------------------------------------------------------------------

When('level {string} of the pack is started', async function (this: MiauWorld, levelId: string) {
  await this.startLevel(levelId);
});

Then('the start is refused', function (this: MiauWorld) {
  assert.ok(this.startFault, 'The engine started the level.');
});
