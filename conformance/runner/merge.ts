// Merging shard certificates (`miau merge`): the shards of one selection, certified apart (on
// several CI runners, say), joined into the certificate one unsharded run would have written.
// Shards of different suites, engines, filters or run settings are refused; missing and
// duplicated scenarios are reported, never papered over.
import type { Certificate, RunInfo, ScenarioResult } from '../../src/types/certificate.js';
import { canonicalJson } from './answer-digest.js';
import { buildCertificate } from './certificate.js';
import { certificateInconsistency } from './consistency.js';
import { countOutcomes } from './outcomes.js';
import { isShard, MOST_SHARDS, runOrder, scenarioIds, shardOfId } from './shard.js';
import { parse as parseTagExpression } from '@cucumber/tag-expressions';
import { linearTimePattern } from '../cli/args.js';
import { childPointer } from '../../src/data/json-pointer.js';

/** One shard certificate and the file it was read from (named in every message). */
export interface ShardFile {
  file: string;
  certificate: Certificate;
}

export type MergeResult =
  | { ok: true; certificate: Certificate }
  /** `refused`: the shards do not belong together (exit 2); `incomplete`: scenarios missing or duplicated (exit 1). */
  | { ok: false; kind: 'refused' | 'incomplete'; problems: string[] };

// What every shard of one run shares: the run record but for when it ran, how long it took and
// which shard it is.
const OWN_TO_EACH_SHARD = new Set(['startedAt', 'durationMs']);

/** The longest run a shard may record: a year, far past any run budget. */
const MOST_RUN_MS = 366 * 24 * 3600 * 1000;

/**
 * Scenarios a shard holds that its run would not have run: outside the selection's tag
 * expression, or whose id falls in another shard (shard.ts). The counts alone let a hand-made
 * scenario stand in for a real one, or a scenario move between shards, unseen.
 */
function membershipProblems(
  shards: readonly ShardFile[],
  count: number,
  tags: string | null,
  names: readonly string[],
): string[] {
  const held = shards
    .flatMap(({ file, certificate }) =>
      certificate.scenarios.map((scenario) => ({ ...scenario, file, index: certificate.run.shard!.index })),
    )
    .sort(runOrder);
  let selects: ((scenarioTags: string[]) => boolean) | undefined;
  try {
    if (tags) {
      const expression = parseTagExpression(tags);
      selects = (scenarioTags) => expression.evaluate(scenarioTags.map((tag) => `@${tag}`));
    }
  } catch {
    return [
      `the run's tag expression ${shown(tags)} does not parse, so no scenario can be checked against it.`,
    ];
  }
  // --name keeps a scenario whose name one of its patterns matches, as cucumber reads them; the
  // patterns are taken as certify takes them (linear time), so a shard's cannot hold merge.
  let patterns: RegExp[];
  try {
    patterns = names.map((name) => linearTimePattern('--name', name));
  } catch (error) {
    return [
      `the run's name filter cannot be used (${error instanceof Error ? error.message : String(error)}), so no scenario can be checked against it.`,
    ];
  }
  const named = (name: string) => patterns.length === 0 || patterns.some((pattern) => pattern.test(name));
  const ids = scenarioIds(held);
  const problems: string[] = [];
  // Cucumber evaluates an expression by recursion: 50,000 "or" in a 1.5 MB file overflowed the
  // stack, an internal error.
  let selected: boolean[];
  try {
    selected = held.map((scenario) => !selects || selects(scenario.tags));
  } catch {
    return [
      `the run's tag expression ${shown(tags)} is nested too deep to evaluate, so no scenario can be checked against it.`,
    ];
  }
  held.forEach((scenario, i) => {
    const where = `the scenario ${scenario.uri}:${scenario.line} "${scenario.name}" in ${scenario.file}`;
    if (!selected[i]) problems.push(`${where} is outside the run's selection ${shown(tags)}.`);
    else if (!named(scenario.name))
      problems.push(`${where} is outside the run's selection: its name matches none of ${shown(names)}.`);
    else if (shardOfId(ids[i], count) !== scenario.index)
      problems.push(
        `${where} (shard ${scenario.index}/${count}) belongs to shard ${shardOfId(ids[i], count)}/${count}: that shard's run holds it, not this one.`,
      );
  });
  return problems;
}

