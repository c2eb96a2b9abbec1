// An engine written from the contract alone (tests/fixtures/engines/clean-room/: its author read
// the specs, INTERPRETING.md, the schemas and the scenarios, never reference/, src/ or solver/).
// Every scenario must pass on it: a scenario it fails asks for a choice of the reference engine
// that the contract does not make. Run both ways a foreign build comes: as a module claiming only
// diagnostics and feature flags (the rest unsupported, never failed), and as a JSON-lines program claiming every
// capability, each with choices of its own where the contract leaves them open; and with a choice
// the contract rules out, which must fail.
import { join } from 'node:path';
import { defineHostileCases, type HostileCase } from '../hostile/harness.js';

const ENGINE = join('tests', 'fixtures', 'engines', 'clean-room');
const NODE = JSON.stringify(process.execPath);
// Nothing failed, declined, errored or nondeterministic; `unsupported` as the claims make it.
const ALL_PASSED = (unsupported: RegExp) =>
  new RegExp(
    `[1-9]\\d* passed, 0 failed, 0 declined, ${unsupported.source} unsupported, 0 errored, 0 nondeterministic\\s*$`,
  );
// Only failures: a choice the contract rules out, in scenarios that exercise it.
const ONLY_FAILED =
  /\b0 passed, [1-9]\d* failed, 0 declined, 0 unsupported, 0 errored, 0 nondeterministic\s*$/;
// Certify the engine as a module, or as a program with every message checked.
const AS_MODULE = ['certify', '--engine', join(ENGINE, 'index.mjs'), '--once', '--quiet'];
const AS_PROGRAM = [
  'certify',
  '--engine-cmd',
  `${NODE} ${join(ENGINE, 'serve.mjs')}`,
  '--check-protocol',
  '--once',
  '--quiet',
];

const cases: HostileCase[] = [
  {
    name: 'a module written from the contract alone, claiming only diagnostics and feature flags, passes every scenario it claims',
    args: AS_MODULE,
    // Rules and diagnostics in reverse order, messages in French: the contract fixes neither. With
    // feature flags and no mechanic claimed, every pack that lists or uses a mechanic must be
    // refused with needs-newer-miau: the branch of the feature-flag steps an engine claiming
    // every mechanic (the program below) never takes.
    env: {
      CLEAN_ROOM_CLAIMS: 'diagnostics,feature-flags',
      // A game whose state each turn changes in place, saves being copies: allowed (rules/snapshot).
      CLEAN_ROOM_SAVES: 'inplace',
      CLEAN_ROOM_RULES: 'reverse',
      CLEAN_ROOM_DIAG_ORDER: 'reverse',
      CLEAN_ROOM_LANG: 'fr',
    },
    exit: 0,
    output: ALL_PASSED(/[1-9]\d*/),
    maxSeconds: 120,
  },
  {
    name: 'a program written from the contract alone, claiming every capability, passes every scenario with --check-protocol',
    args: AS_PROGRAM,
    // Saves as texts of its own, its own game ids, CRLF line ends, a blank line before each
    // answer and a log line on stderr for each: all left open by the protocol. And the noun
    // trap's warning in French (the first case claims no noun-trap, so gives none).
    env: {
      CLEAN_ROOM_LANG: 'fr',
      CLEAN_ROOM_SNAP: 'string',
      CLEAN_ROOM_GAMEIDS: 'level',
      CLEAN_ROOM_CRLF: '1',
      CLEAN_ROOM_BLANK: '1',
      CLEAN_ROOM_CHATTY: '1',
    },
    exit: 0,
    output: ALL_PASSED(/0/),
    maxSeconds: 120,
  },
  // solver/hands-off: a word push is no move of a hands-off search, as a refused input is not.
  wrongBuild(
    'the same engine counting word pushes as hands-on states of a hands-off search fails the scenario that counts them',
    [...AS_MODULE, '--name', '^A level won only by pushing a word has no hands-off solution$'],
    { CLEAN_ROOM_HANDSOFF: 'flag' },
  ),
  // conformance/protocol: under --check-protocol the harness starts a second game after each
  // start, so a program playing the game it started last, not the one named, is found.
  wrongBuild(
    'the same program playing each input on the game it started last fails under --check-protocol',
    [...AS_PROGRAM, '--name', '^The player moves one cell'],
    { CLEAN_ROOM_ROUTE: 'last' },
  ),
  // conformance/protocol: the harness plays a wait in that second game, so a program keeping one
  // undo history for all its games has something to undo at a game's start.
  wrongBuild(
    'the same program keeping one undo history for all its games fails under --check-protocol',
    [
      ...AS_PROGRAM,
      '--name',
      '^(Undo at the start has nothing to take back|A new game of a level has nothing to undo from the game before it)$',
    ],
    { CLEAN_ROOM_HISTORY: 'shared' },
    /\b0 passed, 2 failed, 0 declined, 0 unsupported, 0 errored, 0 nondeterministic\s*$/,
  ),
  // rules/snapshot: a save stays as it was answered, and a restore leaves the save it was handed
  // alone. The harness holds only copies; the module's host sees the change, and says where.
  ...(
    [
      ['holding its own state in its saves', 'shared', 'the save it answered to snapshot'],
      ['playing on the save restore was handed', 'kept', 'the save it was handed by restore'],
    ] as const
  ).map(([what, saves, said]) =>
    wrongBuild(
      `the same module ${what}, its state changed in place by each turn, is errored for it`,
      [...AS_MODULE, '--name', '^A restored game plays on exactly as the original did$'],
      { CLEAN_ROOM_SAVES: saves },
      new RegExp(
        `${said} \\(request \\d+\\) afterwards, at \\/state\\/[\\s\\S]*\\b0 passed, 0 failed, 0 declined, 0 unsupported, 1 errored, 0 nondeterministic\\s*$`,
      ),
    ),
  ),
  // conformance/plain-data: an answer stays as it was given, and a handed pack as it was handed.
  // The harness holds only copies; the module's host sees the change, and says where.
  ...(
    [
      [
        'answering observe with an observation of its own, filled again at each observe',
        'live',
        'its answer to observe \\(request \\d+\\) afterwards, at \\/turn',
      ],
      [
        'writing the loaded pack into the pack load was handed',
        'normalize',
        'the pack it was handed by load \\(request \\d+\\), at \\/levels\\/',
      ],
    ] as const
  ).map(([what, answers, said]) =>
    wrongBuild(
      `the same module ${what}, is errored for it`,
      [...AS_MODULE, '--name', '^Waiting counts as a turn$'],
      { CLEAN_ROOM_ANSWERS: answers },
      new RegExp(
        `\\[bad-answer\\][\\s\\S]*The engine changed ${said}[\\s\\S]*\\b0 passed, 0 failed, 0 declined, 0 unsupported, 1 errored, 0 nondeterministic\\s*$`,
      ),
    ),
  ),
];

defineHostileCases(cases, { concurrent: true });

/** A choice the contract rules out, set by `env`: certified by `args`, it exits 1 as `output` says. */
function wrongBuild(
  name: string,
  args: string[],
  env: Record<string, string>,
  output: RegExp = ONLY_FAILED,
): HostileCase {
  return { name, args, env, exit: 1, output, maxSeconds: 60 };
}
