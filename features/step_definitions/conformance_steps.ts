// Conformance steps: answers as plain JSON data, determinism across fresh games, and the
// protocol's shapes. Answers already given are read from the World (the latest turn, the
// load answer, the transcript of the scenario's calls).
import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { describeBytes, MAX_LINE_BYTES } from '../../conformance/runner/bounds.js';
import { resultProblems, type RequestType } from '../../conformance/protocol/messages.js';
import { answerData, readPlainData } from '../../src/data/plain-data.js';
import { answerNamed, latestAnswer } from '../support/answers.js';
import type { AnswerName } from '../support/parameters.js';
import type { MiauWorld } from '../support/world.js';

// Each message names its place by its JSON pointer in the answer (`/best in the save`).
function assertPlainData(value: unknown, what: string): void {
  const read = readPlainData(value, answerData(what.toLowerCase()));
  assert.ok(
    read.ok,
    `${what} is not plain data: ${read.ok ? '' : read.errors.map((d) => d.message).join(' ')}`,
  );
  // Numbers compare as JSON numbers (conformance/answer-shapes): -0 is written as 0 and is no change.
  assert.deepEqual(
    JSON.parse(JSON.stringify(value)),
    withZeroForMinusZero(value),
    `${what} changes when written as JSON.`,
  );
}

/** `value` with every -0 read as 0, its objects' prototypes kept; `value` itself when it holds none. */
function withZeroForMinusZero(value: unknown): unknown {
  if (Object.is(value, -0)) return 0;
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value);
  const changed = entries.map(([key, item]) => [key, withZeroForMinusZero(item)] as const);
  if (changed.every(([, item], k) => Object.is(item, entries[k][1]))) return value;
  if (Array.isArray(value)) return changed.map(([, item]) => item);
  const copy = Object.create(Object.getPrototypeOf(value) as object | null) as Record<string, unknown>;
  // Defined, not assigned: an own "__proto__" key is a key like any other here.
  for (const [key, item] of changed)
    Object.defineProperty(copy, key, { value: item, enumerable: true, writable: true, configurable: true });
  return copy;
}

// Plain data -------------------------------------------------------------------

Then('the {answer} is plain JSON data', async function (this: MiauWorld, name: AnswerName) {
  assertPlainData(await answerNamed(this, name), `The ${name}`);
});

// Determinism ------------------------------------------------------------------
// The fresh games and the restart are played, and the fresh games compared, in turn_steps.ts
// (`the player plays {string} {replay}`, `both {sameness}`).

// With `, and the first game is still where its moves left it`, the first game is observed again
// once the new one has started: each game plays on its own board.
Then(
  "the new game's observation equals the first game's start{firstkept}",
  function (this: MiauWorld, firstKept: boolean) {
    const seen = this.repeats.restart;
    assert.ok(seen, 'The level was not started again.');
    assert.deepEqual(seen.again, seen.first, 'The new game does not start where the first one started.');
    if (firstKept)
      assert.deepEqual(seen.playedLater, seen.played, 'Starting a new game changed the first game.');
  },
);

// The protocol -----------------------------------------------------------------

// Every request, one after the other, as one session would send them. `start` answers an
// in-process game object rather than a game id; the JSON-lines transport checks the id.
When('a session makes every request of the protocol', async function (this: MiauWorld) {
  const answers: { type: RequestType; answer: unknown }[] = [];
  const ask = async <T>(type: RequestType, run: () => Promise<T>): Promise<T> => {
    const answer = await run();
    // Calls that answer nothing in-process answer null on the wire.
    answers.push({ type, answer: answer ?? null });
    return answer;
  };
  await ask('hello', () => this.engineCall('hello', (b) => b.hello()));
  const game = await this.currentGame(); // load and start
  assert.ok(this.loadResult, 'The level started without a load.');
  answers.push({ type: 'load', answer: this.loadResult });
  await ask('input', () => this.engineCall('input', () => game.input('R')));
  await ask('observe', () => this.engineCall('observe', () => game.observe()));
  await ask('undo', () => this.engineCall('undo', () => game.undo()));
  await ask('reset', () => this.engineCall('reset', () => game.reset()));
  const saved = await ask('snapshot', () => this.engineCall('snapshot', () => game.snapshot()));
  await ask('restore', () =>
    this.engineCall('restore', () => game.restore(JSON.parse(JSON.stringify(saved)))),
  );
  this.protocolAnswers = answers;
});

// `every answer`: those of the session's requests; `the solver's answer`: the latest solve.
Then(
  '{answers} has the shape the protocol schema gives it',
  function (this: MiauWorld, which: 'session' | 'solve') {
    if (which === 'solve') {
      assert.deepEqual(resultProblems('solve', latestAnswer(this, 'solve')), []);
      return;
    }
    const answers = this.protocolAnswers;
    assert.ok(answers, 'No session was made in this scenario.');
    this.loadChecked = true;
    const problems = answers.flatMap(({ type, answer }) =>
      resultProblems(type, answer).map((p) => `${type}: ${p}`),
    );
    assert.deepEqual(problems, [], `Answers that break the protocol schema:\n${problems.join('\n')}`);
  },
);

Then('the engine still answers a greeting', async function (this: MiauWorld) {
  const hello = await this.engineCall('hello', (build) => build.hello());
  assert.deepEqual(resultProblems('hello', hello), [], 'The greeting breaks the protocol schema.');
});

// The protocol bounds a line (conformance/runner/bounds.ts); an answer too long for it would be a
// protocol fault over JSON lines, so it is one in-process too. 100 bytes cover the envelope.
Then('every answer fits on one protocol line', function (this: MiauWorld) {
  const answers = this.protocolAnswers;
  assert.ok(answers, 'No session was made in this scenario.');
  this.loadChecked = true;
  const tooLong = answers
    .map(({ type, answer }) => ({ type, bytes: Buffer.byteLength(JSON.stringify(answer ?? null)) + 100 }))
    .filter(({ bytes }) => bytes > MAX_LINE_BYTES);
  assert.deepEqual(
    tooLong,
    [],
    `Answers longer than the protocol's line bound of ${describeBytes(MAX_LINE_BYTES)}.`,
  );
});
