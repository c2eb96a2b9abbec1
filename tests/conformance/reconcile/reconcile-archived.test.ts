// The acceptance line of miau reconcile on this repository: the archived change that brought
// automata and the solver is reconciled on the reference engine, requirement by requirement.
import { describe, expect, it } from 'vitest';
import '../runner/typescript-imports.js';
import { reconcile } from '../../../conformance/cli/commands/reconcile.js';
import { PROJECT_ROOT } from '../../../conformance/runner/runner.js';

describe('miau reconcile --archived add-rule-driven-automata', () => {
  it('lists every requirement reconciled, with its scenarios passing and the code lines citing it', async () => {
    const report = await reconcile({ root: PROJECT_ROOT, archived: 'add-rule-driven-automata' });
    expect(report.ok).toBe(true);
    expect(report.engine?.name).toBe('miau-reference');
    const [change] = report.changes;
    expect(change?.folder).toBe('openspec/changes/archive/2026-11-29-add-rule-driven-automata');
    expect(change?.requirements).toHaveLength(20);
    for (const req of change?.requirements ?? []) {
      expect(req.state, req.id ?? req.title).toBe('reconciled');
      expect(req.scenarios.length, req.id ?? '').toBeGreaterThan(0);
      expect(Object.keys(req.verdicts), req.id ?? '').toEqual(['passed']);
      expect(req.citations.length > 0 || req.implementedBy !== null, req.id ?? '').toBe(true);
    }
    expect(change?.verdict).toBe('add-rule-driven-automata: reconciled (20 requirements: 20 reconciled)');
  });
});
