// A program that breaks the protocol after a scenario's last answer, when no request waits: the
// fault is that scenario's (checked at its end, from what the program wrote so far), never the
// next scenario's, which never received it, and never lost after the last scenario. A fault as
// the program is told bye, after the last scenario, is reported by the run on its own; under
// --check-protocol, so is a program that does not answer bye or does not exit after it.
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

  // Bye asks the program to end: without --check-protocol, closing its output before it exits is
  // no fault, and neither is leaving without an answer.
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

describe('under --check-protocol, a program keeps to bye', () => {
  const AFTER_LAST = (fault: string, why: string) =>
    new RegExp(
      `errored +features:0 +\\(after the last scenario\\) +\\[${fault}\\]\\n +After the last scenario, as it was told bye: The engine program ${why}`,
    );
  it.each([
    ['bye-stays', 'protocol-broken', 'answered bye but was still running 2000 ms after it was sent'],
    ['bye-leaves', 'protocol-broken', 'exited when told bye, without answering it'],
    ['bye-mute', 'protocol-broken', 'exited when told bye, without answering it'],
    // Its answer written whole but for the line break: not "without answering it", which it did not do.
    [
      'bye-unended',
      'protocol-broken',
      'exited when told bye after writing \\d+ bytes of an answer it never ended with a line break',
    ],
    ['bye-ignored', 'no-answer', 'neither answered bye nor exited within 2000 ms of it'],
  ])(
    'reports %s as an errored entry of the run, and passes it without the flag',
    async (mode, fault, why) => {
      const checked = await miau('certify', '--engine-cmd', program(mode), ...WAIT_ONLY, '--check-protocol');
      expect(checked.out).toMatch(AFTER_LAST(fault, why));
      expect(lastLine(checked.out)).toBe(
        '1 passed, 0 failed, 0 declined, 0 unsupported, 1 errored, 0 nondeterministic',
      );
      expect(checked.code).toBe(1);
      const lenient = await miau('certify', '--engine-cmd', program(mode), ...WAIT_ONLY);
      expect(lastLine(lenient.out)).toBe(
        '1 passed, 0 failed, 0 declined, 0 unsupported, 0 errored, 0 nondeterministic',
      );
      expect(lenient.code).toBe(0);
    },
  );

  // spec: conformance/protocol
  it('passes a program behind a launcher that forwards its input until its end (cat)', async () => {
    const serve = `${node} ${JSON.stringify(fixtureEngine('clean-room/serve.mjs'))}`;
    const run = await miau('certify', '--engine-cmd', `cat | ${serve}`, ...WAIT_ONLY, '--check-protocol');
    expect(run.out).not.toMatch(/after the last scenario/);
    expect(lastLine(run.out)).toBe(
      '1 passed, 0 failed, 0 declined, 0 unsupported, 0 errored, 0 nondeterministic',
    );
    expect(run.code).toBe(0);
  });

  it('passes a program that answers bye and takes half a second to exit', async () => {
    const run = await miau('certify', '--engine-cmd', program('bye-slow'), ...WAIT_ONLY, '--check-protocol');
    expect(lastLine(run.out)).toBe(
      '1 passed, 0 failed, 0 declined, 0 unsupported, 0 errored, 0 nondeterministic',
    );
    expect(run.code).toBe(0);
  });
});
