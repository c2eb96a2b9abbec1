// The certificate as data and as text, built from a hand-made certification result.
import { describe, expect, it } from 'vitest';
import { buildCertificate, formatCertificate, notPassed, readSuite } from '../../conformance/certificate.js';
import { countOutcomes, PROJECT_ROOT, type ScenarioResult } from '../../conformance/runner.js';

function scenario(name: string, outcome: ScenarioResult['outcome'], tags: string[], message?: string): ScenarioResult {
  const capability = (tags.find((t) => t === 'automata' || t === 'pairs') ?? null) as ScenarioResult['capability'];
  return { name, uri: 'features/x.feature', line: 3, tags, requirements: tags.filter((t) => t.includes('/')), capability, outcome, message };
}

const scenarios = [
  scenario('Sinking', 'passed', ['rules/sink']),
  scenario('Sinking and losing', 'failed', ['rules/sink', 'packs/diagnostics'], 'expected two things\nbut found one'),
  scenario('Ticking', 'passed', ['automata', 'rules/turn-order']),
  scenario('Pairing', 'unsupported', ['pairs', 'rules/turn-order']),
  scenario('Crashing', 'errored', ['rules/wait'], 'input() threw'),
  scenario('Untraced', 'passed', []),
];
const certificate = buildCertificate(
  { engine: { name: 'e', version: '2.0.0', protocol: 1, capabilities: ['automata'] }, scenarios, totals: countOutcomes(scenarios) },
  { name: 'miau-conformance', version: '9.9.9' },
);

describe('buildCertificate', () => {
  it('counts core scenarios apart from each capability, and marks what is claimed', () => {
    const row = (key: string) => certificate.capabilities.find((r) => r.key === key);
    expect(row('core')).toEqual({ key: 'core', claimed: true, passed: 2, failed: 1, unsupported: 0, errored: 1 });
    expect(row('automata')).toEqual({ key: 'automata', claimed: true, passed: 1, failed: 0, unsupported: 0, errored: 0 });
    expect(row('pairs')).toEqual({ key: 'pairs', claimed: false, passed: 0, failed: 0, unsupported: 1, errored: 0 });
    expect(certificate.capabilities.map((r) => r.key)).toEqual(['core', 'automata', 'pairs', 'gates', 'noun-trap', 'feature-flags', 'glossary', 'solver']);
  });

  it('counts a scenario once in every requirement area it traces to', () => {
    expect(certificate.areas).toEqual([
      { key: '(untraced)', passed: 1, failed: 0, unsupported: 0, errored: 0 },
      { key: 'packs', passed: 0, failed: 1, unsupported: 0, errored: 0 },
      { key: 'rules', passed: 2, failed: 1, unsupported: 1, errored: 1 },
    ]);
  });

  it('lists the failed and errored scenarios as not passed', () => {
    expect(notPassed(certificate).map((s) => s.name)).toEqual(['Sinking and losing', 'Crashing']);
  });
});

describe('formatCertificate', () => {
  const text = formatCertificate(certificate);

  it('ends with the summary line', () => {
    expect(text.split('\n').at(-1)).toBe('3 passed, 1 failed, 1 unsupported, 1 errored');
  });

  it('names the suite, the engine and the failures with their messages, line by line', () => {
    expect(text).toMatch(/suite +miau-conformance 9\.9\.9/);
    expect(text).toMatch(/engine +e 2\.0\.0 \(protocol 1\)/);
    expect(text).toMatch(/pairs \(not claimed\) +0 +0 +1 +0/);
    expect(text).toMatch(/failed +features\/x\.feature:3 +Sinking and losing\n +expected two things\n +but found one/);
    expect(text).toMatch(/errored +features\/x\.feature:3 +Crashing\n +input\(\) threw/);
  });
});

describe('readSuite', () => {
  it('reads the suite name and version from package.json', async () => {
    expect(await readSuite(PROJECT_ROOT)).toMatchObject({ name: 'miau-conformance', version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  });
});
