// Levels as grids (spec: packs/grid-levels): every shipped level, converted to the grid form
// here, loads to exactly the normalized pack of its coordinate form; and grid mistakes are
// reported with a code, a JSON pointer into the grid and a sentence.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../../conformance/cli/main.js';
import { readPackFile } from '../../../src/pack/files.js';
import { loadPack, type LoadResult } from '../../../src/pack/loading.js';
import { generatedId } from '../../../src/words/words.js';

const packsDir = join(import.meta.dirname, '..', '..', '..', 'packs');
const shipped = [
  ...readdirSync(packsDir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name),
  ...readdirSync(join(packsDir, 'examples')).map((name) => `examples/${name}`),
].filter((name) => name !== 'examples');

type Thing = {
  kind: 'word' | 'object';
  text?: string;
  noun?: string;
  channel?: string;
  id?: string;
  x: number;
  y: number;
};
type CoordinateLevel = { width: number; height: number; objects: Thing[] } & Record<string, unknown>;

/** The level as a grid: one legend symbol per distinct thing; pins when its things are not in reading order. */
function toGrid(level: CoordinateLevel): Record<string, unknown> {
  const { width, height, objects, ...rest } = level;
  const tokenOf = (t: Thing) =>
    t.kind === 'word' ? t.text! : t.noun!.toLowerCase() + (t.channel ? `:${t.channel}` : '');
  const legend: Record<string, string> = {};
  const symbolOf = new Map<string, string>();
  for (const token of objects.map(tokenOf)) {
    if (symbolOf.has(token)) continue;
    const symbol = token.length <= 12 ? token : `s${symbolOf.size}`;
    symbolOf.set(token, symbol);
    legend[symbol] = token;
  }
  const reading = objects
    .map((t, index) => ({ t, index }))
    .sort((a, b) => a.t.y - b.t.y || a.t.x - b.t.x || a.index - b.index);
  const inOrder = reading.every(({ index }, place) => index === place);
  const cells = Array.from({ length: height }, () => Array.from({ length: width }, () => [] as string[]));
  for (const { t, index } of reading) {
    if (!inOrder && t.id !== undefined) throw new Error('a thing with an id out of reading order');
    const suffix = t.id !== undefined ? `@${t.id}` : inOrder ? '' : `@${generatedId(index)}`;
    cells[t.y][t.x].push(symbolOf.get(tokenOf(t))! + suffix);
  }
  const grid = cells.map((row) => row.map((stack) => (stack.length === 0 ? '.' : stack.join('+'))).join(' '));
  return { ...rest, legend, grid };
}

async function read(name: string): Promise<{ levels: CoordinateLevel[] } & Record<string, unknown>> {
  const file = await readPackFile(join(packsDir, name));
  if (!file.ok) throw new Error(name);
  return file.data as never;
}

describe('grid levels load exactly like their coordinates', () => {
  it.each(shipped)(
    '%s: every level, as a grid, gives the same normalized pack and the same diagnostics',
    async (name) => {
      const data = await read(name);
      // A level with a thing off its board cannot be drawn as a grid: only the deliberately broken
      // example has one, and it stays in coordinates (a pack may mix both forms).
      const onBoard = (l: CoordinateLevel) => l.objects.every((t) => t.x < l.width && t.y < l.height);
      const asGrids = { ...data, levels: data.levels.map((l) => (onBoard(l) ? toGrid(l) : l)) };
      expect(asGrids.levels.filter((l) => !('grid' in l)).length).toBe(
        name === 'examples/three-mistakes.json' ? 1 : 0,
      );
      const coordinates = loadPack(data);
      const grids = loadPack(asGrids);
      expect(grids.ok).toBe(coordinates.ok);
      if (coordinates.ok && grids.ok) expect(grids.pack).toEqual(coordinates.pack);
      // The same problems, each moved from the thing to the grid row that holds it.
      const places = (result: LoadResult, moved: (path: string) => string) => [
        ...new Set(
          [...(result.ok ? [] : result.errors), ...result.warnings].map(
            (d) => `${d.severity} ${d.code} ${moved(d.path)}`,
          ),
        ),
      ];
      expect(places(grids, (path) => path)).toEqual(
        places(coordinates, (path) => gridPlace(data, asGrids, path)),
      );
    },
  );

  it('covers the levels whose things are not in reading order, by pinning their places', async () => {
    const clockwork = await read('clockwork');
    const pinned = clockwork.levels
      .map(toGrid)
      .filter((l) => (l['grid'] as string[]).some((row) => row.includes('@#')));
    expect(pinned.map((l) => l['id'])).toEqual(['double-time', 'escapement', 'mouse-hole']);
  });
});

