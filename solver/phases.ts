// spec: solver/compact-key
// (change pack-the-phases)
// The phases at the front of a compact key, packed: each record's phase is a digit in base its
// pattern's length, and consecutive records share one number, written in as few bytes as hold
// every combination of their phases. A byte a record wasted most of its bits: two clocks of 6 and
// 31 steps have 186 combinations, one byte where they took two, in every state a search stores.
// A number holds records while the product of their lengths stays within 32 bits, so the
// arithmetic stays exact in a double; the next record starts a new number.

const MOST_COMBINATIONS = 2 ** 32;

export class PhasePacking {
  /** Bytes the packed phases take at the front of every key. */
  readonly bytes: number;
  /** By record: its pattern's length and the weight of its digit in its number. */
  private readonly lengths: Int32Array;
  private readonly weights: Float64Array;
  /** By number: its first record, its record count and its bytes. */
  private readonly firsts: number[] = [];
  private readonly counts: number[] = [];
  private readonly widths: number[] = [];

  /** Packing for records whose patterns have these lengths (each at least 1), in record order. */
  constructor(patternLengths: readonly number[]) {
    this.lengths = Int32Array.from(patternLengths);
    this.weights = new Float64Array(patternLengths.length);
    let combinations = 1;
    for (let r = 0; r < patternLengths.length; r++) {
      const length = patternLengths[r];
      if (this.firsts.length === 0 || combinations * length > MOST_COMBINATIONS) {
        if (this.firsts.length > 0) this.widths.push(bytesFor(combinations));
        this.firsts.push(r);
        this.counts.push(0);
        combinations = 1;
      }
      this.weights[r] = combinations;
      combinations *= length;
      this.counts[this.counts.length - 1]++;
    }
    if (this.firsts.length > 0) this.widths.push(bytesFor(combinations));
    this.bytes = this.widths.reduce((sum, width) => sum + width, 0);
  }

  /** Writes `phases` packed at `at` in `out`; returns the position after them. */
  write(phases: Int32Array, out: Uint8Array, at: number): number {
    for (let n = 0; n < this.firsts.length; n++) {
      let value = this.numberOf(n, phases);
      // Low byte first; `value` is below 2^32, so every step of it is exact in a double.
      for (let k = 0; k < this.widths[n]; k++) {
        out[at++] = value % 256;
        value = Math.floor(value / 256);
      }
    }
    return at;
  }

  /** Reads the packed phases at `at` in `bytes` into `phases`; returns the position after them. */
  read(bytes: Uint8Array, at: number, phases: Int32Array): number {
    for (let n = 0; n < this.firsts.length; n++) {
      let value = 0;
      for (let k = 0, scale = 1; k < this.widths[n]; k++, scale *= 256) value += bytes[at++] * scale;
      const first = this.firsts[n];
      for (let r = first; r < first + this.counts[n]; r++) {
        phases[r] = value % this.lengths[r];
        value = Math.floor(value / this.lengths[r]);
      }
    }
    return at;
  }

  /** True when `phases` packed are the bytes at `at` in `key`. */
  same(phases: Int32Array, key: Uint8Array, at: number): boolean {
    for (let n = 0; n < this.firsts.length; n++) {
      let value = this.numberOf(n, phases);
      for (let k = 0; k < this.widths[n]; k++) {
        if (key[at++] !== value % 256) return false;
        value = Math.floor(value / 256);
      }
    }
    return true;
  }

  /** Number `n`: its records' phases as digits, each in base its pattern's length. */
  private numberOf(n: number, phases: Int32Array): number {
    let value = 0;
    const first = this.firsts[n];
    for (let r = first; r < first + this.counts[n]; r++) value += phases[r] * this.weights[r];
    return value;
  }
}

/** The fewest bytes that hold `combinations` different values (0 for one). */
function bytesFor(combinations: number): number {
  let bytes = 0;
  for (let room = 1; room < combinations; room *= 256) bytes++;
  return bytes;
}
