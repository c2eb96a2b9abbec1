// spec: packs/noun-trap: predicates are read as the rules reader reads them (checked against the
// reference reader on random boards), nouns count pack-wide, properties level-wide.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkNounTrap, nounsOfPack, predicateWords } from '../../../src/checks/noun-trap.js';
import { loadPack } from '../../../src/pack/loading.js';
import { levelPropertyWords } from '../../../src/words/property-words.js';
import { readRules } from '../../../reference/rules.js';
import { thingsOf } from '../../../reference/things.js';
import type { Level } from '../../../src/types/pack.js';
import { keyOf, packOf, readJson, thing, word } from './helpers.js';

const always = () => true;

describe('predicateWords', () => {
  it('reads every TERM after IS and after AND, along rows and columns, once per tile', () => {
    const objects = [
      word('DOOR', 0, 0),
      word('IS', 1, 0),
      word('STOP', 2, 0),
      word('AND', 3, 0),
      word('SHUT', 4, 0),
      word('IS', 4, 1),
      word('OPEN', 4, 2),
    ];
    const found = predicateWords(objects, 5, 3, levelPropertyWords({}));
    expect(found.map((p) => [p.text, p.x, p.y, p.sentence])).toEqual([
      ['STOP', 2, 0, 'DOOR IS STOP AND SHUT'],
      ['SHUT', 4, 0, 'DOOR IS STOP AND SHUT'],
      ['OPEN', 4, 2, 'SHUT IS OPEN'],
    ]);
  });

  it('reads a stacked cell as no word, and leaves out things off the board and objects', () => {
    const objects = [
      word('CAT', 0, 0),
      word('IS', 1, 0),
      word('GHOST', 2, 0),
      word('WIN', 2, 0),
      word('IS', 5, 5),
      thing('CAT', 0, 1),
    ];
    expect(predicateWords(objects, 3, 2, levelPropertyWords({}))).toEqual([]);
  });

  it('finds exactly the predicates of the reference rules reader on random boards', () => {
    const words = ['CAT', 'DOG', 'IS', 'AND', 'YOU', 'WIN', 'TICK', 'ROCK'];
    const board = fc.array(
      fc.record({ text: fc.constantFrom(...words), x: fc.nat({ max: 4 }), y: fc.nat({ max: 3 }) }),
      { maxLength: 24 },
    );
    fc.assert(
      fc.property(board, fc.boolean(), (tiles, declareTick) => {
        const level = {
          id: 'l',
          title: 'L',
          width: 5,
          height: 4,
          objects: tiles.map((t) => word(t.text, t.x, t.y)),
        } as Level;
        const properties = levelPropertyWords(declareTick ? { automata: [{ property: 'TICK' }] } : {});
        const ours = predicateWords(level.objects, 5, 4, properties);
        const rules = readRules(thingsOf(level), 5, 4, properties);
        expect(new Set(ours.map((p) => p.text))).toEqual(new Set(rules.map((r) => r.predicate)));
        const spelled = new Set(rules.map((r) => `${r.subject} IS ${r.predicate}`));
        for (const p of ours)
          for (const subject of p.subjects) expect(spelled).toContain(`${subject} IS ${p.text}`);
      }),
      { numRuns: 400 },
    );
  });
});

