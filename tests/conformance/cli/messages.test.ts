// Issue 19, messages that say what to do next: each message the issue lists, in its new wording.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { solveHints } from '../../../conformance/cli/solve-hints.js';
import type { Level } from '../../../src/types/pack.js';
import { runCli } from '../../../conformance/cli/main.js';
import { loadPack } from '../../../src/pack/loading.js';

const examples = join(import.meta.dirname, '..', '..', '..', 'packs', 'examples');

async function miau(...argv: string[]) {
  const out: string[] = [];
  const code = await runCli(argv, {
    out: (t) => out.push(...t.split('\n')),
    err: (t) => out.push(...t.split('\n')),
  });
  return { code, lines: out };
}

const manifest = { id: 'm', name: 'M', version: '1.0.0', engine: 1 };
const tiny = { C: 'CAT', I: 'IS', Y: 'YOU', F: 'FLAG', W: 'WIN', c: 'cat', f: 'flag' };

function packFile(pack: unknown): string {
  const file = join(mkdtempSync(join(tmpdir(), 'miau-msg-')), 'pack.json');
  writeFileSync(file, JSON.stringify(pack));
  return file;
}

function messages(level: Record<string, unknown>, features: string[] = []): string[] {
  const result = loadPack({
    manifest: { ...manifest, features },
    levels: [{ id: 'one', title: 'One', width: 5, height: 3, objects: [], ...level }],
  });
  return result.ok ? [] : result.errors.map((e) => `${e.code} ${e.path} ${e.message}`);
}

describe('pack diagnostics', () => {
  it('says a pair needs two words, not "pair 1 has 1 entries"', () => {
    expect(messages({ pairs: [{ words: ['OPEN'], effect: 'destroy-both' }] }, ['pairs'])).toEqual([
      'too-few /levels/0/pairs/0/words The words of level 1 ("one") pair 1 are only "OPEN", but a pair names exactly 2 property words, like ["OPEN", "SHUT"]; add the second word.',
    ]);
  });

  it('counts one cell, one word and a list of automata in good grammar', () => {
    expect(messages({ width: 1, objects: [{ kind: 'object', noun: 'CAT', x: -1, y: 0 }] })).toEqual([
      'out-of-range /levels/0/objects/0/x The "x" of level 1 ("one") object 1 is -1, but the board is 1 cell wide, so x must be between 0 and 0 (columns count from the left, from 0).',
    ]);
    expect(messages({ height: 1, objects: [{ kind: 'object', noun: 'CAT', x: 0, y: 99 }] })).toEqual([
      'out-of-range /levels/0/objects/0/y The "y" of level 1 ("one") object 1 is 99, but the board is 1 cell high, so y must be between 0 and 0 (rows count from the top, from 0).',
    ]);
    const clock = (i: number) => ({ id: `a${i}`, property: 'TICK', pattern: [{ action: 'wait' }] });
    expect(messages({ automata: Array.from({ length: 33 }, (_, i) => clock(i)) }, ['automata'])).toEqual([
      'too-many /levels/0/automata The automaton list of level 1 ("one") has 33 entries, but at most 32 are allowed.',
    ]);
    expect(
      messages({ pairs: [{ words: ['OPEN', 'SHUT', 'AJAR'], effect: 'destroy-both' }] }, ['pairs']),
    ).toEqual([
      'too-many /levels/0/pairs/0/words The words of level 1 ("one") pair 1 hold 3 words, but a pair names exactly 2 property words, like ["OPEN", "SHUT"]; remove the others.',
    ]);
  });

  it('says a word cannot have a channel, and what to do instead', () => {
    expect(
      messages({ objects: [{ kind: 'word', text: 'GATE', x: 0, y: 0, channel: 'circle' }] }, ['gates']),
    ).toEqual([
      'unknown-field /levels/0/objects/0/channel Level 1 ("one") object 1 is the word GATE, and a word cannot have a channel: only PLATE and GATE objects belong to a circuit. Remove "channel" here, or make the thing an object ("kind": "object", "noun": ...) to give it one.',
    ]);
  });

  it("gives x = -1 against the board's width, and y against its height", () => {
    expect(messages({ objects: [{ kind: 'object', noun: 'CAT', x: -1, y: 0 }] })).toEqual([
      'out-of-range /levels/0/objects/0/x The "x" of level 1 ("one") object 1 is -1, but the board is 5 cells wide, so x must be between 0 and 4 (columns count from the left, from 0).',
    ]);
    expect(messages({ objects: [{ kind: 'object', noun: 'CAT', x: 0, y: 99 }] })).toEqual([
      'out-of-range /levels/0/objects/0/y The "y" of level 1 ("one") object 1 is 99, but the board is 3 cells high, so y must be between 0 and 2 (rows count from the top, from 0).',
    ]);
    // Without a usable board size the schema's own range is all there is to say.
    expect(messages({ width: 'wide', objects: [{ kind: 'object', noun: 'CAT', x: -1, y: 0 }] })).toContain(
      'out-of-range /levels/0/objects/0/x The "x" of level 1 ("one") object 1 is -1, but it must be between 0 and 63.',
    );
  });
});

