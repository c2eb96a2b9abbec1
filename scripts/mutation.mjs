#!/usr/bin/env node
// `npm run mutation`: the strength of the Gherkin suite, measured by Stryker on reference/
// (stryker.config.mjs), then judged here. Prints the counts and the score and exits 1 when the
// score is under the minimum.
//
//   node scripts/mutation.mjs                      every mutant of reference/ (the full gate)
//   node scripts/mutation.mjs --changed [<ref>]    only the reference/ files changed since <ref>
//                                                  (default origin/main, else HEAD): a quick local check
//   node scripts/mutation.mjs --report-only        judge the last report again, run nothing
//   node scripts/mutation.mjs --summary <file>     also write the summary (markdown) to <file>
//
// The score: detected (killed + timeout) over detected + undetected (survived + no coverage).
// The cucumber runner calls a mutant a *runtime error* when the first failing scenario failed
// with `TypeError:`, and Stryker's own score leaves those out. Here they are split with the
// TypeScript checker (scripts/mutation-typecheck.mjs): a mutant tsc rejects is no engine anyone
// could build, and stays out; one that type-checks and still crashed a scenario was noticed by
// the suite, so it counts as detected. Stryker's score and a strict one (every runtime error
// undetected) are printed too. Survivors judged equivalent are listed, with why, in
// scripts/mutation-equivalents.json; they still count as undetected.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { judge, mutantsOf, summaryOf, where, writeSummary } from './mutation-report.mjs';
import { typeCheckMutants } from './mutation-typecheck.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const MIN_SCORE = 90;
const REPORT = 'reports/mutation/mutation.json';
const EQUIVALENTS = 'scripts/mutation-equivalents.json';

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at < 0 ? undefined : args[at + 1] && !args[at + 1].startsWith('--') ? args[at + 1] : true;
};

function changedReferenceFiles(since) {
  const base = typeof since === 'string' ? since : ['origin/main', 'HEAD'].find((ref) => git(['rev-parse', '--verify', '--quiet', ref]).ok);
  const listed = [git(['diff', '--name-only', base ?? 'HEAD', '--', 'reference']), git(['ls-files', '--others', '--exclude-standard', '--', 'reference'])];
  const files = new Set(listed.flatMap((r) => r.out.split('\n')).filter((f) => f.endsWith('.ts') && !f.startsWith('reference/solver/') && existsSync(join(root, f))));
  return { base, files: [...files].sort() };
}

function git(gitArgs) {
  const result = spawnSync('git', gitArgs, { cwd: root, encoding: 'utf8' });
  return { ok: result.status === 0, out: result.stdout ?? '' };
}

function runStryker(extra) {
  const started = Date.now();
  const result = spawnSync(process.execPath, [join(root, 'node_modules/@stryker-mutator/core/bin/stryker.js'), 'run', 'stryker.config.mjs', ...extra], {
    cwd: root,
    stdio: 'inherit',
  });
  return { ok: result.status === 0, seconds: (Date.now() - started) / 1000 };
}

const reportOnly = option('--report-only') !== undefined;
const changed = option('--changed');
let scope = 'every file of reference/ except the solver (reference/solver/)';
let seconds;
if (!reportOnly) {
  const extra = [];
  if (changed !== undefined) {
    const { base, files } = changedReferenceFiles(changed);
    if (files.length === 0) {
      console.log(`mutation: no reference/ file changed since ${base ?? 'HEAD'}; nothing to mutate`);
      process.exit(0);
    }
    scope = `the reference/ files changed since ${base}: ${files.join(', ')}`;
    extra.push('--mutate', files.join(','));
  }
  // A report left from an earlier run must never be judged as this run's.
  rmSync(join(root, REPORT), { force: true });
  const run = runStryker(extra);
  seconds = run.seconds;
  if (!run.ok || !existsSync(join(root, REPORT))) {
    console.error('mutation: Stryker did not finish (see above)');
    process.exit(1);
  }
}

const report = JSON.parse(readFileSync(join(root, REPORT), 'utf8'));
const runtimeErrors = mutantsOf(report).filter((m) => m.status === 'RuntimeError');
const sources = new Map(Object.entries(report.files).map(([file, { source }]) => [file, source]));
const typeValid = new Set(typeCheckMutants(root, runtimeErrors, sources).filter((r) => r.ok).map((r) => r.id));
const equivalents = existsSync(join(root, EQUIVALENTS)) ? JSON.parse(readFileSync(join(root, EQUIVALENTS), 'utf8')) : [];
const j = judge(report, typeValid, equivalents);
const summary = summaryOf(j, { scope, seconds, minimum: MIN_SCORE });
mkdirSync(join(root, 'reports/mutation'), { recursive: true });
writeFileSync(join(root, 'reports/mutation/summary.md'), summary);
const summaryFile = option('--summary');
if (typeof summaryFile === 'string') writeSummary(join(root, summaryFile), summary);

const c = j.counts;
console.log('\nmutation testing of reference/ by the Gherkin scenarios alone');
console.log(`  ${j.mutants} mutants: ${c.killed} killed, ${c.timeout} timeout, ${c.survived} survived, ${c.noCoverage} no coverage, ${c.runtimeErrors} runtime errors (${j.crashed.length} type-check and count as detected, ${j.typeInvalid.length} rejected by tsc)`);
console.log(`  survivors judged equivalent: ${j.explained.length} (scripts/mutation-equivalents.json); not explained: ${j.unexplained.length}`);
for (const m of j.unexplained) console.log(`    ${m.status} ${where(m)} ${m.mutatorName}: ${m.original.replace(/\s+/g, ' ').slice(0, 60)} => ${m.replacement.replace(/\s+/g, ' ').slice(0, 60)}`);
if (changed === undefined && j.staleEquivalents.length > 0) console.log(`  equivalents no longer seen (remove them): ${j.staleEquivalents.length}`);
console.log(`  Stryker's score ${j.strykerScore}%, strict score ${j.strictScore}%`);
console.log(`  summary: reports/mutation/summary.md, report: reports/mutation/mutation.html`);
console.log(`mutation score ${j.score}% (minimum ${MIN_SCORE}%)`);
process.exitCode = j.score >= MIN_SCORE ? 0 : 1;
