#!/usr/bin/env node
// `npm run mutation`: the strength of the suite, measured by Stryker on everything an engine runs
// (reference/, and the fast solver in solver/), then judged here. Two Stryker runs:
//   stryker.config.mjs         the Gherkin scenarios alone (cucumber runner) against every file;
//   stryker.solver.config.mjs  the fast solver's vitest killers (the differential test and the
//                              level report's tests) against solver/.
// A fast-solver mutant counts as detected when either run detects it. Prints both scores, the
// reference engine's (reference/) and the fast engine's (solver/), and exits 1
// when either *strict* score (every runtime error counted as undetected) is under its minimum.
//
//   node scripts/mutation.mjs                      the reference engine's mutants (the CI gate)
//   node scripts/mutation.mjs --fast               also the fast solver's, under both runs (about
//                                                  4,000 mutant runs: hours on two cores, so not in CI)
//   node scripts/mutation.mjs --fast --resume      the same, keeping the last vitest report of solver/
//                                                  instead of running the vitest killers again
//   node scripts/mutation.mjs --fast --resume --refresh solver/a.ts,solver/b.ts
//                                                  the same, running the vitest killers again on
//                                                  these files only (after a test was added for them)
//   node scripts/mutation.mjs --fast --resume --survivors [solver/a.ts,…] [--refresh solver/b.ts]
//                                                  the same, running the vitest killers again on the
//                                                  lines the kept report left undetected (tests were
//                                                  only added: a mutant killed stays killed), and on
//                                                  the --refresh files whole (their source changed);
//                                                  given files, on those files' lines only
//   node scripts/mutation.mjs --changed [<ref>]    only the reference/ files changed since <ref>
//                                                  (default origin/main, else HEAD): a quick local check
//   node scripts/mutation.mjs --report-only        judge the last reports again, run nothing
//   node scripts/mutation.mjs --summary <file>     also write the summary (markdown) to <file>
//
// Scores: detected (killed + timeout) over detected + undetected (survived + no coverage). The
// cucumber runner calls a mutant a *runtime error* when the first failing scenario failed with
// `TypeError:`; Stryker's own score leaves those out. The strict score, the gate, counts them as
// undetected. They are still split with the TypeScript checker (scripts/mutation-typecheck.mjs)
// into those tsc rejects and those that type-check, and a third score counts the latter as
// detected, for comparison. Survivors judged equivalent are listed, with why, in
// scripts/mutation-equivalents.json; they still count as undetected.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  catchers,
  judge,
  mergeReports,
  mutantsOf,
  withFilesOf,
  withMutantsOf,
  partOf,
  summaryOf,
  where,
  writeSummary,
} from './mutation-report.mjs';
import { typeCheckMutants } from './mutation-typecheck.mjs';
import {
  INCREMENTAL_RECORD,
  INCREMENTAL_REPORT,
  WORKING_INCREMENTAL_REPORT,
  recordOf,
  sameRun,
  whyNotReusable,
} from './mutation-inputs.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// Strict scores (every runtime error undetected): the reference engine, and the fast solver.
const MIN_STRICT = { reference: 92, fast: 85 };
const REPORT = 'reports/mutation/mutation.json';
const SOLVER_REPORT = 'reports/mutation/solver-vitest.json';
const isSolver = (file) => file.startsWith('solver/');
// The reference engine: reference/ and the sentence grammar it reads the rules with (src/words/).
const REFERENCE_ENGINE = ['reference/*.ts', 'src/words/sentences.ts'];
const EQUIVALENTS = 'scripts/mutation-equivalents.json';

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at < 0 ? undefined : args[at + 1] && !args[at + 1].startsWith('--') ? args[at + 1] : true;
};

function changedReferenceFiles(since) {
  const base =
    typeof since === 'string'
      ? since
      : ['origin/main', 'HEAD'].find((ref) => git(['rev-parse', '--verify', '--quiet', ref]).ok);
  const listed = [
    git(['diff', '--name-only', base ?? 'HEAD', '--', 'reference', 'src/words/sentences.ts']),
    git(['ls-files', '--others', '--exclude-standard', '--', 'reference', 'src/words/sentences.ts']),
  ];
  const files = new Set(
    listed
      .flatMap((r) => r.out.split('\n'))
      .filter(
        (f) => f.endsWith('.ts') && f !== 'tests/solver/readable-solver.ts' && existsSync(join(root, f)),
      ),
  );
  return { base, files: [...files].sort() };
}

function git(gitArgs) {
  const result = spawnSync('git', gitArgs, { cwd: root, encoding: 'utf8' });
  return { ok: result.status === 0, out: result.stdout ?? '' };
}

