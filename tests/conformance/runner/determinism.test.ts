// Determinism: the two runs' transcripts compared, and the double run end to end with an
// engine that leaks a counter from game to game.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureEngine, lastLine, miau } from './helpers.js';
import { DIGESTED_FROM, answerDigest, canonicalJson } from '../../../conformance/runner/answer-digest.js';
import {
  combineRuns,
  readTranscripts,
  transcriptDifference,
  type JudgedRun,
} from '../../../conformance/runner/determinism.js';
import { certify, type ScenarioResult } from '../../../conformance/runner/runner.js';

const scenario = (outcome: ScenarioResult['outcome'], message?: string): ScenarioResult => ({
  name: 'S',
  uri: 'features/s.feature',
  line: 2,
  tags: [],
  requirements: [],
  capability: null,
  outcome,
  ...(message ? { message } : {}),
});
const run = (pickleId: string, outcome: ScenarioResult['outcome'], message?: string): JudgedRun => ({
  pickleId,
  result: scenario(outcome, message),
});
const board = (x: number) => ({ turn: 1, things: [{ id: 'c', x, y: 0 }] });

describe('comparing two runs', () => {
  it('prints JSON with keys sorted, so key order is never a difference', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[2,{"e":0,"f":1}]},"b":1}',
    );
    expect(
      transcriptDifference(
        [{ call: 'observe', answer: { a: 1, b: 2 } }],
        [{ call: 'observe', answer: { b: 2, a: 1 } }],
      ),
    ).toBeUndefined();
  });

  it('names the first call and JSON pointer that differ', () => {
    const first = [
      { call: 'load', answer: { ok: true } },
      { call: 'observe', answer: board(1) },
    ];
    const second = [
      { call: 'load', answer: { ok: true } },
      { call: 'observe', answer: board(2) },
    ];
    expect(transcriptDifference(first, second)).toBe(
      'call 2 (observe) answered differently at /things/0/x: 1 in the first run, 2 in the second',
    );
    expect(transcriptDifference(first, [first[0], { call: 'input', answer: {} }])).toBe(
      'call 2 was observe in the first run and input in the second',
    );
    expect(transcriptDifference(first, first.slice(0, 1))).toBe(
      'the first run made 2 engine calls and the second 1',
    );
    expect(transcriptDifference([{ call: 'undo', answer: [1, 2] }], [{ call: 'undo', answer: [1] }])).toMatch(
      /at \/length: 2 in the first run, 1 in the second/,
    );
  });

  it('judges errored first, then any difference as nondeterministic, else the first run', () => {
    const transcripts = {
      first: new Map([['p1', [{ call: 'observe', answer: board(1) }]]]),
      second: new Map([['p2', [{ call: 'observe', answer: board(2) }]]]),
    };
    const same = { first: new Map([['p1', []]]), second: new Map([['p2', []]]) };
    expect(combineRuns(run('p1', 'errored', 'boom'), run('p2', 'passed'), same)).toMatchObject({
      outcome: 'errored',
      message: 'boom',
    });
    expect(combineRuns(run('p1', 'passed'), run('p2', 'errored', 'it hung'), same)).toMatchObject({
      outcome: 'errored',
      message: 'in the second run on a fresh game, it hung',
    });
    expect(combineRuns(run('p1', 'passed'), run('p2', 'failed', 'wrong board'), same)).toMatchObject({
      outcome: 'nondeterministic',
      message: 'passed in the first run and failed in the second, on a fresh game: wrong board',
    });
    expect(combineRuns(run('p1', 'passed'), run('p2', 'passed'), transcripts)).toMatchObject({
      outcome: 'nondeterministic',
      message: expect.stringMatching(/at \/things\/0\/x/) as unknown,
    });
    expect(combineRuns(run('p1', 'failed', 'wrong'), run('p2', 'failed', 'wrong'), same)).toMatchObject({
      outcome: 'failed',
      message: 'wrong',
    });
    expect(combineRuns(run('p1', 'unsupported'), undefined, same).outcome).toBe('unsupported');
  });
});

