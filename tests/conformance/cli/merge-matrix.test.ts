// miau merge and miau matrix called in-process on certificates of real runs: their refusals and
// their reports (the whole runs are compared in tests/conformance/runner/scale.test.ts).
import { mkdtempSync, readFileSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import '../runner/typescript-imports.js';
import { miau } from './miau.js';
import { schemaValidator } from '../../../src/schema/registry.js';

const dir = mkdtempSync(join(tmpdir(), 'miau-merge-matrix-'));
// The reference engine names itself with the suite's version.
const { version } = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', '..', 'package.json'), 'utf8'),
) as {
  version: string;
};
const shardFile = (index: number) => join(dir, `shard-${index}.json`);

beforeAll(async () => {
  writeFileSync(join(dir, 'note.json'), '{"not": "a certificate"}');
  for (const index of [1, 2]) {
    const run = await miau(
      'certify',
      '--tags',
      '@rules/sink',
      '--shard',
      `${index}/2`,
      '--once',
      '--quiet',
      '--json',
      shardFile(index),
    );
    expect(run.code, `${run.out}\n${run.err}`).toBe(0);
  }
}, 120_000);

describe('miau merge', () => {
  it('merges both shards into a certificate and JUnit XML', async () => {
    const json = join(dir, 'merged.json');
    const junit = join(dir, 'merged.xml');
    const merged = await miau('merge', shardFile(2), shardFile(1), '--json', json, '--junit', junit);
    expect(merged.code).toBe(0);
    expect(merged.out).toMatch(/\d+ passed, 0 failed/);
    expect(JSON.parse(readFileSync(json, 'utf8'))).toMatchObject({
      run: { filters: { tags: '@rules/sink' } },
    });
    expect(readFileSync(junit, 'utf8')).toMatch(/^<\?xml[^]*<testsuite [^]*features\/rules\/sink\.feature/);
  });

  it('exits 1 when no merged scenario ran: every one unsupported certifies nothing', async () => {
    const unsupported = [1, 2].map((index) => {
      const shard = JSON.parse(readFileSync(shardFile(index), 'utf8')) as {
        engine: { capabilities: string[] };
        scenarios: { outcome: string; capability: string }[];
      };
      // As certify writes them for an engine that does not claim pairs.
      shard.engine.capabilities = shard.engine.capabilities.filter((capability) => capability !== 'pairs');
      for (const scenario of shard.scenarios)
        Object.assign(scenario, { outcome: 'unsupported', capability: 'pairs' });
      const file = join(dir, `unsupported-${index}.json`);
      writeFileSync(file, JSON.stringify(shard));
      return file;
    });
    const merged = await miau('merge', ...unsupported);
    expect(merged.code).toBe(1);
    expect(merged.err).toMatch(
      /^miau merge: no scenario ran: each of the \d+ selected scenarios needs a capability the engine does not claim \(pairs\)/,
    );
  });

  // spec: conformance/merged-certificates. Merge took no baseline and exited 1 on the failures a
  // baseline of the sharded run excused.
  describe('with a baseline', () => {
    // The shards of a run with one failure, as certify would write them.
    const failing = () =>
      [1, 2].map((index) => {
        const shard = JSON.parse(readFileSync(shardFile(index), 'utf8')) as {
          scenarios: { outcome: string; message?: string }[];
          baseline?: object;
        };
        if (index === 1) Object.assign(shard.scenarios[0], { outcome: 'failed', message: 'a known bug' });
        const file = join(dir, `failing-${index}.json`);
        writeFileSync(file, JSON.stringify(shard));
        return file;
      });

    it('records the merged non-passes, then judges the merged run by its changes', async () => {
      const shards = failing();
      expect((await miau('merge', ...shards)).code).toBe(1);
      const recorded = join(dir, 'merged-baseline.json');
      expect((await miau('merge', ...shards, '--write-baseline', recorded)).code).toBe(0);
      const expected = (JSON.parse(readFileSync(recorded, 'utf8')) as { expected: { outcome: string }[] })
        .expected;
      expect(expected.map((entry) => entry.outcome)).toEqual(['failed']);
      const json = join(dir, 'merged-against-baseline.json');
      const junit = join(dir, 'merged-against-baseline.xml');
      const judged = await miau('merge', ...shards, '--baseline', recorded, '--json', json, '--junit', junit);
      expect(judged.err).toBe('');
      expect(judged.code).toBe(0);
      // As certify's: the report fails where the run does, and the expected failure is a skip.
      const report = readFileSync(junit, 'utf8');
      expect(report).toMatch(/<testsuites name="[^"]*" tests="\d+" failures="0" errors="0">/);
      expect(report.match(/<skipped type="baselined"/g)).toHaveLength(1);
      expect(JSON.parse(readFileSync(json, 'utf8'))).toMatchObject({
        baseline: { expected: 1, matched: 1, changes: [] },
      });
    });

    it('fails on a change from the baseline, and refuses a baseline it cannot use with exit 2', async () => {
      const shards = failing();
      const none = join(dir, 'empty-baseline.json');
      writeFileSync(none, JSON.stringify({ format: 1, expected: [] }));
      // A new failure is expected to pass: the certificate's schema once refused that change
      // (`passed` matched two branches of a oneOf), and --json crashed with an internal error.
      const json = join(dir, 'changed.json');
      const changed = await miau('merge', ...shards, '--baseline', none, '--json', json);
      expect(changed.code).toBe(1);
      expect(changed.err).toBe(`miau merge: 1 change from the baseline ${none}.`);
      expect(JSON.parse(readFileSync(json, 'utf8'))).toMatchObject({
        baseline: { changes: [{ kind: 'new', expected: 'passed', actual: 'failed' }] },
      });
      const broken = join(dir, 'broken-baseline.json');
      writeFileSync(broken, '{');
      const refused = await miau('merge', ...shards, '--baseline', broken);
      expect(refused.code).toBe(2);
      expect(refused.err).toMatch(
        /^miau merge: the baseline \S+broken-baseline\.json cannot be used:\nerror {2}bad-json/,
      );
    });

    it('says so when shards compared with a baseline are merged without one', async () => {
      const shards = failing().map((file) => {
        const shard = JSON.parse(readFileSync(file, 'utf8')) as { baseline?: object };
        shard.baseline = { expected: 1, matched: 1, changes: [] };
        writeFileSync(file, JSON.stringify(shard));
        return file;
      });
      const merged = await miau('merge', ...shards);
      expect(merged.code).toBe(1);
      expect(merged.err).toMatch(
        /^miau merge: the shards were compared with a baseline, but merge was given none/,
      );
    });
  });

  // Two tag expressions alike in their first 60 characters were both shown as that same text.
  it('shows two long values that differ where they differ', async () => {
    const long = (last: string) => `@${'a'.repeat(80)} or @${last}`;
    const files = [1, 2].map((index) => {
      const shard = JSON.parse(readFileSync(shardFile(index), 'utf8')) as {
        run: { tags: string; filters: { tags: string } };
      };
      shard.run.filters.tags = long(index === 1 ? 'first' : 'second');
      const file = join(dir, `long-tags-${index}.json`);
      writeFileSync(file, JSON.stringify(shard));
      return file;
    });
    const refused = await miau('merge', ...files);
    expect(refused.code).toBe(2);
    expect(refused.err).toContain(
      `at /run/filters/tags (…${'a'.repeat(15)} or @second" against …${'a'.repeat(15)} or @first")`,
    );
  });

  it('merges a shard of 50,000 scenarios, each its own requirement area, in one pass', async () => {
    // Each area's row was counted in a pass over every scenario: 20,000 areas took 32 s.
    const shard = JSON.parse(readFileSync(shardFile(1), 'utf8')) as {
      run: { shard: { index: number; count: number; selected: number } };
      scenarios: object[];
    };
    const [first] = shard.scenarios;
    shard.scenarios = Array.from({ length: 50_000 }, (_, i) => ({
      ...first,
      name: `scenario ${i}`,
      line: i + 1,
      requirements: [`area${i}/r`],
    }));
    shard.run.shard = { index: 1, count: 1, selected: 50_000 };
    const file = join(dir, 'areas.json');
    writeFileSync(file, JSON.stringify(shard));
    const merged = await miau('merge', file);
    expect(merged.err).toBe('');
    expect(merged.code).toBe(0);
    expect(merged.out).toMatch(/^50000 passed, 0 failed/m);
  });

  it('reports a missing shard with exit 1 and writes nothing', async () => {
    const json = join(dir, 'half.json');
    const half = await miau('merge', shardFile(1), '--json', json);
    expect(half.code).toBe(1);
    expect(half.err).toMatch(/the shards are incomplete[^]*shard 2\/2 is missing/);
    expect(() => readFileSync(json)).toThrow();
  });

  // spec: conformance/merged-certificates (a shard of 200,000 scenarios crashed it: they were
  // spread into one push() call; and each would have been a line).
  it('lists 1,000 problems of an incomplete merge, then counts the rest', async () => {
    const shard = JSON.parse(readFileSync(shardFile(1), 'utf8')) as {
      run: { shard: { count: number; selected: number } };
      scenarios: { line: number; name: string; tags: string[] }[];
    };
    const [first] = shard.scenarios;
    shard.scenarios = Array.from({ length: 200_000 }, (_, i) => ({
      ...first,
      line: i + 1,
      name: `outside ${i}`,
      tags: ['elsewhere'],
    }));
    Object.assign(shard.run.shard, { count: 1, selected: 200_000 });
    const file = join(dir, 'outside.json');
    writeFileSync(file, JSON.stringify(shard));
    const merged = await miau('merge', file, '--json', join(dir, 'outside-merged.json'));
    expect(merged.code).toBe(1);
    const lines = merged.err.split('\n');
    expect(
      lines.filter((line) => /^ {2}the scenario .* is outside the run's selection/.test(line)),
    ).toHaveLength(1000);
    expect(lines.at(-1)).toBe('  … and 199000 more problems of the same shards, not listed.');
    expect(() => readFileSync(join(dir, 'outside-merged.json'))).toThrow();
  });

  // Internal errors of the merge: an empty area made a row its own schema refuses, and cucumber
  // evaluated a tag expression of 50,000 "or" by recursion, past the stack.
  it('judges shards with requirement ids without an area, a tag expression nested too deep, an unclaimed pass, a name outside the filter', async () => {
    interface Shard {
      engine: { capabilities: string[] };
      run: { tags: string | null; filters: { tags: string | null; names: string[] } };
      scenarios: { requirements: string[]; capability: string | null }[];
    }
    const tampered = (index: number, change: (shard: Shard) => void): string => {
      const shard = JSON.parse(readFileSync(shardFile(index), 'utf8')) as Shard;
      change(shard);
      const file = join(dir, `tampered-${index}.json`);
      writeFileSync(file, JSON.stringify(shard));
      return file;
    };
    const arealess = await miau(
      'merge',
      tampered(1, (shard) => (shard.scenarios[0].requirements = ['/sink', ''])),
      shardFile(2),
    );
    expect(arealess.code, arealess.err).toBe(0);
    expect(arealess.out).toMatch(/\(untraced\)/);
    const deep = ' or '.concat('@rules/sink').repeat(50_000).slice(4);
    const nested = [1, 2].map((index) =>
      tampered(index, (shard) => {
        shard.run.tags = deep;
        shard.run.filters.tags = deep;
      }),
    );
    const refused = await miau('merge', ...nested);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/the run's tag expression .* is nested too deep to evaluate/);
    expect(refused.err).not.toMatch(/internal error/);
    // A passed scenario of a capability the engine's claims no longer name certified it (exit 0).
    const unclaimed = await miau(
      'merge',
      tampered(1, (shard) => {
        shard.engine.capabilities = [];
        shard.scenarios[0].capability = 'gates';
      }),
      tampered(2, (shard) => (shard.engine.capabilities = [])),
    );
    // A scenario outside the run's --name filter was merged as one of its own (only tags were read).
    const named = (pattern: string) =>
      [1, 2].map((index) => tampered(index, (shard) => (shard.run.filters.names = [pattern])));
    expect((await miau('merge', ...named('.'))).code).toBe(0);
    const outside = await miau('merge', ...named('^$'));
    expect(outside.code).toBe(1);
    expect(outside.err).toMatch(/is outside the run's selection: its name matches none of \["\^\$"\]/);
    expect(unclaimed.code).toBe(2);
    expect(unclaimed.err).toMatch(
      /was passed, but it needs the capability gates, which the engine does not claim/,
    );
  });

  // The output was compared with the inputs as text: through a linked folder it replaced one.
  it('refuses an output that is an input reached through a linked folder, with exit 2', async () => {
    const copy = join(dir, 'copy-of-1.json');
    writeFileSync(copy, readFileSync(shardFile(1)));
    const linked = join(dir, 'linked');
    symlinkSync(dir, linked);
    const before = readFileSync(copy, 'utf8');
    const overwrite = await miau('merge', copy, shardFile(2), '--json', join(linked, 'copy-of-1.json'));
    expect(overwrite.code).toBe(2);
    expect(overwrite.err).toMatch(/--json .*copy-of-1\.json is the input/);
    expect(readFileSync(copy, 'utf8')).toBe(before);
    const twice = await miau(
      'merge',
      shardFile(1),
      shardFile(2),
      '--json',
      join(dir, 'one.out'),
      '--junit',
      join(linked, 'one.out'),
    );
    expect(twice.code).toBe(2);
    expect(twice.err).toMatch(/--junit .*one\.out is also --json/);
  });

  it('refuses no certificate, a file that is not one, and an output that is an input, with exit 2', async () => {
    const none = await miau('merge');
    expect([none.code, none.err]).toEqual([
      2,
      expect.stringMatching(/merge needs at least one shard certificate/),
    ]);
    const note = await miau('merge', join(dir, 'note.json'));
    expect(note.code).toBe(2);
    expect(note.err).toMatch(/note\.json is not a certificate/);
    const overwrite = await miau('merge', shardFile(1), '--json', shardFile(1));
    expect(overwrite.code).toBe(2);
    expect(overwrite.err).toMatch(/--json .*shard-1\.json/);
  });
});

describe('miau matrix', () => {
  it('sets two certificates side by side, as text, JSON and HTML', async () => {
    const json = join(dir, 'matrix.json');
    const html = join(dir, 'matrix.html');
    const matrix = await miau('matrix', shardFile(1), shardFile(2), '--json', json, '--html', html);
    expect(matrix.code).toBe(0);
    const validate = schemaValidator('matrix');
    expect(validate(JSON.parse(readFileSync(json, 'utf8'))), JSON.stringify(validate.errors)).toBe(true);
    const builds = (JSON.parse(readFileSync(json, 'utf8')) as { builds: { label: string }[] }).builds;
    expect(builds.map((b) => b.label)).toEqual([
      `miau-reference ${version} (shard-1.json)`,
      `miau-reference ${version} (shard-2.json)`,
    ]);
    expect(readFileSync(html, 'utf8')).toMatch(/^<!doctype html>/i);
    // What the cells cannot show: each column is a shard, whose "not run" rows another shard ran.
    expect(matrix.out.split('\n').filter((line) => line.startsWith('note: '))).toEqual(
      [1, 2].map(
        (i) =>
          `note: ${shardFile(i)} is shard ${i}/2 of its run: the scenarios the other shards ran show as not run; merge the shards first (miau merge).`,
      ),
    );
  });

  it("shows a certificate's scenario names on its HTML page isolated, unsafe characters escaped", async () => {
    const hostile = JSON.parse(readFileSync(shardFile(1), 'utf8')) as { scenarios: { name: string }[] };
    hostile.scenarios[0].name = 'evil\u202e\u0000 name';
    writeFileSync(join(dir, 'hostile.json'), JSON.stringify(hostile));
    const html = join(dir, 'hostile.html');
    expect((await miau('matrix', shardFile(2), join(dir, 'hostile.json'), '--html', html)).code).toBe(0);
    const page = readFileSync(html, 'utf8');
    expect(page).toContain('<bdi>evil\\u202e\\u0000 name</bdi>');
    expect(page.includes('\u0000') || page.includes('\u202e')).toBe(false);
  });

  it('notes certificates of different suite versions', async () => {
    const older = JSON.parse(readFileSync(shardFile(1), 'utf8')) as { suite: { version: string } };
    older.suite.version = '0.9.0';
    writeFileSync(join(dir, 'older.json'), JSON.stringify(older));
    const matrix = await miau('matrix', shardFile(1), join(dir, 'older.json'));
    expect(matrix.out).toContain(
      `note: the certificates come from different suite versions (${version}, 0.9.0): a scenario one lacks may not be in its suite at all.`,
    );
  });

  // A build certified with --once beside one run twice showed as "the same" with no word.
  it('notes a build that ran every scenario once beside builds that ran them twice', async () => {
    const twice = JSON.parse(readFileSync(shardFile(1), 'utf8')) as { run: { doubleRun: boolean } };
    twice.run.doubleRun = true;
    writeFileSync(join(dir, 'twice.json'), JSON.stringify(twice));
    const matrix = await miau('matrix', shardFile(1), join(dir, 'twice.json'));
    expect(matrix.out).toContain(
      `note: ${shardFile(1)} ran every scenario once (--once): a nondeterministic build passes there, so its column says less than the others'.`,
    );
    expect(matrix.out).not.toContain(`note: ${join(dir, 'twice.json')} ran every scenario once`);
  });

  // A build certified under other filters or limits showed "not run" or "errored" cells, no word why.
  it('notes other filters, time limits, suites and message checks, in the text, the JSON and the HTML', async () => {
    type Run = {
      suite: { name: string };
      run: { filters: { names: string[] }; limits: { turnMs: number }; checking: { messages: boolean } };
    };
    const other = JSON.parse(readFileSync(shardFile(1), 'utf8')) as Run;
    other.suite.name = 'house-suite';
    other.run.filters.names = ['^Water'];
    other.run.limits.turnMs = 100;
    other.run.checking.messages = true;
    const otherFile = join(dir, 'other-run.json');
    writeFileSync(otherFile, JSON.stringify(other));
    const json = join(dir, 'other-run-matrix.json');
    const html = join(dir, 'other-run-matrix.html');
    const matrix = await miau('matrix', shardFile(1), otherFile, '--json', json, '--html', html);
    expect(matrix.code).toBe(0);
    const expected = [
      'the certificates come from different suites (miau-conformance, house-suite): their scenarios need not be the same ones.',
      `the certificates were made with different filters (--tags "@rules/sink" in ${shardFile(1)}, --tags "@rules/sink" --name "^Water" in ${otherFile}): a scenario a run did not select shows as not run in its column.`,
      `the certificates were made with different time limits (turn limit: 5000 ms in ${shardFile(1)}, 100 ms in ${otherFile}): a build given less time may be errored where it would pass.`,
      `the certificates checked the protocol's messages differently (not checked in ${shardFile(1)}, checked (--check-protocol) in ${otherFile}): a program that breaks the protocol is errored only where they were checked.`,
    ];
    const printed = matrix.out.split('\n').filter((line) => line.startsWith('note: '));
    for (const note of expected) expect(printed).toContain(`note: ${note}`);
    const notes = (JSON.parse(readFileSync(json, 'utf8')) as { notes: string[] }).notes;
    expect(notes).toEqual(printed.map((line) => line.slice('note: '.length)));
    const page = readFileSync(html, 'utf8');
    const escaped = (text: string) =>
      text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
    for (const note of expected) expect(page).toContain(`<li>${escaped(note)}</li>`);
  });

  it('notes nothing of certificates made alike', async () => {
    // Not a shard, so the only notes could be on how the runs were made.
    const whole = JSON.parse(readFileSync(shardFile(1), 'utf8')) as { run: { shard?: unknown } };
    delete whole.run.shard;
    const wholeFile = join(dir, 'whole-run.json');
    writeFileSync(wholeFile, JSON.stringify(whole));
    const json = join(dir, 'alike.json');
    const html = join(dir, 'alike.html');
    const matrix = await miau('matrix', wholeFile, wholeFile, '--json', json, '--html', html);
    expect(matrix.code).toBe(0);
    expect(matrix.out).not.toContain('note: ');
    expect((JSON.parse(readFileSync(json, 'utf8')) as { notes: string[] }).notes).toEqual([]);
    expect(readFileSync(html, 'utf8')).not.toContain('not made alike');
  });

  it('refuses a file over the bound by its size, with exit 2, as merge does', async () => {
    const huge = join(dir, 'huge.json');
    writeFileSync(huge, '');
    truncateSync(huge, 129 * 1024 * 1024);
    for (const command of ['matrix', 'merge']) {
      const refused = await miau(command, huge);
      expect([refused.code, refused.err]).toEqual([
        2,
        `miau ${command}: ${huge} is 135266304 bytes, larger than the 134217728 bytes (128 MiB) a certificate may have.`,
      ]);
    }
  });

  it('refuses a certificate that lists a scenario twice, which would hide one of its outcomes', async () => {
    const certificate = JSON.parse(readFileSync(shardFile(1), 'utf8')) as { scenarios: object[] };
    const [first] = certificate.scenarios;
    certificate.scenarios.unshift({ ...first, outcome: 'failed', message: 'hidden' });
    const twice = join(dir, 'twice.json');
    writeFileSync(twice, JSON.stringify(certificate));
    const refused = await miau('matrix', shardFile(1), twice);
    expect(refused.code).toBe(2);
    expect(refused.err).toMatch(
      /^miau matrix: .*twice\.json is not a certificate of one run: \/scenarios\/1 repeats \/scenarios\/0 \(features\/rules\/[a-z-]+\.feature:\d+ ".+"\)\.$/,
    );
  });

  // Every table is laid out in a loop and grouped in one pass: no spread of a long list, no pass per row.
  it('sets a certificate of 130,000 scenarios, each its own requirement, beside a real one', async () => {
    const certificate = JSON.parse(readFileSync(shardFile(1), 'utf8')) as { scenarios: object[] };
    const [first] = certificate.scenarios;
    certificate.scenarios = Array.from({ length: 130_000 }, (_, i) => ({
      ...first,
      name: `scenario ${i}`,
      line: i + 1,
      requirements: [`rules/r${i}`],
    }));
    const many = join(dir, 'many.json');
    writeFileSync(many, JSON.stringify(certificate));
    const matrix = await miau('matrix', shardFile(1), many);
    expect(matrix.err).toBe('');
    expect(matrix.code).toBe(0);
    expect(matrix.out).toMatch(/^Miau build matrix: 2 builds, \d+ scenarios, \d+ differ$/m);
  });

  it('lays out a scenario name of a million characters without padding every row to it', async () => {
    // Every row was padded to the longest name: 1,000 rows made a text longer than a string may be.
    const certificate = JSON.parse(readFileSync(shardFile(1), 'utf8')) as { scenarios: { name: string }[] };
    const [first] = certificate.scenarios;
    certificate.scenarios = Array.from({ length: 1_000 }, (_, i) => ({
      ...first,
      name: `scenario ${i}`,
      line: i + 1,
    }));
    certificate.scenarios[0].name = 'L'.repeat(1_000_000);
    const long = join(dir, 'long.json');
    writeFileSync(long, JSON.stringify(certificate));
    const matrix = await miau('matrix', shardFile(1), long);
    expect(matrix.err).toBe('');
    expect(matrix.code).toBe(0);
    expect(matrix.out.length).toBeLessThan(1_500_000);
  });

  it('refuses no certificate and a file that is not one, with exit 2', async () => {
    const none = await miau('matrix');
    expect([none.code, none.err]).toEqual([
      2,
      expect.stringMatching(/matrix needs at least one certificate/),
    ]);
    const note = await miau('matrix', join(dir, 'note.json'));
    expect(note.code).toBe(2);
    expect(note.err).toMatch(/note\.json is not a certificate/);
  });
});
