// Baselines: reading one (every problem a diagnostic), comparing a run with it, recording one;
// and the acceptance of issue 7 end to end with the reduced (older) reference build.
import { mkdtempSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureEngine, lastLine, miau, ROOT } from './helpers.js';
import {
  baselineProblemLines,
  compareWithBaseline,
  readBaseline,
  recordBaseline,
  type Baseline,
} from '../../../conformance/runner/baseline.js';
import { buildCertificate } from '../../../conformance/runner/certificate.js';
import { countOutcomes, type ScenarioResult } from '../../../conformance/runner/runner.js';
import { MAX_CERTIFICATE_BYTES } from '../../../conformance/runner/bounds.js';
import { scenarioIds, shardOfId } from '../../../conformance/runner/shard.js';

/** A run record for hand-made results. */
const RUN = {
  transport: 'module' as const,
  doubleRun: true,
  tags: null,
  names: [],
  protocol: 1 as const,
  source: { module: '/e.mjs' },
  checking: { answers: 'always' as const, messages: false },
  limits: { turnMs: 5000, scenarioMs: 60000, startupMs: 30000, runBudgetMs: 600000 },
  filters: { tags: null, names: [], capabilities: [], requirements: [] },
  node: 'v20.0.0',
  startedAt: '2026-12-01T08:00:00.000Z',
  durationMs: 1,
};

const dir = mkdtempSync(join(tmpdir(), 'miau-baseline-'));
const file = (name: string, content: unknown) => {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
};
const scenario = (name: string, outcome: ScenarioResult['outcome'], message?: string): ScenarioResult => ({
  name,
  uri: 'features/a.feature',
  line: 4,
  tags: [],
  requirements: [],
  capability: null,
  outcome,
  ...(message ? { message } : {}),
});
const expected = (name: string, outcome: Baseline['expected'][number]['outcome']) => ({
  uri: 'features/a.feature',
  name,
  outcome,
  reason: 'known',
});

describe('readBaseline', () => {
  it('reads a baseline that fits the schema', async () => {
    const baseline = {
      format: 1,
      expected: [{ ...expected('A', 'failed'), line: 3, link: 'https://example.org/issues/1' }],
    };
    expect(await readBaseline(file('good.json', baseline))).toEqual({ ok: true, baseline });
  });

  it('answers a missing file, bad JSON and a bad shape with diagnostics', async () => {
    expect(await readBaseline(join(dir, 'nowhere.json'))).toMatchObject({
      ok: false,
      errors: [{ code: 'file-not-found', path: '' }],
    });
    expect(await readBaseline(file('bad.json', '{ nope'))).toMatchObject({
      ok: false,
      errors: [{ code: 'bad-json', path: '' }],
    });
    // V8 quotes the text around the mistake, line break and all: the message stays one line.
    const broken = await readBaseline(file('bom.json', '\ufeff{\n  "format": 1 }'));
    expect(broken.ok ? '' : broken.errors[0].message).toMatch(/^The baseline file is not JSON: [^\n]+\.$/);
    expect(await readBaseline(dir)).toMatchObject({
      ok: false,
      errors: [{ code: 'special-file', path: '' }],
    });
    const huge = file('huge.json', '');
    truncateSync(huge, MAX_CERTIFICATE_BYTES + 1);
    expect(await readBaseline(huge)).toMatchObject({
      ok: false,
      errors: [{ code: 'file-too-large', path: '' }],
    });
    const shape = await readBaseline(
      file('shape.json', { format: 1, expected: [{ uri: 'x', name: 'y', outcome: 'passed', why: 'z' }] }),
    );
    expect(shape.ok ? [] : shape.errors.map((d) => [d.code, d.path])).toEqual([
      ['missing-field', '/expected/0/reason'],
      ['unknown-field', '/expected/0/why'],
      ['bad-format', '/expected/0/outcome'],
    ]);
    expect(shape.ok ? '' : shape.errors[2].message).toBe(
      "The baseline's /expected/0/outcome must be equal to one of the allowed values (failed, declined, unsupported, errored, nondeterministic).",
    );
  });

  // A key of a baseline from elsewhere may hold a line feed and a summary line: the refusal said
  // it raw, on a line of its own.
  it('names the one value a field may hold', async () => {
    const read = await readBaseline(file('const.json', JSON.stringify({ format: 2, expected: [] })));
    expect(read.ok ? [] : read.errors.map((e) => e.message)).toEqual([
      "The baseline's /format must be equal to constant (1).",
    ]);
  });

  it('says a refused key on one line, whatever it holds', async () => {
    const key = 'x\n9 passed, 0 failed, 0 declined, 0 unsupported, 0 errored, 0 nondeterministic';
    const read = await readBaseline(file('key.json', { format: 1, expected: [], [key]: 1 }));
    expect(read.ok).toBe(false);
    const lines = baselineProblemLines('miau', 'key.json', read.ok ? [] : read.errors);
    expect(lines).toHaveLength(2);
    expect(lines.join('\n').split('\n')).toHaveLength(2);
    expect(lines[1]).toMatch(/^error {2}unknown-field {2}\/x\\u000a9 passed/);
  });
});