/** Joins shard certificates into one, in run order; see MergeResult. */
export function mergeShards(shards: readonly ShardFile[]): MergeResult {
  if (shards.length === 0) return { ok: false, kind: 'refused', problems: ['no certificate to merge.'] };
  const unsharded = shards.find((s) => !s.certificate.run.shard);
  if (unsharded)
    return refused(
      `${unsharded.file} is not a shard certificate (its run has no shard; certify with --shard i/n).`,
    );
  // What the schema lets through but no run of certify writes: refused before it is used.
  for (const { file, certificate } of shards) {
    const { shard, startedAt, durationMs } = certificate.run;
    if (!isShard(shard!))
      return refused(
        `${file} says it is shard ${shard!.index} of ${shard!.count}; a shard is i of n with 1 ≤ i ≤ n ≤ ${MOST_SHARDS}.`,
      );
    if (Number.isNaN(Date.parse(startedAt)) || !(durationMs >= 0 && durationMs <= MOST_RUN_MS))
      return refused(
        `${file} has a run that started at "${startedAt}" and took ${durationMs} ms, which no run of certify writes.`,
      );
  }
  const [first, ...rest] = shards as [ShardFile, ...ShardFile[]];
  for (const other of rest) {
    const field = firstDifferentField(first.certificate, other.certificate);
    if (field) {
      const [theirs, ours] = shownApart(valueAt(other.certificate, field), valueAt(first.certificate, field));
      return refused(
        `${other.file} differs from ${first.file} at ${childPointer('', ...field.split('.'))} (${theirs} against ${ours}): shards must share one suite version, engine, filters and run settings.`,
      );
    }
  }

  // What the schema lets through but no run of certify writes (consistency.ts).
  for (const { file, certificate } of shards) {
    const inconsistency = certificateInconsistency(file, certificate);
    if (inconsistency !== undefined) return refused(inconsistency);
  }

  const { count, selected } = first.certificate.run.shard!;
  let problems: string[] = [];
  const given = new Map<number, string>();
  for (const { file, certificate } of shards) {
    const index = certificate.run.shard!.index;
    const earlier = given.get(index);
    if (earlier) problems.push(`shard ${index}/${count} is given twice: ${earlier} and ${file}.`);
    given.set(index, earlier ?? file);
  }
  for (let index = 1; index <= count; index++) {
    if (!given.has(index)) problems.push(`shard ${index}/${count} is missing: no file given holds it.`);
  }
  const seen = new Map<string, string>();
  for (const { file, certificate } of shards) {
    for (const s of certificate.scenarios) {
      const key = `${s.uri}:${s.line} "${s.name}"`;
      const earlier = seen.get(key);
      if (earlier && earlier !== file)
        problems.push(`the scenario ${key} is duplicated: in ${earlier} and in ${file}.`);
      if (earlier === file) problems.push(`the scenario ${key} is duplicated in ${file}.`);
      seen.set(key, earlier ?? file);
    }
  }
  const scenarios: ScenarioResult[] = shards.flatMap((s) => s.certificate.scenarios);
  const held = seen.size;
  if (problems.length === 0 && held === 0)
    problems.push('the shards hold no scenario: the run selected none, so there is nothing to certify.');
  if (problems.length === 0 && held !== selected) {
    problems.push(
      `the shards hold ${held} scenarios, but the selection holds ${selected}: ${Math.abs(selected - held)} ${held < selected ? 'missing' : 'too many'}.`,
    );
  }
  // Assigned, not spread into push(): a shard may hold more scenarios than a call's arguments.
  if (problems.length === 0)
    problems = membershipProblems(
      shards,
      count,
      first.certificate.run.tags,
      first.certificate.run.filters.names,
    );
  if (problems.length > 0) return { ok: false, kind: 'incomplete', problems };

  scenarios.sort(runOrder);
  const runs = shards.map((s) => s.certificate.run);
  const start = Math.min(...runs.map((r) => Date.parse(r.startedAt)));
  const end = Math.max(...runs.map((r) => Date.parse(r.startedAt) + r.durationMs));
  const merged: RunInfo = {
    ...first.certificate.run,
    startedAt: new Date(start).toISOString(),
    durationMs: Math.max(0, end - start),
  };
  delete merged.shard;
  const result = {
    engine: first.certificate.engine,
    scenarios,
    totals: countOutcomes(scenarios),
    run: merged,
  };
  return { ok: true, certificate: buildCertificate(result, first.certificate.suite) };
}

