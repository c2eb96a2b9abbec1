// spec: packs/robust-loading: valid packs changed at random. The loader never throws; every
// diagnostic has a severity, a known code, a JSON pointer into the input and a one-line message;
// a pack that loads loads again to itself and opens from its share payload to itself.
// MIAU_FUZZ_RUNS sets the number of cases per property (default 300; the full run is 10000).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listedChoices, mutatePack } from '../../../features/support/pack-mutations.js';
import { leadsInto } from '../../../src/data/json-pointer.js';
import { loadPack } from '../../../src/pack/loading.js';
import { openShare, sharePack } from '../../../src/pack/share.js';
import type { Diagnostic, LoadResult } from '../../../src/types/adapter.js';
import { LOADER_CODES } from '../pack/loader-codes.js';
import { linked, packOf, repositoryPacks, thing } from './helpers.js';
import { wordRows } from '../../../src/words/rows.js';

const RUNS = Number(process.env['MIAU_FUZZ_RUNS'] ?? 300);

// A small valid pack of every mechanic, beside the repository's packs.
const mixed = packOf(
  [
    {
      width: 5,
      height: 3,
      objects: [
        ...wordRows(['CAT IS YOU', 'MOUSE IS TICK']),
        thing('CAT', 0, 2),
        thing('MOUSE', 4, 2),
        linked('GATE', 3, 2, 'circle'),
        linked('PLATE', 3, 1, 'circle'),
      ],
      automata: [
        {
          id: 'shuttle',
          subject: 'MOUSE',
          property: 'TICK',
          phase: 1,
          pattern: [{ action: 'move', dx: -1, dy: 0, cue: 'tick' }, { action: 'wait' }],
        },
      ],
      pairs: [{ words: ['OPEN', 'SHUT'], effect: 'destroy-both', enter: true }],
    },
  ],
  {
    manifest: {
      id: 'mixed',
      name: 'Mixed',
      version: '1.0.0',
      engine: 1,
      features: ['automata', 'pairs', 'gates'],
    },
    palette: { CAT: { glyph: 'c', faces: 'left' } },
    vocabulary: ['ROCK'],
    properties: { TICK: { accent: 'push', describe: 'Ticks.' } },
  },
);

function checkDiagnostic(d: Diagnostic, input: unknown): void {
  expect(['error', 'warning']).toContain(d.severity);
  expect(LOADER_CODES).toContain(d.code);
  expect(d.message).toMatch(/^[^\n]{10,}$/);
  expect(leadsInto(input, d.path), `${d.path} does not lead into the input`).toBe(true);
}

function checkResult(result: LoadResult, input: unknown): void {
  if (!result.ok) expect(result.errors.length).toBeGreaterThan(0);
  for (const d of [...(result.ok ? [] : result.errors), ...result.warnings]) checkDiagnostic(d, input);
  if (!result.ok) return;
  expect(loadPack(result.pack)).toEqual(result);
  const shared = sharePack(result.pack);
  expect(shared.ok && openShare(shared.payload)).toEqual(result);
}

describe(`fuzzing the loader (${RUNS} cases a property; MIAU_FUZZ_RUNS)`, async () => {
  const seeds = [...(await repositoryPacks()).map((p) => p.data), mixed];
  const changes = fc.record({
    seed: fc.nat({ max: seeds.length - 1 }),
    choices: fc.array(fc.nat(), { minLength: 1, maxLength: 40 }),
    count: fc.integer({ min: 1, max: 4 }),
  });

  it('never throws, explains every rejection, and round-trips every pack that loads', () => {
    let loaded = 0;
    fc.assert(
      fc.property(changes, ({ seed, choices, count }) => {
        const input = mutatePack(seeds[seed], listedChoices(choices), count);
        const result = loadPack(input);
        if (result.ok) loaded++;
        checkResult(result, input);
      }),
      { numRuns: RUNS },
    );
    // Both sides are exercised: some changed packs still load, most do not.
    expect(loaded).toBeGreaterThan(0);
    expect(loaded).toBeLessThan(RUNS);
  });

  it('never throws on changed share payloads', () => {
    const payloads = seeds.map((pack) => {
      const shared = sharePack(pack);
      if (!shared.ok) throw new Error('every seed pack shares');
      return shared.payload;
    });
    fc.assert(
      fc.property(
        fc.nat({ max: payloads.length - 1 }),
        fc.nat(),
        fc.string({ maxLength: 4 }),
        fc.nat({ max: 8 }),
        (which, at, insert, cut) => {
          const payload = payloads[which];
          const place = at % payload.length;
          const changed = payload.slice(0, place) + insert + payload.slice(place + cut);
          const result = openShare(changed);
          for (const d of [...(result.ok ? [] : result.errors), ...result.warnings]) {
            // The share reader's own codes besides the loader's: a changed payload may give a key twice.
            expect([...LOADER_CODES, 'bad-share', 'share-too-large', 'duplicate-key']).toContain(d.code);
            expect(d.message).toMatch(/^[^\n]{10,}$/);
          }
        },
      ),
      { numRuns: RUNS },
    );
  });
});
