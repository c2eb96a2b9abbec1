// A turn at the pack limits (packs/limits: 4,096 objects, 32 automata a level) plays: 4,000 mice
// under 32 automata make 128,000 automaton events in one turn, more than one call's arguments
// may hold, which crashed the engine when the events were spread into push() (and with it
// `miau solve`, `solve --check` and `replay` of such a level).
import { describe, expect, it } from 'vitest';
import { loadPack } from '../../src/pack/loading.js';
import { startGame } from '../../reference/game.js';

const MICE = 4_000;
const AUTOMATA = 32;

function crowdedPack(): unknown {
  const word = (text: string, x: number, y: number) => ({ kind: 'word', text, x, y });
  const object = (noun: string, x: number, y: number) => ({ kind: 'object', noun, x, y });
  const sentence = (y: number, ...texts: string[]) => texts.map((text, x) => word(text, x, y));
  return {
    manifest: { id: 'crowd', name: 'Crowd', version: '1.0.0', engine: 1, features: ['automata'] },
    levels: [
      {
        id: 'crowd',
        title: 'Crowd',
        width: 4,
        height: 4,
        objects: [
          ...sentence(0, 'CAT', 'IS', 'YOU'),
          ...sentence(1, 'FLAG', 'IS', 'WIN'),
          ...sentence(2, 'MOUSE', 'IS', 'TICK'),
          object('CAT', 0, 3),
          object('FLAG', 1, 3),
          ...Array.from({ length: MICE }, () => object('MOUSE', 3, 3)),
        ],
        automata: Array.from({ length: AUTOMATA }, (_, k) => ({
          id: `beat-${String(k).padStart(2, '0')}`,
          subject: 'MOUSE',
          property: 'TICK',
          pattern: [{ action: 'wait' }],
        })),
      },
    ],
  };
}

describe('a turn at the pack limits', () => {
  it('plays 128,000 automaton events in one turn and wins', () => {
    const loaded = loadPack(crowdedPack());
    if (!loaded.ok) throw new Error(`the pack did not load: ${JSON.stringify(loaded.errors)}`);
    const game = startGame(loaded.pack, 'crowd');
    const turn = game.input('R');
    expect(turn.accepted).toBe(true);
    expect(turn.events.automated).toHaveLength(MICE * AUTOMATA);
    expect(turn.won).toBe(true);
  });
});
