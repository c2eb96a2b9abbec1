// The phases at the front of a compact key (spec: solver/compact-key): packed as digits in base
// each pattern's length, they read back to exactly the phases written, two different phase lists
// never share bytes, and records share a number only while its combinations fit in 32 bits.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PhasePacking } from '../../solver/phases.js';

/** Pattern lengths as the pack format allows them (1 to 32 steps, up to 32 records), with phases in range. */
const recordsWithPhases = fc
  .array(fc.integer({ min: 1, max: 32 }), { maxLength: 32 })
  .chain((lengths) =>
    fc.tuple(
      fc.constant(lengths),
      fc.tuple(...lengths.map((length) => fc.integer({ min: 0, max: length - 1 }))),
      fc.tuple(...lengths.map((length) => fc.integer({ min: 0, max: length - 1 }))),
    ),
  );

function packed(packing: PhasePacking, phases: number[]): Uint8Array {
  const out = new Uint8Array(packing.bytes + 2).fill(0xee);
  // Written after a byte of something else, as a key's phases are read from inside the store.
  expect(packing.write(Int32Array.from(phases), out, 1)).toBe(1 + packing.bytes);
  expect(out[1 + packing.bytes]).toBe(0xee);
  return out;
}

describe('packed phases', () => {
  it('take the fewest bytes that hold every combination of the records sharing a number', () => {
    expect(new PhasePacking([]).bytes).toBe(0);
    expect(new PhasePacking([1, 1, 1]).bytes).toBe(0);
    // mouse-hole-wide's two clocks, 6 and 31 steps: 186 combinations, one byte (two before)
    expect(new PhasePacking([6, 31]).bytes).toBe(1);
    expect(new PhasePacking([16, 16]).bytes).toBe(1);
    expect(new PhasePacking([16, 17]).bytes).toBe(2);
    expect(new PhasePacking([2, 128, 256 / 2]).bytes).toBe(2);
    // 32^6 = 2^30 fits a number; a seventh 32-step record starts the next one
    expect(new PhasePacking(Array(7).fill(32)).bytes).toBe(4 + 1);
    expect(new PhasePacking(Array(32).fill(32)).bytes).toBe(5 * 4 + 2);
  });

  it('read back to exactly the phases written', () => {
    fc.assert(
      fc.property(recordsWithPhases, ([lengths, phases]) => {
        const packing = new PhasePacking(lengths);
        const bytes = packed(packing, phases);
        const read = new Int32Array(lengths.length).fill(-1);
        expect(packing.read(bytes, 1, read)).toBe(1 + packing.bytes);
        expect([...read]).toEqual(phases);
        expect(packing.same(Int32Array.from(phases), bytes, 1)).toBe(true);
      }),
    );
  });

  it('tell any two different phase lists apart', () => {
    fc.assert(
      fc.property(recordsWithPhases, ([lengths, one, other]) => {
        const packing = new PhasePacking(lengths);
        const sameBytes = packed(packing, one).every((byte, k) => byte === packed(packing, other)[k]);
        const samePhases = one.every((phase, r) => phase === other[r]);
        expect(sameBytes).toBe(samePhases);
        expect(packing.same(Int32Array.from(other), packed(packing, one), 1)).toBe(samePhases);
      }),
    );
  });

  it('hold the highest phases of 32 records of 32 steps', () => {
    const lengths = Array(32).fill(32);
    const packing = new PhasePacking(lengths);
    const last = lengths.map((length) => length - 1);
    const oneLess = [...last];
    oneLess[31] = 30;
    expect(packed(packing, last)).not.toEqual(packed(packing, oneLess));
    const read = new Int32Array(32);
    packing.read(packed(packing, last), 1, read);
    expect([...read]).toEqual(last);
  });
});
