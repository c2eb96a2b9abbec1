// Certifying at scale (tests/features/conformance/certify-at-scale.feature): the harness's
// ordering of parallel results, the shard split, merging shard certificates and the matrix of
// builds, on a made-up run. Nothing here runs an engine; whole runs are checked in
// tests/conformance/runner/scale.test.ts.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { buildCertificate, capabilitiesOf } from '../../conformance/runner/certificate.js';
import { Judge, type Envelope } from '../../conformance/runner/judge.js';
import { mergeShards, withoutClock } from '../../conformance/runner/merge.js';
import { countOutcomes } from '../../conformance/runner/runner.js';
import { runRecord } from '../../conformance/runner/run-record.js';
import { scenarioIds, scenariosOfShard, shardOfId } from '../../conformance/runner/shard.js';
import { buildMatrix, type RollupCell } from '../../conformance/reports/matrix.js';
import { readCertificateFiles } from '../../conformance/reports/certificate-json.js';
import type { Capability } from '../../src/types/adapter.js';
import type { ScenarioResult } from '../../src/types/certificate.js';
import type { MiauWorld, ScaleState } from '../support/world.js';

const state = (world: MiauWorld): ScaleState => {
  assert.ok(world.scale, 'Start with "Given a run of the scenarios:".');
  return world.scale;
};
const numbers = (list: string) => list.split(',').map((n) => Number(n.trim()));

// The capability column holds the capabilities a scenario needs, `automata, pairs` for two; an
// optional column `reads codes` says `yes` for a scenario with a step that reads a load's codes.
Given('a run of the scenarios:', function (this: MiauWorld, table: DataTable) {
  const rows = table.hashes();
  const run = rows.map((row) => {
    const capabilities = row.capability
      ? (row.capability.split(',').map((c) => c.trim()) as Capability[])
      : [];
    return {
      name: row.name,
      uri: row.uri,
      line: Number(row.line),
      tags: [...capabilities, row.requirement],
      requirements: [row.requirement],
      capability: capabilities[0] ?? null,
    };
  });
  const readingCodes = new Set(rows.flatMap((row, i) => (row['reads codes'] === 'yes' ? [i] : [])));
  this.scale = { run, readingCodes, certificates: [] };
});

// Cucumber announces every test case in run order first; the workers' envelopes follow as they finish.
When(/^workers finish its scenarios in the order ([\d, ]+)$/, function (this: MiauWorld, order: string) {
  const s = state(this);
  const judge = new Judge({
    name: 'any',
    version: '1.0.0',
    protocol: 1,
    capabilities: ['pairs', 'automata'],
  });
  const envelopes: Envelope[] = [];
  s.run.forEach((row, i) => {
    const tags = row.tags.map((name) => ({ name: `@${name}`, astNodeId: `tag-${i}` }));
    const pickle = {
      id: `p${i}`,
      uri: row.uri,
      location: { line: row.line },
      name: row.name,
      language: 'en',
      astNodeIds: [],
      tags,
      steps: [{ id: `ps${i}`, text: 'a step', astNodeIds: [] }],
    };
    envelopes.push({ pickle });
  });
  s.run.forEach((_, i) =>
    envelopes.push({
      testCase: {
        id: `tc${i}`,
        pickleId: `p${i}`,
        testSteps: [{ id: `ts${i}`, pickleStepId: `ps${i}` }],
        testRunStartedId: 'run',
      },
    }),
  );
  for (const n of numbers(order)) {
    const i = n - 1;
    const status = { status: 'PASSED', duration: { seconds: 0, nanos: 0 } };
    envelopes.push({
      testCaseStarted: {
        id: `st${i}`,
        testCaseId: `tc${i}`,
        attempt: 0,
        timestamp: { seconds: 0, nanos: 0 },
      },
    });
    envelopes.push({
      testStepFinished: {
        testCaseStartedId: `st${i}`,
        testStepId: `ts${i}`,
        testStepResult: status,
        timestamp: { seconds: 0, nanos: 0 },
      },
    } as unknown as Envelope);
    envelopes.push({
      testCaseFinished: {
        testCaseStartedId: `st${i}`,
        willBeRetried: false,
        timestamp: { seconds: 0, nanos: 0 },
      },
    });
  }
  for (const envelope of envelopes) judge.take(envelope);
  s.results = judge.results().map((j) => `${j.result.uri}:${j.result.line}`);
});