const read = (file) =>
  existsSync(join(root, file)) ? JSON.parse(readFileSync(join(root, file), 'utf8')) : { files: {} };

/** Stryker line ranges (`file:first-last`) covering every mutant of `report` that no test detected. */
function undetectedLines(report) {
  return mutantsOf(report)
    .filter((m) => m.status !== 'Killed' && m.status !== 'Timeout' && m.status !== 'CompileError')
    .map((m) => `${m.file}:${m.location.start.line}-${m.location.end.line}`)
    .filter((range, at, all) => all.indexOf(range) === at);
}

function runStryker(config, extra) {
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    [join(root, 'node_modules/@stryker-mutator/core/bin/stryker.js'), 'run', config, ...extra],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  return { ok: result.status === 0, seconds: (Date.now() - started) / 1000 };
}

/**
 * The last vitest report of the fast solver, when every solver/ file is still as it mutated it
 * (but those in `refreshed`, which run again).
 */
function resumableSolverReport(refreshed) {
  const earlier = read(SOLVER_REPORT);
  const files = Object.entries(earlier.files);
  const changedSince = files
    .filter(
      ([file, { source }]) =>
        !refreshed.includes(file) &&
        (!existsSync(join(root, file)) || readFileSync(join(root, file), 'utf8') !== source),
    )
    .map(([file]) => file);
  if (files.length === 0 || changedSince.length > 0) {
    console.error(
      files.length === 0
        ? `mutation: --resume needs the last vitest report, ${SOLVER_REPORT}; there is none`
        : `mutation: --resume refused: ${changedSince.join(', ')} changed since ${SOLVER_REPORT} was written`,
    );
    process.exit(2);
  }
  return earlier;
}

const reportOnly = option('--report-only') !== undefined;
// The fast solver's ~1,800 mutants take over two hours on two cores with all its vitest killers
// first, past CI's budget: CI gates the reference engine; `--fast` measures the fast engine on demand.
const fast = option('--fast') !== undefined;
const changed = option('--changed');
// `--fast --resume`: the last vitest report of the fast solver is kept and the vitest run is not
// repeated; the scenarios run on the lines it left undetected (and on the reference engine), as
// in a full --fast run. Refused when a solver/ file changed since that report, whose mutants would
// no longer be the code's.
const resume = fast && option('--resume') !== undefined;
// `--refresh a,b`: with --resume, the vitest killers run again on these solver/ files alone, and
// their verdicts replace the kept ones (a test was added for them; the rest keep the last run's).
const refresh = option('--refresh');
const refreshed = typeof refresh === 'string' ? refresh.split(',') : [];
if (refreshed.length > 0 && (!resume || refreshed.some((f) => !isSolver(f) || !existsSync(join(root, f))))) {
  console.error('mutation: --refresh needs --fast --resume and a list of existing solver/ files');
  process.exit(2);
}
// `--survivors`: with --resume, the vitest killers run again on the lines the kept report left
// undetected. Sound only when tests were added and no other solver/ source changed: a test added
// cannot make a killed mutant survive, so only the undetected ones can change their verdict.
const survivors = option('--survivors');
if (survivors && !resume) {
  console.error('mutation: --survivors needs --fast --resume');
  process.exit(2);
}
let scope = fast
  ? 'reference/ and solver/ (the fast engine: the vitest killers on every mutant, the scenarios on the lines they left undetected)'
  : 'the reference engine: every file of reference/ and src/words/sentences.ts (the fast solver, solver/, needs --fast)';
