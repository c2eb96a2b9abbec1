// spec: solver/compact-key
// (change add-fast-solver)
// Every state the search has seen, as its key bytes in an arena of chunks, with its parent and
// the input that reached it; an open-addressing hash table over the keys finds duplicates. States
// are numbered in the order they were added, which for a breadth-first search is its queue.
// Each key is stored after its length (a varint), one after another, so the arena is read front
// to back, and the position of every KEY_BLOCK-th key is kept: any key is a few short hops away.
// Parents and inputs take about a byte a state (parent-links.ts).
// Per state: the key and a byte of its length (two past 126 bytes), half a byte of key position,
// one byte of new-child inputs, and 5 to 7.5 bytes of hash table (past its first 2^17 slots).
// Nothing is copied as the store grows: the arena and the per-state arrays gain chunks, so a
// search holds no half-empty doubled arrays and no old copies waiting for the collector. Only
// the hash table grows, by half and then by a third in turn (2^k slots, 1.5 * 2^k, 2^(k+1), ...),
// in place where the runtime lets its buffer grow (a resizable ArrayBuffer), and is filled again
// from the keys: no old table is held beside the new one.
import {
  LINK_CHUNK_BYTES,
  PARENT_BLOCK,
  ParentLinks,
  STATE_CHUNK_BITS,
  STATES_PER_CHUNK,
} from './parent-links.js';

export class StateStore {
  /** The most bytes the store may hold; a growth past it is refused (change bound-the-solver). */
  constructor(private readonly maxBytes = Number.POSITIVE_INFINITY) {
    this.addArenaChunk(0, ARENA_CHUNK);
    this.addStateChunk();
    this.slotBuffer = growableBuffer(START_SLOTS * 4, Math.min(maxBytes, MOST_SLOT_BYTES));
    this.slots = new Int32Array(this.slotBuffer, 0, START_SLOTS);
  }

  /** How many states are stored. */
  size = 0;
  /** The longest key stored, in bytes. */
  longestKey = 0;
  /**
   * The arena: positions count up across chunks of ARENA_CHUNK bytes (a key longer than that gets
   * a chunk of its own, a whole number of them long). By position >>> ARENA_BITS: the chunk that
   * holds it and the position that chunk starts at. A key and its length never straddle two
   * chunks: a chunk whose used part ends in a 0 byte (a length is never 0) goes on in the next.
   */
  private chunks: Uint8Array[] = [];
  private chunkStarts: number[] = [];
  private arenaUsed = 0;
  private arenaAllocated = 0;
  /** By block of KEY_BLOCK states (s >>> KEY_BLOCK_BITS): the position of its first state's key. */
  private blockStarts: Int32Array[] = [];
  /** The key `readKey` last read: chunk[start, end). */
  private foundChunk: Uint8Array = new Uint8Array(0);
  private foundStart = 0;
  private foundEnd = 0;
  /** What warming reads summed (kept, so the runtime cannot drop the reads as unused). */
  warmth = 0;
  /** The arena position after the key `findKey` or `nextKey` found last. */
  private afterFound = 0;
  /** Each state's parent and input. */
  private readonly links = new ParentLinks();
  /**
   * Hash table, open addressing, one 32-bit word a slot (0 is empty): the state number plus one
   * in the low STATE_BITS bits, and the top bits of the key's hash above them, so most probes
   * that meet another key are told apart without reading its bytes. At most four fifths full.
   */
  private slots: Int32Array;
  /** The table's buffer, grown in place when it is resizable. */
  private slotBuffer: ArrayBuffer;

  // spec: solver/compact-key, solver/state-key
  /**
   * Adds a key unless it is stored already; returns its new state number, -1 for a duplicate, or
   * FULL when storing it would take the store past its byte cap (nothing is added then).
   */
  add(key: Uint8Array, length: number, parent: number, input: number): number {
    return this.addHashed(key, 0, length, hashOf(key, length), parent, input);
  }

