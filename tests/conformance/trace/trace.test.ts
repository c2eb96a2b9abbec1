// miau trace over small fixture trees: one clean tree, then one tree per kind of problem.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatTrace, traceRequirements, type TraceReport } from '../../../conformance/trace/requirements.js';

const fixture = (name: string): string => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));

/** Requirement id → the names of the scenarios traced to it. */
const coverage = (report: TraceReport): Record<string, string[]> =>
  Object.fromEntries(report.requirements.map((req) => [req.id, req.scenarios.map((s) => s.name)]));

describe('traceRequirements on a clean tree', () => {
  it('traces every requirement to its scenarios, through Feature, Rule and Examples tags', async () => {
    const report = await traceRequirements(fixture('clean'));
    expect(coverage(report)).toEqual({
      'alpha/first': ['The first thing happens', 'The first thing also checks the second'],
      'alpha/second': ['The first thing also checks the second'],
      'alpha/third': ['The third thing happens <count> times'],
      'beta/only': ['The only thing, tagged through its examples'],
    });
    expect(report.ok).toBe(true);
  });

  it('reports no problems and counts an outline once however many examples it has', async () => {
    const report = await traceRequirements(fixture('clean'));
    expect(report.orphanTags).toEqual([]);
    expect(report.untaggedScenarios).toEqual([]);
    expect(report.specProblems).toEqual([]);
    expect(report.featureErrors).toEqual([]);
    expect(report.scenarioCount).toBe(4);
  });

  it('reads requirements an active change adds, but not archived changes or fenced examples', async () => {
    const report = await traceRequirements(fixture('clean'));
    const third = report.requirements.find((req) => req.id === 'alpha/third');
    expect(third).toMatchObject({
      capability: 'alpha',
      change: 'add-gamma',
      file: 'openspec/changes/add-gamma/specs/alpha/spec.md',
    });
    expect(report.requirements.map((req) => req.id)).not.toContain('alpha/archived');
    expect(report.requirements.map((req) => req.title)).not.toContain('Inside a fence');
  });

  it('keeps a MODIFIED requirement as the one the main spec declares', async () => {
    const report = await traceRequirements(fixture('clean'));
    const first = report.requirements.filter((req) => req.id === 'alpha/first');
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ file: 'openspec/specs/alpha/spec.md', line: 9, title: 'First thing' });
  });

  it('gives each scenario its file and the line of its Scenario keyword', async () => {
    const report = await traceRequirements(fixture('clean'));
    const only = report.requirements.find((req) => req.id === 'beta/only');
    expect(only?.scenarios).toEqual([
      {
        name: 'The only thing, tagged through its examples',
        file: 'features/beta/nested/only.feature',
        line: 3,
      },
    ]);
  });
});

describe('traceRequirements on trees with problems', () => {
  it('fails a requirement that no scenario covers', async () => {
    const report = await traceRequirements(fixture('uncovered'));
    expect(coverage(report)).toEqual({ 'alpha/covered': ['The covered thing happens'], 'alpha/lonely': [] });
    expect(report.ok).toBe(false);
  });

  it('fails a requirement tag that names no requirement', async () => {
    const report = await traceRequirements(fixture('orphan'));
    expect(report.orphanTags).toEqual([
      {
        tag: '@alpha/imaginary',
        scenario: 'An imaginary thing happens',
        file: 'features/orphan.feature',
        line: 9,
      },
    ]);
    expect(report.untaggedScenarios).toEqual([]);
    expect(report.ok).toBe(false);
  });

  it('fails a scenario with no requirement tag, even when it has a capability tag', async () => {
    const report = await traceRequirements(fixture('untagged'));
    expect(report.untaggedScenarios).toEqual([
      { name: 'Something nobody asked for', file: 'features/untagged.feature', line: 9 },
    ]);
    expect(report.ok).toBe(false);
  });

  it('fails a requirement without an id comment directly under its heading', async () => {
    const report = await traceRequirements(fixture('missing-id'));
    expect(report.specProblems.map((p) => [p.code, p.title, p.line])).toEqual([
      ['missing-id', 'Thing without an id', 17],
      ['missing-id', 'Thing with a late id', 24],
    ]);
    expect(report.requirements.map((req) => req.id)).toEqual(['alpha/real']);
    expect(report.ok).toBe(false);
  });

  it('fails duplicate, malformed and misplaced ids', async () => {
    const report = await traceRequirements(fixture('duplicate-id'));
    expect(report.specProblems.map((p) => [p.code, p.title])).toEqual([
      ['duplicate-id', 'Same thing again'],
      ['bad-id', 'Badly named thing'],
      ['wrong-capability', 'Misplaced thing'],
    ]);
    expect(report.ok).toBe(false);
  });

  it('reports a feature file the Gherkin parser refuses instead of throwing', async () => {
    const report = await traceRequirements(fixture('broken-feature'));
    expect(report.featureErrors).toHaveLength(1);
    expect(report.featureErrors[0]?.file).toBe('features/broken.feature');
    expect(report.featureErrors[0]?.message).toContain('(5:5)');
    expect(report.ok).toBe(false);
  });

  it('fails a tree with no specs at all', async () => {
    const report = await traceRequirements(fixture('does-not-exist'));
    expect(report.specProblems.map((p) => p.code)).toEqual(['no-requirements']);
    expect(report.ok).toBe(false);
  });
});

describe('formatTrace', () => {
  it('lists requirements by capability with their scenarios and ends with the summary', async () => {
    const text = formatTrace(await traceRequirements(fixture('clean')));
    expect(text.split('\n')).toEqual([
      'alpha',
      '  alpha/first  2 scenarios',
      '    - The first thing happens (features/alpha/first.feature:7)',
      '    - The first thing also checks the second (features/alpha/first.feature:12)',
      '  alpha/second  1 scenario',
      '    - The first thing also checks the second (features/alpha/first.feature:12)',
      '  alpha/third  1 scenario [change add-gamma]',
      '    - The third thing happens <count> times (features/alpha/outline.feature:6)',
      'beta',
      '  beta/only  1 scenario',
      '    - The only thing, tagged through its examples (features/beta/nested/only.feature:3)',
      'trace: 4 requirements, 4 scenarios, 0 problems',
    ]);
  });

  it('prints each problem before the summary and counts it', async () => {
    const lines = formatTrace(await traceRequirements(fixture('uncovered'))).split('\n');
    expect(lines.slice(-3)).toEqual([
      'problems',
      '  uncovered: alpha/lonely "Lonely thing" has no scenario (openspec/specs/alpha/spec.md:17)',
      'trace: 2 requirements, 1 scenario, 1 problem',
    ]);
  });

  it('names orphan tags and untagged scenarios with their place', async () => {
    const orphan = formatTrace(await traceRequirements(fixture('orphan')));
    const untagged = formatTrace(await traceRequirements(fixture('untagged')));
    expect(orphan).toContain(
      'orphan tag: @alpha/imaginary on "An imaginary thing happens" names no requirement (features/orphan.feature:9)',
    );
    expect(untagged).toContain(
      'untagged: "Something nobody asked for" has no @<capability>/<slug> tag (features/untagged.feature:9)',
    );
  });
});
