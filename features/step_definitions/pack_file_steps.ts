// Pack file steps (spec: packs/file-bounds, packs/safe-messages, packs/designer-warnings):
// pack files that break a bound, and what reading them or loading their data may say.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, closeSync, ftruncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Given, Then, type DataTable } from '@cucumber/cucumber';
import { describeDiagnostics, type MiauWorld } from '../support/world.js';
import type { FileFormat } from '../support/parameters.js';

const MIB = 1024 * 1024;

// A pack file in a fresh folder of its own; the After hook removes the folder.
function packFileIn(world: MiauWorld, name: string): string {
  world.file.dir = mkdtempSync(join(tmpdir(), 'miau-pack-'));
  world.file.path = join(world.file.dir, name);
  return world.file.path;
}

// `a JSON pack file:` or `a CommonJS pack file:` (run in the reader's sandbox), with its text;
// `a UTF-16 JSON pack file:` as an editor's "Unicode" writes it (two bytes a character, no mark);
// `a Windows JSON pack file:` and `a classic Mac OS JSON pack file:` with their systems' line ends.
Given('a {fileformat} pack file:', function (this: MiauWorld, format: FileFormat, text: string) {
  const lines = text.replaceAll('\n', format.lineEnd);
  writeFileSync(packFileIn(this, format.name), Buffer.from(lines, format.encoding));
});

Given(
  'a JSON pack file whose level title is {int} characters long',
  function (this: MiauWorld, length: number) {
    const pack = {
      manifest: { id: 'demo', name: 'Demo', version: '1.0.0', engine: 1 },
      levels: [{ id: 'one', title: 'T'.repeat(length), width: 3, height: 1, objects: [] }],
    };
    writeFileSync(packFileIn(this, 'pack.json'), JSON.stringify(pack));
  },
);

// A sparse file: its size is real, its blocks are never written, so the step costs nothing.
Given('a pack file of {int} MiB', function (this: MiauWorld, size: number) {
  const handle = openSync(packFileIn(this, 'pack.json'), 'w');
  ftruncateSync(handle, size * MIB);
  closeSync(handle);
});

Given('a pack folder whose pack.json is a FIFO nobody writes to', function (this: MiauWorld) {
  const folder = packFileIn(this, 'pack');
  mkdirSync(folder);
  execFileSync('mkfifo', [join(folder, 'pack.json')]);
});

// Columns: code | path. The warnings of reading the file must be exactly these.
Then('reading the file warns:', function (this: MiauWorld, table: DataTable) {
  assert.ok(this.file.warnings, 'No pack file was read, or it failed to read.');
  const key = (d: { code: string; path: string }) => `${d.code} at "${d.path}"`;
  const expected = table.hashes().map((row) => key({ code: row.code, path: row.path }));
  assert.deepEqual(this.file.warnings.map(key).sort(), expected.sort());
  for (const w of this.file.warnings) assert.equal(w.severity, 'warning', `${key(w)} is not a warning.`);
});

// What packs/safe-messages says a message may never hold raw: C0 and C1 controls, DEL, the bidi
// controls a terminal or a renderer acts on, line and paragraph separators, lone surrogates, and
// the characters that draw nothing between two others (U+200B, U+2060 to U+2064, U+180E).
const RAW_CONTROL =
  // eslint-disable-next-line no-control-regex -- the step looks for exactly these characters
  /[\u0000-\u001f\u007f-\u009f\u061c\u180e\u200b\u200e\u200f\u2028-\u202e\u2060-\u2064\u2066-\u2069]|\p{Cs}/u;

Then('no diagnostic message holds a raw control character', function (this: MiauWorld) {
  const result = this.loadResult;
  assert.ok(result, 'No pack was loaded in this scenario.');
  const all = [...(result.ok ? [] : result.errors), ...result.warnings];
  // An engine that said nothing of this pack has no message to hold one: it fails for saying
  // nothing, and the message says so rather than pass for it.
  assert.ok(
    all.length > 0,
    'The load gave no error and no warning, so no message could be checked: this pack must be warned about (packs/designer-warnings).',
  );
  for (const d of all)
    assert.doesNotMatch(
      d.message,
      RAW_CONTROL,
      `A raw control character in: ${JSON.stringify(d.message)}\n${describeDiagnostics(result)}`,
    );
});
