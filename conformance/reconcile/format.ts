// `miau reconcile` as text: per change, each delta requirement with its state, its scenarios and
// how each came out, and the code lines citing it; then the change's one-line verdict.
import type { ReconciledChange, ReconciledRequirement, Reconciliation } from '../../src/types/reconcile.js';
import { STATE_TEXT } from './reconcile.js';
import { printable } from '../../src/data/safe-text.js';

/** Outcome counts as `3 passed, 1 failed`: passed first, then by name. */
export function outcomeCounts(verdicts: Record<string, number>): string {
  const names = Object.keys(verdicts).sort((a, b) =>
    a === 'passed' ? -1 : b === 'passed' ? 1 : a < b ? -1 : a > b ? 1 : 0,
  );
  return names.map((name) => `${verdicts[name]} ${name}`).join(', ');
}

/** `passed`, `passed x3`, `passed, failed`, or `not run`. */
function outcomesOf(outcomes: readonly string[]): string {
  if (outcomes.length === 0) return 'not run';
  const distinct = [...new Set(outcomes)];
  if (distinct.length === 1 && outcomes.length > 1) return `${distinct[0]} x${outcomes.length}`;
  return outcomes.join(', ');
}

function requirementLines(req: ReconciledRequirement): string[] {
  const renamed = req.from !== undefined ? ` (renamed from "${req.from}")` : '';
  const now = req.currentTitle !== undefined ? ` (now "${req.currentTitle}")` : '';
  const lines = [
    `  ${req.delta} ${req.id ?? '(no id)'} "${req.title}"${renamed}${now}: ${STATE_TEXT[req.state]}`,
  ];
  const runs = Object.values(req.verdicts).reduce((a, b) => a + b, 0);
  const scenarioWord = req.scenarios.length === 1 ? 'scenario' : 'scenarios';
  lines.push(
    `    ${req.scenarios.length} ${scenarioWord}${runs > 0 ? `, ${runs} run${runs === 1 ? '' : 's'}: ${outcomeCounts(req.verdicts)}` : ''}`,
  );
  for (const s of req.scenarios)
    lines.push(`      ${outcomesOf(s.outcomes)}  ${s.name} (${s.file}:${s.line})`);
  const by = req.implementedBy !== null ? `; implemented by the ${req.implementedBy}` : '';
  lines.push(`    ${req.citations.length} code citation${req.citations.length === 1 ? '' : 's'}${by}`);
  for (const c of req.citations) {
    const also = c.alsoCites.length > 0 ? `; also ${c.alsoCites.join(', ')}` : '';
    lines.push(`      ${c.file}:${c.line} ${c.covers}${also}`);
  }
  return lines;
}

function changeLines(change: ReconciledChange): string[] {
  const kind = change.archived ? 'archived change' : 'change';
  const wip = change.workInProgress ? ', work in progress' : '';
  return [
    `${kind} ${change.name} (${change.folder}${wip})`,
    ...change.requirements.flatMap(requirementLines),
    `verdict: ${change.verdict}`,
  ];
}

/** The whole text report; the engine line first when scenarios ran. */
export function formatReconciliation(report: Reconciliation): string {
  const head = report.engine
    ? // The engine names itself: one line, whatever it holds, so it cannot pass for a verdict line.
      [`engine: ${printable(report.engine.name)} ${printable(report.engine.version)}`]
    : ['engine: none needed (no scenario to run)'];
  if (report.changes.length === 0) return [...head, 'no active change to reconcile'].join('\n');
  return [...head, ...report.changes.flatMap((c) => ['', ...changeLines(c)])].join('\n');
}
