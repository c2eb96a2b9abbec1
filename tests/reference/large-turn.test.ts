// A turn at the pack limits (packs/limits: 4,096 objects, 32 automata a level) plays: 4,000 mice
// under 32 automata make 128,000 automaton events in one turn, more than one call's arguments
// may hold, which crashed the engine when the events were spread into push() (and with it
// `miau solve`, `solve --check` and `replay` of such a level).
import { describe, expect, it } from 'vitest';
import { loadPack } from '../../src/pack/loading.js';
import { startGame } from '../../reference/game.js';
import { crowdPack } from '../fixtures/crowd.js';

const MICE = 4_000;
const AUTOMATA = 32;

describe('a turn at the pack limits', () => {
  it('plays 128,000 automaton events in one turn and wins', () => {
    const loaded = loadPack(crowdPack(MICE, AUTOMATA));
    if (!loaded.ok) throw new Error(`the pack did not load: ${JSON.stringify(loaded.errors)}`);
    const game = startGame(loaded.pack, 'crowd');
    const turn = game.input('R');
    expect(turn.accepted).toBe(true);
    expect(turn.events.automated).toHaveLength(MICE * AUTOMATA);
    expect(turn.won).toBe(true);
  });
});
