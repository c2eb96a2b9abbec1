// Fault isolation, end to end, for engine programs spoken to over JSON lines (faults.test.ts
// has the in-process modules): with each faulty program the run finishes, names the errored
// scenario with its reason, goes on after restarting the program (the scenario after it
// passes) and exits 1. Two scenarios are picked: one that waits (where every fixture goes
// wrong) and one in a later feature file that does not.
import { describe, expect, it } from 'vitest';
import {
  expectWaitErrored,
  faultyProgram,
  fixtureEngine,
  miau,
  serveCommand,
  WAIT_THEN_FLAG,
} from './helpers.js';
import type { Fault } from '../../../conformance/runner/errors.js';

// The turn limit is short only where a hang is the point; elsewhere the default leaves room
// for a slow machine.

describe('a faulty engine program', () => {
  it.each([
    [
      'a program that spins',
      ['--engine-cmd', serveCommand(fixtureEngine('reference-spins-on-wait.ts')), '--turn-limit', '1500'],
      'no-answer',
      /did not answer input within 1500 ms/,
    ],
    [
      'a program that exits',
      ['--engine-cmd', faultyProgram('exits')],
      'engine-exited',
      /The engine program exited \(code 3\)\. Its last words on stderr: "jsonl-faulty: exiting on purpose at a wait" It exited while request \d+ \(input\) waited for its answer\./,
    ],
    [
      'a program that prints garbage',
      ['--engine-cmd', faultyProgram('garbage')],
      'protocol-broken',
      /printed a line that is not JSON/,
    ],
    [
      'a program that answers out of order',
      ['--engine-cmd', faultyProgram('out-of-order')],
      'protocol-broken',
      /answered with the id \d+ \(a request answered already\) while request \d+ \(input\) was waiting; an answer carries the id of the request it answers, and one request waits at a time/,
    ],
    [
      'a program that answers a malformed result, with the protocol checked',
      ['--engine-cmd', faultyProgram('bad-shape'), '--check-protocol'],
      'bad-answer',
      /The engine's input answer breaks the protocol schema: \/accepted must be boolean/,
    ],
  ])('%s: the run finishes, names the errored scenario and exits 1', async (_what, engine, fault, reason) => {
    expectWaitErrored(await miau('certify', ...engine, ...WAIT_THEN_FLAG), fault as Fault, reason);
  });

  /** The faulty program in `mode`, certified on the wait scenario under --check-protocol. */
  const checkedWait = (mode: string) =>
    miau(
      'certify',
      '--engine-cmd',
      faultyProgram(mode),
      '--check-protocol',
      '--name',
      '^Waiting counts as a turn$',
      '--once',
      '--quiet',
    );

  // A step that never sent the request is charged: the message says which request, and why a
  // probe of --check-protocol asked it.
  it('names the request a program exited on, a --check-protocol probe included', async () => {
    const result = await checkedWait('exits-on-unknown-game');
    expect(result.code).toBe(1);
    expect(result.out).toMatch(
      /Its last words on stderr: "KeyError: 'miau-no-such-game'" It exited while request \d+ \(observe\) waited for its answer: --check-protocol's observe of game "miau-no-such-game", which it never started/,
    );
  });

  // A step that never sent the request is charged with a fault in its answer: the message says
  // --check-protocol sent it, so the author does not look for it in the scenario.
  it('names a --check-protocol probe whose answer broke the protocol', async () => {
    const result = await checkedWait('twice-on-unknown-game');
    expect(result.code).toBe(1);
    expect(result.out).toMatch(
      /\[protocol-broken\][\s\S]*answered request \d+ \(observe, --check-protocol's observe of a game it never started\) a second time/,
    );
  });
});
