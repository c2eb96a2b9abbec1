// Pack steps: author a pack (as JSON, or generated when it is too big to write out), load it,
// and read the diagnostics the engine answers.
import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import type { LoadResult, MiauPack } from '../../conformance/contract.js';
import type { Diagnostic } from '../../src/types/adapter.js';
import { readPackFile } from '../../src/pack/loading.js';
import { generatedPack } from '../support/generated-packs.js';
import {
  isJsonPointer,
  isSchemaCode,
  isOneLineMessage,
  assertRefusal,
  quoted,
  REGISTERED_SEVERITY,
} from '../support/diagnostic-shape.js';
import type { Failing } from '../support/parameters.js';
import { describeDiagnostics, type MiauWorld } from '../support/world.js';

// Authoring ----------------------------------------------------------------

Given('a pack:', function (this: MiauWorld, json: string) {
  this.packInput = JSON.parse(json);
});

// Packs too big or too odd to write out (the `generatedpack` parameter type).
Given('a pack {generatedpack}', function (this: MiauWorld, description: string) {
  this.packInput = generatedPack(description);
});

// Loading ------------------------------------------------------------------

// The harness reads the file as data; only data that reads cleanly reaches the engine.
When('the pack file is read and loaded', async function (this: MiauWorld) {
  assert.ok(this.file.path, 'No pack file was written in this scenario.');
  const read = await readPackFile(this.file.path);
  if (!read.ok) {
    this.file.errors = read.errors;
    return;
  }
  this.file.warnings = read.warnings;
  this.packInput = read.data;
  await this.load();
});

// `When the pack is loaded`; with `, and the loaded pack loaded again` it then loads what the first load answered.
When('the pack is loaded{reloaded}', async function (this: MiauWorld, reloaded: boolean) {
  if (!reloaded) {
    await this.load();
    return;
  }
  const first = await this.load();
  assert.ok(first.ok, `The pack does not load:\n${this.describeLoad(first)}`);
  this.packInput = first.pack;
  this.firstLoad = first;
  await this.load();
});

// Answers ------------------------------------------------------------------

function checkedLoad(world: MiauWorld): LoadResult {
  assert.ok(world.loadResult, 'No pack was loaded in this scenario.');
  world.loadChecked = true;
  return world.loadResult;
}

function loaded(world: MiauWorld): MiauPack {
  const result = checkedLoad(world);
  assert.ok(result.ok, `The pack does not load:\n${world.describeLoad(result)}`);
  // The protocol asks only for an object there; the steps that read the loaded pack read its levels.
  const levels: unknown = (result.pack as { levels?: unknown }).levels;
  assert.ok(
    Array.isArray(levels) &&
      levels.every((level) => typeof (level as { id?: unknown } | null)?.id === 'string'),
    'The loaded pack holds no list of levels with ids at /pack/levels, so its normalized form cannot be read.',
  );
  return result.pack;
}

Then('the pack loads{nowarnings}', function (this: MiauWorld, noWarnings: boolean) {
  loaded(this);
  if (noWarnings) assert.deepEqual(this.loadResult!.warnings, [], describeDiagnostics(this.loadResult!));
});

Then('loading fails', function (this: MiauWorld) {
  const result = checkedLoad(this);
  assertRefusal(result, describeDiagnostics(result));
});

// A `message` column is for the harness's own reading only: an engine words its messages freely.
type Coded = { code: string; path: string; message?: string };
const key = (d: Coded) => `${d.code} at "${d.path}"`;
const rowsOf = (table: DataTable): Coded[] =>
  table.hashes().map((row) => ({
    code: row.code,
    path: row.path,
    ...('message' in row ? { message: row.message } : {}),
  }));
const sortedKeys = (list: Coded[]) => list.map(key).sort();

// Columns: code | path. What failed, and with which errors (the `failing` parameter type).
const FAILURES: Record<Failing, (world: MiauWorld, expected: Coded[]) => void | Promise<void>> = {
  // Any error refuses the pack; an engine claiming `diagnostics` must give exactly these
  // errors, in any order (spec: conformance/refusing-packs).
  loading: async (world, expected) => {
    const result = checkedLoad(world);
    assertRefusal(result, describeDiagnostics(result));
    if (!(await world.comparesDiagnostics())) return;
    assert.deepEqual(
      sortedKeys(result.ok ? [] : result.errors),
      sortedKeys(expected),
      `The errors differ:\n${describeDiagnostics(result)}`,
    );
  },
  // The harness's reading of a pack file: exactly these errors, in this order, and no load.
  'reading the file': (world, expected) => {
    assert.ok(world.file.errors, 'The pack file was read.');
    assert.deepEqual(
      world.file.errors.map((d) => ({
        code: d.code,
        path: d.path,
        ...(expected.some((e) => 'message' in e) ? { message: d.message } : {}),
      })),
      expected,
    );
    assert.equal(world.loadResult, undefined, 'A file that failed to read reached the engine.');
  },
  // Host code (src/pack): exactly these errors, in any order.
  sharing: (world, expected) => {
    const shared = world.sharing.shared;
    assert.ok(shared && !shared.ok, 'The pack was shared.');
    assert.ok(!('payload' in shared), 'A failed share made a payload.');
    assert.deepEqual(sortedKeys(shared.errors), sortedKeys(expected));
  },
  opening: (world, expected) => {
    const opened = world.sharing.opened;
    assert.ok(opened && !opened.ok, 'The payload opened.');
    assert.deepEqual(sortedKeys(opened.errors), sortedKeys(expected));
  },
  'the install': (world, expected) => {
    const installed = world.sharing.installed;
    assert.ok(installed && !installed.ok, 'The install succeeded.');
    assert.deepEqual(sortedKeys(installed.errors), sortedKeys(expected));
  },
};

