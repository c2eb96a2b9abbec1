// spec: rules/snapshot
// (change saves-stay-as-answered)
// The saves a served engine module answered or was handed, kept as they read then, so that a
// game changing one afterwards is seen where it happens. The harness only ever holds copies (an
// answer is written as JSON the moment it is given; restore is handed a fresh parse), so a save
// holding the game's own objects, or a restore playing on the save it was handed, passed every
// scenario, and broke saves for an application embedding the module.
import { canonicalJson, firstDifference } from '../runner/answer-digest.js';

/** Saves kept per game: the last few, so a long game's many saves cost no more per call. */
export const SAVES_KEPT = 4;

interface KeptSave {
  /** The save as the engine holds it. */
  value: unknown;
  /** What it read when it was answered or handed: its canonical JSON (keys in order). */
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
    const text = jsonOf(value);
    if (text === undefined) return;
    const saves = this.byGame.get(game) ?? [];
    saves.push({ value, text, origin });
    if (saves.length > SAVES_KEPT) saves.shift();
    this.byGame.set(game, saves);
  }

  /** A sentence naming the first kept save of `game` that no longer reads as it did, or undefined. */
  changed(game: string): string | undefined {
    for (const save of this.byGame.get(game) ?? []) {
      const now = jsonOf(save.value);
      if (now === save.text) continue;
      // One that can no longer be written at all changed as a whole.
      const place =
        now === undefined ? '' : (firstDifference(JSON.parse(save.text), JSON.parse(now), '')?.path ?? '');
      return `The game changed ${save.origin} afterwards, at ${place === '' ? 'its top' : place}: a save must stay as it was answered, and a restore must leave the save it was handed alone, or a save restored twice brings back two moments (a save that holds the game's own objects does this).`;
    }
    return undefined;
  }
}

/** Canonical JSON of `value`, or undefined when JSON cannot write it. */
function jsonOf(value: unknown): string | undefined {
  try {
    return canonicalJson(value); // undefined for a value JSON does not write (a function)
  } catch {
    return undefined;
  }
}
