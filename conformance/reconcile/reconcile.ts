// `miau reconcile`: one OpenSpec change against the code. For each requirement its delta adds,
// modifies, removes or renames: the scenarios tagged with it and how they came out on an engine,
// the code lines citing it (`// spec:`), and one state. Requirements are matched to the specs
// as they are NOW, by id (the id comment under the delta's heading), or else by title; an
// archived change is therefore read against today's specs, scenarios and code.
import type { ScenarioResult } from '../../src/types/certificate.js';
import type {
  ReconcileState,
  ReconciledChange,
  ReconciledCitation,
  ReconciledRequirement,
  ReconciledScenario,
  Reconciliation,
} from '../../src/types/reconcile.js';
import type { ChangeFolder, DeltaRequirement } from './changes.js';
import { certify, type CertifyOptions } from '../runner/runner.js';
import type { CodeTrace } from '../trace/code.js';
import type { ScenarioRef, TraceReport } from '../trace/requirements.js';

export type { Reconciliation };

/** What a scenario run must say for reconciling: where it is, which requirements it checks, how it came out. */
export type RunResult = Pick<ScenarioResult, 'uri' | 'line' | 'requirements'> & { outcome: string };

/** Everything a change is reconciled against. */
export interface Evidence {
  trace: TraceReport;
  code: CodeTrace;
  /** The scenario runs on the engine; a scenario with no run shows as not run. */
  results: readonly RunResult[];
  engine: { name: string; version: string } | null;
}

/** How each state reads in text. */
export const STATE_TEXT: Record<ReconcileState, string> = {
  'specified-only': 'specified only',
  'scenarios-missing': 'scenarios missing',
  'code-behind': 'code behind',
  'code-missing': 'code missing',
  reconciled: 'reconciled',
  'still-tested': 'still tested',
  'still-cited': 'still cited',
  superseded: 'superseded',
  'names-nothing': 'names nothing in the specs',
  'already-specified': 'already in the specs',
};

/** The id a delta requirement names: its id comment, or the requirement of the specs with its title (for RENAMED, the new title, then the old). */
export function resolveId(req: DeltaRequirement, trace: TraceReport): string | undefined {
  if (req.id !== undefined) return req.id;
  const titles = [req.title, ...(req.from !== undefined ? [req.from] : [])];
  for (const title of titles) {
    const found = trace.requirements.find((r) => r.capability === req.capability && r.title === title);
    if (found) return found.id;
  }
  return undefined;
}

/** The requirement ids whose scenarios must run to reconcile these changes. */
export function idsToRun(changes: readonly ChangeFolder[], trace: TraceReport): string[] {
  const ids = new Set<string>();
  for (const change of changes) {
    for (const req of change.requirements) {
      const id = req.delta === 'REMOVED' ? undefined : resolveId(req, trace);
      if (id !== undefined && trace.requirements.some((r) => r.id === id && r.scenarios.length > 0))
        ids.add(id);
    }
  }
  return [...ids].sort();
}

/** Runs the scenarios of `ids` once on the engine; nothing runs when there are none. */
export async function runVerdicts(
  ids: readonly string[],
  options: Omit<CertifyOptions, 'requirements'>,
): Promise<Pick<Evidence, 'results' | 'engine'>> {
  if (ids.length === 0) return { results: [], engine: null };
  const result = await certify({ ...options, requirements: [...ids], doubleRun: false });
  return { results: result.scenarios, engine: { name: result.engine.name, version: result.engine.version } };
}

/** The scenarios tagged with `id`, each with the outcomes of its runs (an outline's examples run after its own line). */
function scenariosOf(
  refs: readonly ScenarioRef[],
  id: string,
  results: readonly RunResult[],
): ReconciledScenario[] {
  const scenarios = refs.map((ref): ReconciledScenario => ({
    name: ref.name,
    file: ref.file,
    line: ref.line,
    outcomes: [],
  }));
  for (const run of results) {
    if (!run.requirements.includes(id)) continue;
    const owner = scenarios
      .filter((s) => s.file === run.uri && s.line <= run.line)
      .sort((a, b) => b.line - a.line)[0];
    owner?.outcomes.push(run.outcome);
  }
  return scenarios;
}

function countOutcomes(scenarios: readonly ReconciledScenario[]): Record<string, number> {
  const verdicts: Record<string, number> = {};
  for (const outcome of scenarios.flatMap((s) => s.outcomes))
    verdicts[outcome] = (verdicts[outcome] ?? 0) + 1;
  return verdicts;
}

function citationsOf(code: CodeTrace, id: string): ReconciledCitation[] {
  return code.citations
    .filter((c) => c.ids.includes(id))
    .map((c) => ({
      file: c.file,
      line: c.line,
      covers: c.covers,
      alsoCites: c.ids.filter((other) => other !== id),
    }));
}

/** The state of a requirement that is (still) in the specs. */
function stateOf(
  scenarios: readonly ReconciledScenario[],
  citations: readonly ReconciledCitation[],
  implementedBy: string | null,
): ReconcileState {
  const implemented = citations.length > 0 || implementedBy !== null;
  if (scenarios.length === 0) return implemented ? 'scenarios-missing' : 'specified-only';
  const outcomes = scenarios.flatMap((s) => s.outcomes);
  if (
    outcomes.length === 0 ||
    outcomes.some((o) => o !== 'passed') ||
    scenarios.some((s) => s.outcomes.length === 0)
  )
    return 'code-behind';
  return implemented ? 'reconciled' : 'code-missing';
}

