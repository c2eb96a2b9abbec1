// Certify at scale (README "Certify at scale"): parallel workers, shards and their merge, and
// the matrix of builds. Every run is made once, in beforeAll, and read by several checks; only
// the first check runs the whole suite (serial against --parallel 2) once, the rest a tag subset
// twice (the double run of --parallel, both runs at once, is checked there).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureEngine, lastLine, miau, ROOT } from './helpers.js';
import { certify, type CertifyOptions } from '../../../conformance/runner/runner.js';
import { buildCertificate, readSuite, type Certificate } from '../../../conformance/runner/certificate.js';
import { mergeShards, withoutClock } from '../../../conformance/runner/merge.js';
import { certificateJson } from '../../../conformance/reports/certificate-json.js';
import { pathsOf, scenarioIds, shardOfId } from '../../../conformance/runner/shard.js';
import { schemaValidator } from '../../../src/schema/registry.js';

const reference = join(ROOT, 'conformance', 'engines', 'reference.ts');
const older = join(ROOT, 'conformance', 'engines', 'reference-older.ts');
/** Core rules, a capability the older build lacks (pairs) and one it has (automata). */
const SUBSET = '@rules/sink or @pairs/enter or @automata/actions';
const dir = mkdtempSync(join(tmpdir(), 'miau-scale-'));

async function certificateOf(options: CertifyOptions): Promise<Certificate> {
  return buildCertificate(await certify(options), await readSuite(ROOT));
}

function write(name: string, certificate: Certificate): string {
  const file = join(dir, name);
  writeFileSync(file, certificateJson(certificate));
  return file;
}

const runs: Record<string, Certificate> = {};

beforeAll(async () => {
  runs.serial = await certificateOf({ engineModule: reference, doubleRun: false });
  runs.parallel = await certificateOf({ engineModule: reference, doubleRun: false, parallel: 2 });
  runs.olderSerial = await certificateOf({ engineModule: older, tags: SUBSET });
  runs.olderParallel = await certificateOf({ engineModule: older, tags: SUBSET, parallel: 2 });
  runs.subset = await certificateOf({ engineModule: reference, tags: SUBSET });
  for (const index of [1, 2, 3])
    runs[`shard${index}`] = await certificateOf({
      engineModule: reference,
      tags: SUBSET,
      shard: { index, count: 3 },
    });
}, 1_200_000);

describe('certify --parallel', () => {
  it('gives the serial certificate, scenario for scenario and in order, on the whole suite', () => {
    expect(runs.serial.scenarios.length).toBeGreaterThan(400);
    expect(withoutClock(runs.parallel)).toEqual(withoutClock(runs.serial));
  });

  it('gives the serial certificate on the older build too (unsupported scenarios included)', () => {
    expect(runs.olderSerial.totals.unsupported).toBeGreaterThan(0);
    expect(runs.olderSerial.totals.passed).toBeGreaterThan(0);
    expect(withoutClock(runs.olderParallel)).toEqual(withoutClock(runs.olderSerial));
  });
});

describe('certify --parallel with an engine that leaks state from game to game', () => {
  it('finds it nondeterministic in every scenario but at most the middle one, serially too', async () => {
    const leaking = fixtureEngine('reference-nondeterministic.ts');
    const serial = await certify({ engineModule: leaking, tags: '@rules/sink' });
    const parallel = await certify({ engineModule: leaking, tags: '@rules/sink', parallel: 2 });
    expect(serial.totals.nondeterministic).toBeGreaterThanOrEqual(serial.scenarios.length - 1);
    expect(serial.totals.failed + serial.totals.errored).toBe(0);
    expect(parallel.scenarios.length).toBe(serial.scenarios.length);
    expect(parallel.totals.nondeterministic).toBeGreaterThanOrEqual(serial.scenarios.length - 1);
    expect(parallel.totals.failed + parallel.totals.errored).toBe(0);
  }, 600_000);
});

