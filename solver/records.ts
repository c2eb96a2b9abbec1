// spec: solver/shortest, solver/compact-key
// (change parallel-expansion)
// The expansion records of expansion.ts, added to the state store in the order written: the same
// order, input by input and state by state, whether one thread wrote them or a worker did.
import { GO_ON, STORE_FULL } from './breadth-first.js';
import { END, RECORD_HEAD, recordHash, recordLength, WINS_AT } from './expansion.js';
import { FULL, type StateStore } from './state-store.js';

export class RecordReader {
  /** The position after the records `addFrom` read last. */
  next = 0;

  constructor(private readonly store: StateStore) {}

  /** Warms the store for every successor recorded in `out` for `states` states from `at` (StateStore.warm). */
  warm(out: Uint8Array, at: number, states: number): void {
    for (let state = 0; state < states; state++) {
      for (let head = out[at]; head !== END && (head & WINS_AT) === 0; head = out[at]) {
        this.store.warm(recordHash(out, at));
        at += RECORD_HEAD + recordLength(out, at);
      }
      at++;
    }
  }

  /**
   * Adds the successors of `parent` recorded in `out` from `at` to the store; answers as the
   * breadth-first loop's `expand`: GO_ON, the input that wins, or STORE_FULL.
   */
  addFrom(out: Uint8Array, at: number, parent: number): number {
    for (let head = out[at]; head !== END; head = out[at]) {
      if ((head & WINS_AT) !== 0) {
        this.next = at + 1;
        return head & ~WINS_AT;
      }
      const length = recordLength(out, at);
      if (this.store.addHashed(out, at + RECORD_HEAD, length, recordHash(out, at), parent, head) === FULL)
        return STORE_FULL;
      at += RECORD_HEAD + length;
    }
    this.next = at + 1;
    return GO_ON;
  }
}