/** `miau certify --quiet` of the engine that leaks state from game to game, on one requirement. */
const certifyLeaky = (requirement: string, ...flags: string[]) =>
  miau(
    'certify',
    '--engine',
    fixtureEngine('reference-nondeterministic.ts'),
    '--requirement',
    requirement,
    '--quiet',
    ...flags,
  );

// 30 MB answers made a run's transcript file longer than a string can be: it was read as no
// transcript at all, and a nondeterministic engine passed. Long answers are filed by digest.
describe('long answers', () => {
  const long = (fill: string) => ({ turn: 1, padding: fill.repeat(DIGESTED_FROM) });

  it('are filed by digest: the same one is no difference, another is named with its size', () => {
    expect(answerDigest(board(1))).toEqual(board(1));
    const digest = answerDigest(long('a')) as { digestedAnswer: { characters: number; sha256: string } };
    expect(digest.digestedAnswer.characters).toBe(DIGESTED_FROM + 23);
    expect(digest.digestedAnswer.sha256).toMatch(/^[0-9a-f]{64}$/);
    const filed = (fill: string) => [{ call: 'observe', answer: answerDigest(long(fill)) }];
    expect(transcriptDifference(filed('a'), filed('a'))).toBeUndefined();
    expect(transcriptDifference(filed('a'), filed('b'))).toBe(
      `call 1 (observe) answered differently from /padding to before /turn: an answer of ${DIGESTED_FROM + 23} characters in the first run, an answer of ${DIGESTED_FROM + 23} characters in the second, not the same`,
    );
    expect(transcriptDifference(filed('a'), [{ call: 'observe', answer: board(1) }])).toMatch(
      /^call 1 \(observe\) answered differently: an answer of \d+ characters in the first run, an answer of 44 characters in the second/,
    );
  });

  it('say to within a part where they first differ', () => {
    const things = (moved: number) =>
      Array.from({ length: 2000 }, (_, i) => ({
        id: `t${i}`,
        kind: 'cat',
        x: i === moved ? 99 : i % 7,
        y: 0,
      }));
    const filed = (moved: number) => [
      { call: 'observe', answer: answerDigest({ turn: 3, things: things(moved) }) },
    ];
    // 8,001 values in parts of 128 (a power of two): the moved x is in the part from /things/1216/id.
    expect(transcriptDifference(filed(-1), filed(1234))).toMatch(
      /^call 1 \(observe\) answered differently from \/things\/1216\/id to before \/things\/1248\/id: an answer of \d+ characters in the first run/,
    );
    expect(transcriptDifference(filed(1234), filed(1234))).toBeUndefined();
    // One more thing: the parts are cut alike up to where the counts make them differ.
    const longer = [
      { call: 'observe', answer: answerDigest({ turn: 3, things: [...things(-1), { id: 'z' }] }) },
    ];
    expect(transcriptDifference(filed(-1), longer)).toMatch(
      /^call 1 \(observe\) answered differently at or after \/things\/1984\/id:/,
    );
    // Half as long again: cut into other parts, which tell nothing of where, so no place is named.
    const grown = [
      {
        call: 'observe',
        answer: answerDigest({ turn: 3, things: [...things(-1), ...things(-1).slice(0, 1000)] }),
      },
    ];
    expect(transcriptDifference(filed(-1), grown)).toMatch(
      /^call 1 \(observe\) answered differently: an answer of \d+ characters in the first run/,
    );
  });

  it('are read back line by line, and a file that cannot be read is not taken for none', () => {
    const dir = mkdtempSync(join(tmpdir(), 'miau-transcripts-test-'));
    const file = join(dir, 'run.ndjson');
    const line = (pickle: string, x: number) =>
      `${canonicalJson({ pickle, calls: [{ call: 'observe', answer: board(x) }] })}\n`;
    writeFileSync(file, `${line('p1', 1)}\n${line('p2', 2)}`);
    writeFileSync(`${file}.worker-0`, line('p3', 3));
    const read = readTranscripts(file);
    expect([...read.keys()]).toEqual(['p1', 'p2', 'p3']);
    expect(read.get('p2')).toEqual([{ call: 'observe', answer: board(2) }]);
    expect(readTranscripts(join(dir, 'none.ndjson')).size).toBe(0);
    mkdirSync(join(dir, 'folder.ndjson'));
    expect(() => readTranscripts(join(dir, 'folder.ndjson'))).toThrow(/EISDIR/);
  });
});

