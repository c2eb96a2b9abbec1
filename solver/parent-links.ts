// spec: solver/compact-key
// The parent and input of every state of a breadth-first search, in about a byte a state. Such a
// search adds a state's successors when it expands that state, in state order, and a state's in
// input order: so the children of each parent are numbered one after another, and a parent needs
// only a byte saying which of its inputs (0 to 7) found a new state. A state's parent is found by
// counting children from the nearest of the first children kept for every PARENT_BLOCK parents.
// The state store (state-store.ts) grows these arrays chunk by chunk with its own.
export class ParentLinks {
  /** By state s: bit i is set when input i played from s found a new state, its child. */
  private childInputs: Uint8Array[] = [];
  /**
   * By block of PARENT_BLOCK parents: the number of the first child of a parent in that block or
   * a later one. Filled for blocks up to that of the last parent that found a child.
   */
  private firstChildOfBlock: Int32Array[] = [];
  private blocksFilled = 0;
  /** The parent and input of the last state recorded, which the next one may not precede. */
  private lastParent = -1;
  private lastInput = -1;

  /** Room for the next STATES_PER_CHUNK states. */
  grow(): void {
    this.childInputs.push(new Uint8Array(STATES_PER_CHUNK));
    this.firstChildOfBlock.push(new Int32Array(BLOCKS_PER_CHUNK));
  }

  // A breadth-first search adds successors parent by parent, in state order, and a parent's in
  // input order: the numbering that parentOf reads back relies on it, so anything else is a bug.
  /** Throws unless `state` may come from `parent` by `input` (-1 and 0 for the start, state 0). */
  checkOrder(state: number, parent: number, input: number): void {
    const first = parent === -1 && state === 0;
    const later =
      parent >= 0 &&
      parent < state &&
      (parent > this.lastParent || (parent === this.lastParent && input > this.lastInput));
    if (!(first || later) || !(input >= 0 && input < 8))
      throw new Error(
        `State store: state ${state} comes from state ${parent} by input ${input}, after state ` +
          `${this.lastParent} by input ${this.lastInput}; successors must be added in breadth-first order.`,
      );
  }

  /** Records that `state`, a state other than the start, came from `parent` by `input`. */
  record(state: number, parent: number, input: number): void {
    this.childInputs[parent >>> STATE_CHUNK_BITS][parent & STATE_CHUNK_MASK] |= 1 << input;
    for (const block = parent >>> PARENT_BLOCK_BITS; this.blocksFilled <= block; this.blocksFilled++)
      this.firstChildOfBlock[this.blocksFilled >>> BLOCKS_PER_CHUNK_BITS][
        this.blocksFilled & (BLOCKS_PER_CHUNK - 1)
      ] = state;
    this.lastParent = parent;
    this.lastInput = input;
  }

  parentOf(state: number): number {
    return state === 0 ? -1 : this.linkOf(state) >> 3;
  }

  inputOf(state: number): number {
    return state === 0 ? 0 : this.linkOf(state) & 7;
  }

  private childInputsOf(parent: number): number {
    return this.childInputs[parent >>> STATE_CHUNK_BITS][parent & STATE_CHUNK_MASK];
  }

  private firstChild(block: number): number {
    return this.firstChildOfBlock[block >>> BLOCKS_PER_CHUNK_BITS][block & (BLOCKS_PER_CHUNK - 1)];
  }

  // Parent * 8 + input of a state other than the start: the last block whose first child is at
  // most `state` holds its parent, found by counting that block's children parent by parent.
  private linkOf(state: number): number {
    let low = 0;
    let high = this.blocksFilled - 1;
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if (this.firstChild(middle) <= state) low = middle;
      else high = middle - 1;
    }
    let child = this.firstChild(low);
    for (let parent = low << PARENT_BLOCK_BITS; ; parent++) {
      let inputs = this.childInputsOf(parent);
      for (let input = 0; inputs !== 0; input++, inputs >>>= 1) {
        if ((inputs & 1) === 0) continue;
        if (child === state) return parent * 8 + input;
        child++;
      }
    }
  }
}

/** The arrays grow by chunks of 2^16 states, as the store's. */
export const STATE_CHUNK_BITS = 16;
export const STATES_PER_CHUNK = 1 << STATE_CHUNK_BITS;
const STATE_CHUNK_MASK = STATES_PER_CHUNK - 1;
/** Parents are counted through in blocks of 256, each with the number of its first child (4 bytes). */
const PARENT_BLOCK_BITS = 8;
export const PARENT_BLOCK = 1 << PARENT_BLOCK_BITS;
const BLOCKS_PER_CHUNK_BITS = STATE_CHUNK_BITS - PARENT_BLOCK_BITS;
const BLOCKS_PER_CHUNK = 1 << BLOCKS_PER_CHUNK_BITS;
/** Bytes of one chunk: a byte a state, and a first child for every PARENT_BLOCK of them. */
export const LINK_CHUNK_BYTES = STATES_PER_CHUNK + BLOCKS_PER_CHUNK * 4;