// Where a coordinate diagnostic's place is once its level is written as a grid.
function gridPlace(
  data: { levels: CoordinateLevel[] },
  asGrids: { levels: unknown[] },
  path: string,
): string {
  const [, l, , k] = /^\/levels\/(\d+)\/(objects|width|height)(?:\/(\d+))?/.exec(path) ?? [];
  if (l === undefined || !('grid' in (asGrids.levels[Number(l)] as object))) return path;
  const thing = k === undefined ? undefined : data.levels[Number(l)].objects[Number(k)];
  return thing === undefined ? `/levels/${l}/grid` : `/levels/${l}/grid/${thing.y}`;
}

const pack = (level: Record<string, unknown>) => ({
  manifest: { id: 'g', name: 'G', version: '1.0.0', engine: 1 },
  levels: [{ id: 'one', title: 'One', ...level }],
});
const errorsOf = (input: unknown) => {
  const result = loadPack(input);
  return result.ok ? [] : result.errors.map((e) => `${e.code} ${e.path} ${e.message}`);
};

describe('grid mistakes', () => {
  const legend = { C: 'CAT', I: 'IS', Y: 'YOU', c: 'cat', '#': 'wall', g: 'gate:circle' };

  it('reads a small grid with stacks, ids and channels', () => {
    const result = loadPack(pack({ legend, grid: ['C I Y', 'c+# . g@g1'] }));
    expect(result.ok && result.pack.levels[0]).toEqual({
      id: 'one',
      title: 'One',
      width: 3,
      height: 2,
      objects: [
        { kind: 'word', text: 'CAT', x: 0, y: 0, id: '#0001' },
        { kind: 'word', text: 'IS', x: 1, y: 0, id: '#0002' },
        { kind: 'word', text: 'YOU', x: 2, y: 0, id: '#0003' },
        { kind: 'object', noun: 'CAT', x: 0, y: 1, id: '#0004' },
        { kind: 'object', noun: 'WALL', x: 0, y: 1, id: '#0005' },
        { kind: 'object', noun: 'GATE', x: 2, y: 1, channel: 'circle', id: 'g1' },
      ],
    });
  });

  it('names a symbol missing from the legend, a short row and coordinates given with a grid, all at once', () => {
    expect(errorsOf(pack({ legend, grid: ['C I Y', 'c q'], objects: [] }))).toEqual(
      [
        'bad-grid /levels/0/grid/1 Level 1 ("one") grid row 2 has 2 cells, but the first row has 3; every row of a grid has the same number of cells (use "." for an empty one); cell 2: "q" is not in the legend; add it to the legend, or use one of "C", "I", "Y", "c", "#", "g".',
        'bad-grid /levels/0/objects Level 1 ("one") is written as a grid, so the grid gives its things; remove "objects", or write the level with coordinates and no grid.',
      ].sort(),
    );
  });

  // A designer's sentence, not the schema's pattern: what is wrong with the value, and how to write it.
  it('says what is wrong with a legend value: a channel that is none, on a word, an id, mixed case', () => {
    const reasons = (value: string) =>
      errorsOf(pack({ legend: { ...legend, g: value }, grid: ['g'] })).map((line) => line.split('; ')[1]);
    expect(errorsOf(pack({ legend: { ...legend, g: 'gate:red' }, grid: ['g'] }))).toEqual([
      `bad-format /levels/0/legend/g The "g" of the legend of level 1 ("one") is "gate:red", which is not one thing of the board notation: a word in upper case ("WALL"), or an object as its noun in lower case ("wall"), which may end in a channel ("gate:circle"); "red" is not a channel, which is "triangle", "circle", "square" or "diamond".`,
    ]);
    expect(reasons('CRATE:circle')).toEqual(['a word never has a channel, an object does ("crate:circle").']);
    expect(reasons('gate@g1')).toEqual([
      'an id goes in the grid, after the symbol ("g@g1"), not in the legend.',
    ]);
    expect(reasons('Cat')).toEqual([
      "a word is all upper case and an object's noun all lower case, not both.",
    ]);
    expect(reasons('ca t')).toEqual([undefined]);
  });

  it('checks the legend against the schema and pins against the grid', () => {
    expect(errorsOf(pack({ legend: { c: 'Cat' }, grid: ['c'] }))).toEqual([
      expect.stringMatching(/^bad-format \/levels\/0\/legend\/c /),
    ]);
    expect(errorsOf(pack({ legend, grid: ['c@#0003 C'] }))).toEqual([
      'bad-grid /levels/0/grid/0 Level 1 ("one") grid row 1 cell 1: pins its thing at #0003, but the grid holds 2 things, so a pin is between #0001 and #0002.',
    ]);
    // One thing, one cell: counted in the singular.
    expect(errorsOf(pack({ legend, grid: ['c@#0002'] }))).toEqual([
      'bad-grid /levels/0/grid/0 Level 1 ("one") grid row 1 cell 1: pins its thing at #0002, but the grid holds 1 thing, so a pin is between #0001 and #0001.',
    ]);
    expect(errorsOf(pack({ legend, grid: ['C C', 'c'] }))).toEqual([
      'bad-grid /levels/0/grid/1 Level 1 ("one") grid row 2 has 1 cell, but the first row has 2; every row of a grid has the same number of cells (use "." for an empty one).',
    ]);
    // A row of spaces alone was one cell "" with "an empty symbol, before a "@" or beside a "+"".
    expect(errorsOf(pack({ legend, grid: ['C C', '   '] }))).toEqual([
      'bad-grid /levels/0/grid/1 Level 1 ("one") grid row 2 holds no cell, only white space; every row holds at least one cell (use "." for an empty one).',
    ]);
    expect(errorsOf(pack({ grid: ['c'] }))).toEqual([
      'missing-field /levels/0/legend Level 1 ("one") has a "grid" but no "legend"; a grid level needs both.',
    ]);
  });

  // A symbol that is empty, or ".", can never be added to the legend; one with a character no one
  // sees is named by code point, as a legend key is.
  it('says what an empty symbol, a "." in a stack and an unseen character are, not "add it to the legend"', () => {
    expect(errorsOf(pack({ legend, grid: ['@g1 c+. C\u200b'] }))).toEqual([
      'bad-grid /levels/0/grid/0 Level 1 ("one") grid row 1 cell 1: "@g1" has an empty symbol, before a "@" or beside a "+"; cell 2: "." stands for an empty cell on its own; leave it out of the stack "c+."; cell 3: "C\\u200b" (holding U+200B) is not in the legend; add it to the legend, or use one of "C", "I", "Y", "c", "#", "g".',
    ]);
    // A legend entry "is" for the word IS: "use a noun such as ROCK" was the wrong fix.
    expect(errorsOf(pack({ legend: { ...legend, i: 'is' }, grid: ['c i'] }))).toEqual([
      'noun-is-property /levels/0/grid/0 Level 1 ("one") grid row 1, cell 2 ("i") has the noun IS, which is an operator; no rule could ever name this object: its legend entry, in lower case, makes an object, so write "IS" there for the word tile, or use a noun such as ROCK.',
    ]);
    // A row written without spaces, as other puzzle tools write theirs: "add it to the legend" was wrong.
    expect(errorsOf(pack({ legend, grid: ['cC.'] }))).toEqual([
      'bad-grid /levels/0/grid/0 Level 1 ("one") grid row 1 cell 1: "cC." is not in the legend, but each of its characters is: cells are separated by spaces, so write "c C .".',
    ]);
    expect(errorsOf(pack({ legend, grid: ['c++C'] }))).toEqual([
      'bad-grid /levels/0/grid/0 Level 1 ("one") grid row 1 cell 1: "c++C" has an empty symbol, before a "@" or beside a "+".',
    ]);
  });

  // spec: packs/grid-levels. U+FEFF is invisible: the row showed as the symbol "CI" and read as C and I.
  it('refuses white space other than a space between cells, naming it and where it is by character', () => {
    const both = { ...legend, CI: 'cat', '🐈': 'cat' };
    expect(errorsOf(pack({ legend: both, grid: ['🐈 C\ufeffI Y', 'CI . . .'] }))).toEqual([
      'bad-grid /levels/0/grid/0 Level 1 ("one") grid row 1 holds U+FEFF, white space other than a space, at character 4: cells are separated by spaces (U+0020) alone, so put a space there or nothing.',
    ]);
    // A tab, a no-break space and a line end trimmed off a row were read as spaces too.
    for (const row of ['C\tI Y', 'C\u00a0I Y', 'C I Y\r', '\u2028C I Y'])
      expect(errorsOf(pack({ legend, grid: [row] }))).toEqual([
        expect.stringMatching(
          /^bad-grid \/levels\/0\/grid\/0 .* holds U\+(0009|00A0|000D|2028), white space other/,
        ),
      ]);
    expect(errorsOf(pack({ legend, grid: ['  C   I Y  '] }))).toEqual([]);
  });

  it('names the fields a grid level may have when it has one it should not', () => {
    expect(errorsOf(pack({ legend, grid: ['c'], colour: 'red' }))).toEqual([
      'unknown-field /levels/0/colour Level 1 ("one") has a field "colour" that packs do not use; the fields it may have are id, title, hint, grid, legend, automata, pairs, solverMax.',
    ]);
  });

  // A pin is written as the generated id it takes, # and four digits (packs/grids): #00001 is not #0001.
  it('refuses a pin of more or fewer than four digits', () => {
    for (const pin of ['#00001', '#001', '#10000'])
      expect(errorsOf(pack({ legend, grid: [`c@${pin} C`] }))).toEqual([
        `bad-grid /levels/0/grid/0 Level 1 ("one") grid row 1 cell 1: "c@${pin}" gives the id "${pin}", but an id is lower case like "g1" (or "#0007" to pin the thing's place).`,
      ]);
  });

  // Two symbols that differ by a character no one sees look the same in a row, and mean different
  // things: "c" a cat and "c" with a zero-width space a wall.
  it('refuses a legend symbol holding a character no one sees, naming it by code point', () => {
    for (const unseen of ['\u200b', '\u2060', '\u00ad', '\u200e', '\u0007']) {
      const symbol = `c${unseen}`;
      const code = `U+${unseen.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
      expect(errorsOf(pack({ legend: { ...legend, [symbol]: 'wall' }, grid: [`c ${symbol}`] }))).toEqual([
        expect.stringMatching(
          new RegExp(
            `^bad-format /levels/0/legend/c${unseen} .*\\(holding ${code.replace('+', '\\+')}\\), which is not a valid legend symbol`,
            'u',
          ),
        ),
      ]);
    }
    // Letters of every script stay symbols, and a picture of one character too; an emoji joined
    // from several by zero-width joiners holds one, and is refused like any.
    const drawn = { ...legend, с: 'wall', é: 'rock', '🐈': 'cat' };
    expect(errorsOf(pack({ legend: drawn, grid: ['c с é 🐈'] }))).toEqual([]);
    expect(errorsOf(pack({ legend: { ...legend, '👨‍👩‍👧': 'cat' }, grid: ['👨‍👩‍👧'] }))).toEqual([
      expect.stringContaining('(holding U+200D)'),
    ]);
  });

  // "é" may be one character (U+00E9) or "e" and a combining accent (U+0301): both look the same,
  // so only the composed form names a symbol, and a row is read composed.
  it('takes a legend symbol in its composed form only, and reads a row typed either way', () => {
    const composed = '\u00e9';
    const decomposed = 'e\u0301';
    expect(
      errorsOf(pack({ legend: { ...legend, [composed]: 'wall', [decomposed]: 'rock' }, grid: ['c'] })),
    ).toEqual([
      `bad-format /levels/0/legend/${decomposed} The legend of level 1 ("one") names "${decomposed}" (U+0065 U+0301), which is not in Unicode's composed form (Normalization Form C): write it as "${composed}" (U+00E9), which looks the same, so that no two symbols look alike.`,
    ]);
    const loaded = loadPack(
      pack({ legend: { ...legend, [composed]: 'wall' }, grid: [`c ${decomposed} ${composed}`] }),
    );
    expect(
      loaded.ok && loaded.pack.levels[0].objects.map((o) => (o.kind === 'object' ? o.noun : o.text)),
    ).toEqual(['CAT', 'WALL', 'WALL']);
    // A combining mark with no letter under it is drawn over the cell before it.
    expect(errorsOf(pack({ legend: { ...legend, '\u0301': 'wall' }, grid: ['c'] }))).toEqual([
      expect.stringMatching(
        /^bad-format \/levels\/0\/legend\/\u0301 .*\(holding U\+0301\), which is not a valid legend symbol: .*does not begin with a combining mark/u,
      ),
    ]);
    // A decomposed symbol that also holds a character no one sees gets one diagnostic at its key.
    expect(errorsOf(pack({ legend: { ...legend, [`${decomposed}\u200b`]: 'wall' }, grid: ['c'] }))).toEqual([
      expect.stringContaining('(holding U+200B)'),
    ]);
    // Half a character (a lone surrogate) draws as U+FFFD, as every other half does.
    expect(errorsOf(pack({ legend: { ...legend, '\ud800': 'wall' }, grid: ['\ud800'] }))).toEqual([
      expect.stringMatching(
        /^bad-format \/levels\/0\/legend\/.* \(holding U\+D800\), which is not a valid legend symbol: .*half of a character \(a lone surrogate\)/u,
      ),
    ]);
    // A mark after a letter it has no composed form with stays part of the symbol.
    expect(errorsOf(pack({ legend: { ...legend, 'q\u0301': 'wall' }, grid: ['q\u0301'] }))).toEqual([]);
  });

  it('names bad ids, two pins on one place, rows over 64 cells and a legend without a grid', () => {
    expect(errorsOf(pack({ legend, grid: ['c@Cat C'] }))).toEqual([
      'bad-grid /levels/0/grid/0 Level 1 ("one") grid row 1 cell 1: "c@Cat" gives the id "Cat", but an id is lower case like "g1" (or "#0007" to pin the thing\'s place).',
    ]);
    expect(errorsOf(pack({ legend, grid: ['c@#0001 C@#0001'] }))).toEqual([
      'bad-grid /levels/0/grid/0 Level 1 ("one") grid row 1 cell 2: pins its thing at #0001, where another thing is pinned; each place takes one thing.',
    ]);
    // Each bad pin at its own row, two of one row in one diagnostic.
    expect(errorsOf(pack({ legend, grid: ['c@#0009 C@#0008', 'C@#0001 c@#0001'] }))).toEqual([
      'bad-grid /levels/0/grid/0 Level 1 ("one") grid row 1 cell 1: pins its thing at #0009, but the grid holds 4 things, so a pin is between #0001 and #0004; cell 2: pins its thing at #0008, but the grid holds 4 things, so a pin is between #0001 and #0004.',
      'bad-grid /levels/0/grid/1 Level 1 ("one") grid row 2 cell 2: pins its thing at #0001, where another thing is pinned; each place takes one thing.',
    ]);
    // A bad pin was lost when another cell of the grid could not be read, or its row was ragged:
    // it is said beside them, against the most things the grid can hold.
    expect(errorsOf(pack({ legend, grid: ['c C', 'x .', 'c@#0099 . .'] }))).toEqual([
      'bad-grid /levels/0/grid/1 Level 1 ("one") grid row 2 cell 1: "x" is not in the legend; add it to the legend, or use one of "C", "I", "Y", "c", "#", "g".',
      'bad-grid /levels/0/grid/2 Level 1 ("one") grid row 3 has 3 cells, but the first row has 2; every row of a grid has the same number of cells (use "." for an empty one); cell 1: pins its thing at #0099, but the grid holds at most 4 things, so a pin is between #0001 and #0004.',
    ]);
    // Said of the first row only, which gives the width: 64 rows of 65 cells are one mistake.
    expect(errorsOf(pack({ legend, grid: Array(3).fill(Array(65).fill('.').join(' ')) }))).toEqual([
      'out-of-range /levels/0/grid/0 Level 1 ("one") grid row 1 has 65 cells, but a board is at most 64 cells wide.',
    ]);
    // Too tall and too wide, told in one round: the rows of a grid with too many are still read.
    expect(errorsOf(pack({ legend, grid: Array(65).fill(Array(65).fill('.').join(' ')) }))).toEqual([
      'too-many /levels/0/grid The grid of level 1 ("one") has 65 entries, but at most 64 are allowed.',
      'out-of-range /levels/0/grid/0 Level 1 ("one") grid row 1 has 65 cells, but a board is at most 64 cells wide.',
    ]);
    expect(errorsOf(pack({ legend }))).toEqual([
      'missing-field /levels/0/grid Level 1 ("one") has a "legend" but no "grid"; a grid level needs both.',
    ]);
  });

  it("points a later check's problems with a thing at its row, and joins those of one row", () => {
    const result = loadPack(pack({ legend: { ...legend, S: 'SHUT' }, grid: ['C I S', 'c@a c@a c@a'] }));
    expect(result.ok ? [] : result.errors).toEqual([
      {
        severity: 'error',
        code: 'duplicate-object-id',
        path: '/levels/0/grid/1',
        message:
          'Level 1 ("one") grid row 2, cell 2 ("c@a") has the id "a", which the thing at grid row 2, cell 1 ("c@a") already has. ' +
          'Level 1 ("one") grid row 2, cell 3 ("c@a") has the id "a", which the thing at grid row 2, cell 1 ("c@a") already has.',
      },
    ]);
    expect(result.warnings.map((w) => `${w.code} ${w.path}`)).toEqual([
      'undeclared-predicate /levels/0/grid/0',
    ]);
    expect(result.warnings[0].message).toMatch(
      /^Level 1 \("one"\) grid row 1, cell 3 \("S"\) is the word SHUT/,
    );
  });

  it('quotes three problems of one code on one row and counts the rest', () => {
    const row = Array<string>(20).fill('c@a').join(' ');
    const words = ['C', 'I', 'Y', ...Array<string>(17).fill('.')].join(' ');
    const result = loadPack(pack({ legend, grid: [words, row] }));
    const [duplicates] = result.ok ? [] : result.errors;
    expect(duplicates.path).toBe('/levels/0/grid/1');
    expect(duplicates.message.match(/has the id "a"/g)).toHaveLength(3);
    expect(duplicates.message).toMatch(
      /cell 4 \("c@a"\) has the id "a".* And 16 more like these in this row\.$/,
    );
  });

  it('leaves the problems of a level written in coordinates where they were', () => {
    const result = loadPack(
      pack({
        width: 2,
        height: 1,
        objects: [
          { kind: 'object', noun: 'CAT', x: 0, y: 0, id: 'a' },
          { kind: 'object', noun: 'CAT', x: 1, y: 0, id: 'a' },
        ],
      }),
    );
    expect(result.ok ? [] : result.errors.map((e) => `${e.code} ${e.path} ${e.message}`)).toEqual([
      'duplicate-object-id /levels/0/objects/1/id Level 1 ("one") object 2 has the id "a", which object 1 of the same level already has.',
    ]);
  });

  it('places pinned things first and the others in reading order around them', () => {
    const result = loadPack(pack({ legend, grid: ['C I Y@#0001', 'c . #'] }));
    expect(
      result.ok && result.pack.levels[0].objects.map((o) => (o.kind === 'word' ? o.text : o.noun)),
    ).toEqual(['YOU', 'CAT', 'IS', 'CAT', 'WALL']);
  });

  it('is accepted by miau validate', async () => {
    const out: string[] = [];
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const file = join(mkdtempSync(join((await import('node:os')).tmpdir(), 'miau-grid-')), 'grid.json');
    writeFileSync(file, JSON.stringify(pack({ legend, grid: ['C I Y', 'c . #'] })));
    expect(await runCli(['validate', file], { out: (t) => out.push(t), err: (t) => out.push(t) })).toBe(0);
    expect(out).toEqual(['ok: g, 1 level']);
  });
});

