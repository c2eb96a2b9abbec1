// miau trace's code half: `// spec:` citations read from reference/, checked against the specs
// both ways, with `Implemented by:` lines excusing requirements the engine does not implement.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  formatCodeTrace,
  implementedByIn,
  parseCitations,
  traceCode,
} from '../../../conformance/trace/code.js';

const fixture = (name: string): string => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));

describe('parseCitations', () => {
  it('reads one citation line, the ids it names and what it covers', () => {
    const text = [
      '// spec: a/one',
      '// About the file.',
      'import x from "y";',
      '',
      '// spec: a/two, b/three',
      '/** Docs. */',
      'export async function play(): Promise<void> {}',
    ].join('\n');
    expect(parseCitations(text, 'f.ts')).toEqual({
      citations: [
        { file: 'f.ts', line: 1, ids: ['a/one'], covers: '(file)' },
        { file: 'f.ts', line: 5, ids: ['a/two', 'b/three'], covers: 'play' },
      ],
      problems: [],
    });
  });

  it('refuses any other form: a mention inside a comment, a wildcard, trailing words', () => {
    const text = [
      '/** Plays (spec: a/one). */',
      '// spec: a/*',
      '// spec: a/one — and more',
      ' * see spec: a/two',
    ].join('\n');
    const { citations, problems } = parseCitations(text, 'f.ts');
    expect(citations).toEqual([]);
    expect(problems.map((p) => [p.code, p.line])).toEqual([
      ['malformed-citation', 1],
      ['malformed-citation', 2],
      ['malformed-citation', 3],
      ['malformed-citation', 4],
    ]);
    expect(problems[1]?.message).toBe(
      '"a/*" is not a requirement id; cite ids as <capability>/<slug>, separated by commas, and nothing else on the line.',
    );
  });
});

describe('implementedByIn', () => {
  it('names a known implementer, flags an unknown one, and is undefined without the line', () => {
    expect(implementedByIn(['text', 'Implemented by: loader — because.'])).toBe('loader');
    expect(implementedByIn(['Implemented by: elves'])).toEqual({ unknown: 'elves' });
    expect(implementedByIn(['Nothing here.'])).toBeUndefined();
  });
});

describe('traceCode', () => {
  it('is clean when every requirement is cited or implemented elsewhere', async () => {
    const trace = await traceCode(fixture('clean'));
    expect(trace.problems).toEqual([]);
    expect(trace.ok).toBe(true);
    expect(
      trace.requirements.map((r) => [
        r.id,
        r.citations.map((c) => `${c.file}:${c.line} ${c.covers}`),
        r.implementedBy,
      ]),
    ).toEqual([
      ['alpha/first', ['reference/alpha.ts:1 (file)'], undefined],
      ['alpha/second', ['reference/alpha.ts:4 secondAndThird'], undefined],
      ['alpha/third', ['reference/alpha.ts:4 secondAndThird'], undefined],
      ['beta/only', [], 'harness'],
    ]);
  });

  it('reports unknown citations, uncited requirements, malformed citations and unknown implementers', async () => {
    const trace = await traceCode(fixture('code-problems'));
    expect(trace.ok).toBe(false);
    expect(trace.problems.map((p) => `${p.code} ${p.id ?? ''} ${p.file}:${p.line}`)).toEqual([
      'malformed-citation  reference/engine.ts:4',
      'malformed-citation  reference/engine.ts:11',
      'bad-implemented-by  openspec/specs/alpha/spec.md:0',
      'bad-implemented-by  openspec/specs/beta/spec.md:0',
      'unknown-citation alpha/removed reference/engine.ts:9',
      'uncited alpha/forgotten openspec/specs/alpha/spec.md:0',
      'uncited alpha/misattributed openspec/specs/alpha/spec.md:0',
      'uncited beta/only openspec/specs/beta/spec.md:0',
    ]);
    const cited = trace.requirements.find((r) => r.id === 'alpha/cited');
    expect(cited?.citations.map((c) => `${c.file}:${c.line} ${c.covers}`)).toEqual([
      'reference/deep/last.ts:2 (end of file)',
      'reference/engine.ts:1 (file)',
      'reference/engine.ts:14 stepOnce',
    ]);
    expect(trace.requirements.find((r) => r.id === 'alpha/loaded')?.implementedBy).toBe('loader');
  });

  // A REMOVED requirement of an active change was read as a live one: code had to cite it, and a
  // citation of it passed; a change's requirement was said to be in its capability's main spec.
  it("reads an active change's REMOVED requirements as removed, and names the change's file", async () => {
    const root = mkdtempSync(join(tmpdir(), 'miau-trace-removed-'));
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    };
    const requirement = (title: string, id: string) =>
      `### Requirement: ${title}\n<!-- id: ${id} -->\nThe engine SHALL do it.\n\n#### Scenario: It works\n- **WHEN** x\n- **THEN** y\n`;
    write(
      'openspec/specs/r/spec.md',
      `# r\n\n## Purpose\nTest.\n\n## Requirements\n\n${requirement('Old', 'r/old')}`,
    );
    write(
      'openspec/changes/ch/specs/r/spec.md',
      `## ADDED Requirements\n\n${requirement('New', 'r/new')}\n## REMOVED Requirements\n\n### Requirement: Ghost\n<!-- id: r/ghost -->\n**Reason**: gone\n`,
    );
    write('reference/x.ts', '// spec: r/old, r/ghost\nexport const x = 1;\n');
    const trace = await traceCode(root);
    expect(trace.problems.map((p) => `${p.code} ${p.id ?? ''} ${p.file}:${p.line}`)).toEqual([
      'unknown-citation r/ghost reference/x.ts:1',
      'uncited r/new openspec/changes/ch/specs/r/spec.md:0',
    ]);
  });

  it('prints requirement -> code, code -> requirement, the problems and a summary line', async () => {
    const text = formatCodeTrace(await traceCode(fixture('code-problems')));
    expect(text).toMatch(
      /^code citations \(requirement -> code\)\n {2}alpha\/cited {2}reference\/deep\/last\.ts:2, reference\/engine\.ts:1, reference\/engine\.ts:14\n/,
    );
    expect(text).toMatch(
      /\n {2}alpha\/forgotten {2}not cited\n {2}alpha\/loaded {2}implemented by the loader\n/,
    );
    expect(text).toMatch(
      /\ncode citations \(code -> requirement\)\n {2}reference\/deep\/last\.ts {2}alpha\/cited\n {2}reference\/engine\.ts {2}alpha\/cited, alpha\/removed\n/,
    );
    expect(text).toMatch(
      /\n {2}unknown-citation: alpha\/removed names no requirement of the specs or of an active change; a removed requirement must not stay cited\. \(reference\/engine\.ts:9\)\n/,
    );
    expect(text.split('\n').at(-1)).toBe(
      'code: 1 requirement cited by 4 citations in 2 files, 1 implemented elsewhere, 8 problems',
    );
  });
});
