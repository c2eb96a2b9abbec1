// JSON pointers and their names in words, as diagnostics use them.
import { describe, expect, it } from 'vitest';
import { sortDiagnostics, errorAt } from '../../../src/diagnostics/diagnostics.js';
import {
  childPointer,
  comparePointers,
  fromPointer,
  isPointer,
  leadsInto,
  resolvePointer,
  toPointer,
} from '../../../src/data/json-pointer.js';
import { describePlace, describeValue, noSuchLevel } from '../../../src/diagnostics/places.js';

describe('JSON pointers', () => {
  it('escape ~ and / (RFC 6901) and read them back', () => {
    expect(toPointer(['palette', 'a/b~c', 0])).toBe('/palette/a~1b~0c/0');
    expect(fromPointer('/palette/a~1b~0c/0')).toEqual(['palette', 'a/b~c', '0']);
    expect(fromPointer('/~01')).toEqual(['~1']);
    expect(fromPointer('')).toEqual([]);
    expect(childPointer('/levels', 2, 'id')).toBe('/levels/2/id');
  });

  it('order indexes by number and parents before children', () => {
    const sorted = [
      '/levels/10',
      '/manifest',
      '/levels/2/id',
      '',
      '/levels/2',
      '/levels/b',
      '/levels/a',
    ].sort(comparePointers);
    expect(sorted).toEqual([
      '',
      '/levels/2',
      '/levels/2/id',
      '/levels/10',
      '/levels/a',
      '/levels/b',
      '/manifest',
    ]);
  });

  it('resolve to what they name, own fields and list entries only', () => {
    const data = { levels: [{ id: 'one', 'a/b': 0 }], palette: {} };
    expect(resolvePointer(data, '')).toEqual({ value: data });
    expect(resolvePointer(data, '/levels/0/id')).toEqual({ value: 'one' });
    expect(resolvePointer(data, '/levels/0/a~1b')).toEqual({ value: 0 });
    expect(resolvePointer(data, '/levels/1')).toBeUndefined();
    expect(resolvePointer(data, '/levels/length')).toEqual({ value: 1 }); // a list's own length, as hasOwnProperty sees it
    expect(resolvePointer(data, '/palette/constructor')).toBeUndefined(); // inherited, not data
    expect(resolvePointer(data, '/levels/0/id/0')).toBeUndefined(); // a text has no fields
    expect(resolvePointer(data, 'levels')).toBeUndefined(); // no pointer
    expect([isPointer(''), isPointer('/'), isPointer('levels')]).toEqual([true, true, false]);
  });

  it('lead into data when all but their last segment exist (a missing field names the field)', () => {
    const data = { levels: [{ id: 'one' }] };
    expect(['', '/levels/0/missing', '/levels/0/id', '/levels'].map((p) => leadsInto(data, p))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['/levels/3/id', '/nothing/here', 'levels/0'].map((p) => leadsInto(data, p))).toEqual([
      false,
      false,
      false,
    ]);
  });
});

describe('diagnostics', () => {
  it('sort by path, then code, then message, and drop repeats of a code at a path', () => {
    const sorted = sortDiagnostics([
      errorAt('wrong-type', '/levels/10', 'B.'),
      errorAt('off-board', '/levels/2', 'A.'),
      errorAt('missing-field', '/levels/2', 'C.'),
      errorAt('off-board', '/levels/2', 'again.'),
    ]);
    expect(sorted.map(({ code, path }) => `${path} ${code}`)).toEqual([
      '/levels/2 missing-field',
      '/levels/2 off-board',
      '/levels/10 wrong-type',
    ]);
  });
});

describe('places in words', () => {
  const pack = {
    levels: [{ id: 'intro', automata: [{ id: 'clock' }] }, { id: 42 }],
  };

  it.each([
    ['', 'the pack'],
    ['/manifest', 'the manifest'],
    ['/manifest/engine', 'the "engine" of the manifest'],
    ['/manifest/features', 'the feature list of the manifest'],
    ['/manifest/features/1', 'manifest feature 2'],
    ['/palette', 'the palette'],
    ['/palette/CAT/glyph', 'the "glyph" of the palette entry for CAT'],
    ['/palette/a~1b', 'the palette entry for "a/b"'],
    ['/vocabulary', 'the vocabulary'],
    ['/vocabulary/3', 'vocabulary word 4'],
    ['/vocabulary/x', 'the "x" of the vocabulary'],
    ['/levels', 'the level list'],
    ['/levels/x', 'the "x" of the level list'],
    ['/levels/0', 'level 1 ("intro")'],
    ['/levels/1/title', 'the "title" of level 2'],
    ['/levels/5/objects', 'the object list of level 6'],
    ['/levels/0/objects/4/noun', 'the "noun" of level 1 ("intro") object 5'],
    ['/levels/0/automata', 'the automaton list of level 1 ("intro")'],
    ['/levels/0/automata/0', 'level 1 ("intro") automaton 1 ("clock")'],
    ['/levels/0/automata/0/pattern', 'the pattern of level 1 ("intro") automaton 1 ("clock")'],
    ['/levels/0/automata/0/pattern/2/dx', 'the "dx" of level 1 ("intro") automaton 1 ("clock") step 3'],
    ['/levels/0/hint/0', 'item 1 of the "hint" of level 1 ("intro")'],
    ['/levels/0/a/b/c/d/e', 'a value 5 levels down in level 1 ("intro")'],
    ['/other', 'the "other" of the pack'],
  ])('%s is %s', (pointer, words) => {
    expect(describePlace(pointer, pack)).toBe(words);
  });

  it('shortens long names and shows values as a designer reads them', () => {
    expect(describeValue('x'.repeat(50))).toBe(`"${'x'.repeat(39)}…"`);
    expect([3, true, null, [], {}, undefined, 1n].map(describeValue)).toEqual([
      '3',
      'true',
      'null',
      'a list',
      'an object',
      'nothing',
      'a bigint',
    ]);
  });
});

describe('noSuchLevel', () => {
  it('names the level asked for and the levels the pack has, quoted, ten at most', () => {
    expect(noSuchLevel('nope', ['a', 'b'], ' to share')).toBe(
      'The pack has no level "nope" to share; its levels are "a", "b".',
    );
    const many = Array.from({ length: 12 }, (_, i) => `l${i}`);
    expect(noSuchLevel('x\u001b[2J', many)).toBe(
      'The pack has no level "x\\u001b[2J"; its levels are "l0", "l1", "l2", "l3", "l4", "l5", "l6", "l7", "l8", "l9" and 2 more.',
    );
  });
});
