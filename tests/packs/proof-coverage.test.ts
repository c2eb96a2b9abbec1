// Every level of every pack has a stored proof, and the proof scenarios replay exactly those.
import { describe, expect, it } from 'vitest';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { readPackFile } from '../../src/pack/files.js';
import { loadPack } from '../../src/pack/loading.js';
import { readProofs } from '../../conformance/runner/proofs.js';

const root = join(import.meta.dirname, '..', '..');

async function packFolders(): Promise<string[]> {
  const entries = await readdir(join(root, 'packs'), { withFileTypes: true });
  // packs/bench stores no proofs: its levels need more than a million expansions each by design,
  // too slow for `miau solve --check` in `npm test`; `npm run bench` solves them on every run.
  const folders = entries.filter((e) => e.isDirectory() && e.name !== 'examples' && e.name !== 'bench').map((e) => e.name);
  return folders.sort();
}

/** The `| pack | level |` rows of the stored-proofs feature's Examples tables. */
async function replayedLevels(): Promise<string[]> {
  const text = await readFile(join(root, 'features', 'proofs', 'stored-proofs.feature'), 'utf8');
  return [...text.matchAll(/^\s*\|\s*([a-z][a-z0-9-]*)\s*\|\s*([a-z][a-z0-9-]*)\s*\|\s*$/gm)]
    .filter(([, pack]) => pack !== 'pack')
    .map(([, pack, level]) => `${pack}/${level}`)
    .sort();
}

describe('stored proofs', () => {
  it('exist for every level of every pack, and the proof scenarios replay each one once', async () => {
    const expected: string[] = [];
    for (const folder of await packFolders()) {
      const read = await readPackFile(join(root, 'packs', folder));
      expect(read.ok, `packs/${folder} reads`).toBe(true);
      const loaded = loadPack(read.ok ? read.data : null);
      expect(loaded.ok, `packs/${folder} loads`).toBe(true);
      if (!loaded.ok) continue;
      const proofs = await readProofs(join(root, 'packs', folder));
      const levels = loaded.pack.levels.map((level) => level.id);
      expect(proofs?.pack).toBe(loaded.pack.manifest.id);
      expect(proofs?.proofs.map((proof) => proof.level)).toEqual(levels);
      expected.push(...levels.map((level) => `${folder}/${level}`));
    }
    expect(expected.length).toBeGreaterThan(0);
    expect(await replayedLevels()).toEqual(expected.sort());
  });
});