  /** As `add`, for the key `bytes[start, start + length)` whose hashOf is `hash`. */
  addHashed(
    bytes: Uint8Array,
    start: number,
    length: number,
    hash: number,
    parent: number,
    input: number,
  ): number {
    const tag = hash & TAG_MASK;
    const slots = this.slots;
    const capacity = slots.length;
    let slot = slotOf(hash, capacity);
    for (let entry = slots[slot]; entry !== 0; entry = slots[slot]) {
      if ((entry & TAG_MASK) === tag && this.equals((entry & STATE_MASK) - 1, bytes, start, length))
        return -1;
      slot = slot + 1 === capacity ? 0 : slot + 1;
    }
    const state = this.size;
    this.links.checkOrder(state, parent, input);
    // A slot has room for MOST_STATES state numbers: past them the store is as full as past its cap.
    if (state >= MOST_STATES) return FULL;
    // Growth is rare (a chunk at a time), so the memory check costs nothing per state.
    const growStates = state >= this.blockStarts.length * STATES_PER_CHUNK;
    const prefix = varintBytes(length + 1);
    const place = this.placeFor(prefix + length);
    const newChunk = place === this.arenaAllocated ? Math.max(ARENA_CHUNK, roundedUp(prefix + length)) : 0;
    if (place + newChunk > MOST_ARENA_BYTES) return FULL;
    const growSlots = (state + 1) * MOST_FULL_OF > capacity * MOST_FULL;
    if (
      (growStates || newChunk > 0 || growSlots) &&
      this.allocatedBytes() +
        (growStates ? STATE_CHUNK_BYTES : 0) +
        newChunk +
        (growSlots ? this.tableGrowthBytes() : 0) >
        this.maxBytes
    )
      return FULL;
    if (growStates) this.addStateChunk();
    if (newChunk > 0) this.addArenaChunk(place, newChunk);
    const chunk = this.chunks[place >>> ARENA_BITS];
    const at = writeVarint(chunk, place - this.chunkStarts[place >>> ARENA_BITS], length + 1);
    for (let k = 0; k < length; k++) chunk[at + k] = bytes[start + k];
    if (length > this.longestKey) this.longestKey = length;
    this.arenaUsed = place + prefix + length;
    if ((state & KEY_BLOCK_MASK) === 0)
      this.blockStarts[state >>> STATE_CHUNK_BITS][(state & STATE_CHUNK_MASK) >>> KEY_BLOCK_BITS] = place;
    if (parent >= 0) this.links.record(state, parent, input);
    slots[slot] = tag | (state + 1);
    this.size++;
    if (growSlots) this.rehash();
    return state;
  }

  /**
   * Reads what `addHashed` of a key with this hash will read first: its slot and, when the slot's
   * tag matches, where that state's key is. A caller that warms many keys
   * before adding them lets the memory reads overlap instead of waiting for each in turn.
   */
  warm(hash: number): void {
    const entry = this.slots[slotOf(hash, this.slots.length)];
    this.warmth += entry;
    if (entry === 0 || (entry & TAG_MASK) !== (hash & TAG_MASK)) return;
    const state = (entry & STATE_MASK) - 1;
    const position =
      this.blockStarts[state >>> STATE_CHUNK_BITS][(state & STATE_CHUNK_MASK) >>> KEY_BLOCK_BITS];
    this.warmth += this.chunks[position >>> ARENA_BITS][position - this.chunkStarts[position >>> ARENA_BITS]];
  }

  /**
   * Finds the key of `state`: afterwards its bytes are keyChunk()[keyStart(), keyEnd()), until
   * the next findKey or add (which finds keys too), so copy the three out first. A chunk never
   * moves, so the bytes stay where they are while the store grows.
   */
  findKey(state: number): void {
    let position =
      this.blockStarts[state >>> STATE_CHUNK_BITS][(state & STATE_CHUNK_MASK) >>> KEY_BLOCK_BITS];
    for (let k = state & KEY_BLOCK_MASK; k > 0; k--) position = this.readKey(position);
    this.afterFound = this.readKey(position);
  }

  /** As findKey(s + 1) right after findKey(s) or nextKey() found state s's key, without a look-up. */
  nextKey(): void {
    this.afterFound = this.readKey(this.afterFound);
  }

  keyChunk(): Uint8Array {
    return this.foundChunk;
  }

  keyStart(): number {
    return this.foundStart;
  }

  keyEnd(): number {
    return this.foundEnd;
  }

  parentOf(state: number): number {
    return this.links.parentOf(state);
  }

  inputOf(state: number): number {
    return this.links.inputOf(state);
  }

  /** Bytes of key data stored (a chunk's unused tail not counted). */
  keyBytes(): number {
    let bytes = 0;
    for (let state = 0, position = 0; state < this.size; state++) {
      position = this.readKey(position);
      bytes += this.foundEnd - this.foundStart;
    }
    return bytes;
  }

  /** Bytes this store holds per state: keys with their lengths and positions, parents and inputs, and the hash table. */
  bytesPerState(): number {
    if (this.size === 0) return 0;
    const links = this.size + Math.ceil(this.size / PARENT_BLOCK) * 4;
    const positions = Math.ceil(this.size / KEY_BLOCK) * 4;
    return (this.arenaUsed + positions + links + this.slots.length * 4) / this.size;
  }

  /** Bytes the store holds now: every array's capacity. */
  allocatedBytes(): number {
    return this.arenaAllocated + this.blockStarts.length * STATE_CHUNK_BYTES + this.slots.length * 4;
  }

