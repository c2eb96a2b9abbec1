// The matrix of builds (`miau matrix`): several certificates side by side, like a compatibility
// table. Scenarios are rows, builds are columns, outcomes are cells; requirements and
// capabilities are rolled up the same way; whatever differs between builds comes first.
import { printable } from '../../src/data/safe-text.js';
import { basename } from 'node:path';
import type { Certificate, Outcome } from '../../src/types/certificate.js';
import { capabilitiesOf, diagnosticsRowOutcome, groupByKeys } from '../runner/certificate.js';
import { runOrder } from '../runner/shard.js';
import { comparabilityNotes } from './matrix-notes.js';
import type { Matrix, MatrixScenario, RollupCell, RollupRow } from '../../src/types/matrix.js';

/**
 * What the matrix reads of a certificate: the engine, the suite, how the run was made (its shard,
 * whether its scenarios ran twice, its filters, time limits and checking), and of each
 * scenario its place, name, requirements, capability and outcome. A certificate's messages,
 * transcripts and output are left behind as each file is read (`forMatrix`): a certificate of
 * 610,000 scenarios took 1.5 GB beside another when every one was held whole.
 */
export interface MatrixCertificate {
  engine: Pick<Certificate['engine'], 'name' | 'version' | 'capabilities'>;
  suite: Pick<Certificate['suite'], 'version'> & Partial<Pick<Certificate['suite'], 'name'>>;
  run: Pick<Certificate['run'], 'shard'> &
    Partial<Pick<Certificate['run'], 'doubleRun' | 'filters' | 'limits' | 'checking'>>;
  scenarios: Pick<
    Certificate['scenarios'][number],
    'uri' | 'line' | 'name' | 'tags' | 'requirements' | 'capability' | 'outcome' | 'diagnostics'
  >[];
}

/** One certificate of the matrix and the file it came from. */
export interface MatrixInput {
  file: string;
  certificate: MatrixCertificate;
}

/** The part of a certificate the matrix reads, in objects of its own (the rest can be collected). */
export function forMatrix(certificate: Certificate): MatrixCertificate {
  const { engine, suite, run } = certificate;
  return {
    engine: { name: engine.name, version: engine.version, capabilities: engine.capabilities },
    suite: { name: suite.name, version: suite.version },
    run: {
      ...(run.shard ? { shard: run.shard } : {}),
      doubleRun: run.doubleRun,
      filters: run.filters,
      limits: run.limits,
      checking: run.checking,
    },
    scenarios: certificate.scenarios.map((s) => ({
      uri: s.uri,
      line: s.line,
      name: s.name,
      requirements: s.requirements,
      capability: s.capability,
      // Of its tags, only those the matrix reads: the capabilities it needs.
      tags: capabilitiesOf(s),
      outcome: s.outcome,
      ...(s.diagnostics ? { diagnostics: s.diagnostics } : {}),
    })),
  };
}

// The matrix's shape is schemas/matrix.schema.json, the source of these types (`npm run types`).
export type { Matrix, MatrixBuild, MatrixScenario, RollupCell, RollupRow } from '../../src/types/matrix.js';

const ORDER: Outcome[] = ['passed', 'failed', 'declined', 'unsupported', 'errored', 'nondeterministic'];

