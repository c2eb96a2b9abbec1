// A program that breaks the protocol after a scenario's last answer, when no request waits: the
// fault is that scenario's (checked at its end, from what the program wrote so far), never the
// next scenario's, which never received it, and never lost after the last scenario. A fault as
// the program is told bye, after the last scenario, is reported by the run on its own.
import { describe, expect, it } from 'vitest';
import { fixtureEngine, lastLine, miau, WAIT_THEN_FLAG } from '../runner/helpers.js';

const node = JSON.stringify(process.execPath);
const program = (mode: string) =>
  `${node} ${JSON.stringify(fixtureEngine('run-compiled.mjs'))} tests/fixtures/engines/jsonl-after-answer ${mode}`;
const WAIT_ONLY = ['--name', '^Waiting counts as a turn$', '--once', '--quiet'];
const WAIT_ERRORED =
  /errored +features\/rules\/wait\.feature:6 +Waiting counts as a turn +\[protocol-broken\]\n +the check after the last step failed: The engine program /;

describe('a fault after the last answer of a scenario', () => {
  it.each([
    ['twice', /answered request 7 \(observe\) a second time/],
    ['early', /answered when no request was waiting: "\{\\"protocol\\":1,\\"id\\":8,/],
    ['garbage', /printed a line that is not JSON: "debug: scenario over"/],
  ])('errors that scenario, not the next (%s)', async (mode, reason) => {
    const run = await miau('certify', '--engine-cmd', program(mode), ...WAIT_THEN_FLAG);
    expect(run.out).toMatch(WAIT_ERRORED);
    expect(run.out).toMatch(reason);
    expect(run.out).not.toMatch(/flag\.feature.*\[/);
    expect(lastLine(run.out)).toBe(
      '1 passed, 0 failed, 0 declined, 0 unsupported, 1 errored, 0 nondeterministic',
    );
    expect(run.code).toBe(1);
  });

  it('errors the last scenario of the run, not lost with it', async () => {
    const run = await miau('certify', '--engine-cmd', program('twice'), ...WAIT_ONLY);
    expect(run.out).toMatch(WAIT_ERRORED);
    expect(lastLine(run.out)).toBe(
      '0 passed, 0 failed, 0 declined, 0 unsupported, 1 errored, 0 nondeterministic',
    );
    expect(run.code).toBe(1);
  });

  it('reports a fault as the program is told bye, after the last scenario', async () => {
    const run = await miau('certify', '--engine-cmd', program('bye-twice'), ...WAIT_ONLY);
    expect(run.out).toMatch(
      /errored +features:0 +\(after the last scenario\) +\[protocol-broken\]\n +After the last scenario, as it was told bye: The engine program answered request \d+ \(bye\) a second time: .*; every request has one answer\.\n/,
    );
    expect(lastLine(run.out)).toBe(
      '1 passed, 0 failed, 0 declined, 0 unsupported, 1 errored, 0 nondeterministic',
    );
    expect(run.code).toBe(1);
  });

  // Bye asks the program to end: closing its output before it exits is no fault.
  it.each([
    ['bye-slow', 'after answering bye'],
    ['bye-mute', 'when told bye, without answering'],
  ])('does not fault a program (%s) that closes its output %s, then takes a while to exit', async (mode) => {
    const run = await miau('certify', '--engine-cmd', program(mode), ...WAIT_ONLY);
    expect(lastLine(run.out)).toBe(
      '1 passed, 0 failed, 0 declined, 0 unsupported, 0 errored, 0 nondeterministic',
    );
    expect(run.code).toBe(0);
  });
});
