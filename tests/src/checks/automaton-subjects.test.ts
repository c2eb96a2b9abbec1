// An automaton's subject must be a noun (src/checks/semantics.ts; spec: automata/records). The
// message says which kind of word it got: "not a noun" alone contradicted itself when the word is
// the record's own property word.
import { describe, expect, it } from 'vitest';
import { loadPack } from '../../../src/pack/loading.js';
import { packOf } from './helpers.js';

const automata = {
  manifest: { id: 'demo', name: 'Demo', version: '1.0.0', engine: 1 as const, features: ['automata'] },
};
const step = { action: 'move' as const, dx: 1, dy: 0 };

function subjectError(records: { id: string; subject: string; property: string }[]): string[] {
  const result = loadPack(packOf([{ automata: records.map((r) => ({ ...r, pattern: [step] })) }], automata));
  return result.ok
    ? []
    : result.errors.filter((e) => e.path.endsWith('/subject')).map((e) => `${e.code}: ${e.message}`);
}

describe("an automaton's subject that is not a noun", () => {
  it('names a core word as one the game already uses', () => {
    expect(subjectError([{ id: 'a', subject: 'YOU', property: 'TICK' }])).toEqual([
      'reserved-word: The "subject" of level 1 ("level-1") automaton 1 ("a") is YOU, a word the game already uses (YOU, PUSH, STOP, WIN, SINK, DEFEAT, IS, AND), not a noun; a record\'s subject is the noun of the things that follow it, and its property is a word of its own such as TICK.',
    ]);
  });

  it("names the record's own property word, and another record's by its number", () => {
    expect(
      subjectError([
        { id: 'a', subject: 'MOUSE', property: 'MOUSE' },
        { id: 'b', subject: 'MOUSE', property: 'TOCK' },
        { id: 'c', subject: 'TOCK', property: 'TUCK' },
      ]).map((m) => m.replace(/;.*/, '')),
    ).toEqual([
      'reserved-word: The "subject" of level 1 ("level-1") automaton 1 ("a") is MOUSE, the property word of this record, not a noun',
      'reserved-word: The "subject" of level 1 ("level-1") automaton 2 ("b") is MOUSE, the property word of automaton 1 of this level, not a noun',
      'reserved-word: The "subject" of level 1 ("level-1") automaton 3 ("c") is TOCK, the property word of automaton 2 of this level, not a noun',
    ]);
  });

  it('accepts a noun', () => {
    expect(subjectError([{ id: 'a', subject: 'CAT', property: 'TICK' }])).toEqual([]);
  });
});
