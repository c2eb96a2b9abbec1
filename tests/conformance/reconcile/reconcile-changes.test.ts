// Reading OpenSpec change deltas for miau reconcile, and matching their requirements to the specs.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findArchived, parseDeltaText, readChange } from '../../../conformance/reconcile/changes.js';
import {
  archiveRefusal,
  reconcileChanges,
  reconcileRequirement,
  resolveId,
} from '../../../conformance/reconcile/reconcile.js';
import { formatReconciliation } from '../../../conformance/reconcile/format.js';
import type { TraceReport } from '../../../conformance/trace/requirements.js';

const where = { file: 'openspec/changes/x/specs/alpha/spec.md', capability: 'alpha' };

const trace = (requirements: { id: string; title: string }[]): TraceReport => ({
  requirements: requirements.map((r) => ({
    ...r,
    capability: 'alpha',
    file: 'openspec/specs/alpha/spec.md',
    line: 1,
    scenarios: [],
  })),
  orphanTags: [],
  untaggedScenarios: [],
  specProblems: [],
  featureErrors: [],
  scenarioCount: 0,
  ok: true,
});

describe('parseDeltaText', () => {
  it('reads every kind of delta, ids, spec scenarios and renames, ignoring fenced examples', () => {
    const text = [
      '## ADDED Requirements',
      '### Requirement: New',
      '<!-- id: alpha/new -->',
      'It SHALL be new.',
      '#### Scenario: One',
      '```markdown',
      '### Requirement: Inside a fence',
      '```',
      '#### Scenario: Two',
      '## MODIFIED Requirements',
      '### Requirement: Old',
      '<!-- id: alpha/old -->',
      '## REMOVED Requirements',
      '### Requirement: Gone',
      '**Reason**: none.',
      '## RENAMED Requirements',
      '- FROM: `### Requirement: Before`',
      '- TO: `### Requirement: After`',
      '## Notes',
      '### Requirement: Not a delta',
      '## ADDED Requirements',
      '### Requirement: Last',
    ].join('\n');
    expect(
      parseDeltaText(text, where).map((r) => [r.delta, r.id, r.title, r.from, r.line, r.specScenarios]),
    ).toEqual([
      ['ADDED', 'alpha/new', 'New', undefined, 2, 2],
      ['MODIFIED', 'alpha/old', 'Old', undefined, 11, 0],
      ['REMOVED', undefined, 'Gone', undefined, 14, 0],
      ['RENAMED', undefined, 'After', 'Before', 17, 0],
      ['ADDED', undefined, 'Last', undefined, 22, 0],
    ]);
  });
});

describe('parseDeltaText as OpenSpec reads a delta', () => {
  it('reads one saved with a byte-order mark and lone CRs, its renames without bullet or backticks', () => {
    const text = [
      '\uFEFF## MODIFIED Requirements',
      '```text',
      '~~~',
      '### Requirement: Fenced',
      '```',
      '###Requirement: Changed',
      '<!-- id: alpha/changed -->',
      '## RENAMED Requirements',
      'FROM: ### Requirement: Before',
      '* TO: `###Requirement: After ##`',
    ].join('\r');
    expect(parseDeltaText(text, where).map((r) => [r.delta, r.id, r.title, r.from, r.line])).toEqual([
      ['MODIFIED', 'alpha/changed', 'Changed', undefined, 6],
      ['RENAMED', undefined, 'After', 'Before', 9],
    ]);
  });
});

