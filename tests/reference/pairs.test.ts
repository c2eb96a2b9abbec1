// The reference engine's pairs module (reference/pairs.ts) and how a level model carries pairs.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { MiauPack } from '../../src/types/pack.js';
import type { Thing } from '../../reference/things.js';
import { PropertyTable, type Rule } from '../../reference/rules.js';
import { pairEntry, pairRulesOf, resolvePairs } from '../../reference/pairs.js';
import { levelModel } from '../../reference/game.js';
import { playTurn } from '../../reference/turn.js';
import { solveLevel, stateKey } from '../solver/readable-solver.js';

const require = createRequire(import.meta.url);
const properties = new Set(['YOU', 'PUSH', 'STOP', 'OPEN', 'SHUT', 'FIRE', 'ICE']);
const table = (...rules: string[]) =>
  new PropertyTable(
    rules.map((text): Rule => {
      const [subject, , predicate] = text.split(' ');
      return { subject: subject, predicate: predicate };
    }),
    properties,
  );
const thing = (id: string, name: string, x = 0, y = 0, kind: Thing['kind'] = 'object'): Thing => ({
  id,
  kind,
  name,
  x,
  y,
});
const openShut = pairRulesOf([{ words: ['OPEN', 'SHUT'], effect: 'destroy-both' }]);
// In id order, as the turn reports them (playTurn sorts every destroyed entry of the turn).
const ids = (lost: { id: string; cause: string }[]) => lost.map(({ id, cause }) => `${id}:${cause}`).sort();

describe('resolvePairs', () => {
  const keysAndDoors = table('KEY IS OPEN', 'DOOR IS SHUT');

  it('matches firsts with seconds one for one, in id order, cell by cell', () => {
    const things = [
      thing('a', 'KEY'),
      thing('b', 'KEY'),
      thing('c', 'DOOR'),
      thing('d', 'KEY', 1),
      thing('e', 'DOOR', 1),
      thing('f', 'DOOR', 1),
    ];
    expect(ids(resolvePairs(things, keysAndDoors, openShut))).toEqual([
      'a:open',
      'c:open',
      'd:open',
      'e:open',
    ]);
  });

  it('never pairs a thing with itself, and never matches words', () => {
    const both = table('KEY IS OPEN', 'KEY IS SHUT');
    expect(resolvePairs([thing('k', 'KEY'), thing('r', 'ROCK')], both, openShut)).toEqual([]);
    expect(
      resolvePairs([thing('w', 'OPEN', 0, 0, 'word'), thing('d', 'DOOR')], keysAndDoors, openShut),
    ).toEqual([]);
  });

  it('resolves pairs in declaration order, each on what the earlier ones left', () => {
    const rules = table('KEY IS OPEN', 'DOOR IS SHUT', 'DOOR IS ICE', 'TORCH IS FIRE');
    const things = [thing('d', 'DOOR'), thing('k', 'KEY'), thing('t', 'TORCH')];
    const fireIce = pairRulesOf([{ words: ['FIRE', 'ICE'], effect: 'destroy-both' }]);
    expect(ids(resolvePairs(things, rules, [...openShut, ...fireIce]))).toEqual(['d:open', 'k:open']);
    expect(ids(resolvePairs(things, rules, [...fireIce, ...openShut]))).toEqual(['d:fire', 't:fire']);
  });
});

describe('pairEntry', () => {
  const rules = table('KEY IS OPEN', 'DOOR IS SHUT', 'DOOR IS STOP');

  it('lets a mover in only for pairs with enter: true, with either word', () => {
    expect(pairEntry(openShut, rules)(thing('k', 'KEY'), thing('d', 'DOOR'))).toBe(false);
    const entering = pairEntry(
      pairRulesOf([{ words: ['OPEN', 'SHUT'], effect: 'destroy-both', enter: true }]),
      rules,
    );
    expect(entering(thing('k', 'KEY'), thing('d', 'DOOR'))).toBe(true);
    expect(entering(thing('d', 'DOOR'), thing('k', 'KEY'))).toBe(true);
    expect(entering(thing('r', 'ROCK'), thing('d', 'DOOR'))).toBe(false);
    expect(entering(thing('k', 'KEY'), thing('k2', 'KEY'))).toBe(false);
  });
});

describe('a level with pairs', () => {
  const pack = structuredClone(require('../../packs/clockwork-pairs/pack.cjs')) as MiauPack;

  it('has both words of every pair in its property set, and enter off unless said', () => {
    const { model } = levelModel(pack, 'key-and-door');
    expect(model.properties.has('OPEN') && model.properties.has('SHUT')).toBe(true);
    expect(model.pairs.map((pair) => [pair.first, pair.second])).toEqual([['OPEN', 'SHUT']]);
    expect(pairRulesOf([{ words: ['A', 'B'], effect: 'destroy-both' }])[0].enter).toBe(false);
  });

  it('keeps no pair state: a state is keyed by its things and phases alone', () => {
    const { model, start } = levelModel(pack, 'key-and-door');
    const after = playTurn(model, start, 'R').state;
    expect(Object.keys(after).sort()).toEqual(['phases', 'things', 'turn', 'won']);
    expect(stateKey(after)).not.toBe(stateKey(start));
  });

  it('is solved by the reference solver in the length of its stored proof', () => {
    const stored = require('../../packs/clockwork-pairs/proofs.json') as {
      proofs: { level: string; moves: string }[];
    };
    const result = solveLevel(pack, 'let-the-mouse-in');
    expect(result.status).toBe('SOLVED');
    expect(result.status === 'SOLVED' && result.moves.length).toBe(
      stored.proofs.find((p) => p.level === 'let-the-mouse-in')!.moves.length,
    );
  });
});
