// The feature index (conformance/runner/feature-index.ts): cucumber, handed only the files it
// keeps, plans the very scenarios it plans on the whole suite, in the same order.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { loadConfiguration, loadSources } from '@cucumber/cucumber/api';
import { afterAll, describe, expect, it } from 'vitest';
import { filesHolding, PickleCache } from '../../../conformance/runner/feature-index.js';
import { CERTIFIED_PATHS } from '../../../conformance/runner/runner.js';
import { ROOT } from './helpers.js';

const scratch = mkdtempSync(join(tmpdir(), 'miau-feature-index-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The scenarios cucumber plans for `paths` under `root` and the filters: uri and name, in order. */
async function planned(
  root: string,
  paths: readonly string[],
  tags: string,
  name: string[],
): Promise<string[]> {
  const { runConfiguration } = await loadConfiguration(
    { file: false, provided: { paths: [...paths], tags, name } },
    { cwd: root },
  );
  const { plan } = await loadSources(runConfiguration.sources, { cwd: root });
  return plan.map((pickle) => `${pickle.uri} ${pickle.name}`);
}

const SELECTIONS: [string, string[]][] = [
  ['@rules/sink', []],
  ['@rules/sink or @pairs/enter or @automata/actions', []],
  ['@automata and not @rules/undo', []],
  ['', ['^Waiting counts as a turn$']],
  ['', ['^Waiting counts as a turn$', '^The player reaches the flag$']],
  // An outline's rows are named after their values: <pack> / <level> becomes clockwork / …
  ['', ['^clockwork / ']],
  ['@pairs', ['opened', 'pair']],
];

describe('filesHolding', () => {
  it.each(SELECTIONS)('keeps what cucumber plans for tags %j and names %j, in order', async (tags, name) => {
    const kept = await filesHolding(ROOT, CERTIFIED_PATHS, { tags, name });
    expect(kept).toBeDefined();
    const everything = await planned(ROOT, CERTIFIED_PATHS, tags, name);
    expect(everything.length).toBeGreaterThan(0);
    expect(await planned(ROOT, kept!, tags, name)).toEqual(everything);
    // Each file kept holds something picked: nothing is read for nothing.
    const uris = new Set(everything.map((line) => line.split(' ')[0]));
    expect(kept!.map((file) => relative(ROOT, file)).sort()).toEqual([...uris].sort());
  });

  it('leaves the paths alone when there is no filter, a line or list path, or nothing picked', async () => {
    expect(await filesHolding(ROOT, CERTIFIED_PATHS, {})).toBeUndefined();
    expect(await filesHolding(ROOT, CERTIFIED_PATHS, { tags: '', name: [] })).toBeUndefined();
    expect(
      await filesHolding(ROOT, ['features/rules/wait.feature:4'], { tags: '@rules/sink' }),
    ).toBeUndefined();
    expect(await filesHolding(ROOT, ['@rerun.txt'], { tags: '@rules/sink' })).toBeUndefined();
    // Cucumber reads an empty path list as every file: no match keeps the globs.
    expect(
      await filesHolding(ROOT, CERTIFIED_PATHS, { name: ['^no scenario is named so$'] }),
    ).toBeUndefined();
  });

  it('keeps a file that does not parse, for cucumber to report', async () => {
    const root = join(scratch, 'broken');
    mkdirSync(join(root, 'features'), { recursive: true });
    writeFileSync(join(root, 'features', 'a.feature'), 'Feature: A\n  @x\n  Scenario: One\n    Given a\n');
    writeFileSync(join(root, 'features', 'b.feature'), 'Feature: B\n  Scenario: Two\n    Given b\n');
    writeFileSync(
      join(root, 'features', 'c.feature'),
      'Feature: C\n  Scenario Outline: <n>\n  Given\n  Examples: x\n',
    );
    writeFileSync(join(root, 'features', 'd.feature'), 'this is not Gherkin\n');
    const kept = await filesHolding(root, CERTIFIED_PATHS, { tags: '@x' });
    expect(kept?.map((file) => relative(root, file))).toEqual(['features/a.feature', 'features/d.feature']);
  });

  it('reads what it compiled before from its folder, and compiles again over a damaged entry', async () => {
    const root = join(scratch, 'cached');
    mkdirSync(join(root, 'features'), { recursive: true });
    const text = (tag: string) => `Feature: F\n  @${tag}\n  Scenario: S\n    Given a\n`;
    writeFileSync(join(root, 'features', 'a.feature'), text('a'));
    writeFileSync(join(root, 'features', 'b.feature'), text('b'));
    const folder = join(scratch, 'cache');
    const first = await filesHolding(root, CERTIFIED_PATHS, { tags: '@a' }, new PickleCache(folder));
    expect(first?.map((file) => relative(root, file))).toEqual(['features/a.feature']);
    const entries = readdirSync(folder);
    expect(entries).toHaveLength(2);
    // A later process reads the entries: here they say b holds @a, and it believes them.
    for (const entry of entries) writeFileSync(join(folder, entry), '[{"name":"S","tags":["@a"]}]');
    const believed = await filesHolding(root, CERTIFIED_PATHS, { tags: '@b' }, new PickleCache(folder));
    expect(believed).toBeUndefined();
    for (const entry of entries) writeFileSync(join(folder, entry), '{"not": "pickles"}');
    const compiled = await filesHolding(root, CERTIFIED_PATHS, { tags: '@b' }, new PickleCache(folder));
    expect(compiled?.map((file) => relative(root, file))).toEqual(['features/b.feature']);
  });
});
