// The certificate: what one certification run says about one engine build, as data (for
// reports and baselines) and as a table a person reads, with the run record (run-record.ts).
// Its last line is the summary `N passed, N failed, N declined, N unsupported, N errored, N nondeterministic`.
import { printable } from '../../src/data/safe-text.js';
import { counted } from '../../src/diagnostics/places.js';
import { readFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { PROJECT_ROOT } from '../project-root.js';
import { readProjectText } from '../trace/project-text.js';
import { CAPABILITIES } from '../engine/module.js';
import { runRecordEntries } from './run-record.js';
import { countOutcomes } from './outcomes.js';
import type { CertifyResult, Outcome, ScenarioResult, Totals } from './runner.js';
import type { BaselineComparison, Certificate, CertificateRow } from '../../src/types/certificate.js';

// The certificate's shape is schemas/certificate.schema.json; its types are generated.
export type { Certificate, CertificateRow };

/** The scenarios that tell against the engine: failed, declined, errored and nondeterministic ones. */
export function notPassed(certificate: Pick<Certificate, 'scenarios'>): ScenarioResult[] {
  return certificate.scenarios.filter((s) => tellsAgainst(s.outcome));
}

/**
 * Whether an outcome tells against the engine. Unsupported does not: the engine never claimed
 * it. Declined does: the engine claims what the scenario needs but cannot represent its level.
 */
export function tellsAgainst(outcome: Outcome): boolean {
  return (
    outcome === 'failed' || outcome === 'declined' || outcome === 'errored' || outcome === 'nondeterministic'
  );
}

/**
 * The exit of a run that ran (certify's, or merge's of its shards): by its changes from a
 * baseline when it was compared with one, 0 when one is being recorded from it, else by its
 * outcomes. `said` is the sentence to print, when there is one.
 */
export function judgedRun(
  certificate: Certificate,
  baselineFile: string | undefined,
  recording: boolean,
): { exit: 0 | 1; said?: string } {
  if (certificate.baseline) {
    const changes = certificate.baseline.changes.length;
    if (changes === 0) return { exit: 0 };
    return { exit: 1, said: `${counted(changes, 'change', 'changes')} from the baseline ${baselineFile}.` };
  }
  if (recording) return { exit: 0 };
  return { exit: certificate.scenarios.some((s) => tellsAgainst(s.outcome)) ? 1 : 0 };
}

/**
 * Why a run certifies nothing, as the end of a sentence after "no scenario ran", or undefined
 * when some scenario ran. An unsupported scenario does not run: a run of nothing else (an engine
 * certified on a capability it does not claim) must not pass as a certified one.
 */
export function whyNothingRan(
  scenarios: readonly Pick<Certificate['scenarios'][number], 'outcome' | 'capability' | 'tags'>[],
): string | undefined {
  if (scenarios.some((s) => s.outcome !== 'unsupported')) return undefined;
  if (scenarios.length === 0)
    return 'check the selection (--tags, --capability, --requirement, --name) and the features folder.';
  const needed = [...new Set(scenarios.flatMap(capabilitiesOf))].sort();
  const count =
    scenarios.length === 1
      ? 'the one selected scenario needs'
      : `each of the ${scenarios.length} selected scenarios needs`;
  return `${count} a capability the engine does not claim${needed.length > 0 ? ` (${needed.join(', ')})` : ''}, and an unsupported scenario certifies nothing.`;
}

/** Reads the suite's name and version from the project's package.json. Throws if it is unreadable. */
export async function readSuite(root: string): Promise<Certificate['suite']> {
  const pkg = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  return { name: pkg.name, version: pkg.version };
}

/**
 * The suite a run certified against: this project's, or for a `--root` project its own
 * package.json's name and version (a certificate of another project's scenarios named this suite
 * and its version, and merge and matrix could not tell the two apart). A project without a
 * readable name and version is named by its folder, version 0.0.0.
 */
export async function suiteOfRoot(root: string): Promise<Certificate['suite']> {
  if (resolve(root) === resolve(PROJECT_ROOT)) return readSuite(PROJECT_ROOT);
  let pkg: Record<string, unknown> = {};
  try {
    const text = await readProjectText(join(root, 'package.json'));
    const parsed: unknown = text === undefined ? undefined : JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null) pkg = parsed as Record<string, unknown>;
  } catch {
    // A package.json that cannot be read or parsed names nothing: the folder names the project.
  }
  const name = typeof pkg['name'] === 'string' && pkg['name'] !== '' ? pkg['name'] : basename(resolve(root));
  const version =
    typeof pkg['version'] === 'string' && /^\d+\.\d+\.\d+/.test(pkg['version']) ? pkg['version'] : '0.0.0';
  return { name: name === '' ? 'project' : name, version };
}

