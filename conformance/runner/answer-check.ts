// Strict answers: every answer of every build (a module in-process or a program over JSON
// lines) is checked against the shape schemas/protocol.schema.json gives the answer to its
// request, before any step reads it. A malformed answer is the engine breaking the protocol
// (an EngineFault: the scenario is *errored*, with the JSON pointer and the schema's message),
// never a TypeError in a step. The validators are compiled once, on first use of each call (src/schema/registry.ts).
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { engineFault } from './errors.js';
import { schemaProblems } from '../protocol/schema-errors.js';

export { describeSchemaError } from '../protocol/schema-errors.js';
import { MANY_VALUES, validatorFor } from '../../src/schema/registry.js';
import { MAX_DEPTH } from '../../src/pack/bounds.js';

/** The result definition of each call an engine answers (`start` answers a game; see checkAnswer). */
const RESULTS: Readonly<Record<string, string>> = {
  hello: 'helloAnswer',
  load: 'loadAnswer',
  input: 'inputAnswer',
  observe: 'observeAnswer',
  undo: 'undoAnswer',
  reset: 'resetAnswer',
  snapshot: 'snapshotAnswer',
  restore: 'restoreAnswer',
  solve: 'solveAnswer',
};

const GAME_METHODS = ['input', 'observe', 'undo', 'reset', 'snapshot', 'restore'] as const;

// The result alone: the envelope of the answer's definition, minus the envelope. A result of
// millions of values (`many`, counted by the walk) is checked up to its first error.
function validatorOf(call: string, many: boolean): ValidateFunction | undefined {
  const answer = RESULTS[call];
  return !answer ? undefined : validatorFor('protocol', `/$defs/${answer}/properties/result`, many);
}

/** Problems of an answer to a call, one `pointer message` each; empty when it has its shape. */
export function answerShapeProblems(call: string, answer: unknown): string[] {
  return shapeProblems(call, answer, call === 'start' ? UNWALKED : walk(answer, MAX_DEPTH));
}

function shapeProblems(call: string, answer: unknown, walked: Walked): string[] {
  if (call === 'start') return startProblems(answer);
  // A step copies answers through JSON, which cannot write a value nested thousands deep.
  if (walked.tooDeep)
    return [`(the answer) is nested more than ${MAX_DEPTH} levels deep, as no answer may be`];
  // In-process, a call that answers nothing (reset, restore) answers null on the wire.
  const result = answer === undefined ? null : answer;
  const validate = validatorOf(call, walked.values > MANY_VALUES);
  if (!validate || validate(result)) return [];
  return schemaProblems(validate.errors ?? [], '(the answer)');
}

/**
 * Checks an engine's answer before any step reads it. Throws an EngineFault (lost: the engine
 * broke the protocol, so it is restarted before the next scenario) naming every problem.
 *
 * Answers are compared as JSON numbers, where `-0` is `0`: a C++ engine printing `-0.0` for a
 * cell, or a JavaScript one computing `0 * -1`, observed a correct board that a strict deep
 * equality failed. Such an answer is passed on as its JSON copy (JSON writes `-0` as `0`); a
 * game (start) and a save (snapshot, opaque) are passed on as they are.
 */
export function checkAnswer<T>(call: string, answer: T): T {
  const walked = call === 'start' ? UNWALKED : walk(answer, MAX_DEPTH);
  const problems = shapeProblems(call, answer, walked);
  if (problems.length === 0)
    return walked.negativeZero && call !== 'snapshot' ? (JSON.parse(JSON.stringify(answer)) as T) : answer;
  const shown =
    problems.slice(0, 5).join('; ') + (problems.length > 5 ? `; and ${problems.length - 5} more` : '');
  throw engineFault('bad-answer', `The engine's ${call} answer breaks the protocol schema: ${shown}.`, {
    lost: true,
  });
}

/** What one walk over an answer found: a value more than the bound levels down, a `-0`, its size. */
interface Walked {
  tooDeep: boolean;
  negativeZero: boolean;
  /** How many values it read (all of them, unless it stopped too deep). */
  values: number;
}
const UNWALKED: Walked = { tooDeep: false, negativeZero: false, values: 0 };

// One walk over every value, without recursion (it stops at the first value too deep). One push
// per value: an answer may hold a million of them, too many to spread as arguments.
function walk(value: unknown, most: number): Walked {
  let negativeZero = false;
  let values = 0;
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    values++;
    const [item, depth] = next;
    if (Object.is(item, -0)) negativeZero = true;
    if (item === null || typeof item !== 'object') continue;
    if (depth >= most) return { tooDeep: true, negativeZero, values };
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return { tooDeep: false, negativeZero, values };
}

// In-process, start answers a game: an object with the game's calls.
function startProblems(game: unknown): string[] {
  if (game === null || typeof game !== 'object')
    return ['(the answer) must be a game with the calls input, observe, undo, reset, snapshot and restore'];
  const missing = GAME_METHODS.filter((m) => typeof (game as Record<string, unknown>)[m] !== 'function');
  return missing.map((m) => `/${m} must be a function of the game`);
}
