// A hostile environment: the input is fine, the machine around the command is not. A scratch
// disk that fills, a file-size or open-file limit, a report whose reader leaves, a NODE_OPTIONS the
// user set. What a designer sees is one line with the documented exit code: never a stack trace,
// and never a verdict on a correct engine for the harness's own trouble.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync, spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { defineHostileCases, type HostileCase } from './harness.js';

// One scenario of the suite on the reference engine: about a second.
const ONE = ['certify', '--name', '^Waiting counts as a turn$', '--once', '--quiet'];
const INTERNAL = /internal error|please report/;
const STACK = /^\s+at /m;
const MIAU = fileURLToPath(new URL('../../../bin/miau.js', import.meta.url));
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

const cases: HostileCase[] = [
  {
    // The step definitions did not load (ajv compiles its schemas to functions), and every
    // scenario of a correct engine "failed" on an undefined step; or, with the build out of date,
    // the engine's host crashed and the engine was blamed (engine-exited).
    name: 'NODE_OPTIONS=--disallow-code-generation-from-strings is said in one line, never as a verdict',
    args: ONE,
    env: { NODE_OPTIONS: '--disallow-code-generation-from-strings' },
    exit: 2,
    output:
      /^miau: this Node\.js process forbids code generation from strings \(--disallow-code-generation-from-strings\), which its schema checks need; run miau without that option \(look in NODE_OPTIONS\)\.$/m,
    notOutput: /\bfailed\b.*\bdeclined\b/,
    maxSeconds: 60,
  },
  {
    // Printed reflect-metadata's stack trace, exit 1.
    name: 'NODE_OPTIONS=--frozen-intrinsics is said in one line',
    args: ONE,
    env: { NODE_OPTIONS: '--frozen-intrinsics' },
    exit: 2,
    output: /^miau: this Node\.js process freezes the built-in objects \(--frozen-intrinsics\)/m,
    maxSeconds: 60,
  },
  ...[
    { what: 'a missing folder', value: '{dir}/no-such-folder', reason: 'ENOENT: it does not exist' },
    { what: 'a file', value: '{dir}/a-file', reason: 'ENOTDIR: it is not a folder' },
  ].map(({ what, value, reason }): HostileCase => ({
    // Said "could not mkdtemp …/miau-transcripts-XXXXXX: ENOENT (…)": a name the user never
    // gave, in system-call words, the path twice, and nothing pointing at TMPDIR.
    name: `certify with TMPDIR set to ${what} says what is wrong with the temporary folder`,
    setup: (dir) => writeFileSync(join(dir, 'a-file'), 'not a folder'),
    args: ONE,
    env: { TMPDIR: value },
    exit: 1,
    output: new RegExp(
      `^miau: The temporary folder \\S+ cannot hold miau's scratch folders \\(${reason}\\): set TMPDIR to a folder you can write`,
      'm',
    ),
    notOutput: /mkdtemp|XXXXXX/,
    maxSeconds: 60,
  })),
  {
    // A legal name had no room for the scratch file's suffix (`<name>.<pid>.tmp`) and failed after
    // the whole run, naming that scratch file.
    name: 'certify --json a file name of 255 bytes writes the certificate',
    args: [...ONE, '--json', `{dir}/${'c'.repeat(250)}.json`],
    exit: 0,
    after: (dir) => expect(readdirSync(dir)).toEqual([`${'c'.repeat(250)}.json`]),
    maxSeconds: 60,
  },
  {
    // It wrote a file named "-" in the current folder, where many tools write to standard output.
    name: 'certify --json - is refused before the run, pointing at /dev/stdout',
    args: [...ONE, '--json', '-'],
    exit: 2,
    output: /--json - names no file: for standard output give \/dev\/stdout/,
    notOutput: /passed/,
    maxSeconds: 60,
  },
  {
    // It waited for a reader for ever, past the run budget, printing nothing.
    name: 'certify --json a named pipe nobody reads says so, without waiting',
    setup: (dir) => void execFileSync('mkfifo', [join(dir, 'fifo')]),
    args: [...ONE, '--json', '{dir}/fifo'],
    exit: 1,
    output: /^miau: could not open \S+\/fifo: ENXIO \(it is a named pipe that nobody reads\)$/m,
    maxSeconds: 30,
  },
  {
    name: 'certify --json a file name over 255 bytes is refused before the run',
    args: [...ONE, '--json', `{dir}/${'c'.repeat(251)}.json`],
    exit: 2,
    output: /cannot be written: its name is longer than 255 bytes/,
    notOutput: /passed/,
    maxSeconds: 60,
  },
];