describe('an engine that lists its rules in another order at every observation', () => {
  // The steps that compare whole observations ("nothing has changed", "both plays give the same
  // turns and boards") and the double run compared the list in order: 10 wrong failures.
  it('passes, in both runs, what the reference passes: the order is not part of the contract', async () => {
    const tags = '@rules/snapshot or @rules/undo or @automata/cues or @rules/determinism';
    const rotated = await certify({ engineModule: fixtureEngine('reference-rules-rotated.ts'), tags });
    expect(rotated.scenarios.length).toBeGreaterThan(5);
    expect(rotated.totals.passed).toBe(rotated.scenarios.length);
  });
});

describe("an engine that lists a load's diagnostics in another order at every load", () => {
  // The double run compared them in order: an engine listing them from a Python set was
  // nondeterministic in parallel (its order changes between processes), not serially.
  it('passes, in both runs, what the reference passes: diagnostics are a set of code at path', async () => {
    const tags = '@packs/diagnostics or @packs/robust-loading or @conformance/plain-data';
    const rotated = await certify({ engineModule: fixtureEngine('reference-diagnostics-rotated.ts'), tags });
    expect(rotated.scenarios.length).toBeGreaterThan(5);
    expect(rotated.totals.passed).toBe(rotated.scenarios.length);
  });
});

describe('the double run', () => {
  it('finds the reference engine deterministic', async () => {
    const result = await certify({
      engineModule: `${import.meta.dirname}/../../../conformance/engines/reference.ts`,
      requirements: ['rules/sink', 'conformance/determinism'],
    });
    expect(result.run.doubleRun).toBe(true);
    expect(result.scenarios.length).toBeGreaterThan(5);
    expect(result.totals).toMatchObject({ nondeterministic: 0, failed: 0, errored: 0 });
  });

  it('reports an engine that leaks state from game to game as nondeterministic, naming the answer, and exits 1', async () => {
    const result = await certifyLeaky('rules/sink');
    expect(result.code).toBe(1);
    expect(result.out).toMatch(
      /nondeterministic features\/rules\/sink\.feature:7 +Walking into water sinks the walker and the water\n +the second run on a fresh game gave other answers: call \d+ \(observe\) answered differently at \/things\/0\/channel: "game-\d+" in the first run, "game-\d+" in the second/,
    );
    // The second run plays last to first on an engine of its own: the middle scenario may meet
    // its game count again (the determinism scenarios fail such an engine all the same, below).
    expect(lastLine(result.out)).toMatch(
      /^[01] passed, 0 failed, 0 declined, 0 unsupported, 0 errored, \d+ nondeterministic$/,
    );
  });

  // Its second run played on the first run's engine: a pid in every answer passed serially, and
  // was nondeterministic under --parallel (found by a helper).
  it('reports answers fixed once per engine process as nondeterministic, serially as in parallel', async () => {
    const result = await miau(
      'certify',
      '--engine',
      fixtureEngine('reference-per-process.ts'),
      '--requirement',
      'rules/sink',
      '--quiet',
    );
    expect(result.code).toBe(1);
    expect(result.out).toMatch(
      /answered differently at \/things\/0\/channel: "process-\d+" in the first run/,
    );
    expect(lastLine(result.out)).toMatch(
      /^0 passed, 0 failed, 0 declined, 0 unsupported, 0 errored, [1-9]\d* nondeterministic$/,
    );
  });

  it('runs once with --once, and then cannot see it', async () => {
    const result = await certifyLeaky('rules/sink', '--once');
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/every scenario once/);
  });

  it('fails the determinism scenarios of that engine even in a single run', async () => {
    const result = await certifyLeaky('conformance/determinism', '--once');
    expect(result.out).toMatch(
      /failed +features\/conformance\/determinism\.feature:\d+ +Two fresh games of a level answer the same moves alike/,
    );
    expect(result.out).toMatch(
      /failed +features\/conformance\/determinism\.feature:\d+ +A game does not inherit from the game before it/,
    );
  });
});
