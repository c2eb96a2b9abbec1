// The fast solver's state store (spec: solver/compact-key, solver/budget): every key added once,
// numbered in the order added, with its parent and input; a duplicate found wherever the hash
// table puts it, before and after the arrays grow; and a growth past the byte cap refused with
// nothing added.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FULL, StateStore, hashOf } from '../../solver/state-store.js';

/** State `state`'s key, as the store holds it (a view into its arena). */
function storedKey(store: StateStore, state: number): Uint8Array {
  store.findKey(state);
  return store.keyChunk().subarray(store.keyStart(), store.keyEnd());
}
const keyOf = (store: StateStore, state: number) => [...storedKey(store, state)];

// The growth tests add and read back keys by the hundred thousand, and keys of megabytes: one
// `expect` per key, or a deep comparison of a megabyte as an array of numbers, cost seconds in
// vitest's matchers. These check the same, and name the first key that differs.

/** Where `got(n)` first differs from `want(n)` for n below `count`, or undefined. */
function firstWrong(
  count: number,
  got: (n: number) => number,
  want: (n: number) => number,
): string | undefined {
  for (let n = 0; n < count; n++) {
    const [actual, expected] = [got(n), want(n)];
    if (actual !== expected) return `at ${n}: ${actual} instead of ${expected}`;
  }
  return undefined;
}

/** Whether state `state`'s key is exactly `key`, byte for byte. */
function keyIs(store: StateStore, state: number, key: Uint8Array): boolean {
  return Buffer.compare(storedKey(store, state), key) === 0;
}

/** A 16-byte key spelling n: distinct keys for distinct n, as many as the growth tests need. */
function numberedKey(n: number): Uint8Array {
  const key = new Uint8Array(16);
  for (let k = 0; k < 4; k++) key[k] = (n >>> (8 * k)) & 0xff;
  key.fill(7, 4);
  return key;
}

// The store's starting capacities: a chunk of 2^16 states (a byte each of new-child inputs, a
// 4-byte key position for every 8 of them and a 4-byte first child for every 256), a 1 MiB chunk
// of arena, 2^17 one-word hash slots. In the arena each key follows its length plus one, as a
// varint: 1 byte up to 126 key bytes, 3 bytes for the 300,000-byte keys below.
const START_STATES = 1 << 16;
const STATE_BYTES = 1;
const STATE_CHUNK_BYTES = START_STATES * STATE_BYTES + (START_STATES / 8) * 4 + (START_STATES / 256) * 4;
const START_ARENA = 1 << 20;
const START_SLOT_WORDS = 1 << 17;
const START_BYTES = START_ARENA + STATE_CHUNK_BYTES + START_SLOT_WORDS * 4;
/** What bytesPerState counts for `states` states besides keys and slots. */
const stateBytes = (states: number) =>
  states * STATE_BYTES + Math.ceil(states / 8) * 4 + Math.ceil(states / 256) * 4;