defineHostileCases(cases);

/**
 * Runs a bash script in a scratch folder ($DIR) with `miau` as a function running bin/miau.js
 * from the project's root; the script writes the exit code it judges by as `exit=<n>` to fd 3.
 */
function shell(script: string): { exit: number; stderr: string; left: string[] } {
  const dir = mkdtempSync(join(tmpdir(), 'miau-hostile-env-'));
  try {
    const run = spawnSync('bash', ['-c', `miau() { "$NODE" "$MIAU_JS" "$@"; }\n${script}`], {
      cwd: ROOT,
      env: { ...process.env, NODE: process.execPath, MIAU_JS: MIAU, DIR: dir, ERR: join(dir, 'err.txt') },
      stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
      timeout: 60_000,
      encoding: 'utf8',
    });
    const err = join(dir, 'err.txt');
    return {
      exit: Number(/exit=(\d+)/.exec(String(run.output[3]))?.[1] ?? -1),
      stderr: (existsSync(err) ? readFileSync(err, 'utf8') : '') + String(run.stderr),
      left: readdirSync(dir).filter((name) => name !== 'err.txt'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const ONE_ARGS = ONE.map((word) => `'${word}'`).join(' ');

test('a file-size limit the transcripts reach makes no certificate, naming the error', () => {
  // conformance/parallel-certification: with its scratch disk full (here, a file-size limit of
  // 1 KiB), the harness's own failed write was judged the engine's failure: "0 passed, 1 failed".
  const run = shell(`(ulimit -f 1; miau ${ONE_ARGS} 2>"$ERR"; echo "exit=$?" >&3)`);
  expect(run.stderr).toMatch(
    /^miau: The harness could not do its own work, so no certificate was made: .*EFBIG/m,
  );
  expect(run.stderr).not.toMatch(/\b1 failed\b/);
  expect(run.exit).toBe(2);
});

test('a report that cannot be written whole is said of its file, in one line', () => {
  const run = shell(
    `(ulimit -f 4; miau ${ONE_ARGS} --html "$DIR/report.html" >/dev/null 2>"$ERR"; echo "exit=$?" >&3)`,
  );
  expect(run.stderr).toMatch(/^miau: The report \S*report\.html could not be written \(/m);
  expect(run.stderr).not.toMatch(INTERNAL);
  expect(run.stderr).not.toMatch(STACK);
  expect(run.exit).toBe(1);
  expect(run.left).toEqual([]);
});

test('a report on standard output whose reader leaves is said in one line, no stack trace', () => {
  const run = shell(
    `miau ${ONE_ARGS} --html /dev/stdout 2>"$ERR" | head -c 1 >/dev/null; echo "exit=\${PIPESTATUS[0]}" >&3`,
  );
  expect(run.stderr).toMatch(/^miau: The report \/dev\/stdout could not be written \(/m);
  expect(run.stderr).not.toMatch(INTERNAL);
  expect(run.stderr).not.toMatch(STACK);
  expect(run.exit).toBe(1);
});

test('an open-file limit too low to load miau says so in one line', () => {
  const run = shell('(ulimit -n 32; miau --help >/dev/null 2>"$ERR"; echo "exit=$?" >&3)');
  expect(run.stderr.trim()).toMatch(/^miau: too many open files \(EMFILE\): .*ulimit -n/);
  expect(run.stderr.trim().split('\n')).toHaveLength(1);
  expect(run.exit).toBe(1);
});

test('a docs site that cannot be written whole leaves the earlier site as it was', () => {
  // It cleared --out first and wrote in place: a page cut at 4 KiB, some pictures, no marker,
  // and the next build refused the folder as "holds files that miau docs did not write".
  const run = shell(
    'miau docs --packs-only --out "$DIR/site" >/dev/null 2>&1; cp "$DIR/site/index.html" "$DIR/index.before"; ' +
      '(ulimit -f 4; miau docs --packs-only --out "$DIR/site" >/dev/null 2>"$ERR"; echo "exit=$?" >&3); ' +
      'cmp -s "$DIR/site/index.html" "$DIR/index.before" && miau docs --packs-only --out "$DIR/site" >/dev/null 2>&1 && touch "$DIR/rebuilt"',
  );
  expect(run.stderr.trim()).toMatch(/^miau: could not write \S+\/site: EFBIG \(/);
  expect(run.exit).toBe(1);
  expect(run.left.sort()).toEqual(['index.before', 'rebuilt', 'site']);
});

test('a current folder that was removed is said in one line', () => {
  // Said "could not uv_cwd: ENOENT (ENOENT: no such file or directory, uv_cwd)".
  const run = shell(
    `mkdir "$DIR/gone" && cd "$DIR/gone" && rmdir "$DIR/gone" && (miau ${ONE_ARGS} 2>"$ERR"; echo "exit=$?" >&3)`,
  );
  expect(run.stderr.trim()).toBe(
    'miau: the current folder no longer exists (it was removed); cd into a folder that exists and run again.',
  );
  expect(run.exit).toBe(1);
});

test('a report miau writes whole that hits a file-size limit names the report', () => {
  // Said "could not write: EFBIG (EFBIG: file too large, write)": which of the files, it did not say.
  const shard = (n: number) =>
    `miau certify --requirement rules/sink --once --quiet --shard ${n}/2 --json "$DIR/s${n}.json" >/dev/null`;
  const run = shell(
    `${shard(1)} && ${shard(2)} && (ulimit -f 4; miau merge "$DIR/s1.json" "$DIR/s2.json" --json "$DIR/merged.json" >/dev/null 2>"$ERR"; echo "exit=$?" >&3)`,
  );
  expect(run.stderr.trim()).toMatch(/^miau: could not write \S+\/merged\.json: EFBIG \(/);
  expect(run.exit).toBe(1);
  expect(run.left.sort()).toEqual(['s1.json', 's2.json']);
});

test('an open-file limit that stops the engine module loading is not laid on the module', () => {
  // Said "The engine module …/reference.ts could not be imported: EMFILE …", as if the module were
  // at fault. Where the limit stops miau depends on what the process has open, so either message.
  const run = shell(`(ulimit -n 40; miau ${ONE_ARGS} >/dev/null 2>"$ERR"; echo "exit=$?" >&3)`);
  expect(run.stderr.trim()).toMatch(
    /^miau: (too many open files \(EMFILE\)|The engine module \S+ could not be imported: too many files are open in this process \(EMFILE\), not a fault of the module)/,
  );
  expect(run.stderr).not.toMatch(STACK);
  expect([1, 2]).toContain(run.exit);
});

test('open writing its pack into a current folder it cannot write says so as --out would', () => {
  // Exit 1 and "could not open tiny.json: EROFS", where the same folder given as --out was a usage
  // error (exit 2). /proc stands for a folder nobody may write, root included.
  const run = shell(
    `payload=$(miau share packs/examples/tiny.json) && cd /proc && (miau open "$payload" >/dev/null 2>"$ERR"; echo "exit=$?" >&3)`,
  );
  expect(run.stderr).toMatch(/^miau open: --out tiny\.json cannot be written \(E[A-Z]+\)\.$/m);
  expect(run.exit).toBe(2);
});

test('open of a link that loops says why it cannot read it, not that there is no file', () => {
  const run = shell(
    `ln -s loopB "$DIR/loopA" && ln -s loopA "$DIR/loopB" && (miau open "$DIR/loopA" >/dev/null 2>"$ERR"; echo "exit=$?" >&3)`,
  );
  expect(run.stderr).toMatch(/loopA: ELOOP/);
  expect(run.stderr).not.toMatch(/There is no file/);
  expect(run.exit).toBe(1);
});

test('solve --check of a proofs.json that is a folder hints at moving it, not at --record alone', () => {
  // It hinted "miau solve … --record stores the proofs", which then refused that same folder.
  const run = shell(
    `mkdir -p "$DIR/pack/proofs.json" && cp packs/examples/tiny.json "$DIR/pack/" && (miau solve "$DIR/pack/tiny.json" --check >"$ERR" 2>&1; echo "exit=$?" >&3)`,
  );
  expect(run.stderr).toMatch(
    /^hint: \S+\/proofs\.json is not a file; move it away, then --record can store the proofs\.$/m,
  );
  expect(run.stderr).not.toMatch(/--record` stores/);
  expect(run.exit).toBe(1);
});