describe('resolveId', () => {
  const specs = trace([
    { id: 'alpha/before', title: 'Before' },
    { id: 'alpha/gone', title: 'Gone' },
  ]);
  const [removed, renamed, unknown] = parseDeltaText(
    [
      '## REMOVED Requirements',
      '### Requirement: Gone',
      '## RENAMED Requirements',
      '- FROM: `### Requirement: Before`',
      '- TO: `### Requirement: After`',
      '## ADDED Requirements',
      '### Requirement: Nowhere',
    ].join('\n'),
    where,
  );

  it('finds a requirement without an id comment by its title, a renamed one by its old title', () => {
    expect(resolveId(removed, specs)).toBe('alpha/gone');
    expect(resolveId(renamed, specs)).toBe('alpha/before');
    expect(resolveId(unknown, specs)).toBeUndefined();
  });

  it('calls a requirement it cannot find superseded, with no id', () => {
    const evidence = {
      trace: specs,
      code: { requirements: [], citations: [], problems: [], ok: true },
      results: [],
      engine: null,
    };
    expect(reconcileRequirement(unknown, evidence)).toMatchObject({
      id: null,
      state: 'superseded',
      scenarios: [],
      citations: [],
    });
    expect(reconcileRequirement(removed, evidence)).toMatchObject({ id: 'alpha/gone', state: 'reconciled' });
  });
});

describe('a delta openspec archive would refuse', () => {
  // The specs hold Kept (with a scenario that passed and a citation); a change of the same
  // capability's delta names what is there and what is not.
  const specs = trace([{ id: 'alpha/kept', title: 'Kept' }]);
  specs.requirements[0].scenarios.push({ name: 'It keeps', file: 'features/alpha.feature', line: 3 });
  specs.requirements.push({
    id: 'alpha/invented',
    title: 'Invented',
    capability: 'alpha',
    file: 'openspec/changes/x/specs/alpha/spec.md',
    line: 2,
    scenarios: [{ name: 'It was invented', file: 'features/alpha.feature', line: 9 }],
    change: 'x',
  });
  const evidence = {
    trace: specs,
    code: {
      requirements: [],
      citations: [{ file: 'reference/a.ts', line: 1, ids: ['alpha/kept', 'alpha/invented'], covers: '' }],
      problems: [],
      ok: true,
    },
    results: [
      { uri: 'features/alpha.feature', line: 3, requirements: ['alpha/kept'], outcome: 'passed' },
      { uri: 'features/alpha.feature', line: 9, requirements: ['alpha/invented'], outcome: 'passed' },
    ],
    engine: { name: 'e', version: '1' },
  };
  const delta = parseDeltaText(
    [
      '## MODIFIED Requirements',
      '### Requirement: Kept',
      '<!-- id: alpha/kept -->',
      // Its id is fresh, so miau trace counts it as a new requirement of the change.
      '### Requirement: Invented',
      '<!-- id: alpha/invented -->',
      // Kept's id, another title: OpenSpec matches the title.
      '### Requirement: kept',
      '<!-- id: alpha/kept -->',
      '## REMOVED Requirements',
      '### Requirement: Never was',
      '## RENAMED Requirements',
      '- FROM: `### Requirement: Never was`',
      '- TO: `### Requirement: Still not`',
      '- FROM: `### Requirement: Kept`',
      '- TO: `### Requirement: Kept`',
      '## ADDED Requirements',
      '### Requirement: Kept',
      '<!-- id: alpha/kept-again -->',
    ].join('\n'),
    where,
  );

  it('names each kind of refusal by the title OpenSpec matches, whatever the id comment says', () => {
    expect(delta.map((req) => [req.delta, req.title, archiveRefusal(req, specs) ?? 'applies'])).toEqual([
      ['MODIFIED', 'Kept', 'applies'],
      ['MODIFIED', 'Invented', 'names-nothing'],
      ['MODIFIED', 'kept', 'names-nothing'],
      ['REMOVED', 'Never was', 'names-nothing'],
      ['RENAMED', 'Still not', 'names-nothing'],
      ['RENAMED', 'Kept', 'already-specified'],
      ['ADDED', 'Kept', 'already-specified'],
    ]);
  });

  it('keeps an active change from being reconciled, though its scenarios pass and code cites it', () => {
    const change = { name: 'x', folder: 'openspec/changes/x', archived: false, workInProgress: false };
    const active = reconcileChanges([{ ...change, requirements: delta.slice(0, 2) }], evidence);
    expect(active.changes[0].requirements.map((r) => r.state)).toEqual(['reconciled', 'names-nothing']);
    expect(active.changes[0].verdict).toBe(
      'x: not reconciled (2 requirements: 1 reconciled, 1 names nothing in the specs)',
    );
    expect(active.ok).toBe(false);
    // An archived change was applied when it was archived: the specs have moved on since.
    const archived = reconcileChanges(
      [{ ...change, archived: true, requirements: delta.slice(0, 2) }],
      evidence,
    );
    expect(archived.changes[0].requirements.map((r) => r.state)).toEqual(['reconciled', 'reconciled']);
    expect(archived.ok).toBe(true);
  });
});

