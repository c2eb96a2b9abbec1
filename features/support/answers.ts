// The answers a scenario reads back after the engine gave them: named by the `answer`
// parameter type (support/parameters.ts), for the plain-data and adapter-schema steps.
import assert from 'node:assert/strict';
import type { AnswerName } from './parameters.js';
import type { MiauWorld } from './world.js';

/** The engine's latest answer to a call in this scenario, from its transcript. */
export function latestAnswer(world: MiauWorld, call: string): unknown {
  const found = [...world.transcript.calls].reverse().find((c) => c.call === call);
  assert.ok(found, `The engine was not asked to ${call} in this scenario.`);
  return found.answer;
}

/** An answer the scenario has had (or, for the observation, asks for now). */
export async function answerNamed(world: MiauWorld, name: AnswerName): Promise<unknown> {
  switch (name) {
    case 'turn answer':
      return world.lastTurn();
    case 'observation':
      return world.observe();
    case 'load answer':
      assert.ok(world.loadResult, 'No pack was loaded in this scenario.');
      world.loadChecked = true;
      return world.loadResult;
    case 'undo answer':
      return latestAnswer(world, 'undo');
    case "solver's answer":
      return latestAnswer(world, 'solve');
    case 'save':
      assert.ok(world.saved !== undefined, 'Nothing was saved.');
      return world.saved;
    case 'greeting':
      assert.ok(world.greeting, 'The engine was not greeted in this scenario.');
      return world.greeting;
  }
}
