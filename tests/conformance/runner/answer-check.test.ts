// Answers are checked before any step reads them (conformance/answer-shapes), and no answer is
// nested deeper than a pack may be (conformance/plain-data): a step copies answers through JSON.
import { describe, expect, it } from 'vitest';
import { answerShapeProblems, checkAnswer } from '../../../conformance/runner/answer-check.js';
import { EngineFault } from '../../../conformance/runner/errors.js';
import { envelopeProblems } from '../../../conformance/protocol/messages.js';
import { startObservation } from '../../fixtures/observation.js';

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

/** An observation of a 64 × 64 board holding `things`. */
const observation = (things: unknown[]) =>
  startObservation(things, { levelId: 'yard', width: 64, height: 64 });

describe('observation bounds: no level holds more things, longer ids or longer words', () => {
  const thing = (n: number, name = 'rock', id = `r${n}`) => ({ id, kind: 'object', name, x: n % 64, y: 0 });
  const many = (count: number) => Array.from({ length: count }, (_, n) => thing(n));

  it('takes 4096 things, ids of 64 characters and names of 24', () => {
    expect(answerShapeProblems('observe', observation(many(4096)))).toEqual([]);
    expect(answerShapeProblems('observe', observation([thing(0, 'n'.repeat(24), 'i'.repeat(64))]))).toEqual(
      [],
    );
  });

  it('refuses one thing more, an id a character longer and a name a character longer', () => {
    expect(answerShapeProblems('observe', observation(many(4097)))).toEqual([
      '/things must NOT have more than 4096 items',
    ]);
    expect(answerShapeProblems('observe', observation([thing(0, 'rock', 'i'.repeat(65))]))).toEqual([
      '/things/0/id must NOT have more than 64 characters',
    ]);
    expect(answerShapeProblems('observe', observation([thing(0, 'n'.repeat(25))]))).toEqual([
      '/things/0/name must NOT have more than 24 characters',
    ]);
  });
});

// Every error of 3,000,000 empty things was 15,000,000 errors: minutes, and the heap ran out.
describe('an answer of very many values', () => {
  const empties = (count: number) => Array.from({ length: count }, () => ({}));

  it('is checked up to its first problem, in the result and in the envelope', () => {
    const huge = observation(empties(200_000));
    expect(answerShapeProblems('observe', huge)).toHaveLength(1);
    const answer = { protocol: 1, id: 3, type: 'observe', ok: true, result: huge, extra: 1 };
    expect(envelopeProblems('observe', answer)).toHaveLength(1);
  });

  it('still has every problem listed when it is of ordinary size', () => {
    expect(answerShapeProblems('observe', observation(empties(3))).length).toBeGreaterThan(3);
  });
});

describe('schema problems of an answer with branches', () => {
  it('names only what the branch its discriminator picks is missing, each problem once', () => {
    expect(answerShapeProblems('load', { ok: true, pack: { manifest: {}, levels: [] } })).toEqual([
      '/warnings is missing: the schema requires it',
    ]);
    expect(answerShapeProblems('solve', { status: 'SOLVED', moves: 'R', expansions: 3, extra: 1 })).toEqual([
      '/extra is a field the schema does not allow there',
    ]);
  });

  it('names the field an envelope must not have, and the constant a field must be', () => {
    expect(
      envelopeProblems('hello', { protocol: 1, id: 1, type: 'hello', ok: true, result: {}, elapsedMs: 3 }),
    ).toEqual(['/elapsedMs is a field the schema does not allow there']);
    expect(envelopeProblems('undo', { protocol: 1, id: 1, type: 'reset', ok: true, result: true })).toEqual([
      '/type must be equal to constant ("undo")',
    ]);
  });
});

// automata/events: every entry names the pattern step it played; the schema requires it, so an
// engine that leaves it out is told which entry, not failed by the scenarios that read it.
describe('automated entries', () => {
  const entry = {
    automaton: 'mouse-shuttle',
    id: 'mouse',
    action: 'move',
    from: { x: 9, y: 3 },
    to: { x: 8, y: 3 },
    blocked: false,
    phase: 0,
  };
  const turn = (automated: unknown[]) => ({
    accepted: true,
    won: false,
    lost: false,
    events: { destroyed: [], transformed: [], automated },
  });

  it('takes an entry with its phase, and refuses one without it, naming the entry', () => {
    expect(answerShapeProblems('input', turn([entry]))).toEqual([]);
    const { phase: _phase, ...withoutPhase } = entry;
    expect(answerShapeProblems('input', turn([entry, withoutPhase]))).toEqual([
      '/events/automated/1/phase is missing: the schema requires it',
    ]);
    expect(() => checkAnswer('input', turn([withoutPhase]))).toThrow(EngineFault);
  });
});
