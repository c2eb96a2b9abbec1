// Usage errors on every command (issue 14, finding 9): exit 2 with one line saying what is
// wrong and a usage line, never "internal error" and never a stack trace.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { expect } from 'vitest';
import { sharePack } from '../../../src/pack/share.js';
import { ROOT } from '../runner/helpers.js';
import { join } from 'node:path';
import { defineHostileCases, type HostileCase } from './harness.js';
import { VALID_JSON, write } from './hostile-packs.js';

const shared = sharePack(JSON.parse(readFileSync(join(ROOT, 'packs', 'examples', 'tiny.json'), 'utf8')));
if (!shared.ok) throw new Error('the tiny pack does not share');
const TINY_PAYLOAD = shared.payload;

// One line naming the command and the problem, then the usage line.
const USAGE = (command: string) => new RegExp(`^miau ${command}: .+\\nusage: miau ${command} `, 'm');
const usage = (
  command: string,
  name: string,
  args: string[],
  extra: Partial<HostileCase> = {},
): HostileCase => ({
  name,
  args,
  exit: 2,
  output: USAGE(command),
  notOutput: /internal error/,
  ...extra,
});

defineHostileCases([
  usage('solve', 'finding 9: solve --bogus is a usage error', [
    'solve',
    'packs/examples/tiny.json',
    '--bogus',
  ]),
  usage('replay', 'replay --turn-limit 0 is a usage error', [
    'replay',
    'packs/examples/tiny.json',
    '--level',
    'first-steps',
    '--moves',
    'R',
    '--turn-limit',
    '0',
  ]),
  usage('solve', 'finding 9: solve --max -5 is a usage error', [
    'solve',
    'packs/examples/tiny.json',
    '--max',
    '-5',
  ]),
  usage('certify', "finding 9: certify --name '(' --list is a usage error", [
    'certify',
    '--name',
    '(',
    '--list',
  ]),
  usage('certify', "finding 9: certify --tags '@a and (' --list is a usage error", [
    'certify',
    '--tags',
    '@a and (',
    '--list',
  ]),
  // 30,000 nested "not"s parsed, then overflowed the stack where cucumber evaluates them.
  usage(
    'certify',
    'certify --tags longer than 4096 characters is a usage error, not an internal error',
    ['certify', '--tags', `${'not '.repeat(30_000)}@a`, '--list'],
    {
      output:
        /^miau certify: --tags "not not .*…" is 120002 characters long; a tag expression is at most 4096\.\nusage: miau certify /m,
    },
  ),
  usage(
    'certify',
    'certify --name longer than 4096 characters is a usage error',
    ['certify', '--name', 'a|'.repeat(3000), '--list'],
    { output: /^miau certify: --name "a\|a\|.*…" is 6000 characters long; a pattern is at most 4096\.\n/m },
  ),
  usage(
    'certify',
    'certify --name with a backreference is a usage error: it could take exponential time',
    ['certify', '--name', '^(\\w+)\\s\\1', '--list'],
    { output: /^miau certify: --name "\^\(\\w\+\)\\s\\1" holds a backreference or a lookaround/m },
  ),
  {
    // It backtracks exponentially on a name with a comma: more than a minute before the fix.
    name: 'certify --name with nested repetition lists in seconds, not minutes',
    args: ['certify', '--name', '^(\\w+\\s?)*$', '--list'],
    exit: 0,
    output: /"name": "Waiting counts as a turn"/,
    // Within one line: the harness keeps the head and tail of a long output, and the note of what
    // it left out, put inside a name, must not read as a name with a comma.
    notOutput: /"name": "[^"\n]*,/,
    maxSeconds: 20,
  },
  usage('certify', 'finding 9: --html into an unwritable path is a usage error', [
    'certify',
    '--html',
    '/proc/miau/cucumber.html',
    '--list',
  ]),
  usage('certify', 'finding 9: --list no longer ignores --turn-limit abc', [
    'certify',
    '--list',
    '--turn-limit',
    'abc',
  ]),
  usage('certify', 'finding 9: --list no longer ignores a missing --baseline', [
    'certify',
    '--list',
    '--baseline',
    '{dir}/missing.json',
  ]),
  usage('certify', 'certify --json into a folder is a usage error', ['certify', '--json', '{dir}', '--list']),
  usage('certify', 'certify --run-budget 0 is a usage error', ['certify', '--list', '--run-budget', '0']),
  usage('certify', 'certify --engine and --engine-cmd together are a usage error', [
    'certify',
    '--engine',
    'x.mjs',
    '--engine-cmd',
    'x',
  ]),
  usage('solve', 'solve --max 1e12 is over the ceiling', [
    'solve',
    'packs/examples/tiny.json',
    '--max',
    '1e12',
  ]),
  // Number reads 0x10 as 16: a hexadecimal, octal or binary number is refused, not guessed at.
  ...['0x10', '0o20', '0b10000'].map((text) =>
    usage(
      'solve',
      `solve --max ${text} is a usage error`,
      ['solve', 'packs/examples/tiny.json', '--max', text],
      {
        output: new RegExp(
          `^miau solve: --max needs a whole number of expansions from 1 to \\d+, not "${text}"\\.$`,
          'm',
        ),
      },
    ),
  ),
  usage(
    'certify',
    'certify --run-budget 0x10 is a usage error',
    ['certify', '--list', '--run-budget', '0x10'],
    {
      output:
        /^miau certify: --run-budget needs a number of seconds above 0 and at most 86400, not "0x10"\.$/m,
    },
  ),
  // packs/sharing: a .cjs name would make the suggested `miau validate` run the JSON as code.
  ...['{dir}/pack.cjs', '{dir}/pack', '{dir}/pack.json.txt'].map((out) =>
    usage(
      'open',
      `open --out ${out.slice(6)} is a usage error, and nothing is written`,
      ['open', TINY_PAYLOAD, '--out', out],
      {
        output: /^miau open: --out \S+ does not end in \.json; open writes the pack as JSON/m,
        after: (dir: string) => expect(readdirSync(dir)).toEqual([]),
      },
    ),
  ),
  {
    name: 'open --out PACK.JSON writes the pack: the extension is read in any case',
    args: ['open', TINY_PAYLOAD, '--out', '{dir}/PACK.JSON'],
    exit: 0,
    output: /^wrote \S+PACK\.JSON: tiny, 1 level/m,
    after: (dir: string) => expect(readdirSync(dir)).toEqual(['PACK.JSON']),
  },
  // The value is quoted back escaped: a terminal would act on a raw ESC.
  usage('certify', 'certify --run-budget with an escape sequence quotes it escaped', [
    'certify',
    '--list',
    '--run-budget',
    '\u001b[31m5',
  ]),
  usage('solve', 'solve --max-seconds 0 is a usage error', [
    'solve',
    'packs/examples/tiny.json',
    '--max-seconds',
    '0',
  ]),
  usage('solve', 'solve --max-memory 1 is under its floor', [
    'solve',
    'packs/examples/tiny.json',
    '--max-memory',
    '1',
  ]),
  usage('solve', 'solve --max given twice is a usage error', [
    'solve',
    'packs/examples/tiny.json',
    '--max',
    '5',
    '--max',
    '6',
  ]),
  usage('solve', 'solve --record and --check together are a usage error', [
    'solve',
    'packs/examples/tiny.json',
    '--record',
    '--check',
  ]),
  usage('solve', 'solve without a pack is a usage error', ['solve']),
  // One report over another, or over the baseline it is compared with, would lose one of them.
  usage(
    'certify',
    'certify --json and --junit into one file is a usage error',
    ['certify', '--json', '{dir}/report', '--junit', '{dir}/report'],
    { output: /^miau certify: --junit \S+report is also --json; write it to another file\./m },
  ),
  usage(
    'certify',
    'certify --json over its --baseline is a usage error',
    ['certify', '--baseline', '{dir}/baseline.json', '--json', '{dir}/baseline.json'],
    {
      setup: write('baseline.json', '{"format":1,"expected":[]}'),
      output:
        /^miau certify: --json \S+baseline\.json is the input \S+baseline\.json; write it to another file\./m,
    },
  ),
  usage('docs', 'docs --turn-limit 0 is a usage error', ['docs', '--turn-limit', '0', '--out', '{dir}/site']),
  usage('docs', 'docs --out into /proc is a usage error', ['docs', '--out', '/proc/miau-site']),
  usage('validate', 'validate --bogus is a usage error', ['validate', '--bogus', '{dir}/pack.json'], {
    setup: write('pack.json', VALID_JSON),
  }),
  usage('replay', 'replay --level without a value is a usage error', [
    'replay',
    'packs/examples/tiny.json',
    '--level',
  ]),
  usage('serve', 'serve --bogus is a usage error', ['serve', '--bogus']),
  // A device or a FIFO given as the engine module is refused before anything imports it: /dev/zero
  // filled gigabytes before hello's time limit ran out.
  ...[
    ['certify', ['certify', '--list']],
    ['replay', ['replay', 'packs/examples/tiny.json', '--level', 'first-steps', '--moves', 'R']],
    ['serve', ['serve']],
    ['docs', ['docs', '--out', '{dir}/site']],
    ['reconcile', ['reconcile']],
  ].map(([command, args]) =>
    usage(
      command as string,
      `${command as string} --engine /dev/zero is a usage error`,
      [...(args as string[]), '--engine', '/dev/zero'],
      {
        output: new RegExp(`^miau ${command as string}: --engine /dev/zero is not a file\\.$`, 'm'),
        maxMemoryMb: 300,
      },
    ),
  ),
  ...['certify', 'reconcile'].flatMap((command) =>
    ['', '   '].map((blank) =>
      usage(
        command,
        `${command} --engine-cmd "${blank}" is a usage error`,
        [command, '--engine-cmd', blank],
        {
          output: new RegExp(
            `^miau ${command}: --engine-cmd needs the command line that starts the engine program`,
            'm',
          ),
        },
      ),
    ),
  ),
  usage('certify', 'certify --parallel 0 is a usage error', ['certify', '--list', '--parallel', '0']),
  usage('certify', 'certify --shard 4/3 is a usage error', ['certify', '--list', '--shard', '4/3']),
  usage('merge', 'merge without a certificate is a usage error', ['merge']),
  usage('merge', 'merge of a missing file is a usage error', ['merge', '{dir}/missing.json']),
  usage('matrix', 'matrix without a certificate is a usage error', ['matrix']),
  usage('trace', 'trace --bogus is a usage error', ['trace', '--bogus']),
  {
    name: 'a control character in a bad option is shown escaped',
    args: ['solve', 'packs/examples/tiny.json', '--max', '\u001b[2J5'],
    exit: 2,
    output: /\\u001b/,
  },
  {
    name: 'certify --json into a file under a plain file is a usage error',
    setup: (dir) => {
      mkdirSync(join(dir, 'sub'));
      writeFileSync(join(dir, 'sub', 'file'), 'x');
    },
    args: ['certify', '--json', '{dir}/sub/file/cert.json', '--list'],
    exit: 2,
    output: USAGE('certify'),
  },
  {
    // cucumber wrote these itself: ENOSPC ended the run with its ERR_STREAM_DESTROYED, an internal error.
    name: 'certify --html and --messages to a full device say which file could not be written, exit 1',
    // Two outputs that are one file are refused: the messages go to a link to the device.
    setup: (dir) => symlinkSync('/dev/full', join(dir, 'full')),
    args: ['certify', '--name', '^Waiting counts as a turn$', '--once', '--quiet'].concat([
      '--messages',
      '{dir}/full',
      '--html',
      '/dev/full',
    ]),
    exit: 1,
    output: /^miau: could not write \/dev\/full: ENOSPC/m,
    notOutput: /internal error|ERR_STREAM_DESTROYED/,
    maxSeconds: 60,
  },
  // Robustness probes: files that are not regular, a full disk, text quoted from input.
  // A file that cannot hold a payload refuses the payload, as validate refuses such a pack file.
  {
    name: 'open refuses a FIFO it was given without waiting for a writer: special-file, exit 1',
    setup: (dir) => void execFileSync('mkfifo', [join(dir, 'fifo')]),
    args: ['open', '{dir}/fifo'],
    exit: 1,
    output: /^error {2}special-file {2}\(root\) {2}.*fifo is a FIFO[\s\S]*refused: nothing was written\.$/m,
    maxSeconds: 15,
  },
  {
    name: 'open refuses a folder it was given as the payload file, exit 1',
    args: ['open', '{dir}'],
    exit: 1,
    output: /^error {2}[a-z-]+ {2}\(root\) {2}.*folder[\s\S]*refused: nothing was written\.$/m,
  },
  {
    // It stopped on ENOENT; writableFile promises the folders below the nearest one are made.
    name: 'open makes the folders --out names, and names the file given',
    args: ['open', TINY_PAYLOAD, '--out', '{dir}/no-such-folder/tiny.json'],
    exit: 0,
    // It names the file given, not the scratch file written beside it first.
    output: /^wrote \S*\/no-such-folder\/tiny\.json: tiny, 1 level; check it with miau validate /m,
    notOutput: /internal error|\.tmp/,
  },
  // A level the pack does not have is about the pack, not the command line: exit 1, as share says.
  ...['solve', 'replay', 'share'].map((command) => ({
    name: `${command} --level that the pack does not have names the pack's levels, exit 1`,
    args: [
      command,
      'packs/examples/tiny.json',
      '--level',
      'nowhere',
      ...(command === 'replay' ? ['--moves', 'R'] : []),
    ],
    exit: 1,
    output: /The pack has no level "nowhere"( to share)?; its levels are "first-steps"\./,
    notOutput: /usage:/,
  })),
  {
    name: "a level id with escape sequences is shown escaped in replay's refusal",
    args: ['replay', 'packs/examples/tiny.json', '--level', '\u001b]0;pwn\u0007', '--moves', 'R'],
    exit: 1,
    output: /\\u001b\]0;pwn\\u0007/,
  },
  {
    name: 'replay ends with exit 1 when an engine module never answers a move',
    args: [
      'replay',
      'packs/examples/tiny.json',
      '--level',
      'first-steps',
      '--moves',
      'RW',
      '--engine',
      'tests/fixtures/engines/reference-spins-on-wait.ts',
      '--turn-limit',
      '1000',
    ],
    exit: 1,
    output: /miau: the engine failed \(no-answer\): The engine module did not answer input within 1000 ms/,
    maxSeconds: 20,
  },
]);
