// The matrix of builds as one HTML page (`miau matrix --html`): the site's stylesheet inlined,
// no script, no network; open it from disk. Differences come first in every table.
import { escapeHtml, foreignHtml } from '../docs/markdown.js';
import { printable } from '../../src/data/safe-text.js';
import { STYLE } from '../docs/style.js';
import { describeCell, type Matrix, type RollupRow } from './matrix.js';

const MATRIX_STYLE = `
table.matrix { border-collapse: collapse; margin: 12px 0 24px; background: var(--card); }
table.matrix th, table.matrix td { border: 1px solid var(--line); padding: 3px 8px; text-align: left; font-size: 13px; }
table.matrix tr.differs th { border-left: 4px solid var(--fail); }
td.passed { color: var(--pass); } td.failed, td.errored, td.nondeterministic, td.declined { color: var(--fail); font-weight: bold; }
td.unsupported, td.not-run { color: var(--skip); }
`;

/** The whole page. */
export function matrixHtml(matrix: Matrix): string {
  const heads = matrix.builds
    .map((b) => `<th title="${escapeHtml(printable(b.file))}">${foreignHtml(b.label)}</th>`)
    .join('');
  const differing = matrix.scenarios.filter((s) => s.differs).length;
  const scenarioRows = matrix.scenarios
    .map((s) => {
      const cells = s.outcomes.map((o) => `<td class="${o ?? 'not-run'}">${o ?? 'not run'}</td>`).join('');
      return `<tr${s.differs ? ' class="differs"' : ''}><th>${foreignHtml(`${s.uri}:${s.line}`)}<br>${foreignHtml(s.name)}</th>${cells}</tr>`;
    })
    .join('\n');
  const rollup = (rows: RollupRow[]) =>
    rows
      .map((r) => {
        const cells = r.cells
          .map(
            (c) =>
              `<td class="${c.passed === c.total && c.claimed !== false ? 'passed' : 'unsupported'}">${escapeHtml(describeCell(c))}</td>`,
          )
          .join('');
        return `<tr${r.differs ? ' class="differs"' : ''}><th>${foreignHtml(r.key)}</th>${cells}</tr>`;
      })
      .join('\n');
  const claims = matrix.builds
    .map(
      (b) =>
        `<li><b>${foreignHtml(b.label)}</b>: claims ${foreignHtml(b.claims.join(', ') || 'none')} <code>${foreignHtml(b.file)}</code></li>`,
    )
    .join('');
  // A note's sentence may quote a file name or a filter: escaped, as every text read from a certificate.
  const notes =
    matrix.notes.length === 0
      ? ''
      : `<p>The certificates were not made alike, so a cell may differ for this and not for its build:</p>
<ul class="notes">${matrix.notes.map((note) => `<li>${escapeHtml(note)}</li>`).join('')}</ul>
`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Miau build matrix</title>
<style>${STYLE}${MATRIX_STYLE}</style></head>
<body><header>Miau build matrix</header><main>
<p>${matrix.builds.length} builds, ${matrix.scenarios.length} scenarios, ${differing} differ. Rows that differ come first, marked on the left.</p>
<ul>${claims}</ul>
${notes}<h2>Capabilities</h2>
<table class="matrix"><tr><th>capability</th>${heads}</tr>
${rollup(matrix.capabilities)}</table>
<h2>Requirements</h2>
<table class="matrix"><tr><th>requirement</th>${heads}</tr>
${rollup(matrix.requirements)}</table>
<h2>Scenarios</h2>
<table class="matrix"><tr><th>scenario</th>${heads}</tr>
${scenarioRows}</table>
</main></body></html>
`;
}
