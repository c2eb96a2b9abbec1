// Files written whole (conformance/runner/whole-file.ts): a file or a link is replaced by a new
// file; a link to a device is written through, never replaced.
import { spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  lstatSync,
  openSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stageFile, writeWholeFile } from '../../../conformance/runner/whole-file.js';

const root = join(import.meta.dirname, '..', '..', '..');
const scratch = () => mkdtempSync(join(tmpdir(), 'miau-whole-'));

describe('writeWholeFile', () => {
  it('writes a new file, and replaces an old one, leaving nothing else in the folder', async () => {
    const dir = scratch();
    await writeWholeFile(join(dir, 'report.json'), 'first');
    await writeWholeFile(join(dir, 'report.json'), 'second');
    expect(readFileSync(join(dir, 'report.json'), 'utf8')).toBe('second');
    expect(readdirSync(dir)).toEqual(['report.json']);
  });

  it('replaces a link to a file, leaving the file it pointed at alone', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'target'), 'kept');
    symlinkSync(join(dir, 'target'), join(dir, 'link'));
    await writeWholeFile(join(dir, 'link'), 'written');
    expect(readFileSync(join(dir, 'target'), 'utf8')).toBe('kept');
    expect(lstatSync(join(dir, 'link')).isSymbolicLink()).toBe(false);
    expect(readFileSync(join(dir, 'link'), 'utf8')).toBe('written');
  });

  it('writes through a link to a device (as /dev/stdout is), which stays a link', async () => {
    const dir = scratch();
    symlinkSync('/dev/null', join(dir, 'out'));
    await writeWholeFile(join(dir, 'out'), 'gone');
    expect(readlinkSync(join(dir, 'out'))).toBe('/dev/null');
    expect(readdirSync(dir)).toEqual(['out']);
  });

  // A child with its output sent to a file, as `> out.txt` does: /dev/stdout then names that file.
  const childWriting = (code: string, stdout: number) =>
    spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
      cwd: root,
      stdio: ['ignore', stdout, 'pipe'],
      timeout: 20_000,
      encoding: 'utf8',
    });

  it('writes a link to /proc/self/fd/1 through standard output, in order, and leaves the link', () => {
    const dir = scratch();
    symlinkSync('/proc/self/fd/1', join(dir, 'stdout'));
    const out = openSync(join(dir, 'out.txt'), 'w');
    const child = childWriting(
      `import { writeWholeFile } from './conformance/runner/whole-file.ts';
       process.stdout.write('before\\n');
       await writeWholeFile(${JSON.stringify(join(dir, 'stdout'))}, '{"report": true}\\n');
       process.stdout.write('after\\n');`,
      out,
    );
    closeSync(out);
    expect(child.status, child.stderr).toBe(0);
    expect(readlinkSync(join(dir, 'stdout'))).toBe('/proc/self/fd/1');
    expect(readFileSync(join(dir, 'out.txt'), 'utf8')).toBe('before\n{"report": true}\nafter\n');
  });

  it('leaves no scratch file when the folder cannot take one', async () => {
    const dir = scratch();
    await expect(writeWholeFile(join(dir, 'missing', 'report.json'), 'x')).rejects.toMatchObject({
      code: 'ENOENT',
    });
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe('stageFile', () => {
  it('keeps the old file until the staged one is committed, in a folder it creates', async () => {
    const dir = scratch();
    const target = join(dir, 'reports', 'run.html');
    const first = await stageFile(target);
    writeFileSync(first.path, 'first');
    await first.commit();
    const second = await stageFile(target);
    writeFileSync(second.path, 'half');
    expect(readFileSync(target, 'utf8')).toBe('first');
    await second.commit();
    expect(readFileSync(target, 'utf8')).toBe('half');
    expect(readdirSync(join(dir, 'reports'))).toEqual(['run.html']);
  });

  it('discards what a run that did not end wrote, leaving the old file', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'run.html'), 'old');
    const staged = await stageFile(join(dir, 'run.html'));
    writeFileSync(staged.path, 'half');
    await staged.discard();
    await staged.commit(); // once discarded, nothing more happens
    expect(readFileSync(join(dir, 'run.html'), 'utf8')).toBe('old');
    expect(readdirSync(dir)).toEqual(['run.html']);
  });

  it('leaves the target alone when nothing was written, and writes a stream as it is when done', async () => {
    const dir = scratch();
    await (await stageFile(join(dir, 'none.html'))).commit();
    expect(readdirSync(dir)).toEqual([]);
    symlinkSync('/dev/null', join(dir, 'sink'));
    const sink = await stageFile(join(dir, 'sink'));
    expect(sink.path).not.toBe(join(dir, 'sink'));
    writeFileSync(sink.path, 'a report');
    await sink.commit();
    expect(existsSync(sink.path)).toBe(false);
    expect(readlinkSync(join(dir, 'sink'))).toBe('/dev/null');
    // A device that refuses the report says so, naming the target (cucumber writing it itself
    // ended the run with its ERR_STREAM_DESTROYED).
    const full = await stageFile('/dev/full');
    writeFileSync(full.path, 'a report');
    await expect(full.commit()).rejects.toMatchObject({ code: 'ENOSPC', path: '/dev/full' });
    // The process's own output is written to as it goes: at the end it went where certify sends stdout then, stderr.
    expect((await stageFile('/dev/stdout')).path).toBe('/dev/stdout');
    expect(existsSync(full.path)).toBe(false);
  });
});
