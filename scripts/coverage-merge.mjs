#!/usr/bin/env node
// Merges line coverage from istanbul JSON reports (coverage-final.json): vitest's and the one
// c8 writes for the certification run. A line counts as covered when any report covered it.
// The first report that knows a file decides which of its lines are coverable (vitest's
// AST-based map ignores comments and blank lines; c8's line map does not), so pass vitest first.
//
//   node scripts/coverage-merge.mjs <min-percent> <report.json>...
// prints the per-folder figures and exits 1 when any folder is under <min-percent> (the gate
// is per folder: a well-tested folder cannot hide a poorly tested one).
// With a vitest report first and the certification's second, it also prints how much of
// reference/ the Gherkin scenarios alone run (on vitest's coverable lines, the certification's hits).
import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The folders whose lines are counted, in print order. */
export const COVERED_FOLDERS = ['src', 'reference', 'solver', 'conformance'];

/** Per file, the line numbers that can be covered and the ones that were: line → hit. */
export function lineHits(fileCoverage) {
  const hits = new Map();
  for (const [id, count] of Object.entries(fileCoverage.s)) {
    const location = fileCoverage.statementMap[id];
    if (!location) continue;
    const line = location.start.line;
    hits.set(line, (hits.get(line) ?? false) || count > 0);
  }
  return hits;
}

/**
 * Unions the reports into `{ file → Map(line → covered) }`, files relative to `root` with `/`.
 * The first report holding a file fixes its coverable lines; later ones can only mark them covered.
 */
export function mergeReports(reports, root) {
  const merged = new Map();
  for (const report of reports) {
    for (const [path, fileCoverage] of Object.entries(report)) {
      const file = relative(root, fileCoverage.path ?? path)
        .split(sep)
        .join('/');
      const hits = lineHits(fileCoverage);
      const known = merged.get(file);
      if (!known) {
        merged.set(file, hits);
        continue;
      }
      for (const [line, covered] of hits) {
        if (covered && known.has(line)) known.set(line, true);
      }
    }
  }
  return merged;
}

/** Covered and total lines per folder of COVERED_FOLDERS, and overall. */
export function summarize(merged) {
  const folders = Object.fromEntries(COVERED_FOLDERS.map((f) => [f, { covered: 0, total: 0 }]));
  for (const [file, hits] of merged) {
    const folder = folders[file.split('/')[0]];
    if (!folder) continue;
    for (const covered of hits.values()) {
      folder.total += 1;
      if (covered) folder.covered += 1;
    }
  }
  const all = Object.values(folders).reduce(
    (a, f) => ({ covered: a.covered + f.covered, total: a.total + f.total }),
    {
      covered: 0,
      total: 0,
    },
  );
  return { folders, all };
}

/** A percentage with one decimal; an empty folder counts as fully covered. */
export function percent({ covered, total }) {
  return total === 0 ? 100 : Math.floor((covered / total) * 1000) / 10;
}

/** Prints the figures with `print`; true when every folder reaches `minimum` percent. */
export function checkCoverage(reportFiles, root, minimum, print = console.log) {
  const reports = reportFiles.map((file) => JSON.parse(readFileSync(file, 'utf8')));
  const { folders, all } = summarize(mergeReports(reports, root));
  print('line coverage (vitest ∪ certification):');
  const under = [];
  for (const [name, figures] of Object.entries(folders)) {
    const low = percent(figures) < minimum;
    if (low) under.push(`${name}/`);
    print(
      `  ${`${name}/`.padEnd(14)}${String(percent(figures)).padStart(6)}%  ${figures.covered}/${figures.total} lines${low ? `  UNDER ${minimum}%` : ''}`,
    );
  }
  print(
    `  ${'total'.padEnd(14)}${String(percent(all)).padStart(6)}%  ${all.covered}/${all.total} lines (minimum ${minimum}% in each folder)`,
  );
  if (reports.length >= 2) printScenarioCoverage(reports[0], reports[1], root, print);
  return under.length === 0;
}

/** The same report with every hit count set to 0: its lines, none of its hits. */
function linesOnly(report) {
  return Object.fromEntries(
    Object.entries(report).map(([path, file]) => [
      path,
      { ...file, s: Object.fromEntries(Object.keys(file.s).map((id) => [id, 0])) },
    ]),
  );
}

/**
 * Line coverage of reference/ by the certification alone: the lines `linesReport` (vitest's)
 * counts as coverable, covered only where `hitsReport` (the certification's) ran them. Split into
 * the engine (reference/) and the solver (solver/). Informational: the gate is the merged figure.
 */
export function scenarioCoverage(linesReport, hitsReport, root) {
  const merged = mergeReports([linesOnly(linesReport), hitsReport], root);
  const parts = { engine: { covered: 0, total: 0 }, solver: { covered: 0, total: 0 } };
  for (const [file, hits] of merged) {
    if (!file.startsWith('reference/') && !file.startsWith('solver/')) continue;
    const part = file.startsWith('solver/') ? parts.solver : parts.engine;
    for (const covered of hits.values()) {
      part.total += 1;
      if (covered) part.covered += 1;
    }
  }
  const all = {
    covered: parts.engine.covered + parts.solver.covered,
    total: parts.engine.total + parts.solver.total,
  };
  return { all, ...parts };
}

function printScenarioCoverage(linesReport, hitsReport, root, print) {
  const { all, engine, solver } = scenarioCoverage(linesReport, hitsReport, root);
  const figure = (f) => `${percent(f)}% (${f.covered}/${f.total} lines)`;
  print(
    `reference/ and solver/ run by the Gherkin scenarios alone: ${figure(all)}; the engine ${figure(engine)}, solver/ ${figure(solver)}`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [minimum, ...files] = process.argv.slice(2);
  if (!minimum || Number.isNaN(Number(minimum)) || files.length === 0) {
    console.error('usage: node scripts/coverage-merge.mjs <min-percent> <coverage-final.json>...');
    process.exit(2);
  }
  const root = fileURLToPath(new URL('..', import.meta.url));
  process.exitCode = checkCoverage(files, root, Number(minimum)) ? 0 : 1;
}
