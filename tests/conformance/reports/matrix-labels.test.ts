// The matrix's column labels: a build's engine name and version, told apart when they repeat.
import { describe, expect, it } from 'vitest';
import { buildMatrix, formatMatrix } from '../../../conformance/reports/matrix.js';
import type { Certificate } from '../../../src/types/certificate.js';

const certificate = (name: string): Certificate =>
  ({
    engine: { name, version: '1.0.0', protocol: 1, capabilities: [] },
    suite: { name: 'miau-conformance', version: '1.0.0' },
    run: { doubleRun: true },
    scenarios: [],
  }) as unknown as Certificate;

const labels = (inputs: [string, string][]) =>
  buildMatrix(inputs.map(([file, name]) => ({ file, certificate: certificate(name) }))).builds.map(
    (b) => b.label,
  );

describe('the labels of the builds', () => {
  it('are the engine name and version when those differ', () => {
    expect(
      labels([
        ['a.json', 'one'],
        ['b.json', 'two'],
      ]),
    ).toEqual(['one 1.0.0', 'two 1.0.0']);
  });

  it('add the file name, the path, or the place on the command line, whichever tells them apart', () => {
    expect(
      labels([
        ['x/a.json', 'same'],
        ['x/b.json', 'same'],
        ['y/b.json', 'same'],
        ['y/b.json', 'same'],
        ['z/c.json', 'other'],
      ]),
    ).toEqual([
      'same 1.0.0 (a.json)',
      'same 1.0.0 (x/b.json)',
      'same 1.0.0 (y/b.json) #3',
      'same 1.0.0 (y/b.json) #4',
      'other 1.0.0',
    ]);
  });
});

// A line feed in a file name or a scenario name read from a certificate printed a fake line.
describe('the matrix as text', () => {
  it('keeps a file name, a scenario name and a requirement holding a line feed on their own lines', () => {
    const scenario = (outcome: string) => ({
      name: 'n\nmiau matrix: FAKE',
      uri: 'features/a.feature',
      line: 3,
      tags: [],
      requirements: ['rules/x\nmiau matrix: FAKE'],
      capability: null,
      outcome,
    });
    const build = (file: string, outcome: string) => ({
      file,
      certificate: { ...certificate(file), scenarios: [scenario(outcome)] } as unknown as Certificate,
    });
    const text = formatMatrix(
      buildMatrix([build('nl\nmiau matrix: FAKE.json', 'passed'), build('b.json', 'failed')]),
    );
    expect(text.split('\n').filter((line) => line.startsWith('miau matrix: FAKE'))).toEqual([]);
    expect(text).toContain('(nl\\u000amiau matrix: FAKE.json)');
    expect(text).toContain('features/a.feature:3  n\\u000amiau matrix: FAKE');
    expect(text).toContain('rules/x\\u000amiau matrix: FAKE');
  });
});
