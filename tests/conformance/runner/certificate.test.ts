// The certificate as data, as text, as JUnit XML and as JSON checked against its schema,
// built from a hand-made certification result.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildCertificate,
  formatCertificate,
  notPassed,
  readSuite,
  suiteOfRoot,
  whyNothingRan,
} from '../../../conformance/runner/certificate.js';
import { certificateJson, certificateProblems } from '../../../conformance/reports/certificate-json.js';
import { formatJUnit } from '../../../conformance/reports/junit.js';
import { compareCertificate, type Baseline } from '../../../conformance/runner/baseline.js';
import { countOutcomes, PROJECT_ROOT, type ScenarioResult } from '../../../conformance/runner/runner.js';
import { CAPABILITIES } from '../../../conformance/engine/module.js';

function scenario(
  name: string,
  outcome: ScenarioResult['outcome'],
  tags: string[],
  message?: string,
): ScenarioResult {
  const capability = (tags.find((t) => t === 'automata' || t === 'pairs') ??
    null) as ScenarioResult['capability'];
  return {
    name,
    uri: 'features/x.feature',
    line: 3,
    tags,
    requirements: tags.filter((t) => t.includes('/')),
    capability,
    outcome,
    ...(message ? { message } : {}),
  };
}

const scenarios = [
  scenario('Sinking', 'passed', ['rules/sink']),
  scenario(
    'Sinking and losing',
    'failed',
    ['rules/sink', 'packs/diagnostics'],
    'expected two things\nbut found one',
  ),
  scenario('Ticking', 'passed', ['automata', 'rules/turn-order']),
  scenario(
    'Pairing',
    'unsupported',
    ['pairs', 'rules/turn-order'],
    'needs pairs, which the engine does not claim',
  ),
  {
    ...scenario('Crashing', 'errored', ['rules/wait'], 'input() threw <badly> & "loudly"'),
    fault: 'engine-threw' as const,
  },
  scenario(
    'Wobbling',
    'nondeterministic',
    ['rules/wait'],
    'the second run on a fresh game gave other answers',
  ),
  scenario(
    'Stacking',
    'declined',
    ['rules/board'],
    'the engine declined the level: level-not-supported at "/levels/0"',
  ),
  scenario('Untraced', 'passed', []),
];
const certificateInput = {
  engine: { name: 'e', version: '2.0.0', protocol: 1, capabilities: ['automata'] },
  scenarios,
  totals: countOutcomes(scenarios),
  run: {
    transport: 'json-lines',
    doubleRun: true,
    tags: '(@rules/sink or @automata)',
    names: ['^S'],
    protocol: 1,
    source: { command: './engine --jsonl', cwd: '/home/me' },
    checking: { answers: 'always', messages: false },
    limits: { turnMs: 5000, scenarioMs: 60000, startupMs: 30000, runBudgetMs: 600000 },
    filters: { tags: '@rules/sink or @automata', names: ['^S'], capabilities: [], requirements: [] },
    node: 'v20.1.0',
    startedAt: '2026-12-01T08:00:00.000Z',
    durationMs: 12345,
  },
} satisfies Parameters<typeof buildCertificate>[0];
const suite = { name: 'miau-conformance', version: '9.9.9' };
const certificate = buildCertificate(certificateInput, suite);
const zero = { passed: 0, failed: 0, declined: 0, unsupported: 0, errored: 0, nondeterministic: 0 };

