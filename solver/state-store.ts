// spec: solver/compact-key
// (change add-fast-solver)
// Every state the search has seen, as its key bytes in one growing arena, with its parent and the
// input that reached it; an open-addressing hash table over the keys finds duplicates. States
// are numbered in the order they were added, which for a breadth-first search is its queue.
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
  private parents = new Int32Array(1 << 16);
  private inputs = new Uint8Array(1 << 16);
  /**
   * Hash table, open addressing: per slot the state number plus one (0 is empty) and the key's
   * hash side by side, so a probe reads one cache line. Power-of-two slots, at most half full.
   */
  private slots = new Int32Array(2 << 17);

  // spec: solver/compact-key, solver/state-key
  /**
   * Adds a key unless it is stored already; returns its new state number, -1 for a duplicate, or
   * FULL when storing it would take the store past its byte cap (nothing is added then).
   */
  add(key: Uint8Array, length: number, parent: number, input: number): number {
    const hash = hashOf(key, length);
    const slots = this.slots;
    const mask = (slots.length >> 1) - 1;
    let slot = hash & mask;
    for (let entry = slots[slot << 1]; entry !== 0; entry = slots[slot << 1]) {
      if (slots[(slot << 1) + 1] === hash && this.equals(entry - 1, key, length)) return -1;
      slot = (slot + 1) & mask;
    }
    const state = this.size;
    // Growth is rare (sizes double), so the memory check costs nothing per state.
    const growStates = state + 2 > this.offsets.length;
    const growArena = this.arenaUsed + length > this.arena.length;
    const growSlots = (this.size + 1) * 4 > slots.length;
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
    this.parents[state] = parent;
    this.inputs[state] = input;
    slots[slot << 1] = state + 1;
    slots[(slot << 1) + 1] = hash;
    this.size++;
    if (this.size * 4 > slots.length) this.rehash();
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
    return this.parents[state];
  }

  inputOf(state: number): number {
    return this.inputs[state];
  }

  /** Bytes of key data stored. */
  keyBytes(): number {
    return this.arenaUsed;
  }

  /** Bytes this store holds per state: keys, offsets, parents, inputs and the hash table. */
  bytesPerState(): number {
    if (this.size === 0) return 0;
    const perState = 4 + 4 + 1;
    return (this.arenaUsed + this.size * perState + this.slots.length * 4) / this.size;
  }

  /** Bytes the store holds now: every array's capacity. */
  allocatedBytes(): number {
    return this.arena.length + this.offsets.length * 9 + this.slots.length * 4;
  }

  // The peak of a growth: the old arrays and the new, doubled ones live together while copying.
  private bytesWhileGrowing(states: boolean, arenaNeed: number, slots: boolean): number {
    let extra = 0;
    if (states) extra += this.offsets.length * 2 * 9;
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
    this.parents = grown(this.parents, new Int32Array(capacity));
    this.inputs = grown(this.inputs, new Uint8Array(capacity));
  }

  private growArena(need: number): void {
    let capacity = this.arena.length * 2;
    while (capacity < this.arenaUsed + need) capacity *= 2;
    this.arena = grown(this.arena, new Uint8Array(capacity));
  }

  private rehash(): void {
    const old = this.slots;
    const slots = new Int32Array(old.length * 2);
    const mask = (slots.length >> 1) - 1;
    for (let k = 0; k < old.length; k += 2) {
      if (old[k] === 0) continue;
      let slot = old[k + 1] & mask;
      while (slots[slot << 1] !== 0) slot = (slot + 1) & mask;
      slots[slot << 1] = old[k];
      slots[(slot << 1) + 1] = old[k + 1];
    }
    this.slots = slots;
  }
}

/** What `add` answers when the store is full. */
export const FULL = -2;

function grown<T extends Int32Array | Uint8Array>(from: T, to: T): T {
  to.set(from);
  return to;
}

/** FNV-1a over the key bytes, then a final mix so nearby keys spread over the table. */
export function hashOf(key: Uint8Array, length: number): number {
  let h = 0x811c9dc5;
  for (let k = 0; k < length; k++) h = Math.imul(h ^ key[k], 0x01000193);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return h | 0;
}