  // Reads the key whose length is at `position` into foundChunk, foundStart and foundEnd, and
  // returns the position after it. A 0 byte there ends its chunk's keys: they go on in the next.
  private readKey(position: number): number {
    let index = position >>> ARENA_BITS;
    let chunk = this.chunks[index];
    let at = position - this.chunkStarts[index];
    if (chunk[at] === 0) {
      index = (this.chunkStarts[index] + chunk.length) >>> ARENA_BITS;
      chunk = this.chunks[index];
      at = 0;
    }
    let lengthPlusOne = chunk[at++];
    if (lengthPlusOne >= 0x80) {
      lengthPlusOne &= 0x7f;
      for (let scale = 0x80, byte = 0x80; byte >= 0x80; scale *= 0x80) {
        byte = chunk[at++];
        lengthPlusOne += (byte & 0x7f) * scale;
      }
    }
    this.foundChunk = chunk;
    this.foundStart = at;
    this.foundEnd = at + lengthPlusOne - 1;
    return this.chunkStarts[index] + this.foundEnd;
  }

  // Where a key of `length` bytes (its own length's bytes included) goes: after the last key when
  // it fits in that chunk, else at the start of a new chunk (arenaAllocated).
  private placeFor(length: number): number {
    const start = this.arenaUsed;
    if (start === this.arenaAllocated) return start;
    const slot = start >>> ARENA_BITS;
    return start + length <= this.chunkStarts[slot] + this.chunks[slot].length ? start : this.arenaAllocated;
  }

  private equals(state: number, bytes: Uint8Array, start: number, length: number): boolean {
    this.findKey(state);
    if (this.foundEnd - this.foundStart !== length) return false;
    const chunk = this.foundChunk;
    const at = this.foundStart;
    for (let k = 0; k < length; k++) if (chunk[at + k] !== bytes[start + k]) return false;
    return true;
  }

  private addStateChunk(): void {
    this.blockStarts.push(new Int32Array(STATES_PER_CHUNK >>> KEY_BLOCK_BITS));
    this.links.grow();
  }

  // A chunk of `bytes` (a whole number of ARENA_CHUNKs) at `start`, the end of the arena.
  private addArenaChunk(start: number, bytes: number): void {
    const chunk = new Uint8Array(bytes);
    for (let at = start; at < start + bytes; at += ARENA_CHUNK) {
      this.chunks.push(chunk);
      this.chunkStarts.push(start);
    }
    this.arenaAllocated = start + bytes;
    this.arenaUsed = start;
  }

  // What growing the hash table adds to the store's bytes at its peak: the new part when the
  // buffer grows in place, else the whole new table while the old one awaits the collector.
  private tableGrowthBytes(): number {
    const grown = grownCapacity(this.slots.length) * 4;
    return canGrowTo(this.slotBuffer, grown) ? grown - this.slots.length * 4 : grown;
  }

  // The slots keep only the top bits of each hash, so the keys are hashed again, in state order:
  // the arena is then read front to back. The old table is not read, only cleared or dropped.
  private rehash(): void {
    const old = this.slots.length;
    const capacity = grownCapacity(old);
    if (canGrowTo(this.slotBuffer, capacity * 4)) {
      (this.slotBuffer as ResizableBuffer).resize(capacity * 4);
      new Int32Array(this.slotBuffer, 0, old).fill(0);
    } else this.slotBuffer = new ArrayBuffer(capacity * 4);
    this.slots = new Int32Array(0);
    const slots = new Int32Array(this.slotBuffer, 0, capacity);
    // In batches: the hashes first, then a read of each one's slot, then the inserts. The reads
    // of a batch do not wait on each other, so their cache misses overlap.
    const hashes = new Int32Array(REHASH_BATCH);
    let warmth = 0;
    for (let first = 0, position = 0; first < this.size; first += REHASH_BATCH) {
      const count = Math.min(REHASH_BATCH, this.size - first);
      for (let k = 0; k < count; k++) {
        position = this.readKey(position);
        hashes[k] = hashOf(this.foundChunk, this.foundEnd - this.foundStart, this.foundStart);
      }
      for (let k = 0; k < count; k++) warmth += slots[slotOf(hashes[k], capacity)];
      for (let k = 0; k < count; k++) {
        let slot = slotOf(hashes[k], capacity);
        while (slots[slot] !== 0) slot = slot + 1 === capacity ? 0 : slot + 1;
        slots[slot] = (hashes[k] & TAG_MASK) | (first + k + 1);
      }
    }
    this.slots = slots;
    this.warmth += warmth;
  }
}

/** Keys re-inserted at a time when the table doubles. */
const REHASH_BATCH = 64;

