// spec: rules/snapshot
// (change saves-stay-as-answered)
// The saves a served engine module answered or was handed, kept as they read then, so that a
// game changing one afterwards is seen where it happens. The harness only ever holds copies (an
// answer is written as JSON the moment it is given; restore is handed a fresh parse), so a save
// holding the game's own objects, or a restore playing on the save it was handed, passed every
// scenario, and broke saves for an application embedding the module.
import { childPointer } from '../../src/data/json-pointer.js';

/** Saves kept per game: the last few, so a long game's many saves cost no more per call. */
export const SAVES_KEPT = 4;

// Read when this module loads, before any engine module runs (as in server.ts).
const { parse, stringify } = JSON;
const { keys: keysOf, hasOwn } = Object;
const { isArray } = Array;

interface KeptSave {
  /** The save as the engine holds it. */
  value: unknown;
  /** What it read when it was answered or handed: JSON text. */
  text: string;
  /** Which request answered or handed it, for the message. */
  origin: string;
}

/** Each game's kept saves, by the game's id in the session. */
export class KeptSaves {
  private readonly byGame = new Map<string, KeptSave[]>();

  /**
   * Keeps `value` (answered to, or handed by, `origin`) as it reads now; a value JSON cannot
   * write is not kept (its answer is refused as not JSON data anyway).
   */
  keep(game: string, value: unknown, origin: string): void {
    let text: string | undefined;
    try {
      text = stringify(value);
    } catch {
      return;
    }
    if (text === undefined) return;
    const saves = this.byGame.get(game) ?? [];
    saves.push({ value, text, origin });
    if (saves.length > SAVES_KEPT) saves.shift();
    this.byGame.set(game, saves);
  }

  /** A sentence naming the first kept save of `game` that no longer reads as it did, or undefined. */
  changed(game: string): string | undefined {
    for (const save of this.byGame.get(game) ?? []) {
      let now: unknown;
      try {
        now = parse(stringify(save.value) ?? 'null');
      } catch {
        now = undefined; // it can no longer be written at all: it changed
      }
      const place = firstDifference(parse(save.text), now, '');
      if (place !== undefined)
        return `The game changed ${save.origin} afterwards, at ${place === '' ? 'its top' : place}: a save must stay as it was answered, and a restore must leave the save it was handed alone, or a save restored twice brings back two moments (a save that holds the game's own objects does this).`;
    }
    return undefined;
  }
}

/** The JSON pointer of the first place where two JSON values differ (keys in any order), or undefined. */
export function firstDifference(before: unknown, now: unknown, at: string): string | undefined {
  if (isArray(before) && isArray(now)) {
    for (let k = 0; k < Math.max(before.length, now.length); k++) {
      if (k >= before.length || k >= now.length) return childPointer(at, k);
      const inner = firstDifference(before[k], now[k], childPointer(at, k));
      if (inner !== undefined) return inner;
    }
    return undefined;
  }
  if (isObject(before) && isObject(now)) {
    const names = [...new Set([...keysOf(before), ...keysOf(now)])].sort();
    for (const name of names) {
      const place = childPointer(at, name);
      if (!hasOwn(before, name) || !hasOwn(now, name)) return place;
      const inner = firstDifference(before[name], now[name], place);
      if (inner !== undefined) return inner;
    }
    return undefined;
  }
  return isArray(before) || isArray(now) || isObject(before) || isObject(now) || before !== now
    ? at
    : undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !isArray(value);
}
