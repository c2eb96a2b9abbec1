#!/usr/bin/env node
// `npm test`: every gate CI runs, in order (some groups at once), stopping after the first that
// fails. The last line is always `N passed, N failed`: vitest tests plus certified scenarios
// (errored counts as failed, unsupported does not count as passed), plus one failure for a gate
// that failed without counting tests of its own.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkCoverage } from './coverage-merge.mjs';
import { projectBuild } from '../bin/project-build.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => join(root, 'node_modules', '.bin', name);
// Per folder: each of src/, reference/, solver/ and conformance/ must reach it (scripts/coverage-merge.mjs).
const MIN_LINE_COVERAGE = 95;
const reports = {
  vitest: 'reports/vitest.json',
  certificate: 'reports/certificate.json',
  certificateJsonLines: 'reports/certificate-json-lines.json',
  vitestCoverage: 'coverage/vitest/coverage-final.json',
  certifyCoverage: 'coverage/certify/coverage-final.json',
  browser: 'reports/browser-check.json',
};
const quietOpenSpec = { CI: 'true', OPENSPEC_TELEMETRY: '0', DO_NOT_TRACK: '1' };

const totals = { passed: 0, failed: 0 };
const done = [];
const failedTestLines = [];

/**
 * Runs a command; resolves to true when it exits 0. `out` is where its output goes: inherited
 * (a gate run alone), or collected for a gate run beside others, printed when it is done.
 */
function run(out, command, args, env = {}) {
  return new Promise((done) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: out ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    if (out) {
      child.stdout.on('data', (chunk) => out.push(chunk));
      child.stderr.on('data', (chunk) => out.push(chunk));
    }
    child.once('error', (error) => {
      const why = `could not run ${command}: ${error.message}`;
      if (out) out.push(Buffer.from(`${why}\n`));
      else console.error(why);
      done(false);
    });
    child.once('close', (code) => done(code === 0));
  });
}

function readJson(file) {
  const path = join(root, file);
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
}

