// Judging a Stryker report (reports/mutation/mutation.json): counts, scores, survivors with
// and without an explanation, and the markdown summary. Pure functions; scripts/mutation.mjs
// runs Stryker and calls them.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** Every mutant of the report, with its file and the code it replaced. */
export function mutantsOf(report) {
  return Object.entries(report.files).flatMap(([file, { source, mutants }]) => {
    const lines = source.split('\n');
    return mutants.map((m) => ({ ...m, file, original: originalText(lines, m.location) }));
  });
}

function originalText(lines, { start, end }) {
  if (start.line === end.line) return lines[start.line - 1].slice(start.column - 1, end.column - 1);
  return [
    lines[start.line - 1].slice(start.column - 1),
    ...lines.slice(start.line, end.line - 1),
    lines[end.line - 1].slice(0, end.column - 1),
  ].join('\n');
}

const oneLine = (text) => String(text).replace(/\s+/g, ' ').trim();

/** A survivor's key, stable when lines move: file, mutator, the code and its replacement. */
export const keyOf = (m) =>
  `${m.file} | ${m.mutatorName} | ${oneLine(m.original)} | ${oneLine(m.replacement)}`;

const byPlace = (a, b) =>
  a.file < b.file
    ? -1
    : a.file > b.file
      ? 1
      : a.location.start.line - b.location.start.line || a.location.start.column - b.location.start.column;

/** A percentage with two decimals, rounded down; no mutants at all counts as 100. */
function score(detected, undetected) {
  return detected + undetected === 0 ? 100 : Math.floor((detected / (detected + undetected)) * 10000) / 100;
}

/**
 * The verdict on a report. `typeValid`: ids of the runtime-error mutants that type-check;
 * `equivalents`: `[{ key, why }]`, the survivors judged equivalent.
 */
export function judge(report, typeValid, equivalents = []) {
  const mutants = mutantsOf(report);
  const count = (status) => mutants.filter((m) => m.status === status).length;
  const counts = {
    killed: count('Killed'),
    timeout: count('Timeout'),
    survived: count('Survived'),
    noCoverage: count('NoCoverage'),
    runtimeErrors: count('RuntimeError'),
    compileErrors: count('CompileError'),
    ignored: count('Ignored'),
  };
  const runtimeErrors = mutants.filter((m) => m.status === 'RuntimeError');
  const crashed = runtimeErrors.filter((m) => typeValid.has(m.id));
  const detected = counts.killed + counts.timeout;
  const undetected = counts.survived + counts.noCoverage;
  const why = new Map(equivalents.map((e) => [e.key, e.why]));
  const undetectedMutants = mutants.filter((m) => m.status === 'Survived' || m.status === 'NoCoverage');
  const seen = new Set(undetectedMutants.map(keyOf));
  return {
    counts,
    mutants: mutants.length,
    // The gate: a runtime error that type-checks crashed a scenario, so the suite noticed it;
    // one tsc rejects is no engine anyone could build, and stays out (as Stryker does).
    score: score(detected + crashed.length, undetected),
    strykerScore: score(detected, undetected),
    strictScore: score(detected, undetected + runtimeErrors.length),
    crashed: crashed.sort(byPlace),
    typeInvalid: runtimeErrors.filter((m) => !typeValid.has(m.id)).sort(byPlace),
    explained: undetectedMutants
      .filter((m) => why.has(keyOf(m)))
      .sort(byPlace)
      .map((m) => ({ m, why: why.get(keyOf(m)) })),
    unexplained: undetectedMutants.filter((m) => !why.has(keyOf(m))).sort(byPlace),
    staleEquivalents: equivalents.filter((e) => !seen.has(e.key)),
  };
}

export const where = (m) => `${m.file}:${m.location.start.line}:${m.location.start.column}`;
// Code inside a markdown table cell: no backticks of its own, pipes escaped.
const code = (text) => `\`${oneLine(text).slice(0, 70).replaceAll('`', "'").replaceAll('|', '\\|')}\``;
export const change = (m) => `${code(m.original)} → ${code(m.replacement)}`;

/** The markdown summary: per part (reference engine, fast engine), its counts, scores and survivors. */
export function summaryOf(parts, { scope, seconds, minimum }) {
  const time = seconds
    ? ` Run time: ${Math.round(seconds.scenarios)} s (scenarios) + ${Math.round(seconds.vitest)} s (vitest killers of the fast solver).`
    : '';
  return [
    '# Mutation testing of everything an engine runs',
    '',
    `Scope: ${scope}.${time}`,
    '',
    "| part | mutants | killed | timeout | survived | no coverage | runtime errors | strict score (gate) | Stryker's score |",
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...parts.map(({ name, j }) => {
      const c = j.counts;
      if (j.mutants === 0) return `| ${name} | not measured in this run | | | | | | | |`;
      return `| ${name} | ${j.mutants} | ${c.killed} | ${c.timeout} | ${c.survived} | ${c.noCoverage} | ${c.runtimeErrors} (${j.crashed.length} type-check, ${j.typeInvalid.length} rejected by tsc) | **${j.strictScore}%** (≥ ${minimum[name]}%) | ${j.strykerScore}% |`;
    }),
    '',
    '- strict score: (killed + timeout) / every mutant that is no compile error (runtime errors count as undetected)',
    "- Stryker's own score: every runtime error left out; a third score, with the runtime errors that type-check counted as detected: " +
      parts.map(({ name, j }) => `${name} ${j.score}%`).join(', '),
    ...parts
      .filter(({ catchers }) => catchers.only.vitest !== undefined || catchers.both > 0)
      .map(
        ({ name, catchers }) =>
          `- ${name}: detected by both runs ${catchers.both}, by the scenarios only ${catchers.only.scenarios ?? 0}, by the vitest killers only ${catchers.only.vitest ?? 0}`,
      ),
    '',
    ...parts.flatMap(({ name, j }) => [
      `## ${name}: survivors judged equivalent (${j.explained.length})`,
      '',
      '| where | mutant | why it is equivalent |',
      '| --- | --- | --- |',
      ...j.explained.map(({ m, why }) => `| ${where(m)} | ${m.mutatorName}: ${change(m)} | ${why} |`),
      '',
      `## ${name}: survivors not explained (${j.unexplained.length})`,
      '',
      ...(j.unexplained.length === 0
        ? ['None.']
        : j.unexplained.map((m) => `- ${m.status} ${where(m)} ${m.mutatorName}: ${change(m)}`)),
      '',
      `## ${name}: runtime errors (${j.counts.runtimeErrors}, undetected in the strict score)`,
      '',
      ...j.crashed.map(
        (m) => `- type-checks, crashed a scenario: ${where(m)} ${m.mutatorName}: ${change(m)}`,
      ),
      ...j.typeInvalid.map((m) => `- rejected by tsc: ${where(m)} ${m.mutatorName}: ${change(m)}`),
      '',
    ]),
  ].join('\n');
}

