// Reading certificates back (miau merge, miau matrix): a file that is not a regular file, or is
// larger than the bound, is refused by its size and kind, before its content is read.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCertificateFile } from '../../../conformance/reports/certificate-json.js';
import { readFileAtMost } from '../../../conformance/runner/bounded-file.js';
import { MAX_CERTIFICATE_BYTES } from '../../../conformance/runner/bounds.js';

const dir = mkdtempSync(join(tmpdir(), 'miau-certificate-files-'));

describe('readCertificateFile', () => {
  it('refuses a FIFO at once, without waiting for a writer', async () => {
    const fifo = join(dir, 'fifo.json');
    execFileSync('mkfifo', [fifo]);
    expect(await readCertificateFile(fifo)).toEqual({ ok: false, problem: `${fifo} is not a file.` });
  });

  it('refuses a file one byte over the bound by its size', async () => {
    const huge = join(dir, 'huge.json');
    writeFileSync(huge, '');
    truncateSync(huge, MAX_CERTIFICATE_BYTES + 1);
    expect(await readCertificateFile(huge)).toEqual({
      ok: false,
      problem: `${huge} is ${MAX_CERTIFICATE_BYTES + 1} bytes, larger than the 134217728 bytes (128 MiB) a certificate may have.`,
    });
  });

  it('names a missing file, and a file that is not JSON', async () => {
    expect(await readCertificateFile(join(dir, 'none.json'))).toEqual({
      ok: false,
      problem: `${join(dir, 'none.json')} does not exist.`,
    });
    writeFileSync(join(dir, 'text.json'), 'not json');
    const text = await readCertificateFile(join(dir, 'text.json'));
    expect(text.ok ? '' : text.problem).toMatch(/^\S+text\.json cannot be read as JSON: /);
    // V8 quotes the text around the mistake, line breaks and all: the problem stays one line.
    writeFileSync(join(dir, 'bom.json'), '\ufeff{\n  "suite": {}\n}\n');
    const bom = await readCertificateFile(join(dir, 'bom.json'));
    expect(bom.ok ? '' : bom.problem).toMatch(/^\S+bom\.json cannot be read as JSON: [^\n]+\.$/);
  });
});

describe('readFileAtMost', () => {
  it('reads a file of exactly the bound, and refuses one byte more', async () => {
    const file = join(dir, 'ten.txt');
    writeFileSync(file, '0123456789');
    expect(await readFileAtMost(file, 10, 'ten.txt', 'a note')).toEqual({ ok: true, text: '0123456789' });
    expect(await readFileAtMost(file, 9, 'ten.txt', 'a note')).toEqual({
      ok: false,
      why: 'too-large',
      problem: 'ten.txt is 10 bytes, larger than the 9 bytes a note may have.',
    });
  });

  it('names why a file cannot be opened (a link to itself)', async () => {
    const loop = join(dir, 'loop.json');
    symlinkSync(loop, loop);
    expect(await readFileAtMost(loop, 10, 'loop.json', 'a note')).toEqual({
      ok: false,
      why: 'unreadable',
      problem: 'loop.json cannot be read (ELOOP).',
    });
  });

  // A /proc file holds more than its size of 0 says, as a file that grows while it is read does.
  it('never reads past the size the open file had', async () => {
    expect(await readFileAtMost('/proc/self/stat', 1024, 'stat', 'a note')).toEqual({
      ok: false,
      why: 'unreadable',
      problem: 'stat grew while it was read; read it when it is written.',
    });
  });
});