describe('a baseline with two entries for one scenario', () => {
  // The second (the same outcome or a contradicting one) was left over, and in a filtered run
  // dropped without a word: "17 expected non-passes, 16 as expected, 0 changes".
  it('is refused, naming both entries; entries of an outline without lines stay allowed', async () => {
    const entry = { uri: 'features/a.feature', name: 'A key', line: 7, outcome: 'unsupported', reason: 'r' };
    const twice = await readBaseline(
      file('twice.json', { format: 1, expected: [entry, { ...entry, outcome: 'failed' }] }),
    );
    expect(twice).toEqual({
      ok: false,
      errors: [
        {
          severity: 'error',
          code: 'duplicate-item',
          path: '/expected/1',
          message: `The baseline's /expected/1 repeats /expected/0: both are features/a.feature:7 "A key"; keep one entry for a scenario.`,
        },
      ],
    });
    const { line: _line, ...lineless } = entry;
    const rows = await readBaseline(file('rows.json', { format: 1, expected: [lineless, lineless] }));
    expect(rows.ok).toBe(true);
  });
});

describe('compareWithBaseline', () => {
  const baseline: Baseline = {
    format: 1,
    expected: [
      expected('Known', 'failed'),
      expected('Fixed', 'failed'),
      expected('Other', 'errored'),
      expected('Gone', 'unsupported'),
    ],
  };
  const run = [
    scenario('Known', 'failed'),
    scenario('Fixed', 'passed'),
    scenario('Other', 'failed', 'wrong'),
    scenario('New', 'nondeterministic', 'wobbles'),
    scenario('Fine', 'passed'),
  ];

  it('names every change: new, changed, stale and (for a full run) missing', () => {
    const comparison = compareWithBaseline(run, baseline, true);
    expect(comparison.expected).toBe(4);
    expect(comparison.matched).toBe(1);
    expect(comparison.changes.map((c) => [c.kind, c.name, c.expected, c.actual])).toEqual([
      ['stale', 'Fixed', 'failed', 'passed'],
      ['changed', 'Other', 'errored', 'failed'],
      ['new', 'New', 'passed', 'nondeterministic'],
      ['missing', 'Gone', 'unsupported', null],
    ]);
    expect(comparison.changes[0].message).toBe(
      'passes now, though the baseline expects failed; remove it from the baseline',
    );
  });

  it('says when the baseline names another engine or suite version, but not another version of this engine', () => {
    const run = { suite: '1.2.0', engineName: 'acme' };
    const recordedFor = (suite?: string, engine?: string) =>
      compareWithBaseline([], { format: 1, suite, engine, expected: [] }, false, run).recordedFor;
    expect(recordedFor('1.2.0', 'acme 3.1.0')).toBeUndefined();
    expect(recordedFor('1.2.0', 'acme 2.0.0')).toBeUndefined();
    expect(recordedFor(undefined, 'acme')).toBeUndefined();
    expect(recordedFor()).toBeUndefined();
    expect(recordedFor('1.2.0', 'acme-lite 3.1.0')).toEqual({ engine: 'acme-lite 3.1.0' });
    // Another engine whose name begins with this one's and a space.
    expect(recordedFor('1.2.0', 'acme fork by someone else 3.0')).toEqual({
      engine: 'acme fork by someone else 3.0',
    });
    expect(recordedFor('1.2.0', 'acme ')).toEqual({ engine: 'acme ' });
    expect(recordedFor('1.1.0', 'acme 3.1.0')).toEqual({ suite: '1.1.0' });
    expect(recordedFor('1.1.0', 'other 1.0.0')).toEqual({ suite: '1.1.0', engine: 'other 1.0.0' });
    // Without the run's identity (a caller that has none) nothing is compared.
    expect(
      compareWithBaseline([], { format: 1, suite: '0.1.0', expected: [] }, false).recordedFor,
    ).toBeUndefined();
  });

  it('ignores baseline entries a filtered run did not select', () => {
    expect(compareWithBaseline(run, baseline, false).changes.map((c) => c.kind)).toEqual([
      'stale',
      'changed',
      'new',
    ]);
  });

  // Two scenarios of one name in one file (an outline's rows, two scenarios named alike, as the
  // suite's own features/rules/movement.feature has): each entry stands for one of them.
  it('pairs scenarios of one name with the entries of that name, at their line first, one each', () => {
    const at = (line: number, outcome: ScenarioResult['outcome']): ScenarioResult => ({
      ...scenario('Twin', outcome),
      line,
    });
    const entry = (line: number | undefined, outcome: Baseline['expected'][number]['outcome']) => ({
      ...expected('Twin', outcome),
      ...(line === undefined ? {} : { line }),
    });
    // The second twin fails as its entry (at its line) expects; the first passes, and no entry excuses it twice.
    const oneFails = compareWithBaseline(
      [at(4, 'passed'), at(9, 'failed')],
      { format: 1, expected: [entry(9, 'failed')] },
      true,
    );
    expect(oneFails.matched).toBe(1);
    expect(oneFails.changes).toEqual([]);
    // Lines moved: the entries pair in line order.
    const moved = compareWithBaseline(
      [at(14, 'failed'), at(19, 'errored')],
      { format: 1, expected: [entry(9, 'errored'), entry(4, 'failed')] },
      true,
    );
    expect(moved.matched).toBe(2);
    expect(moved.changes).toEqual([]);
    // One entry for two failing twins: the other is new. A second entry for one scenario is missing.
    const short = compareWithBaseline(
      [at(4, 'failed'), at(9, 'failed')],
      { format: 1, expected: [entry(4, 'failed')] },
      true,
    );
    expect(short.changes.map((c) => [c.kind, c.name])).toEqual([['new', 'Twin']]);
    const twice = compareWithBaseline(
      [at(4, 'failed')],
      { format: 1, expected: [entry(4, 'failed'), entry(4, 'failed')] },
      true,
    );
    expect(twice.matched).toBe(1);
    expect(twice.changes.map((c) => c.kind)).toEqual(['missing']);
  });

  // The same entry twice without a line (an outline's rows may share a name, so it is no
  // duplicate-item): the copy was called a scenario the suite no longer has.
  it('calls a leftover entry for a scenario a whole run played a second entry', () => {
    const twice: Baseline = {
      format: 1,
      expected: [expected('Known', 'failed'), expected('Known', 'failed')],
    };
    const comparison = compareWithBaseline([scenario('Known', 'failed')], twice, true);
    expect(comparison.matched).toBe(1);
    expect(comparison.changes.map((c) => [c.kind, c.message])).toEqual([
      ['missing', expect.stringMatching(/^a second entry for a scenario another entry already stands for/)],
    ]);
    // A filtered or sharded run may have played one row of an outline whose other row ran elsewhere.
    expect(compareWithBaseline([scenario('Known', 'failed')], twice, false).changes).toEqual([]);
    // One the run did not play is gone only for a run that selected every scenario.
    const gone = compareWithBaseline([], twice, true).changes.map((c) => c.message);
    expect(gone).toEqual([
      expect.stringMatching(/no such scenario any more/),
      expect.stringMatching(/no such scenario any more/),
    ]);
  });

  /** The certificate of `scenarios`, run on engine "e 1" with suite 1.2.3. */
  const certificateOf = (scenarios: ScenarioResult[]) =>
    buildCertificate(
      {
        engine: { name: 'e', version: '1', protocol: 1, capabilities: [] },
        scenarios,
        totals: countOutcomes(scenarios),
        run: RUN,
      },
      { name: 'miau-conformance', version: '1.2.3' },
    );

  it('records every non-pass with its message as the reason', () => {
    const recorded = recordBaseline(certificateOf(run));
    expect(recorded).toEqual({
      format: 1,
      suite: '1.2.3',
      engine: 'e 1',
      expected: [
        {
          uri: 'features/a.feature',
          name: 'Known',
          line: 4,
          outcome: 'failed',
          reason: 'recorded as failed',
        },
        { uri: 'features/a.feature', name: 'Other', line: 4, outcome: 'failed', reason: 'wrong' },
        { uri: 'features/a.feature', name: 'New', line: 4, outcome: 'nondeterministic', reason: 'wobbles' },
      ],
    });
    expect(compareWithBaseline(run, recorded, true).changes).toEqual([]);
  });

  it('cuts a long reason to 500 characters without halving one', () => {
    const long: ScenarioResult[] = [{ ...run[0], outcome: 'failed', message: '😀'.repeat(400) }];
    const { reason } = recordBaseline(certificateOf(long)).expected[0];
    expect(reason).toBe(`${'😀'.repeat(249)}…`);
  });
});

