// `miau replay` lists at most 1,000 events of a turn, then counts the rest: a turn of 4,000 mice
// under 32 automata has 128,000 automaton events, which printed 5 MB for one move.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { miau } from './miau.js';
import { crowdPack } from '../../fixtures/crowd.js';

const MICE = 4_000;
const AUTOMATA = 32;

function crowdedPackFile(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'miau-replay-events-')), 'crowd.json');
  writeFileSync(file, JSON.stringify(crowdPack(MICE, AUTOMATA)));
  return file;
}

describe('miau replay of a turn with very many events', () => {
  it('lists 1,000 of them, then one line counting the rest', async () => {
    const { code, out } = await miau('replay', crowdedPackFile(), '--level', 'crowd', 'R');
    expect(code).toBe(0);
    const lines = out.split('\n');
    expect(lines.filter((line) => line.startsWith('   automated '))).toHaveLength(1000);
    expect(lines).toContain(`   … and ${MICE * AUTOMATA - 1000} more events of this turn, not listed`);
    expect(lines.at(-1)).toBe('end  1 move: 1 accepted, 0 refused; the level is won');
  });
});
