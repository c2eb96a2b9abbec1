// spec: solver/shortest, solver/hands-off, solver/compact-key
// (change parallel-expansion)
// One expansion of the fast search: a state's key decoded onto a board, every input played on
// it, and each accepted successor written out as a record, with its key's hash, for the state
// store to add. The serial search and the expansion workers (expansion-worker.ts) run this same
// code, so both find the same successors in the same order.
import { Board } from './board.js';
import { KeyCodec } from './codec.js';
import type { CompiledLevel } from './compile.js';
import { hashOf } from './state-store.js';
import type { JobWindow } from './job-window.js';
import { ACCEPTED, FastTurn, INPUTS, PUSHED_WORD, WON } from './turn.js';

/**
 * The records of one state's expansion, one after another: per successor, its input (0 to 7),
 * its key's length (3 bytes, low first), its hash (4 bytes, low first) and the key; then either
 * WINS_AT | input (an input that wins; nothing is played after it) or END.
 */
export const END = 0xff;
export const WINS_AT = 0x80;
/** Bytes of a successor record besides its key. */
export const RECORD_HEAD = 8;

export class Expander {
  readonly codec: KeyCodec;
  /** The most bytes one state's records take. */
  readonly mostBytes: number;
  private readonly turn: FastTurn;
  private readonly board: Board;
  private readonly key: Uint8Array;
  private readonly touched: Int32Array;
  private readonly seen: Int32Array;
  private generation = 0;

  /** `movers`: the things its keys hold at fixed places (movers.ts). */
  constructor(
    level: CompiledLevel,
    private readonly handsOff: boolean,
    movers: readonly number[] = [],
  ) {
    this.codec = new KeyCodec(level, movers);
    this.turn = new FastTurn(level);
    this.board = new Board(level);
    this.key = new Uint8Array(this.codec.maxLength);
    this.touched = new Int32Array(level.count);
    this.seen = new Int32Array(level.count);
    this.mostBytes = INPUTS.length * (RECORD_HEAD + this.codec.maxLength) + 1;
  }

  /**
   * Expands the state whose key is `key[from, to)`: writes its records into `out` from `at` (room
   * for `mostBytes` is needed) and returns the position after them.
   */
  expand(key: Uint8Array, from: number, to: number, out: Uint8Array, at: number, window: JobWindow): number {
    const { board, turn, codec, handsOff } = this;
    codec.decode(key, from, to, board);
    turn.prepare(board);
    for (let input = 0; input < INPUTS.length; input++) {
      board.mark();
      const outcome = turn.play(board, input);
      const countsAsHands = handsOff && (outcome & PUSHED_WORD) !== 0;
      if ((outcome & WON) !== 0 && !countsAsHands) {
        out[at++] = WINS_AT | input;
        board.rollback();
        return at;
      }
      if ((outcome & ACCEPTED) !== 0 && !countsAsHands) {
        const changed = board.touched(this.touched, this.seen, ++this.generation);
        // A turn that moved, renamed and advanced nothing (a wait with no automaton) is its parent,
        // stored already: skipping the key and the lookup changes nothing the search finds.
        if (changed > 0 || !codec.phases.same(board.phases, key, from)) {
          const length = codec.encodeChange(board, key, from, to, this.touched, changed, this.key);
          const hash = hashOf(this.key, length);
          const next = writeRecord(out, at, input, this.key, length, hash);
          // A key the job has seen is stored, or will be before this record would be read.
          if (!window.seenOrAdd(true, at + RECORD_HEAD, length, hash)) at = next;
        }
      }
      board.rollback();
    }
    out[at++] = END;
    return at;
  }
}

function writeRecord(
  out: Uint8Array,
  at: number,
  input: number,
  key: Uint8Array,
  length: number,
  hash: number,
): number {
  out[at] = input;
  out[at + 1] = length & 0xff;
  out[at + 2] = (length >>> 8) & 0xff;
  out[at + 3] = length >>> 16;
  out[at + 4] = hash & 0xff;
  out[at + 5] = (hash >>> 8) & 0xff;
  out[at + 6] = (hash >>> 16) & 0xff;
  out[at + 7] = hash >>> 24;
  const from = at + RECORD_HEAD;
  for (let k = 0; k < length; k++) out[from + k] = key[k];
  return from + length;
}

/** The length of the successor record at `at` (its input byte is below WINS_AT). */
export function recordLength(out: Uint8Array, at: number): number {
  return out[at + 1] | (out[at + 2] << 8) | (out[at + 3] << 16);
}

/** The hash stored in the successor record at `at`. */
export function recordHash(out: Uint8Array, at: number): number {
  return out[at + 4] | (out[at + 5] << 8) | (out[at + 6] << 16) | (out[at + 7] << 24);
}