// spec: packs/noun-trap, packs/designer-warnings: a grid that could not be expanded is checked as
// an empty board, but the nouns and words its legend draws still count for the checks that look
// across the pack or at the level's words, so neither warns against the designer's own board.
describe('a grid that could not be expanded still names what its legend draws', () => {
  const manifest = { id: 'g', name: 'G', version: '1.0.0', engine: 1, features: ['automata'] };
  const catIsRock = {
    id: 'two',
    title: 'Two',
    legend: { C: 'CAT', I: 'IS', R: 'ROCK', c: 'cat' },
    grid: ['C I R', 'c . .'],
  };
  const twoLevels = (first: Record<string, unknown>) => ({
    manifest,
    levels: [{ id: 'one', title: 'One', ...first }, catIsRock],
  });
  const runs = (subject: string) => [
    { id: 'run', subject, property: 'TICK', pattern: [{ action: 'move', dx: 1, dy: 0 }] },
  ];
  const warningsOf = (input: unknown) => loadPack(input).warnings.map((w) => `${w.code} ${w.path}`);

  it("counts its legend's objects as nouns of the pack, whatever made the grid unreadable", () => {
    const legend = { C: 'CAT', I: 'IS', Y: 'YOU', c: 'cat', r: 'rock' };
    for (const broken of [
      { legend, grid: ['C I Y .', 'c . r'] },
      { legend, grid: ['C I Y', 'c . x'] },
      { legend: { ...legend, w: 'Wall!' }, grid: ['C I Y', 'c . r'] },
      { legend, grid: ['C I Y', 'c . r'], width: 3 },
    ]) {
      expect(errorsOf(twoLevels(broken))).toHaveLength(1);
      expect(warningsOf(twoLevels(broken))).toEqual([]);
    }
  });

  it('counts no entry the legend refuses, and no legend that is not one', () => {
    for (const broken of [
      { legend: { c: 'cat', r: 'rock:hexagon' }, grid: ['c r'] },
      { legend: ['rock'], grid: ['c r'] },
    ])
      expect(warningsOf(twoLevels(broken))).toEqual(['undeclared-predicate /levels/1/grid/0']);
  });

  it('counts a whole grid by its board alone: a legend entry no cell uses names nothing', () => {
    const unused = { legend: { C: 'CAT', I: 'IS', Y: 'YOU', c: 'cat', r: 'rock' }, grid: ['C I Y', 'c . .'] };
    expect(loadPack(twoLevels(unused)).ok).toBe(true);
    expect(warningsOf(twoLevels(unused))).toEqual(['undeclared-predicate /levels/1/grid/0']);
  });

  it("counts its legend's words and objects for an automaton's subject, and still warns a misspelled one", () => {
    const legend = { C: 'CAT', I: 'IS', Y: 'YOU', M: 'MOUSE', T: 'TICK', c: 'cat' };
    const level = (subject: string, more: Record<string, string> = {}) => ({
      manifest,
      levels: [
        {
          id: 'one',
          title: 'One',
          automata: runs(subject),
          legend: { ...legend, ...more },
          grid: ['C I Y . M I T', 'c . . . . .'],
        },
      ],
    });
    expect(warningsOf(level('MOUSE'))).toEqual([]);
    expect(warningsOf(level('GHOST', { g: 'ghost' }))).toEqual([]);
    expect(warningsOf(level('MOUES', { m: 'mouse' }))).toEqual([
      'unknown-subject /levels/0/automata/0/subject',
    ]);
  });
});
