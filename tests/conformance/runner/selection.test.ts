// Choosing scenarios (tags, capabilities, requirements, names), listing them without running,
// the command line's checks of its options, `miau serve`, and the reports a run writes.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { fixtureEngine, lastLine, miau, ROOT } from './helpers.js';
import { run as serve } from '../../../conformance/cli/commands/serve.js';
import { certificateProblems } from '../../../conformance/reports/certificate-json.js';
import { listScenarios, selectionTags, workersFor } from '../../../conformance/runner/runner.js';
import type { Certificate } from '../../../src/types/certificate.js';
import type { ScenarioList } from '../../../src/types/scenario-list.js';
import { schemaValidator } from '../../../src/schema/registry.js';

// Every list printed is checked against its schema (schemas/scenario-list.schema.json).
const listed = async (...argv: string[]) => {
  const result = await miau('certify', '--list', ...argv);
  expect(result.code).toBe(0);
  const list: unknown = JSON.parse(result.out);
  const validate = schemaValidator('scenario-list');
  expect(validate(list), JSON.stringify(validate.errors)).toBe(true);
  return list as ScenarioList;
};

describe('selectionTags', () => {
  it('joins the filters with and, and the values of one filter with or', () => {
    expect(selectionTags({})).toBeUndefined();
    expect(
      selectionTags({ tags: '@a', capabilities: ['automata', 'pairs'], requirements: ['rules/sink'] }),
    ).toBe('(@a) and (@automata or @pairs) and (@rules/sink)');
    expect(selectionTags({ capabilities: ['core'] })).toBe(
      '((not (@automata or @pairs or @gates or @noun-trap or @feature-flags or @glossary or @solver or @diagnostics)))',
    );
  });
});

describe('miau certify --list', () => {
  it('lists every case as JSON, without an engine', async () => {
    const all = await listed();
    expect(all.length).toBeGreaterThan(300);
    expect(all[0]).toEqual({
      name: expect.any(String) as unknown,
      uri: expect.stringMatching(/^features\/.+\.feature$/) as unknown,
      line: expect.any(Number) as unknown,
      tags: expect.any(Array) as unknown,
      requirements: expect.any(Array) as unknown,
      capability: expect.toBeOneOf([null, expect.any(String)]) as unknown,
    });
    expect((await listScenarios({})).length).toBe(all.length);
  });

  it('filters by capability, by requirement and by name', async () => {
    const automata = await listed('--capability', 'automata');
    expect(automata.length).toBeGreaterThan(0);
    expect(automata.every((s) => s.tags.includes('automata'))).toBe(true);
    expect((await listed('--capability', 'core')).every((s) => s.capability === null)).toBe(true);
    const sink = await listed('--requirement', 'rules/sink');
    expect(sink.length).toBeGreaterThan(2);
    expect(sink.every((s) => s.requirements.includes('rules/sink'))).toBe(true);
    expect(
      (await listed('--requirement', 'rules/sink', '--name', '^A SINK thing alone')).map((s) => s.name),
    ).toEqual(['A SINK thing alone in its cell survives']);
  });
});

describe('miau certify options', () => {
  it.each([
    [['--capability', 'teleport'], /unknown capability "teleport"; the capabilities are core, automata/],
    [['--requirement', 'sink'], /"sink" is not a requirement id; write it as area\/slug/],
    // Beside a right id, a misspelt one narrowed the run to the right one's scenarios, without a word.
    [
      ['--requirement', 'rules/sink', '--requirement', 'automata/actoins'],
      /"automata\/actoins" names no requirement of the suite's specs \(openspec\/specs\); did you mean "automata\/actions"\?/,
    ],
    [
      ['--requirement', 'rules/teleport'],
      /"rules\/teleport" names no requirement of the suite's specs \(openspec\/specs\)\./,
    ],
    [['--engine', 'a.ts', '--engine-cmd', 'b'], /give --engine or --engine-cmd, not both/],
    [['--check-protocol'], /--check-protocol needs --engine-cmd/],
    [
      ['--turn-limit', 'soon'],
      /--turn-limit needs a whole number of milliseconds from 1 to 86400000, not "soon"/,
    ],
  ])('refuses %j with exit 2 and the usage', async (args, message) => {
    const result = await miau('certify', ...args);
    expect(result.code).toBe(2);
    expect(result.err).toMatch(message);
    expect(result.err).toMatch(/usage: miau certify/i);
  });
});

describe('miau serve', () => {
  it('answers the protocol on its streams with the engine module it is given', async () => {
    const input = new PassThrough();
    const output = new PassThrough();
    let text = '';
    output.on('data', (chunk) => (text += String(chunk)));
    input.end('{"protocol":1,"id":1,"type":"hello"}\n{"protocol":1,"id":2,"type":"bye"}\n');
    const io = { out: () => undefined, err: () => undefined };
    expect(
      await serve(['--engine', join(ROOT, 'conformance', 'engines', 'reference-older.ts')], io, {
        input,
        output,
      }),
    ).toBe(0);
    const answers = text
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { result?: { capabilities?: string[] } });
    expect(answers[0]).toMatchObject({ id: 1, ok: true, result: { name: 'miau-reference-older' } });
    expect(answers[0].result?.capabilities).not.toContain('pairs');
    expect(answers[1]).toEqual({ protocol: 1, id: 2, type: 'bye', ok: true, result: null });
    expect(console.log).not.toBe(console.error);
  });
});

describe('reports', () => {
  it('writes JUnit XML and a certificate that fits its schema, and prints progress per feature file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'miau-reports-'));
    const result = await miau(
      'certify',
      '--engine',
      fixtureEngine('wrong-sink.ts'),
      '--requirement',
      'rules/sink',
      '--name',
      '.',
      '--json',
      join(dir, 'c.json'),
      '--junit',
      join(dir, 'j.xml'),
    );
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/^[.F]+ +features\/rules\/sink\.feature$/m);
    const certificate = JSON.parse(readFileSync(join(dir, 'c.json'), 'utf8')) as Certificate;
    expect(certificateProblems(certificate)).toEqual([]);
    expect(certificate.run).toMatchObject({
      transport: 'module',
      doubleRun: true,
      tags: '(@rules/sink)',
      names: ['.'],
      protocol: 1,
      filters: { tags: null, names: ['.'], capabilities: [], requirements: ['rules/sink'] },
      checking: { answers: 'always', messages: false },
    });
    const xml = readFileSync(join(dir, 'j.xml'), 'utf8');
    expect(xml).toMatch(
      /<testsuite name="features\/rules\/sink\.feature" tests="\d+" failures="[1-9]\d*" errors="0" skipped="0">/,
    );
    expect(lastLine(result.out)).toMatch(
      /^\d+ passed, [1-9]\d* failed, 0 declined, 0 unsupported, 0 errored, 0 nondeterministic$/,
    );
  });
});

// Each worker is a process with the step definitions loaded (about 0.9 s of CPU): --parallel 8
// for one scenario cost 10.4 s of CPU, and 4.1 s once capped to one worker.
describe('workersFor', () => {
  it('starts no more workers than the run has scenarios, and at least one', () => {
    expect(workersFor(8, 1)).toBe(1);
    expect(workersFor(8, 3)).toBe(3);
    expect(workersFor(2, 500)).toBe(2);
    expect(workersFor(4, 0)).toBe(1);
  });

  it('leaves a serial run and a single worker as asked', () => {
    expect(workersFor(0, undefined)).toBe(0);
    expect(workersFor(1, undefined)).toBe(1);
  });
});