// Each gate gets `io` (where its output goes, see `run`) and `tally` (the tests it counts) and
// resolves to true when it passed. Consecutive gates of one group (the third entry) run at once,
// each printed whole when the group is done, in this order: they read what no other gate writes.
// The in-process certificate is the one thing a gate waits for from another of its group.
let certifiedInProcess;
const inProcessCertificate = new Promise((done) => (certifiedInProcess = done));
const gates = [
  [
    'generated types are current',
    (io) => run(io.out, process.execPath, ['scripts/generate-types.js', '--check']),
    'checks',
  ],
  ['typecheck (tsc)', (io) => run(io.out, bin('tsc'), ['-p', '.']), 'checks'],
  // eslint.config.mjs: typescript-eslint's type-aware rules; .prettierrc.json: one layout.
  ['lint (eslint, type-aware)', (io) => run(io.out, bin('eslint'), ['.']), 'checks'],
  ['format (prettier --check)', (io) => run(io.out, bin('prettier'), ['--check', '.']), 'checks'],
  [
    'openspec validate --all --strict',
    (io) => run(io.out, bin('openspec'), ['validate', '--all', '--strict'], quietOpenSpec),
    'checks',
  ],
  ['miau trace', (io) => run(io.out, process.execPath, ['bin/miau.js', 'trace']), 'checks'],
  // The archive guard: every active change in openspec/changes/ is reconciled with the scenarios
  // and the code, unless its proposal.md says `Status: work in progress` (openspec/README.md).
  [
    'active OpenSpec changes are reconciled (miau reconcile --skip-wip)',
    (io) => run(io.out, process.execPath, ['bin/miau.js', 'reconcile', '--skip-wip']),
    'checks',
  ],
  // Two catchers for every decisive behaviour: no requirement of rules, automata, pairs, gates or
  // packs rests on a single scenario (conformance/trace/strength.ts).
  [
    'miau trace --strength',
    (io) => run(io.out, process.execPath, ['bin/miau.js', 'trace', '--strength']),
    'checks',
  ],
  [
    'stored proofs are re-found by the solver (miau solve --check)',
    async (io) => {
      let ok = true;
      for (const pack of packsWithProofs())
        ok = (await run(io.out, process.execPath, ['bin/miau.js', 'solve', pack, '--check'])) && ok;
      return ok;
    },
    'checks',
  ],
  // Alone: it keeps every core busy.
  [
    'vitest (with coverage)',
    async (io, tally) => {
      rmSync(join(root, reports.vitest), { force: true });
      const ok = await run(io.out, bin('vitest'), [
        'run',
        '--coverage.enabled',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${reports.vitest}`,
      ]);
      const counts = readJson(reports.vitest);
      if (!counts) return explain(io, 'vitest wrote no JSON report');
      tally.passed += counts.numPassedTests;
      tally.failed += counts.numFailedTests;
      failedTestLines.push(...failedVitestTests(counts));
      return ok;
    },
  ],
  [
    'certify the reference engine (under c8)',
    async (io, tally) => {
      rmSync(join(root, reports.certificate), { force: true });
      try {
        const ok = await run(io.out, bin('c8'), [
          '--reporter=json',
          '--report-dir=coverage/certify',
          '--temp-directory=coverage/.c8-raw',
          ...['src/**/*.ts', 'reference/**/*.ts', 'solver/**/*.ts', 'conformance/**/*.ts'].flatMap((p) => [
            '--include',
            p,
          ]),
          ...['src/types/**', '**/fixtures/**'].flatMap((p) => ['--exclude', p]),
          '--exclude-after-remap',
          process.execPath,
          'bin/miau.js',
          'certify',
          `--json=${reports.certificate}`,
          '--html=reports/cucumber.html',
          '--messages=reports/cucumber.ndjson',
        ]);
        const certificate = readJson(reports.certificate);
        if (!certificate) return explain(io, 'the certification wrote no certificate');
        const t = certificate.totals;
        tally.passed += t.passed;
        tally.failed += t.failed + t.errored + (t.nondeterministic ?? 0);
        return ok;
      } finally {
        certifiedInProcess();
      }
    },
    'certify',
  ],
  [
    // The same suite through `miau serve` over JSON lines, every message checked against the
    // protocol schema: every scenario that passed in-process must pass. Run once (determinism
    // was checked in-process) to keep CI time small. Each such scenario counts as one test.
    'the suite over JSON lines (miau serve) passes what passes in-process',
    async (io, tally) => {
      rmSync(join(root, reports.certificateJsonLines), { force: true });
      const serve = `${JSON.stringify(process.execPath)} bin/miau.js serve`;
      await run(io.out, process.execPath, [
        'bin/miau.js',
        'certify',
        '--engine-cmd',
        serve,
        '--check-protocol',
        '--once',
        '--quiet',
        `--json=${reports.certificateJsonLines}`,
      ]);
      await inProcessCertificate;
      const inProcess = readJson(reports.certificate);
      const overLines = readJson(reports.certificateJsonLines);
      if (!inProcess || !overLines) return explain(io, 'a certification wrote no certificate');
      const key = (s) => `${s.uri}\n${s.name}`;
      const outcomes = new Map(overLines.scenarios.map((s) => [key(s), s]));
      const passedBefore = inProcess.scenarios.filter((s) => s.outcome === 'passed');
      const lost = passedBefore.filter((s) => outcomes.get(key(s))?.outcome !== 'passed');
      tally.passed += passedBefore.length - lost.length;
      tally.failed += lost.length;
      for (const s of lost) {
        const over = outcomes.get(key(s));
        io.print(
          `  not passed over JSON lines: ${s.uri}:${s.line} ${s.name} (${over ? `${over.outcome}: ${over.message}` : 'did not run'})`,
        );
      }
      io.print(
        `${passedBefore.length - lost.length} of ${passedBefore.length} in-process passes also pass over JSON lines`,
      );
      return (
        lost.length === 0 || explain(io, `${lost.length} scenarios pass in-process but not over JSON lines`)
      );
    },
    'certify',
  ],
  [
    // Builds the site with `miau docs` and opens every page in Chromium; one check per page.
    // Without Chromium it fails on CI and skips (saying so) elsewhere.
    'living docs in a real browser (Chromium)',
    async (io, tally) => {
      const ok = await run(io.out, bin('tsx'), ['scripts/browser-check.ts']);
      const counts = readJson(reports.browser);
      if (counts) {
        tally.passed += counts.passed;
        tally.failed += counts.failed;
      }
      return ok;
    },
    'certify',
  ],
  [
    `line coverage of src/, reference/, solver/, conformance/ >= ${MIN_LINE_COVERAGE}% each`,
    (io) => {
      const files = [reports.vitestCoverage, reports.certifyCoverage].map((f) => join(root, f));
      const missing = files.filter((f) => !existsSync(f));
      if (missing.length > 0) return explain(io, `missing coverage report ${missing.join(', ')}`);
      return (
        checkCoverage(files, root, MIN_LINE_COVERAGE) || explain(io, 'line coverage is under the minimum')
      );
    },
  ],
];

/**
 * One line per failed vitest test (file, name, the first line of its error): the summary repeats
 * them, so a CI log cut to its tail still says what failed.
 */
function failedVitestTests(report) {
  const lines = [];
  for (const file of report.testResults ?? []) {
    const where = file.name.startsWith(root) ? file.name.slice(root.length) : file.name;
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed)
      lines.push(`  failed: ${where} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    // A file that failed to load has no failed test of its own.
    if (failed.length === 0 && file.status === 'failed')
      lines.push(`  failed: ${where}: ${firstLine(file.message)}`);
  }
  return lines;
}

function firstLine(text) {
  return String(text ?? '')
    .split('\n')[0]
    .slice(0, 300);
}

/** Every pack folder under packs/ that stores proofs. */
function packsWithProofs() {
  return readdirSync(join(root, 'packs'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(root, 'packs', entry.name, 'proofs.json')))
    .map((entry) => join('packs', entry.name))
    .sort();
}

function explain(io, why) {
  io.print(`\n${why}`);
  return false;
}

/** Where a gate prints: straight through when it runs alone, into a buffer beside others. */
function gateIo(alone) {
  if (alone) return { out: undefined, print: (text) => console.log(text), flush: () => undefined };
  const out = [];
  return {
    out,
    print: (text) => out.push(Buffer.from(`${text}\n`)),
    flush: () => process.stdout.write(Buffer.concat(out)),
  };
}

/** Runs one group of gates (one gate, or consecutive gates of one group) at once. */
async function runGroup(group) {
  const alone = group.length === 1;
  const runs = group.map(([name, gate]) => {
    if (alone) console.log(`\n== ${name}`);
    const io = gateIo(alone);
    const tally = { passed: 0, failed: 0 };
    const started = Date.now();
    const finished = Promise.resolve()
      .then(() => gate(io, tally))
      .catch((error) =>
        explain(io, `the gate crashed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .then((ok) => ({ name, ok, tally, seconds: (Date.now() - started) / 1000 }));
    return { name, io, finished };
  });
  const results = [];
  for (const { name, io, finished } of runs) {
    const result = await finished;
    if (!alone) {
      console.log(`\n== ${name}`);
      io.flush();
    }
    results.push(result);
  }
  return results;
}

/** The gates cut into runs: a gate alone, or the consecutive gates that share a group. */
function groupsOf(list) {
  const groups = [];
  for (const gate of list) {
    const last = groups.at(-1);
    if (gate[2] !== undefined && last?.[0][2] === gate[2]) last.push(gate);
    else groups.push([gate]);
  }
  return groups;
}

mkdirSync(join(root, 'reports'), { recursive: true });
// The first gates start four `miau` processes at once: made here first, the compiled build
// (bin/project-build.js) is made once instead of by each of them. When it cannot be made, each
// runs through tsx, as it would have anyway.
await projectBuild();
let failedGate;
for (const group of groupsOf(gates)) {
  for (const { name, ok, tally, seconds } of await runGroup(group)) {
    done.push(`  ${ok ? 'ok  ' : 'FAIL'}  ${name} (${seconds.toFixed(1)}s)`);
    totals.passed += tally.passed;
    // A gate that failed without counting a failed test (tsc, a crash outside any test, the
    // coverage gate) still counts as one failure, so the total never reads as a pass.
    totals.failed += tally.failed === 0 && !ok ? 1 : tally.failed;
    if (!ok) failedGate ??= name;
  }
  if (failedGate) break;
}

console.log('\n== summary');
for (const line of done) console.log(line);
for (const [name] of gates.slice(done.length)) console.log(`  skip  ${name}`);
for (const line of failedTestLines) console.log(line);
if (failedGate) console.log(`stopped at: ${failedGate}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exitCode = failedGate ? 1 : 0;