/** Builds the certificate from a certification run. */
export function buildCertificate(result: CertifyResult, suite: Certificate['suite']): Certificate {
  const claimed = new Set<string>(result.engine.capabilities);
  // Each scenario's capabilities read once, not once a row (a merged certificate may hold 200,000).
  const needs = result.scenarios.map(capabilitiesOf);
  const capabilities = ['core', ...CAPABILITIES].map((key) => ({
    key,
    claimed: key === 'core' || claimed.has(key),
    ...countOutcomes(
      result.scenarios.flatMap((s, i) => {
        if (key === 'core' ? needs[i].length === 0 : needs[i].includes(key)) return [s];
        const diagnosticsOutcome = key === 'diagnostics' ? diagnosticsRowOutcome(s) : undefined;
        return diagnosticsOutcome ? [{ outcome: diagnosticsOutcome }] : [];
      }),
    ),
  }));
  const areas = rowsBy(result.scenarios, areasOf);
  const packs = rowsBy(result.scenarios, packsOf);
  return {
    suite,
    engine: result.engine,
    run: result.run,
    capabilities,
    areas,
    packs,
    scenarios: result.scenarios,
    totals: result.totals,
  };
}

/**
 * One row per key `keysOf` gives the scenarios, in key order, counting the scenarios of that key.
 * A pass over every scenario for each key made a merge of 20,000 areas take 32 s, and one of
 * 200,000 more than 10 minutes.
 */
function rowsBy(
  scenarios: readonly ScenarioResult[],
  keysOf: (scenario: ScenarioResult) => string[],
): CertificateRow[] {
  const byKey = groupByKeys(scenarios, keysOf);
  return [...byKey.keys()].sort().map((key) => ({ key, ...countOutcomes(byKey.get(key)!) }));
}

/** The items under each key `keysOf` gives them, in one pass (an item once under each of its keys). */
export function groupByKeys<T>(items: readonly T[], keysOf: (item: T) => string[]): Map<string, T[]> {
  const byKey = new Map<string, T[]>();
  for (const item of items)
    for (const key of new Set(keysOf(item))) {
      const group = byKey.get(key);
      if (group) group.push(item);
      else byKey.set(key, [item]);
    }
  return byKey;
}

// Proof replays carry `@pack:<id>` (on their Examples), so the certificate can report each pack.
function packsOf(scenario: ScenarioResult): string[] {
  return scenario.tags
    .filter((tag) => tag.startsWith('pack:') && tag.length > 'pack:'.length)
    .map((tag) => tag.slice('pack:'.length));
}

const UNTRACED = '(untraced)';

/**
 * Every capability a scenario needs: each capability tag it carries (and its `capability`, the
 * first of them, for a certificate made by hand), in the protocol's order; none for core
 * behaviour. A scenario tagged `@automata @pairs` needs both and counts in the row of each.
 */
export function capabilitiesOf(scenario: Pick<ScenarioResult, 'tags' | 'capability'>): string[] {
  const named = new Set<string>(scenario.tags);
  if (scenario.capability !== null) named.add(scenario.capability);
  return CAPABILITIES.filter((capability) => named.has(capability));
}

/**
 * How a scenario counts in the `diagnostics` row, which no scenario needs: by its outcome when a
 * step compared the engine's exact codes, as unsupported when the comparison was waived (the
 * engine does not claim `diagnostics`), not at all when no step read a load's codes.
 */
export function diagnosticsRowOutcome(
  scenario: Pick<ScenarioResult, 'diagnostics' | 'outcome'>,
): Outcome | undefined {
  if (scenario.diagnostics === 'compared') return scenario.outcome;
  return scenario.diagnostics === 'waived' ? 'unsupported' : undefined;
}

// A scenario may check requirements of several areas; it counts once in each.
function areasOf(scenario: ScenarioResult): string[] {
  // A requirement id is area/slug; one without a slash (only a hand-made file has one) is its own
  // area. One with no area ("/sink", "", a tag @/sink) counts as untraced: an empty area made a row
  // the certificate's own schema refuses, and merge ended with an internal error.
  const areas = scenario.requirements.map(
    (r) => (r.includes('/') ? r.slice(0, r.indexOf('/')) : r) || UNTRACED,
  );
  return areas.length > 0 ? [...new Set(areas)] : [UNTRACED];
}

