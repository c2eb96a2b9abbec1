// spec: rules/snapshot
// (change saves-stay-as-answered)
// The saves a served engine module answered or was handed, kept as they read then, so that a
// game changing one afterwards is seen where it happens. The harness only ever holds copies (an
// answer is written as JSON the moment it is given; restore is handed a fresh parse), so a save
// holding the game's own objects, or a restore playing on the save it was handed, passed every
// scenario, and broke saves for an application embedding the module.
import { changedPlace, keptOf, type Kept } from './kept-answers.js';

/** Saves kept per game: the last few, so a long game's many saves cost no more per call. */
export const SAVES_KEPT = 4;

/** Each game's kept saves, by the game's id in the session. */
export class KeptSaves {
  private readonly byGame = new Map<string, Kept[]>();

  /**
   * Keeps `value` (answered to, or handed by, `origin`) as it reads now; a value JSON cannot
   * write is not kept (its answer is refused as not JSON data anyway), nor one that cannot change.
   */
  keep(game: string, value: unknown, origin: string): void {
    const kept = keptOf(value, origin);
    if (kept === undefined) return;
    const saves = this.byGame.get(game) ?? [];
    saves.push(kept);
    if (saves.length > SAVES_KEPT) saves.shift();
    this.byGame.set(game, saves);
  }

  /** A sentence naming the first kept save of `game` that no longer reads as it did, or undefined. */
  changed(game: string): string | undefined {
    for (const save of this.byGame.get(game) ?? []) {
      const place = changedPlace(save);
      if (place !== undefined)
        return `The game changed ${save.origin} afterwards, at ${place}: a save must stay as it was answered, and a restore must leave the save it was handed alone, or a save restored twice brings back two moments (a save that holds the game's own objects does this).`;
    }
    return undefined;
  }
}
