// The `miau` command line, called in-process with collected output: exit codes, usage on
// bad command lines, and each command's output.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import '../runner/typescript-imports.js';
import { COMMAND_NAMES } from '../../../conformance/cli/main.js';
import { lastLine, miau } from './miau.js';
import { totalsOf } from '../runner/helpers.js';

const here = import.meta.dirname;
const root = join(here, '..', '..', '..');
const fixtureRoot = join(root, 'tests', 'fixtures', 'project');
const engine = (name: string) => join(root, 'tests', 'fixtures', 'engines', name);
const clockwork = join(root, 'packs', 'clockwork');

describe('miau', () => {
  it('prints the usage and exits 2 without a command or with an unknown one', async () => {
    const none = await miau();
    expect(none.code).toBe(2);
    expect(none.err).toMatch(/Usage: miau <command>/);
    const unknown = await miau('certfy');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toMatch(/unknown command "certfy"/);
    expect(await miau('--help')).toMatchObject({
      code: 0,
      out: expect.stringMatching(/Commands:/) as unknown,
    });
  });

  it('lists every command in its usage', async () => {
    const { out } = await miau('--help');
    expect(COMMAND_NAMES).toEqual([
      'certify',
      'validate',
      'replay',
      'trace',
      'reconcile',
      'solve',
      'serve',
      'share',
      'open',
      'merge',
      'matrix',
      'docs',
    ]);
    for (const command of COMMAND_NAMES) expect(out).toMatch(new RegExp(`\\n  ${command} +\\S`));
  });

  it.each(COMMAND_NAMES)('explains %s with --help, and as miau help %s', async (command) => {
    const help = await miau(command, '--help');
    expect(help.code).toBe(0);
    expect(help.out).toMatch(new RegExp(`Usage: miau ${command}`));
    // It printed the top-level help.
    expect(await miau('help', command)).toEqual(help);
  });

  it('rejects an unknown option with the command usage and exit 2', async () => {
    const result = await miau('certify', '--engin', 'x');
    expect(result.code).toBe(2);
    expect(result.err).toMatch(/Unknown option '--engin'/);
    expect(result.err).toMatch(/usage: miau certify/);
  });

  // Node's three lines of advice were printed as they were, where a usage error is one line.
  it('says in one line how to give a value that starts with a dash', async () => {
    const result = await miau('solve', 'packs/examples/tiny.json', '--level', '-x');
    expect(result.code).toBe(2);
    expect(result.err.split('\n')[0]).toBe(
      "miau solve: Option '--level' argument is ambiguous: give a value that starts with a dash as --level=<value>.",
    );
    expect(result.err.split('\n')[1]).toMatch(/^usage: miau solve/);
  });
});

/** `miau certify` of a fixture engine against the fixture project's features. */
const certifyFixture = (engineFile: string, ...flags: string[]) =>
  miau('certify', '--root', fixtureRoot, '--engine', engine(engineFile), ...flags);

