// mergeShards refuses shard certificates that no run of certify writes, though the certificate
// schema lets them through (a forged shard count, a date that is not a date, an empty run).
import { describe, expect, it } from 'vitest';
import { mergeShards, type ShardFile } from '../../../conformance/runner/merge.js';
import type { Certificate } from '../../../src/types/certificate.js';

/** A shard certificate with only what these checks read: its run and its scenarios. */
function shard(file: string, run: Partial<Certificate['run']>, scenarios: unknown[] = []): ShardFile {
  const certificate = {
    suite: { name: 'miau-conformance', version: '1' },
    engine: { name: 'e', version: '1', protocol: 1, capabilities: [] },
    scenarios,
    totals: {},
    run: { startedAt: '2026-12-03T10:00:00.000Z', durationMs: 1000, ...run },
  };
  return { file, certificate: certificate as unknown as Certificate };
}

describe('mergeShards', () => {
  it.each([
    ['a shard beyond its count', { shard: { index: 3, count: 2, selected: 1 } }, /says it is shard 3 of 2/],
    ['a count of a billion', { shard: { index: 1, count: 1e9, selected: 1 } }, /shard 1 of 1000000000/],
    [
      'a start that is not a date',
      { shard: { index: 1, count: 1, selected: 1 }, startedAt: '2026-99-99T00:00:00Z' },
      /started at "2026-99-99T00:00:00Z"/,
    ],
    [
      'a run of 1e300 ms',
      { shard: { index: 1, count: 1, selected: 1 }, durationMs: 1e300 },
      /took 1e\+300 ms, which no run of certify writes/,
    ],
  ])('refuses %s, naming the file', (_, run, message) => {
    const merged = mergeShards([shard('forged.json', run)]);
    expect(merged).toMatchObject({ ok: false, kind: 'refused' });
    expect(!merged.ok && merged.problems[0]).toMatch(/^forged\.json /);
    expect(!merged.ok && merged.problems[0]).toMatch(message);
  });

  it.each([
    ['compared', [], 'compared exact diagnostics, but the engine does not claim diagnostics'],
    ['waived', ['diagnostics'], 'waived its exact diagnostics, but the engine claims diagnostics'],
  ])(
    "refuses a scenario whose codes were %s against the engine's claims",
    (diagnostics, capabilities, why) => {
      const forged = shard('forged.json', { shard: { index: 1, count: 1, selected: 1 } }, [
        {
          uri: 'features/p.feature',
          line: 5,
          name: 'No width',
          tags: [],
          requirements: [],
          capability: null,
          outcome: 'passed',
          diagnostics,
        },
      ]);
      forged.certificate.engine.capabilities = capabilities as Certificate['engine']['capabilities'];
      expect(mergeShards([forged])).toEqual({
        ok: false,
        kind: 'refused',
        problems: [
          expect.stringContaining(`forged.json says the scenario features/p.feature:5 "No width" ${why}`),
        ],
      });
    },
  );

  it('counts a run that selected no scenario as incomplete', () => {
    const merged = mergeShards([shard('empty.json', { shard: { index: 1, count: 1, selected: 0 } })]);
    expect(merged).toEqual({
      ok: false,
      kind: 'incomplete',
      problems: ['the shards hold no scenario: the run selected none, so there is nothing to certify.'],
    });
  });
});
