// A save stays as it was answered (spec: rules/snapshot): the kept saves of a served module's
// games, read again after each later call of their game, and the first place one changed.
import { describe, expect, it } from 'vitest';
import { KeptSaves, SAVES_KEPT } from '../../../conformance/protocol/saves.js';

describe('the saves a served module answered or was handed', () => {
  it('names the save that changed afterwards, the request it came from and the place', () => {
    const saves = new KeptSaves();
    const things = [{ id: 'c', x: 0 }];
    saves.keep('g1', { level: 'one', things }, 'the save it answered to snapshot (request 7)');
    expect(saves.changed('g1')).toBeUndefined();
    things[0].x = 1;
    expect(saves.changed('g1')).toMatch(
      /^The game changed the save it answered to snapshot \(request 7\) afterwards, at \/things\/0\/x: a save must stay as it was answered/,
    );
  });

  it("reads only the game's own saves", () => {
    const saves = new KeptSaves();
    const save = { turn: 1 };
    saves.keep('g1', save, 'a save of g1');
    save.turn = 2;
    expect(saves.changed('g2')).toBeUndefined();
    expect(saves.changed('g1')).toMatch(/a save of g1 afterwards, at \/turn:/);
  });

  it('names a list that grew or shrank by its length', () => {
    const saves = new KeptSaves();
    const save = { things: [1, 2] };
    saves.keep('g', save, 'a save');
    save.things.pop();
    expect(saves.changed('g')).toMatch(/a save afterwards, at \/things\/length:/);
  });

  it('takes a save whose keys were written again in another order for the same save', () => {
    const saves = new KeptSaves();
    const save: Record<string, number> = { a: 1, b: 2 };
    saves.keep('g', save, 'a save');
    delete save.a;
    save.a = 1;
    expect(saves.changed('g')).toBeUndefined();
  });

  it('keeps the last few saves of a game, so an older one may change unseen', () => {
    const saves = new KeptSaves();
    const oldest = { turn: 0 };
    saves.keep('g', oldest, 'the oldest save');
    for (let k = 1; k <= SAVES_KEPT; k++) saves.keep('g', { turn: k }, `save ${k}`);
    oldest.turn = 99;
    expect(saves.changed('g')).toBeUndefined();
  });

  it('keeps no value JSON cannot write, and says so of a kept save that no longer can be', () => {
    const saves = new KeptSaves();
    saves.keep('g', 10n, 'a BigInt');
    expect(saves.changed('g')).toBeUndefined();
    const save: Record<string, unknown> = { n: 1 };
    saves.keep('g', save, 'a save');
    save.self = save;
    expect(saves.changed('g')).toMatch(/a save afterwards, at its top:/);
  });
});
