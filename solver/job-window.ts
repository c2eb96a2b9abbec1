// spec: solver/fast-transition, solver/compact-key
// (change parallel-expansion)
// The keys one job has seen: the states it expands (all stored already) and the successors it
// recorded so far. A successor equal to one of them needs no record: the state store would find
// it stored, since the store adds a job's records in the order they were written, after its
// states. Most duplicates a breadth-first search meets are cousins found by nearby parents, so a
// small table in the worker's cache answers for most of them instead of the store's, whose
// look-ups wait on memory.

/** Where a key lives: in the job's input (the states) or its output (the records). */
const FROM_OUTPUT = 1 << 30;
const POSITION = FROM_OUTPUT - 1;

export class JobWindow {
  /** Open addressing, power-of-two slots, at most half full: a key's reference plus one, or 0. */
  private readonly refs: Int32Array;
  private readonly hashes: Int32Array;
  private readonly lengths: Int32Array;
  private readonly mask: number;
  private input: Uint8Array = new Uint8Array(0);
  private output: Uint8Array = new Uint8Array(0);

  /** A window for up to `keys` keys a job. */
  constructor(keys: number) {
    let slots = 16;
    while (slots < keys * 2) slots *= 2;
    this.refs = new Int32Array(slots);
    this.hashes = new Int32Array(slots);
    this.lengths = new Int32Array(slots);
    this.mask = slots - 1;
  }

  /** Empties the window for a job that reads its states from `input` and writes to `output`. */
  reset(input: Uint8Array, output: Uint8Array): void {
    this.refs.fill(0);
    this.input = input;
    this.output = output;
  }

  /**
   * Adds the key at `start` (`length` bytes, hash `hash`) of the output, or of the input when
   * `fromOutput` is false, unless an equal key is in the window already; true when it was.
   */
  seenOrAdd(fromOutput: boolean, start: number, length: number, hash: number): boolean {
    const bytes = fromOutput ? this.output : this.input;
    let slot = hash & this.mask;
    for (let ref = this.refs[slot]; ref !== 0; ref = this.refs[slot]) {
      if (this.hashes[slot] === hash && this.lengths[slot] === length) {
        const position = (ref - 1) & POSITION;
        const other = ((ref - 1) & FROM_OUTPUT) !== 0 ? this.output : this.input;
        let k = 0;
        while (k < length && other[position + k] === bytes[start + k]) k++;
        if (k === length) return true;
      }
      slot = (slot + 1) & this.mask;
    }
    this.refs[slot] = (fromOutput ? start | FROM_OUTPUT : start) + 1;
    this.hashes[slot] = hash;
    this.lengths[slot] = length;
    return false;
  }
}
