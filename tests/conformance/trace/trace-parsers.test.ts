// The two readers behind miau trace, on inline text, plus the output and exit code of `miau trace`.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { run as runTrace } from '../../../conformance/cli/commands/trace.js';
import { parseFeatureText } from '../../../conformance/trace/features.js';
import { parseSpecText } from '../../../conformance/trace/specs.js';

const main = { file: 'openspec/specs/alpha/spec.md', capability: 'alpha' };
const delta = { file: 'openspec/changes/c/specs/alpha/spec.md', capability: 'alpha', change: 'c' };

describe('parseSpecText', () => {
  it('reads only requirements inside the Requirements section', () => {
    const text = [
      '# alpha Specification',
      '## Purpose',
      '### Requirement: Not here',
      '## Requirements',
      '### Requirement: Here',
      '<!--id:alpha/here-->',
      'It SHALL be here.',
    ].join('\r\n');
    expect(parseSpecText(text, main)).toEqual([
      { id: 'alpha/here', title: 'Here', capability: 'alpha', file: main.file, line: 5 },
    ]);
  });

  it('reads ADDED and MODIFIED requirements of a change, not REMOVED or RENAMED ones', () => {
    const text = [
      '## ADDED Requirements',
      '### Requirement: New',
      '<!-- id: alpha/new -->',
      '## MODIFIED Requirements',
      '### Requirement: Changed',
      '<!-- id: alpha/changed -->',
      '## REMOVED Requirements',
      '### Requirement: Old',
      '## RENAMED Requirements',
      '- FROM: `### Requirement: Old`',
    ].join('\n');
    expect(parseSpecText(text, delta).map((req) => [req.id, req.delta, req.change])).toEqual([
      ['alpha/new', 'ADDED', 'c'],
      ['alpha/changed', 'MODIFIED', 'c'],
    ]);
  });

  // Each of these hid a requirement from trace, so no scenario had to cover it, while
  // openspec validate and archive read it.
  it('reads a spec as OpenSpec does: after a byte-order mark, at lone CRs, through fences of either kind', () => {
    const text = [
      '\uFEFF## Requirements',
      '### Requirement: After the mark',
      '<!-- id: alpha/marked -->',
      '~~~markdown',
      '```',
      '### Requirement: In the tilde fence',
      '~~~',
      '````',
      '```',
      '### Requirement: In the long fence',
      '````',
      '###Requirement: Tight ###',
      '<!-- id: alpha/tight -->',
      '### requirement: Lower case',
      '<!-- id: alpha/lower -->',
    ].join('\r');
    expect(parseSpecText(text, main).map((req) => [req.line, req.title, req.id])).toEqual([
      [2, 'After the mark', 'alpha/marked'],
      [12, 'Tight', 'alpha/tight'],
      [14, 'Lower case', 'alpha/lower'],
    ]);
  });

  it('leaves the id undefined when the first line under the heading is not an id comment', () => {
    const text = [
      '## Requirements',
      '### Requirement: Late',
      'It SHALL be late.',
      '<!-- id: alpha/late -->',
    ].join('\n');
    expect(parseSpecText(text, main)[0]?.id).toBeUndefined();
  });
});

describe('parseFeatureText', () => {
  it('does not count a Background and lists an inherited tag once', () => {
    const text = [
      '@alpha/one',
      'Feature: F',
      '  Background:',
      '    Given a board',
      '  @alpha/one @alpha/two',
      '  Scenario: S',
      '    When it runs',
    ].join('\n');
    expect(parseFeatureText(text, 'features/f.feature')).toEqual([
      { name: 'S', file: 'features/f.feature', line: 6, tags: ['@alpha/one', '@alpha/two'] },
    ]);
  });

  // Cucumber runs nothing for an Examples table without rows: its tag covers no requirement.
  it('counts the tags of an Examples table only when it has rows, and no outline whose tables are all empty', () => {
    const text = [
      'Feature: F',
      '  Scenario Outline: Half empty',
      '    When it runs <n>',
      '    @alpha/empty',
      '    Examples:',
      '      | n |',
      '    @alpha/full',
      '    Examples:',
      '      | n |',
      '      | 1 |',
      '  @alpha/outline',
      '  Scenario Outline: All empty',
      '    When it runs <n>',
      '    @alpha/none',
      '    Examples:',
      '      | n |',
      '  @alpha/plain',
      '  Scenario Outline: Without examples',
      '    When it runs',
    ].join('\n');
    expect(parseFeatureText(text, 'features/f.feature').map((s) => [s.name, s.tags])).toEqual([
      ['Half empty', ['@alpha/full']],
      ['Without examples', ['@alpha/plain']],
    ]);
  });

  it('finds no scenario in an empty file', () => {
    expect(parseFeatureText('', 'features/empty.feature')).toEqual([]);
  });

  it('throws the parser error on text that is not Gherkin', () => {
    expect(() => parseFeatureText('not gherkin at all\n', 'features/bad.feature')).toThrow(
      /got 'not gherkin at all'/,
    );
  });
});

describe('miau trace', () => {
  const fixture = (name: string): string => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));

  it('writes the report and exits 0 when the trace is ok', async () => {
    let written = '';
    const code = await runTrace(['--root', fixture('clean')], {
      out: (text) => (written += `${text}\n`),
      err: () => undefined,
    });
    expect(code).toBe(0);
    expect(written).toMatch(/trace: 4 requirements, 4 scenarios, 0 problems\n/);
    expect(written).toMatch(
      /code: 3 requirements cited by 2 citations in 1 file, 1 implemented elsewhere, 0 problems\n$/,
    );
  });

  it('exits 1 when there is a problem', async () => {
    const code = await runTrace(['--root', fixture('orphan')], {
      out: () => undefined,
      err: () => undefined,
    });
    expect(code).toBe(1);
  });
});