describe('miau validate --strict', () => {
  it('never prints "ok:" when it exits 3', async () => {
    const { code, lines } = await miau('validate', '--strict', join(examples, 'noun-trap.json'));
    expect(code).toBe(3);
    expect(lines.some((line) => line.startsWith('ok:'))).toBe(false);
    expect(lines.at(-1)).toBe(
      'refused by --strict: noun-trap loads, but has 1 warning; fix it, or run without --strict to accept it.',
    );
  });
});

describe('miau solve', () => {
  /** A level holding YOU and WIN, so the hints speak of its search alone. */
  const level = {
    id: 'l',
    title: 'L',
    width: 3,
    height: 1,
    objects: [
      { kind: 'word' as const, text: 'YOU', x: 0, y: 0 },
      { kind: 'word' as const, text: 'WIN', x: 1, y: 0 },
    ],
  } as Level;

  it('explains LIMIT with --max and solverMax', async () => {
    const { code, lines } = await miau('solve', join(examples, 'tiny.json'), '--max', '2');
    expect(code).toBe(1);
    expect(lines).toEqual([
      'first-steps  LIMIT (expansions)  expansions 2  HANDS-OFF unknown  BYPASS -',
      '  hint: LIMIT means the search used its whole budget of 2 expansions without finding a win or running out of boards; try --max 20, or give the level "solverMax": 20 in the pack.',
    ]);
  });

  // The hint names the bound that stopped the search, and never suggests more than it may have.
  it('explains LIMIT (time) and LIMIT (memory) by their own options, and stops at the ceiling', () => {
    expect(solveHints(level, 'LIMIT', undefined, [], 'time')).toEqual([
      "  hint: LIMIT (time) means the run's time ran out without finding a win or running out of boards; try a larger --max-seconds.",
    ]);
    expect(solveHints(level, 'LIMIT', undefined, [], 'memory')[0]).toMatch(/try a larger --max-memory\.$/);
    expect(solveHints({ ...level, solverMax: 100_000_000 }, 'LIMIT', undefined, [])[0]).toMatch(
      /used 20000000 expansions, the most any search may use/,
    );
    expect(solveHints(level, 'LIMIT', 5_000_000, [])[0]).toMatch(
      /try --max 20000000, or give the level "solverMax": 20000000/,
    );
  });

  // HANDS-OFF no and BYPASS automata:no read as if a solution pushed words or needed the automata.
  it('says what HANDS-OFF and BYPASS mean under UNSOLVABLE', () => {
    expect(
      solveHints(level, 'UNSOLVABLE', undefined, [{ mechanic: 'automata', status: 'UNSOLVABLE' }]),
    ).toEqual([
      '  hint: UNSOLVABLE means no sequence of moves wins level "l" from its start: every board reachable from it was searched. So HANDS-OFF no and BYPASS ...:no say only that no solution exists at all; change the level until it can be won.',
    ]);
    expect(solveHints(level, 'UNSOLVABLE', undefined, [])[0]).toMatch(/So HANDS-OFF no says only that/);
    // A level won only without its automata: they are what stop every win, not a mechanic it may not need.
    expect(solveHints(level, 'UNSOLVABLE', undefined, [{ mechanic: 'automata', status: 'SOLVED' }])[1]).toBe(
      '  note: BYPASS automata:yes on a level that cannot be won means it can be won only with its automata stopped (no automaton ever moves anything): the automata are what keep every win out of reach; if that is not meant, change what they do.',
    );
    // Past the budget the level itself is not known to be won: not "also".
    expect(solveHints(level, 'LIMIT', undefined, [{ mechanic: 'pairs', status: 'SOLVED' }])[1]).toMatch(
      /^ {2}note: BYPASS pairs:yes means the level can be won with its pairs switched off/,
    );
    // Under --hands-off the level may well be won by pushing a word: the hint says so.
    expect(solveHints(level, 'UNSOLVABLE', undefined, [], 'expansions', true)).toEqual([
      '  hint: UNSOLVABLE under --hands-off means no sequence of moves that never pushes a word tile wins level "l"; run without --hands-off to see whether it can be won at all.',
    ]);
  });

  // A move after the win is refused because the level is over, and the summary said only "won".
  it('says why replay refuses the moves after a win, and at which move the level was won', async () => {
    const file = packFile({
      manifest,
      levels: [{ id: 'one', title: 'One', legend: tiny, grid: ['C I Y . .', 'c . f . .', 'F I W . .'] }],
    });
    const { code, lines: printed } = await miau('replay', file, '--level', 'one', '--moves', 'RRU');
    expect(code).toBe(0);
    const lines = printed.filter((line) => /^(\d+|end) /.test(line));
    expect(lines).toEqual([
      '1  R  accepted',
      '2  R  accepted, won',
      '3  U  refused (board unchanged): the level was won at move 2',
      'end  3 moves: 2 accepted, 1 refused; the level is won at move 2',
    ]);
  });

  it('says a level without a WIN word can never be won', async () => {
    const noWin = packFile({
      manifest,
      levels: [
        { id: 'no-win', title: 'No win', legend: tiny, grid: ['C I Y . .', 'c . . . f', 'F I . . .'] },
      ],
    });
    const { lines } = await miau('solve', noWin, '--max', '50');
    expect(lines.slice(1)).toEqual([
      '  hint: level "no-win" has no WIN word on the board, so no rule X IS WIN can ever form and the level cannot be won; add a rule such as FLAG IS WIN.',
    ]);
  });

  it('says a level without a YOU word can never be won', async () => {
    const noYou = packFile({
      manifest,
      levels: [
        { id: 'no-you', title: 'No you', legend: tiny, grid: ['C I . . .', 'c . . . f', 'F I W . .'] },
      ],
    });
    const { lines } = await miau('solve', noYou, '--max', '50');
    expect(lines.slice(1)).toEqual([
      '  hint: level "no-you" has no YOU word on the board, so no rule X IS YOU can ever form, nothing is ever YOU and the level cannot be won; add a rule such as CAT IS YOU.',
    ]);
  });

  // A level from outside: no YOU word, but a ticking mouse that W moves. The hint said "no move
  // does anything" while the search expanded the mouse's four boards.
  it('says a level without a YOU word cannot be won, not that no move does anything', async () => {
    const clock = packFile({
      manifest: { ...manifest, features: ['automata'] },
      levels: [
        {
          id: 'clock',
          title: 'Clock',
          legend: { M: 'MOUSE', I: 'IS', T: 'TICK', m: 'mouse' },
          grid: ['M I T . .', '. . . . .', 'm . . . .'],
          automata: [
            {
              id: 'tick',
              property: 'TICK',
              pattern: [
                { action: 'move', dx: 1, dy: 0 },
                { action: 'move', dx: -1, dy: 0 },
              ],
            },
          ],
        },
      ],
    });
    const { code, lines } = await miau('solve', clock);
    expect(code).toBe(1);
    expect(lines).toEqual([
      'clock  UNSOLVABLE  expansions 2  HANDS-OFF no  BYPASS automata:no',
      '  hint: level "clock" has no YOU word on the board, so no rule X IS YOU can ever form, nothing is ever YOU and the level cannot be won; add a rule such as CAT IS YOU.',
    ]);
  });

  it('says what BYPASS automata:yes means', async () => {
    const idle = packFile({
      manifest: { ...manifest, features: ['automata'] },
      levels: [
        {
          id: 'idle-mouse',
          title: 'Idle mouse',
          legend: { ...tiny, M: 'MOUSE', T: 'TICK', m: 'mouse' },
          grid: ['C I Y . m', 'c . . . f', 'F I W . .', 'M I T . .'],
          automata: [
            {
              id: 'tick',
              property: 'TICK',
              pattern: [
                { action: 'move', dx: 0, dy: -1 },
                { action: 'move', dx: 0, dy: 1 },
              ],
            },
          ],
        },
      ],
    });
    const { code, lines } = await miau('solve', idle);
    expect(code).toBe(0);
    expect(lines).toEqual([
      'idle-mouse  SOLVED RRRR (4 moves)  expansions 7  HANDS-OFF yes  BYPASS automata:yes',
      '  note: BYPASS automata:yes means the level can also be won with its automata stopped (no automaton ever moves anything), so the puzzle may not need them; if they should matter, change the level until the bypass says automata:no.',
    ]);
  });

  it('prints diagnostics as validate does, with (root), and its own messages with miau:', async () => {
    const { lines } = await miau('solve', join(examples, 'missing.json'));
    expect(lines).toEqual([
      expect.stringMatching(/^error {2}file-not-found {2}\(root\) {2}There is no file or folder at /),
    ]);
    // A level the pack does not have is about the pack, as in share and replay: exit 1, no usage.
    const noLevel = await miau('solve', join(examples, 'tiny.json'), '--level', 'nope');
    expect(noLevel.code).toBe(1);
    expect(noLevel.lines).toEqual(['miau: The pack has no level "nope"; its levels are "first-steps".']);
    // A usage error: one line naming the command and the problem, then the usage line (exit 2).
    const noMax = await miau('solve', join(examples, 'tiny.json'), '--max', '0');
    expect(noMax.code).toBe(2);
    expect(noMax.lines[0]).toBe(
      'miau solve: --max needs a whole number of expansions from 1 to 20000000, not "0".',
    );
  });
});

