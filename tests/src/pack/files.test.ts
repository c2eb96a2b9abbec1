// readPackFile: .json files, sandboxed .cjs files (spec: packs/commonjs) and pack folders.
import { execFileSync } from 'node:child_process';
import {
  closeSync,
  ftruncateSync,
  mkdtempSync,
  mkdirSync,
  openSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { loadPack, readPackFile } from '../../../src/pack/loading.js';
import { readProofsFile } from '../../../src/pack/files.js';

const fixture = (name: string): string => fileURLToPath(new URL(`../../fixtures/${name}`, import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'miau-pack-files-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function writeScratch(name: string, text: string): string {
  const path = join(scratch, name);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
  return path;
}

async function problems(path: string): Promise<[string, string, string][]> {
  const result = await readPackFile(path);
  return result.ok ? [] : result.errors.map(({ code, path: at, message }) => [code, at, message]);
}

describe('reading .json files', () => {
  it('reads packs/examples/tiny.json as data that loads', async () => {
    const result = await readPackFile(
      fileURLToPath(new URL('../../../packs/examples/tiny.json', import.meta.url)),
    );
    expect(result.ok && loadPack(result.data).ok).toBe(true);
  });

  it('reads a file that starts with a byte-order mark', async () => {
    const result = await readPackFile(writeScratch('bom.json', '\uFEFF{"a": 1}'));
    expect(result).toEqual({ ok: true, data: { a: 1 }, warnings: [] });
  });

  it('names the line and column of a syntax error', async () => {
    const path = writeScratch('trailing-comma.json', '{\n  "a": 1,\n}\n');
    expect(await problems(path)).toEqual([
      [
        'bad-json',
        '',
        'trailing-comma.json is not valid JSON at line 2, column 9: a comma before "}": JSON allows none after the last item, so remove it.',
      ],
    ]);
  });

  it('says where a file ends too early', async () => {
    const [[code, , message]] = (await problems(writeScratch('cut.json', '{\n  "a": ['))) as [
      [string, string, string],
    ];
    expect(code).toBe('bad-json');
    expect(message).toMatch(/^cut\.json is not valid JSON at line 2, column 9: /);
  });

  it('reports an empty file as bad JSON', async () => {
    expect((await problems(writeScratch('empty.json', '')))[0][0]).toBe('bad-json');
  });
});

describe('reading .cjs files in the sandbox', () => {
  it('copies the export as plain data', async () => {
    const result = await readPackFile(fixture('cjs/pack.cjs'));
    expect(result.ok).toBe(true);
    const loaded = result.ok ? loadPack(result.data) : undefined;
    expect(loaded?.ok && loaded.pack.levels[0].id).toBe('built');
  });

  it('refuses an export holding a function, saying packs must be data', async () => {
    expect(await problems(fixture('cjs/with-function.cjs'))).toEqual([
      [
        'not-data',
        '/levels/0/onWin',
        'Packs must be data, but the export of with-function.cjs is not: the "onWin" of level 1 is a function; packs must be data, not code.',
      ],
    ]);
  });

  it('refuses an export that is a function', async () => {
    const path = writeScratch('builder.cjs', 'module.exports = () => ({});');
    expect((await problems(path)).map(([code, at]) => [code, at])).toEqual([['not-data', '']]);
  });

  it('refuses an export holding an object structured clone cannot copy', async () => {
    const path = writeScratch('weak.cjs', 'module.exports = { levels: new WeakMap() };');
    expect(await problems(path)).toEqual([
      [
        'not-data',
        '/levels',
        'Packs must be data, but the export of weak.cjs is not: the level list is a WeakMap, not a plain object; packs must be plain data.',
      ],
    ]);
  });

  it('refuses a Date in the export while reading it (the sandbox sends data only)', async () => {
    expect(await problems(fixture('cjs/with-date.cjs'))).toEqual([
      [
        'not-data',
        '/created',
        'Packs must be data, but the export of with-date.cjs is not: the "created" of the pack is a Date, not a plain object; packs must be plain data.',
      ],
    ]);
  });

  it('reports a module that throws while it runs', async () => {
    expect(await problems(fixture('cjs/throws.cjs'))).toEqual([
      [
        'module-error',
        '',
        'throws.cjs could not be run: the pack builder broke (at throws.cjs line 2, column 7).',
      ],
    ]);
  });

  it('reads an edited module afresh', async () => {
    const path = writeScratch('edited.cjs', 'module.exports = { version: 1 };');
    expect(await readPackFile(path)).toEqual({ ok: true, data: { version: 1 }, warnings: [] });
    writeFileSync(path, 'module.exports = { version: 2 };');
    expect(await readPackFile(path)).toEqual({ ok: true, data: { version: 2 }, warnings: [] });
  });
});

describe('reading pack folders', () => {
  it('reads pack.cjs in a folder', async () => {
    const result = await readPackFile(fixture('cjs'));
    expect(result.ok && (result.data as { manifest: { id: string } }).manifest.id).toBe('cjs-tiny');
  });

  // pack.json won silently: a designer who moved to a pack.cjs saw none of their edits.
  it('prefers pack.json to pack.cjs, warning that pack.cjs is not run', async () => {
    writeScratch('both/pack.json', '{"from": "json"}');
    writeScratch('both/pack.cjs', 'module.exports = { from: "cjs" };');
    expect(await readPackFile(join(scratch, 'both'))).toEqual({
      ok: true,
      data: { from: 'json' },
      warnings: [
        {
          severity: 'warning',
          code: 'two-pack-files',
          path: '',
          message:
            'The folder holds both pack.json and pack.cjs: pack.json is read, and pack.cjs is not run; remove the one you do not mean.',
        },
      ],
    });
  });

  it('reports a folder with neither pack.json nor pack.cjs', async () => {
    mkdirSync(join(scratch, 'bare'), { recursive: true });
    const [[code, at, message]] = (await problems(join(scratch, 'bare'))) as [[string, string, string]];
    expect([code, at]).toEqual(['file-not-found', '']);
    expect(message).toMatch(/holds neither pack\.json nor pack\.cjs\.$/);
  });
});

describe('other file problems', () => {
  it('reports a missing file', async () => {
    const [[code, at, message]] = (await problems(join(scratch, 'nowhere.json'))) as [
      [string, string, string],
    ];
    expect([code, at]).toEqual(['file-not-found', '']);
    expect(message).toMatch(/^There is no file or folder at .*nowhere\.json\.$/);
  });

  it('reports a path through a file as missing', async () => {
    const file = writeScratch('plain.json', '{}');
    expect((await problems(join(file, 'pack.json')))[0][0]).toBe('file-not-found');
  });

  it('refuses a file that is neither .json nor .cjs', async () => {
    expect(await problems(writeScratch('pack.mjs', 'export default {};'))).toEqual([
      ['unsupported-file', '', 'pack.mjs is not a pack file: a pack is a .json file or a .cjs file.'],
    ]);
  });

  it('reports a path the system cannot read', async () => {
    const [[code, at, message]] = (await problems(join(scratch, 'x'.repeat(300) + '.json'))) as [
      [string, string, string],
    ];
    expect([code, at]).toEqual(['file-unreadable', '']);
    expect(message).toMatch(/could not be read \(ENAMETOOLONG/);
  });
});

describe('bounds on pack files (spec: packs/file-bounds)', () => {
  const codeOf = async (path: string) =>
    (await problems(path)).map(([code, , message]) => `${code}: ${message}`)[0] ?? 'read';

  it('refuses a FIFO, a device, a socket and a folder where a pack file belongs', async () => {
    mkdirSync(join(scratch, 'fifo'));
    execFileSync('mkfifo', [join(scratch, 'fifo', 'pack.json')]);
    expect(await codeOf(join(scratch, 'fifo'))).toMatch(
      /^special-file: .*is a FIFO \(named pipe\), not a regular file/,
    );
    expect(await codeOf(join(scratch, 'fifo', 'pack.json'))).toMatch(/^special-file: /);
    mkdirSync(join(scratch, 'device'));
    symlinkSync('/dev/null', join(scratch, 'device', 'pack.json'));
    expect(await codeOf(join(scratch, 'device'))).toMatch(/^special-file: .*is a device/);
    expect(await codeOf(join(scratch, 'device', 'pack.json'))).toMatch(/^special-file: .*is a device/);
    mkdirSync(join(scratch, 'nested', 'pack.json'), { recursive: true });
    expect(await codeOf(join(scratch, 'nested'))).toMatch(/^special-file: .*is a folder/);
    const server = createServer();
    await new Promise<void>((done) => server.listen(join(scratch, 'socket.json'), done));
    try {
      expect(await codeOf(join(scratch, 'socket.json'))).toMatch(/^special-file: .*is a socket/);
    } finally {
      server.close();
    }
  });

  it('refuses a file larger than 32 MiB by its size, before reading', async () => {
    const path = join(scratch, 'huge.json');
    const handle = openSync(path, 'w');
    ftruncateSync(handle, 40 * 1024 * 1024);
    closeSync(handle);
    expect(await codeOf(path)).toBe(
      'file-too-large: huge.json is 41943040 bytes, larger than the 33554432 bytes (32 MiB) a pack file may have.',
    );
  });

  // /proc files say their size is 0 and then have bytes: "1 bytes or more, larger than 32 MiB" was false.
  it('says a file grew while it was read, in the words of the file it is', async () => {
    const growing = join(scratch, 'growing.json');
    symlinkSync('/proc/self/status', growing);
    expect(await codeOf(growing)).toBe(
      'file-unreadable: growing.json grew while it was read (past the 0 bytes its size gave), so it was not read; a pack file is read from a file that nothing is writing.',
    );
    const long = join(scratch, 'long-proofs.json');
    writeFileSync(long, JSON.stringify({ pack: 'p', proofs: [{ level: 'a', moves: 'R'.repeat(70_000) }] }));
    const read = await readProofsFile(long);
    expect(read.ok ? [] : read.errors.map((d) => d.message)).toEqual([
      'The "moves" of stored proof 1 is a text of 70000 characters, longer than the 65536 any text in long-proofs.json may have.',
    ]);
    const proofs = await readProofsFile(growing);
    expect(proofs.ok ? [] : proofs.errors.map((d) => d.message)).toEqual([
      'growing.json grew while it was read (past the 0 bytes its size gave), so it was not read; proofs.json is read from a file that nothing is writing.',
    ]);
  });

  it('names UTF-16 text and bytes that are not UTF-8', async () => {
    const utf16 = join(scratch, 'utf16.json');
    writeFileSync(utf16, Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from('{}', 'utf16le')]));
    expect(await codeOf(utf16)).toMatch(/^bad-json: utf16\.json is UTF-16 text/);
    const binary = join(scratch, 'binary.json');
    writeFileSync(binary, Buffer.from([0x7b, 0xff, 0xfe, 0x7d]));
    expect(await codeOf(binary)).toMatch(/^bad-json: binary\.json is not UTF-8 text/);
  });

  // Without a mark, UTF-16 was "not valid JSON at line 1, column 2"; a UTF-32 file was UTF-16.
  it('names UTF-16 without a byte-order mark, and UTF-32, saying to save as UTF-8', async () => {
    for (const [name, bytes] of [
      ['le.json', Buffer.from('{"a": 1}', 'utf16le')],
      ['be.json', Buffer.from('{"a": 1}', 'utf16le').swap16()],
      ['utf32.json', Buffer.from([0xff, 0xfe, 0, 0, 0x7b, 0, 0, 0, 0x7d, 0, 0, 0])],
    ] as const) {
      writeFileSync(join(scratch, name), bytes);
      expect(await codeOf(join(scratch, name))).toBe(
        `bad-json: ${name} is ${name === 'utf32.json' ? 'UTF-32' : 'UTF-16'} text: save it as UTF-8; a pack file must be UTF-8 JSON.`,
      );
    }
  });

  // Node reads other bytes as U+FFFD: a Latin-1 pack.cjs ran, its titles quietly mangled.
  it('refuses a pack.cjs that is not UTF-8 before running it', async () => {
    const latin1 = join(scratch, 'latin1.cjs');
    writeFileSync(latin1, Buffer.from('module.exports = { title: "Caf\xe9" };\n', 'latin1'));
    expect(await codeOf(latin1)).toBe(
      'module-error: latin1.cjs is not UTF-8 text (it holds bytes that are not UTF-8, as a binary file or a Latin-1 one does): save it as UTF-8; a pack.cjs must be UTF-8 JavaScript.',
    );
  });

  it('reports a repeated key as a warning of the read', async () => {
    const result = await readPackFile(writeScratch('twice.json', '{"a": 1, "a": 2}'));
    expect(result.ok && [result.data, result.warnings.map((w) => `${w.code} ${w.path}`)]).toEqual([
      { a: 2 },
      ['duplicate-key /a'],
    ]);
  });
});