/** The certificate as text; the last line is exactly the summary line. */
export function formatCertificate(c: Certificate): string {
  const claims = c.engine.capabilities.length > 0 ? c.engine.capabilities.join(', ') : 'none';
  const lines = [
    'Miau conformance certificate',
    `  suite    ${printable(c.suite.name)} ${printable(c.suite.version)}`,
    // The engine names itself: one line, whatever it holds, so it cannot pass for other lines.
    `  engine   ${printable(c.engine.name)} ${printable(c.engine.version)} (protocol ${c.engine.protocol})`,
    `  claims   ${claims}`,
    // A command line or a path given by the user may hold a line feed: one line each all the same.
    ...runRecordEntries(c.run).map(([name, value]) => `  ${name.padEnd(8)} ${printable(value)}`),
    '',
    ...table(
      'capability',
      c.capabilities.map((row) => ({ ...row, key: row.claimed ? row.key : `${row.key} (not claimed)` })),
    ),
    '',
    ...table('requirements', c.areas),
    ...(c.packs.length > 0 ? ['', ...table('pack proofs', c.packs)] : []),
  ];
  const bad = notPassed(c);
  if (bad.length > 0) {
    lines.push('', 'Not passed:');
    for (const s of bad) {
      lines.push(
        `  ${s.outcome.padEnd(8)} ${printable(s.uri)}:${s.line}  ${printable(s.name)}${s.fault ? `  [${s.fault}]` : ''}`,
      );
      lines.push(...messageLines(s.message ?? ''));
    }
  }
  if (c.baseline) lines.push('', ...baselineLines(c.baseline, c));
  lines.push('', summaryLine(c.totals));
  return lines.join('\n');
}

/** `N passed, N failed, N declined, N unsupported, N errored, N nondeterministic`. */
export function summaryLine(t: Totals): string {
  return `${t.passed} passed, ${t.failed} failed, ${t.declined} declined, ${t.unsupported} unsupported, ${t.errored} errored, ${t.nondeterministic} nondeterministic`;
}

const OUTCOMES: Outcome[] = ['passed', 'failed', 'declined', 'unsupported', 'errored', 'nondeterministic'];

/** The widest a table's first column is padded to; a longer key runs on past it. */
const WIDEST_KEY_COLUMN = 160;

function table(title: string, rows: CertificateRow[]): string[] {
  // Keys past the widest column pad nothing (and a loop, not a spread: a merged certificate may
  // hold 200,000 areas): one 300,000-character area padded every row to its length.
  let widest = title.length;
  for (const row of rows) widest = Math.max(widest, Math.min(row.key.length, WIDEST_KEY_COLUMN));
  const width = widest + 2;
  const column = (o: Outcome) => Math.max(12, o.length + 2);
  const head = title.padEnd(width) + OUTCOMES.map((o) => o.padStart(column(o))).join('');
  const body = rows.map(
    (r) => r.key.padEnd(width) + OUTCOMES.map((o) => String(r[o]).padStart(column(o))).join(''),
  );
  return [head, ...body];
}

// What changed since the baseline: the only thing that fails a run that has one.
function baselineLines(b: BaselineComparison, c: Certificate): string[] {
  const head = `Baseline: ${b.expected} expected non-passes, ${b.matched} as expected, ${b.changes.length} ${b.changes.length === 1 ? 'change' : 'changes'}`;
  const recorded = b.recordedFor;
  return [
    head,
    ...(recorded?.engine !== undefined
      ? [
          `  recorded for the engine ${printable(recorded.engine)}, not ${printable(c.engine.name)}: its expectations may not fit this build`,
        ]
      : []),
    ...(recorded?.suite !== undefined
      ? [
          `  recorded with suite ${printable(recorded.suite)}, this run's is ${c.suite.version}: scenarios renamed or added since show as missing or new`,
        ]
      : []),
    // Every text of a change may come from outside (a baseline, a shard, a step's error): each
    // stays on its line, and a message's lines stay indented under it, as under "Not passed".
    ...b.changes.flatMap((change) => [
      `  ${change.kind.padEnd(8)} ${printable(change.uri)}  ${printable(change.name)}`,
      ...messageLines(change.message),
    ]),
  ];
}

/**
 * A message under its scenario: a board diff keeps its shape over several lines, each indented,
 * so no line of it starts where the certificate's own lines do (the summary line, say).
 */
function messageLines(message: string): string[] {
  return message
    .split(/\r\n|[\n\r\u2028\u2029]/)
    .filter((line) => line.trim() !== '')
    .map((line) => `           ${line}`);
}
