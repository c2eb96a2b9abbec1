// scripts/mutation-inputs.mjs: when the CI mutation gate may reuse the recorded run's verdicts.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  INCREMENTAL_RECORD,
  INCREMENTAL_REPORT,
  recordOf,
  sameRun,
  scenarioInputs,
  whyNotReusable,
} from '../../scripts/mutation-inputs.mjs';

const SCOPE = 'reference/*.ts';

/** A git repository holding `files`, with a recorded run of SCOPE. */
function recordedProject(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'miau-mutation-inputs-'));
  const all = { ...files, [INCREMENTAL_REPORT]: '{"files":{}}' };
  for (const [file, text] of Object.entries(all)) write(root, file, text);
  git(root, 'init', '-q');
  git(root, 'add', '.');
  write(root, INCREMENTAL_RECORD, JSON.stringify(recordOf(root, SCOPE)));
  git(root, 'add', '.');
  return root;
}

function write(root: string, file: string, text: string): void {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
}

function git(root: string, ...args: string[]): void {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0);
}

const project = {
  'reference/turn.ts': 'export const turn = 1;\n',
  'features/rules/push.feature': 'Feature: push\n',
  'features/step_definitions/steps.ts': 'export {};\n',
  'packs/clockwork/pack.json': '{}\n',
  'tests/a.test.ts': 'it();\n',
  'docs/mutation.md': '# numbers\n',
  'README.md': '# words\n',
};

describe('the recorded run of the mutation gate', () => {
  it('reads every tracked file the scenarios read, but the feature files, tests, docs and READMEs', () => {
    const root = recordedProject(project);
    write(root, 'reference/untracked.ts', 'export {};\n');
    expect(scenarioInputs(root)).toEqual([
      'features/step_definitions/steps.ts',
      'packs/clockwork/pack.json',
      'reference/turn.ts',
    ]);
  });

  it('is reusable when nothing changed, or only a feature file, a test, a doc or a README', () => {
    const root = recordedProject(project);
    expect(whyNotReusable(root, SCOPE)).toBeUndefined();
    write(root, 'features/rules/push.feature', 'Feature: push, reworded\n');
    write(root, 'tests/a.test.ts', 'it(); it();\n');
    write(root, 'docs/mutation.md', '# other numbers\n');
    write(root, 'README.md', '# other words\n');
    expect(whyNotReusable(root, SCOPE)).toBeUndefined();
  });

  it.each([
    ['a step definition', 'features/step_definitions/steps.ts'],
    ['an engine file', 'reference/turn.ts'],
    ['a pack', 'packs/clockwork/pack.json'],
  ])('is not reusable when %s changed', (_, file) => {
    const root = recordedProject(project);
    write(root, file, 'changed\n');
    expect(whyNotReusable(root, SCOPE)).toMatch(/changed since the recorded run/);
  });

  it('is not reusable when a file the scenarios read is added', () => {
    const root = recordedProject(project);
    write(root, 'conformance/new.ts', 'export {};\n');
    git(root, 'add', '.');
    expect(whyNotReusable(root, SCOPE)).toMatch(/changed since the recorded run/);
  });

  it('is not reusable for another scope, with a report it does not vouch for, or without a record', () => {
    const root = recordedProject(project);
    expect(whyNotReusable(root, 'solver/*.ts')).toMatch(/mutated reference\/\*\.ts, not solver/);
    write(root, INCREMENTAL_REPORT, '{"files":{"reference/turn.ts":{}}}');
    expect(whyNotReusable(root, SCOPE)).toMatch(/is not the report the recorded run wrote/);
    write(root, INCREMENTAL_RECORD, 'not json');
    expect(whyNotReusable(root, SCOPE)).toMatch(/is not JSON/);
    expect(whyNotReusable(recordedProjectWithout(), SCOPE)).toMatch(/there is no recorded run/);
  });

  it('is not reusable outside a git checkout, where the files cannot be listed', () => {
    const root = recordedProject(project);
    rmSync(join(root, '.git'), { recursive: true, force: true });
    expect(whyNotReusable(root, SCOPE)).toMatch(/cannot be listed/);
  });
});

function recordedProjectWithout(): string {
  const root = mkdtempSync(join(tmpdir(), 'miau-mutation-inputs-'));
  git(root, 'init', '-q');
  return root;
}

describe('a gate run that only reused the recorded one', () => {
  const at = (line: number, column: number) => ({
    start: { line, column },
    end: { line, column: column + 1 },
  });
  const report = (statuses: string[], lines = ['a < b', 'c < d'], feature = 'Feature: x') => ({
    files: {
      'reference/x.ts': {
        source: lines.join('\n'),
        mutants: statuses.map((status, i) => ({
          id: String(i + 7 * statuses.length),
          mutatorName: 'EqualityOperator',
          replacement: '<=',
          status,
          location: at(i + 1, 3),
        })),
      },
    },
    testFiles: { 'features/x.feature': { source: feature, tests: [] } },
  });

  it('is the same run when only the numbering or the places moved', () => {
    expect(sameRun(report(['Killed', 'Survived']), report(['Killed', 'Survived']))).toBe(true);
    const moved = report(['Killed', 'Survived'], ['', 'a < b', 'c < d']);
    moved.files['reference/x.ts'].mutants.forEach((m, i) => (m.location = at(i + 2, 3)));
    expect(sameRun(report(['Killed', 'Survived']), moved)).toBe(true);
  });

  it('is another run when a verdict or a feature file changed', () => {
    expect(sameRun(report(['Killed', 'Survived']), report(['Killed', 'Killed']))).toBe(false);
    expect(sameRun(report(['Killed']), report(['Killed', 'Survived']))).toBe(false);
    const reworded = report(['Killed', 'Survived'], undefined, 'Feature: y');
    expect(sameRun(report(['Killed', 'Survived']), reworded)).toBe(false);
  });
});
