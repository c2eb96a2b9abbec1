// Scenarios that judge the project's own code (pictures, sharing, the file and move-string
// readers) live in tests/features/: no engine can pass or fail them, so they are not in any
// certificate. They run here, on the reference engine, with the same step definitions, and
// must all pass; `miau trace` reads them like the certified ones.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './helpers.js';
import { certify, CERTIFIED_PATHS, listScenarios } from '../../../conformance/runner/runner.js';

const PROJECT_PATHS = ['tests/features/**/*.feature'];
const reference = join(ROOT, 'conformance', 'engines', 'reference.ts');

describe('the project features (tests/features)', () => {
  it('pass on the reference engine, every one of them', async () => {
    const result = await certify({
      engineModule: reference,
      root: ROOT,
      paths: PROJECT_PATHS,
      doubleRun: false,
    });
    // Every one listed ran: none was left out of the result.
    expect(result.scenarios.length).toBe((await listScenarios({ root: ROOT, paths: PROJECT_PATHS })).length);
    expect(result.scenarios.length).toBeGreaterThan(40);
    expect(
      result.scenarios
        .filter((s) => s.outcome !== 'passed')
        .map((s) => `${s.uri}: ${s.outcome} ${s.message}`),
    ).toEqual([]);
  }, 120_000);

  it('are none of the certified scenarios', async () => {
    const certified = new Set(
      (await listScenarios({ root: ROOT, paths: [...CERTIFIED_PATHS] })).map((s) => s.uri),
    );
    const project = await listScenarios({ root: ROOT, paths: PROJECT_PATHS });
    expect(project.every((s) => s.uri.startsWith('tests/features/'))).toBe(true);
    expect([...certified].filter((uri) => uri.startsWith('tests/'))).toEqual([]);
  }, 60_000);
});
