import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import type { MiauPack } from '../../src/types/pack.js';
import { solveLevel, stateKey } from './readable-solver.js';
import { levelModel } from '../../reference/game.js';
import { playTurn } from '../../reference/turn.js';
import { wordRows } from '../../src/words/rows.js';

const require = createRequire(import.meta.url);
const clockwork = structuredClone(require('../../packs/clockwork/pack.cjs')) as MiauPack;

function tinyPack(objects: MiauPack['levels'][number]['objects'], width = 5, height = 3): MiauPack {
  return {
    manifest: { id: 'tiny', name: 'Tiny', version: '1.0.0', engine: 1 },
    levels: [{ id: 'one', title: 'One', width, height, objects }],
  };
}
const word = (text: string, x: number, y: number) => ({ kind: 'word' as const, text, x, y });
const thing = (noun: string, x: number, y: number) => ({ kind: 'object' as const, noun, x, y });

describe('the breadth-first solver', () => {
  it('solves the seed level in the seed figure: DRRRRRRRRRR', () => {
    const result = solveLevel(clockwork, 'mouse-keeps-time');
    expect(result).toMatchObject({ status: 'SOLVED', moves: 'DRRRRRRRRRR' });
  });

  it('reports LIMIT when the budget runs out before a win', () => {
    expect(solveLevel(clockwork, 'mouse-keeps-time', { max: 5 })).toEqual({ status: 'LIMIT', expansions: 5 });
  });

  it('reports UNSOLVABLE when every reachable state is explored', () => {
    const pack = tinyPack([...wordRows(['CAT IS YOU']), thing('CAT', 0, 2), thing('FLAG', 4, 2)], 5, 3);
    const result = solveLevel(pack, 'one');
    expect(result.status).toBe('UNSOLVABLE');
  });

  it('finds a solution that pushes words, and none when hands must stay off', () => {
    // FLAG IS WIN must be completed by pushing WIN into place.
    const pack = tinyPack(
      [...wordRows(['CAT IS YOU', 'FLAG IS']), word('WIN', 2, 2), thing('CAT', 2, 3), thing('FLAG', 4, 3)],
      5,
      4,
    );
    expect(solveLevel(pack, 'one').status).toBe('SOLVED');
    expect(solveLevel(pack, 'one', { handsOff: true }).status).toBe('UNSOLVABLE');
  });

  it('keys automata phases, so two states that differ only in phase are distinct', () => {
    const { model, start } = levelModel(clockwork, 'mouse-keeps-time');
    const waited = playTurn(model, start, 'W').state;
    const shifted = { ...waited, things: start.things, phases: waited.phases };
    expect(stateKey(shifted)).not.toBe(stateKey(start));
  });
});