/** Reconciles one delta requirement against the evidence. */
export function reconcileRequirement(req: DeltaRequirement, evidence: Evidence): ReconciledRequirement {
  const id = resolveId(req, evidence.trace) ?? null;
  const traced = id === null ? undefined : evidence.trace.requirements.find((r) => r.id === id);
  const base = {
    delta: req.delta,
    id,
    title: req.title,
    ...(req.from !== undefined ? { from: req.from } : {}),
    ...(traced && traced.title !== req.title && traced.title !== req.from
      ? { currentTitle: traced.title }
      : {}),
    file: req.file,
    line: req.line,
    specScenarios: req.specScenarios,
  };
  const citations = id === null ? [] : citationsOf(evidence.code, id);
  if (req.delta === 'REMOVED') {
    // Tagged scenarios: traced while the main spec still holds it, orphan tags once it is gone.
    const refs = [
      ...(traced?.scenarios ?? []),
      ...evidence.trace.orphanTags
        .filter((o) => o.tag === `@${id}`)
        .map((o) => ({ name: o.scenario, file: o.file, line: o.line })),
    ];
    const scenarios = scenariosOf(refs, id ?? '', evidence.results);
    const state: ReconcileState =
      scenarios.length > 0 ? 'still-tested' : citations.length > 0 ? 'still-cited' : 'reconciled';
    return { ...base, state, scenarios, verdicts: countOutcomes(scenarios), citations, implementedBy: null };
  }
  if (!traced)
    return { ...base, state: 'superseded', scenarios: [], verdicts: {}, citations, implementedBy: null };
  const implementedBy = evidence.code.requirements.find((r) => r.id === id)?.implementedBy ?? null;
  const scenarios = scenariosOf(traced.scenarios, traced.id, evidence.results);
  return {
    ...base,
    state: stateOf(scenarios, citations, implementedBy),
    scenarios,
    verdicts: countOutcomes(scenarios),
    citations,
    implementedBy,
  };
}

/**
 * Why `openspec archive` would refuse one requirement of an active change's delta, or undefined
 * when it applies. OpenSpec matches a delta to the specs by heading title within its capability
 * (case and spacing included), so this does too, whatever the id comment says: MODIFIED, REMOVED
 * and a RENAMED one's old title must be there, an ADDED one and a RENAMED one's new title must not.
 */
export function archiveRefusal(
  req: DeltaRequirement,
  trace: TraceReport,
): 'names-nothing' | 'already-specified' | undefined {
  const titles = new Set(
    trace.requirements
      .filter((r) => r.change === undefined && r.capability === req.capability)
      .map((r) => r.title),
  );
  if (req.delta === 'ADDED') return titles.has(req.title) ? 'already-specified' : undefined;
  const named = req.delta === 'RENAMED' ? req.from : req.title;
  if (named === undefined || !titles.has(named)) return 'names-nothing';
  return req.delta === 'RENAMED' && titles.has(req.title) ? 'already-specified' : undefined;
}

/** Reconciles whole changes; a work-in-progress change is skipped when `skipWip` is set. */
export function reconcileChanges(
  changes: readonly ChangeFolder[],
  evidence: Evidence,
  skipWip = false,
): Reconciliation {
  const reconciled = changes.map((change): ReconciledChange => {
    const skipped = skipWip && change.workInProgress;
    const requirements = skipped
      ? []
      : change.requirements.map((req) => {
          const reconciled = reconcileRequirement(req, evidence);
          // An archived change was applied once; today's specs may have moved on since.
          const refusal = change.archived ? undefined : archiveRefusal(req, evidence.trace);
          return refusal ? { ...reconciled, state: refusal } : reconciled;
        });
    const ok = !skipped && requirements.every((r) => r.state === 'reconciled');
    return {
      name: change.name,
      folder: change.folder,
      archived: change.archived,
      workInProgress: change.workInProgress,
      skipped,
      reconciled: ok,
      verdict: verdictLine(change.name, skipped, requirements),
      requirements,
    };
  });
  return {
    format: 1,
    engine: evidence.engine,
    changes: reconciled,
    ok: reconciled.every((c) => c.reconciled || c.skipped),
  };
}

/** `<change>: reconciled (N requirements: N reconciled)`, or the states that keep it from being so. */
function verdictLine(name: string, skipped: boolean, requirements: readonly ReconciledRequirement[]): string {
  if (skipped) return `${name}: work in progress, not checked`;
  if (requirements.length === 0) return `${name}: not reconciled (its delta names no requirement)`;
  const counts = new Map<ReconcileState, number>();
  for (const r of requirements) counts.set(r.state, (counts.get(r.state) ?? 0) + 1);
  const parts = (Object.keys(STATE_TEXT) as ReconcileState[])
    .filter((s) => counts.has(s))
    .map((s) => `${counts.get(s)} ${STATE_TEXT[s]}`);
  const ok = requirements.every((r) => r.state === 'reconciled');
  const n = requirements.length;
  return `${name}: ${ok ? 'reconciled' : 'not reconciled'} (${n} requirement${n === 1 ? '' : 's'}: ${parts.join(', ')})`;
}
