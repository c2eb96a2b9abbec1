// miau reconcile walked through on a fixture project (tests/fixtures/reconcile-project): an
// active change with one requirement in each state, the same change once its code is fixed, a
// work-in-progress change, an archived change that is reconciled and one a later change took
// out of the specs. The exact text and JSON printed are checked in under expected/.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import '../runner/typescript-imports.js';
import { miau } from '../cli/miau.js';
import type { Reconciliation } from '../../../src/types/reconcile.js';
import { schemaValidator } from '../../../src/schema/registry.js';

const here = import.meta.dirname;
const root = join(here, '..', '..', 'fixtures', 'reconcile-project');
const toy = join(here, '..', '..', 'fixtures', 'engines', 'toy.ts');
const clock = join(root, 'reference', 'clock.ts');
const expected = (name: string): string => readFileSync(join(here, 'expected', name), 'utf8');

/** `miau reconcile` over the fixture project, its output ending in a newline as printed. */
async function reconcile(...argv: string[]) {
  const run = await miau('reconcile', '--root', root, ...argv);
  return { ...run, out: `${run.out}\n` };
}

const states = (report: Reconciliation): Record<string, string> =>
  Object.fromEntries(
    report.changes.flatMap((c) => c.requirements.map((r) => [`${r.delta} ${r.id}`, r.state])),
  );

describe('miau reconcile on an active change', () => {
  it('prints every state: the alarm is code behind on the bare toy engine', async () => {
    const result = await reconcile('add-alarm', '--engine', toy);
    expect(result.out).toBe(expected('add-alarm-on-toy.txt'));
    expect(result.code).toBe(1);
  });

  it('prints the same as JSON that fits schemas/reconcile.schema.json', async () => {
    const result = await reconcile('add-alarm', '--engine', toy, '--json');
    expect(result.out).toBe(expected('add-alarm-on-toy.json'));
    const report = JSON.parse(result.out) as Reconciliation;
    const validate = schemaValidator('reconcile');
    expect(validate(report), JSON.stringify(validate.errors)).toBe(true);
    expect(states(report)).toEqual({
      'ADDED clock/alarm': 'code-behind',
      'ADDED clock/snooze': 'specified-only',
      'ADDED clock/chime': 'scenarios-missing',
      'ADDED clock/dial': 'code-missing',
      'MODIFIED clock/count': 'reconciled',
      'REMOVED clock/legacy': 'still-cited',
      'REMOVED clock/cuckoo': 'still-tested',
      'RENAMED clock/face': 'reconciled',
    });
    expect(report.ok).toBe(false);
  });

  it('shows the alarm reconciled once the engine given has the code that passes it', async () => {
    const result = await reconcile('add-alarm', '--engine', clock);
    expect(result.out).toBe(expected('add-alarm-on-clock.txt'));
    expect(result.out).toMatch(/ADDED clock\/alarm "Alarm": reconciled\n {4}1 scenario, 1 run: 1 passed\n/);
    expect(result.code).toBe(1);
  });

  it('reconciles every active change by default, and skips work in progress only with --skip-wip', async () => {
    const all = JSON.parse((await reconcile('--engine', clock, '--json')).out) as Reconciliation;
    expect(all.changes.map((c) => [c.name, c.workInProgress, c.skipped, c.verdict])).toEqual([
      [
        'add-alarm',
        false,
        false,
        'add-alarm: not reconciled (8 requirements: 1 specified only, 1 scenarios missing, 1 code missing, 3 reconciled, 1 still tested, 1 still cited)',
      ],
      ['add-winding', true, false, 'add-winding: not reconciled (1 requirement: 1 specified only)'],
    ]);
    const named = await reconcile('add-winding', '--skip-wip');
    expect(named.out).toBe(
      'engine: none needed (no scenario to run)\n\nchange add-winding (openspec/changes/add-winding, work in progress)\nverdict: add-winding: work in progress, not checked\n',
    );
    expect(named.code).toBe(0);
    const skipping = await reconcile('--engine', clock, '--skip-wip');
    expect(skipping.out).toMatch(/\nverdict: add-winding: work in progress, not checked\n$/);
    expect(skipping.code).toBe(1);
  });
});

describe('miau reconcile on an archived change', () => {
  it('finds it by name without its date, and exits 0 when every requirement is reconciled', async () => {
    const result = await reconcile('--archived', 'add-clock', '--engine', clock);
    expect(result.out).toBe(expected('add-clock.txt'));
    expect(result.code).toBe(0);
  });

  it('calls a requirement a later change took out of the specs superseded, running nothing', async () => {
    const result = await reconcile('--archived', '2026-11-02-add-gong');
    expect(result.out).toMatch(/^engine: none needed \(no scenario to run\)\n/);
    expect(result.out).toMatch(/ADDED clock\/gong "Gong": superseded\n/);
    expect(result.code).toBe(1);
  });
});

describe('miau reconcile on other engines, and as the archive guard', () => {
  const bin = join(here, '..', '..', '..', 'bin', 'miau.js');

  it('runs the scenarios on an engine program with --engine-cmd', async () => {
    const result = await reconcile(
      '--archived',
      'add-clock',
      '--engine-cmd',
      `${JSON.stringify(process.execPath)} ${JSON.stringify(bin)} serve --engine ${JSON.stringify(clock)}`,
    );
    expect(result.out).toBe(expected('add-clock.txt'));
    expect(result.code).toBe(0);
  });

  it('fails the gate npm test runs while an active change is not reconciled', () => {
    // scripts/test.mjs runs exactly `miau reconcile --skip-wip`; here on the fixture project.
    const gate = spawnSync(
      process.execPath,
      [bin, 'reconcile', '--skip-wip', '--root', root, '--engine', clock],
      { encoding: 'utf8' },
    );
    expect(gate.status).toBe(1);
    expect(gate.stdout).toContain('verdict: add-alarm: not reconciled');
    expect(gate.stdout).toContain('verdict: add-winding: work in progress, not checked');
  });
});

describe('miau reconcile on a wrong command line', () => {
  it.each([
    [['add-alarm', '--archived', 'add-clock'], /give a change or --archived <name>, not both/],
    [['add-alarm', 'add-winding'], /at most one change/],
    [['--engine', toy, '--engine-cmd', 'x'], /--engine or --engine-cmd, not both/],
    [['add-nothing'], /no active change "add-nothing"; the active changes are: add-alarm, add-winding/],
    [['add-clock'], /"add-clock" is an archived change; reconcile it with --archived add-clock/],
    [
      ['--archived', 'add-nothing'],
      /no archived change "add-nothing"; the archived changes are: add-clock, add-gong/,
    ],
    // A line break in the name printed the message over two lines; an escape sequence raw.
    [['add\nno\u001b[2J'], /no active change "add\\u000ano\\u001b\[2J"; the active/],
  ])('exits 2 for %j', async (args, message) => {
    const result = await reconcile(...args);
    expect(result.code).toBe(2);
    expect(result.err).toMatch(message);
    expect(result.err).toMatch(/usage: miau reconcile/i);
  });
});