describe('a printed path', () => {
  // Raw, the zero-width space made "/levels/0/legend/c\u200b" read as "/levels/0/legend/c".
  it('shows a character no one sees in a key by its code point', async () => {
    const level = {
      id: 'one',
      title: 'One',
      legend: { ...tiny, 'c\u200b': 'cat' },
      grid: ['C I Y', 'c . .'],
    };
    const { code, lines } = await miau('validate', packFile({ manifest, levels: [level] }));
    expect(code).toBe(1);
    expect(lines.find((line) => line.includes('/legend/'))).toMatch(
      /^error {2}bad-format {2}\/levels\/0\/legend\/c\\u200b {2}/,
    );
  });
});

// An empty output name resolved to the current folder: certify said "--json  is a folder", docs
// that the folder holds files it did not write (or wrote the site into it).
describe('an empty output name or pack path is a usage error naming the option', () => {
  it.each([
    [['certify', '--list', '--json='], 'miau certify: --json needs a file name, not empty text.'],
    [['certify', '--list', '--html', ''], 'miau certify: --html needs a file name, not empty text.'],
    [['docs', '--packs-only', '--out='], 'miau docs: --out needs a folder, not empty text.'],
    // An empty pack path read the current folder, and whatever pack.json it held.
    [['validate', ''], 'miau validate: validate needs a pack file or folder, not empty text.'],
    [
      ['replay', '', '--level', 'one', 'R'],
      'miau replay: replay needs a pack file or folder, not empty text.',
    ],
    [['solve', ''], 'miau solve: solve needs a pack file or folder, not empty text.'],
    [['share', ''], 'miau share: share needs a pack file or folder, not empty text.'],
    [
      ['docs', '--packs-only', '--pack', ''],
      'miau docs: --pack needs a pack file or folder, not empty text.',
    ],
  ])('%j', async (argv, first) => {
    const { code, lines } = await miau(...argv);
    expect(code).toBe(2);
    expect(lines[0]).toBe(first);
  });
});