describe('checkNounTrap', () => {
  it('warns about the seed key-and-door word SHUT, naming the word, level, cell and sentence', () => {
    const pack = readJson('packs/examples/noun-trap.json');
    const [warning, ...rest] = checkNounTrap(pack, always);
    expect(rest).toEqual([]);
    expect(warning).toMatchObject({
      severity: 'warning',
      code: 'undeclared-predicate',
      path: '/levels/0/objects/13',
    });
    expect(warning.message).toContain('the word SHUT at (8, 1)');
    expect(warning.message).toContain('level 1 ("key-and-door")');
    expect(warning.message).toContain('"DOOR IS STOP AND SHUT"');
    expect(warning.message).toContain('every DOOR would turn into a SHUT thing');
    expect(
      checkNounTrap(
        packOf([{ objects: [word('CAT', 0, 0), word('IS', 1, 0), word('OPEN', 2, 0), thing('CAT', 0, 1)] }]),
        always,
      )[0].message,
    ).toContain('every CAT would turn into an OPEN thing');
  });

  // A typo is the likeliest cause of an undeclared word: the message offers the word one edit away.
  it('offers a declared word or noun one typo away', () => {
    const pack = packOf([
      { objects: [word('CAT', 0, 0), word('IS', 1, 0), word('YUO', 2, 0), thing('CAT', 0, 1)] },
    ]);
    const [warning] = checkNounTrap(pack, always);
    expect(warning.message).toMatch(
      /every CAT would turn into a YUO thing: if you meant YOU, correct the tile; otherwise declare YUO \(an automaton's property or a pair word\) or add it to the vocabulary\.$/,
    );
    const far = packOf([
      { objects: [word('CAT', 0, 0), word('IS', 1, 0), word('GHOST', 2, 0), thing('CAT', 0, 1)] },
    ]);
    expect(checkNounTrap(far, always)[0].message).toMatch(/thing, so declare GHOST .* vocabulary\.$/);
  });

  // A designer from other games writes FLAG IS NOT PUSH: "declare NOT as a property" misread it.
  it('says Miau has no NOT, still naming the word, level, cell and sentence', () => {
    const pack = packOf([
      {
        objects: [
          word('CAT', 0, 0),
          word('IS', 1, 0),
          word('NOT', 2, 0),
          word('PUSH', 3, 0),
          thing('CAT', 0, 1),
        ],
      },
    ]);
    const [warning, ...rest] = checkNounTrap(pack, always);
    expect(rest).toEqual([]);
    expect(warning.message).toContain('the word NOT at (2, 0)');
    expect(warning.message).toMatch(/^Level 1 \("level-1"\)/);
    expect(warning.message).toContain('"CAT IS NOT"');
    expect(warning.message).toMatch(
      /Miau has no NOT \(no rule negates another\), so every CAT would turn into a NOT thing; remove NOT and the words after it, or declare NOT if a NOT thing is meant\.$/,
    );
  });

  // The pack's own word may be the typo (an automaton's TIKC under a TICK tile): never only "correct the tile".
  it('says a word of the pack one typo away may be the typo itself', () => {
    const pack = packOf([
      {
        objects: [word('MOUSE', 0, 0), word('IS', 1, 0), word('TICK', 2, 0), thing('MOUSE', 0, 1)],
        automata: [{ id: 'a', property: 'TIKC', pattern: [{ action: 'wait' }] }],
      },
    ]);
    expect(checkNounTrap(pack, always)[0].message).toMatch(
      /: if you meant TIKC, correct the tile; if TICK is right, correct TIKC where the pack spells it; otherwise declare TICK /,
    );
  });

  // packs/safe-messages: a quote of the pack is at most 40 characters, however long the sentence.
  it('quotes a long sentence by its end and names three of its subjects', () => {
    const nouns = ['ALPHA', 'BRAVO', 'CHARLIE', 'DELTA', 'ECHO'].map((n) => `${n}NOUNLONG`);
    const texts = [...nouns.flatMap((n, i) => (i === 0 ? [n] : ['AND', n])), 'IS', 'GHOST', 'AND', 'SPOOK'];
    const objects = texts.map((text, x) => word(text, x, 0));
    const [warning, later] = checkNounTrap(packOf([{ width: texts.length, height: 1, objects }]), always);
    expect(warning.message).toContain('read as a predicate in "… IS GHOST", but GHOST');
    expect(later.message).toContain('read as a predicate in "… AND SPOOK", but SPOOK');
    expect(warning.message).toContain(
      'every ALPHANOUNLONG and BRAVONOUNLONG and CHARLIENOUNLONG (and 2 more) would turn into a GHOST thing',
    );
  });

  it('counts nouns from every level, the palette and the vocabulary', () => {
    const pack = packOf([{ objects: [thing('ROCK', 0, 0)] }], {
      palette: { GHOST: 'g' },
      vocabulary: ['FLAG'],
    });
    expect([...nounsOfPack(pack)].sort()).toEqual(['FLAG', 'GHOST', 'ROCK']);
  });

  it("counts property words from the word's own level only", () => {
    const declares = { pairs: [{ words: ['OPEN', 'SHUT'], effect: 'destroy-both' as const }], objects: [] };
    const spells = { objects: [word('DOOR', 0, 0), word('IS', 1, 0), word('SHUT', 2, 0)] };
    expect(checkNounTrap(packOf([declares, spells]), always).map(keyOf)).toEqual([
      'undeclared-predicate at /levels/1/objects/2',
    ]);
    expect(checkNounTrap(packOf([{ ...declares, ...spells }]), always)).toEqual([]);
  });

  it('skips a level whose board has a shape error, and data that is not a pack', () => {
    const pack = packOf([{ objects: [word('CAT', 0, 0), word('IS', 1, 0), word('GHOST', 2, 0)] }]);
    for (const part of ['width', 'height', 'objects', 'grid', 'legend'])
      expect(checkNounTrap(pack, (path) => path !== `/levels/0/${part}`)).toEqual([]);
    // An error elsewhere in the level (its hint) taints the level's own path, not its board.
    expect(
      checkNounTrap(pack, (path) => path !== '/levels/0' && path !== '/levels/0/hint').map(keyOf),
    ).toEqual(['undeclared-predicate at /levels/0/objects/2']);
    expect(checkNounTrap(packOf([{ width: '4' as unknown as number }]), always)).toEqual([]);
    expect(checkNounTrap(null, always)).toEqual([]);
    expect(checkNounTrap({ levels: [null, 3] }, always)).toEqual([]);
  });

  it('reaches loadPack as a warning that does not stop the load', () => {
    const result = loadPack(readJson('packs/examples/noun-trap.json'));
    expect(result.ok).toBe(true);
    expect(result.warnings.map(keyOf)).toEqual(['undeclared-predicate at /levels/0/objects/13']);
  });

  // The schema read every level of a list one past its limit: the refusal keeps their warnings.
  it('comes with a pack refused for one level too many', () => {
    const level = { objects: [word('CAT', 0, 0), word('IS', 1, 0), word('YUO', 2, 0), thing('CAT', 0, 1)] };
    const result = loadPack(packOf(Array.from({ length: 65 }, () => level)));
    expect(result.ok ? [] : result.errors.map(keyOf)).toEqual(['too-many at /levels']);
    expect(result.warnings).toHaveLength(65);
  });

  it('comes with the errors of a pack that does not load', () => {
    const pack = packOf([{ title: '', objects: [word('CAT', 0, 0), word('IS', 1, 0), word('GHOST', 2, 0)] }]);
    const result = loadPack(pack);
    expect(result.ok).toBe(false);
    // The level's shape error is its title: its board is still read, so the designer hears of both.
    expect(result.warnings.map(keyOf)).toEqual(['undeclared-predicate at /levels/0/objects/2']);
  });
});
