// The grid level README.md shows as the template of a grid level: it loads with no warning in a
// pack that lists gates, and its gate matters (a designer pasted the earlier one: it warned
// feature-not-listed and was won around its gate).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPack } from '../../src/pack/loading.js';
import { solveFast } from '../../solver/search.js';

const README = readFileSync(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8');

function exampleLevel(): unknown {
  const after = README.slice(README.indexOf('A level may give `grid` and `legend`'));
  const block = /```json\n([\s\S]*?)```/.exec(after);
  if (!block) throw new Error('README.md shows no grid level after "A level may give `grid`".');
  return JSON.parse(block[1]) as unknown;
}

describe("README's grid level", () => {
  it('loads with no warning in a pack listing gates, and is won through its gate', () => {
    const pack = {
      manifest: { id: 'readme', name: 'Readme', version: '1.0.0', engine: 1, features: ['gates'] },
      levels: [exampleLevel()],
    };
    const loaded = loadPack(pack);
    expect(loaded.ok ? loaded.warnings : loaded.errors).toEqual([]);
    if (!loaded.ok) return;
    const { result } = solveFast(loaded.pack, 'hello');
    expect(result).toMatchObject({ status: 'SOLVED', moves: 'RURRRR' });
    // BYPASS gates:no: with no plate ever opening the gate, the flag cannot be reached.
    expect(solveFast(loaded.pack, 'hello', { without: ['gates'] }).result.status).toBe('UNSOLVABLE');
    expect(README).toContain('`miau solve` finds `RURRRR` with `BYPASS gates:no`');
  });
});
