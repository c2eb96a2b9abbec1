// Certifying engines written elsewhere (issue 13): declined levels, refusals without exact
// codes, malformed answers, each produced on purpose by a fixture engine on the real suite.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureEngine, lastLine, miau, certifyOnce } from './helpers.js';
import { certificateProblems } from '../../../conformance/reports/certificate-json.js';
import type { Certificate } from '../../../conformance/runner/certificate.js';

const dir = mkdtempSync(join(tmpdir(), 'miau-contract-'));
const STACKED = ['conformance/declined-levels', 'rules/board'].flatMap((r) => ['--requirement', r]);
const outcomes = (c: Certificate) => Object.fromEntries(c.scenarios.map((s) => [s.name, s.outcome]));

describe('an engine that declines levels with stacked starting cells', () => {
  it('gets those scenarios declined, not failed, in every report; its others keep their verdicts', async () => {
    // The reference plays every scenario of the two requirements; the declining build the same
    // ones, less the two whose levels stack things in a starting cell.
    const reference = await miau('certify', ...STACKED, '--once', '--quiet');
    const all = Number(
      /^(\d+) passed, 0 failed, 0 declined, 0 unsupported, 0 errored, 0 nondeterministic$/.exec(
        lastLine(reference.out) ?? '',
      )?.[1],
    );
    expect(all).toBeGreaterThanOrEqual(7);

    const json = join(dir, 'declined.json');
    const junit = join(dir, 'declined.xml');
    const run = await miau(
      'certify',
      '--engine',
      fixtureEngine('decline-stacked.ts'),
      ...STACKED,
      '--quiet',
      `--json=${json}`,
      `--junit=${junit}`,
    );
    expect(run.code).toBe(1); // declined counts against the claim
    expect(lastLine(run.out)).toBe(
      `${all - 2} passed, 0 failed, 2 declined, 0 unsupported, 0 errored, 0 nondeterministic`,
    );
    expect(run.out).toMatch(
      /declined features\/rules\/board\.feature:\d+ +Words and objects share a cell\n +step "the level starts": The engine declined the pack: error level-not-supported at "\/levels\/0"/,
    );

    const certificate = JSON.parse(readFileSync(json, 'utf8')) as Certificate;
    expect(certificateProblems(certificate)).toEqual([]);
    expect(certificate.totals).toMatchObject({ passed: all - 2, failed: 0, declined: 2 });
    expect(outcomes(certificate)).toEqual({
      'A level with things stacked in a starting cell is played, or declined': 'declined',
      'A pack that is invalid anyway is refused, whatever the code': 'passed',
      'Words and objects share a cell': 'declined',
      ...Object.fromEntries(
        certificate.scenarios.filter((s) => s.outcome === 'passed').map((s) => [s.name, 'passed']),
      ),
    });
    const xml = readFileSync(junit, 'utf8');
    const declined = [...xml.matchAll(/<property name="declined" value="(\d+)"\/>/g)].map((m) =>
      Number(m[1]),
    );
    expect(declined.reduce((sum, n) => sum + n, 0)).toBe(2);
    expect(xml.match(/<skipped type="declined"/g)).toHaveLength(2);
  }, 120_000);

  it('can keep its declines in a baseline, which then sees no change', async () => {
    const baseline = join(dir, 'declined-baseline.json');
    await certifyOnce('decline-stacked.ts', ...STACKED, `--write-baseline=${baseline}`);
    const recorded = JSON.parse(readFileSync(baseline, 'utf8')) as { expected: { outcome: string }[] };
    expect(recorded.expected.map((e) => e.outcome)).toEqual(['declined', 'declined']);
    const again = await certifyOnce('decline-stacked.ts', ...STACKED, `--baseline=${baseline}`);
    expect(again.code).toBe(0);
  }, 120_000);
});