Then(/^the results are listed in the order ([\d, ]+)$/, function (this: MiauWorld, order: string) {
  const s = state(this);
  assert.deepEqual(
    s.results,
    numbers(order).map((n) => `${s.run[n - 1].uri}:${s.run[n - 1].line}`),
  );
});

When('its scenarios are split into {int} shards', function (this: MiauWorld, count: number) {
  const s = state(this);
  s.shards = Array.from({ length: count }, (_, i) => scenariosOfShard(s.run, { index: i + 1, count }));
});

Then('every scenario is in exactly one shard', function (this: MiauWorld) {
  const s = state(this);
  for (const row of s.run)
    assert.equal(
      s.shards!.filter((shard) => shard.includes(row)).length,
      1,
      `${row.uri}:${row.line} is not in exactly one shard`,
    );
});

Then(
  'adding a scenario {string} to {string} moves no other scenario to another shard',
  function (this: MiauWorld, name: string, uri: string) {
    const s = state(this);
    const count = s.shards!.length;
    const before = scenarioIds(s.run).map((id) => shardOfId(id, count));
    const grown = [...s.run, { ...s.run[0], name, uri, line: 999 }];
    const after = scenarioIds(grown).map((id) => shardOfId(id, count));
    assert.deepEqual(after.slice(0, before.length), before);
  },
);

// A made-up certificate: a scenario whose every capability the engine claims passes, the rest is
// unsupported; or, edited by hand (`, which says every scenario passed`), every scenario passes.
// A scenario that reads a load's codes compared them when the engine claims `diagnostics`, and
// waived the comparison when it does not; the hand edit says they were compared.
Given(
  'its certificate on an engine claiming {string}{edited}',
  function (this: MiauWorld, claims: string, allPassed: boolean) {
    const s = state(this);
    const capabilities = claims.split(',').map((c) => c.trim()) as Capability[];
    const scenarios: ScenarioResult[] = s.run.map((row, i) => {
      const outcome =
        allPassed || capabilitiesOf(row).every((c) => capabilities.includes(c as Capability))
          ? 'passed'
          : 'unsupported';
      if (!s.readingCodes.has(i) || outcome === 'unsupported') return { ...row, outcome };
      const compared = allPassed || capabilities.includes('diagnostics');
      return { ...row, outcome, diagnostics: compared ? 'compared' : 'waived' };
    });
    const run = runRecord({
      source: { module: '/engines/engine.ts' },
      limits: { turnMs: 5000, scenarioMs: 60000, startupMs: 10000, runBudgetMs: 600000 },
      doubleRun: true,
      tags: undefined,
      filters: {},
      startedAt: new Date(Date.UTC(2026, 0, 1)),
      durationMs: 1000,
    });
    const engine = {
      name: `engine-${s.certificates.length + 1}`,
      version: '1.0.0',
      protocol: 1 as const,
      capabilities,
    };
    s.certificates.push(
      buildCertificate(
        { engine, scenarios, totals: countOutcomes(scenarios), run },
        { name: 'miau-conformance', version: '1.0.0' },
      ),
    );
  },
);

function mergeOf(
  world: MiauWorld,
  { indices, count }: { indices: number[]; count: number },
  turnMsOf: (index: number) => number,
): void {
  const s = state(world);
  const whole = s.certificates[0];
  const shards = indices.map((index) => {
    const scenarios = scenariosOfShard(whole.scenarios, { index, count });
    const certificate = buildCertificate(
      {
        engine: whole.engine,
        scenarios,
        totals: countOutcomes(scenarios),
        run: {
          ...whole.run,
          limits: { ...whole.run.limits, turnMs: turnMsOf(index) },
          shard: { index, count, selected: whole.scenarios.length },
        },
      },
      whole.suite,
    );
    return { file: `shard-${index}.json`, certificate };
  });
  s.merged = mergeShards(shards);
}

// `1/3, 2/3 and 3/3` or `1/3 and 3/3`; every shard ran with a turn limit of 5000 ms, but the one a
// `, shard 2/3 run with a turn limit of 1234 ms` names.
When(
  'the certificates of its shards {shards} are merged{turnlimit}',
  function (
    this: MiauWorld,
    shards: { indices: number[]; count: number },
    other: { index: number; turnMs: number } | undefined,
  ) {
    mergeOf(this, shards, (index) => (index === other?.index ? other.turnMs : 5000));
  },
);

