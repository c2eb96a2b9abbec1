// A pack can no longer make the solver run away (issue 14, finding 4): the expansion ceiling,
// the state store's memory cap and --max-seconds each stop a search that cannot end, with a
// LIMIT line naming the bound, well under the caps of the hostile harness.
import { execFileSync } from 'node:child_process';
import { readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { defineHostileCases } from './harness.js';
import { cjsAfter, VALID_JSON, write } from './hostile-packs.js';

// A 12 × 12 yard of pushable rocks and no WIN rule: its states run to the billions.
function runaway(solverMax: number): string {
  const words = ['CAT', 'IS', 'YOU'].map((text, x) => ({ kind: 'word', text, x, y: 0 }));
  const push = ['ROCK', 'IS', 'PUSH'].map((text, x) => ({ kind: 'word', text, x: x + 5, y: 0 }));
  const rocks = [2, 4, 6, 8].flatMap((x) => [3, 6, 9].map((y) => ({ kind: 'object', noun: 'ROCK', x, y })));
  const level = {
    id: 'no-win',
    title: 'No win',
    width: 12,
    height: 12,
    ...(solverMax > 0 ? { solverMax } : {}),
    objects: [...words, ...push, { kind: 'object', noun: 'CAT', x: 5, y: 5 }, ...rocks],
  };
  return JSON.stringify({
    manifest: { id: 'runaway', name: 'Runaway', version: '1.0.0', engine: 1 },
    levels: [level],
  });
}

// A valid 64 × 64 level of 4,032 cats, every one YOU: each expansion moves them all.
function crowd(): string {
  const words = ['CAT', 'IS', 'YOU'].map((text, x) => ({ kind: 'word', text, x, y: 0 }));
  const cats = Array.from({ length: 4032 }, (_, i) => ({
    kind: 'object',
    noun: 'CAT',
    x: i % 64,
    y: 1 + Math.floor(i / 64),
  }));
  return JSON.stringify({
    manifest: { id: 'crowd', name: 'Crowd', version: '1.0.0', engine: 1 },
    levels: [{ id: 'cats', title: 'Cats', width: 64, height: 64, objects: [...words, ...cats] }],
  });
}

defineHostileCases([
  {
    // spec: solver/stored-proofs. The check awaits its replays after printing the
    // first level's line: a reader gone by then (`miau solve … --check | head`) made it exit 0.
    name: 'a stored proof that does not win fails the check when nobody reads the output',
    setup: (dir) => {
      write('pack.json', VALID_JSON)(dir);
      const proofs = {
        pack: 'demo',
        proofs: [{ level: 'one', moves: 'RRRL', expansions: 4, handsOff: true }],
      };
      write('proofs.json', JSON.stringify(proofs))(dir);
    },
    args: ['solve', '{dir}/pack.json', '--check'],
    closed: ['stdout'],
    exit: 1,
  },
  {
    // The time check ran once every 4,096 expansions: at 0.1 s an expansion, 7 minutes in.
    name: '--max-seconds stops a level whose every expansion is slow within about its limit',
    setup: write('pack.json', crowd()),
    args: ['solve', '{dir}/pack.json', '--max-seconds', '1'],
    exit: 1,
    output: /^cats {2}LIMIT \(time\)/m,
    maxSeconds: 10,
  },
  {
    // The deadline was set once the pack had loaded: a pack taking 12 s to load ran 13 s under
    // --max-seconds 1. "Time for the whole run" counts the loading too.
    name: '--max-seconds counts the time the pack takes to load: one loading for 2 s leaves a 1 s run no search',
    setup: cjsAfter('for (const end = Date.now() + 2000; Date.now() < end; );'),
    args: ['solve', '{dir}/pack', '--max-seconds', '1'],
    exit: 1,
    output: /^one {2}LIMIT \(time\)/m,
    maxSeconds: 15,
  },
  {
    name: 'finding 4: solverMax 1e9 is refused by the pack format, before any search',
    setup: write('pack.json', runaway(1e9)),
    args: ['solve', '{dir}/pack.json'],
    exit: 1,
    output: /out-of-range {2}\/levels\/0\/solverMax/,
    maxSeconds: 15,
  },
  {
    name: 'finding 4: solverMax 1e8 with no WIN stops at the memory cap with LIMIT (memory)',
    setup: write('pack.json', runaway(1e8)),
    args: ['solve', '{dir}/pack.json', '--max-memory', '32'],
    exit: 1,
    output: /note: level "no-win" asks solverMax 100000000[\s\S]*no-win {2}LIMIT \(memory\)/,
    maxSeconds: 60,
    maxMemoryMb: 700,
  },
  {
    name: 'finding 4: solverMax 1e8 with no WIN stops at --max-seconds with LIMIT (time)',
    setup: write('pack.json', runaway(1e8)),
    args: ['solve', '{dir}/pack.json', '--max-seconds', '2'],
    exit: 1,
    output: /no-win {2}LIMIT \(time\)/,
    maxSeconds: 40,
  },
  {
    name: 'a small --max stops a runaway level with LIMIT (expansions) and says HANDS-OFF unknown',
    setup: write('pack.json', runaway(0)),
    args: ['solve', '{dir}/pack.json', '--max', '1000'],
    exit: 1,
    output: /no-win {2}LIMIT \(expansions\) {2}expansions 1000 {2}HANDS-OFF unknown/,
  },
]);

// A pack's proofs.json is read as carefully as its pack file, and a stored proof must play.
const proofsOf = (moves: unknown) =>
  JSON.stringify({ pack: 'demo', proofs: [{ level: 'one', moves, expansions: 4, handsOff: true }] });

defineHostileCases([
  {
    name: 'solve --check refuses a stored proof of the right length that does not win',
    setup: (dir) => (write('pack.json', VALID_JSON)(dir), write('proofs.json', proofsOf('WWWW'))(dir)),
    args: ['solve', '{dir}/pack.json', '--check'],
    exit: 1,
    output: /mismatch: \[does-not-win\] \/proofs\/0\/moves: level "one" has a stored proof that does not win/,
  },
  {
    name: 'solve --check names a move string that is not U, D, L, R and W, with its path',
    setup: (dir) => (write('pack.json', VALID_JSON)(dir), write('proofs.json', proofsOf('rrrr'))(dir)),
    args: ['solve', '{dir}/pack.json', '--check'],
    exit: 1,
    output: /error {2}bad-move {2}\/proofs\/0\/moves/,
    notOutput: /internal error/,
  },
  {
    name: 'solve --check refuses a proofs.json that is a FIFO without waiting for a writer',
    setup: (dir) => {
      write('pack.json', VALID_JSON)(dir);
      execFileSync('mkfifo', [join(dir, 'proofs.json')]);
    },
    args: ['solve', '{dir}/pack.json', '--check'],
    exit: 1,
    output: /error {2}special-file/,
    maxSeconds: 15,
  },
  {
    name: 'solve --record replaces a proofs.json link instead of writing through it',
    setup: (dir) => {
      write('pack.json', VALID_JSON)(dir);
      write('elsewhere.txt', 'keep me')(dir);
      symlinkSync(join(dir, 'elsewhere.txt'), join(dir, 'proofs.json'));
    },
    args: ['solve', '{dir}/pack.json', '--record'],
    exit: 0,
    output: /recorded .*proofs\.json/,
    after: (dir) => {
      expect(readFileSync(join(dir, 'elsewhere.txt'), 'utf8')).toBe('keep me');
      expect(JSON.parse(readFileSync(join(dir, 'proofs.json'), 'utf8'))).toMatchObject({ pack: 'demo' });
    },
  },
]);
