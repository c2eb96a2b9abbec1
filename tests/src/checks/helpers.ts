// Shared by the pack-safety tests: small packs, the repository's packs as data, diagnostic keys.
import { readFileSync } from 'node:fs';
import { readPackFile } from '../../../src/pack/loading.js';
import type { Diagnostic } from '../../../src/types/adapter.js';
import type { Channel, Level, MiauPack } from '../../../src/types/pack.js';

const root = new URL('../../../', import.meta.url);

export type Placed = Level['objects'][number];
export const word = (text: string, x: number, y: number): Placed => ({ kind: 'word', text, x, y });
export const thing = (noun: string, x: number, y: number): Placed => ({ kind: 'object', noun, x, y });
/** An object with a channel (a plate or a gate of a circuit). */
export const linked = (noun: string, x: number, y: number, channel: Channel): Placed => ({
  kind: 'object',
  noun,
  x,
  y,
  channel,
});

/** A pack of the given levels (default one 4 × 2 level holding CAT IS YOU and a cat). */
export function packOf(levels: Partial<Level>[] = [{}], extra: Partial<MiauPack> = {}): MiauPack {
  return {
    manifest: { id: 'demo', name: 'Demo', version: '1.0.0', engine: 1 },
    ...extra,
    levels: levels.map((level, i) => ({
      id: `level-${i + 1}`,
      title: `Level ${i + 1}`,
      width: 4,
      height: 2,
      objects: [word('CAT', 0, 0), word('IS', 1, 0), word('YOU', 2, 0), thing('CAT', 0, 1)],
      ...level,
    })),
  };
}

/** `code at path`, to compare diagnostics without their sentences. */
export const keyOf = (d: Pick<Diagnostic, 'code' | 'path'>) => `${d.code} at ${d.path}`;

/** Every pack of the repository that loads, as plain data: the examples and the packs with proofs. */
export async function repositoryPacks(): Promise<{ name: string; data: unknown }[]> {
  const names = [
    'examples/tiny.json',
    'examples/noun-trap.json',
    'clockwork',
    'clockwork-pairs',
    'crate-works',
  ];
  const packs: { name: string; data: unknown }[] = [];
  for (const name of names) {
    const read = await readPackFile(new URL(`packs/${name}`, root).pathname);
    if (!read.ok) throw new Error(`packs/${name} does not read: ${JSON.stringify(read.errors)}`);
    packs.push({ name, data: read.data });
  }
  return packs;
}

/** A JSON file of the repository, parsed. */
export function readJson(path: string): unknown {
  return JSON.parse(readFileSync(new URL(path, root), 'utf8')) as unknown;
}
