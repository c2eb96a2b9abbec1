// Issue 19: `miau share` and `miau open` round trips, and payloads that are refused (nothing written).
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPackFile } from '../../../src/pack/files.js';
import { loadPack } from '../../../src/pack/loading.js';
import type { MiauPack } from '../../../src/types/pack.js';
import { miau } from './miau.js';

const packs = join(import.meta.dirname, '..', '..', '..', 'packs');

async function loaded(path: string) {
  const read = await readPackFile(path);
  if (!read.ok) throw new Error(path);
  const result = loadPack(read.data);
  if (!result.ok) throw new Error(path);
  return result.pack;
}

const scratch = () => mkdtempSync(join(tmpdir(), 'miau-share-'));

describe('miau share and miau open', () => {
  it.each(['clockwork', 'clockwork-pairs', 'crate-works', 'examples/tiny.json'])(
    'round-trips %s: the opened file loads to the same pack',
    async (name) => {
      const shared = await miau('share', join(packs, name));
      expect(shared.code).toBe(0);
      expect(shared.out).toMatch(/^miau1\.[A-Za-z0-9_-]+$/);
      const out = join(scratch(), 'opened.json');
      const opened = await miau('open', shared.out, '--out', out);
      expect(opened.code).toBe(0);
      // Warnings the pack has (crate-works' lone gate: unpaired-channel) come first, then the file written.
      expect(opened.out).toMatch(
        new RegExp(`^(warning .*\\n)*wrote ${out.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: `),
      );
      expect(await loaded(out)).toEqual(await loaded(join(packs, name)));
      // The file is plain JSON and validates like any pack.
      expect((await miau('validate', out)).code).toBe(0);
    },
  );

  it('shares one level as a one-level pack, and opens a payload kept in a file', async () => {
    const shared = await miau('share', join(packs, 'crate-works'), '--level', 'jammed');
    expect(shared.code).toBe(0);
    const dir = scratch();
    writeFileSync(join(dir, 'link.txt'), `${shared.out}\n`);
    const opened = await miau('open', join(dir, 'link.txt'), '--out', join(dir, 'level.json'));
    expect(opened.code).toBe(0);
    const pack = await loaded(join(dir, 'level.json'));
    expect(pack.manifest).toMatchObject({ id: 'crate-works.jammed', features: ['gates'] });
    expect(pack.levels.map((l) => l.id)).toEqual(['jammed']);
    expect(pack.levels[0]).toEqual(
      (await loaded(join(packs, 'crate-works'))).levels.find((l) => l.id === 'jammed'),
    );
  });

  // Copied from a chat or a page, a link brings spaces or a line break with it.
  // "pack.json/" failed with a raw ENOENT, exit 1, leaving its folders behind; the suggested
  // check named a file with a space and a semicolon unquoted, a command that ran something else.
  it('refuses an --out that ends in a slash, and quotes the file in the check it suggests', async () => {
    const shared = await miau('share', join(packs, 'examples', 'tiny.json'));
    const dir = scratch();
    const slash = await miau('open', shared.out, '--out', join(dir, 'made', 'tiny.json/'));
    expect(slash.code).toBe(2);
    expect(slash.err).toMatch(/ends in a slash, so it names a folder/);
    expect(existsSync(join(dir, 'made'))).toBe(false);
    const odd = join(dir, 'a b;rm -rf x.json');
    const opened = await miau('open', shared.out, '--out', odd);
    expect(opened.code).toBe(0);
    expect(opened.out).toContain(`check it with miau validate '${odd}'`);
  });

  it('opens a payload given with spaces or a line break around it, as one kept in a file', async () => {
    const shared = await miau('share', join(packs, 'examples', 'tiny.json'));
    const dir = scratch();
    const opened = await miau('open', `  ${shared.out}\r\n`, '--out', join(dir, 'tiny.json'));
    expect(opened.code).toBe(0);
    expect((await loaded(join(dir, 'tiny.json'))).manifest.id).toBe('tiny');
    const cut = await miau('open', shared.out.slice(0, 200), '--out', join(dir, 'cut.json'));
    expect(cut.code).toBe(1);
    expect(cut.out).toMatch(
      /does not hold JSON \(.*\): it was changed or cut short when it was copied, or was not made by sharing a pack; copy the whole link again\./,
    );
    // A character lost in the middle shifts every later one: never blamed on whoever shared it.
    const payload = shared.out.trim();
    const missing = `${payload.slice(0, 10)}${payload.slice(11)}`;
    const lost = await miau('open', missing, '--out', join(dir, 'lost.json'));
    expect(lost.code).toBe(1);
    expect(lost.out).toMatch(
      /(a character of it was changed or lost|characters of it were lost or added) when it was copied/,
    );
    expect(lost.out).not.toMatch(/it was not made by sharing a pack\.$/m);
  });

  it('opens a file whose name begins like a payload (miau1.txt) as the file it is', async () => {
    const shared = await miau('share', join(packs, 'crate-works'), '--level', 'jammed');
    const dir = scratch();
    writeFileSync(join(dir, 'miau1.txt'), `${shared.out}\n`);
    const home = process.cwd();
    process.chdir(dir);
    try {
      const opened = await miau('open', 'miau1.txt', '--out', 'level.json');
      expect(opened.code).toBe(0);
      expect((await loaded(join(dir, 'level.json'))).manifest.id).toBe('crate-works.jammed');
    } finally {
      process.chdir(home);
    }
  });

  it("prints the file's duplicate-key warning, as validate does, and shares the value that counted", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'miau-share-'));
    const text = readFileSync(join(packs, 'examples', 'tiny.json'), 'utf8').replace(
      '"title":',
      '"title": "Old name", "title":',
    );
    writeFileSync(join(dir, 'pack.json'), text);
    const shared = await miau('share', dir);
    expect(shared.code).toBe(0);
    expect(shared.err).toMatch(/^warning {2}duplicate-key {2}\/levels\/0\/title {2}/m);
    const opened = await miau('open', shared.out, '--out', join(dir, 'opened.json'));
    expect(readFileSync(join(dir, 'opened.json'), 'utf8')).not.toContain('Old name');
    expect(opened.code).toBe(0);
  });

  it('refuses a level the pack does not have, and a pack that does not load', async () => {
    const none = await miau('share', join(packs, 'crate-works'), '--level', 'nope');
    expect(none).toMatchObject({ code: 1, out: '' });
    expect(none.err).toBe(
      'error  bad-share  /levels  The pack has no level "nope" to share; its levels are "weight-on-the-plate", "heavy-words", "jammed", "gate-crasher", "wrong-door".',
    );
    const missing = await miau('share', join(packs, 'no-such-pack'));
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/^error {2}file-not-found {2}\(root\) {2}There is no file or folder at /);
    const bad = await miau('share', join(packs, 'examples', 'three-mistakes.json'));
    expect(bad.code).toBe(1);
    expect(bad.out).toBe('');
    expect(bad.err.split('\n')).toHaveLength(3);
  });

  it.each([
    ['not a payload', 'hello', 'bad-share'],
    ['a stray character', 'miau1.abc$def', 'bad-share'],
    ['a newer format', 'miau2.e30', 'needs-newer-miau'],
    [
      'JSON that is not a pack',
      `miau1.${Buffer.from('{"manifest":{}}').toString('base64url')}`,
      'missing-field',
    ],
    ['a __proto__ key', `miau1.${Buffer.from('{"__proto__":{"x":1}}').toString('base64url')}`, 'not-data'],
  ])('refuses %s and writes nothing', async (_, payload, code) => {
    const out = join(scratch(), 'never.json');
    const opened = await miau('open', payload, '--out', out);
    expect(opened.code).toBe(1);
    expect(opened.out).toMatch(new RegExp(`^error {2}${code} {2}`));
    expect(opened.out.split('\n').at(-1)).toBe('refused: nothing was written.');
    expect(existsSync(out)).toBe(false);
  });

  // Each was "not a Miau share payload" or a stray character, whatever the designer had done.
  it('says what was given instead of a payload: a missing file, a link, wrapped lines, UTF-16', async () => {
    const payload = (await miau('share', join(packs, 'examples', 'tiny.json'))).out;
    const dir = scratch();
    const utf16 = join(dir, 'payload.txt');
    writeFileSync(
      utf16,
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(`${payload}\r\n`, 'utf16le')]),
    );
    const said = async (given: string) => (await miau('open', given, '--out', join(dir, 'never.json'))).out;
    expect(await said(join(dir, 'missing.txt'))).toMatch(
      /^error {2}bad-share {2}\(root\) {2}There is no file \S+missing\.txt, and the text is not a Miau share payload either: a payload starts with "miau1\."/,
    );
    expect(await said(`https://example.org/#${payload}`)).toMatch(
      /The text is not a Miau share payload: .*; it holds one after its first 21 characters, so give only the payload, from "miau" on\./,
    );
    expect(await said(`${payload.slice(0, 76)}\n${payload.slice(76)}`)).toMatch(
      /The share payload is broken by a space or a line break at position 77, as a mail or a chat wraps long lines; join its lines into one/,
    );
    expect(await said(utf16)).toMatch(
      /^error {2}bad-share {2}\(root\) {2}payload\.txt is UTF-16 text: save it as UTF-8; a file holding a payload must be UTF-8 text\./,
    );
    expect(existsSync(join(dir, 'never.json'))).toBe(false);
  });

  // --out nodir/x.json stopped on ENOENT with the payload accepted; a tab in the name printed raw.
  it('makes the folders --out names, prints its name escaped, and wants a name before .json', async () => {
    const payload = (await miau('share', join(packs, 'examples', 'tiny.json'))).out;
    const dir = scratch();
    const nested = join(dir, 'new', 'folder', 'tiny.json');
    expect((await miau('open', payload, '--out', nested)).code).toBe(0);
    expect(existsSync(nested)).toBe(true);
    const tabbed = await miau('open', payload, '--out', join(dir, 'a\tb.json'));
    expect(tabbed.out).toMatch(/^wrote \S+a\\u0009b\.json: tiny, 1 level;/);
    const unnamed = await miau('open', payload, '--out', join(dir, '.json'));
    expect(unnamed.code).toBe(2);
    expect(unnamed.err).toMatch(
      /--out \S+\.json has no name before \.json; give one, such as my-pack\.json\./,
    );
  });

  it('keeps an existing file unless --force, and needs exactly one payload', async () => {
    const shared = await miau('share', join(packs, 'examples', 'tiny.json'));
    const out = join(scratch(), 'tiny.json');
    writeFileSync(out, 'mine');
    expect(await miau('open', shared.out, '--out', out)).toMatchObject({
      code: 1,
      err: `miau: ${out} already exists; give another --out, or --force to replace it.`,
    });
    expect(readFileSync(out, 'utf8')).toBe('mine');
    expect((await miau('open', shared.out, '--out', out, '--force')).code).toBe(0);
    expect((JSON.parse(readFileSync(out, 'utf8')) as MiauPack).manifest.id).toBe('tiny');
    expect((await miau('open')).code).toBe(2);
    const empty = await miau('open', ' ');
    expect(empty.code).toBe(2);
    expect(empty.err).toMatch(/^miau open: open needs a payload, or a file holding one, not empty text\./);
    expect((await miau('share')).code).toBe(2);
  });

  it('refuses an empty --out as a usage error', async () => {
    const shared = await miau('share', join(packs, 'examples', 'tiny.json'));
    const empty = await miau('open', shared.out, '--out', '');
    expect(empty.code).toBe(2);
    expect(empty.err).toMatch(/^miau open: --out needs a file name\./);
  });

  // Written to a new file that then takes the name: a full disk leaves no half a pack, and a link
  // at --out is replaced, never written through to the file it points at.
  it('replaces a link at --out with --force, leaving the file it pointed at alone', async () => {
    const shared = await miau('share', join(packs, 'examples', 'tiny.json'));
    const dir = scratch();
    writeFileSync(join(dir, 'target.txt'), 'secret');
    symlinkSync(join(dir, 'target.txt'), join(dir, 'link.json'));
    expect((await miau('open', shared.out, '--out', join(dir, 'link.json'), '--force')).code).toBe(0);
    expect(readFileSync(join(dir, 'target.txt'), 'utf8')).toBe('secret');
    expect(lstatSync(join(dir, 'link.json')).isSymbolicLink()).toBe(false);
    expect((JSON.parse(readFileSync(join(dir, 'link.json'), 'utf8')) as MiauPack).manifest.id).toBe('tiny');
    expect(readdirSync(dir).sort()).toEqual(['link.json', 'target.txt']);
  });

  // A file that cannot hold a payload refuses it, as a payload is refused: exit 1 and its code.
  it.each([
    ['larger than a pack file may be', (file: string) => truncateSync(file, 40_000_000), 'file-too-large'],
    ['a FIFO', (file: string) => execFileSync('mkfifo', [file]), 'special-file'],
  ])('refuses a payload file %s with exit 1 and the code, writing nothing', async (_, make, code) => {
    const dir = scratch();
    const file = join(dir, 'payload.txt');
    if (code === 'file-too-large') writeFileSync(file, '');
    make(file);
    const opened = await miau('open', file, '--out', join(dir, 'never.json'));
    expect(opened.code).toBe(1);
    expect(opened.out).toMatch(new RegExp(`^error {2}${code} {2}\\(root\\) {2}`));
    expect(opened.out.split('\n').at(-1)).toBe('refused: nothing was written.');
    expect(existsSync(join(dir, 'never.json'))).toBe(false);
  });

  it('explains both commands in --help and in the command list', async () => {
    expect((await miau('share', '--help')).out).toMatch(
      /^Usage: miau share <pack-file-or-dir> \[--level <id>\]/,
    );
    expect((await miau('open', '--help')).out).toMatch(/never code/);
    expect((await miau('--help')).out).toMatch(/\n {2}share {5}.*\n {2}open {6}/);
  });
});
