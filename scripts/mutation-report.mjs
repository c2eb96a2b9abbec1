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
  return [lines[start.line - 1].slice(start.column - 1), ...lines.slice(start.line, end.line - 1), lines[end.line - 1].slice(0, end.column - 1)].join('\n');
}

const oneLine = (text) => String(text).replace(/\s+/g, ' ').trim();

/** A survivor's key, stable when lines move: file, mutator, the code and its replacement. */
export const keyOf = (m) => `${m.file} | ${m.mutatorName} | ${oneLine(m.original)} | ${oneLine(m.replacement)}`;

const byPlace = (a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.location.start.line - b.location.start.line || a.location.start.column - b.location.start.column);

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
    explained: undetectedMutants.filter((m) => why.has(keyOf(m))).sort(byPlace).map((m) => ({ m, why: why.get(keyOf(m)) })),
    unexplained: undetectedMutants.filter((m) => !why.has(keyOf(m))).sort(byPlace),
    staleEquivalents: equivalents.filter((e) => !seen.has(e.key)),
  };
}

export const where = (m) => `${m.file}:${m.location.start.line}:${m.location.start.column}`;
// Code inside a markdown table cell: no backticks of its own, pipes escaped.
const code = (text) => `\`${oneLine(text).slice(0, 70).replaceAll('`', "'").replaceAll('|', '\\|')}\``;
export const change = (m) => `${code(m.original)} → ${code(m.replacement)}`;

/** The markdown summary of a verdict. */
export function summaryOf(j, { scope, seconds, minimum }) {
  const c = j.counts;
  return [
    '# Mutation testing of reference/ by the Gherkin scenarios',
    '',
    `Scope: ${scope}. ${j.mutants} mutants${seconds ? `, ${Math.round(seconds)} s` : ''}.`,
    '',
    '| killed | timeout | survived | no coverage | runtime errors | compile errors |',
    '| --- | --- | --- | --- | --- | --- |',
    `| ${c.killed} | ${c.timeout} | ${c.survived} | ${c.noCoverage} | ${c.runtimeErrors} (${j.crashed.length} type-check, ${j.typeInvalid.length} rejected by tsc) | ${c.compileErrors} |`,
    '',
    `- **score ${j.score}%** (gate ${minimum}%): (killed + timeout + runtime errors that type-check) / (those + survived + no coverage)`,
    `- Stryker's own score ${j.strykerScore}%: every runtime error left out`,
    `- strict score ${j.strictScore}%: every runtime error counted as undetected`,
    '',
    `## Survivors judged equivalent (${j.explained.length})`,
    '',
    '| where | mutant | why it is equivalent |',
    '| --- | --- | --- |',
    ...j.explained.map(({ m, why }) => `| ${where(m)} | ${m.mutatorName}: ${change(m)} | ${why} |`),
    '',
    `## Survivors not explained (${j.unexplained.length})`,
    '',
    ...(j.unexplained.length === 0 ? ['None.'] : j.unexplained.map((m) => `- ${m.status} ${where(m)} ${m.mutatorName}: ${change(m)}`)),
    '',
    `## Runtime errors (${c.runtimeErrors})`,
    '',
    ...j.crashed.map((m) => `- type-checks, crashed a scenario (detected): ${where(m)} ${m.mutatorName}: ${change(m)}`),
    ...j.typeInvalid.map((m) => `- rejected by tsc (left out): ${where(m)} ${m.mutatorName}: ${change(m)}`),
    '',
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
  writeFileSync(file, at >= 0 && end > at ? `${text.slice(0, at + START.length)}\n${body}\n${text.slice(end)}` : summary);
}
