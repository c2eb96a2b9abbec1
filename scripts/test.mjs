#!/usr/bin/env node
// `npm test`: every gate CI runs, in order, stopping at the first that fails. The last line is
// always `N passed, N failed`: vitest tests plus certified scenarios (errored counts as failed,
// unsupported does not count as passed), plus one failure for a gate that failed without
// counting tests of its own.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkCoverage } from './coverage-merge.mjs';

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

/** Runs a command with inherited output; true when it exits 0. */
function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.error) console.error(`could not run ${command}: ${result.error.message}`);
  return result.status === 0;
}

function readJson(file) {
  const path = join(root, file);
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
}

// Each gate returns true when it passed; a gate that counts tests adds them to `totals`.
const gates = [
  ['generated types are current', () => run(process.execPath, ['scripts/generate-types.js', '--check'])],
  ['typecheck (tsc)', () => run(bin('tsc'), ['-p', '.'])],
  // eslint.config.mjs: typescript-eslint's type-aware rules; .prettierrc.json: one layout.
  ['lint (eslint, type-aware)', () => run(bin('eslint'), ['.'])],
  ['format (prettier --check)', () => run(bin('prettier'), ['--check', '.'])],
  [
    'openspec validate --all --strict',
    () => run(bin('openspec'), ['validate', '--all', '--strict'], quietOpenSpec),
  ],
  ['miau trace', () => run(process.execPath, ['bin/miau.js', 'trace'])],
  // The archive guard: every active change in openspec/changes/ is reconciled with the scenarios
  // and the code, unless its proposal.md says `Status: work in progress` (openspec/README.md).
  [
    'active OpenSpec changes are reconciled (miau reconcile --skip-wip)',
    () => run(process.execPath, ['bin/miau.js', 'reconcile', '--skip-wip']),
  ],
  // Two catchers for every decisive behaviour: no requirement of rules, automata, pairs, gates or
  // packs rests on a single scenario (conformance/trace/strength.ts).
  ['miau trace --strength', () => run(process.execPath, ['bin/miau.js', 'trace', '--strength'])],
  [
    'stored proofs are re-found by the solver (miau solve --check)',
    () => packsWithProofs().every((pack) => run(process.execPath, ['bin/miau.js', 'solve', pack, '--check'])),
  ],
  [
    'vitest (with coverage)',
    () => {
      rmSync(join(root, reports.vitest), { force: true });
      const ok = run(bin('vitest'), [
        'run',
        '--coverage.enabled',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${reports.vitest}`,
      ]);
      const counts = readJson(reports.vitest);
      if (!counts) return explain('vitest wrote no JSON report');
      totals.passed += counts.numPassedTests;
      totals.failed += counts.numFailedTests;
      return ok;
    },
  ],
  [
    'certify the reference engine (under c8)',
    () => {
      rmSync(join(root, reports.certificate), { force: true });
      const ok = run(bin('c8'), [
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
      if (!certificate) return explain('the certification wrote no certificate');
      const t = certificate.totals;
      totals.passed += t.passed;
      totals.failed += t.failed + t.errored + (t.nondeterministic ?? 0);
      return ok;
    },
  ],
  [
    // The same suite through `miau serve` over JSON lines, every message checked against the
    // protocol schema: every scenario that passed in-process must pass. Run once (determinism
    // was checked in-process) to keep CI time small. Each such scenario counts as one test.
    'the suite over JSON lines (miau serve) passes what passes in-process',
    () => {
      rmSync(join(root, reports.certificateJsonLines), { force: true });
      const serve = `${JSON.stringify(process.execPath)} bin/miau.js serve`;
      run(process.execPath, [
        'bin/miau.js',
        'certify',
        '--engine-cmd',
        serve,
        '--check-protocol',
        '--once',
        '--quiet',
        `--json=${reports.certificateJsonLines}`,
      ]);
      const inProcess = readJson(reports.certificate);
      const overLines = readJson(reports.certificateJsonLines);
      if (!inProcess || !overLines) return explain('a certification wrote no certificate');
      const key = (s) => `${s.uri}\n${s.name}`;
      const outcomes = new Map(overLines.scenarios.map((s) => [key(s), s]));
      const passedBefore = inProcess.scenarios.filter((s) => s.outcome === 'passed');
      const lost = passedBefore.filter((s) => outcomes.get(key(s))?.outcome !== 'passed');
      totals.passed += passedBefore.length - lost.length;
      totals.failed += lost.length;
      for (const s of lost) {
        const over = outcomes.get(key(s));
        console.error(
          `  not passed over JSON lines: ${s.uri}:${s.line} ${s.name} (${over ? `${over.outcome}: ${over.message}` : 'did not run'})`,
        );
      }
      console.log(
        `${passedBefore.length - lost.length} of ${passedBefore.length} in-process passes also pass over JSON lines`,
      );
      return lost.length === 0 || explain(`${lost.length} scenarios pass in-process but not over JSON lines`);
    },
  ],
  [
    `line coverage of src/, reference/, solver/, conformance/ >= ${MIN_LINE_COVERAGE}% each`,
    () => {
      const files = [reports.vitestCoverage, reports.certifyCoverage].map((f) => join(root, f));
      const missing = files.filter((f) => !existsSync(f));
      if (missing.length > 0) return explain(`missing coverage report ${missing.join(', ')}`);
      return checkCoverage(files, root, MIN_LINE_COVERAGE) || explain('line coverage is under the minimum');
    },
  ],
  [
    // Builds the site with `miau docs` and opens every page in Chromium; one check per page.
    // Without Chromium it fails on CI and skips (saying so) elsewhere.
    'living docs in a real browser (Chromium)',
    () => {
      const ok = run(bin('tsx'), ['scripts/browser-check.ts']);
      const counts = readJson(reports.browser);
      if (counts) {
        totals.passed += counts.passed;
        totals.failed += counts.failed;
      }
      return ok;
    },
  ],
];

/** Every pack folder under packs/ that stores proofs. */
function packsWithProofs() {
  return readdirSync(join(root, 'packs'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(root, 'packs', entry.name, 'proofs.json')))
    .map((entry) => join('packs', entry.name))
    .sort();
}

function explain(why) {
  console.error(`\n${why}`);
  return false;
}

mkdirSync(join(root, 'reports'), { recursive: true });
let failedGate;
for (const [name, gate] of gates) {
  console.log(`\n== ${name}`);
  const started = Date.now();
  const failedBefore = totals.failed;
  const ok = gate();
  done.push(`  ${ok ? 'ok  ' : 'FAIL'}  ${name} (${((Date.now() - started) / 1000).toFixed(1)}s)`);
  if (!ok) {
    failedGate = name;
    // A gate that failed without counting a failed test (tsc, a crash outside any test, the
    // coverage gate) still counts as one failure, so the total never reads as a pass.
    if (totals.failed === failedBefore) totals.failed += 1;
    break;
  }
}

console.log('\n== summary');
for (const line of done) console.log(line);
for (const [name] of gates.slice(done.length)) console.log(`  skip  ${name}`);
if (failedGate) console.log(`stopped at: ${failedGate}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exitCode = failedGate ? 1 : 0;
