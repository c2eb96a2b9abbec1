// The certificate: what one certification run says about one engine build, as data (for
// reports and baselines) and as a table a person reads. Its last line is the summary
// `N passed, N failed, N unsupported, N errored`.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Hello } from './contract.js';
import { CAPABILITIES } from './engine-module.js';
import { countOutcomes, type CertifyResult, type Outcome, type ScenarioResult, type Totals } from './runner.js';

/** Outcome counts for one row of the certificate. */
export interface CertificateRow extends Totals {
  /** A capability (`core` for scenarios that need none) or a requirement area (`rules`, `packs`, ...). */
  key: string;
}

export interface Certificate {
  suite: { name: string; version: string };
  engine: Hello;
  /** One row for `core` and one per capability in the protocol, in the schema's order. */
  capabilities: (CertificateRow & { claimed: boolean })[];
  /** One row per requirement area (the part of a requirement tag before `/`), sorted by name. */
  areas: CertificateRow[];
  /** One row per pack whose stored proofs were replayed (scenarios tagged `@pack:<id>`), sorted by id. */
  packs: CertificateRow[];
  /** Every scenario, in run order. */
  scenarios: ScenarioResult[];
  totals: Totals;
}

/** The scenarios that tell against the engine: failed and errored ones. */
export function notPassed(certificate: Certificate): ScenarioResult[] {
  return certificate.scenarios.filter((s) => s.outcome === 'failed' || s.outcome === 'errored');
}

/** Reads the suite's name and version from the project's package.json. Throws if it is unreadable. */
export async function readSuite(root: string): Promise<Certificate['suite']> {
  const pkg = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as { name: string; version: string };
  return { name: pkg.name, version: pkg.version };
}

/** Builds the certificate from a certification run. */
export function buildCertificate(result: CertifyResult, suite: Certificate['suite']): Certificate {
  const claimed = new Set<string>(result.engine.capabilities);
  const capabilities = ['core', ...CAPABILITIES].map((key) => ({
    key,
    claimed: key === 'core' || claimed.has(key),
    ...countOutcomes(result.scenarios.filter((s) => (s.capability ?? 'core') === key)),
  }));
  const areaNames = [...new Set(result.scenarios.flatMap(areasOf))].sort();
  const areas = areaNames.map((key) => ({
    key,
    ...countOutcomes(result.scenarios.filter((s) => areasOf(s).includes(key))),
  }));
  const packNames = [...new Set(result.scenarios.flatMap(packsOf))].sort();
  const packs = packNames.map((key) => ({ key, ...countOutcomes(result.scenarios.filter((s) => packsOf(s).includes(key))) }));
  return { suite, engine: result.engine, capabilities, areas, packs, scenarios: result.scenarios, totals: result.totals };
}

// Proof replays carry `@pack:<id>` (on their Examples), so the certificate can report each pack.
function packsOf(scenario: ScenarioResult): string[] {
  return scenario.tags.filter((tag) => tag.startsWith('pack:')).map((tag) => tag.slice('pack:'.length));
}

// A scenario may check requirements of several areas; it counts once in each.
function areasOf(scenario: ScenarioResult): string[] {
  const areas = scenario.requirements.map((r) => r.slice(0, r.indexOf('/')));
  return areas.length > 0 ? [...new Set(areas)] : ['(untraced)'];
}

/** The certificate as text; the last line is exactly `N passed, N failed, N unsupported, N errored`. */
export function formatCertificate(c: Certificate): string {
  const claims = c.engine.capabilities.length > 0 ? c.engine.capabilities.join(', ') : 'none';
  const lines = [
    'Miau conformance certificate',
    `  suite    ${c.suite.name} ${c.suite.version}`,
    `  engine   ${c.engine.name} ${c.engine.version} (protocol ${c.engine.protocol})`,
    `  claims   ${claims}`,
    '',
    ...table('capability', c.capabilities.map((row) => ({ ...row, key: row.claimed ? row.key : `${row.key} (not claimed)` }))),
    '',
    ...table('requirements', c.areas),
    ...(c.packs.length > 0 ? ['', ...table('pack proofs', c.packs)] : []),
  ];
  const bad = notPassed(c);
  if (bad.length > 0) {
    lines.push('', 'Not passed:');
    for (const s of bad) {
      lines.push(`  ${s.outcome.padEnd(8)} ${s.uri}:${s.line}  ${s.name}`);
      // Messages may hold a board diff over several lines: keep its shape, indented.
      for (const line of (s.message ?? '').split('\n').filter((l) => l.trim() !== '')) lines.push(`           ${line}`);
    }
  }
  lines.push('', summaryLine(c.totals));
  return lines.join('\n');
}

/** `N passed, N failed, N unsupported, N errored`. */
export function summaryLine(t: Totals): string {
  return `${t.passed} passed, ${t.failed} failed, ${t.unsupported} unsupported, ${t.errored} errored`;
}

const OUTCOMES: Outcome[] = ['passed', 'failed', 'unsupported', 'errored'];

function table(title: string, rows: CertificateRow[]): string[] {
  const width = Math.max(title.length, ...rows.map((r) => r.key.length)) + 2;
  const head = title.padEnd(width) + OUTCOMES.map((o) => o.padStart(12)).join('');
  const body = rows.map((r) => r.key.padEnd(width) + OUTCOMES.map((o) => String(r[o]).padStart(12)).join(''));
  return [head, ...body];
}