const START = '<!-- mutation-summary:start -->';
const END = '<!-- mutation-summary:end -->';

/** Writes the summary between the markers of an existing file (its own text stays), or as the whole file. */
export function writeSummary(file, summary) {
  mkdirSync(dirname(file), { recursive: true });
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const [at, end] = [text.indexOf(START), text.indexOf(END)];
  // Inside a document the summary's sections sit one level down.
  const body = summary.replace(/^# .*\n\n/, '').replace(/^## /gm, '### ');
  writeFileSync(
    file,
    at >= 0 && end > at ? `${text.slice(0, at + START.length)}\n${body}\n${text.slice(end)}` : summary,
  );
}

// Best first: a mutant two runs saw is as detected as the better of the two verdicts.
const RANK = ['Killed', 'Timeout', 'RuntimeError', 'Survived', 'NoCoverage'];
const rank = (status) => (RANK.includes(status) ? RANK.indexOf(status) : RANK.length);
const placeKey = (m) =>
  `${m.location.start.line}:${m.location.start.column}-${m.location.end.line}:${m.location.end.column} ${m.mutatorName} ${m.replacement}`;

/**
 * Merges a second run over some of the same files (the fast solver under vitest) into a report:
 * each mutant keeps the better verdict, and `detectedBy` says which runs killed it (or timed out).
 * A file only the second run mutated is taken as it is.
 */
export function mergeReports(report, second, names = ['scenarios', 'vitest']) {
  const files = structuredClone(report.files);
  const detected = (m) => m.status === 'Killed' || m.status === 'Timeout';
  for (const mutants of Object.values(files))
    for (const m of mutants.mutants) m.detectedBy = detected(m) ? [names[0]] : [];
  for (const [file, { source, mutants }] of Object.entries(second.files)) {
    if (!files[file]) files[file] = { ...structuredClone(second.files[file]), mutants: [] };
    const byPlace = new Map(files[file].mutants.map((m) => [placeKey(m), m]));
    for (const m of mutants) {
      const mine = byPlace.get(placeKey(m));
      if (!mine) {
        files[file].mutants.push({ ...m, detectedBy: detected(m) ? [names[1]] : [] });
        continue;
      }
      if (detected(m)) mine.detectedBy.push(names[1]);
      if (rank(m.status) < rank(mine.status)) mine.status = m.status;
    }
    files[file].source = source;
  }
  return { ...report, files };
}

/** `report` with every file `fresh` holds taken from `fresh` instead (a run of those files alone). */
export const withFilesOf = (report, fresh) => ({ ...report, files: { ...report.files, ...fresh.files } });

/** Where and how a mutant changes its file: the same mutant in two runs over the same source. */
const mutantKey = (m) =>
  `${m.mutatorName}|${m.replacement}|${m.location.start.line}:${m.location.start.column}-${m.location.end.line}:${m.location.end.column}`;

/**
 * `report` with each mutant `fresh` ran again (a run of some lines alone, over the same source)
 * taken from `fresh`, and every other mutant kept.
 */
export function withMutantsOf(report, fresh) {
  const files = { ...report.files };
  for (const [file, { source, mutants }] of Object.entries(fresh.files)) {
    const kept = files[file];
    if (kept === undefined || kept.source !== source)
      throw new Error(`${file} is not the source the kept report mutated: run it whole (--refresh)`);
    const again = new Map(mutants.map((m) => [mutantKey(m), m]));
    files[file] = { ...kept, mutants: kept.mutants.map((m) => again.get(mutantKey(m)) ?? m) };
  }
  return { ...report, files };
}

/** The part of a report whose files pass `keep`. */
export const partOf = (report, keep) => ({
  ...report,
  files: Object.fromEntries(Object.entries(report.files).filter(([file]) => keep(file))),
});

/** How many detected mutants each run detected alone, and both. */
export function catchers(report) {
  const counts = { both: 0, only: {} };
  for (const m of mutantsOf(report)) {
    const by = m.detectedBy ?? [];
    if (by.length > 1) counts.both++;
    else if (by.length === 1) counts.only[by[0]] = (counts.only[by[0]] ?? 0) + 1;
  }
  return counts;
}