describe('certify --shard and miau merge', () => {
  it('splits the selection into shards that hold every scenario once', () => {
    const shards = [1, 2, 3].map((i) => runs[`shard${i}`]);
    expect(shards.map((s) => s.run.shard)).toEqual(
      [1, 2, 3].map((index) => ({ index, count: 3, selected: runs.subset.scenarios.length })),
    );
    expect(shards.every((s) => s.scenarios.length > 0)).toBe(true);
    const held = shards.flatMap((s) => s.scenarios.map((r) => `${r.uri}:${r.line}`)).sort();
    expect(held).toEqual(runs.subset.scenarios.map((r) => `${r.uri}:${r.line}`).sort());
    // Each scenario is where the hash of its id puts it.
    const ids = scenarioIds(runs.subset.scenarios);
    runs.subset.scenarios.forEach((s, i) => {
      const shard = shards[shardOfId(ids[i], 3) - 1];
      expect(shard.scenarios.some((r) => r.uri === s.uri && r.line === s.line)).toBe(true);
    });
  });

  it('merges shards 1/3, 2/3 and 3/3 into the unsharded certificate', async () => {
    const files = [3, 1, 2].map((i) => write(`shard-${i}.json`, runs[`shard${i}`]));
    const out = join(dir, 'merged.json');
    const merged = await miau('merge', ...files, '--json', out);
    expect(merged.code).toBe(0);
    expect(lastLine(merged.out)).toMatch(/^\d+ passed, 0 failed/);
    const certificate = JSON.parse(readFileSync(out, 'utf8')) as Certificate;
    expect(certificate.run.shard).toBeUndefined();
    expect(withoutClock(certificate)).toEqual(withoutClock(runs.subset));
  });

  it('refuses a shard of other run settings with exit 2 and one sentence naming the file and field', async () => {
    const other = structuredClone(runs.shard2);
    other.run.limits.turnMs = 1234;
    const files = [write('a-1.json', runs.shard1), write('a-2.json', other), write('a-3.json', runs.shard3)];
    const merged = await miau('merge', ...files);
    expect(merged.code).toBe(2);
    expect(merged.err).toBe(
      `miau merge: ${files[1]} differs from ${files[0]} at /run/limits/turnMs (1234 against 5000): shards must share one suite version, engine, filters and run settings.`,
    );
    expect(merged.out).toBe('');
  });

  it('refuses what no certify run writes, and an output that is one of the shards', async () => {
    const beyond = structuredClone(runs.shard2);
    beyond.run.shard!.index = 4;
    const huge = structuredClone(runs.shard2);
    huge.run.shard!.count = 1e9;
    const undated = structuredClone(runs.shard2);
    undated.run.startedAt = '2026-99-99T00:00:00Z';
    for (const [changed, message] of [
      [beyond, /says it is shard 4 of 3; a shard is i of n with 1 ≤ i ≤ n ≤ 1000\./],
      [huge, /says it is shard 2 of 1000000000/],
      [undated, /has a run that started at "2026-99-99T00:00:00Z"/],
    ] as const) {
      const merged = await miau('merge', write('d-1.json', runs.shard1), write('d-2.json', changed));
      expect(merged.code).toBe(2);
      expect(merged.err).toMatch(message);
    }
    const empty = structuredClone(runs.shard1);
    empty.run.shard = { index: 1, count: 1, selected: 0 };
    empty.scenarios = [];
    const none = await miau('merge', write('d-empty.json', empty));
    expect(none.code).toBe(1);
    expect(none.err).toMatch(/the shards hold no scenario/);
    const first = write('d-3.json', runs.shard1);
    const over = await miau('merge', first, write('d-4.json', runs.shard2), '--json', first);
    expect(over.code).toBe(2);
    expect(over.err).toMatch(/--json .* is the input /);
    expect(JSON.parse(readFileSync(first, 'utf8'))).toEqual(JSON.parse(JSON.stringify(runs.shard1)));
  });

  it('refuses shards of another suite version or engine', async () => {
    const suite = structuredClone(runs.shard2);
    suite.suite.version = '9.9.9';
    const engine = structuredClone(runs.shard2);
    engine.engine.name = 'another-engine';
    for (const [changed, field] of [
      [suite, '/suite/version'],
      [engine, '/engine/name'],
    ] as const) {
      const merged = await miau('merge', write('b-1.json', runs.shard1), write('b-2.json', changed));
      expect(merged.code).toBe(2);
      expect(merged.err).toContain(`at ${field} (`);
    }
  });

  it('reports a missing shard and duplicated scenarios, and writes nothing', async () => {
    const out = join(dir, 'not-written.json');
    const missing = await miau(
      'merge',
      write('c-1.json', runs.shard1),
      write('c-3.json', runs.shard3),
      '--json',
      out,
    );
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('shard 2/3 is missing: no file given holds it.');
    const twice = await miau(
      'merge',
      write('d-1.json', runs.shard1),
      write('d-1-again.json', runs.shard1),
      write('d-2.json', runs.shard2),
      write('d-3.json', runs.shard3),
      '--json',
      out,
    );
    expect(twice.code).toBe(1);
    expect(twice.err).toContain('shard 1/3 is given twice');
    const first = runs.shard1.scenarios[0];
    expect(twice.err).toContain(`the scenario ${first.uri}:${first.line} "${first.name}" is duplicated`);
    expect(() => readFileSync(out)).toThrow();
  });

  // The counts alone let a hand-made scenario stand in for a real one, or one move between shards.
  it('reports a scenario outside the selection, and one held by a shard it does not fall in', () => {
    const shard = (n: 1 | 2 | 3) => structuredClone(runs[`shard${n}`]);
    const [one, two, three] = [shard(1), shard(2), shard(3)];
    const forged = {
      ...one.scenarios[0],
      name: 'A forged scenario',
      uri: 'features/gates/forged.feature',
      tags: ['gates/forged'],
    };
    one.scenarios[0] = forged;
    const forgedMerge = mergeShards([
      { file: 'one.json', certificate: one },
      { file: 'two.json', certificate: two },
      { file: 'three.json', certificate: three },
    ]);
    expect(forgedMerge).toEqual({
      ok: false,
      kind: 'incomplete',
      problems: [
        `the scenario features/gates/forged.feature:${forged.line} "A forged scenario" in one.json is outside the run's selection "(${SUBSET})".`,
      ],
    });
    const [a, b, c] = [shard(1), shard(2), shard(3)];
    const moved = b.scenarios.pop()!;
    a.scenarios.push(moved);
    const movedMerge = mergeShards([
      { file: 'a.json', certificate: a },
      { file: 'b.json', certificate: b },
      { file: 'c.json', certificate: c },
    ]);
    expect(movedMerge.ok === false && movedMerge.problems).toEqual([
      `the scenario ${moved.uri}:${moved.line} "${moved.name}" in a.json (shard 1/3) belongs to shard 2/3: that shard's run holds it, not this one.`,
    ]);
  });

  it('refuses a certificate that is not a shard', async () => {
    const merged = await miau('merge', write('e-whole.json', runs.subset));
    expect(merged.code).toBe(2);
    expect(merged.err).toContain('is not a shard certificate');
  });
});

