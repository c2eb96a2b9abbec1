// scripts/mutation-report.mjs and scripts/mutation-typecheck.mjs: how `npm run mutation`
// judges Stryker's report, and how it tells a runtime error that type-checks from one tsc rejects.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  catchers,
  judge,
  keyOf,
  mergeReports,
  mutantsOf,
  summaryOf,
  withFilesOf,
  withMutantsOf,
} from '../../scripts/mutation-report.mjs';
import { applyMutant, typeCheckMutants } from '../../scripts/mutation-typecheck.mjs';

const at = (line: number, column: number) => ({ line, column });

// One file, two lines; mutants on "a > b" (line 1) and "x" (line 2, columns 10-11).
const source = 'if (a > b) {\n  return x;\n}';
const mutant = (id: string, status: string, start = at(1, 5), end = at(1, 10), replacement = 'false') => ({
  id,
  status,
  mutatorName: 'ConditionalExpression',
  replacement,
  location: { start, end },
});
const report = {
  files: {
    'reference/f.ts': {
      source,
      mutants: [
        ...['1', '2', '3', '4', '5', '6'].map((id) => mutant(id, 'Killed')),
        mutant('7', 'Timeout'),
        mutant('8', 'Survived', at(2, 10), at(2, 11), 'y'),
        mutant('9', 'NoCoverage'),
        mutant('10', 'RuntimeError'),
        mutant('11', 'RuntimeError'),
      ],
    },
  },
};

describe('judging a mutation report', () => {
  it('reads the replaced code from the source', () => {
    const mutants = mutantsOf(report);
    expect(mutants.find((m) => m.id === '8')?.original).toBe('x');
    expect(keyOf(mutants[0])).toBe('reference/f.ts | ConditionalExpression | a > b | false');
  });

  it('counts a runtime error that type-checks as detected and leaves out one tsc rejects', () => {
    const j = judge(report, new Set(['10']), []);
    expect(j.counts).toMatchObject({ killed: 6, timeout: 1, survived: 1, noCoverage: 1, runtimeErrors: 2 });
    expect(j.score).toBe(80); // (6 + 1 + 1) / (8 + 2)
    expect(j.strykerScore).toBe(77.77); // 7 / 9, runtime errors left out
    expect(j.strictScore).toBe(63.63); // 7 / 11, runtime errors undetected
  });

  it('tells explained survivors from unexplained ones, and lists equivalents no longer seen', () => {
    const j = judge(report, new Set(), [
      { key: 'reference/f.ts | ConditionalExpression | x | y', why: 'x and y are the same here.' },
      { key: 'reference/gone.ts | BlockStatement | {} | {}', why: 'Removed since.' },
    ]);
    expect(j.explained.map((e: { m: { id: string }; why: string }) => [e.m.id, e.why])).toEqual([
      ['8', 'x and y are the same here.'],
    ]);
    expect(j.unexplained.map((m: { id: string }) => m.id)).toEqual(['9']);
    expect(j.staleEquivalents).toHaveLength(1);
    const summary = summaryOf([{ name: 'reference', j, catchers: catchers(report) }], {
      scope: 'a test',
      minimum: { reference: 60 },
    });
    expect(summary).toContain(
      '| reference/f.ts:2:10 | ConditionalExpression: `x` → `y` | x and y are the same here. |',
    );
    expect(summary).toContain('- NoCoverage reference/f.ts:1:5 ConditionalExpression: `a > b` → `false`');
    expect(summary).toContain('**63.63%** (≥ 60%)');
  });

  it('merges a second run: each mutant keeps the better verdict and says which runs detected it', () => {
    const file = (...statuses: string[]) => ({
      files: {
        'reference/f.ts': {
          source,
          mutants: statuses.map((status, i) => mutant(String(i), status, at(1, 5), at(1, 10), `r${i}`)),
        },
      },
    });
    const merged = mergeReports(
      file('Killed', 'Survived', 'Killed', 'NoCoverage', 'RuntimeError'),
      file('Killed', 'Killed', 'Survived', 'Survived', 'Survived'),
    );
    expect(mutantsOf(merged).map((m: { status: string }) => m.status)).toEqual([
      'Killed',
      'Killed',
      'Killed',
      'Survived',
      'RuntimeError',
    ]);
    expect(catchers(merged)).toEqual({ both: 1, only: { vitest: 1, scenarios: 1 } });
  });

  it('takes the files a refreshed run mutated from it, and keeps every other file', () => {
    const report = (file: string, status: string) => ({
      files: { [file]: { source, mutants: [mutant('1', status, at(1, 5), at(1, 10), 'r')] } },
    });
    const kept = {
      files: { ...report('solver/a.ts', 'Survived').files, ...report('solver/b.ts', 'Survived').files },
    };
    const refreshed = withFilesOf(kept, report('solver/a.ts', 'Killed'));
    const statusOf = (file: string) => refreshed.files[file].mutants[0].status;
    expect([statusOf('solver/a.ts'), statusOf('solver/b.ts')]).toEqual(['Killed', 'Survived']);
    expect(kept.files['solver/a.ts'].mutants[0].status).toBe('Survived');
  });
});

