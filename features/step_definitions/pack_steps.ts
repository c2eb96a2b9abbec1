// Pack steps: author a pack (as JSON, or generated when it is too big to write out), load it,
// and read the diagnostics the engine answers.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import type { LoadResult, MiauPack } from '../../conformance/contract.js';
import type { Diagnostic } from '../../src/types/adapter.js';
import { DIAGNOSTIC_CODES } from '../../src/diagnostics/diagnostics.js';
import { readPackFile } from '../../src/pack/loading.js';
import type { Level } from '../../src/types/pack.js';
import { describeDiagnostics, type MiauWorld } from '../support/world.js';

/** A small valid pack, the starting point of the generated packs. */
function smallPack(levels: Level[] = [smallLevel('one')]): MiauPack {
  return { manifest: { id: 'demo', name: 'Demo', version: '1.0.0', engine: 1 }, levels };
}

function smallLevel(id: string): Level {
  return { id, title: `Level ${id}`, width: 3, height: 1, objects: [{ kind: 'object', noun: 'CAT', x: 0, y: 0 }] };
}

// Authoring ----------------------------------------------------------------

Given('a pack:', function (this: MiauWorld, json: string) {
  this.packInput = JSON.parse(json);
});

Given('a pack with {int} levels', function (this: MiauWorld, count: number) {
  this.packInput = smallPack(Array.from({ length: count }, (_, i) => smallLevel(`level-${i + 1}`)));
});

Given('a pack whose level holds {int} objects', function (this: MiauWorld, count: number) {
  const level: Level = { ...smallLevel('one'), width: 64, height: 64 };
  level.objects = Array.from({ length: count }, (_, i) => ({ kind: 'object', noun: 'CAT', x: i % 64, y: Math.floor(i / 64) % 64 }));
  this.packInput = smallPack([level]);
});

Given('a pack whose level has {int} automata', function (this: MiauWorld, count: number) {
  const level = smallLevel('one');
  level.automata = Array.from({ length: count }, (_, i) => ({ id: `clock-${i + 1}`, property: 'TICK', pattern: [{ action: 'wait' }] }));
  this.packInput = smallPack([level]);
});

Given('a pack whose automaton has a pattern of {int} steps', function (this: MiauWorld, count: number) {
  const level = smallLevel('one');
  level.automata = [{ id: 'clock', property: 'TICK', pattern: Array.from({ length: count }, () => ({ action: 'wait' as const })) }];
  this.packInput = smallPack([level]);
});

// A pack file in a fresh folder of its own; the After hook removes the folder.
Given('a CommonJS pack file:', function (this: MiauWorld, source: string) {
  this.tempDir = mkdtempSync(join(tmpdir(), 'miau-pack-'));
  this.packFile = join(this.tempDir, 'pack.cjs');
  writeFileSync(this.packFile, source);
});

// Loading ------------------------------------------------------------------

// The harness reads the file as data; only data that reads cleanly reaches the engine.
When('the pack file is read and loaded', async function (this: MiauWorld) {
  assert.ok(this.packFile, 'No pack file was written in this scenario.');
  const read = await readPackFile(this.packFile);
  if (!read.ok) {
    this.fileErrors = read.errors;
    return;
  }
  this.fileWarnings = read.warnings;
  this.packInput = read.data;
  await this.load();
});

When('the pack is loaded', async function (this: MiauWorld) {
  await this.load();
});