Then('the merged certificate equals the unsharded one, but for when it ran', function (this: MiauWorld) {
  const s = state(this);
  assert.ok(s.merged?.ok, `the merge failed: ${s.merged && !s.merged.ok ? s.merged.problems.join(' ') : ''}`);
  assert.deepEqual(withoutClock(s.merged.certificate), withoutClock(s.certificates[0]));
});

// `is refused: "…"` or `reports the shards incomplete: "…"`: the merge fails of that kind, with that one
// problem. After `a file … is given to merge (or matrix) as a certificate`, it is the reading of
// that file that is refused (miau merge and miau matrix print the sentence and exit 2:
// tests/conformance/cli/merge-matrix.test.ts), the sentence naming the file by its path.
Then(
  'the {word} {mergefailure}: {string}',
  function (this: MiauWorld, name: string, kind: 'refused' | 'incomplete', sentence: string) {
    const s = state(this);
    if (s.command) {
      assert.equal(s.command.name, name);
      assert.equal(kind, 'refused', 'A file that cannot be read as a certificate is refused.');
      assert.equal(s.command.problem, join(s.command.folder, sentence));
      return;
    }
    assert.equal(name, 'merge', 'Only a merge is made in memory.');
    assert.deepEqual(s.merged, { ok: false, kind, problems: [sentence] });
  },
);

When('the matrix of the two builds is made', function (this: MiauWorld) {
  const s = state(this);
  s.matrix = buildMatrix(
    s.certificates.map((certificate, i) => ({ file: `build-${i + 1}.json`, certificate })),
  );
});

Then(
  'its first {int} scenario rows are {string} and {string}, passed against unsupported',
  function (this: MiauWorld, count: number, first: string, second: string) {
    const rows = state(this).matrix!.scenarios.slice(0, count);
    assert.deepEqual(
      rows.map((r) => [r.name, r.outcomes, r.differs]),
      [first, second].map((name) => [name, ['passed', 'unsupported'], true]),
    );
  },
);

// Each cell as `2 of 2 passed, claimed` or `0 of 2 passed, 2 unsupported, not claimed`; the
// rows in the matrix's order (those whose cells differ first) and no other row. Before a matrix
// is made, the rows of the last certificate that count a scenario, in the certificate's order.
Then('its capability rows are:', function (this: MiauWorld, table: DataTable) {
  const said = (cell: RollupCell): string =>
    [
      `${cell.passed} of ${cell.total} passed`,
      ...Object.entries(cell.others).map(([outcome, count]) => `${count} ${outcome}`),
      cell.claimed ? 'claimed' : 'not claimed',
    ].join(', ');
  const s = state(this);
  const rows = s.matrix
    ? s.matrix.capabilities.map((row) => [row.key, ...row.cells.map(said)])
    : certificateRows(s.certificates.at(-1)).map((row) => [row.key, said(row)]);
  assert.deepEqual(rows, table.rows());
});

/** A certificate's capability rows that count a scenario, as roll-up cells. */
function certificateRows(
  certificate: ScaleState['certificates'][number] | undefined,
): (RollupCell & { key: string })[] {
  assert.ok(certificate, 'Make a certificate first: "Given its certificate on an engine claiming …".');
  return certificate.capabilities.flatMap(({ key, claimed, passed, ...rest }) => {
    const others = Object.fromEntries(Object.entries(rest).filter(([, count]) => count > 0));
    const total = passed + Object.values(others).reduce((sum, count) => sum + count, 0);
    return total > 0 ? [{ key, passed, total, others, claimed }] : [];
  });
}

Then('its last scenario rows are the same in both builds', function (this: MiauWorld) {
  const rows = state(this).matrix!.scenarios.filter((r) => !r.differs);
  assert.equal(rows.length, 3);
  assert.ok(rows.every((r) => r.outcomes[0] === r.outcomes[1]));
});

// A sparse file: its size is real to every reader, yet it takes no disk and is written at once.
// Read as miau merge and miau matrix read their certificates (the commands are not imported here:
// the step definitions stay free of the CLI).
When(
  'a file {string} of {int} MiB is given to {word} as a certificate',
  async function (this: MiauWorld, file: string, mebibytes: number, name: string) {
    const s = state(this);
    const folder = mkdtempSync(join(tmpdir(), 'miau-scale-'));
    try {
      const path = join(folder, file);
      writeFileSync(path, '');
      truncateSync(path, mebibytes * 1024 * 1024);
      const read = await readCertificateFiles([path]);
      s.command = { name, folder, problem: read.ok ? undefined : read.problem };
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  },
);