describe('buildCertificate', () => {
  it('counts core scenarios apart from each capability, and marks what is claimed', () => {
    const row = (key: string) => certificate.capabilities.find((r) => r.key === key);
    expect(row('core')).toEqual({
      ...zero,
      key: 'core',
      claimed: true,
      passed: 2,
      failed: 1,
      declined: 1,
      errored: 1,
      nondeterministic: 1,
    });
    expect(row('automata')).toEqual({ ...zero, key: 'automata', claimed: true, passed: 1 });
    expect(row('pairs')).toEqual({ ...zero, key: 'pairs', claimed: false, unsupported: 1 });
    // The core row, then every capability in the schema's order.
    expect(certificate.capabilities.map((r) => r.key)).toEqual(['core', ...CAPABILITIES]);
  });

  it('counts a scenario that needs two capabilities in the row of each, and not in core', () => {
    const both = [scenario('Tick into a door', 'unsupported', ['automata', 'pairs', 'pairs/enter'])];
    const made = buildCertificate(
      { ...certificateInput, scenarios: both, totals: countOutcomes(both) },
      suite,
    );
    const counted = made.capabilities.filter((r) => r.unsupported > 0).map((r) => r.key);
    expect(counted).toEqual(['automata', 'pairs']);
    expect(whyNothingRan(both)).toBe(
      'the one selected scenario needs a capability the engine does not claim (automata, pairs), and an unsupported scenario certifies nothing.',
    );
  });

  it('counts a scenario once in every requirement area it traces to', () => {
    expect(certificate.areas).toEqual([
      { ...zero, key: '(untraced)', passed: 1 },
      { ...zero, key: 'packs', failed: 1 },
      {
        ...zero,
        key: 'rules',
        passed: 2,
        failed: 1,
        declined: 1,
        unsupported: 1,
        errored: 1,
        nondeterministic: 1,
      },
    ]);
  });

  it('lists the failed, declined, errored and nondeterministic scenarios as not passed', () => {
    expect(notPassed(certificate).map((s) => s.name)).toEqual([
      'Sinking and losing',
      'Crashing',
      'Wobbling',
      'Stacking',
    ]);
  });
});