/** The certificate with the fields a wall clock sets left out: equal runs give equal values. */
export function withoutClock(
  certificate: Certificate,
): Omit<Certificate, 'run'> & { run: Omit<RunInfo, 'startedAt' | 'durationMs'> } {
  const run: Partial<RunInfo> = { ...certificate.run };
  delete run.startedAt;
  delete run.durationMs;
  return { ...certificate, run: run as Omit<RunInfo, 'startedAt' | 'durationMs'> };
}

// The first field (a dotted path) in which two shards' suite, engine or run record differ.
function firstDifferentField(a: Certificate, b: Certificate): string | undefined {
  for (const top of ['suite', 'engine'] as const) {
    const field = differingPath(a[top], b[top], top);
    if (field) return field;
  }
  for (const key of [...new Set([...Object.keys(a.run), ...Object.keys(b.run)])].sort()) {
    if (OWN_TO_EACH_SHARD.has(key)) continue;
    const left = (a.run as unknown as Record<string, unknown>)[key];
    const right = (b.run as unknown as Record<string, unknown>)[key];
    if (key === 'shard') {
      const field = differingPath(withoutIndex(left), withoutIndex(right), 'run.shard');
      if (field) return field;
      continue;
    }
    const field = differingPath(left, right, `run.${key}`);
    if (field) return field;
  }
  return undefined;
}

function withoutIndex(shard: unknown): unknown {
  if (!isObject(shard)) return shard;
  return Object.fromEntries(Object.entries(shard).filter(([key]) => key !== 'index'));
}

// The deepest dotted path at which two JSON values differ (the path itself when they are not both objects).
function differingPath(a: unknown, b: unknown, path: string): string | undefined {
  if (canonicalJson(a) === canonicalJson(b)) return undefined;
  if (!isObject(a) || !isObject(b)) return path;
  for (const key of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) {
    const inner = differingPath(a[key], b[key], `${path}.${key}`);
    if (inner) return inner;
  }
  return path;
}

function valueAt(certificate: Certificate, path: string): unknown {
  let value: unknown = certificate;
  for (const key of path.split('.')) value = isObject(value) ? value[key] : undefined;
  return value;
}

/** A value as JSON, 60 characters of it from `from` on, a cut end marked "…". */
function shown(value: unknown, from = 0): string {
  const text = value === undefined ? 'nothing' : canonicalJson(value);
  return `${from > 0 ? '…' : ''}${text.slice(from, from + 60)}${text.length > from + 60 ? '…' : ''}`;
}

/**
 * Two values that differ, each shown from just before where they first differ: two long tag
 * expressions alike in their first 60 characters were shown as the same text twice.
 */
function shownApart(a: unknown, b: unknown): [string, string] {
  const [x, y] = [a, b].map((value) => (value === undefined ? 'nothing' : canonicalJson(value)));
  let same = 0;
  while (same < x.length && same < y.length && x[same] === y[same]) same++;
  const from = Math.max(0, same - 20);
  return [shown(a, from), shown(b, from)];
}

function refused(problem: string): MergeResult {
  return { ok: false, kind: 'refused', problems: [problem] };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
