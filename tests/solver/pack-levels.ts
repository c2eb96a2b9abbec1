// Every level of every pack in packs/ (folders and the example files that load), with its stored
// proof when the pack has one: the levels the solver tests draw from.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readPackFile } from '../../src/pack/files.js';
import { loadPack } from '../../src/pack/loading.js';
import type { Channel, MiauPack } from '../../src/types/pack.js';
import { wordRows } from '../../src/words/rows.js';
import { readProofs } from '../../conformance/runner/proofs.js';

export const packsDir = join(import.meta.dirname, '..', '..', 'packs');

export interface PackLevel {
  /** `<pack folder or file>/<level id>`. */
  name: string;
  pack: MiauPack;
  levelId: string;
  /** The stored proof's moves, or '' when the pack stores none. */
  proof: string;
}

export async function packLevels(): Promise<PackLevel[]> {
  const paths: string[] = [];
  for (const entry of readdirSync(packsDir, { withFileTypes: true }).sort((a, b) =>
    a.name < b.name ? -1 : 1,
  )) {
    if (entry.isDirectory() && entry.name !== 'examples') paths.push(entry.name);
  }
  for (const file of readdirSync(join(packsDir, 'examples')).sort())
    if (file.endsWith('.json')) paths.push(join('examples', file));
  const levels: PackLevel[] = [];
  for (const path of paths) {
    const read = await readPackFile(join(packsDir, path));
    const loaded = read.ok ? loadPack(read.data) : null;
    if (!loaded?.ok) {
      // Some examples are refused on purpose; a pack folder that does not load would quietly
      // take its mechanics out of every test drawing from here, so it stops them instead.
      if (path.startsWith('examples')) continue;
      const why = read.ok ? loaded!.errors : read.errors;
      throw new Error(`packs/${path} did not load: ${why.map((d) => `${d.code} ${d.message}`).join('; ')}`);
    }
    const proofs = path.startsWith('examples') ? null : await readProofs(join(packsDir, path));
    for (const level of loaded.pack.levels) {
      const proof = proofs?.proofs.find((p) => p.level === level.id)?.moves ?? '';
      levels.push({ name: `${path}/${level.id}`, pack: loaded.pack, levelId: level.id, proof });
    }
  }
  return levels;
}

/** What to add to a level: an object, a word tile or a whole sentence; which; where (all taken modulo their ranges). */
export interface Extra {
  kind: 'object' | 'word' | 'sentence';
  pick: number;
  pick2: number;
  x: number;
  y: number;
}

/**
 * The pack with one level grown by extras: copies of its objects (channel included), word tiles
 * of its own vocabulary (its words, IS, AND, every property word it declares) and sentences
 * `NOUN IS TERM` of that vocabulary, at other cells. They spell rules the authored level never
 * does (`KEY IS OPEN` beside `KEY IS SHUT`, two YOUs, `ROCK IS CAT`), which is what a
 * differential test needs to reach. Returns null when the grown pack does not load.
 */
export function withExtras(pack: MiauPack, levelId: string, extras: readonly Extra[]): MiauPack | null {
  const level = pack.levels.find((candidate) => candidate.id === levelId)!;
  const objects = level.objects.filter((thing) => thing.kind === 'object');
  const properties = new Set<string>(['YOU', 'PUSH', 'STOP', 'WIN', 'SINK', 'DEFEAT']);
  for (const record of level.automata ?? []) properties.add(record.property);
  for (const pair of level.pairs ?? []) for (const word of pair.words) properties.add(word);
  const nouns = new Set<string>();
  for (const thing of level.objects)
    if (!properties.has(thing.kind === 'word' ? thing.text : thing.noun))
      nouns.add(thing.kind === 'word' ? thing.text : thing.noun);
  nouns.delete('IS');
  nouns.delete('AND');
  const nounList = [...nouns].sort();
  const terms = [...nounList, ...[...properties].sort()];
  const words = ['IS', 'AND', ...terms];
  const added: MiauPack['levels'][number]['objects'] = [];
  extras.forEach((extra, index) => {
    const x = extra.x % level.width;
    const y = extra.y % level.height;
    const id = `extra-${index}`;
    if (extra.kind === 'sentence' && nounList.length > 0 && x + 2 < level.width) {
      const spelled = [nounList[extra.pick % nounList.length], 'IS', terms[extra.pick2 % terms.length]];
      spelled.forEach((text, k) => added.push({ id: `${id}-${k}`, kind: 'word', text, x: x + k, y }));
    } else if (extra.kind === 'object' && objects.length > 0) {
      const { id: _authored, ...copy } = objects[extra.pick % objects.length];
      added.push({ ...copy, id, x, y });
    } else added.push({ id, kind: 'word', text: words[extra.pick % words.length], x, y });
  });
  const grown = {
    ...pack,
    levels: pack.levels.map((l) => (l.id === levelId ? { ...l, objects: [...l.objects, ...added] } : l)),
  };
  const loaded = loadPack(grown);
  return loaded.ok ? loaded.pack : null;
}

const CHANNELS: readonly Channel[] = ['triangle', 'circle', 'square', 'diamond'];

/**
 * The pack with every channel of one level renamed `shift` places along the four channels
 * (circle → square → diamond → triangle → circle for a shift of 1): the same plates and gates,
 * under names the authored levels do not use.
 */
export function withChannelsShifted(pack: MiauPack, levelId: string, shift: number): MiauPack {
  const renamed = (channel: Channel) => CHANNELS[(CHANNELS.indexOf(channel) + shift) % CHANNELS.length];
  return {
    ...pack,
    levels: pack.levels.map((level) =>
      level.id !== levelId
        ? level
        : {
            ...level,
            objects: level.objects.map((thing) =>
              thing.kind === 'object' && thing.channel !== undefined
                ? { ...thing, channel: renamed(thing.channel) }
                : thing,
            ),
          },
    ),
  };
}

/**
 * A 64 × 64 level with `count` things (over 255 cells and, from 257 things, over 256 things, so
 * the key's two-byte cells and indices are used): rules for a cat, rocks, walls, water and a
 * flag, and objects laid out by a fixed formula around the cat.
 */
export function bigLevel(count: number): MiauPack {
  const objects: MiauPack['levels'][number]['objects'] = [
    ...wordRows(['CAT IS YOU', 'ROCK IS PUSH', 'WALL IS STOP', 'WATER IS SINK']),
    ...wordRows(['FLAG IS WIN'], 40, 40),
    { kind: 'object', noun: 'CAT', x: 32, y: 32 },
  ];
  const nouns = ['ROCK', 'ROCK', 'WALL', 'WATER', 'FLAG'];
  for (let k = 1; objects.length < count; k++) {
    const x = 32 + ((k * 7) % 17) - 8;
    const y = 32 + ((k * 11) % 13) - 6;
    if (x === 32 && y === 32) continue;
    objects.push({ kind: 'object', noun: nouns[k % nouns.length], x, y });
  }
  return {
    manifest: { id: 'big', name: 'Big', version: '1.0.0', engine: 1 },
    levels: [{ id: 'big', title: 'Big', width: 64, height: 64, objects }],
  };
}
