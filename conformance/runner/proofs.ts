// Stored proofs: packs/<name>/proofs.json, recorded by the solver and replayed by every engine.
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { statSync } from 'node:fs';
import type { PackProofs, StoredProof } from '../../src/types/proofs.js';

export type { PackProofs, StoredProof };

/** Where a pack's proofs live: beside the pack file, or inside the pack's folder. */
export function proofsPathFor(packPath: string): string {
  const folder = isDirectory(packPath) ? packPath : dirname(packPath);
  return join(folder, 'proofs.json');
}

/** Reads a pack's stored proofs; a pack without a proofs file has none. Throws on a malformed file. */
export async function readProofs(packPath: string): Promise<PackProofs | null> {
  const path = proofsPathFor(packPath);
  const text = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (text === null) return null;
  const data = JSON.parse(text) as PackProofs;
  if (typeof data?.pack !== 'string' || !Array.isArray(data.proofs))
    throw new Error(`${path} is not a proofs file: it needs "pack" and "proofs".`);
  return data;
}

/** Writes proofs in level order, one stable JSON layout, so re-recording an unchanged pack changes nothing. */
export async function writeProofs(packPath: string, proofs: PackProofs): Promise<string> {
  const path = proofsPathFor(packPath);
  await writeFile(path, `${JSON.stringify(proofs, null, 2)}\n`);
  return path;
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