let seconds;
if (!reportOnly) {
  let files = fast ? undefined : REFERENCE_ENGINE;
  if (changed !== undefined) {
    const found = changedReferenceFiles(changed);
    files = found.files;
    if (files.length === 0) {
      console.log(`mutation: no reference/ file changed since ${found.base ?? 'HEAD'}; nothing to mutate`);
      process.exit(0);
    }
    scope = `the reference/ files changed since ${found.base}: ${files.join(', ')}`;
  }
  const earlier = resume ? resumableSolverReport(refreshed) : undefined;
  // Reports left from an earlier run must never be judged as this run's.
  rmSync(join(root, REPORT), { force: true });
  rmSync(join(root, SOLVER_REPORT), { force: true });
  // The vitest killers run first: they are cheap. A fast-solver mutant they detect is detected
  // whatever the scenarios do, so the scenarios then run only on the lines of the rest.
  const solverFiles = fast || changed !== undefined ? files?.filter(isSolver) : [];
  // `--survivors a.ts,b.ts`: only those files' undetected lines.
  const survivorFiles = typeof survivors === 'string' ? survivors.split(',') : undefined;
  const survivorLines = survivors
    ? undetectedLines(
        partOf(earlier, (file) => !refreshed.includes(file) && (survivorFiles?.includes(file) ?? true)),
      )
    : [];
  const vitestFiles = earlier ? [...refreshed, ...survivorLines] : solverFiles;
  const vitest =
    (earlier && vitestFiles.length === 0) || vitestFiles?.length === 0
      ? { ok: true, seconds: 0 }
      : runStryker('stryker.solver.config.mjs', vitestFiles ? ['--mutate', vitestFiles.join(',')] : []);
  if (earlier && vitest.ok) {
    const fresh = read(SOLVER_REPORT);
    const wholeFiles = partOf(fresh, (file) => refreshed.includes(file));
    const lines = partOf(fresh, (file) => !refreshed.includes(file));
    const kept = withMutantsOf(withFilesOf(earlier, wholeFiles), lines);
    writeFileSync(join(root, SOLVER_REPORT), JSON.stringify(kept));
    const again = [
      ...(refreshed.length > 0 ? [refreshed.join(', ')] : []),
      ...(survivors ? ['the lines it left undetected'] : []),
    ];
    scope +=
      again.length > 0
        ? `; resumed: the vitest run of solver/ is the last one kept, but for ${again.join(' and ')}, run again`
        : '; resumed: the vitest run of solver/ is the last one kept, not repeated';
  }
  // A vitest run that did not finish leaves no verdicts to build on: stop, rather than run the
  // scenarios over everything.
  if (!vitest.ok) {
    // The kept report is not lost with a refresh that failed.
    if (earlier) writeFileSync(join(root, SOLVER_REPORT), JSON.stringify(earlier));
    console.error('mutation: the vitest run of the fast solver did not finish (see above)');
    process.exit(1);
  }
  const scenarioTargets = fast ? [...REFERENCE_ENGINE, ...undetectedLines(read(SOLVER_REPORT))] : files;
  // The CI gate (no option): Stryker's incremental mode over the recorded run, when the record
  // allows it (scripts/mutation-inputs.mjs); otherwise every mutant runs, and the run is recorded.
  const gate = !fast && changed === undefined;
  const notReusable = gate ? whyNotReusable(root, REFERENCE_ENGINE.join(',')) : undefined;
  if (gate) {
    console.log(
      notReusable === undefined
        ? `mutation: reusing the verdicts of the recorded run (${INCREMENTAL_REPORT}) where Stryker finds no change`
        : `mutation: every mutant runs: ${notReusable}`,
    );
    scope += notReusable === undefined ? '; verdicts reused from the recorded run where nothing changed' : '';
    // Stryker rewrites the report it reads: it works on a copy, so the committed one changes only
    // when this run measured something new (below).
    mkdirSync(join(root, 'reports/mutation'), { recursive: true });
    rmSync(join(root, WORKING_INCREMENTAL_REPORT), { force: true });
    if (notReusable === undefined)
      copyFileSync(join(root, INCREMENTAL_REPORT), join(root, WORKING_INCREMENTAL_REPORT));
  }
  const incremental = gate
    ? [
        '--incremental',
        '--incrementalFile',
        WORKING_INCREMENTAL_REPORT,
        ...(notReusable === undefined ? [] : ['--force']),
      ]
    : [];
  const scenarios = runStryker('stryker.config.mjs', [
    ...(scenarioTargets ? ['--mutate', scenarioTargets.join(',')] : []),
    ...incremental,
  ]);
  seconds = { scenarios: scenarios.seconds, vitest: vitest.seconds };
  if (!scenarios.ok || !existsSync(join(root, REPORT))) {
    console.error('mutation: Stryker did not finish (see above)');
    process.exit(1);
  }
  if (
    gate &&
    notReusable === undefined &&
    sameRun(read(INCREMENTAL_REPORT), read(WORKING_INCREMENTAL_REPORT))
  )
    console.log('mutation: the same verdicts over the same scenarios as the recorded run: nothing to record');
  else if (gate) {
    try {
      copyFileSync(join(root, WORKING_INCREMENTAL_REPORT), join(root, INCREMENTAL_REPORT));
      const record = recordOf(root, REFERENCE_ENGINE.join(','));
      writeFileSync(join(root, INCREMENTAL_RECORD), `${JSON.stringify(record, null, 2)}\n`);
      console.log(
        `mutation: this run is recorded in ${INCREMENTAL_REPORT} (commit it with the change it measured)`,
      );
    } catch (error) {
      console.error(`mutation: this run is not recorded: ${error.message.trim()}`);
    }
  }
}