describe('an engine that refuses invalid packs with one generic code', () => {
  it('passes every core scenario; its diagnostics row counts the waived comparisons as unsupported', async () => {
    const json = join(dir, 'generic.json');
    const run = await certifyOnce('generic-refusals.ts', '--capability', 'core', `--json=${json}`);
    expect(lastLine(run.out)).toMatch(
      /^[1-9]\d* passed, 0 failed, 0 declined, 0 unsupported, 0 errored, 0 nondeterministic$/,
    );
    expect(run.code).toBe(0);
    const certificate = JSON.parse(readFileSync(json, 'utf8')) as Certificate;
    const waived = certificate.scenarios.filter((s) => s.diagnostics === 'waived');
    expect(waived.length).toBeGreaterThan(50);
    expect(certificate.scenarios.filter((s) => s.diagnostics === 'compared')).toEqual([]);
    expect(certificate.capabilities.find((row) => row.key === 'diagnostics')).toEqual({
      key: 'diagnostics',
      claimed: false,
      passed: 0,
      failed: 0,
      declined: 0,
      unsupported: waived.length,
      errored: 0,
      nondeterministic: 0,
    });
    expect(run.out).toMatch(
      new RegExp(`\\ndiagnostics \\(not claimed\\) +0 +0 +0 +${waived.length} +0 +0\\n`),
    );
  }, 180_000);

  it('fails the exact-code scenarios when it claims diagnostics', async () => {
    const json = join(dir, 'claiming.json');
    await certifyOnce(
      'generic-refusals-claiming.ts',
      '--requirement',
      'packs/schema-checks',
      '--requirement',
      'conformance/exact-diagnostics',
      `--json=${json}`,
    );
    const certificate = JSON.parse(readFileSync(json, 'utf8')) as Certificate;
    const failed = certificate.scenarios.filter((s) => s.outcome === 'failed');
    expect(failed.length).toBeGreaterThanOrEqual(8);
    expect(
      failed.every((s) => /step "(loading fails with:|every error code is registered)/.test(s.message ?? '')),
    ).toBe(true);
    expect(certificate.totals.errored + certificate.totals.declined).toBe(0);
    // Each failed where its codes were compared, and the diagnostics row counts it there.
    expect(failed.every((s) => s.diagnostics === 'compared')).toBe(true);
    const row = certificate.capabilities.find((r) => r.key === 'diagnostics')!;
    expect(row).toMatchObject({ claimed: true, failed: failed.length });
    expect(row.passed).toBe(
      certificate.scenarios.filter((s) => s.diagnostics === 'compared' && s.outcome === 'passed').length,
    );
  }, 120_000);
});

describe('an engine whose refusals list only warnings', () => {
  it('fails every scenario that refuses a pack: a refusal needs an error diagnostic', async () => {
    const json = join(dir, 'warning-refusals.json');
    const run = await certifyOnce(
      'refusals-as-warnings.ts',
      ...['conformance/refusing-packs', 'conformance/load-never-throws', 'packs/atomic-load'].flatMap(
        (requirement) => ['--requirement', requirement],
      ),
      `--json=${json}`,
    );
    expect(run.code).toBe(1);
    const certificate = JSON.parse(readFileSync(json, 'utf8')) as Certificate;
    const failed = certificate.scenarios.filter((s) => s.outcome === 'failed');
    expect(failed.length).toBeGreaterThanOrEqual(5);
    expect(failed.every((s) => (s.message ?? '').includes('refused without an error diagnostic'))).toBe(true);
    // Only a scenario whose pack loads may pass.
    expect(certificate.totals.passed).toBeLessThanOrEqual(2);
    expect(certificate.totals.errored + certificate.totals.declined).toBe(0);
  }, 120_000);
});

describe('an engine whose restore goes back to its latest save, whatever save it is given', () => {
  it('fails the scenario that restores the earlier of two saves', async () => {
    const json = join(dir, 'latest-save.json');
    const run = await certifyOnce(
      'restores-latest-save.ts',
      '--requirement',
      'rules/snapshot',
      `--json=${json}`,
    );
    expect(run.code).toBe(1);
    const certificate = JSON.parse(readFileSync(json, 'utf8')) as Certificate;
    expect(
      certificate.scenarios.filter((s) => s.outcome !== 'passed').map((s) => [s.name, s.outcome]),
    ).toEqual([['Of two saves, the earlier one brings back its own moment', 'failed']]);
  }, 120_000);
});

describe('engines with malformed answers, without any flag', () => {
  it.each([
    [
      'malformed-no-things.ts',
      "The engine's observe answer breaks the protocol schema: /things is missing: the schema requires it",
    ],
    [
      'malformed-null-events.ts',
      "The engine's input answer breaks the protocol schema: /events must be object",
    ],
    [
      'malformed-string-width.ts',
      "The engine's observe answer breaks the protocol schema: /width must be integer",
    ],
  ])(
    '%s is errored with the pointer and the schema message',
    async (engine, message) => {
      const run = await miau(
        'certify',
        '--engine',
        fixtureEngine(engine),
        '--requirement',
        'conformance/answer-shapes',
        '--once',
        '--quiet',
      );
      expect(lastLine(run.out)).toBe(
        '0 passed, 0 failed, 0 declined, 0 unsupported, 1 errored, 0 nondeterministic',
      );
      expect(run.out).toContain(message);
      expect(run.out).not.toMatch(/TypeError|Cannot read properties/);
    },
    60_000,
  );
});

// The protocol asks only for an object where a loaded pack or level goes; the steps that read the
// normalized pack must say what they miss, not fail with a TypeError.
describe('an engine whose loaded pack is not in its normalized form', () => {
  it.each([
    [
      'holds no list of levels',
      'loaded-pack-without-levels.ts',
      ['--requirement', 'packs/normalization'],
      'The loaded pack holds no list of levels with ids at /pack/levels, so its normalized form cannot be read.',
    ],
    [
      'keeps a grid level as a grid',
      'loaded-pack-as-given.ts',
      ['--name', '^A grid level loads like its coordinates$'],
      'Level "one" of the loaded pack has no list of things at "objects" (a grid level loads to its things), so their ids cannot be read.',
    ],
  ])(
    'that %s fails the steps reading it, saying why',
    async (_what, fixture, selection, message) => {
      const run = await miau(
        'certify',
        '--engine',
        fixtureEngine(fixture),
        ...selection,
        '--once',
        '--quiet',
      );
      expect(run.out).toContain(message);
      expect(run.out).not.toMatch(/TypeError|is not a function|Cannot read properties/);
    },
    60_000,
  );
});

describe('an engine observing a board larger than any level', () => {
  // Laid out cell by cell, a board two billion cells a side ran the harness out of memory (24 s,
  // 2 GB, a fatal error), and 200,000 things held a 14-scenario run for 52 s and printed boards
  // megabytes wide: no level is larger or holds more, so such an answer is malformed.
  it.each([
    ['two billion cells a side', 'malformed-vast-board.ts', '/width must be <= 64'],
    ['200,000 things more', 'malformed-many-things.ts', '/things must NOT have more than 4096 items'],
  ])(
    'with %s is errored as a malformed answer before any step lays it out, and the run ends with its totals',
    async (_what, fixture, problem) => {
      const run = await miau(
        'certify',
        '--engine',
        fixtureEngine(fixture),
        '--name',
        '^Waiting counts as a turn$',
        '--once',
        '--quiet',
      );
      expect(lastLine(run.out)).toBe(
        '0 passed, 0 failed, 0 declined, 0 unsupported, 1 errored, 0 nondeterministic',
      );
      // The fault's code, and on the next line the answer's problem.
      const shown = run.out.split('\n').findIndex((line) => line.includes('[bad-answer]'));
      expect(shown).toBeGreaterThanOrEqual(0);
      expect(run.out.split('\n')[shown + 1]).toContain(`breaks the protocol schema: ${problem}`);
      expect(run.out).not.toMatch(/heap|Maximum call stack|internal error/);
      // The board was never laid out: no failure prints it.
      expect(run.out.length).toBeLessThan(20_000);
    },
    60_000,
  );
});