describe('what every command prints', () => {
  it('says in one line what the file system refused, exit 1, not an internal error', async () => {
    const shared = await miau('share', join(root, 'packs', 'examples', 'tiny.json'));
    // A link to a full device passes every check made before writing (it opens for appending).
    const full = join(mkdtempSync(join(tmpdir(), 'miau-cli-')), 'full.json');
    symlinkSync('/dev/full', full);
    const opened = await miau('open', shared.out, '--out', full, '--force');
    expect(opened.code).toBe(1);
    expect(opened.err).toMatch(/^miau: could not write \S*\/full\.json: ENOSPC \(/);
    expect(opened.err.split('\n')).toHaveLength(1);
    expect(opened.err).not.toMatch(/internal error/);
  });

  it('shows escape sequences it quotes escaped, keeping lines and tabs', async () => {
    const replayed = await miau(
      'replay',
      join(root, 'packs', 'examples', 'tiny.json'),
      '--level',
      '\u001b]0;x\u0007',
      '--moves',
      'R',
    );
    expect(replayed.code).toBe(1);
    expect(replayed.err).toContain('"\\u001b]0;x\\u0007"');
    expect(replayed.err.includes('\u001b')).toBe(false);
  });
});

describe('miau certify', () => {
  it('prints the certificate, writes it as JSON and exits 0 when all pass', async () => {
    const json = join(mkdtempSync(join(tmpdir(), 'miau-cli-')), 'certificate.json');
    const result = await certifyFixture('toy.ts', '--tags', 'not @harness', '--json', json);
    expect(result.code).toBe(0);
    expect(lastLine(result.out)).toBe(
      '4 passed, 0 failed, 0 declined, 0 unsupported, 0 errored, 0 nondeterministic',
    );
    const certificate = JSON.parse(readFileSync(json, 'utf8')) as {
      totals: object;
      engine: { name: string };
    };
    expect(certificate.totals).toEqual(totalsOf({ passed: 4 }));
    expect(certificate.engine.name).toBe('toy');
  });

  it('exits 1 and names the failing scenario when an engine is wrong', async () => {
    const result = await certifyFixture('toy-miscounting.ts', '--name', '^Waiting');
    expect(result.code).toBe(1);
    expect(result.out).toMatch(/failed +features\/counting.feature:10 +Waiting counts as a turn/);
    expect(lastLine(result.out)).toBe(
      '0 passed, 1 failed, 0 declined, 0 unsupported, 0 errored, 0 nondeterministic',
    );
  });

  it('exits 1 when no scenario ran', async () => {
    const result = await certifyFixture('toy.ts', '--name', 'no such scenario');
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/no scenario ran/);
  });

  it('exits 0 for a shard that holds none of a selection the other shard holds, saying so', async () => {
    const shards = [];
    for (const shard of ['1/2', '2/2'])
      shards.push(
        await miau('certify', '--name', '^Waiting counts as a turn$', '--shard', shard, '--once', '--quiet'),
      );
    expect(shards.map((run) => run.code)).toEqual([0, 0]);
    const [empty, full] = shards[0].out.includes('1 passed') ? [shards[1], shards[0]] : shards;
    expect(lastLine(full.out)).toMatch(/^1 passed, 0 failed/);
    expect(lastLine(empty.out)).toMatch(/^0 passed, 0 failed/);
    expect(empty.err).toMatch(
      /^miau: shard [12]\/2 holds no scenario of the selection \(1 in all\); the other shards run them, and miau merge checks that every one ran\.$/,
    );
  });

  // --list with --shard listed the whole selection, not what the shard runs (found by a helper).
  it('lists with --shard only the scenarios that shard runs', async () => {
    const listOf = async (...flags: string[]) => {
      const run = await miau('certify', '--requirement', 'rules/sink', '--list', ...flags);
      expect(run.code).toBe(0);
      return (JSON.parse(run.out) as { uri: string; line: number }[]).map((s) => `${s.uri}:${s.line}`);
    };
    const [whole, first, second] = [
      await listOf(),
      await listOf('--shard', '1/2'),
      await listOf('--shard', '2/2'),
    ];
    expect(first.length).toBeGreaterThan(0);
    expect(second.length).toBeGreaterThan(0);
    expect([...first, ...second].sort()).toEqual([...whole].sort());
  });

  it('exits 2 for a missing engine module and 1 for a broken handshake', async () => {
    const missing = await certifyFixture('nowhere.ts');
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/--engine .*nowhere\.ts: no such file, or it cannot be read/);
    const badHello = await certifyFixture('bad-hello.mjs');
    expect(badHello.code).toBe(1);
    expect(badHello.err).toMatch(
      /the engine failed \(bad-hello\): The engine's hello does not match the protocol/,
    );
  });

  it('exits 1 when every selected scenario is unsupported: it certified nothing', async () => {
    const result = await certifyFixture('toy-no-capabilities.ts', '--capability', 'automata', '--once');
    expect(lastLine(result.out)).toBe(
      '0 passed, 0 failed, 0 declined, 1 unsupported, 0 errored, 0 nondeterministic',
    );
    expect(result.code).toBe(1);
    expect(result.err).toContain(
      'miau: no scenario ran: the one selected scenario needs a capability the engine does not claim (automata), and an unsupported scenario certifies nothing.',
    );
  });

  it('refuses a report over the engine module, and never opens a named pipe while checking options', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'miau-cli-'));
    const module = join(folder, 'engine.mjs');
    writeFileSync(module, 'export function createEngine() {}\n');
    const over = await miau('certify', '--engine', module, '--junit', module);
    expect(over.code).toBe(2);
    expect(over.err).toContain(`--junit ${module} is the input ${module}; write it to another file.`);
    expect(readFileSync(module, 'utf8')).toBe('export function createEngine() {}\n');
    // Opening a pipe nobody reads waits for ever; one somebody reads would end on the close.
    const pipe = join(folder, 'pipe');
    execFileSync('mkfifo', [pipe]);
    const listed = spawnSync(
      process.execPath,
      [join(root, 'bin', 'miau.js'), 'certify', '--list', '--tags', '@rules/sink', '--json', pipe],
      { cwd: root, timeout: 30_000, encoding: 'utf8' },
    );
    expect(listed.status, listed.stderr).toBe(0);
  });

  it("keeps what a project's step definitions print off standard output: the --list JSON and the certificate", () => {
    // A copy of the fixture project beside it (its support files import the harness by a
    // relative path), whose step definitions print at import.
    const project = mkdtempSync(join(root, 'tests', 'fixtures', '.printing-project-'));
    try {
      cpSync(fixtureRoot, project, { recursive: true });
      const steps = join(project, 'features', 'step_definitions', 'steps.ts');
      writeFileSync(steps, `console.log('5000 passed, 0 failed');\n${readFileSync(steps, 'utf8')}`);
      // In a process of its own: the printing goes to the process's standard output.
      const certify = (...args: string[]) =>
        spawnSync(process.execPath, [join(root, 'bin', 'miau.js'), 'certify', '--root', project, ...args], {
          cwd: root,
          encoding: 'utf8',
          timeout: 60_000,
        });
      const listed = certify('--list', '--tags', 'not @harness');
      expect(listed.status, listed.stderr).toBe(0);
      expect(() => JSON.parse(listed.stdout) as unknown).not.toThrow();
      expect(listed.stderr).toContain('5000 passed, 0 failed');
      const run = certify('--engine', engine('toy.ts'), '--tags', 'not @harness', '--once', '--quiet');
      expect(run.status, run.stderr).toBe(0);
      expect(run.stdout).not.toContain('5000 passed');
      expect(run.stdout).toMatch(/^Miau conformance certificate/);
      // In parallel workers too (a worker is a process of its own): it landed ahead of the certificate.
      const parallel = certify(
        '--engine',
        engine('toy.ts'),
        '--tags',
        'not @harness',
        '--once',
        '--quiet',
        '--parallel',
        '2',
      );
      expect(parallel.status, parallel.stderr).toBe(0);
      expect(parallel.stdout).not.toContain('5000 passed');
      expect(parallel.stdout).toMatch(/^Miau conformance certificate/);
      expect(parallel.stderr).toContain('5000 passed, 0 failed');
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });

  it('leaves no earlier report behind when the engine cannot greet, and says why in JUnit', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'miau-cli-'));
    const [json, junit, html] = ['certificate.json', 'junit.xml', 'cucumber.html'].map((f) =>
      join(folder, f),
    );
    for (const file of [json, junit, html]) writeFileSync(file, 'an earlier run passed');
    const result = await certifyFixture('bad-hello.mjs', '--json', json, '--junit', junit, '--html', html);
    expect(result.code).toBe(1);
    expect(existsSync(json)).toBe(false);
    expect(existsSync(html)).toBe(false);
    const report = readFileSync(junit, 'utf8');
    // The fixture project has no package.json: it is named by its folder.
    expect(report).toMatch(/<testsuites name="project 0\.0\.0" tests="1" failures="0" errors="1"/);
    expect(report).toContain(
      '<error type="bad-hello" message="The engine\'s hello does not match the protocol',
    );
    // A link to a device is written through, never replaced: nor is it removed.
    const device = join(folder, 'device.json');
    symlinkSync('/dev/null', device);
    expect((await certifyFixture('bad-hello.mjs', '--json', device)).code).toBe(1);
    expect(readlinkSync(device)).toBe('/dev/null');
  });
});