describe('running some lines again', () => {
  const kept = {
    files: {
      'solver/a.ts': {
        source,
        mutants: [mutant('1', 'Killed'), mutant('2', 'Survived', at(2, 10), at(2, 11), 'y')],
      },
      'solver/b.ts': { source, mutants: [mutant('1', 'Survived')] },
    },
  };

  it('takes the verdict of each mutant run again, matched by place and replacement, and keeps the rest', () => {
    const again = {
      files: { 'solver/a.ts': { source, mutants: [mutant('9', 'Killed', at(2, 10), at(2, 11), 'y')] } },
    };
    const merged = withMutantsOf(kept, again);
    expect(merged.files['solver/a.ts'].mutants.map((m) => [m.id, m.status])).toEqual([
      ['1', 'Killed'],
      ['9', 'Killed'],
    ]);
    expect(merged.files['solver/b.ts']).toBe(kept.files['solver/b.ts']);
    // The same place with another replacement is another mutant: nothing to take from it.
    const other = {
      files: { 'solver/a.ts': { source, mutants: [mutant('9', 'Killed', at(2, 10), at(2, 11), 'z')] } },
    };
    expect(withMutantsOf(kept, other).files['solver/a.ts'].mutants[1].status).toBe('Survived');
  });

  it('refuses lines of a source that changed since the kept run', () => {
    const changed = { files: { 'solver/a.ts': { source: `${source}\n`, mutants: [] } } };
    expect(() => withMutantsOf(kept, changed)).toThrow(
      'solver/a.ts is not the source the kept report mutated',
    );
  });
});

describe('type-checking mutants', () => {
  it('puts the replacement in place, across lines', () => {
    expect(applyMutant(source, { location: { start: at(1, 5), end: at(2, 11) }, replacement: 'ok' })).toBe(
      'if (ok;\n}',
    );
  });

  // A project of its own, as small as the check allows: the language service parses every file
  // of a tsconfig, and the project's own (some 600 files) cost this test 15 to 20 s.
  it('rejects a mutant tsc rejects and keeps one that type-checks', () => {
    const project = mkdtempSync(join(tmpdir(), 'miau-typecheck-'));
    mkdirSync(join(project, 'reference'));
    writeFileSync(
      join(project, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { strict: true, noEmit: true, types: [] }, include: ['reference'] }),
    );
    const file = 'reference/things.ts';
    const text = [
      "type Placed = { kind: 'word'; text: string } | { kind: 'object'; noun: string };",
      "export const nameOf = (placed: Placed): string => (placed.kind === 'word' ? placed.text : placed.noun);",
      'export const after = (a: { id: string }, b: { id: string }): boolean => a.id > b.id;',
      '',
    ].join('\n');
    writeFileSync(join(project, file), text);
    const locate = (snippet: string) => {
      const offset = text.indexOf(snippet);
      expect(offset).toBeGreaterThanOrEqual(0);
      const before = text.slice(0, offset).split('\n');
      const start = at(before.length, before.at(-1)!.length + 1);
      return { start, end: at(start.line, start.column + snippet.length) };
    };
    const results = typeCheckMutants(project, [
      // A word read as an object: `placed.text` does not exist on every thing placed.
      { id: 'bad', file, location: locate("placed.kind === 'word'"), replacement: 'false' },
      // Another comparison of two strings: still well typed.
      { id: 'good', file, location: locate('a.id > b.id'), replacement: 'a.id >= b.id' },
    ]);
    expect(results.map((r: { id: string; ok: boolean }) => [r.id, r.ok])).toEqual([
      ['bad', false],
      ['good', true],
    ]);
  });
});