// Issue 7's acceptance: a baseline recorded for the reduced build makes the next run pass;
// editing the engine so one more scenario fails, or an expected failure passes, fails the run
// and names the change. SINK scenarios plus a few gates and pairs ones keep it quick.
// A crash's baseline excused a hang, and a run cut short by its budget recorded and excused its
// unplayed scenarios (found by a helper probing the certificate tooling).
describe('a baseline and the fault of an errored scenario', () => {
  const errored = (name: string, fault: string): ScenarioResult => ({
    ...scenario(name, 'errored', `${fault} happened`),
    fault: fault as ScenarioResult['fault'],
  });
  const baseline: Baseline = {
    format: 1,
    expected: [{ ...expected('threw', 'errored'), fault: 'engine-threw' }, expected('any', 'errored')],
  };

  it('matches the fault it records, and calls another fault a change', () => {
    const same = compareWithBaseline([errored('threw', 'engine-threw')], baseline, false);
    expect([same.matched, same.changes]).toEqual([1, []]);
    const other = compareWithBaseline([errored('threw', 'no-answer')], baseline, false);
    expect(other.changes).toEqual([
      expect.objectContaining({
        kind: 'changed',
        name: 'threw',
        message:
          'errored with the fault no-answer, though the baseline expects engine-threw: no-answer happened',
      }),
    ]);
    // An entry without a fault (written before faults were recorded) matches any fault.
    expect(compareWithBaseline([errored('any', 'no-answer')], baseline, false).matched).toBe(1);
  });

  it('never excuses a scenario the run budget cut short, nor records one', () => {
    for (const fault of ['not-run', 'run-budget']) {
      const cut = compareWithBaseline([errored('any', fault)], baseline, false);
      expect(cut.changes.map((c) => [c.kind, c.name])).toEqual([['changed', 'any']]);
    }
    const certificate = buildCertificate(
      {
        engine: { name: 'e', version: '1', protocol: 1, capabilities: [] },
        scenarios: [errored('threw', 'engine-threw'), errored('cut', 'not-run')],
        totals: countOutcomes([errored('threw', 'engine-threw'), errored('cut', 'not-run')]),
        run: RUN,
      },
      { name: 'miau-conformance', version: '1.1.0' },
    );
    expect(recordBaseline(certificate).expected).toEqual([
      expect.objectContaining({ name: 'threw', outcome: 'errored', fault: 'engine-threw' }),
    ]);
  });
});

