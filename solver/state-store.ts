// spec: solver/compact-key
// (change add-fast-solver)
// Every state the search has seen, as its key bytes in one growing arena, with its parent and the
// input that reached it; an open-addressing hash table over the keys finds duplicates. States
// are numbered in the order they were added, which for a breadth-first search is its queue.
// Per state: the key, 4 bytes of offset, 4 of parent and input, and 8 to 16 of hash table.
export class StateStore {
  /** The most bytes the store may hold; a growth past it is refused (change bound-the-solver). */
  constructor(private readonly maxBytes = Number.POSITIVE_INFINITY) {}

  /** How many states are stored. */
  size = 0;
  /** The longest key stored, in bytes. */
  longestKey = 0;
  private arena = new Uint8Array(1 << 20);
  private arenaUsed = 0;
  /** Key of state s: arena[offsets[s], offsets[s + 1]). */
  private offsets = new Int32Array(1 << 16);
  /** Parent of state s and the input (0 to 7) that reached it, as parent * 8 + input. */
  private links = new Int32Array(1 << 16);
  /**
   * Hash table, open addressing, one 32-bit word a slot (0 is empty): the state number plus one
   * in the low STATE_BITS bits, and the top bits of the key's hash above them, so most probes
   * that meet another key are told apart without reading its bytes. Power-of-two slots, at most
   * half full.
   */
  private slots = new Int32Array(1 << 17);

  // spec: solver/compact-key, solver/state-key
  /**
   * Adds a key unless it is stored already; returns its new state number, -1 for a duplicate, or
   * FULL when storing it would take the store past its byte cap (nothing is added then).
   */
  add(key: Uint8Array, length: number, parent: number, input: number): number {
    const hash = hashOf(key, length);
    const tag = hash & TAG_MASK;
    const slots = this.slots;
    const mask = slots.length - 1;
    let slot = hash & mask;
    for (let entry = slots[slot]; entry !== 0; entry = slots[slot]) {
      if ((entry & TAG_MASK) === tag && this.equals((entry & STATE_MASK) - 1, key, length)) return -1;
      slot = (slot + 1) & mask;
    }
    const state = this.size;
    // A slot has room for MOST_STATES state numbers: past them the store is as full as past its cap.
    if (state >= MOST_STATES) return FULL;
    // Growth is rare (sizes double), so the memory check costs nothing per state.
    const growStates = state + 2 > this.offsets.length;
    const growArena = this.arenaUsed + length > this.arena.length;
    const growSlots = (this.size + 1) * 2 > slots.length;
    if (
      (growStates || growArena || growSlots) &&
      this.bytesWhileGrowing(growStates, growArena ? length : -1, growSlots) > this.maxBytes
    )
      return FULL;
    if (growStates) this.growStates();
    if (growArena) this.growArena(length);
    const arena = this.arena;
    const start = this.arenaUsed;
    for (let k = 0; k < length; k++) arena[start + k] = key[k];
    if (length > this.longestKey) this.longestKey = length;
    this.offsets[state] = start;
    this.arenaUsed = start + length;
    this.offsets[state + 1] = this.arenaUsed;
    this.links[state] = parent * 8 + input;
    slots[slot] = tag | (state + 1);
    this.size++;
    if (this.size * 2 > slots.length) this.rehash();
    return state;
  }

  /** The key bytes of every state live here; a state's key is arena()[keyStart(s), keyEnd(s)). */
  arenaBytes(): Uint8Array {
    return this.arena;
  }

  keyStart(state: number): number {
    return this.offsets[state];
  }

  keyEnd(state: number): number {
    return this.offsets[state + 1];
  }

  parentOf(state: number): number {
    return this.links[state] >> 3;
  }

  inputOf(state: number): number {
    return this.links[state] & 7;
  }

  /** Bytes of key data stored. */
  keyBytes(): number {
    return this.arenaUsed;
  }

  /** Bytes this store holds per state: keys, offsets, parents and inputs, and the hash table. */
  bytesPerState(): number {
    if (this.size === 0) return 0;
    return (this.arenaUsed + this.size * STATE_BYTES + this.slots.length * 4) / this.size;
  }

  /** Bytes the store holds now: every array's capacity. */
  allocatedBytes(): number {
    return this.arena.length + this.offsets.length * STATE_BYTES + this.slots.length * 4;
  }

  // The peak of a growth: the old arrays and the new, doubled ones live together while copying.
  private bytesWhileGrowing(states: boolean, arenaNeed: number, slots: boolean): number {
    let extra = 0;
    if (states) extra += this.offsets.length * 2 * STATE_BYTES;
    if (arenaNeed >= 0) {
      let capacity = this.arena.length * 2;
      while (capacity < this.arenaUsed + arenaNeed) capacity *= 2;
      extra += capacity;
    }
    if (slots) extra += this.slots.length * 2 * 4;
    return this.allocatedBytes() + extra;
  }

  private equals(state: number, key: Uint8Array, length: number): boolean {
    const start = this.offsets[state];
    if (this.offsets[state + 1] - start !== length) return false;
    const arena = this.arena;
    for (let k = 0; k < length; k++) if (arena[start + k] !== key[k]) return false;
    return true;
  }

  private growStates(): void {
    const capacity = this.offsets.length * 2;
    this.offsets = grown(this.offsets, new Int32Array(capacity));
    this.links = grown(this.links, new Int32Array(capacity));
  }

  private growArena(need: number): void {
    let capacity = this.arena.length * 2;
    while (capacity < this.arenaUsed + need) capacity *= 2;
    this.arena = grown(this.arena, new Uint8Array(capacity));
  }

  // The slots keep only the top bits of each hash, so the keys are hashed again, in state order:
  // the arena is then read front to back rather than in the old table's scattered order.
  private rehash(): void {
    const slots = new Int32Array(this.slots.length * 2);
    const mask = slots.length - 1;
    const { arena, offsets } = this;
    for (let state = 0; state < this.size; state++) {
      const hash = hashOf(arena, offsets[state + 1] - offsets[state], offsets[state]);
      let slot = hash & mask;
      while (slots[slot] !== 0) slot = (slot + 1) & mask;
      slots[slot] = (hash & TAG_MASK) | (state + 1);
    }
    this.slots = slots;
  }
}

/** What `add` answers when the store is full. */
export const FULL = -2;

/** Bits of a slot that hold a state number plus one; the bits above them hold part of the hash. */
const STATE_BITS = 27;
const STATE_MASK = (1 << STATE_BITS) - 1;
const TAG_MASK = ~STATE_MASK;
/** The most states a store holds (134,217,727): far more than its default byte cap allows. */
export const MOST_STATES = STATE_MASK;
/** Bytes a state takes besides its key and its hash slots: its offset, and its parent and input. */
const STATE_BYTES = 4 + 4;

function grown<T extends Int32Array | Uint8Array>(from: T, to: T): T {
  to.set(from);
  return to;
}

/** FNV-1a over the key bytes (`length` of them from `start`), then a final mix so nearby keys spread over the table. */
export function hashOf(key: Uint8Array, length: number, start = 0): number {
  let h = 0x811c9dc5;
  for (let k = start; k < start + length; k++) h = Math.imul(h ^ key[k], 0x01000193);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return h | 0;
}
