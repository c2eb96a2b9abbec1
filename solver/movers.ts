// spec: solver/compact-key
// (change key-the-movers)
// The movers of a level: the things its keys hold at fixed places (codec.ts). A key names a thing
// away from its start by an entry, an index and a cell; a mover costs a cell in every key, away
// or not. On the benchmark's levels 7 of 40 to 62 things are away in nearly every state, so
// keying them by place saves a byte each. Which ones they are shows only in a search: a pilot,
// the search's first PILOT_EXPANSIONS expansions with every thing keyed by entry, is counted.
// Only its later half counts: a breadth-first search finds states in order of their distance from
// the start, and the further from it, the more things have left their start cells (the words of
// the benchmark's mouse-hole-wide are away in 26% of the first 6,000 states, and 79% of all 1.2
// million), so the pilot's nearest states would count too few movers.
import { Board } from './board.js';
import { KeyCodec } from './codec.js';
import type { CompiledLevel } from './compile.js';
import { FULL, type StateStore } from './state-store.js';

/** The expansions of a search's pilot: the search's own first ones, which it goes on from (search.ts). */
export const PILOT_EXPANSIONS = 16_384;

/**
 * The things away from their start in enough of the pilot's later states (`pilot`, keyed with no
 * movers) that a cell in every key costs less than their entries did: in id order.
 */
export function moversOf(level: CompiledLevel, pilot: StateStore): number[] {
  const codec = new KeyCodec(level);
  const away = new Int32Array(level.count);
  const first = pilot.size >>> 1;
  eachBoard(level, pilot, first, (board) => {
    for (let i = 0; i < level.count; i++) if (board.pos[i] !== level.startPos[i]) away[i]++;
    return true;
  });
  const entry = codec.indexWidth + codec.cellWidth;
  const movers: number[] = [];
  const counted = pilot.size - first;
  for (let i = 0; i < level.count; i++) if (away[i] * entry > counted * codec.cellWidth) movers.push(i);
  return movers;
}

/**
 * Adds the pilot's states to `into`, an empty store, in their order and with their parents and
 * inputs, each keyed again with `movers` by place; false when `into` is full before the last.
 */
export function rekey(
  level: CompiledLevel,
  pilot: StateStore,
  movers: readonly number[],
  into: StateStore,
): boolean {
  const byPlace = new KeyCodec(level, movers);
  const key = new Uint8Array(byPlace.maxLength);
  return eachBoard(level, pilot, 0, (board, state) => {
    const added = into.add(key, byPlace.encode(board, key), pilot.parentOf(state), pilot.inputOf(state));
    if (added !== FULL && added !== state)
      throw new Error(`Keyed again, state ${state} of the pilot became ${added}.`);
    return added !== FULL;
  });
}

/**
 * Decodes the pilot's states from `first` on, in order, onto one board (cells, nouns and phases
 * only: `decodeThings`) and hands each to `visit` until it answers false; true when all were.
 */
function eachBoard(
  level: CompiledLevel,
  pilot: StateStore,
  first: number,
  visit: (board: Board, state: number) => boolean,
): boolean {
  const byEntry = new KeyCodec(level);
  const board = new Board(level);
  for (let state = first; state < pilot.size; state++) {
    if (state === first) pilot.findKey(first);
    else pilot.nextKey();
    byEntry.decodeThings(pilot.keyChunk(), pilot.keyStart(), pilot.keyEnd(), board);
    if (!visit(board, state)) return false;
  }
  return true;
}
