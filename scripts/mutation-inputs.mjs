// What the CI mutation gate may reuse verdicts from. Stryker's incremental mode (scripts/mutation.mjs)
// matches mutants and scenarios to a recorded run by diffing the mutated files and the feature
// files, but it cannot see a change to a step definition, the harness, the schemas or the packs:
// such a change could turn a killed mutant into a survivor without touching either. So the record
// keeps a fingerprint of everything else the scenario run reads, and of the mutated files too
// (a change to one engine file can change what a mutant of another does), and verdicts are
// reused only when that fingerprint is the same: only the feature files may differ, and
// Stryker reruns every mutant whose scenarios were added or changed.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { keyOf, mutantsOf } from './mutation-report.mjs';

// Outside Stryker's sandbox (stryker.config.mjs ignorePatterns), or words for people only.
const UNREAD = [/^tests\//, /^docs\//, /^\.ci\//, /^\.github\//, /(^|\/)README\.md$/];
/** The record of the recorded run, and Stryker's own incremental report it vouches for. */
export const INCREMENTAL_REPORT = 'scripts/mutation-incremental.json';
export const INCREMENTAL_RECORD = 'scripts/mutation-incremental.record.json';
/** Where a gate run's Stryker reads and writes its incremental report (not committed). */
export const WORKING_INCREMENTAL_REPORT = 'reports/mutation/incremental.json';

/**
 * Every tracked file the scenario run reads but the feature files. Tracked only: CI's checkout holds
 * those, so a record made in a tree with stray files still matches there.
 */
export function scenarioInputs(root) {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  return listed.stdout
    .split('\0')
    .filter((file) => file !== '' && existsSync(join(root, file)))
    .filter((file) => !file.endsWith('.feature') && !UNREAD.some((pattern) => pattern.test(file)))
    .filter((file) => file !== INCREMENTAL_REPORT && file !== INCREMENTAL_RECORD)
    .filter((file) => file !== 'scripts/mutation-equivalents.json')
    .sort();
}

const sha256 = (data) => createHash('sha256').update(data).digest('hex');

/** The fingerprint of `files`: each path and its bytes, in path order. */
export function fingerprintOf(root, files) {
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file}\0${sha256(readFileSync(join(root, file)))}\n`);
  return hash.digest('hex');
}

/** The record to write after a run of `scope` that wrote `INCREMENTAL_REPORT`. */
export function recordOf(root, scope) {
  const files = scenarioInputs(root);
  return {
    scope,
    inputs: fingerprintOf(root, files),
    files: files.length,
    report: sha256(readFileSync(join(root, INCREMENTAL_REPORT))),
  };
}

/**
 * Why the recorded verdicts cannot be reused for a run of `scope`, or undefined when they can:
 * the record is there, for the same scope, over the same inputs, and vouches for the report as it is.
 */
export function whyNotReusable(root, scope) {
  const recordPath = join(root, INCREMENTAL_RECORD);
  if (!existsSync(recordPath) || !existsSync(join(root, INCREMENTAL_REPORT)))
    return `there is no recorded run (${INCREMENTAL_REPORT} and ${INCREMENTAL_RECORD})`;
  let record;
  try {
    record = JSON.parse(readFileSync(recordPath, 'utf8'));
  } catch {
    return `${INCREMENTAL_RECORD} is not JSON`;
  }
  if (record.scope !== scope) return `the recorded run mutated ${record.scope}, not ${scope}`;
  if (record.report !== sha256(readFileSync(join(root, INCREMENTAL_REPORT))))
    return `${INCREMENTAL_REPORT} is not the report the recorded run wrote`;
  let files;
  try {
    files = scenarioInputs(root);
  } catch (error) {
    return `the files the scenarios read cannot be listed (${error.message.trim()})`;
  }
  if (record.inputs !== fingerprintOf(root, files))
    return 'the engine, the step definitions or another file the scenarios read changed since the recorded run';
  return undefined;
}

/**
 * Whether two Stryker reports hold the same verdicts (each mutant by file, mutator, code and
 * replacement, not by place or id) over the same feature files. A run that only reused the
 * recorded one is such a run: recording it again would change nothing but Stryker's numbering.
 */
export function sameRun(recorded, run) {
  const verdicts = (report) =>
    mutantsOf(report)
      .map((m) => `${keyOf(m)} => ${m.status}`)
      .sort();
  const features = (report) =>
    Object.entries(report.testFiles ?? {})
      .map(([file, { source }]) => `${file}\0${source}`)
      .sort();
  return (
    JSON.stringify(verdicts(recorded)) === JSON.stringify(verdicts(run)) &&
    JSON.stringify(features(recorded)) === JSON.stringify(features(run))
  );
}
