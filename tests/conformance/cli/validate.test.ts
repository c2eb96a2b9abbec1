// `miau validate` exit status (design.md D7 of add-pack-safety): 0 loads, 1 does not load,
// 2 usage, 3 loads with warnings under --strict. The acceptance commands of issue 6.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { miau } from './miau.js';
import { printDiagnostics } from '../../../conformance/cli/commands/validate.js';

const example = (name: string) => join(import.meta.dirname, '..', '..', '..', 'packs', 'examples', name);

describe('miau validate and warnings', () => {
  it('prints the noun trap and exits 0: the pack loads', async () => {
    const result = await miau('validate', example('noun-trap.json'));
    expect(result.code).toBe(0);
    expect(result.writes).toHaveLength(2);
    expect(result.writes[0]).toMatch(
      /^warning {2}undeclared-predicate {2}\/levels\/0\/objects\/13 {2}Level 1 \("key-and-door"\) object 14 is the word SHUT at \(8, 1\)/,
    );
    expect(result.writes[1]).toBe('ok: noun-trap, 1 level, 1 warning');
  });

  it('exits 3 with --strict when the pack has warnings, and 0 when it has none', async () => {
    expect((await miau('validate', '--strict', example('noun-trap.json'))).code).toBe(3);
    expect(await miau('validate', '--strict', example('tiny.json'))).toMatchObject({
      code: 0,
      writes: ['ok: tiny, 1 level'],
    });
  });

  it('prints the player line for a feature this build does not know and exits 1', async () => {
    const result = await miau('validate', example('needs-newer-miau.json'));
    expect(result.code).toBe(1);
    expect(result.writes).toEqual([
      'error  needs-newer-miau  /manifest/features/0  This pack needs a newer Miau. It lists the feature "portals", which this build does not know (it knows automata, pairs and gates).',
    ]);
  });

  it('documents the exit statuses in its usage', async () => {
    const help = await miau('validate', '--help');
    expect(help.code).toBe(0);
    expect(help.writes.join('\n')).toMatch(/3 with --strict, the pack loads but has warnings/);
  });
});

// A pack of 262,144 errors printed 262,144 lines (36 MB): the first 1,000 are listed, then a count.
describe('miau validate of a pack with very many problems', () => {
  const dir = mkdtempSync(join(tmpdir(), 'miau-many-'));
  const file = join(dir, 'many.json');
  const objects = Array.from({ length: 1500 }, () => ({ kind: 'object', noun: 'CAT', x: 9, y: 0 }));
  writeFileSync(
    file,
    JSON.stringify({
      manifest: { id: 'many', name: 'Many', version: '1.0.0', engine: 1 },
      levels: [{ id: 'one', title: 'One', width: 2, height: 1, objects }],
    }),
  );

  it('lists the first 1000 and counts the rest; --all lists every one', async () => {
    const listed = await miau('validate', file);
    expect(listed.code).toBe(1);
    expect(listed.writes).toHaveLength(1001);
    expect(listed.writes[999]).toMatch(/^error {2}off-board {2}\/levels\/0\/objects\/999 /);
    expect(listed.writes[1000]).toBe(
      'miau: 500 more problems not listed (500 errors); fix those above first, or list every one with --all.',
    );
    const all = await miau('validate', '--all', file);
    expect(all.code).toBe(1);
    expect(all.writes).toHaveLength(1500);
  });
});

describe('the cut of a long list of problems', () => {
  it('puts the errors first, so warnings never hide why a pack is refused', () => {
    const lines: string[] = [];
    const io = { out: (line: string) => lines.push(line), err: (line: string) => lines.push(line) };
    const warning = {
      severity: 'warning' as const,
      code: 'undeclared-predicate',
      path: '/levels/0/objects/1',
      message: 'w',
    };
    const error = {
      severity: 'error' as const,
      code: 'off-board',
      path: '/levels/1/objects/0',
      message: 'e',
    };
    printDiagnostics([warning, warning, warning, error], io, 2);
    expect(lines).toEqual([
      'error  off-board  /levels/1/objects/0  e',
      'warning  undeclared-predicate  /levels/0/objects/1  w',
      'miau: 2 more problems not listed (2 warnings); fix those above first, or list every one with --all.',
    ]);
    lines.length = 0;
    printDiagnostics([warning, error], io, 2);
    expect(lines).toEqual([
      'warning  undeclared-predicate  /levels/0/objects/1  w',
      'error  off-board  /levels/1/objects/0  e',
    ]);
  });
});
