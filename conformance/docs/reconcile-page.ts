// The site's reconciliation pages: one per OpenSpec change (active and archived), each delta
// requirement with its state, its scenarios' outcomes on the engine, and the code citing it —
// what `miau reconcile` prints, from the site's own run of the suite.
import type { ReconciledChange, ReconciledRequirement, Reconciliation } from '../../src/types/reconcile.js';
import { outcomeCounts } from '../reconcile/format.js';
import { STATE_TEXT } from '../reconcile/reconcile.js';
import { escapeHtml } from './markdown.js';
import { hrefTo } from './pages.js';

/** Where a change's page lives in the site: by its folder name, so an archived and an active change never share one. */
export const changeFile = (change: Pick<ReconciledChange, 'folder'>): string =>
  `change-${change.folder.split('/').pop()}.html`;

/** The index's list of changes, each with its verdict. */
export function changesIndexHtml(report: Reconciliation): string {
  const items = report.changes.map(
    (c) =>
      `<li><a href="${hrefTo(changeFile(c))}">${escapeHtml(c.name)}</a>${c.archived ? ' (archived)' : ''}: <span class="verdict ${c.reconciled ? 'reconciled' : 'open'}">${escapeHtml(c.verdict)}</span></li>`,
  );
  return `\n<h2>Changes</h2>\n<p>Each OpenSpec change reconciled with the scenarios, their outcomes on this engine and the code citing each requirement (<code>miau reconcile</code>).</p>\n<ul class="changes">${items.join('')}</ul>`;
}

/**
 * One change's page; `shownAt` gives, for each requirement id the site shows, the href of where
 * it is shown (its section of a capability page, or a page of its own when the capability is split).
 */
export function changeBody(change: ReconciledChange, shownAt: ReadonlyMap<string, string>): string {
  const rows = change.requirements.map((r) => requirementRow(r, shownAt));
  return `<h1>Change ${escapeHtml(change.name)}</h1>
<p class="where">${escapeHtml(change.folder)}${change.archived ? " · archived: read against today's specs, scenarios and code" : ''}${change.workInProgress ? ' · work in progress' : ''}</p>
<p class="verdict ${change.reconciled ? 'reconciled' : 'open'}">${escapeHtml(change.verdict)}</p>
<table class="reconcile"><tr><th>delta</th><th>requirement</th><th>state</th><th>scenarios</th><th>code</th></tr>
${rows.join('\n')}</table>`;
}

function requirementRow(r: ReconciledRequirement, shownAt: ReadonlyMap<string, string>): string {
  const href = r.id === null ? undefined : shownAt.get(r.id);
  const id =
    r.id === null
      ? '(no id)'
      : href !== undefined
        ? `<a href="${href}">${escapeHtml(r.id)}</a>`
        : escapeHtml(r.id);
  const renamed = r.from !== undefined ? ` <span class="id">renamed from ${escapeHtml(r.from)}</span>` : '';
  const runs = Object.keys(r.verdicts).length > 0 ? `: ${escapeHtml(outcomeCounts(r.verdicts))}` : '';
  const scenarios = r.scenarios
    .map(
      (s) =>
        `<li>${escapeHtml(s.outcomes.length > 0 ? [...new Set(s.outcomes)].join(', ') : 'not run')} · ${escapeHtml(s.name)} <span class="id">${escapeHtml(`${s.file}:${s.line}`)}</span></li>`,
    )
    .join('');
  const code = [
    ...r.citations.map(
      (c) => `<li><code>${escapeHtml(`${c.file}:${c.line}`)}</code> ${escapeHtml(c.covers)}</li>`,
    ),
    ...(r.implementedBy !== null ? [`<li>implemented by the ${escapeHtml(r.implementedBy)}</li>`] : []),
  ].join('');
  return `<tr class="requirement ${r.state}"><td>${r.delta}</td><td>${id}<br>${escapeHtml(r.title)}${renamed}</td><td class="state">${STATE_TEXT[r.state]}</td><td>${r.scenarios.length}${runs}<ul>${scenarios}</ul></td><td><ul>${code}</ul></td></tr>`;
}
