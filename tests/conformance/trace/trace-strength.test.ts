// `miau trace --strength` (conformance/trace/strength.ts): single-scenario requirements, and the
// gate on the guarded capabilities.
import { describe, expect, it } from 'vitest';
import type { TraceReport, TracedRequirement } from '../../../conformance/trace/requirements.js';
import { formatStrength, strengthOf } from '../../../conformance/trace/strength.js';
import { run } from '../../../conformance/cli/commands/trace.js';

const scenario = (name: string) => ({ name, file: 'features/x.feature', line: 3 });
const requirement = (id: string, scenarios: number): TracedRequirement => ({
  id,
  title: id,
  capability: id.split('/')[0],
  file: 'openspec/specs/x/spec.md',
  line: 1,
  scenarios: Array.from({ length: scenarios }, (_, i) => scenario(`${id} ${i}`)),
});
const trace = (...requirements: TracedRequirement[]) => ({ requirements }) as TraceReport;

describe('the strength report', () => {
  it('fails on a guarded requirement with one scenario, and only lists others', () => {
    const weak = strengthOf(
      trace(requirement('rules/a', 1), requirement('rules/b', 2), requirement('solver/c', 1)),
    );
    expect(weak.single.map((req) => req.id)).toEqual(['rules/a', 'solver/c']);
    expect(weak.ok).toBe(false);
    expect(weak.byCapability).toEqual([
      { capability: 'rules', requirements: 2, single: 1, guarded: true },
      { capability: 'solver', requirements: 1, single: 1, guarded: false },
    ]);
    expect(formatStrength(weak)).toContain('  rules/a  (guarded)  only "rules/a 0" (features/x.feature:3)');
    expect(formatStrength(weak).split('\n').at(-1)).toBe(
      'strength: 2 single-scenario requirements, 1 in rules, automata, pairs, gates, packs (must be 0)',
    );
  });

  it('passes when only unguarded requirements have one scenario; an uncovered one is left to miau trace', () => {
    const report = strengthOf(
      trace(requirement('gates/a', 3), requirement('docs/b', 1), requirement('packs/c', 0)),
    );
    expect(report.ok).toBe(true);
    expect(report.single.map((req) => req.id)).toEqual(['docs/b']);
  });

  it('holds for this repository (miau trace --strength exits 0)', async () => {
    const out: string[] = [];
    const code = await run(['--strength'], { out: (text) => out.push(text), err: () => undefined });
    expect(out.join('\n')).toMatch(/0 in rules, automata, pairs, gates, packs \(must be 0\)$/);
    expect(code).toBe(0);
  });
});
