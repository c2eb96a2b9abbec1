// The one place that binds the reference engine to the adapter contract.
import { readFileSync } from 'node:fs';
import type { EngineBuild, EngineGame, MiauPack } from '../contract.js';
import { CAPABILITIES } from '../engine/module.js';
import type { Capability } from '../../src/types/adapter.js';
import { loadPack } from '../../src/pack/loading.js';
import { counted } from '../../src/diagnostics/places.js';
import { startGame } from '../../reference/index.js';
import { solveLevelFast } from '../../solver/search.js';
import { reportLevel } from '../../solver/report.js';

const packageVersion = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

/** Every capability the reference engine implements: all the protocol has. The full build claims them all. */
export const REFERENCE_CAPABILITIES: readonly Capability[] = CAPABILITIES;

export interface ReferenceOptions {
  /**
   * The capabilities the build claims (default: all it implements). A reduced build also
   * behaves without the mechanics it does not claim: their data is dropped before play.
   */
  capabilities?: readonly Capability[];
  /** The name the build gives in its hello (default `miau-reference`). */
  name?: string;
  /**
   * The pack features its loader knows (spec: packs/feature-flags; default: every feature). A
   * build given a subset refuses a pack that needs another one with "This pack needs a newer Miau.".
   */
  features?: readonly string[];
}

/** The reference engine as a certifiable build, claiming every capability it implements. */
export function createEngine(): EngineBuild {
  return createReferenceEngine();
}

/** The reference engine as a certifiable build, full or reduced (see ReferenceOptions). */
export function createReferenceEngine(options: ReferenceOptions = {}): EngineBuild {
  const claimed = REFERENCE_CAPABILITIES.filter((c) =>
    (options.capabilities ?? REFERENCE_CAPABILITIES).includes(c),
  );
  const playable = (pack: MiauPack) => withoutUnclaimed(pack, new Set(claimed));
  const loadOptions = { features: options.features };
  // Packs this build loaded, frozen whole: unchanged since, they load again to themselves
  // (spec: packs/normalization), so starting a level of one need not check it all again (docs
  // starts every level of a pack: 64 levels of 64 × 64 were checked 64 times over).
  const loadedHere = new WeakSet<MiauPack>();
  // A pack that does not load cleanly has no level to start or solve (spec: packs/atomic-load):
  // the answer says so in a sentence, never with the error of code that reads a broken pack.
  const checked = (pack: MiauPack, done: 'started' | 'solved'): MiauPack => {
    if (loadedHere.has(pack)) return pack;
    const loaded = loadPack(pack, loadOptions);
    if (!loaded.ok)
      throw new Error(
        `The pack did not load (${counted(loaded.errors.length, 'error')}), so no level of it can be ${done}.`,
      );
    return loaded.pack;
  };
  const build: EngineBuild = {
    hello() {
      return answer(() => ({
        name: options.name ?? 'miau-reference',
        version: packageVersion,
        protocol: 1,
        capabilities: [...claimed],
      }));
    },
    load(pack) {
      return answer(() => {
        const loaded = loadPack(pack, loadOptions);
        if (loaded.ok) loadedHere.add(deepFreeze(loaded.pack));
        return loaded;
      });
    },
    start(pack, levelId) {
      return answer((): EngineGame => {
        const game = startGame(playable(checked(pack, 'started')), levelId);
        return {
          input: (move) => answer(() => game.input(move)),
          observe: () => answer(() => game.observe()),
          undo: () => answer(() => game.undo()),
          reset: () => answer(() => game.reset()),
          snapshot: () => answer(() => game.snapshot()),
          restore: (snapshot) => answer(() => game.restore(snapshot)),
        };
      });
    },
  };
  // The fast solver: the same search as tests/solver/readable-solver.ts, on compact keys (change add-fast-solver).
  if (claimed.includes('solver'))
    build.solve = (pack, levelId, options) =>
      answer(() => solveLevelFast(playable(checked(pack, 'solved')), levelId, options));
  return build;
}

// The contract is asynchronous and the reference engine answers at once: `work` runs now, and a
// throw (a bad move, a level that does not exist) reaches the caller as a rejection, as it would
// from an async method.
function answer<T>(work: () => T): Promise<T> {
  return new Promise((resolve) => resolve(work()));
}

// A build without a mechanic never reads its data: pairs declarations, gate channels and
// automaton records are dropped for the mechanics the build does not claim.
function withoutUnclaimed(pack: MiauPack, claimed: ReadonlySet<Capability>): MiauPack {
  const keepPairs = claimed.has('pairs');
  const keepChannels = claimed.has('gates');
  const keepAutomata = claimed.has('automata');
  if (keepPairs && keepChannels && keepAutomata) return pack;
  const levels = pack.levels.map((level) => {
    const { pairs, automata, ...rest } = level as typeof level & { pairs?: unknown };
    return {
      ...rest,
      ...(keepPairs && pairs !== undefined ? { pairs } : {}),
      ...(keepAutomata && automata !== undefined ? { automata } : {}),
      objects: keepChannels ? level.objects : level.objects.map((o) => withoutChannel(o)),
    };
  });
  return { ...pack, levels };
}

function withoutChannel<T>(placed: T): T {
  if (placed === null || typeof placed !== 'object' || !('channel' in placed)) return placed;
  const { channel: _dropped, ...rest } = placed as T & { channel: unknown };
  return rest as T;
}

// Freezes every object and list of a plain-data tree (a loaded pack), so it cannot change.
function deepFreeze<T>(value: T): T {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (item === null || typeof item !== 'object' || Object.isFrozen(item)) continue;
    Object.freeze(item);
    for (const child of Object.values(item) as unknown[]) pending.push(child);
  }
  return value;
}

export default createEngine;

/** The reference solver, for `miau solve`: the binding lives here so conformance/ needs no other path into reference/. */
export { solveLevelFast as solveLevel, reportLevel };
/** The bounds of the reference solver, for `miau solve`'s options and help (change bound-the-solver). */
export type { LevelReport } from '../../solver/report.js';
export { DEFAULT_MAX_STORE_MB, MB, type LimitReason, type SearchLimits } from '../../solver/limits.js';
