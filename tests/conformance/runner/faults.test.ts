// Fault isolation, end to end, for engine modules (each runs in a host process of its own; faults-programs.test.ts has the
// programs): with each faulty engine the run finishes, names the errored scenario with its
// reason, goes on after restarting the engine (the scenario after it passes) and exits 1. Two
// scenarios are picked: one that waits (where every fixture goes wrong), one in a later file.
import { describe, expect, it } from 'vitest';
import { expectWaitErrored, fixtureEngine, miau, WAIT_THEN_FLAG, certifyOnce } from './helpers.js';
import type { Fault } from '../../../conformance/runner/errors.js';

// The turn limit is short only where a hang is the point; elsewhere the default leaves room
// for a slow machine.

describe('a faulty engine module', () => {
  it.each([
    [
      'a module that throws',
      ['--engine', fixtureEngine('reference-throws-on-wait.ts')],
      'engine-threw',
      /The engine's input threw: waiting is broken in this build/,
    ],
    [
      'a module that never answers',
      ['--engine', fixtureEngine('reference-hangs-on-wait.ts'), '--turn-limit', '1500'],
      'no-answer',
      /The engine module did not answer input within 1500 ms\. A slower engine is given more time with --turn-limit <ms>\./,
    ],
    // Before isolation this blocked the harness's own event loop and the run never ended.
    [
      'a module that spins (a busy loop)',
      ['--engine', fixtureEngine('reference-spins-on-wait.ts'), '--turn-limit', '1500'],
      'no-answer',
      /The engine module did not answer input within 1500 ms/,
    ],
  ])('%s: the run finishes, names the errored scenario and exits 1', async (_what, engine, fault, reason) => {
    expectWaitErrored(await miau('certify', ...engine, ...WAIT_THEN_FLAG), fault as Fault, reason);
  });

  it('errors a scenario that runs out of its budget, naming the budget', async () => {
    const result = await certifyOnce(
      'reference-slow.ts',
      '--name',
      '^Waiting counts as a turn$',
      '--scenario-budget',
      '100',
    );
    expect(result.code).toBe(1);
    expect(result.out).toMatch(
      /errored +features\/rules\/wait\.feature:6 +Waiting counts as a turn +\[scenario-budget\]/,
    );
    expect(result.out).toMatch(
      /budget of 100 ms\. A slower engine is given more time with --scenario-budget <ms>\./,
    );
  });
});
