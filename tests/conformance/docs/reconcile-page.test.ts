// The reconciliation pages of `miau docs`: one per OpenSpec change, from the site's own run.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import '../runner/typescript-imports.js';
import { REFERENCE_ENGINE } from '../../../conformance/engine/module.js';
import { buildSite } from '../../../conformance/docs/site.js';

const ROOT_DIR = join(import.meta.dirname, '..', '..', '..');
const AUTOMATA = 'change-2026-11-29-add-rule-driven-automata.html';

describe('reconciliation pages', () => {
  it('writes a page per change, linked from the index, with each requirement, its state, outcomes and code', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'miau-docs-reconcile-')), 'site');
    const summary = await buildSite({ out, engineModule: REFERENCE_ENGINE, tags: '@automata/steps' });
    const changePages = summary.pages.filter((p) => p.startsWith('change-'));
    expect(changePages).toContain(AUTOMATA);
    // One page per change folder, archived or active.
    const folders = ['openspec/changes/archive', 'openspec/changes'].flatMap((dir) =>
      readdirSync(join(ROOT_DIR, dir), { withFileTypes: true }).filter(
        (e) => e.isDirectory() && e.name !== 'archive',
      ),
    );
    expect(changePages).toHaveLength(folders.length);
    const index = readFileSync(join(out, 'index.html'), 'utf8');
    expect(index).toContain(
      `<li><a href="${AUTOMATA}">add-rule-driven-automata</a> (archived): <span class="verdict open">add-rule-driven-automata: not reconciled`,
    );
    const page = readFileSync(join(out, AUTOMATA), 'utf8');
    expect(page).toContain('<h1>Change add-rule-driven-automata</h1>');
    // Only the steps' scenarios ran: that requirement is reconciled, the others' scenarios did not run.
    expect(page).toMatch(
      /<tr class="requirement reconciled"><td>ADDED<\/td><td><a href="automata\.html#automata-steps">automata\/steps<\/a><br>Pattern steps<\/td><td class="state">reconciled<\/td><td>\d+: \d+ passed<ul><li>passed · A diagonal move is rejected/,
    );
    expect(page).toContain('<li><code>reference/game.ts:16</code> levelModel</li>');
    expect(page).toMatch(
      /<tr class="requirement code-behind"><td>ADDED<\/td><td><a href="automata\.html#automata-records">automata\/records<\/a>/,
    );
    expect(page).toContain('<li>implemented by the harness</li>');
  });
});
