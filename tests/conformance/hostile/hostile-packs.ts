// Hostile pack files shared by validate.test.ts and pack-files.test.ts: writers that make each
// input in a case's scratch folder (nothing large is committed).
import { execFileSync } from 'node:child_process';
import { createWriteStream, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { once } from 'node:events';
import { wordRows } from '../../../src/words/rows.js';

/** A small valid pack as an object: one level, CAT IS YOU and FLAG IS WIN. */
export function validPack(title = 'One'): Record<string, unknown> {
  return {
    manifest: { id: 'demo', name: 'Demo', version: '1.0.0', engine: 1 },
    levels: [
      {
        id: 'one',
        title,
        width: 5,
        height: 3,
        objects: [
          ...wordRows(['CAT IS YOU']),
          { kind: 'object', noun: 'CAT', x: 0, y: 1 },
          { kind: 'object', noun: 'FLAG', x: 4, y: 1 },
          ...wordRows(['FLAG IS WIN'], 0, 2),
        ],
      },
    ],
  };
}

/** The valid pack as JSON text. */
export const VALID_JSON = JSON.stringify(validPack(), null, 2);

/** Writes `text` as `name` in `dir`; returns nothing, so it fits `setup`. */
export const write = (name: string, text: string | Buffer) => (dir: string) =>
  writeFileSync(join(dir, name), text);

/** A folder `pack` in `dir` holding `pack.cjs` with `source`. */
export const cjsPack = (source: string) => (dir: string) => {
  mkdirSync(join(dir, 'pack'));
  writeFileSync(join(dir, 'pack', 'pack.cjs'), source);
};

/** A pack.cjs that exports the valid pack after `before` (code) runs. */
export const cjsAfter = (before: string) =>
  cjsPack(`${before}\nmodule.exports = ${JSON.stringify(validPack())};\n`);

/** A folder `pack` whose pack.json is a FIFO nobody writes to. */
export function fifoPack(dir: string): void {
  mkdirSync(join(dir, 'pack'));
  execFileSync('mkfifo', [join(dir, 'pack', 'pack.json')]);
}

/** A folder `pack` whose pack.json is a symbolic link to `target`. */
export const linkedPack = (target: string) => (dir: string) => {
  mkdirSync(join(dir, 'pack'));
  symlinkSync(target, join(dir, 'pack', 'pack.json'));
};

/**
 * Writes a real `megabytes` MB JSON pack, streamed in 1 MB pieces: the valid pack with a title
 * that long (so the bytes are a pack a reader would have to parse, not zeros).
 */
export const hugeTitlePack = (name: string, megabytes: number) => async (dir: string) => {
  const [head, tail] = VALID_JSON.split('"One"') as [string, string];
  const out = createWriteStream(join(dir, name));
  out.write(`${head}"`);
  const piece = 'x'.repeat(1024 * 1024);
  for (let i = 0; i < megabytes; i++) if (!out.write(piece)) await once(out, 'drain');
  out.end(`"${tail}`);
  await once(out, 'finish');
};
