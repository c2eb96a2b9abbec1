// Gates add no state (spec: gates/derived; design.md D8 of add-pressure-gates): whether a plate
// is pressed and a gate open is derived from the things, so neither the game state, nor a
// snapshot, nor the solver's state key has a gate field. Checked over every state the solver
// can reach in the first turns of each Crate Works level.
import { describe, expect, it } from 'vitest';
import { readPackFile } from '../../src/pack/files.js';
import { loadPack } from '../../src/pack/loading.js';
import type { MiauPack } from '../../src/types/pack.js';
import type { Move } from '../../src/types/adapter.js';
import { levelModel, startGame } from '../../reference/game.js';
import { playTurn, type GameState } from '../../reference/turn.js';
import { stateKey } from '../solver/readable-solver.js';
import { projectCircuits } from '../../reference/gates.js';
import { readProofs } from '../../conformance/runner/proofs.js';

const PACK_DIR = new URL('../../packs/crate-works', import.meta.url).pathname;
const MOVES: readonly Move[] = ['U', 'D', 'L', 'R', 'W'];
// The fields of a state and of a thing; the key covers all but `turn`, `won` and the static `channel`.
const STATE_FIELDS = ['phases', 'things', 'turn', 'won'];
const THING_FIELDS = new Set(['id', 'kind', 'name', 'x', 'y', 'channel']);

async function crateWorks(): Promise<MiauPack> {
  const read = await readPackFile(PACK_DIR);
  if (!read.ok) throw new Error('packs/crate-works does not read');
  const loaded = loadPack(read.data);
  if (!loaded.ok) throw new Error('packs/crate-works does not load');
  return loaded.pack;
}

function projectionText(state: GameState): string {
  const { plates, gates } = projectCircuits(state.things);
  return JSON.stringify([[...plates], [...gates]]);
}

/** Every state reached from the start in up to `depth` turns, one per history (no duplicate detection). */
function statesByHistory(pack: MiauPack, levelId: string, depth: number): GameState[] {
  const { model, start } = levelModel(pack, levelId);
  let frontier = [start];
  const all = [start];
  for (let turn = 0; turn < depth; turn++) {
    frontier = frontier.flatMap((state) =>
      MOVES.map((move) => playTurn(model, state, move))
        .filter((o) => o.result.accepted)
        .map((o) => o.state),
    );
    all.push(...frontier);
  }
  return all;
}

describe('gates add no state', async () => {
  const pack = await crateWorks();

  it.each(pack.levels.map((level) => level.id))(
    '%s: states and things hold only keyed or static fields, and each key has one gate projection',
    (levelId) => {
      const authored = new Map(levelModel(pack, levelId).start.things.map((t) => [t.id, t.channel]));
      const projectionOfKey = new Map<string, string>();
      const problems: string[] = [];
      let sharedKeys = 0;
      for (const state of statesByHistory(pack, levelId, 5)) {
        if (Object.keys(state).sort().join() !== STATE_FIELDS.join())
          problems.push(`state fields ${Object.keys(state).join()}`);
        for (const thing of state.things) {
          const extra = Object.keys(thing).filter((field) => !THING_FIELDS.has(field));
          if (extra.length > 0) problems.push(`${thing.id} has ${extra.join()}`);
          if (thing.channel !== authored.get(thing.id)) problems.push(`${thing.id} changed its channel`);
        }
        const key = stateKey(state);
        const projection = projectionText(state);
        const seen = projectionOfKey.get(key);
        if (seen === undefined) projectionOfKey.set(key, projection);
        else if (seen !== projection)
          problems.push(`two gate projections for one key: ${seen} and ${projection}`);
        else sharedKeys += 1;
      }
      expect(problems).toEqual([]);
      // Different histories did reach the same keys, so the check above compared something.
      expect(sharedKeys).toBeGreaterThan(0);
    },
  );

  it('gives the same key to the same things and phases whatever the turn count and history', () => {
    const { model, start } = levelModel(pack, 'jammed');
    // Step on the plate (opening the gate) and back off it: the board is the start's again.
    const on = playTurn(model, playTurn(model, playTurn(model, start, 'R').state, 'R').state, 'L').state;
    const back = playTurn(model, on, 'L').state;
    expect(back.turn).toBe(4);
    expect(stateKey(back)).toBe(stateKey(start));
    expect(projectionText(back)).toBe(projectionText(start));
  });

  it('saves no gate field in a snapshot, and a restored game opens the same gates', () => {
    const game = startGame(pack, 'weight-on-the-plate');
    for (const move of 'RRURD') game.input(move as Move);
    const saved = JSON.parse(JSON.stringify(game.snapshot())) as Record<string, unknown> & {
      things: object[];
    };
    expect(Object.keys(saved).sort()).toEqual(['format', 'level', 'phases', 'things', 'turn', 'won']);
    for (const thing of saved.things)
      expect(Object.keys(thing).filter((field) => !THING_FIELDS.has(field))).toEqual([]);
    const restored = startGame(pack, 'weight-on-the-plate');
    restored.restore(saved);
    const rest: Move[] = ['R', 'R', 'R', 'R', 'R'];
    expect(rest.map((move) => restored.input(move))).toEqual(rest.map((move) => game.input(move)));
    expect(restored.observe()).toEqual(game.observe());
  });

  it.each(pack.levels.map((level) => level.id))(
    '%s: the public game and the solver turn give the same answers on the stored proof',
    async (levelId) => {
      const proofs = await readProofs(PACK_DIR);
      const moves = [...(proofs?.proofs.find((proof) => proof.level === levelId)?.moves ?? '')] as Move[];
      expect(moves.length).toBeGreaterThan(0);
      const game = startGame(pack, levelId);
      const { model, start } = levelModel(pack, levelId);
      let state = start;
      for (const move of moves) {
        const outcome = playTurn(model, state, move);
        expect(game.input(move)).toEqual(outcome.result);
        state = outcome.state;
      }
      expect(state.won).toBe(true);
    },
  );
});