describe('a baseline for the reduced build', () => {
  const older = join(ROOT, 'conformance', 'engines', 'reference-older.ts');
  const select = [
    '--requirement',
    'rules/sink',
    '--requirement',
    'gates/channels',
    '--requirement',
    'pairs/records',
    '--quiet',
  ];
  const certifyWith = (engine: string, ...more: string[]) =>
    miau('certify', '--engine', engine, ...select, ...more);

  it('passes when nothing changed, and fails naming a new failure or a stale expectation', async () => {
    const recorded = join(dir, 'older.json');
    const record = await certifyWith(older, '--write-baseline', recorded);
    expect(record.code).toBe(0);
    const baseline = JSON.parse(readFileSync(recorded, 'utf8')) as Baseline;
    expect(baseline.engine).toMatch(/^miau-reference-older /);
    expect(baseline.expected.length).toBeGreaterThan(0);
    expect(baseline.expected.every((e) => e.outcome === 'unsupported')).toBe(true);
    expect((await readBaseline(recorded)).ok).toBe(true);

    const junit = join(dir, 'older.xml');
    const again = await certifyWith(older, '--baseline', recorded, '--junit', junit);
    expect(again.code).toBe(0);
    // The JUnit report agrees with the exit code: every expected non-pass is a baselined skip.
    const report = readFileSync(junit, 'utf8');
    expect(report).toMatch(/<testsuites name="[^"]*" tests="\d+" failures="0" errors="0">/);
    expect(report.match(/<skipped type="baselined"/g)).toHaveLength(baseline.expected.length);
    expect(again.out).toContain(
      `Baseline: ${baseline.expected.length} expected non-passes, ${baseline.expected.length} as expected, 0 changes`,
    );
    expect(lastLine(again.out)).toMatch(
      /^\d+ passed, 0 failed, 0 declined, \d+ unsupported, 0 errored, 0 nondeterministic$/,
    );

    // One more failure: the older build edited so that SINK keeps what it sinks.
    const broken = await certifyWith(
      fixtureEngine('older-wrong-sink.ts'),
      '--baseline',
      recorded,
      '--junit',
      junit,
    );
    expect(broken.code).toBe(1);
    expect(readFileSync(junit, 'utf8')).toMatch(
      /name="Walking into water sinks the walker and the water"[^>]*>\n +<failure type="failed" message="failed, and the baseline does not list it: /,
    );
    expect(broken.out).toMatch(
      / new +features\/rules\/sink\.feature +Walking into water sinks the walker and the water\n +failed, and the baseline does not list it: /,
    );
    expect(broken.err).toMatch(/\d+ changes from the baseline/);

    // An expected failure that passes: a baseline recorded for the broken build, run on the fixed one.
    const brokenBaseline = join(dir, 'older-wrong-sink.json');
    expect(
      (await certifyWith(fixtureEngine('older-wrong-sink.ts'), '--write-baseline', brokenBaseline)).code,
    ).toBe(0);
    const fixed = await certifyWith(older, '--baseline', brokenBaseline);
    expect(fixed.code).toBe(1);
    expect(fixed.out).not.toContain('recorded for the engine');
    expect(fixed.out).toMatch(
      / stale +features\/rules\/sink\.feature +Walking into water sinks the walker and the water\n +passes now, though the baseline expects failed; remove it from the baseline/,
    );
  });

  it('warns, without failing, when the baseline was recorded for another engine and suite version', async () => {
    const recorded = join(dir, 'other-engine.json');
    const other = { ...(JSON.parse(readFileSync(join(dir, 'older.json'), 'utf8')) as Baseline) };
    writeFileSync(recorded, JSON.stringify({ ...other, suite: '0.9.0', engine: 'acme-engine 4.2' }));
    const result = await certifyWith(
      older,
      '--baseline',
      recorded,
      '--json',
      join(dir, 'other-engine-cert.json'),
    );
    expect(result.code).toBe(0);
    expect(result.out).toMatch(
      /\n {2}recorded for the engine acme-engine 4\.2, not miau-reference-older: its expectations may not fit this build\n {2}recorded with suite 0\.9\.0, this run's is \d+\.\d+\.\d+: /,
    );
    const certificate = JSON.parse(readFileSync(join(dir, 'other-engine-cert.json'), 'utf8')) as {
      baseline: { recordedFor: unknown; changes: unknown[] };
    };
    expect(certificate.baseline.recordedFor).toEqual({ suite: '0.9.0', engine: 'acme-engine 4.2' });
    expect(certificate.baseline.changes).toEqual([]);
  });

  it('refuses a baseline that does not fit its schema, before running anything', async () => {
    const result = await certifyWith(older, '--baseline', file('broken.json', { format: 2, expected: [] }));
    expect(result.code).toBe(2);
    expect(result.err).toMatch(
      /error {2}bad-format {2}\/format {2}The baseline's \/format must be equal to constant \(1\)\./,
    );
  });
});

describe('a baseline with a shard', () => {
  // One shard of a full run holds only some scenarios: an entry for a scenario of another shard
  // is not a scenario that is gone (they are compared when the shards' certificates are merged).
  it('ignores entries for the scenarios of other shards', async () => {
    const listed = await miau('certify', '--list');
    const all = JSON.parse(listed.out) as ScenarioResult[];
    const ids = scenarioIds(all);
    const count = 200;
    const index = shardOfId(ids[0], count);
    const elsewhere = all.find((_, i) => shardOfId(ids[i], count) !== index)!;
    const baseline = file('other-shard.json', {
      format: 1,
      expected: [{ uri: elsewhere.uri, name: elsewhere.name, outcome: 'failed', reason: 'known' }],
    });
    const run = await miau(
      'certify',
      '--shard',
      `${index}/${count}`,
      '--once',
      '--quiet',
      '--baseline',
      baseline,
    );
    expect(run.out).toMatch(/Baseline: 1 expected non-pass(es)?, 0 as expected, 0 changes/);
    expect(run.out).not.toMatch(/missing/);
    expect(run.code).toBe(0);
  });
});