// Loads the pack, then loads what the first load answered.
When('the pack is loaded, and the loaded pack loaded again', async function (this: MiauWorld) {
  const first = await this.load();
  assert.ok(first.ok, `The pack does not load:\n${describeDiagnostics(first)}`);
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
  assert.ok(result.ok, `The pack does not load:\n${describeDiagnostics(result)}`);
  return result.pack;
}

Then('the pack loads', function (this: MiauWorld) {
  loaded(this);
});

Then('the pack loads with no warnings', function (this: MiauWorld) {
  loaded(this);
  assert.deepEqual(this.loadResult!.warnings, [], describeDiagnostics(this.loadResult!));
});

Then('loading fails', function (this: MiauWorld) {
  const result = checkedLoad(this);
  assert.equal(result.ok, false, 'The pack loaded.');
});

// Columns: code | path. Any error refuses the pack; an engine claiming `diagnostics` must give
// exactly these errors, in any order (spec: conformance/refusing-packs).
Then('loading fails with:', async function (this: MiauWorld, table: DataTable) {
  const result = checkedLoad(this);
  assert.equal(result.ok, false, 'The pack loaded.');
  assert.ok(result.errors.length > 0, 'The pack was refused without an error diagnostic.');
  if (!(await this.claimsDiagnostics())) return;
  const key = (d: { code: string; path: string }) => `${d.code} at "${d.path}"`;
  const actual = (result.ok ? [] : result.errors).map(key).sort();
  const expected = table.hashes().map((row) => key({ code: row.code, path: row.path })).sort();
  assert.deepEqual(actual, expected, `The errors differ:\n${describeDiagnostics(result)}`);
});

// Registered codes (schemas/diagnostic-codes.json) with their severity; for an engine claiming
// `diagnostics` only (spec: conformance/exact-diagnostics).
Then('every error code is registered, with its severity', async function (this: MiauWorld) {
  const result = checkedLoad(this);
  assert.ok(!result.ok && result.errors.length > 0, 'The pack loaded.');
  if (!(await this.claimsDiagnostics())) return;
  const registered = new Map(DIAGNOSTIC_CODES.map((e) => [e.code, e.severity]));
  for (const d of [...result.errors, ...result.warnings]) {
    assert.equal(registered.get(d.code), d.severity, `${d.code} at "${d.path}" is not a registered ${d.severity} code.`);
  }
});

// A diagnostic is for a designer: known severity, a kebab-case code, a JSON pointer, a sentence.
Then('every diagnostic has a code, a path and a one-line message', function (this: MiauWorld) {
  const result = checkedLoad(this);
  const all: Diagnostic[] = [...(result.ok ? [] : result.errors), ...result.warnings];
  assert.ok(all.length > 0, 'There are no diagnostics.');
  for (const d of all) {
    assert.ok(['error', 'warning'].includes(d.severity), `Unknown severity in ${JSON.stringify(d)}.`);
    assert.match(d.code, /^[a-z]+(-[a-z]+)*$/, `The code of ${JSON.stringify(d)} is not a kebab-case word.`);
    assert.match(d.path, /^(\/[^/]*)*$/, `The path of ${JSON.stringify(d)} is not a JSON pointer.`);
    assert.match(d.message, /^[^\n]{10,}$/, `The message of ${JSON.stringify(d)} is not one line of text.`);
  }
});

// Columns: code | path.
Then('reading the file fails with:', function (this: MiauWorld, table: DataTable) {
  assert.ok(this.fileErrors, 'The pack file was read.');
  const actual = this.fileErrors.map((d) => ({ code: d.code, path: d.path }));
  assert.deepEqual(actual, table.hashes().map((row) => ({ code: row.code, path: row.path })));
  assert.equal(this.loadResult, undefined, 'A file that failed to read reached the engine.');
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
Then('the things of level {string} have the ids {string}', function (this: MiauWorld, levelId: string, ids: string) {
  const level = loaded(this).levels.find((l) => l.id === levelId);
  assert.ok(level, `The loaded pack has no level "${levelId}".`);
  assert.deepEqual(level.objects.map((o) => o.id), ids.split(' '));
});

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
  if (got === null || typeof got !== 'object' || Array.isArray(authored) !== Array.isArray(got)) return [path || '/'];
  if (Array.isArray(authored) && authored.length !== (got as unknown[]).length) return [path || '/'];
  const into = got as Record<string, unknown>;
  return Object.entries(authored).flatMap(([key, value]) => missingFields(value, into[key], `${path}/${key}`));
}