describe('the state store', () => {
  it('numbers new keys in order, answers -1 for a duplicate, and gives back each key, parent and input', () => {
    // Keys over two byte values, lengths 0 to 6: many duplicates, many equal hashes' neighbours.
    const keys = fc.array(fc.uint8Array({ min: 0, max: 1, maxLength: 6 }), { maxLength: 120 });
    fc.assert(
      fc.property(keys, (added) => {
        const store = new StateStore();
        const numbered = new Map<string, number>();
        added.forEach((key, turn) => {
          // A longer buffer than the key: only `length` bytes count.
          const buffer = new Uint8Array(key.length + 3).fill(9);
          buffer.set(key);
          // Each new state a child of the one before it, as on a search's single path.
          const answer = store.add(buffer, key.length, numbered.size - 1, turn % 8);
          const known = numbered.get(key.join());
          if (known !== undefined) expect(answer).toBe(-1);
          else {
            expect(answer).toBe(numbered.size);
            numbered.set(key.join(), answer);
            expect(store.parentOf(answer)).toBe(answer - 1);
            expect(store.inputOf(answer)).toBe(answer === 0 ? 0 : turn % 8);
          }
        });
        expect(store.size).toBe(numbered.size);
        for (const [key, state] of numbered) expect(keyOf(store, state).join()).toBe(key);
        const lengths = [...numbered.keys()].map((key) => (key === '' ? 0 : key.split(',').length));
        expect(store.keyBytes()).toBe(lengths.reduce((sum, n) => sum + n, 0));
        expect(store.longestKey).toBe(Math.max(0, ...lengths));
      }),
      { numRuns: 200, seed: 18 },
    );
  });

  it('gives back the parent and input of every state a breadth-first search adds', () => {
    // Each parent finds new states by any subset of the 8 inputs (often none), so children are
    // numbered in runs of 0 to 8 and many 256-parent blocks have no child at all.
    const childInputs = fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 255 })), {
      minLength: 1,
      maxLength: 3000,
    });
    fc.assert(
      fc.property(childInputs, (masks) => {
        const store = new StateStore();
        const links: [number, number][] = [[-1, 0]];
        store.add(numberedKey(0), 16, -1, 0);
        for (let parent = 0; parent < masks.length && parent < store.size; parent++)
          for (let input = 0; input < 8; input++) {
            if ((masks[parent] & (1 << input)) === 0) continue;
            expect(store.add(numberedKey(links.length), 16, parent, input)).toBe(links.length);
            links.push([parent, input]);
          }
        expect(
          firstWrong(
            links.length,
            (n) => store.parentOf(n) * 8 + store.inputOf(n),
            (n) => links[n][0] * 8 + links[n][1],
          ),
        ).toBeUndefined();
      }),
      { numRuns: 60, seed: 18 },
    );
  });

  it('refuses a state added out of breadth-first order, naming it', () => {
    const store = new StateStore();
    store.add(numberedKey(0), 16, -1, 0);
    store.add(numberedKey(1), 16, 0, 2);
    store.add(numberedKey(2), 16, 1, 0);
    const refusals: [number, number][] = [
      [0, 3], // a parent before the last one
      [1, 0], // the same parent and input again
      [3, 0], // a parent not stored yet
      [-1, 0], // a second start
      [2, 8], // no such input
    ];
    for (const [parent, input] of refusals)
      expect(() => store.add(numberedKey(9), 16, parent, input)).toThrow(/breadth-first order/);
    expect(store.size).toBe(3);
    expect(store.add(numberedKey(9), 16, 1, 1)).toBe(3);
    expect([store.parentOf(3), store.inputOf(3)]).toEqual([1, 1]);
  });

  it('keeps every key findable after its states, arena and hash table grew', () => {
    const store = new StateStore();
    // Past 2^16 states, past the first 1 MiB chunk of arena, past a table four fifths full.
    const count = 110_000;
    expect(
      firstWrong(
        count,
        (n) => store.add(numberedKey(n), 16, n - 1, n % 7),
        (n) => n,
      ),
    ).toBeUndefined();
    expect(
      firstWrong(
        count,
        (n) => store.add(numberedKey(n), 16, 0, 0),
        () => -1,
      ),
    ).toBeUndefined();
    // 65,535 ends the first chunk of both; 65,536 starts the next.
    for (const n of [0, 65_535, 65_536, count - 1]) {
      expect(keyOf(store, n)).toEqual([...numberedKey(n)]);
      expect(store.parentOf(n)).toBe(n - 1);
      expect(store.inputOf(n)).toBe(n % 7);
    }
    expect(store.keyBytes()).toBe(count * 16);
    // A second chunk of states and of arena, and a table of 1.5 * 2^17 slots.
    expect(store.allocatedBytes()).toBe(2 * START_BYTES - START_SLOT_WORDS * 2);
    // 17 bytes a key with its length: the first chunk's last 16 bytes hold none.
    const unusedTail = START_ARENA % 17;
    expect(store.bytesPerState()).toBe(
      (count * (1 + 16) + unusedTail + stateBytes(count) + 1.5 * START_SLOT_WORDS * 4) / count,
    );
  });

  // 2^17 slots, then half as many again, then the next power of two, and so on: three growths by
  // 250,000 states, each at the state that makes the table more than four fifths full.
  it('grows its hash table by half and by a third in turn, and finds every key after each growth', () => {
    const store = new StateStore();
    const tableGrowths: [number, number][] = [];
    let allocated = store.allocatedBytes();
    for (let n = 0; n < 250_000; n++) {
      expect(store.add(numberedKey(n), 16, n - 1, 0)).toBe(n);
      const grown = store.allocatedBytes() - allocated;
      allocated += grown;
      // Growths of the arena (a 1 MiB chunk) and of the per-state arrays fall on other states.
      if (grown !== 0 && grown !== START_ARENA && grown !== STATE_CHUNK_BYTES)
        tableGrowths.push([n, grown / 4]);
    }
    expect(tableGrowths).toEqual([
      [104_857, 65_536], // 2^17 slots become 1.5 * 2^17
      [157_286, 65_536], // then 2^18
      [209_715, 131_072], // then 1.5 * 2^18
    ]);
    expect(
      firstWrong(
        250_000,
        (n) => store.add(numberedKey(n), 16, 0, 0),
        () => -1,
      ),
    ).toBeUndefined();
  });

  it('counts its bytes per state all in: keys and their lengths, positions, parents and inputs, and the hash table', () => {
    const store = new StateStore();
    expect(store.bytesPerState()).toBe(0);
    expect(store.allocatedBytes()).toBe(START_BYTES);
    store.add(Uint8Array.of(1, 2, 3), 3, -1, 0);
    store.add(Uint8Array.of(4), 1, 0, 1);
    expect(store.bytesPerState()).toBe((2 + 4 + stateBytes(2) + START_SLOT_WORDS * 4) / 2);
  });

  it('starts a key that does not fit in the rest of its chunk at the next chunk, and reads every key back', () => {
    // Three keys of 300,000 bytes (and 3 of length each) fill a 1 MiB chunk but for 148,567
    // bytes; the fourth starts a second chunk. A key of no bytes (1 of length) after a chunk
    // filled exactly starts a chunk too.
    const store = new StateStore();
    const keys = [1, 2, 3, 4].map((n) => new Uint8Array(300_000).fill(n));
    keys.forEach((key, n) => expect(store.add(key, key.length, n - 1, 0)).toBe(n));
    keys.forEach((key, n) => expect(keyIs(store, n, key), `key ${n}`).toBe(true));
    expect(store.keyBytes()).toBe(4 * 300_000);
    expect(store.allocatedBytes()).toBe(START_BYTES + START_ARENA);
    const rest = START_ARENA - 300_003 - 3;
    expect(store.add(new Uint8Array(rest).fill(5), rest, 3, 0)).toBe(4);
    expect(store.add(new Uint8Array(0), 0, 4, 0)).toBe(5);
    expect(keyIs(store, 4, new Uint8Array(rest).fill(5))).toBe(true);
    expect(keyOf(store, 5)).toEqual([]);
    expect(store.add(Uint8Array.of(6), 1, 5, 0)).toBe(6);
    expect(keyOf(store, 6)).toEqual([6]);
    expect(store.allocatedBytes()).toBe(START_BYTES + 2 * START_ARENA);
    keys.forEach((key) => expect(store.add(key, key.length, 0, 0)).toBe(-1));
    expect(store.add(new Uint8Array(0), 0, 0, 0)).toBe(-1);
  });

  // 8-byte keys: 65,536 of them fill half the first chunk of arena, so the states' second chunk
  // (at state 65,536) and the hash table's growing (at state 98,304, three quarters full) are
  // each the only growth at its state.
  const shortKey = (n: number) => numberedKey(n).subarray(0, 8);
  const fillShort = (cap: number, count: number) => {
    const store = new StateStore(cap);
    expect(
      firstWrong(
        count,
        (n) => store.add(shortKey(n), 8, n - 1, 0),
        (n) => n,
      ),
    ).toBeUndefined();
    return store;
  };

  it('refuses the growth that would take it past its byte cap, adding nothing, and allows the one that fits', () => {
    // A chunk of states is added, nothing copied: 8 bytes a state for 2^16 states.
    const peakOfStateChunk = START_BYTES + STATE_CHUNK_BYTES;
    const tight = fillShort(peakOfStateChunk - 1, START_STATES);
    expect(tight.add(shortKey(START_STATES), 8, START_STATES - 1, 1)).toBe(FULL);
    expect(tight.size).toBe(START_STATES);
    expect(tight.allocatedBytes()).toBe(START_BYTES);
    // Refused, not half-added: the key is still new, and the store still finds the old ones.
    expect(tight.add(shortKey(START_STATES), 8, START_STATES - 1, 1)).toBe(FULL);
    expect(tight.add(shortKey(5), 8, 0, 0)).toBe(-1);

    const enough = fillShort(peakOfStateChunk, START_STATES);
    expect(enough.add(shortKey(START_STATES), 8, START_STATES - 1, 1)).toBe(START_STATES);
    expect(enough.allocatedBytes()).toBe(peakOfStateChunk);
    expect(enough.add(shortKey(START_STATES + 1), 8, START_STATES - 1, 2)).toBe(START_STATES + 1);
  });

  it('grows its hash table in place by half, counting only the new part, when that is the only array to grow', () => {
    const growing = Math.floor((START_SLOT_WORDS * 4) / 5); // the state that makes the table more than 4/5 full
    const statesGrown = START_BYTES + STATE_CHUNK_BYTES;
    // The table's buffer grows in place: the old table is not held beside a new one.
    const peakOfTableGrowth = statesGrown + (START_SLOT_WORDS / 2) * 4;
    const tight = fillShort(peakOfTableGrowth - 1, growing);
    expect(tight.allocatedBytes()).toBe(statesGrown);
    expect(tight.add(shortKey(growing), 8, growing - 1, 1)).toBe(FULL);
    expect(tight.allocatedBytes()).toBe(statesGrown);
    const enough = fillShort(peakOfTableGrowth, growing);
    expect(enough.add(shortKey(growing), 8, growing - 1, 1)).toBe(growing);
    expect(enough.allocatedBytes()).toBe(peakOfTableGrowth);
    // Every key is found again in the refilled table, the new one too.
    expect(
      firstWrong(
        growing + 1,
        (n) => enough.add(shortKey(n), 8, growing, 0),
        () => -1,
      ),
    ).toBeUndefined();
    expect(enough.add(shortKey(growing + 1), 8, growing, 0)).toBe(growing + 1);
  });

  it('reads back keys whose lengths take one, two and three bytes, whichever key of a block is asked for', () => {
    const lengths = [125, 126, 127, 128, 300, 16_382, 16_383, 16_384, 0, 1, 70_000, 5, 127];
    const store = new StateStore();
    const keys = lengths.map((length, n) => new Uint8Array(length).fill(n + 1));
    keys.forEach((key, n) => expect(store.add(key, key.length, n - 1, 0)).toBe(n));
    // Backwards, so no key is read just after the one before it.
    for (let n = keys.length - 1; n >= 0; n--) expect(keyIs(store, n, keys[n]), `key ${n}`).toBe(true);
    expect(store.keyBytes()).toBe(lengths.reduce((sum, length) => sum + length, 0));
    keys.forEach((key, n) => expect(store.add(key, key.length, n, 1)).toBe(-1));
  });

  it('tells apart keys whose hashes are equal, of the same length or one a prefix of the other', () => {
    // Found by a birthday search and a meet-in-the-middle search over FNV-1a; the hash is 32 bits,
    // so a large search meets such pairs, and only the key bytes can tell them apart.
    const sameLength = [
      Uint8Array.of(128, 206, 0, 0, 128, 70, 169, 191),
      Uint8Array.of(22, 207, 1, 0, 54, 148, 219, 237),
    ];
    const short = Uint8Array.of(0, 0);
    const long = Uint8Array.of(0, 0, 28, 250, 151, 27);
    expect(hashOf(sameLength[0], 8)).toBe(hashOf(sameLength[1], 8));
    expect(hashOf(short, 2)).toBe(hashOf(long, 6));
    for (const order of [
      [sameLength[0], sameLength[1]],
      [long, short],
      [short, long],
    ]) {
      const store = new StateStore();
      order.forEach((key, n) => expect(store.add(key, key.length, n - 1, 0)).toBe(n));
      order.forEach((key) => expect(store.add(key, key.length, 0, 0)).toBe(-1));
      order.forEach((key, n) => expect(keyOf(store, n)).toEqual([...key]));
    }
  });

  it('gives a key longer than a chunk a chunk of its own, whole chunks long, and counts it', () => {
    // 2 MiB with its 3 bytes of length: two chunks exactly; the first chunk, still empty, stays
    // for the keys to come.
    const exact = (2 << 20) - 3;
    expect(new StateStore(START_BYTES + exact + 2).add(new Uint8Array(exact), exact, -1, 0)).toBe(FULL);
    const store = new StateStore(START_BYTES + exact + 3);
    expect(store.add(new Uint8Array(exact).fill(3), exact, -1, 0)).toBe(0);
    expect(store.allocatedBytes()).toBe(START_BYTES + exact + 3);
    expect(keyIs(store, 0, new Uint8Array(exact).fill(3))).toBe(true);
  });

  it("rounds a long key's chunk up to whole chunks", () => {
    // 3 MiB and a byte: four chunks.
    const big = (3 << 20) + 1;
    const peak = START_BYTES + (4 << 20);
    expect(new StateStore(peak - 1).add(new Uint8Array(big), big, -1, 0)).toBe(FULL);
    const store = new StateStore(peak);
    expect(store.add(new Uint8Array(big), big, -1, 0)).toBe(0);
    expect(store.allocatedBytes()).toBe(peak);
    expect(store.longestKey).toBe(big);
    expect(store.add(Uint8Array.of(1), 1, 0, 0)).toBe(1);
    expect(keyOf(store, 1)).toEqual([1]);
  });
});
