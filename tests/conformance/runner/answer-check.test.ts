// Answers are checked before any step reads them (conformance/answer-shapes), and no answer is
// nested deeper than a pack may be (conformance/plain-data): a step copies answers through JSON.
import { describe, expect, it } from 'vitest';
import { answerShapeProblems, checkAnswer } from '../../../conformance/runner/answer-check.js';
import { EngineFault } from '../../../conformance/runner/errors.js';

function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level++) value = { next: value };
  return value;
}

describe('answer depth', () => {
  it('takes a save nested 64 levels deep', () => {
    expect(answerShapeProblems('snapshot', nested(64))).toEqual([]);
  });

  it('refuses a save nested 6000 levels deep as a protocol break, without overflowing', () => {
    expect(answerShapeProblems('snapshot', nested(6000))).toEqual([
      '(the answer) is nested more than 64 levels deep, as no answer may be',
    ]);
    expect(() => checkAnswer('snapshot', nested(65))).toThrow(EngineFault);
  });
});
