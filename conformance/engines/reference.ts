// The one place that binds the reference engine to the adapter contract.
import { readFileSync } from 'node:fs';
import type { EngineBuild, EngineGame } from '../contract.js';
import { loadPack } from '../../src/pack-loading.js';
import { startGame } from '../../reference/index.js';
import { solveLevel } from '../../reference/solver/search.js';

const packageVersion = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

/** The reference engine as a certifiable build, claiming every capability it implements. */
export function createEngine(): EngineBuild {
  return {
    async hello() {
      return { name: 'miau-reference', version: packageVersion, protocol: 1, capabilities: ['automata', 'solver'] };
    },
    async load(pack) {
      return loadPack(pack);
    },
    async solve(pack, levelId, options) {
      return solveLevel(pack, levelId, options);
    },
    async start(pack, levelId): Promise<EngineGame> {
      // A pack that does not load cleanly has no level to start (spec: packs/atomic-load).
      const loaded = loadPack(pack);
      if (!loaded.ok) throw new Error(`The pack did not load (${loaded.errors.length} errors), so no level of it can be started.`);
      const game = startGame(loaded.pack, levelId);
      return {
        input: async (move) => game.input(move),
        observe: async () => game.observe(),
        undo: async () => game.undo(),
        reset: async () => game.reset(),
        snapshot: async () => game.snapshot(),
        restore: async (snapshot) => game.restore(snapshot),
      };
    },
  };
}

export default createEngine;

/** The reference solver, for `miau solve`: the binding lives here so conformance/ needs no other path into reference/. */
export { solveLevel };
