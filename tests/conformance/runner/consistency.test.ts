// What the certificate schema lets through but no run of certify writes (spec:
// conformance/merged-certificates, conformance/build-matrix): merge and matrix refuse it.
import { describe, expect, it } from 'vitest';
import type { Certificate } from '../../../src/types/certificate.js';
import { certificateInconsistency } from '../../../conformance/runner/consistency.js';

type Scenario = Certificate['scenarios'][number];

function certificate(claims: string[], ...scenarios: Partial<Scenario>[]): Certificate {
  return {
    engine: { name: 'e', version: '1', capabilities: claims },
    scenarios: scenarios.map((s, i) => ({
      name: `s${i}`,
      uri: 'features/x.feature',
      line: i + 1,
      tags: [],
      requirements: [],
      capability: null,
      outcome: 'passed',
      ...s,
    })),
  } as unknown as Certificate;
}

describe('a certificate that contradicts itself', () => {
  it('is nothing of the kind when certify could have written it', () => {
    const written = certificate(
      ['automata'],
      { outcome: 'passed' },
      { outcome: 'failed', message: 'no' },
      { outcome: 'errored', fault: 'no-answer', message: 'late' },
      { outcome: 'unsupported', capability: 'pairs', tags: ['pairs'] },
      { outcome: 'passed', capability: 'automata' },
    );
    expect(certificateInconsistency('c.json', written)).toBeUndefined();
  });

  it('leaves a scenario unsupported that needs no capability the engine does not claim', () => {
    const edited = certificate(['pairs'], { outcome: 'unsupported', capability: 'pairs' });
    expect(certificateInconsistency('c.json', edited)).toBe(
      'c.json says the scenario features/x.feature:1 "s0" was unsupported, but it needs no capability the engine does not claim: certify plays such a scenario.',
    );
    expect(certificateInconsistency('c.json', certificate([], { outcome: 'unsupported' }))).toMatch(
      /was unsupported, but it needs no capability/,
    );
  });

  it('plays a scenario that needs a capability the engine does not claim', () => {
    const edited = certificate([], { outcome: 'passed', tags: ['pairs'] });
    expect(certificateInconsistency('c.json', edited)).toMatch(
      /"s0" was passed, but it needs the capability pairs, which the engine does not claim/,
    );
  });

  it('gives a fault to a scenario that did not error, or none to one that did', () => {
    expect(
      certificateInconsistency('c.json', certificate([], { outcome: 'passed', fault: 'engine-threw' })),
    ).toMatch(/"s0" was passed, but gives it the fault engine-threw: only an errored scenario has a fault/);
    expect(certificateInconsistency('c.json', certificate([], { outcome: 'errored' }))).toMatch(
      /"s0" errored, but gives no fault/,
    );
  });

  it('compares exact diagnostics the engine does not claim, or waives those it does', () => {
    expect(certificateInconsistency('c.json', certificate([], { diagnostics: 'compared' }))).toMatch(
      /compared exact diagnostics, but the engine does not claim diagnostics/,
    );
    expect(
      certificateInconsistency('c.json', certificate(['diagnostics'], { diagnostics: 'waived' })),
    ).toMatch(/waived its exact diagnostics, but the engine claims diagnostics/);
  });
});
