// The CI example (conformance/ci/certify-shards.yml) run here: its `npx miau` lines, read from
// the file, for every shard of its matrix, then its merge line over the shards' certificates,
// as the artifacts would hand them over. A tag subset, run once, keeps it quick; the merge of
// full shards is checked in tests/conformance/runner/scale.test.ts.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Certificate } from '../../../conformance/runner/certificate.js';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const workflow = readFileSync(join(ROOT, 'conformance', 'ci', 'certify-shards.yml'), 'utf8');
const SUBSET = '@rules/sink or @pairs/enter';

/** The `run:` lines that call miau, in file order. */
function miauLines(): string[] {
  return [...workflow.matchAll(/^\s*run: (npx miau .*)$/gm)].map((m) => m[1].trim());
}

/** The shard numbers of the job matrix (`shard: [1, 2, 3]`). */
function matrixShards(): number[] {
  const list = /^\s*shard: \[([\d,\s]+)\]$/m.exec(workflow)?.[1];
  return (list ?? '').split(',').map((n) => Number(n.trim()));
}

function runLine(line: string, cwd: string) {
  const node = JSON.stringify(process.execPath);
  const command = line.replace(/^npx miau /, `${node} ${JSON.stringify(join(ROOT, 'bin', 'miau.js'))} `);
  return spawnSync(command, { cwd, shell: true, encoding: 'utf8' });
}

describe('the CI example (conformance/ci/certify-shards.yml)', () => {
  it('holds a certify line per shard and a merge line, in that order', () => {
    const lines = miauLines();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /^npx miau certify .*--shard \$\{\{ matrix\.shard \}\}\/(\d+) .*--json certificate-\$\{\{ matrix\.shard \}\}\.json$/,
    );
    expect(lines[1]).toMatch(/^npx miau merge shards\/certificate-\*\.json --json certificate\.json$/);
    const count = Number(/--shard \$\{\{ matrix\.shard \}\}\/(\d+)/.exec(lines[0])?.[1]);
    expect(matrixShards()).toEqual(Array.from({ length: count }, (_, i) => i + 1));
    expect(workflow).toContain('actions/upload-artifact@v4');
    expect(workflow).toContain('needs: certify');
  });

  it('certifies every shard and merges them into one complete certificate', () => {
    const [certifyLine, mergeLine] = miauLines() as [string, string];
    const runner = mkdtempSync(join(tmpdir(), 'miau-ci-'));
    mkdirSync(join(runner, 'shards'));
    for (const shard of matrixShards()) {
      const line = `${certifyLine.replaceAll('${{ matrix.shard }}', String(shard))} --tags ${JSON.stringify(SUBSET)} --once`;
      const certified = runLine(line, runner);
      expect(certified.status, certified.stderr).toBe(0);
      copyFileSync(
        join(runner, `certificate-${shard}.json`),
        join(runner, 'shards', `certificate-${shard}.json`),
      );
    }
    const merged = runLine(mergeLine, runner);
    expect(merged.status, merged.stderr).toBe(0);
    const certificate = JSON.parse(readFileSync(join(runner, 'certificate.json'), 'utf8')) as Certificate;
    const shards = matrixShards().map(
      (i) => JSON.parse(readFileSync(join(runner, 'shards', `certificate-${i}.json`), 'utf8')) as Certificate,
    );
    expect(certificate.scenarios.length).toBe(shards[0].run.shard!.selected);
    expect(certificate.scenarios.length).toBe(shards.reduce((n, s) => n + s.scenarios.length, 0));
    expect(certificate.run.filters.tags).toBe(SUBSET);
    expect(merged.stdout.trimEnd().split('\n').at(-1)).toMatch(/^\d+ passed, 0 failed/);
  }, 600_000);
});
