// Each Crate Works level needs the mechanic it is about (design.md D15 of add-pressure-gates):
// a variant without it has no solution, or the stored proof shows the mechanic at work.
import { describe, expect, it } from 'vitest';
import { readPackFile } from '../../src/pack/files.js';
import { loadPack } from '../../src/pack/loading.js';
import type { Move } from '../../src/types/adapter.js';
import type { MiauPack, PlacedThing } from '../../src/types/pack.js';
import { levelModel } from '../../reference/game.js';
import { playTurn, type GameState } from '../../reference/turn.js';
import { projectCircuits } from '../../reference/gates.js';
import { solveLevel } from '../solver/readable-solver.js';
import { readProofs } from '../../conformance/runner/proofs.js';

const PACK_DIR = new URL('../../packs/crate-works', import.meta.url).pathname;

/** The pack as authored (no generated ids) and as loaded. */
async function crateWorks(): Promise<{ authored: MiauPack; pack: MiauPack }> {
  const read = await readPackFile(PACK_DIR);
  if (!read.ok) throw new Error('packs/crate-works does not read');
  const loaded = loadPack(read.data);
  if (!loaded.ok) throw new Error('packs/crate-works does not load');
  return { authored: read.data as MiauPack, pack: loaded.pack };
}

/** The level solved with some of its things taken away. */
function solveWithout(authored: MiauPack, levelId: string, drop: (thing: PlacedThing) => boolean) {
  const copy = structuredClone(authored);
  const level = copy.levels.find((candidate) => candidate.id === levelId)!;
  level.objects = level.objects.filter((thing) => !drop(thing));
  const loaded = loadPack(copy);
  expect(loaded.ok).toBe(true);
  return solveLevel(loaded.ok ? loaded.pack : copy, levelId);
}

/** The states after each move of the stored proof, the start first. */
async function proofStates(pack: MiauPack, levelId: string): Promise<GameState[]> {
  const proofs = await readProofs(PACK_DIR);
  const moves = [...(proofs?.proofs.find((proof) => proof.level === levelId)?.moves ?? '')] as Move[];
  const { model, start } = levelModel(pack, levelId);
  const states = [start];
  for (const move of moves) states.push(playTurn(model, states.at(-1)!, move).state);
  return states;
}

const isNoun = (noun: string) => (thing: PlacedThing) => thing.kind === 'object' && thing.noun === noun;
const isWordAt = (text: string, x: number) => (thing: PlacedThing) =>
  thing.kind === 'word' && thing.text === text && thing.x === x;

describe('Crate Works', async () => {
  const { authored, pack } = await crateWorks();

  it('weight-on-the-plate needs its crate: standing on the plate yourself is not enough', () => {
    expect(solveWithout(authored, 'weight-on-the-plate', isNoun('CRATE')).status).toBe('UNSOLVABLE');
  });

  it('heavy-words has nothing but words to press its plate, and the proof crosses the gate with a word on it', async () => {
    const nouns = new Set(
      pack.levels
        .find((level) => level.id === 'heavy-words')!
        .objects.flatMap((t) => (t.kind === 'object' ? [t.noun] : [])),
    );
    expect([...nouns].sort()).toEqual(['FLAG', 'GATE', 'MIAU', 'PLATE', 'WALL']);
    const states = await proofStates(pack, 'heavy-words');
    const crossing = states.find((state) => {
      const cat = state.things.find((t) => t.kind === 'object' && t.name === 'MIAU')!;
      const gate = state.things.find((t) => t.id === 'g')!;
      return cat.x === gate.x && cat.y === gate.y;
    });
    expect(crossing).toBeDefined();
    const plate = crossing!.things.find((t) => t.kind === 'object' && t.name === 'PLATE')!;
    expect(
      crossing!.things.filter((t) => t.x === plate.x && t.y === plate.y && t.kind === 'word'),
    ).toHaveLength(1);
  });

  it('jammed is crossed through a jam: the first gate is open only because the crate stands in it', async () => {
    const states = await proofStates(pack, 'jammed');
    const entered = states.findIndex((state) => {
      const cat = state.things.find((t) => t.kind === 'object' && t.name === 'MIAU')!;
      return cat.x === 4 && cat.y === 4;
    });
    expect(entered).toBeGreaterThan(0);
    expect(projectCircuits(states[entered - 1].things).gates.get('g1')).toEqual({ open: true, jammed: true });
    expect(solveWithout(authored, 'jammed', isNoun('CRATE')).status).toBe('UNSOLVABLE');
  });

  it('gate-crasher needs both GATE IS CRATE and CRATE IS GATE', () => {
    expect(solveWithout(authored, 'gate-crasher', isWordAt('GATE', 2)).status).toBe('UNSOLVABLE');
    expect(solveWithout(authored, 'gate-crasher', isWordAt('GATE', 1)).status).toBe('UNSOLVABLE');
  });
});
