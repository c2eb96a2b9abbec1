// Proof frames: a pack or level the engine cannot play becomes a sentence on its page, never a crash.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEngine } from '../../../conformance/engines/reference.js';
import { MAX_PROOF_PICTURE_CHARS, packFrames, ProofEngine } from '../../../conformance/docs/proof-frames.js';
import { serpentPack, serpentProof } from '../../fixtures/serpent.js';
import type { EngineBuild, MiauPack, Observation } from '../../../conformance/contract.js';

// What the reference engine claims of the mechanics a level may use.
const EVERY_MECHANIC = ['automata', 'pairs', 'gates'];
const word = (text: string, x: number) => ({ kind: 'word', text, x, y: 0 });
const one = {
  id: 'one',
  title: 'One',
  width: 4,
  height: 1,
  objects: [word('CAT', 0), word('IS', 1), word('YOU', 2), { kind: 'object', noun: 'CAT', x: 3, y: 0 }],
};
// Won by its one move, R: the cat walks onto the flag.
const won = {
  id: 'won',
  title: 'Won',
  width: 3,
  height: 3,
  objects: [
    ...['CAT', 'IS', 'YOU'].map((text, x) => ({ kind: 'word', text, x, y: 0 })),
    ...['FLAG', 'IS', 'WIN'].map((text, x) => ({ kind: 'word', text, x, y: 1 })),
    { kind: 'object', noun: 'CAT', x: 0, y: 2 },
    { kind: 'object', noun: 'FLAG', x: 1, y: 2 },
  ],
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
      new ProofEngine(createEngine(), EVERY_MECHANIC),
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
    const [tiny] = await packFrames(
      root({ tiny: { pack, proofs } }),
      new ProofEngine(createEngine(), EVERY_MECHANIC),
    );
    expect(tiny.title).toBe('Tiny');
    // The pack's levels in its order, then the proof of a level it does not have.
    expect(tiny.levels.map((l) => [l.id, l.problem])).toEqual([
      [
        'one',
        'The stored proof (bad-move at /proofs/1/moves of proofs.json) is not a move string: character 2 of the moves is "X", which is not a move; use only U, D, L, R and W.',
      ],
      // Shown all the same, and said of them as miau solve --check says it.
      ['one', "The stored proof's move 1 (R) is not accepted; every move of a stored proof must be."],
      ['nobody', 'The stored proof does not win: the level is not won after its 1 move.'],
      ['two', 'The pack has no such level.'],
    ]);
    expect(tiny.levels[1].frames.map((f) => f.caption)).toEqual(['start', '1 R refused', '2 W']);
    expect(tiny.levels[2].frames.map((f) => f.caption)).toEqual(['start', '1 W lost']);
  });

  it('shows a level without a stored proof at its start, and says so, and so a second proof of a level', async () => {
    const proofs = {
      pack: 'tiny',
      proofs: [
        { level: 'won', moves: 'R' },
        { level: 'won', moves: 'R' },
      ],
    };
    const [tiny] = await packFrames(
      root({ tiny: { pack: { ...pack, levels: [won, nobody] }, proofs } }),
      new ProofEngine(createEngine(), EVERY_MECHANIC),
    );
    expect(tiny.levels.map((l) => [l.id, l.problem, l.frames.map((f) => f.caption)])).toEqual([
      ['won', undefined, ['start', '1 R won']],
      ['won', 'The stored proofs hold 2 proofs of this level; a level has one.', ['start', '1 R won']],
      [
        'nobody',
        'The level has no stored proof (miau solve --record stores one): its start board only.',
        ['start'],
      ],
    ]);
  });

  it('plays no level that uses a mechanic the engine does not claim, and says which', async () => {
    // A plate and a gate on one channel beside the flag: the level uses gates.
    const plated = {
      ...won,
      id: 'plated',
      width: 4,
      height: 5,
      objects: [
        ...won.objects,
        ...['ROCK', 'IS', 'PLATE'].map((text, x) => ({ kind: 'word', text, x, y: 3 })),
        ...['DOOR', 'IS', 'GATE'].map((text, x) => ({ kind: 'word', text, x, y: 4 })),
        { kind: 'object', noun: 'ROCK', x: 2, y: 2, channel: 'circle' },
        { kind: 'object', noun: 'DOOR', x: 3, y: 2, channel: 'circle' },
      ],
    };
    const proofs = {
      pack: 'tiny',
      proofs: [
        { level: 'won', moves: 'R' },
        { level: 'plated', moves: 'R' },
      ],
    };
    const withGates = { ...pack, manifest: { ...pack.manifest, features: ['gates'] }, levels: [won, plated] };
    const older = new ProofEngine(createEngine(), ['automata']);
    const [tiny] = await packFrames(root({ tiny: { pack: withGates, proofs } }), older);
    expect(tiny.problem).toBeUndefined();
    expect(tiny.levels.map((l) => [l.id, l.problem, l.frames.length])).toEqual([
      ['won', undefined, 2],
      [
        'plated',
        'Not played: the level uses gates, which the engine does not claim, so it would play the level as if it had none.',
        0,
      ],
    ]);
  });

  it(`draws a long proof's pictures up to ${MAX_PROOF_PICTURE_CHARS} characters, then only the last board`, async () => {
    const moves = serpentProof(30);
    const proofs = {
      pack: 'serpent',
      proofs: [{ level: 'serpent', moves, expansions: moves.length, handsOff: true }],
    };
    const [serpent] = await packFrames(
      root({ serpent: { pack: serpentPack(30), proofs } }),
      new ProofEngine(createEngine(), EVERY_MECHANIC),
    );
    const [level] = serpent.levels;
    expect(level.problem).toBeUndefined();
    const drawn = level.frames.reduce((sum, frame) => sum + frame.svg.length, 0);
    expect(drawn).toBeLessThanOrEqual(MAX_PROOF_PICTURE_CHARS);
    expect(level.frames.length).toBeGreaterThan(2);
    expect(level.frames.at(-1)?.caption).toBe(`${moves.length} L won`);
    const shown = level.frames.length - 2;
    expect(level.note).toBe(
      `The pictures after move ${shown} are left out (a proof's pictures may take 8 MiB); the last one is the board after move ${moves.length}.`,
    );
  }, 60_000);

  it('finds nothing in a project without packs/', async () => {
    expect(
      await packFrames(
        mkdtempSync(join(tmpdir(), 'miau-frames-')),
        new ProofEngine(createEngine(), EVERY_MECHANIC),
      ),
    ).toEqual([]);
  });
});