const report = mergeReports(read(REPORT), read(SOLVER_REPORT), ['scenarios', 'vitest']);
const runtimeErrors = mutantsOf(report).filter((m) => m.status === 'RuntimeError');
const sources = new Map(Object.entries(report.files).map(([file, { source }]) => [file, source]));
const typeValid = new Set(
  typeCheckMutants(root, runtimeErrors, sources)
    .filter((r) => r.ok)
    .map((r) => r.id),
);
const equivalents = existsSync(join(root, EQUIVALENTS))
  ? JSON.parse(readFileSync(join(root, EQUIVALENTS), 'utf8'))
  : [];
const parts = {
  reference: {
    title: 'the reference engine (reference/ and src/words/sentences.ts), killed by the scenarios',
    report: partOf(report, (f) => !isSolver(f)),
  },
  fast: {
    title: 'the fast engine (solver/), killed by the scenarios or the vitest killers',
    report: partOf(report, isSolver),
  },
};
const judged = Object.entries(parts).map(([name, part]) => ({
  name,
  ...part,
  j: judge(part.report, typeValid, equivalents),
  catchers: catchers(part.report),
}));
// An equivalent is stale when the part its file belongs to was measured and no survivor matched it.
const staleEquivalents = equivalents.filter((e) => {
  const { j } = judged.find(({ name }) => name === (isSolver(e.key) ? 'fast' : 'reference'));
  return j.mutants > 0 && j.staleEquivalents.some((s) => s.key === e.key);
});
const summary = summaryOf(judged, { scope, seconds, minimum: MIN_STRICT });
mkdirSync(join(root, 'reports/mutation'), { recursive: true });
writeFileSync(join(root, 'reports/mutation/summary.md'), summary);
const summaryFile = option('--summary');
if (typeof summaryFile === 'string') writeSummary(resolve(root, summaryFile), summary);

let ok = true;
for (const { name, title, j, catchers: by } of judged) {
  const c = j.counts;
  if (j.mutants === 0) {
    // A part this run did not mutate is no pass: the full gate mutates both.
    console.log(`\nmutation testing of ${title}: no mutants in this run (not measured)`);
    if (changed === undefined && (fast || name !== 'fast')) ok = false;
    continue;
  }
  console.log(`\nmutation testing of ${title}`);
  console.log(
    `  ${j.mutants} mutants: ${c.killed} killed, ${c.timeout} timeout, ${c.survived} survived, ${c.noCoverage} no coverage, ${c.runtimeErrors} runtime errors (${j.crashed.length} type-check, ${j.typeInvalid.length} rejected by tsc)`,
  );
  if (name === 'fast')
    console.log(
      `  detected by both runs ${by.both}, by the scenarios only ${by.only.scenarios ?? 0}, by the vitest killers only ${by.only.vitest ?? 0}`,
    );
  console.log(
    `  survivors judged equivalent: ${j.explained.length} (scripts/mutation-equivalents.json); not explained: ${j.unexplained.length}`,
  );
  for (const m of j.unexplained)
    console.log(
      `    ${m.status} ${where(m)} ${m.mutatorName}: ${m.original.replace(/\s+/g, ' ').slice(0, 60)} => ${m.replacement.replace(/\s+/g, ' ').slice(0, 60)}`,
    );
  console.log(`  Stryker's score ${j.strykerScore}%, score with type-checking crashes detected ${j.score}%`);
  console.log(`  ${name} strict score ${j.strictScore}% (minimum ${MIN_STRICT[name]}%)`);
  if (j.strictScore < MIN_STRICT[name]) ok = false;
}
if (changed === undefined && staleEquivalents.length > 0) {
  // Named, so the entry can be found and removed: a count alone left one listed for two sessions.
  console.log(`equivalents no longer seen (remove them): ${staleEquivalents.length}`);
  for (const e of staleEquivalents) console.log(`  ${e.key}`);
}
console.log(
  `summary: reports/mutation/summary.md; Stryker's reports: reports/mutation/mutation.html, ${SOLVER_REPORT}`,
);
const shown = (j) => (j.mutants === 0 ? 'not measured' : `${j.strictScore}%`);
console.log(
  `mutation strict scores: reference ${shown(judged[0].j)} (minimum ${MIN_STRICT.reference}%), fast engine ${shown(judged[1].j)} (minimum ${MIN_STRICT.fast}%)`,
);
process.exitCode = ok ? 0 : 1;