describe('miau validate', () => {
  it('says ok for a valid pack', async () => {
    expect(await miau('validate', clockwork)).toMatchObject({
      code: 0,
      out: 'ok: clockwork, 6 levels',
      err: '',
    });
  });

  it('prints every diagnostic of a bad pack and exits 1', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'miau-cli-')), 'bad.json');
    writeFileSync(file, JSON.stringify({ manifest: { id: 'X' }, levels: [] }));
    const result = await miau('validate', file);
    expect(result.code).toBe(1);
    expect(result.out.split('\n')).toContain(
      'error  missing-field  /manifest/engine  The manifest has no "engine".',
    );
    expect(result.out.split('\n').length).toBeGreaterThan(1);
  });

  it('reports a missing file as a diagnostic, and a missing argument as a usage error', async () => {
    const missing = await miau('validate', join(tmpdir(), 'no-such-pack.json'));
    expect(missing.code).toBe(1);
    expect(missing.out).toMatch(/^error {2}file-not-found {2}\(root\) {2}/);
    expect((await miau('validate')).code).toBe(2);
  });
});

// validate warned of a key given twice; solve and replay played the pack without a word.
describe('the commands that play a pack', () => {
  it("print the warnings validate gives, the reading's among them", async () => {
    const tiny = readFileSync(join(root, 'packs', 'examples', 'tiny.json'), 'utf8');
    const file = join(mkdtempSync(join(tmpdir(), 'miau-cli-')), 'twice.json');
    writeFileSync(file, tiny.replace('"title": "First steps",', '"title": "Draft", "title": "First steps",'));
    const warning = /^warning {2}duplicate-key {2}\/levels\/0\/title {2}/m;
    expect((await miau('validate', file)).out).toMatch(warning);
    const solved = await miau('solve', file, '--level', 'first-steps');
    expect(solved.code).toBe(0);
    expect(solved.out).toMatch(warning);
    const replayed = await miau('replay', file, '--level', 'first-steps', '--moves', 'R');
    expect(replayed.code).toBe(0);
    expect(replayed.err).toMatch(warning);
  });
});