describe('formatCertificate', () => {
  const text = formatCertificate(certificate);

  it("names an errored scenario's fault code on its line", () => {
    expect(text).toMatch(/^ {2}errored {2}features\/x\.feature:\d+ {2}Crashing {2}\[engine-threw\]$/m);
  });

  it('ends with the summary line', () => {
    expect(text.split('\n').at(-1)).toBe(
      '3 passed, 1 failed, 1 declined, 1 unsupported, 1 errored, 1 nondeterministic',
    );
  });

  it('keeps the engine to one line, whatever its name holds', () => {
    const named = structuredClone(certificate);
    named.engine.name = 'e\n9 passed\u001b[0m';
    const lines = formatCertificate(named).split('\n');
    expect(lines.filter((line) => line.startsWith('9 passed'))).toEqual([]);
    expect(lines).toContain('  engine   e\\u000a9 passed\\u001b[0m 2.0.0 (protocol 1)');
  });

  it('keeps the suite and a not-passed scenario to one line each, whatever a hand-edited file holds', () => {
    const edited = structuredClone(certificate);
    edited.suite.version = '1.1.0\nmiau merge: all shards verified OK';
    const failed = edited.scenarios.find((s) => s.outcome !== 'passed')!;
    failed.name = 'n\nFAKE NAME';
    const lines = formatCertificate(edited).split('\n');
    expect(lines.filter((line) => /^(miau merge|FAKE NAME)/.test(line))).toEqual([]);
    expect(lines.some((line) => line.endsWith('1.1.0\\u000amiau merge: all shards verified OK'))).toBe(true);
  });

  it('keeps each run record entry to one line, whatever the command line holds', () => {
    const commanded = structuredClone(certificate);
    commanded.run.source = { command: 'serve # x\nfake line', cwd: '/w' };
    const lines = formatCertificate(commanded).split('\n');
    expect(lines.filter((line) => line.startsWith('fake line'))).toEqual([]);
    expect(lines).toContain('  source   command serve # x\\u000afake line (in /w, through the shell)');
  });

  it('names the suite, the engine, the run and the failures with their messages, line by line', () => {
    expect(text).toMatch(/suite +miau-conformance 9\.9\.9/);
    expect(text).toMatch(/engine +e 2\.0\.0 \(protocol 1\)/);
    expect(text).toMatch(/source +command \.\/engine --jsonl \(in \/home\/me, through the shell\)/);
    expect(text).toMatch(/protocol +1; every answer checked against its schema\n/);
    expect(text).toMatch(
      /limits +5000 ms a call, 60000 ms a scenario, 30000 ms to start an engine, 600 s the whole run/,
    );
    expect(text).toMatch(/filters +tags @rules\/sink or @automata, name \/\^S\//);
    expect(text).toMatch(/runs +every scenario twice \(determinism\)/);
    expect(text).toMatch(/node +v20\.1\.0\n +started +2026-12-01T08:00:00\.000Z\n +duration +12\.3 s/);
    expect(text).toMatch(/declined +unsupported/);
    expect(text).toMatch(/pairs \(not claimed\) +0 +0 +0 +1 +0 +0/);
    expect(text).toMatch(/declined +features\/x\.feature:3 +Stacking\n +the engine declined/);
    expect(text).toMatch(
      /failed +features\/x\.feature:3 +Sinking and losing\n +expected two things\n +but found one/,
    );
    expect(text).toMatch(/nondeterministic features\/x\.feature:3 +Wobbling\n +the second run/);
  });

  it('lists the changes from a baseline before the summary line', () => {
    const withBaseline = {
      ...certificate,
      baseline: {
        expected: 2,
        matched: 1,
        changes: [
          {
            kind: 'stale' as const,
            uri: 'features/x.feature',
            name: 'Sinking',
            expected: 'failed' as const,
            actual: 'passed' as const,
            message: 'passes now',
          },
        ],
      },
    };
    const lines = formatCertificate(withBaseline).split('\n');
    expect(lines).toContain('Baseline: 2 expected non-passes, 1 as expected, 1 change');
    expect(lines).toContain('  stale    features/x.feature  Sinking');
    expect(lines.at(-1)).toMatch(/^3 passed/);
  });

  // A baseline, a shard or a step's error may hold a line feed and a summary line of its own:
  // printed raw, it started a line of the certificate that read as the run's verdict.
  it("keeps a baseline change's texts from starting a line of their own", () => {
    const forged = '\n9 passed, 0 failed, 0 declined, 0 unsupported, 0 errored, 0 nondeterministic';
    const withBaseline = {
      ...certificate,
      baseline: {
        expected: 1,
        matched: 0,
        changes: [
          {
            kind: 'missing' as const,
            uri: `features/x.feature${forged}`,
            name: `Gone${forged}`,
            expected: 'failed' as const,
            actual: null,
            message: `the scenario's message${forged}\r${forged.trim()}`,
          },
        ],
      },
    };
    const lines = formatCertificate(withBaseline).split('\n');
    expect(lines.filter((line) => /^\d+ passed, /.test(line))).toEqual([lines.at(-1)]);
    expect(lines.at(-1)).toMatch(/^3 passed/);
    expect(lines).toContain(
      `  missing  features/x.feature\\u000a9 passed, 0 failed, 0 declined, 0 unsupported, 0 errored, 0 nondeterministic  Gone\\u000a9 passed, 0 failed, 0 declined, 0 unsupported, 0 errored, 0 nondeterministic`,
    );
  });
});

describe('the certificate as JSON', () => {
  it('fits schemas/certificate.schema.json', () => {
    expect(certificateProblems(JSON.parse(certificateJson(certificate)))).toEqual([]);
  });

  it('refuses to write a certificate that breaks the schema, naming the problem', () => {
    const broken = { ...certificate, totals: { passed: 1 } } as never;
    expect(certificateProblems(broken)).toContain('/totals/failed is missing: the schema requires it');
    expect(() => certificateJson(broken)).toThrow(/breaks schemas\/certificate\.schema\.json/);
  });

  // A lone surrogate half is no character: serde_json and other strict readers refuse a file
  // that spells one, even as an escape. A pair (an emoji) stays as it is.
  it('writes a lone surrogate half an engine wrote as visible \\uXXXX text, and keeps pairs', () => {
    const quoted = {
      ...certificate,
      scenarios: certificate.scenarios.map((s, k) => (k === 1 ? { ...s, message: 'title "c\ud800" 😀' } : s)),
    };
    const json = certificateJson(quoted);
    expect(json).toContain('"message": "title \\"c\\\\ud800\\" 😀"');
    expect((JSON.parse(json) as typeof quoted).scenarios[1].message).toBe('title "c\\ud800" 😀');
  });
});

describe('formatJUnit', () => {
  const xml = formatJUnit(certificate);

  // A parser turns a raw CR, LF or tab in an attribute into a space: as references they read back as written.
  it('writes line ends and tabs of engine text as character references', () => {
    const engine = { ...certificate.engine, version: '1\r\n\t2' };
    expect(formatJUnit({ ...certificate, engine })).toContain('on e 1&#13;&#10;&#9;2');
  });

  // Dropped, they left a case whose name no longer matched the certificate's.
  it('writes characters XML cannot hold as the \\uXXXX the printed certificate shows', () => {
    const engine = { ...certificate.engine, version: 'a\u0000b\u0001c\ud800d\ufffe' };
    expect(formatJUnit({ ...certificate, engine })).toContain('on e a\\u0000b\\u0001c\\ud800d\\ufffe"');
  });

  it('has one suite per feature file and one case per scenario, with totals', () => {
    expect(xml).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<testsuites name="miau-conformance 9\.9\.9 on e 2\.0\.0" tests="8" failures="2" errors="1">\n {2}<testsuite name="[^"]*" tests="8" failures="2" errors="1" skipped="2">\n {4}<properties>\n {6}<property name="declined" value="1"\/>/,
    );
    expect(xml.match(/<testsuite /g)).toHaveLength(1);
    expect(xml.match(/<testcase /g)).toHaveLength(8);
    expect(xml).toContain(
      '<testcase classname="features/x.feature" name="Sinking" file="features/x.feature" line="3"/>',
    );
  });

  // An outline's rows share their outline's name: CI tools that key cases by class and name kept one.
  it('names each of several scenarios of one file that share a name with its line, and only those', () => {
    const row = (line: number, outcome: ScenarioResult['outcome']) => ({
      ...scenario('A row', outcome, ['rules/sink']),
      line,
    });
    const rows = formatJUnit({
      ...certificate,
      scenarios: [row(10, 'passed'), row(11, 'failed'), { ...row(12, 'passed'), uri: 'features/y.feature' }],
    });
    expect(rows.match(/ name="[^"]*" file=/g)).toEqual([
      ' name="A row (line 10)" file=',
      ' name="A row (line 11)" file=',
      ' name="A row" file=',
    ]);
  });

  it('writes failures, errors and skips with escaped messages', () => {
    expect(xml).toContain('<failure type="failed" message="expected two things&#10;but found one">');
    expect(xml).toContain(
      '<failure type="nondeterministic" message="the second run on a fresh game gave other answers">',
    );
    expect(xml).toContain(
      '<error type="engine-threw" message="input() threw &lt;badly&gt; &amp; &quot;loudly&quot;">',
    );
    expect(xml).toContain(
      '<skipped type="unsupported" message="needs pairs, which the engine does not claim"/>',
    );
    expect(xml).toContain(
      '<skipped type="declined" message="the engine declined the level: level-not-supported at &quot;/levels/0&quot;"/>',
    );
  });

  it('carries the run record as properties of every suite', () => {
    expect(xml).toContain(
      '<property name="source" value="command ./engine --jsonl (in /home/me, through the shell)"/>',
    );
    expect(xml).toContain('<property name="runs" value="every scenario twice (determinism)"/>');
    expect(xml).toContain('<property name="started" value="2026-12-01T08:00:00.000Z"/>');
    expect(xml).toMatch(/<property name="engine-hello" value="\{&quot;name&quot;:&quot;e&quot;/);
  });
});

