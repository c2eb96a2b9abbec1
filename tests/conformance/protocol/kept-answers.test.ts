// An answer stays as it was given, and a handed pack as it was handed (spec:
// conformance/plain-data): a served module's kept answers, read again after each later call of
// their game, and the pack handed to a load or start, read again when the call returns.
import { describe, expect, it } from 'vitest';
import { GAMES_KEPT, KeptAnswers, keepHandedPack } from '../../../conformance/protocol/kept-answers.js';

describe("a served module's kept answers", () => {
  it('names the answer that changed afterwards, the request it came from and the place', () => {
    const answers = new KeptAnswers();
    const observation = { turn: 0, things: [{ id: 'c', x: 0 }] };
    answers.keep('g1', 'observe', observation, 'its answer to observe (request 4)');
    expect(answers.changed('g1')).toBeUndefined();
    observation.things[0].x = 1;
    expect(answers.changed('g1')).toMatch(
      /^The engine changed its answer to observe \(request 4\) afterwards, at \/things\/0\/x: an answer must stay as it was given/,
    );
  });

  it("reads only the game's own answers, the last of each kind", () => {
    const answers = new KeptAnswers();
    const first = { won: false };
    answers.keep('g1', 'input', first, 'the first turn');
    answers.keep('g1', 'input', { won: false }, 'the second turn');
    first.won = true;
    expect(answers.changed('g1')).toBeUndefined();
    const observation = { turn: 1 };
    answers.keep('g1', 'observe', observation, 'an observation of g1');
    observation.turn = 2;
    expect(answers.changed('g2')).toBeUndefined();
    expect(answers.changed('g1')).toMatch(/an observation of g1 afterwards, at \/turn:/);
  });

  it('keeps the answers of the last few games only', () => {
    const answers = new KeptAnswers();
    const oldest = { turn: 0 };
    answers.keep('g0', 'observe', oldest, 'the oldest game');
    for (let k = 1; k <= GAMES_KEPT; k++) answers.keep(`g${k}`, 'observe', { turn: k }, `game ${k}`);
    oldest.turn = 99;
    expect(answers.changed('g0')).toBeUndefined();
  });

  it('takes an answer written again in another key order, or a getter giving the same, as the same answer', () => {
    const answers = new KeptAnswers();
    const reordered: Record<string, number> = { a: 1, b: 2 };
    answers.keep('g', 'observe', reordered, 'an answer');
    delete reordered.a;
    reordered.a = 1;
    expect(answers.changed('g')).toBeUndefined();
    let turn = 3;
    answers.keep(
      'h',
      'observe',
      {
        get turn() {
          return turn;
        },
      },
      'a getter',
    );
    expect(answers.changed('h')).toBeUndefined();
    turn = 4;
    expect(answers.changed('h')).toMatch(/a getter afterwards, at \/turn:/);
  });

  it('keeps no answer that cannot change, and says so of a kept one JSON can no longer write', () => {
    const answers = new KeptAnswers();
    answers.keep('g', 'undo', true, 'an undo');
    answers.keep('g', 'input', 10n, 'a BigInt');
    expect(answers.changed('g')).toBeUndefined();
    const result: Record<string, unknown> = { won: false };
    answers.keep('g', 'input', result, 'a turn');
    result.self = result;
    expect(answers.changed('g')).toMatch(/a turn afterwards, at its top:/);
  });
});

describe('the pack handed to a load or start', () => {
  it('names the place the engine changed in the pack it was handed', () => {
    const pack = { manifest: { id: 'p' }, levels: [{ id: 'one', objects: [] as object[] }] };
    const handed = keepHandedPack(pack, 'the pack it was handed by load (request 2)');
    expect(handed.changed()).toBeUndefined();
    pack.levels[0].objects.push({ id: 'cat' });
    expect(handed.changed()).toMatch(
      /^The engine changed the pack it was handed by load \(request 2\), at \/levels\/0\/objects\/length: an engine must leave the pack it is handed as it is/,
    );
  });

  it('says nothing of a handed value that is not an object', () => {
    expect(keepHandedPack('a text', 'a pack').changed()).toBeUndefined();
  });
});
