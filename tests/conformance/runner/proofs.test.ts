// A pack's proofs.json is read as carefully as a pack file and checked against its schema
// (solver/stored-proofs): what is wrong is a list of diagnostics, never a crash or a hang.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXPANSION_CEILING } from '../../../solver/budget.js';
import {
  ProofsFileError,
  proofsShapeProblems,
  readProofs,
  writeProofs,
} from '../../../conformance/runner/proofs.js';

const proof = { level: 'one', moves: 'RRRR', expansions: 4, handsOff: true };

/** A pack folder whose proofs.json holds `content` (text as is, anything else as JSON). */
function folderWith(content: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'miau-proofs-'));
  writeFileSync(join(dir, 'proofs.json'), typeof content === 'string' ? content : JSON.stringify(content));
  return dir;
}

async function diagnosticsOf(dir: string, loose = false): Promise<string[]> {
  const error: unknown = await readProofs(dir, { loose }).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ProofsFileError);
  return (error as ProofsFileError).diagnostics.map((d) => `${d.code} ${d.path}`);
}

describe('readProofs', () => {
  it('reads a proofs file of the schema, and none when there is no file', async () => {
    expect(await readProofs(folderWith({ pack: 'demo', proofs: [proof] }))).toEqual({
      pack: 'demo',
      proofs: [proof],
    });
    expect(await readProofs(mkdtempSync(join(tmpdir(), 'miau-proofs-')))).toBeNull();
  });

  it('refuses a folder or a FIFO named proofs.json without reading it', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'miau-proofs-'));
    mkdirSync(join(folder, 'proofs.json'));
    expect(await diagnosticsOf(folder)).toEqual(['special-file ']);
    const fifo = mkdtempSync(join(tmpdir(), 'miau-proofs-'));
    execFileSync('mkfifo', [join(fifo, 'proofs.json')]);
    expect(await diagnosticsOf(fifo)).toEqual(['special-file ']);
  });

  it('names what is not JSON, and every way a proof breaks the schema, at its pointer', async () => {
    expect(await diagnosticsOf(folderWith('{"pack": '))).toEqual(['bad-json ']);
    const broken = {
      pack: 'Not An Id',
      extra: 1,
      proofs: [
        { level: 'one', moves: 'rrrr', expansions: 4, handsOff: true },
        { level: 'two', moves: 'R'.repeat(2001), expansions: 4, handsOff: 'yes' },
        { level: 'three', moves: 'R', expansions: -1 },
        // Past the solver's ceiling: no search expands more (solver/budget).
        { level: 'four', moves: 'R', expansions: EXPANSION_CEILING + 1, handsOff: true },
      ],
    };
    expect((await diagnosticsOf(folderWith(broken))).sort()).toEqual(
      [
        'bad-format /pack',
        'unknown-field /extra',
        'bad-move /proofs/0/moves',
        'out-of-range /proofs/1/moves',
        'wrong-type /proofs/1/handsOff',
        'out-of-range /proofs/2/expansions',
        'missing-field /proofs/2/handsOff',
        'out-of-range /proofs/3/expansions',
      ].sort(),
    );
    expect(proofsShapeProblems(null).map((d) => d.message)).toEqual(['The proofs file should be an object.']);
  });

  // As miau replay says it of its moves: which character, and where (rules/moves).
  it('names the first character of a proof that is not a move, and its place', async () => {
    const error: unknown = await readProofs(
      folderWith({ pack: 'demo', proofs: [{ level: 'one', moves: 'RRu', expansions: 4, handsOff: false }] }),
    ).catch((thrown: unknown) => thrown);
    expect((error as ProofsFileError).diagnostics.map((d) => d.message)).toEqual([
      'The "moves" of stored proof 1 (level "one"): Character 3 of the moves is "u", which is not a move; use only U, D, L, R and W (moves are upper case: U).',
    ]);
  });

  // A raw "could not stat …: ELOOP" had no code and no path.
  it('says a proofs.json link that loops cannot be read, with a code', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'miau-proofs-loop-'));
    symlinkSync('proofs.json', join(folder, 'proofs.json'));
    const error: unknown = await readProofs(folder).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ProofsFileError);
    expect((error as ProofsFileError).diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual([
      'file-unreadable proofs.json could not be read: it is a link that leads round in a loop.',
    ]);
  });

  it('asks a docs preview only for a level and a bounded move text in each proof', async () => {
    const preview = { pack: 'demo', proofs: [{ level: 'one', moves: 'RX' }] };
    expect(await readProofs(folderWith(preview), { loose: true })).toEqual(preview);
    expect(await diagnosticsOf(folderWith({ pack: 'demo', proofs: [null] }), true)).toEqual([
      'wrong-type /proofs/0',
    ]);
    expect(
      await diagnosticsOf(
        folderWith({ pack: 'demo', proofs: [{ level: 'one', moves: 'R'.repeat(2001) }] }),
        true,
      ),
    ).toEqual(['out-of-range /proofs/0/moves']);
    expect(await diagnosticsOf(folderWith([]), true)).toEqual(['wrong-type ']);
  });
});

describe('writeProofs', () => {
  it('replaces a link named proofs.json instead of writing through it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'miau-proofs-'));
    writeFileSync(join(dir, 'elsewhere.txt'), 'keep me');
    symlinkSync(join(dir, 'elsewhere.txt'), join(dir, 'proofs.json'));
    await writeProofs(dir, { pack: 'demo', proofs: [proof] });
    expect(readFileSync(join(dir, 'elsewhere.txt'), 'utf8')).toBe('keep me');
    expect(await readProofs(dir)).toEqual({ pack: 'demo', proofs: [proof] });
  });

  it('refuses to record over a folder named proofs.json', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'miau-proofs-'));
    mkdirSync(join(dir, 'proofs.json'));
    await expect(writeProofs(dir, { pack: 'demo', proofs: [proof] })).rejects.toBeInstanceOf(ProofsFileError);
  });
});