describe('formatJUnit with a baseline', () => {
  const entry = (name: string, outcome: Baseline['expected'][number]['outcome'], reason: string) => ({
    uri: 'features/x.feature',
    name,
    outcome,
    reason,
  });
  const baseline: Baseline = {
    format: 1,
    expected: [
      {
        ...entry('Sinking and losing', 'failed', 'SINK keeps what it sinks'),
        link: 'https://example.org/12',
      },
      { ...entry('Crashing', 'errored', 'input throws'), fault: 'engine-threw' },
      entry('Stacking', 'declined', 'stacks come in 2.0'),
      entry('Sinking', 'failed', 'fixed since'),
      entry('Gone', 'failed', 'a scenario the suite dropped'),
    ],
  };
  const judged = { ...certificate, baseline: compareCertificate(certificate, baseline, true) };
  const xml = formatJUnit(judged, baseline);
  const caseOf = (name: string) => xml.slice(xml.indexOf(`name="${name}"`)).split('</testcase>')[0];

  // A CI view that drew an expected failure red contradicted the run's exit 0.
  it('shows a non-pass the baseline expects as a skip with its reason and link', () => {
    expect(caseOf('Sinking and losing')).toContain(
      '<skipped type="baselined" message="failed, as the baseline expects (SINK keeps what it sinks (https://example.org/12)): expected two things&#10;but found one"/>',
    );
    expect(caseOf('Crashing')).toContain(
      '<skipped type="baselined" message="errored, as the baseline expects (input throws)',
    );
    expect(caseOf('Stacking')).toContain('<skipped type="baselined"');
  });

  it('fails the cases the run fails on: new non-passes, stale entries and missing scenarios', () => {
    expect(caseOf('Wobbling')).toContain(
      '<failure type="nondeterministic" message="nondeterministic, and the baseline does not list it: the second run',
    );
    expect(caseOf('Pairing')).toContain(
      '<failure type="unsupported" message="unsupported, and the baseline does not list it',
    );
    expect(caseOf('Sinking')).toContain(
      '<failure type="stale" message="passes now, though the baseline expects failed; remove it from the baseline">',
    );
    expect(caseOf('features/x.feature: Gone')).toContain(
      '<failure type="missing" message="the suite has no such scenario any more',
    );
    expect(xml).toContain('<testsuite name="baseline" tests="1" failures="1" errors="0" skipped="0">');
  });

  it('counts as many failures and errors as the run has changes, and the skips it expects', () => {
    const changes = judged.baseline.changes.length;
    expect(changes).toBe(4);
    expect(xml).toMatch(new RegExp(`<testsuites name="[^"]*" tests="9" failures="${changes}" errors="0">`));
    expect(xml).toContain(
      '<testsuite name="features/x.feature" tests="8" failures="3" errors="0" skipped="3">',
    );
    expect(xml).toContain('<property name="baselined" value="3"/>');
  });

  it('is the plain report when the run has no baseline', () => {
    expect(formatJUnit(certificate)).not.toContain('baselined');
  });
});

describe('readSuite', () => {
  it('reads the suite name and version from package.json', async () => {
    expect(await readSuite(PROJECT_ROOT)).toMatchObject({
      name: 'miau-conformance',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/) as unknown,
    });
  });
});

// A --root project's certificate named this suite and its version (found by a helper).
describe('suiteOfRoot', () => {
  it('names this suite for its own root, and a --root project by its package.json, or else by its folder', async () => {
    const own = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
      name: string;
      version: string;
    };
    expect(await suiteOfRoot(PROJECT_ROOT)).toEqual({ name: own.name, version: own.version });
    const project = mkdtempSync(join(tmpdir(), 'miau-suite-'));
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'my-game-tests', version: '0.1.0' }));
    expect(await suiteOfRoot(project)).toEqual({ name: 'my-game-tests', version: '0.1.0' });
    writeFileSync(join(project, 'package.json'), '{ "version": "next" ');
    expect(await suiteOfRoot(project)).toEqual({ name: basename(project), version: '0.0.0' });
  });
});
