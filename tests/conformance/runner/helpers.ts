// What the runner's tests share: the CLI called in-process (../cli/miau.ts), and the
// fixture engines (modules, and programs that speak JSON lines).
import { join, resolve } from 'node:path';
import { expect } from 'vitest';
import type { CliRun } from '../cli/miau.js';
import { countOutcomes, type Totals } from '../../../conformance/runner/runner.js';
import type { Fault } from '../../../conformance/runner/errors.js';
import './typescript-imports.js';

export const ROOT = resolve(import.meta.dirname, '..', '..', '..');
export const fixtureEngine = (name: string) => join(ROOT, 'tests', 'fixtures', 'engines', name);

const node = JSON.stringify(process.execPath);
/** The command line of `miau serve`, optionally serving another engine module. */
export const serveCommand = (engine?: string) =>
  `${node} ${JSON.stringify(join(ROOT, 'bin', 'miau.js'))} serve${engine ? ` --engine ${JSON.stringify(engine)}` : ''}`;
/** The command line of the faulty JSON-lines program in one of its modes. */
export const faultyProgram = (mode: string) =>
  `${node} ${JSON.stringify(fixtureEngine('run-compiled.mjs'))} tests/fixtures/engines/jsonl-faulty ${mode}`;

import { miau } from '../cli/miau.js';
export { lastLine, miau } from '../cli/miau.js';

/**
 * The two scenarios the fault tests certify a faulty engine on: one that waits (where every
 * fault fixture goes wrong) and one in a later feature file that does not.
 */
export const WAIT_THEN_FLAG = [
  '--name',
  '^Waiting counts as a turn$',
  '--name',
  '^The player reaches the flag$',
  '--once',
  '--quiet',
];

/** The run finished, named the waiting scenario errored with `reason`, passed the other, exited 1. */
export function expectWaitErrored(result: CliRun, fault: Fault, reason: RegExp): void {
  expect(result.code).toBe(1);
  expect(result.out).toMatch(
    new RegExp(
      `errored +features/rules/wait\\.feature:6 +Waiting counts as a turn +\\[${fault}\\]\\n +step "the player waits" failed: `,
    ),
  );
  expect(result.out).toMatch(reason);
  expect(result.out.trimEnd().split('\n').at(-1)).toBe(
    '1 passed, 0 failed, 0 declined, 0 unsupported, 1 errored, 0 nondeterministic',
  );
}

/** A certificate's totals: the given counts, every other outcome 0 (the totals of no scenario). */
export const totalsOf = (counts: Partial<Totals>): Totals => ({ ...countOutcomes([]), ...counts });

/** `miau certify --once --quiet` of a fixture engine module, with more flags. */
export const certifyOnce = (engineFile: string, ...flags: string[]) =>
  miau('certify', '--engine', fixtureEngine(engineFile), ...flags, '--once', '--quiet');