/** What `add` answers when the store is full. */
export const FULL = -2;

/** Bits of a slot that hold a state number plus one; the bits above them hold part of the hash. */
const STATE_BITS = 27;
const STATE_MASK = (1 << STATE_BITS) - 1;
const TAG_MASK = ~STATE_MASK;
/** The most states a store holds (134,217,727): far more than its default byte cap allows. */
export const MOST_STATES = STATE_MASK;
/** The hash table starts with 2^17 slots. */
const START_SLOTS = 1 << 17;
/** The table's buffer may grow to 1 GiB: 2^28 slots, room for MOST_STATES at four fifths full. */
const MOST_SLOT_BYTES = 2 ** 30;
/** The table grows when a state would make it more than MOST_FULL / MOST_FULL_OF full. */
const MOST_FULL = 4;
const MOST_FULL_OF = 5;

/**
 * The slots after `capacity`: half as many again from a power of two, else the next power of
 * two. Doubling at three quarters full left a table 37% to 75% full, 5.3 to 10.7 bytes a state;
 * this schedule keeps it 53% to 80% full (5 to 7.5 bytes a state), and its extra growths cost
 * about one more pass over the keys in all.
 */
function grownCapacity(capacity: number): number {
  return (capacity & (capacity - 1)) === 0 ? capacity + capacity / 2 : (capacity / 3) * 4;
}

/**
 * The first slot to try for a hash: its low STATE_BITS bits (the top bits are its tag) scaled
 * to the table's size, which need not be a power of two. Past 2^STATE_BITS slots only every
 * other slot is a first one; probing still reaches them all.
 */
function slotOf(hash: number, capacity: number): number {
  return Math.floor((((hash << (32 - STATE_BITS)) >>> 0) * capacity) / 4294967296);
}

/** ArrayBuffer's resizable form (ES2024), which the project's ES2022 library does not describe. */
interface ResizableBuffer extends ArrayBuffer {
  readonly resizable: boolean;
  readonly maxByteLength: number;
  resize(bytes: number): void;
}
const ResizableArrayBuffer = ArrayBuffer as unknown as new (
  bytes: number,
  options: { maxByteLength: number },
) => ResizableBuffer;

/**
 * A buffer of `bytes` that may grow in place up to `most` bytes (address space is reserved, memory
 * is used only as it grows); a plain buffer where the runtime cannot reserve that much.
 */
function growableBuffer(bytes: number, most: number): ArrayBuffer {
  if (most <= bytes) return new ArrayBuffer(bytes);
  try {
    return new ResizableArrayBuffer(bytes, { maxByteLength: most });
  } catch {
    return new ArrayBuffer(bytes);
  }
}

function canGrowTo(buffer: ArrayBuffer, bytes: number): boolean {
  const resizable = buffer as ResizableBuffer;
  return resizable.resizable === true && bytes <= resizable.maxByteLength;
}

/** The per-state arrays grow by chunks of 2^16 states (parent-links.ts's chunks). */
const STATE_CHUNK_MASK = STATES_PER_CHUNK - 1;
/** Every KEY_BLOCK-th key's position is kept (4 bytes); the others are found by reading on from it. */
const KEY_BLOCK_BITS = 3;
const KEY_BLOCK = 1 << KEY_BLOCK_BITS;
const KEY_BLOCK_MASK = KEY_BLOCK - 1;
/** One chunk of the per-state arrays, in bytes: key positions, parents and inputs. */
const STATE_CHUNK_BYTES = (STATES_PER_CHUNK / KEY_BLOCK) * 4 + LINK_CHUNK_BYTES;
/** The arena grows by chunks of 1 MiB; positions are 31-bit, so it holds at most 2 GiB. */
const ARENA_BITS = 20;
const ARENA_CHUNK = 1 << ARENA_BITS;
const MOST_ARENA_BYTES = 2 ** 31 - 1;

/** `bytes` rounded up to whole arena chunks. */
function roundedUp(bytes: number): number {
  return Math.ceil(bytes / ARENA_CHUNK) * ARENA_CHUNK;
}

/** Bytes of `value` (at least 1) as a varint: 7 bits a byte, low bits first. */
function varintBytes(value: number): number {
  let bytes = 1;
  for (let rest = value; rest >= 0x80; rest = Math.floor(rest / 0x80)) bytes++;
  return bytes;
}

/** Writes `value` as a varint at `at` (its first byte is never 0: the value is at least 1); returns the position after it. */
function writeVarint(out: Uint8Array, at: number, value: number): number {
  let rest = value;
  while (rest >= 0x80) {
    out[at++] = (rest & 0x7f) | 0x80;
    rest = Math.floor(rest / 0x80);
  }
  out[at++] = rest;
  return at;
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