describe('miau matrix', () => {
  it('sets the reference engine next to the older build, differences first', async () => {
    const files = [write('reference.json', runs.subset), write('older.json', runs.olderSerial)];
    const json = join(dir, 'matrix.json');
    const html = join(dir, 'matrix.html');
    const printed = await miau('matrix', ...files, '--json', json, '--html', html);
    expect(printed.code).toBe(0);
    // schemas/ holds every format the project writes: a dashboard can check what it reads.
    const validate = schemaValidator('matrix');
    expect(validate(JSON.parse(readFileSync(json, 'utf8'))), JSON.stringify(validate.errors)).toBe(true);
    const matrix = JSON.parse(readFileSync(json, 'utf8')) as {
      builds: { label: string }[];
      scenarios: { name: string; outcomes: string[]; differs: boolean }[];
      capabilities: {
        key: string;
        differs: boolean;
        cells: { passed: number; total: number; claimed?: boolean }[];
      }[];
      requirements: { key: string; differs: boolean }[];
    };
    // Both reference builds name themselves with the suite's version.
    const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
    expect(matrix.builds.map((b) => b.label)).toEqual([
      `miau-reference ${version}`,
      `miau-reference-older ${version}`,
    ]);
    expect(matrix.scenarios.length).toBe(runs.subset.scenarios.length);
    const differing = matrix.scenarios.filter((s) => s.differs);
    expect(differing.length).toBe(runs.olderSerial.totals.unsupported);
    // Differences first, in every table.
    expect(matrix.scenarios.slice(0, differing.length).every((s) => s.differs)).toBe(true);
    expect(differing.every((s) => s.outcomes[0] === 'passed' && s.outcomes[1] === 'unsupported')).toBe(true);
    // Pairs differs, and so does automata: an automata scenario that also needs pairs (or gates)
    // is one the older build, claiming automata, leaves unsupported.
    const differingCapabilities = matrix.capabilities.filter((c) => c.differs).map((c) => c.key);
    expect(differingCapabilities).toEqual(expect.arrayContaining(['automata', 'pairs']));
    expect(differingCapabilities).not.toContain('core');
    expect(matrix.capabilities.slice(0, differingCapabilities.length).map((c) => c.key)).toEqual(
      differingCapabilities,
    );
    const pairs = matrix.capabilities.find((c) => c.key === 'pairs');
    expect(pairs?.cells.map((c) => c.claimed)).toEqual([true, false]);
    const differingRequirements = matrix.requirements.filter((r) => r.differs).map((r) => r.key);
    expect(differingRequirements).toContain('pairs/enter');
    expect(matrix.requirements.slice(0, differingRequirements.length).every((r) => r.differs)).toBe(true);
    expect(matrix.requirements.find((r) => r.key === 'rules/sink')).toMatchObject({ differs: false });
    expect(printed.out).toContain(`Scenarios that differ (${differing.length})`);
    expect(printed.out).toMatch(/≠ pairs\s+\d+\/\d+\s+0\/\d+, \d+ unsupported, not claimed/);
    const page = readFileSync(html, 'utf8');
    expect(page).toContain('<title>Miau build matrix</title>');
    expect(page).toContain('<td class="unsupported">unsupported</td>');
  });

  it('refuses a file that is not a certificate, with exit 2', async () => {
    const bad = join(dir, 'not-a-certificate.json');
    writeFileSync(bad, '{"hello": 1}');
    const printed = await miau('matrix', bad);
    expect(printed.code).toBe(2);
    expect(printed.err).toMatch(/^miau matrix: .*not-a-certificate\.json is not a certificate/);
  });
});

// Cucumber globs every path it is given: "[ab].feature:4" selected a.feature, so a shard ran other
// files' scenarios. A shard that would name such a file is refused instead.
describe('the paths a shard hands cucumber', () => {
  it('select a file by its own name, and refuse one whose name cucumber would read as a pattern', () => {
    const at = (uri: string, line: number) => ({ uri, line, name: `${uri}:${line}` });
    expect(
      pathsOf([at('features/a b.feature', 4), at('features/ü.feature', 2), at('features/a b.feature', 9)]),
    ).toEqual(['features/a b.feature:4:9', 'features/ü.feature:2']);
    for (const uri of ['features/[ab].feature', 'features/{x,y}.feature', 'features/star*.feature'])
      expect(() => pathsOf([at(uri, 4)])).toThrow(
        /cannot be run as part of a shard: its name holds a character cucumber reads as a pattern/,
      );
  });
});
