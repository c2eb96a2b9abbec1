// `miau trace --strength`: requirements whose decisive behaviour hangs on one scenario. Drop or
// change that scenario and a defect there passes unnoticed, so in the guarded capabilities every
// requirement needs at least two scenarios (a minimal board, and one where the behaviour meets
// something else, or a pack level and its proof). A Scenario Outline counts once: its rows share
// one shape. The report reads the same trace as `miau trace` (conformance/trace/requirements.ts).
import type { TraceReport, TracedRequirement } from './requirements.js';

/** The capabilities the strength gate guards (issue 16); others are listed but not failed. */
export const GUARDED_CAPABILITIES: readonly string[] = ['rules', 'automata', 'pairs', 'gates', 'packs'];

/** The least number of scenarios a requirement of a guarded capability needs. */
export const MIN_SCENARIOS = 2;

export interface StrengthReport {
  /** Requirements with fewer than MIN_SCENARIOS scenarios, by capability order. */
  single: TracedRequirement[];
  /** Per capability: its requirements and how many of them are single. */
  byCapability: { capability: string; requirements: number; single: number; guarded: boolean }[];
  /** False when a guarded capability has a single-scenario requirement. */
  ok: boolean;
}

export function strengthOf(trace: TraceReport): StrengthReport {
  const single = trace.requirements.filter(
    (req) => req.scenarios.length > 0 && req.scenarios.length < MIN_SCENARIOS,
  );
  const byCapability: StrengthReport['byCapability'] = [];
  for (const req of trace.requirements) {
    let entry = byCapability.find((row) => row.capability === req.capability);
    if (!entry) {
      entry = {
        capability: req.capability,
        requirements: 0,
        single: 0,
        guarded: GUARDED_CAPABILITIES.includes(req.capability),
      };
      byCapability.push(entry);
    }
    entry.requirements += 1;
    if (single.includes(req)) entry.single += 1;
  }
  return { single, byCapability, ok: byCapability.every((row) => !row.guarded || row.single === 0) };
}

export function formatStrength(report: StrengthReport): string {
  const lines = ['requirements with a single scenario (drop it and a defect there passes):'];
  for (const req of report.single) {
    const guarded = GUARDED_CAPABILITIES.includes(req.capability) ? 'guarded' : 'not guarded';
    const [scenario] = req.scenarios;
    lines.push(`  ${req.id}  (${guarded})  only "${scenario.name}" (${scenario.file}:${scenario.line})`);
  }
  if (report.single.length === 0) lines.push('  none');
  lines.push('per capability (single / requirements):');
  for (const row of report.byCapability)
    lines.push(`  ${row.capability}  ${row.single} / ${row.requirements}${row.guarded ? '  guarded' : ''}`);
  const guardedSingle = report.byCapability
    .filter((row) => row.guarded)
    .reduce((sum, row) => sum + row.single, 0);
  lines.push(
    `strength: ${report.single.length} single-scenario requirement${report.single.length === 1 ? '' : 's'}, ${guardedSingle} in ${GUARDED_CAPABILITIES.join(', ')} (must be 0)`,
  );
  return lines.join('\n');
}