describe('packFrames on an engine that breaks the protocol', () => {
  const proofs = {
    pack: 'tiny',
    proofs: [
      { level: 'one', moves: 'R' },
      { level: 'nobody', moves: 'W' },
    ],
  };

  it('checks every answer, and plays nothing more on an engine once it is lost', async () => {
    const reference = createEngine();
    const broken: EngineBuild = {
      ...reference,
      async start(p, level) {
        const game = await reference.start(p, level);
        return { ...game, observe: () => Promise.resolve(null as unknown as Observation) };
      },
    };
    const [tiny] = await packFrames(
      root({ tiny: { pack, proofs } }),
      new ProofEngine(broken, EVERY_MECHANIC),
    );
    expect(tiny.levels[0].frames).toEqual([]);
    expect(tiny.levels[0].problem).toMatch(
      /^The engine failed while playing the proof: The engine's observe answer breaks the protocol schema: \(the answer\) must be object/,
    );
    expect(tiny.levels[1].problem).toMatch(
      /^The engine failed while playing the proof: Not played: the engine was lost earlier \(The engine's observe answer/,
    );
  });

  it('reads levels and titles from the pack as the schema reads it, not from the engine’s form of it', async () => {
    const reference = createEngine();
    // The engine keeps its own form of the pack and answers an empty object for it.
    let kept: MiauPack | undefined;
    const formless: EngineBuild = {
      ...reference,
      async load(p) {
        const real = await reference.load(p);
        if (real.ok) kept = real.pack;
        return real.ok ? { ...real, pack: {} as MiauPack } : real;
      },
      start: async (_given, level) => reference.start(kept!, level),
    };
    const [tiny] = await packFrames(
      root({ tiny: { pack, proofs } }),
      new ProofEngine(formless, EVERY_MECHANIC),
    );
    expect(tiny.title).toBe('Tiny');
    expect(tiny.levels.map((l) => [l.title, l.frames.length, l.problem])).toEqual([
      ['One', 2, "The stored proof's move 1 (R) is not accepted; every move of a stored proof must be."],
      ['Nobody', 2, 'The stored proof does not win: the level is not won after its 1 move.'],
    ]);
  });

  it('says so when the engine loads a pack the schema refuses', async () => {
    const reference = createEngine();
    const lenient: EngineBuild = { ...reference, load: async () => reference.load(pack) };
    const refused = { ...pack, levels: [{ ...one, width: 0 }] };
    const [tiny] = await packFrames(
      root({ tiny: { pack: refused, proofs } }),
      new ProofEngine(lenient, EVERY_MECHANIC),
    );
    expect(tiny.levels).toEqual([]);
    expect(tiny.problem).toMatch(/^The engine loads a pack the schema refuses: /);
  });
});