describe('miau replay', () => {
  it('prints each move, its outcome and the board after it', async () => {
    const result = await miau('replay', clockwork, '--level', 'mouse-keeps-time', '--moves', 'RU');
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/^start {2}mouse-keeps-time\n\| MIAU/);
    expect(result.out).toMatch(/\n1 {2}R {2}accepted\n/);
    expect(result.out).toMatch(/\n2 {2}U {2}refused \(board unchanged\)/);
    // A refused move and a level not won are what the replay shows, not a failure of the command.
    expect(result.out.trimEnd().split('\n').at(-1)).toBe(
      'end  2 moves: 1 accepted, 1 refused; the level is not won',
    );
  });

  it('rejects a bad move string with its diagnostic and exit 2', async () => {
    const result = await miau('replay', clockwork, '--level', 'mouse-keeps-time', '--moves', 'RRX');
    expect(result.code).toBe(2);
    expect(result.out).toMatch(/^error {2}bad-move {2}\/moves\/2 {2}/);
  });

  // An engine keeps every move's board for undo: 20,000 moves held 1.8 GB.
  it('plays at most as many moves as a stored proof may hold', async () => {
    const result = await miau(
      'replay',
      clockwork,
      '--level',
      'mouse-keeps-time',
      '--moves',
      'W'.repeat(2001),
    );
    expect(result.code).toBe(2);
    expect(result.err).toMatch(
      /replay plays at most 2000 moves, as many as a stored proof may hold; these are 2001\./,
    );
  });

  it('refuses an unknown level and a missing option', async () => {
    const unknown = await miau('replay', clockwork, '--level', 'nope', '--moves', 'R');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toMatch(/^miau: The pack has no level "nope"; its levels are "mouse-keeps-time"/);
    const noMoves = await miau('replay', clockwork, '--level', 'mouse-keeps-time');
    expect(noMoves.code).toBe(2);
    expect(noMoves.err).toMatch(/needs --moves/);
  });

  it('gives an engine module the call limit --turn-limit sets', async () => {
    const args = ['replay', clockwork, '--level', 'mouse-keeps-time', '--moves', 'RW'];
    const spinning = await miau(
      ...args,
      '--engine',
      engine('reference-spins-on-wait.ts'),
      '--turn-limit',
      '300',
    );
    expect(spinning.code).toBe(1);
    expect(spinning.err).toMatch(/did not answer input within 300 ms/);
    const refused = await miau(...args, '--turn-limit', '1.5');
    expect(refused.code).toBe(2);
    expect(refused.err).toMatch(/--turn-limit needs a whole number of milliseconds from 1 to 86400000/);
  });
});