Then('{failing} fails with:', async function (this: MiauWorld, failing: Failing, table: DataTable) {
  const expected = rowsOf(table);
  assert.ok(
    failing === 'reading the file' || expected.every((e) => !('message' in e)),
    'Only the reading of a file is checked word for word.',
  );
  await FAILURES[failing](this, expected);
});

// Registered codes (schemas/diagnostic-codes.json) with their severity; for an engine claiming
// `diagnostics` only (spec: conformance/exact-diagnostics).
Then('every error code is registered, with its severity', async function (this: MiauWorld) {
  const result = checkedLoad(this);
  assertRefusal(result, describeDiagnostics(result));
  if (!(await this.comparesDiagnostics())) return;
  for (const d of [...result.errors, ...result.warnings]) {
    assert.equal(
      REGISTERED_SEVERITY.get(d.code),
      d.severity,
      `${quoted(d.code)} at ${quoted(d.path)} is not a registered ${d.severity} code.`,
    );
  }
});

// A diagnostic is for a designer: known severity, a code the adapter schema allows, a JSON pointer, one line.
Then('every diagnostic has a code, a path and a one-line message', function (this: MiauWorld) {
  const result = checkedLoad(this);
  const all: Diagnostic[] = [...(result.ok ? [] : result.errors), ...result.warnings];
  assert.ok(all.length > 0, 'There are no diagnostics.');
  for (const d of all) {
    assert.ok(['error', 'warning'].includes(d.severity), `Unknown severity in ${quoted(d)}.`);
    assert.ok(
      isSchemaCode(d.code),
      `The code of ${quoted(d)} is not a code the adapter schema allows: a lower-case letter, then lower-case letters, digits and hyphens.`,
    );
    assert.ok(isJsonPointer(d.path), `The path of ${quoted(d)} is not a JSON pointer.`);
    assert.ok(
      isOneLineMessage(d.message),
      `The message of ${quoted(d)} is ${d.message.length === 0 ? 'empty' : 'not one line of text'}.`,
    );
  }
});

Then('no level of the pack can be started', async function (this: MiauWorld) {
  checkedLoad(this);
  const pack = this.packInput as MiauPack;
  for (const level of pack.levels) {
    const started = await this.engineAttempt('start', (build) => build.start(pack, level.id));
    assert.ok('fault' in started, `Level "${level.id}" of a pack that failed to load was started.`);
  }
});

// Ids, space separated, in the order of the level's objects.
Then(
  'the things of level {string} have the ids {string}',
  function (this: MiauWorld, levelId: string, ids: string) {
    const level = loaded(this).levels.find((l) => l.id === levelId);
    assert.ok(level, `The loaded pack has no level "${levelId}".`);
    // The protocol asks only for an object per level: a grid level left as a grid has no things.
    const things: unknown = (level as { objects?: unknown }).objects;
    assert.ok(
      Array.isArray(things),
      `Level "${levelId}" of the loaded pack has no list of things at "objects" (a grid level loads to its things), so their ids cannot be read.`,
    );
    assert.deepEqual(
      (things as { id?: unknown }[]).map((thing) => thing?.id),
      ids.split(' '),
    );
  },
);

// Everything the author wrote is in the loaded pack, unchanged (ids may be added).
Then('the loaded pack keeps every authored field', function (this: MiauWorld) {
  const missing = missingFields(this.packInput, loaded(this), '');
  assert.deepEqual(missing, [], `The loaded pack lost or changed: ${missing.join(', ')}.`);
});

Then('the second load gives the same pack', function (this: MiauWorld) {
  const second = loaded(this);
  assert.ok(this.firstLoad?.ok, 'The pack was not loaded twice.');
  assert.deepEqual(second, this.firstLoad.pack);
});

// JSON pointers of the authored values that the loaded value lacks or changes.
function missingFields(authored: unknown, got: unknown, path: string): string[] {
  if (authored === null || typeof authored !== 'object') return Object.is(authored, got) ? [] : [path || '/'];
  if (got === null || typeof got !== 'object' || Array.isArray(authored) !== Array.isArray(got))
    return [path || '/'];
  if (Array.isArray(authored) && authored.length !== (got as unknown[]).length) return [path || '/'];
  const into = got as Record<string, unknown>;
  return Object.entries(authored).flatMap(([key, value]) =>
    missingFields(value, into[key], `${path}/${key}`),
  );
}