/** Builds the matrix of the given certificates, differences first in every table. */
export function buildMatrix(inputs: readonly MatrixInput[]): Matrix {
  const builds = inputs.map(({ file, certificate }) => ({
    label: `${printable(certificate.engine.name)} ${printable(certificate.engine.version)}`,
    file,
    claims: certificate.engine.capabilities.map(String),
  }));
  // Builds of one name and version are told apart by their file's name, else its path as given,
  // else their place in the command line (one file given twice): each gets the first form of
  // its label that no other build's same form repeats.
  const forms = [
    (label: string) => label,
    (label: string, file: string) => `${label} (${printable(basename(file))})`,
    (label: string, file: string) => `${label} (${printable(file)})`,
    (label: string, file: string, column: number) => `${label} (${printable(file)}) #${column + 1}`,
  ];
  const labelled = forms.map((form) => builds.map((b, column) => form(b.label, b.file, column)));
  builds.forEach((build, column) => {
    const unique = labelled.find((all) => all.filter((label) => label === all[column]).length === 1);
    build.label = (unique ?? labelled[labelled.length - 1])[column];
  });
  const rows = new Map<string, MatrixScenario>();
  inputs.forEach(({ certificate }, column) => {
    for (const s of certificate.scenarios) {
      const key = `${s.uri}:${s.line}\n${s.name}`;
      let row = rows.get(key);
      if (!row) {
        row = {
          uri: s.uri,
          line: s.line,
          name: s.name,
          requirements: s.requirements,
          capability: s.capability,
          capabilities: capabilitiesOf(s),
          outcomes: inputs.map(() => null),
          diagnostics: inputs.map(() => null),
          differs: false,
        };
        rows.set(key, row);
      }
      row.outcomes[column] = s.outcome;
      row.diagnostics[column] = diagnosticsRowOutcome(s) ?? null;
    }
  });
  const scenarios = [...rows.values()].sort(runOrder);
  for (const row of scenarios) row.differs = new Set(row.outcomes).size > 1;

  const rollup = (
    keyOf: (s: MatrixScenario) => string[],
    claimedIn?: (column: number, key: string) => boolean,
    outcomeIn: (s: MatrixScenario, column: number, key: string) => Outcome | null = (s, column) =>
      s.outcomes[column] ?? null,
  ): RollupRow[] => {
    // Grouped in one pass: a certificate may hold a hundred thousand scenarios, each of its own key.
    const groups = groupByKeys(scenarios, keyOf);
    const table = [...groups.keys()].sort().map((key) => {
      const members = groups.get(key)!;
      const cells = builds.map((_, column) =>
        cellOf(
          members.map((s) => outcomeIn(s, column, key)),
          claimedIn?.(column, key),
        ),
      );
      return { key, cells, differs: new Set(cells.map((c) => JSON.stringify(c))).size > 1 };
    });
    return differencesFirst(table);
  };
  const requirements = rollup((s) => (s.requirements.length > 0 ? s.requirements : ['(untraced)']));
  // As in a certificate's rows: a scenario that read a load's codes in some build also counts
  // in `diagnostics`, which it does not need, by how it counts there in each build.
  const capabilities = rollup(
    (s) => [
      ...(s.capabilities.length > 0 ? s.capabilities : ['core']),
      ...(s.diagnostics.some((o) => o !== null) ? ['diagnostics'] : []),
    ],
    (column, key) => key === 'core' || builds[column].claims.includes(key),
    (s, column, key) =>
      key === 'diagnostics' && !s.capabilities.includes(key)
        ? s.diagnostics[column]
        : (s.outcomes[column] ?? null),
  );
  return {
    builds,
    notes: comparabilityNotes(inputs),
    scenarios: differencesFirst(scenarios),
    requirements,
    capabilities,
  };
}

function cellOf(outcomes: (Outcome | null)[], claimed: boolean | undefined): RollupCell {
  const ran = outcomes.filter((o): o is Outcome => o !== null);
  const others: Partial<Record<Outcome, number>> = {};
  for (const o of ORDER.slice(1)) {
    const n = ran.filter((r) => r === o).length;
    if (n > 0) others[o] = n;
  }
  return {
    passed: ran.filter((o) => o === 'passed').length,
    total: ran.length,
    others,
    ...(claimed === undefined ? {} : { claimed }),
  };
}

// A stable sort: the rows that differ, then the rest, each in their given order.
function differencesFirst<T extends { differs: boolean }>(rows: T[]): T[] {
  return [...rows.filter((r) => r.differs), ...rows.filter((r) => !r.differs)];
}

