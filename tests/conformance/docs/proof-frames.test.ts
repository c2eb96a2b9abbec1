// Proof frames: a pack or level the engine cannot play becomes a sentence on its page, never a crash.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEngine } from '../../../conformance/engines/reference.js';
import { packFrames } from '../../../conformance/docs/proof-frames.js';

const word = (text: string, x: number) => ({ kind: 'word', text, x, y: 0 });
const one = {
  id: 'one',
  title: 'One',
  width: 4,
  height: 1,
  objects: [word('CAT', 0), word('IS', 1), word('YOU', 2), { kind: 'object', noun: 'CAT', x: 3, y: 0 }],
};
const nobody = { id: 'nobody', title: 'Nobody', width: 2, height: 1, objects: [word('YOU', 0)] };
const pack = { manifest: { id: 'tiny', name: 'Tiny', version: '1.0.0', engine: 1 }, levels: [one, nobody] };

function root(packs: Record<string, { pack?: unknown; raw?: string; proofs?: unknown }>): string {
  const dir = mkdtempSync(join(tmpdir(), 'miau-frames-'));
  for (const [name, files] of Object.entries(packs)) {
    mkdirSync(join(dir, 'packs', name), { recursive: true });
    if (files.raw !== undefined) writeFileSync(join(dir, 'packs', name, 'pack.json'), files.raw);
    if (files.pack !== undefined)
      writeFileSync(join(dir, 'packs', name, 'pack.json'), JSON.stringify(files.pack));
    if (files.proofs !== undefined)
      writeFileSync(join(dir, 'packs', name, 'proofs.json'), JSON.stringify(files.proofs));
  }
  return dir;
}

describe('packFrames', () => {
  it('says why a pack cannot be read or loaded, and skips folders without proofs', async () => {
    const proofs = { pack: 'tiny', proofs: [] };
    const frames = await packFrames(
      root({
        a: { raw: '{ not json', proofs },
        b: { pack: { ...pack, manifest: { ...pack.manifest, engine: 9 } }, proofs },
        c: { pack },
      }),
      createEngine(),
    );
    expect(frames.map((f) => [f.name, f.levels.length])).toEqual([
      ['a', 0],
      ['b', 0],
    ]);
    expect(frames[0].problem).toMatch(/^The pack does not read: /);
    expect(frames[1].problem).toMatch(/^The engine does not load the pack: /);
  });

  it('says when a proof names no level or is not a move string, and shows refused moves', async () => {
    const proofs = {
      pack: 'tiny',
      proofs: [
        { level: 'two', moves: 'R' },
        { level: 'one', moves: 'RX' },
        { level: 'one', moves: 'RW' },
        { level: 'nobody', moves: 'W' },
      ],
    };
    const [tiny] = await packFrames(root({ tiny: { pack, proofs } }), createEngine());
    expect(tiny.title).toBe('Tiny');
    expect(tiny.levels.map((l) => l.problem)).toEqual([
      'The pack has no such level.',
      'The stored proof is not a move string.',
      undefined,
      undefined,
    ]);
    expect(tiny.levels[2].frames.map((f) => f.caption)).toEqual(['start', '1 R refused', '2 W']);
    expect(tiny.levels[3].frames.map((f) => f.caption)).toEqual(['start', '1 W lost']);
  });

  it('finds nothing in a project without packs/', async () => {
    expect(await packFrames(mkdtempSync(join(tmpdir(), 'miau-frames-')), createEngine())).toEqual([]);
  });
});
