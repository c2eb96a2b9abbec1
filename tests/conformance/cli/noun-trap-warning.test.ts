// The noun trap is not silent where a pack is played (spec: packs/noun-trap; issue 16): replay,
// solve and certify print the warning `miau validate` prints.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run as validate } from '../../../conformance/cli/commands/validate.js';
import { run as replay } from '../../../conformance/cli/commands/replay.js';
import { run as runSolve } from '../../../conformance/cli/commands/solve.js';
import { nounTrapLinesOfPacks, packsPlayed } from '../../../conformance/cli/noun-trap-warning.js';
import { miau } from './miau.js';
import '../runner/typescript-imports.js';

// The fixture project's packs: trap/ is the seed's trap (DOOR IS SHUT with SHUT declared
// nowhere, so doors would become `shut` things), and unplayed/ is another pack with the same trap.
const project = join(import.meta.dirname, '..', '..', 'fixtures', 'project');
const dir = join(project, 'packs');
const packDir = join(dir, 'trap');

async function lines(
  command: (args: string[], io: { out(t: string): void; err(t: string): void }) => Promise<number>,
  args: string[],
) {
  const out: string[] = [];
  const err: string[] = [];
  await command(args, { out: (t) => out.push(...t.split('\n')), err: (t) => err.push(...t.split('\n')) });
  return { out, err };
}

describe('the noun-trap warning outside validate', async () => {
  const validated = (await lines(validate, [packDir])).out.filter((line) =>
    line.includes('undeclared-predicate'),
  );

  it('is given by validate once, naming SHUT', () => {
    expect(validated).toHaveLength(1);
    expect(validated[0]).toMatch(/^warning {2}undeclared-predicate {2}\/levels\/0\/objects\/5 {2}.*SHUT/);
  });

  it('is printed by replay, on stderr, before the game', async () => {
    expect((await lines(replay, [packDir, '--level', 'one', '--moves', 'R'])).err).toEqual(validated);
  });

  it('is printed by solve before its report', async () => {
    const printed: string[] = [];
    await runSolve([packDir, '--max', '10'], {
      out: (line) => printed.push(line),
      err: (line) => printed.push(line),
    });
    expect(printed[0]).toBe(validated[0]);
  });

  it('is printed by certify for each bundled pack with a trap, led by the pack folder', async () => {
    expect(await nounTrapLinesOfPacks(dir, ['trap'])).toEqual([`trap: ${validated[0]}`]);
    expect(await nounTrapLinesOfPacks(dir, ['other'])).toEqual([]);
    expect(await nounTrapLinesOfPacks(dir, [])).toEqual([]);
    expect(await nounTrapLinesOfPacks(join(dir, 'none'), ['trap'])).toEqual([]);
  });

  it("finds the packs a run played from its scenarios' @pack tags, each once", () => {
    const scenarios = [
      { tags: ['solver/stored-proofs', 'automata', 'pack:clockwork'] },
      { tags: ['rules/sink'] },
      { tags: ['pack:crate-works', 'gates'] },
      { tags: ['pack:clockwork'] },
    ];
    expect(packsPlayed(scenarios).sort()).toEqual(['clockwork', 'crate-works']);
    expect(packsPlayed([{ tags: ['package', 'pack'] }])).toEqual([]);
  });

  // The fixture project tags one scenario @pack:trap.
  const toy = join(import.meta.dirname, '..', '..', 'fixtures', 'engines', 'toy.ts');
  const certifyProject = (tags: string) =>
    miau('certify', '--root', project, '--engine', toy, '--tags', tags, '--once', '--quiet');

  it('is printed by certify for the packs its stored-proof scenarios played, and no other', async () => {
    const played = await certifyProject('@pack:trap');
    expect(played.code, played.err).toBe(0);
    const warned = played.err.split('\n').filter((line) => line.startsWith('packs/'));
    expect(warned).toHaveLength(1);
    expect(warned[0]).toMatch(
      /^packs\/trap: warning {2}undeclared-predicate {2}\/levels\/0\/objects\/5 {2}.*SHUT/,
    );
    const none = await certifyProject('not @pack:trap and not @harness');
    expect(none.code, none.err).toBe(0);
    expect(none.err).not.toContain('undeclared-predicate');
  });
});
