// spec: conformance/plain-data
// (change answers-stay-as-answered)
// What a served engine module answered or was handed, kept as it read then, so that a module
// changing it afterwards is seen where it happens: a game's last observation and turn result
// (read again after each later call of that game), and the pack handed to load or start (read
// again when that call returns). The harness only ever holds copies (an answer is written as
// JSON the moment it is given; every request is a fresh parse), so a module answering with its
// game's live state, or normalizing the pack it was handed in place, passed every scenario, and
// showed an application that keeps answers, or hands one pack to every start, other moments and
// another pack than it was given. saves.ts keeps a game's saves with the same two functions.
import { canonicalJson, firstDifference } from '../runner/answer-digest.js';

// Taken before any engine module runs in this process: one that replaces JSON's functions is
// refused at its next request (server.ts), and must not break the check of the call it made.
const { parse, stringify } = JSON;

/** Games whose last answers are kept: the most recent few, so a long session costs no more. */
export const GAMES_KEPT = 8;

/** A value as the engine holds it, with what it read when kept and where it came from. */
export interface Kept {
  readonly value: unknown;
  /** What it read when it was answered or handed (JSON.stringify: the fast comparison). */
  text: string;
  /** Which request answered or handed it, for the message. */
  origin: string;
}

/** Each game's last answer to each request that answers an object of the game's state. */
export class KeptAnswers {
  private readonly byGame = new Map<string, Map<string, Kept>>();

  /** Keeps `value`, `game`'s answer to a `type` request, as it reads now (an object only). */
  keep(game: string, type: string, value: unknown, origin: string): void {
    const kept = keptOf(value, origin);
    if (kept === undefined) return;
    const answers = this.byGame.get(game) ?? new Map<string, Kept>();
    this.byGame.delete(game);
    this.byGame.set(game, answers.set(type, kept));
    if (this.byGame.size > GAMES_KEPT) this.byGame.delete(this.byGame.keys().next().value!);
  }

  /** A sentence naming the first kept answer of `game` that no longer reads as it did, or undefined. */
  changed(game: string): string | undefined {
    for (const kept of this.byGame.get(game)?.values() ?? []) {
      const place = changedPlace(kept);
      if (place !== undefined)
        return `The engine changed ${kept.origin} afterwards, at ${place}: an answer must stay as it was given (an answer that is the game's own live state changes with its next turn, for an application that keeps it).`;
    }
    return undefined;
  }
}

/**
 * A pack handed to load or start, kept as it reads before the call: `changed()` after the call
 * says where the engine changed it, or undefined.
 */
export function keepHandedPack(pack: unknown, origin: string): { changed(): string | undefined } {
  const kept = keptOf(pack, origin);
  return {
    changed() {
      const place = kept && changedPlace(kept);
      return place === undefined
        ? undefined
        : `The engine changed ${origin}, at ${place}: an engine must leave the pack it is handed as it is (an application may hand one pack to every load and start).`;
    },
  };
}

/** `value` kept as it reads now; undefined for one that cannot change (not an object) or JSON cannot write. */
export function keptOf(value: unknown, origin: string): Kept | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const text = stringified(value);
  return text === undefined ? undefined : { value, text, origin };
}

/** Where `kept` no longer reads as it did (a JSON pointer, or "its top"), or undefined. */
export function changedPlace(kept: Kept): string | undefined {
  const now = stringified(kept.value);
  if (now === kept.text) return undefined;
  // One that can no longer be written at all changed as a whole.
  if (now === undefined) return 'its top';
  // Written again in another key order is the same answer.
  const [before, after] = [parse(kept.text), parse(now)] as unknown[];
  if (canonicalJson(before) === canonicalJson(after)) {
    kept.text = now;
    return undefined;
  }
  const path = firstDifference(before, after, '')?.path ?? '';
  return path === '' ? 'its top' : path;
}

/** JSON of `value`, or undefined when JSON cannot write it (its answer is refused for that anyway). */
function stringified(value: unknown): string | undefined {
  try {
    return stringify(value);
  } catch {
    return undefined;
  }
}
