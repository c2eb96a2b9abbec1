// `miau solve`: one line per level, budgets, recording and checking stored proofs, exit codes.
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run as runSolve } from '../../../conformance/cli/commands/solve.js';
import type { MiauPack } from '../../../src/types/pack.js';
import type { PackProofs } from '../../../src/types/proofs.js';
import { serpentPack, serpentProof } from '../../fixtures/serpent.js';

const tiny = join(import.meta.dirname, '..', '..', '..', 'packs', 'examples', 'tiny.json');

async function solve(...argv: string[]) {
  const lines: string[] = [];
  const code = await runSolve(argv, { out: (line) => lines.push(line), err: (line) => lines.push(line) });
  return { code, lines };
}

/** A copy of the tiny pack in a folder of its own, so proofs can be written beside it. */
function tinyCopy(): string {
  const folder = mkdtempSync(join(tmpdir(), 'miau-solve-'));
  copyFileSync(tiny, join(folder, 'pack.json'));
  return folder;
}

describe('miau solve', () => {
  it('prints the shortest solution with its expansions, HANDS-OFF flag and bypass checks', async () => {
    const { code, lines } = await solve(tiny);
    expect(code).toBe(0);
    // The tiny level uses no custom mechanic, so there is nothing to bypass.
    expect(lines).toEqual([
      expect.stringMatching(
        /^first-steps {2}SOLVED RRRR \(4 moves\) {2}expansions \d+ {2}HANDS-OFF yes {2}BYPASS -$/,
      ),
    ]);
  });

  it('shows a hands-off win found when the search for the shortest ran out of budget', async () => {
    // spec: solver/hands-off. A winding corridor to the flag, the rules along the top row: the
    // plain search also plays every push of those words and runs out of 500 expansions; the
    // hands-off search, which pushes none, walks the corridor to the flag in 84.
    const folder = mkdtempSync(join(tmpdir(), 'miau-solve-'));
    const file = join(folder, 'serpent.json');
    const legend = {
      C: 'CAT',
      I: 'IS',
      Y: 'YOU',
      F: 'FLAG',
      N: 'WIN',
      W: 'WALL',
      S: 'STOP',
      c: 'cat',
      f: 'flag',
      '#': 'wall',
    };
    const level = {
      id: 'open-serpent',
      title: 'Open serpent',
      legend,
      grid: [
        'C I Y . W I S . F I N . . . .',
        'c . . . . . . . . . . . . . .',
        '# # # # # # # # # # # # # . #',
        '. . . . . . . . . . . . . . .',
        '# . # # # # # # # # # # # # #',
        '. . . . . . . . . . . . . . .',
        '# # # # # # # # # # # # # . #',
        '. . . . . . . . . . . . . . .',
        '# . # # # # # # # # # # # # #',
        '. . . . . . . . . . . . . . f',
      ],
    };
    writeFileSync(
      file,
      JSON.stringify({ manifest: { id: 'mid', name: 'Mid', version: '1.0.0', engine: 1 }, levels: [level] }),
    );
    const { code, lines } = await solve(file, '--max', '500');
    expect(code).toBe(1);
    expect(lines[0]).toMatch(/^open-serpent {2}LIMIT \(expansions\) {2}expansions 500 {2}HANDS-OFF yes /);
    expect(lines[1]).toMatch(
      /^ {2}note: a win that pushes no word was found \(70 moves: [UDLRW]{70}\); no shorter win was ruled out within the budget/,
    );
  });

  it('reports LIMIT and exits 1 when the budget runs out', async () => {
    const { code, lines } = await solve(tiny, '--max', '1');
    expect(code).toBe(1);
    expect(lines[0]).toMatch(/^first-steps {2}LIMIT \(expansions\) {2}expansions 1 /);
  });

  it("lets a level's solverMax raise a small budget", async () => {
    const folder = tinyCopy();
    const pack = JSON.parse(readFileSync(join(folder, 'pack.json'), 'utf8')) as MiauPack;
    pack.levels[0].solverMax = 1000;
    writeFileSync(join(folder, 'pack.json'), JSON.stringify(pack));
    expect((await solve(folder, '--max', '1')).code).toBe(0);
  });

  it('answers a level the pack does not have with exit 1, naming the levels it has', async () => {
    const printed: string[] = [];
    const code = await runSolve([tiny, '--level', 'nowhere'], {
      out: (text) => void printed.push(text),
      err: (text) => void printed.push(text),
    });
    expect([code, printed]).toEqual([
      1,
      ['miau: The pack has no level "nowhere"; its levels are "first-steps".'],
    ]);
  });

  // spec: solver/stored-proofs. The path was quoted as input is in messages, cut at 40 characters:
  // the hint's command named no pack.
  it("ends a failed check with a --record command that runs as printed, the pack's path whole", async () => {
    const folder = join(tinyCopy(), "Ana's puzzles, the long-named folder of them");
    mkdirSync(folder);
    copyFileSync(tiny, join(folder, 'pack.json'));
    expect((await solve(folder, '--record')).code).toBe(0);
    const proofs = JSON.parse(readFileSync(join(folder, 'proofs.json'), 'utf8')) as PackProofs;
    proofs.proofs[0].moves = 'WRRRR';
    writeFileSync(join(folder, 'proofs.json'), JSON.stringify(proofs));
    const hint = (await solve(folder, '--check')).lines.at(-1)!;
    const command = /`(miau solve .* --record)`/.exec(hint)?.[1];
    const quoted = folder.replaceAll("'", "'\\''");
    expect(command).toBe(`miau solve '${quoted}' --record`);
    expect(folder.length).toBeGreaterThan(60);
  });

  // spec: solver/stored-proofs. --record would replace a file that cannot be checked: say so.
  it('names every problem of a proofs file that cannot be checked, then the --record command', async () => {
    const folder = tinyCopy();
    writeFileSync(
      join(folder, 'proofs.json'),
      JSON.stringify({
        pack: 'tiny',
        note: 'x',
        proofs: [{ level: 'first-steps', moves: 'RRRR', expansions: 5, handsOff: true, by: 'me' }],
      }),
    );
    const checked = await solve(folder, '--check');
    expect(checked.code).toBe(1);
    // The file's problem and its proof's, in one run.
    const unknown = checked.lines.filter((line) => line.includes('unknown-field'));
    expect(unknown.map((line) => /\/\S*/.exec(line)?.[0])).toEqual(['/note', '/proofs/0/by']);
    expect(checked.lines.at(-1)).toBe(
      `hint: if the levels are as you mean them now, \`miau solve ${folder} --record\` stores the proofs found now in place of these.`,
    );
  });

  // spec: solver/stored-proofs. --record refuses a pack with a level not solved: never suggested then.
  it('ends a check of a level not solved now without the --record command', async () => {
    const folder = tinyCopy();
    const pack = JSON.parse(readFileSync(join(folder, 'pack.json'), 'utf8')) as MiauPack;
    pack.levels[0].objects = pack.levels[0].objects?.filter((o) => !('text' in o && o.text === 'WIN'));
    writeFileSync(join(folder, 'pack.json'), JSON.stringify(pack));
    writeFileSync(
      join(folder, 'proofs.json'),
      JSON.stringify({
        pack: 'tiny',
        proofs: [{ level: 'first-steps', moves: 'RRRR', expansions: 5, handsOff: true }],
      }),
    );
    const checked = await solve(folder, '--check', '--max', '1000');
    expect(checked.code).toBe(1);
    expect(checked.lines).toContain(
      'mismatch: [does-not-win] /proofs/0/moves: level "first-steps" has a stored proof that does not win: the level is not won after its 4 moves.',
    );
    expect(checked.lines.join('\n')).not.toContain('--record');
  });

  it('refuses a bad budget and a missing pack with exit 2', async () => {
    await expect(solve(tiny, '--max', 'lots')).rejects.toThrow(
      '--max needs a whole number of expansions from 1 to 20000000, not "lots".',
    );
    await expect(solve()).rejects.toThrow('solve takes exactly one pack file or folder.');
  });

  it('prints the diagnostics of a pack that does not load and exits 1', async () => {
    const { code, lines } = await solve(
      join(import.meta.dirname, '..', '..', '..', 'packs', 'examples', 'three-mistakes.json'),
    );
    expect(code).toBe(1);
    expect(lines).toHaveLength(3);
  });

  it('records proofs, and --check accepts them and catches a stored proof that is not the shortest or wins early', async () => {
    const folder = tinyCopy();
    const recorded = await solve(folder, '--record');
    expect(recorded.code).toBe(0);
    const proofs = JSON.parse(readFileSync(join(folder, 'proofs.json'), 'utf8')) as PackProofs;
    expect(proofs).toEqual({
      pack: 'tiny',
      proofs: [
        { level: 'first-steps', moves: 'RRRR', expansions: expect.any(Number) as unknown, handsOff: true },
      ],
    });
    expect((await solve(folder, '--check')).lines.at(-1)).toBe('check: 1 stored proof matches the solver');

    // spec: solver/stored-proofs, "A stored proof whose expansion count is not the solver's fails the check"
    const expansions = proofs.proofs[0].expansions;
    writeFileSync(
      join(folder, 'proofs.json'),
      JSON.stringify({ ...proofs, proofs: [{ ...proofs.proofs[0], expansions: expansions + 1 }] }),
    );
    const counted = await solve(folder, '--check');
    expect(counted.code).toBe(1);
    expect(counted.lines).toContain(
      `mismatch: [expansions-differ] /proofs/0/expansions: level "first-steps" was solved in ${expansions} expansions now, but the stored proof says ${expansions + 1}.`,
    );
    expect(counted.lines.at(-1)).toMatch(/^hint: .* --record` stores the proofs found now/);

    proofs.proofs[0].moves = 'WRRRR';
    writeFileSync(join(folder, 'proofs.json'), JSON.stringify(proofs));
    const longer = await solve(folder, '--check');
    expect(longer.code).toBe(1);
    expect(longer.lines).toContain(
      'mismatch: [length-differs] /proofs/0/moves: level "first-steps" was solved in 4 moves, but the stored proof has 5.',
    );
    expect(longer.lines.at(-1)).toBe(
      `hint: if the levels are as you mean them now, \`miau solve ${folder} --record\` stores the proofs found now in place of these.`,
    );

    proofs.proofs[0].moves = 'RRRRR';
    writeFileSync(join(folder, 'proofs.json'), JSON.stringify(proofs));
    const early = await solve(folder, '--check');
    expect(early.code).toBe(1);
    expect(early.lines).toContain(
      'mismatch: [wins-early] /proofs/0/moves: level "first-steps" has a stored proof that wins at move 4 of 5.',
    );
  });

  // spec: solver/stored-proofs. Each mismatch has a code and a pointer into proofs.json, as any
  // diagnostic has: one run gives the four no other test reaches.
  it('--check names each mismatch by its code and pointer: several proofs, a refused move, HANDS-OFF, not solved', async () => {
    const folder = tinyCopy();
    const pack = JSON.parse(readFileSync(join(folder, 'pack.json'), 'utf8')) as MiauPack;
    pack.levels = ['a', 'b', 'c'].map((id) => ({ ...pack.levels[0], id }));
    writeFileSync(join(folder, 'pack.json'), JSON.stringify(pack));
    const proof = (level: string, moves: string, handsOff = true) => ({
      level,
      moves,
      expansions: 5,
      handsOff,
    });
    writeFileSync(
      join(folder, 'proofs.json'),
      JSON.stringify({
        pack: 'tiny',
        proofs: [proof('a', 'RRRR'), proof('a', 'RRRR'), proof('b', 'LRRRR'), proof('c', 'RRRR', false)],
      }),
    );
    const mismatches = (lines: string[]) => lines.filter((line) => line.startsWith('mismatch:'));
    const checked = await solve(folder, '--check');
    expect(checked.code).toBe(1);
    expect(mismatches(checked.lines)).toEqual([
      'mismatch: [several-proofs] /proofs/1: level "a" has 2 stored proofs; a level has one.',
      'mismatch: [move-refused] /proofs/2/moves: level "b" has a stored proof whose move 1 (L) is not accepted.',
      'mismatch: [hands-off-differs] /proofs/3/handsOff: level "c" has HANDS-OFF yes now, but no in the stored proof.',
    ]);
    const unsolved = await solve(folder, '--check', '--level', 'c', '--max', '2');
    expect(unsolved.code).toBe(1);
    expect(mismatches(unsolved.lines)).toEqual([
      'mismatch: [not-solved] /proofs/3: level "c" was not solved now.',
    ]);
  });

  it('--check says once that there is no proofs.json, not that every level lacks its proof', async () => {
    const checked = await solve(tinyCopy(), '--check');
    expect(checked.code).toBe(1);
    expect(checked.lines.filter((line) => line.startsWith('mismatch:'))).toEqual([
      'mismatch: [no-proofs-file] (root): there is no proofs.json beside the pack, so no level has a stored proof ("first-steps"); miau solve --record stores them.',
    ]);
  });

  // --record refuses a pack with a level no one can win: --check does not suggest it then.
  it('--check suggests --record only when every level was solved, and counts one move as one', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'miau-solve-'));
    const level = (id: string, objects: unknown[]) => ({ id, title: id, width: 3, height: 1, objects });
    const pack = {
      manifest: { id: 'u', name: 'U', version: '1.0.0', engine: 1 },
      levels: [
        level(
          'stuck',
          ['CAT', 'IS', 'YOU'].map((text, x) => ({ kind: 'word', text, x, y: 0 })),
        ),
      ],
    };
    writeFileSync(join(folder, 'pack.json'), JSON.stringify(pack));
    const stuck = await solve(folder, '--check');
    expect(stuck.code).toBe(1);
    expect(stuck.lines).toContain(
      'mismatch: [no-proofs-file] (root): there is no proofs.json beside the pack, so no level has a stored proof ("stuck").',
    );
    expect(stuck.lines.some((line) => line.includes('--record'))).toBe(false);
    // A flag one step to the right: SOLVED R (1 move).
    const row = (y: number, ...texts: string[]) => texts.map((text, x) => ({ kind: 'word', text, x, y }));
    const oneStep = level('step', [
      ...row(0, 'CAT', 'IS', 'YOU'),
      ...row(1, 'FLAG', 'IS', 'WIN'),
      { kind: 'object', noun: 'CAT', x: 0, y: 2 },
      { kind: 'object', noun: 'FLAG', x: 1, y: 2 },
    ]);
    writeFileSync(
      join(folder, 'pack.json'),
      JSON.stringify({ ...pack, levels: [{ ...oneStep, height: 3 }] }),
    );
    const solved = await solve(folder);
    expect(solved.lines[0]).toMatch(/^step {2}SOLVED R \(1 move\) {2}/);
  });

  it('--check names a stored proof of a level the pack does not have', async () => {
    const folder = tinyCopy();
    expect((await solve(folder, '--record')).code).toBe(0);
    const recorded = JSON.parse(readFileSync(join(folder, 'proofs.json'), 'utf8')) as PackProofs;
    const stale = { ...recorded.proofs[0], level: 'gone' };
    writeFileSync(
      join(folder, 'proofs.json'),
      JSON.stringify({ ...recorded, proofs: [...recorded.proofs, stale] }),
    );
    const checked = await solve(folder, '--check');
    expect(checked.code).toBe(1);
    expect(checked.lines).toContain(
      'mismatch: [unknown-level] /proofs/1/level: the stored proofs hold a proof of level "gone", which the pack does not have.',
    );
    // Ten are named, the rest counted: 100,000 stale proofs printed 100,000 lines.
    const many = Array.from({ length: 25 }, (_, i) => ({ ...recorded.proofs[0], level: `gone-${i}` }));
    writeFileSync(
      join(folder, 'proofs.json'),
      JSON.stringify({ ...recorded, proofs: [...recorded.proofs, ...many] }),
    );
    const counted = await solve(folder, '--check');
    expect(counted.lines.filter((line) => line.includes('which the pack does not have'))).toHaveLength(10);
    expect(counted.lines).toContain(
      'mismatch: [unknown-level] /proofs: the stored proofs hold proofs of 15 more levels the pack does not have.',
    );
  });

  it('--check names a proofs file it cannot use, one of another pack, and a proof that does not win', async () => {
    const folder = tinyCopy();
    writeFileSync(join(folder, 'proofs.json'), '{"pack": ');
    const unreadable = await solve(folder, '--check');
    expect(unreadable.code).toBe(1);
    expect(unreadable.lines).toContain(`miau: ${join(folder, 'proofs.json')} cannot be checked:`);
    const stored = { level: 'first-steps', moves: 'WWWW', expansions: 4, handsOff: true };
    writeFileSync(join(folder, 'proofs.json'), JSON.stringify({ pack: 'other', proofs: [stored] }));
    const checked = await solve(folder, '--check');
    expect(checked.code).toBe(1);
    expect(checked.lines).toEqual(
      expect.arrayContaining([
        'mismatch: [other-pack] /pack: the stored proofs are of the pack "other", not "tiny".',
        'mismatch: [does-not-win] /proofs/0/moves: level "first-steps" has a stored proof that does not win: the level is not won after its 4 moves.',
      ]),
    );
  });

  // A null proof crashed the check (reading its level); a missing or wrong "proofs" was put at the root.
  it('--check reports a null proof at its place, and a missing or wrong "proofs" at /proofs', async () => {
    const folder = tinyCopy();
    const file = join(folder, 'proofs.json');
    writeFileSync(file, '{"pack": "tiny", "proofs": [null]}');
    const nullProof = await solve(folder, '--check');
    expect(nullProof.code).toBe(1);
    expect(nullProof.lines).toEqual(
      expect.arrayContaining([
        `${file}: error  wrong-type  /proofs/0  Stored proof 1 should be an object.`,
        'mismatch: [proof-format] /proofs/0: stored proof 1 breaks the proofs format (above).',
        'mismatch: [no-proof] /proofs: level "first-steps" has no stored proof.',
      ]),
    );
    for (const [text, line] of [
      [
        '{"pack": "tiny"}',
        'error  missing-field  /proofs  The proofs file has no "proofs", the list of its stored proofs.',
      ],
      [
        '{"pack": "tiny", "proofs": null}',
        'error  wrong-type  /proofs  "proofs" should be a list of stored proofs, not null.',
      ],
      ['[]', 'error  wrong-type  (root)  The proofs file should be an object with a list "proofs".'],
    ]) {
      writeFileSync(file, text);
      const checked = await solve(folder, '--check');
      expect(checked.code).toBe(1);
      expect(checked.lines).toContain(line);
    }
  });

  // One broken proof is its level's mismatch, named by level; the other levels are still checked.
  it("--check reports a proof that breaks the format as its level's mismatch, and checks the rest", async () => {
    const folder = tinyCopy();
    const pack = JSON.parse(readFileSync(join(folder, 'pack.json'), 'utf8')) as MiauPack;
    pack.levels.push({ ...pack.levels[0], id: 'second-steps' });
    writeFileSync(join(folder, 'pack.json'), JSON.stringify(pack));
    expect((await solve(folder, '--record')).code).toBe(0);
    const file = join(folder, 'proofs.json');
    const recorded = JSON.parse(readFileSync(file, 'utf8')) as PackProofs;
    expect(recorded.proofs).toHaveLength(2);
    const [first, second, ...rest] = recorded.proofs;
    const edited = [
      { ...first, moves: `${first.moves}X` },
      { ...second, moves: `W${second.moves}` },
      ...rest,
    ];
    writeFileSync(file, JSON.stringify({ ...recorded, proofs: edited }));
    const checked = await solve(folder, '--check');
    expect(checked.code).toBe(1);
    expect(checked.lines).toEqual(
      expect.arrayContaining([
        `${file}: error  bad-move  /proofs/0/moves  The "moves" of stored proof 1 (level "${first.level}"): Character ${first.moves.length + 1} of the moves is "X", which is not a move; use only U, D, L, R and W.`,
        `mismatch: [proof-format] /proofs/0: level "${first.level}" has a stored proof that breaks the proofs format (above).`,
        // spec: solver/stored-proofs, "Each mismatch names its code and where it is in the proofs file"
        `mismatch: [length-differs] /proofs/1/moves: level "${second.level}" was solved in ${second.moves.length} moves, but the stored proof has ${second.moves.length + 1}.`,
      ]),
    );
    expect(checked.lines.some((line) => line.includes('cannot be checked'))).toBe(false);
    // A proof whose level is not text, and moves that are not text or too many, are per proof too.
    const odd = [
      { ...first, moves: 'R'.repeat(2001) },
      { ...second, moves: ['R'] },
      { level: 5, moves: 'R', expansions: 1, handsOff: true },
    ];
    writeFileSync(file, JSON.stringify({ ...recorded, proofs: odd }));
    const oddly = await solve(folder, '--check');
    expect(oddly.code).toBe(1);
    expect(oddly.lines).toEqual(
      expect.arrayContaining([
        `${file}: error  out-of-range  /proofs/0/moves  The "moves" of stored proof 1 (level "${first.level}") has 2001 moves; a stored proof has 1 to 2000.`,
        `mismatch: [proof-format] /proofs/0: level "${first.level}" has a stored proof that breaks the proofs format (above).`,
        `mismatch: [proof-format] /proofs/1: level "${second.level}" has a stored proof that breaks the proofs format (above).`,
        'mismatch: [proof-format] /proofs/2: stored proof 3 breaks the proofs format (above).',
      ]),
    );
    expect(oddly.lines.some((line) => line.includes('cannot be checked'))).toBe(false);
    // Every diagnostic of a proof names the proofs file first: its pointer is not into the pack.
    const unnamed = oddly.lines.filter((line) => /^\w+ {2}[a-z-]+ {2}\/proofs\//.test(line));
    expect(unnamed).toEqual([]);
    expect(oddly.lines.filter((line) => line.startsWith(`${file}: error  `))).toHaveLength(3);
  });

  it('--check warns of a key given twice in proofs.json, and names the file, not a pack, when it is not UTF-8', async () => {
    const folder = tinyCopy();
    expect((await solve(folder, '--record')).code).toBe(0);
    const file = join(folder, 'proofs.json');
    const recorded = readFileSync(file, 'utf8');
    // An edit by hand that left the old moves above the new: the last one counts, and says so.
    writeFileSync(file, recorded.replace(/"moves": "([A-Z]+)"/, '"moves": "W$1", "moves": "$1"'));
    const twice = await solve(folder, '--check');
    expect(twice.code).toBe(0);
    expect(twice.lines).toContainEqual(
      expect.stringMatching(
        /proofs\.json: warning {2}duplicate-key {2}\/proofs\/0\/moves {2}Stored proof 1 gives the field "moves" twice \(again at line \d+, column \d+\); only the last value counts/,
      ),
    );
    writeFileSync(file, Buffer.from('{"pack": "caf\xe9", "proofs": []}', 'latin1'));
    const latin1 = await solve(folder, '--check');
    expect(latin1.code).toBe(1);
    expect(latin1.lines).toContainEqual(
      expect.stringMatching(/save it as UTF-8; proofs\.json must be UTF-8 JSON\.$/),
    );
  });

  it('--record and --check refuse --hands-off, and --record records no proof --check would refuse (over 2,000 moves)', async () => {
    const folder = tinyCopy();
    await expect(solve(folder, '--record', '--hands-off')).rejects.toThrow(
      /--record stores the shortest proofs, found without --hands-off/,
    );
    // A level won only by pushing a word read as "was not solved now" under --hands-off.
    await expect(solve(folder, '--check', '--hands-off')).rejects.toThrow(
      /--check re-finds the stored proofs, which are the shortest found without --hands-off/,
    );
    // A corridor winding down a 64 × 62 board: its shortest proof is 2,013 moves.
    const long = mkdtempSync(join(tmpdir(), 'miau-solve-'));
    writeFileSync(join(long, 'pack.json'), JSON.stringify(serpentPack(31)));
    const recorded = await solve(long, '--record');
    expect(recorded.code).toBe(1);
    expect(recorded.lines).toContain(
      `error  out-of-range  /proofs/0/moves  The "moves" of stored proof 1 (level "serpent") has ${serpentProof(31).length} moves; a stored proof has 1 to 2000.`,
    );
    expect(readdirSync(long)).toEqual(['pack.json']);
  });

  it('--record says so when proofs.json is a folder, and records nothing', async () => {
    const folder = tinyCopy();
    mkdirSync(join(folder, 'proofs.json'));
    const recorded = await solve(folder, '--record');
    expect(recorded.code).toBe(1);
    expect(recorded.lines.at(-1)).toMatch(
      /^error {2}special-file {2}\(root\) {2}proofs\.json is not a regular file/,
    );
  });

  // packs/examples holds several pack files beside one proofs.json: recording one must not lose another's.
  it('--record does not write over the proofs of another pack', async () => {
    const folder = tinyCopy();
    const other = JSON.stringify({ pack: 'other', proofs: [{ level: 'x', moves: 'R' }] });
    writeFileSync(join(folder, 'proofs.json'), other);
    const recorded = await solve(folder, '--record');
    expect(recorded.code).toBe(1);
    expect(recorded.lines.at(-1)).toMatch(
      /^miau: not recorded: \S+proofs\.json holds the proofs of the pack "other", not "tiny"; give this pack a folder of its own, or remove that file\.$/,
    );
    expect(readFileSync(join(folder, 'proofs.json'), 'utf8')).toBe(other);
  });

  it('--record says what to do about each level it could not store: UNSOLVABLE is not fixed by --max', async () => {
    const folder = tinyCopy();
    const pack = JSON.parse(readFileSync(join(folder, 'pack.json'), 'utf8')) as MiauPack;
    pack.levels.push({ id: 'empty', title: 'Empty', width: 2, height: 1, objects: [] });
    writeFileSync(join(folder, 'pack.json'), JSON.stringify(pack));
    expect((await solve(folder, '--record')).lines.at(-1)).toBe(
      'miau: not recorded: --record needs every level of the pack solved in one run; no board reachable in "empty" is won (UNSOLVABLE): change the level.',
    );
    expect((await solve(folder, '--record', '--max', '1')).lines.at(-1)).toBe(
      'miau: not recorded: --record needs every level of the pack solved in one run; no board reachable in "empty" is won (UNSOLVABLE): change the level; raise --max for "first-steps" (LIMIT).',
    );
  });

  it('does not record a partial run: --record with --level is a usage error, before any search', async () => {
    await expect(solve(tinyCopy(), '--record', '--level', 'first-steps')).rejects.toThrow(
      '--record records every level of the pack; give it without --level.',
    );
  });
});
