// scripts/coverage-merge.mjs: the union of line coverage from two istanbul reports, and the gate.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'miau-coverage-'));

/** An istanbul file coverage with one statement per given line: line → hit count. */
function fileCoverage(path: string, lines: Record<number, number>) {
  const entries = Object.entries(lines);
  return {
    path: join(root, path),
    statementMap: Object.fromEntries(
      entries.map(([line], i) => [
        i,
        { start: { line: Number(line), column: 0 }, end: { line: Number(line), column: 1 } },
      ]),
    ),
    s: Object.fromEntries(entries.map(([, hits], i) => [i, hits])),
  };
}

function report(name: string, files: ReturnType<typeof fileCoverage>[]): string {
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(Object.fromEntries(files.map((f) => [f.path, f]))));
  return file;
}

function gate(minimum: number, ...files: string[]) {
  const run = spawnSync(process.execPath, ['scripts/coverage-merge.mjs', String(minimum), ...files], {
    cwd: root,
    encoding: 'utf8',
  });
  return { code: run.status, out: run.stdout };
}

// vitest knows lines 1-4 of src/a.ts (covering 1); the certification covers 2 and 9 (9 is a
// comment line vitest does not count); reference/b.ts only the certification saw.
const vitest = report('vitest.json', [fileCoverage('src/a.ts', { 1: 1, 2: 0, 3: 0, 4: 0 })]);
const certify = report('certify.json', [
  fileCoverage('src/a.ts', { 1: 0, 2: 3, 9: 1 }),
  fileCoverage('reference/b.ts', { 1: 1, 2: 1 }),
]);

describe('coverage-merge', () => {
  it("counts a line covered when either report covered it, on the first report's lines", () => {
    const result = gate(50, vitest, certify);
    expect(result.out).toMatch(/src\/ +50% +2\/4 lines/);
    expect(result.out).toMatch(/reference\/ +100% +2\/2 lines/);
    expect(result.out).toMatch(/conformance\/ +100% +0\/0 lines/);
    expect(result.out).toMatch(/total +66\.6% +4\/6 lines \(minimum 50% in each folder\)/);
    expect(result.code).toBe(0);
  });

  it('fails under the minimum', () => {
    expect(gate(90, vitest, certify).code).toBe(1);
    expect(gate(50, vitest).code).toBe(1);
  });

  it('gates each folder on its own: a well-covered folder cannot lift a poorly covered one', () => {
    // reference/ has 100% and src/ 50%: the total (66.6%) would pass 60%, src/ does not.
    const result = gate(60, vitest, certify);
    expect(result.out).toMatch(/src\/ +50% +2\/4 lines +UNDER 60%/);
    expect(result.code).toBe(1);
  });

  it("prints how much of reference/ the certification alone ran, on vitest's lines", () => {
    // vitest knows reference/c.ts lines 1-4 and ran all of them; the certification ran 1 and 2,
    // and solver/d.ts line 1 of 2.
    const linesFirst = report('vitest-ref.json', [
      fileCoverage('reference/c.ts', { 1: 1, 2: 1, 3: 1, 4: 1 }),
      fileCoverage('solver/d.ts', { 1: 1, 2: 1 }),
    ]);
    const hits = report('certify-ref.json', [
      fileCoverage('reference/c.ts', { 1: 1, 2: 1, 3: 0, 4: 0, 7: 1 }),
      fileCoverage('solver/d.ts', { 1: 2, 2: 0 }),
    ]);
    const result = gate(50, linesFirst, hits);
    expect(result.out).toMatch(/reference\/ +100% +4\/4 lines/);
    expect(result.out).toMatch(/solver\/ +100% +2\/2 lines/);
    expect(result.out).toContain(
      'reference/ and solver/ run by the Gherkin scenarios alone: 50% (3/6 lines); the engine 50% (2/4 lines), solver/ 50% (1/2 lines)',
    );
  });

  it('refuses a call without a minimum and reports', () => {
    expect(gate(Number.NaN).code).toBe(2);
  });
});
