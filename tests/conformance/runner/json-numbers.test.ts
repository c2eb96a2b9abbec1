// Answers compare as JSON data: a number the engine writes as -0 is 0 written as JSON, and a
// save holding one is plain JSON data (conformance/answer-shapes), not a save that changes.
import { describe, expect, it } from 'vitest';
import { fixtureEngine, lastLine, miau } from './helpers.js';

describe('a save holding -0', () => {
  it('is plain JSON data, and round-trips', async () => {
    // A program: a module's answers reach the harness through JSON.stringify, which writes -0 as 0.
    const run = await miau(
      'certify',
      '--engine-cmd',
      `${JSON.stringify(process.execPath)} ${JSON.stringify(fixtureEngine('minus-zero-program.mjs'))}`,
      '--requirement',
      'conformance/plain-data',
      '--requirement',
      'rules/snapshot',
      '--once',
      '--quiet',
    );
    expect(lastLine(run.out)).toMatch(
      /^\d+ passed, 0 failed, 0 declined, 0 unsupported, 0 errored, 0 nondeterministic$/,
    );
    expect(run.code).toBe(0);
  }, 120_000);
});