/** A roll-up cell as text: `12/14`, then what the rest were (`2 unsupported`), and `not claimed`. */
export function describeCell(cell: RollupCell): string {
  const rest = ORDER.filter((o) => cell.others[o]).map((o) => `${cell.others[o]} ${o}`);
  const claim = cell.claimed === false ? ['not claimed'] : [];
  return [`${cell.passed}/${cell.total}`, ...rest, ...claim].join(', ');
}

/** The matrix as text: the builds, the scenarios that differ (the rest counted), and both roll-ups. */
export function formatMatrix(matrix: Matrix): string {
  const differing = matrix.scenarios.filter((s) => s.differs);
  const lines = [
    `Miau build matrix: ${matrix.builds.length} builds, ${matrix.scenarios.length} scenarios, ${differing.length} differ`,
    ...matrix.builds.map(
      (b) =>
        `  ${b.label}  claims ${b.claims.length > 0 ? b.claims.join(', ') : 'none'}  (${printable(b.file)})`,
    ),
    '',
    ...table(
      `Scenarios that differ (${differing.length})`,
      matrix.builds.map((b) => b.label),
      // A name or a file read from a certificate is one line of the table whatever it holds.
      differing.map((s) => ({
        key: `${printable(s.uri)}:${s.line}  ${printable(s.name)}`,
        cells: s.outcomes.map((o) => o ?? 'not run'),
      })),
    ),
    `${matrix.scenarios.length - differing.length} scenarios come out the same in every build (every row is in --json and --html).`,
    '',
    ...rollupTable('Requirements', matrix),
    '',
    ...rollupTable('Capabilities', matrix),
  ];
  return lines.join('\n');
}

function rollupTable(title: 'Requirements' | 'Capabilities', matrix: Matrix): string[] {
  const rows = title === 'Requirements' ? matrix.requirements : matrix.capabilities;
  const differ = rows.filter((r) => r.differs).length;
  return table(
    `${title} (${differ} of ${rows.length} differ)`,
    matrix.builds.map((b) => b.label),
    rows.map((r) => ({
      key: `${r.differs ? '≠ ' : '  '}${printable(r.key)}`,
      cells: r.cells.map(describeCell),
    })),
  );
}

function table(title: string, headings: string[], rows: { key: string; cells: string[] }[]): string[] {
  // Keys past the widest column pad nothing: one very long scenario name padded every other row
  // to its length, and a 1.3 MB certificate made a text longer than a string may be.
  const first =
    Math.min(
      longest(
        title,
        rows.map((r) => r.key),
      ),
      WIDEST_KEY_COLUMN,
    ) + 2;
  const widths = headings.map(
    (h, i) =>
      longest(
        h,
        rows.map((r) => r.cells[i]),
      ) + 2,
  );
  const line = (key: string, cells: string[]) =>
    (key.padEnd(first) + cells.map((c, i) => c.padEnd(widths[i])).join('')).trimEnd();
  return [line(title, headings), ...rows.map((r) => line(r.key, r.cells))];
}

/** The widest a table's first column is padded to; a longer key runs on past it. */
const WIDEST_KEY_COLUMN = 160;

// A loop, not Math.max(...): a spread of a very long list overflows the call stack.
function longest(first: string, texts: readonly string[]): number {
  let most = first.length;
  for (const text of texts) if (text.length > most) most = text.length;
  return most;
}

/**
 * The sentence refusing a certificate that lists one scenario twice (the same file, line and
 * name), which no run of certify writes; undefined when none does. One of the two outcomes
 * would hide the other in the matrix.
 */
export function repeatedScenario(inputs: readonly MatrixInput[]): string | undefined {
  for (const { file, certificate } of inputs) {
    const seen = new Map<string, number>();
    for (const [index, s] of certificate.scenarios.entries()) {
      const key = `${s.uri}:${s.line}\n${s.name}`;
      const earlier = seen.get(key);
      if (earlier !== undefined)
        return `${file} is not a certificate of one run: /scenarios/${index} repeats /scenarios/${earlier} (${printable(s.uri)}:${s.line} "${printable(s.name)}").`;
      seen.set(key, index);
    }
  }
  return undefined;
}