describe('miau replay with a build that lacks a mechanic', () => {
  // The older build claims automata and the solver: it would read KEY IS OPEN as a transformation.
  const older = join(root, 'conformance', 'engines', 'reference-older.ts');
  const pairs = join(root, 'packs', 'clockwork-pairs');

  it('refuses a level using a mechanic the engine does not claim, naming both, exit 1', async () => {
    const refused = await miau('replay', pairs, '--level', 'key-and-door', '--engine', older, 'R');
    expect(refused.code).toBe(1);
    expect(refused.out).toBe('');
    expect(refused.err).toMatch(
      /^miau replay: level "key-and-door" uses pairs, which the engine "miau-reference-older" does not claim \(its hello claims automata and solver\): it would play the level as if it had no pairs, so the level is not replayed\. Replay it with an engine that claims pairs\.$/m,
    );
  });

  it('replays a level of the same build whose mechanics it claims', async () => {
    const played = await miau('replay', clockwork, '--level', 'mouse-keeps-time', '--engine', older, 'R');
    expect(played.code).toBe(0);
    expect(played.out).toMatch(/\n1 {2}R {2}accepted\n/);
  });
});

// A mistyped --root in CI listed nothing, traced nothing and built an empty site, exiting 0.
describe('--root', () => {
  const commands = [
    ['certify', '--list'],
    ['trace'],
    ['trace', '--strength'],
    ['reconcile'],
    ['docs', '--out', join(tmpdir(), 'miau-root-site')],
  ];

  it.each(commands)(
    '%s refuses a folder that does not exist, a file and empty text, exit 2',
    async (command, ...rest) => {
      const missing = await miau(command, ...rest, '--root', join(tmpdir(), 'miau-no-such-root'));
      expect([missing.code, missing.err]).toEqual([
        2,
        expect.stringMatching(new RegExp(`^miau ${command}: --root \\S+miau-no-such-root: no such folder;`)),
      ]);
      const file = await miau(command, ...rest, '--root', join(root, 'README.md'));
      expect([file.code, file.err]).toEqual([
        2,
        expect.stringMatching(new RegExp(`^miau ${command}: --root \\S+README\\.md is not a folder;`)),
      ]);
      const empty = await miau(command, ...rest, '--root', '');
      expect([empty.code, empty.err]).toEqual([
        2,
        expect.stringMatching(new RegExp(`^miau ${command}: --root needs a folder, not empty text\\.`)),
      ]);
    },
  );
});

describe('miau trace', () => {
  const traceFixture = (name: string) => join(here, '..', 'trace', 'fixtures', name);

  it('exits 0 for a project whose requirements and scenarios trace both ways', async () => {
    const result = await miau('trace', '--root', traceFixture('clean'));
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/\ntrace: .*, 0 problems\n/);
    expect(lastLine(result.out)).toMatch(/^code: .*, 0 problems$/);
  });

  it('exits 1 and lists the problems of one that does not', async () => {
    const result = await miau('trace', '--root', traceFixture('orphan'));
    expect(result.code).toBe(1);
    expect(result.out).toMatch(/\nproblems\n/);
  });
});