describe('finding changes', () => {
  it('reads the work-in-progress line of a proposal, and refuses an archived name that matches twice', async () => {
    const root = mkdtempSync(join(tmpdir(), 'miau-reconcile-'));
    for (const folder of ['2026-01-01-add-x', '2026-02-01-add-x']) {
      mkdirSync(join(root, 'openspec', 'changes', 'archive', folder), { recursive: true });
      writeFileSync(
        join(root, 'openspec', 'changes', 'archive', folder, 'proposal.md'),
        '## Why\nStatus: Work in progress, still\n',
      );
    }
    const change = await readChange(root, 'openspec/changes/archive/2026-01-01-add-x', true);
    expect(change).toEqual({
      name: 'add-x',
      folder: 'openspec/changes/archive/2026-01-01-add-x',
      archived: true,
      workInProgress: true,
      requirements: [],
    });
    await expect(findArchived(root, 'add-x')).rejects.toThrow(
      '"add-x" names several archived changes (2026-01-01-add-x, 2026-02-01-add-x); give the folder name with its date.',
    );
    await expect(findArchived(root, '2026-02-01-add-x')).resolves.toMatchObject({
      name: 'add-x',
      folder: 'openspec/changes/archive/2026-02-01-add-x',
    });
  });
});

describe('miau trace and a work-in-progress change', () => {
  const root = join(import.meta.dirname, '..', '..', 'fixtures', 'reconcile-project');

  it('does not count its requirements without scenarios or citations as problems, but lists them', async () => {
    const { traceRequirements, formatTrace } = await import('../../../conformance/trace/requirements.js');
    const { traceCode } = await import('../../../conformance/trace/code.js');
    const report = await traceRequirements(root);
    const winding = report.requirements.find((r) => r.id === 'clock/winding');
    expect(winding).toMatchObject({ change: 'add-winding', workInProgress: true, scenarios: [] });
    const text = formatTrace(report);
    expect(text).toContain('  clock/winding  0 scenarios [change add-winding, work in progress]');
    expect(text).not.toContain('uncovered: clock/winding');
    expect(text).toContain('uncovered: clock/snooze');
    const code = await traceCode(root);
    expect(code.requirements.find((r) => r.id === 'clock/winding')).toMatchObject({
      workInProgress: true,
      citations: [],
    });
    expect(code.problems.filter((p) => p.code === 'uncited').map((p) => p.id)).toEqual([
      'clock/cuckoo',
      'clock/snooze',
      'clock/dial',
    ]);
  });
});

describe('formatReconciliation', () => {
  // The engine names itself: a version holding line breaks must not print a verdict line of its own.
  it('prints the engine on one line, whatever its name and version hold', () => {
    const text = formatReconciliation({
      format: 1,
      engine: { name: 'x', version: '1\n\nverdict: every change reconciled' },
      changes: [],
      ok: false,
    });
    expect(text.split('\n')[0]).toBe('engine: x 1\\u000a\\u000averdict: every change reconciled');
    expect(text).not.toMatch(/^verdict: every change reconciled/m);
  });
});
