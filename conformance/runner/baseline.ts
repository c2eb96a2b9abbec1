// Baselines: the scenarios a build is known not to pass, with the outcome expected and why
// (schemas/baseline.schema.json). With a baseline, a run fails only on a change: a new
// non-pass, another outcome than expected, or an expected non-pass that now passes (stale, so
// the baseline shrinks as the build improves).
import type { ErrorObject } from 'ajv/dist/2020.js';
import type { Diagnostic } from '../../src/types/adapter.js';
import type { Baseline, ExpectedOutcome } from '../../src/types/baseline.js';
import type {
  BaselineChange,
  BaselineComparison,
  Certificate,
  ScenarioResult,
} from '../../src/types/certificate.js';
import { schemaValidator } from '../../src/schema/registry.js';
import { jsonSyntaxReason, readFileAtMost } from './bounded-file.js';
import { MAX_CERTIFICATE_BYTES } from './bounds.js';
import { headOf, printable } from '../../src/data/safe-text.js';
import { childPointer } from '../../src/data/json-pointer.js';
import { quote } from '../../src/diagnostics/places.js';

export type { Baseline, ExpectedOutcome };

/**
 * Reads and checks a baseline file, of at most MAX_CERTIFICATE_BYTES (a baseline lists some of a
 * certificate's scenarios); every problem is a diagnostic, never an exception.
 */
export async function readBaseline(
  file: string,
): Promise<{ ok: true; baseline: Baseline } | { ok: false; errors: Diagnostic[] }> {
  const read = await readFileAtMost(file, MAX_CERTIFICATE_BYTES, `The baseline file ${file}`, 'a baseline');
  if (!read.ok) {
    if (read.why === 'too-large') return fail('file-too-large', '', read.problem);
    if (read.why === 'not-a-file') return fail('special-file', '', read.problem);
    if (read.why === 'missing') return fail('file-not-found', '', `There is no baseline file at ${file}.`);
    return fail('file-unreadable', '', read.problem);
  }
  let data: unknown;
  try {
    data = JSON.parse(read.text);
  } catch (error) {
    return fail('bad-json', '', `The baseline file is not JSON: ${jsonSyntaxReason(error)}.`);
  }
  const validate = schemaValidator('baseline');
  if (!validate(data)) return { ok: false, errors: (validate.errors ?? []).map(shapeDiagnostic) };
  const repeated = repeatedEntries(data as Baseline);
  if (repeated.length > 0) return { ok: false, errors: repeated };
  return { ok: true, baseline: data as Baseline };
}

/** Why a baseline cannot be used, as the lines `command` prints before it exits 2 (certify and merge alike). */
export function baselineProblemLines(command: string, file: string, errors: readonly Diagnostic[]): string[] {
  return [
    `${command}: the baseline ${file} cannot be used:`,
    // A path names keys of the file, which may hold a line feed: each diagnostic stays one line.
    ...errors.map(
      (d) => `${d.severity}  ${d.code}  ${printable(d.path || '(root)')}  ${printable(d.message)}`,
    ),
  ];
}

/** A certificate's run compared with a baseline, naming the run's suite version and engine. */
export function compareCertificate(certificate: Certificate, baseline: Baseline, complete: boolean) {
  return compareWithBaseline(certificate.scenarios, baseline, complete, {
    suite: certificate.suite.version,
    engineName: certificate.engine.name,
  });
}

// Two entries of one file, name and line stand for one scenario: the second (the same outcome, or
// another) would be left over and, in a filtered run, dropped without a word.
function repeatedEntries(baseline: Baseline): Diagnostic[] {
  const first = new Map<string, number>();
  const errors: Diagnostic[] = [];
  baseline.expected.forEach((entry, index) => {
    if (entry.line === undefined) return; // an outline's rows may share a file and a name
    const key = JSON.stringify([entry.uri, entry.name, entry.line]);
    const earlier = first.get(key);
    if (earlier === undefined) first.set(key, index);
    else
      errors.push({
        severity: 'error',
        code: 'duplicate-item',
        path: `/expected/${index}`,
        message: `The baseline's /expected/${index} repeats /expected/${earlier}: both are ${printable(entry.uri)}:${entry.line} "${printable(entry.name)}"; keep one entry for a scenario.`,
      });
  });
  return errors;
}

function fail(code: string, path: string, message: string): { ok: false; errors: Diagnostic[] } {
  return { ok: false, errors: [{ severity: 'error', code, path, message }] };
}

// The value or values a refused field may hold: a `const` ("must be equal to constant") named none.
function allowedOf(params: Record<string, unknown>): string {
  if (Array.isArray(params.allowedValues)) return ` (${params.allowedValues.join(', ')})`;
  return 'allowedValue' in params ? ` (${JSON.stringify(params.allowedValue)})` : '';
}

function shapeDiagnostic(error: ErrorObject): Diagnostic {
  const params = error.params as Record<string, unknown>;
  const at = error.instancePath;
  const place = at === '' ? 'The baseline' : `The baseline's ${at}`;
  switch (error.keyword) {
    case 'required':
      return {
        severity: 'error',
        code: 'missing-field',
        path: childPointer(at, String(params.missingProperty)),
        message: `${place} has no ${quote(String(params.missingProperty))}.`,
      };
    case 'additionalProperties':
      return {
        severity: 'error',
        code: 'unknown-field',
        path: childPointer(at, String(params.additionalProperty)),
        message: `${place} has a field ${quote(String(params.additionalProperty))} the baseline format does not know.`,
      };
    case 'type':
      return {
        severity: 'error',
        code: 'wrong-type',
        path: at,
        message: `${place} must be ${String(params.type)}.`,
      };
    case 'minLength':
    case 'maxLength':
    case 'minimum':
      return {
        severity: 'error',
        code: 'out-of-range',
        path: at,
        message: `${place} ${error.message ?? 'is out of range'}.`,
      };
    default:
      return {
        severity: 'error',
        code: 'bad-format',
        path: at,
        message: `${place} ${error.message ?? 'is not valid'}${allowedOf(params)}.`,
      };
  }
}

/**
 * Compares a run with a baseline. Scenarios are matched by feature file and name (lines move
 * as features are edited). `complete` says the run selected every scenario, so a baseline
 * entry the run does not hold names a scenario that is gone; a filtered run ignores them.
 */
export function compareWithBaseline(
  scenarios: readonly ScenarioResult[],
  baseline: Baseline,
  complete: boolean,
  run?: RunIdentity,
): BaselineComparison {
  const { expected, changed, unpaired } = judgeScenarios(scenarios, baseline);
  const changes: BaselineChange[] = [...changed.values()];
  const matched = expected.size;
  // Only a run that selected every scenario can tell what is left over: a filter or a shard may
  // run some rows of an outline and not others (an Examples block has tags of its own, and rows
  // are shared out apart), so two entries without a line may stand for rows run elsewhere. Left
  // over for a scenario the run played, an entry is a second one for it; else its scenario is gone.
  const played = new Set(scenarios.map((s) => JSON.stringify([s.uri, s.name])));
  for (const entry of complete ? unpaired : []) {
    const second = played.has(JSON.stringify([entry.uri, entry.name]));
    changes.push({
      kind: 'missing',
      uri: entry.uri,
      name: entry.name,
      expected: entry.outcome,
      actual: null,
      message: second
        ? 'a second entry for a scenario another entry already stands for; remove one of them from the baseline'
        : 'the suite has no such scenario any more; remove it from the baseline',
    });
  }
  const recordedFor = run ? recordedForAnother(baseline, run) : undefined;
  return { expected: baseline.expected.length, matched, changes, ...(recordedFor ? { recordedFor } : {}) };
}

/**
 * How each scenario of a run stands against a baseline: the non-passes it expects, each with its
 * entry, and the scenarios that are a change from it (in run order); and the entries that name no
 * scenario of the run.
 */
export function judgeScenarios(
  scenarios: readonly ScenarioResult[],
  baseline: Baseline,
): {
  expected: Map<ScenarioResult, ExpectedOutcome>;
  changed: Map<ScenarioResult, BaselineChange>;
  unpaired: ExpectedOutcome[];
} {
  const { entryOf, unpaired } = pairWithEntries(scenarios, baseline.expected);
  const expected = new Map<ScenarioResult, ExpectedOutcome>();
  const changed = new Map<ScenarioResult, BaselineChange>();
  for (const s of scenarios) {
    const entry = entryOf.get(s);
    const change = changeOf(s, entry);
    if (change) changed.set(s, change);
    else if (entry) expected.set(s, entry);
  }
  return { expected, changed, unpaired };
}

// Scenario s as a change from `entry`, its baseline entry (undefined: not listed); undefined
// when it is no change: a listed one as expected, or a pass the baseline does not list.
function changeOf(s: ScenarioResult, entry: ExpectedOutcome | undefined): BaselineChange | undefined {
  const change = { uri: s.uri, name: s.name, actual: s.outcome };
  if (entry && unplayed(s))
    return {
      ...change,
      kind: 'changed',
      expected: entry.outcome,
      message: `${s.outcome}, not played to its end (${s.fault}): a baseline excuses no scenario the run budget cut short; ${s.message ?? 'no message'}`,
    };
  if (entry && s.outcome === 'errored' && entry.fault !== undefined && s.fault !== entry.fault)
    return {
      ...change,
      kind: 'changed',
      expected: entry.outcome,
      message: `errored with the fault ${s.fault ?? 'none'}, though the baseline expects ${entry.fault}: ${s.message ?? 'no message'}`,
    };
  if (!entry)
    return s.outcome === 'passed'
      ? undefined
      : {
          ...change,
          kind: 'new',
          expected: 'passed',
          message: `${s.outcome}, and the baseline does not list it: ${s.message ?? 'no message'}`,
        };
  if (s.outcome === entry.outcome) return undefined;
  if (s.outcome === 'passed')
    return {
      ...change,
      kind: 'stale',
      expected: entry.outcome,
      message: `passes now, though the baseline expects ${entry.outcome}; remove it from the baseline`,
    };
  return {
    ...change,
    kind: 'changed',
    expected: entry.outcome,
    message: `${s.outcome}, though the baseline expects ${entry.outcome}: ${s.message ?? 'no message'}`,
  };
}

/** The suite version and the engine's name of a run, set beside what a baseline says it was recorded for. */
export interface RunIdentity {
  suite: string;
  engineName: string;
}

/**
 * What the baseline names that this run is not: another suite version, or another engine. Another
 * version of this engine is not worth a word: a baseline follows a build from release to release.
 * Both fields are optional and free text (a baseline written by hand may leave them out).
 */
function recordedForAnother(baseline: Baseline, run: RunIdentity): BaselineComparison['recordedFor'] {
  const suite = baseline.suite !== undefined && baseline.suite !== run.suite ? baseline.suite : undefined;
  // Written as "<name> <version>": the engine's own name, then one version word. A prefix alone
  // took "clean-room fork by someone else 3.0" for clean-room.
  const recordedVersion = baseline.engine?.startsWith(`${run.engineName} `)
    ? baseline.engine.slice(run.engineName.length + 1)
    : undefined;
  const sameEngine =
    baseline.engine === undefined ||
    baseline.engine === run.engineName ||
    (recordedVersion !== undefined && recordedVersion !== '' && !/\s/.test(recordedVersion));
  const engine = sameEngine ? undefined : baseline.engine;
  if (suite === undefined && engine === undefined) return undefined;
  return { ...(suite !== undefined ? { suite } : {}), ...(engine !== undefined ? { engine } : {}) };
}

/**
 * Pairs each scenario with at most one baseline entry of its file and name. A file may hold
 * several scenarios of one name (an outline's rows, or two scenarios named alike): those pair with
 * the entries of that name at their own line first, then the rest in line order, so each entry
 * stands for one scenario and one entry never excuses two. Entries left over name no scenario of
 * this run (a second entry for one scenario among them).
 */
function pairWithEntries(
  scenarios: readonly ScenarioResult[],
  expected: readonly ExpectedOutcome[],
): { entryOf: Map<ScenarioResult, ExpectedOutcome>; unpaired: ExpectedOutcome[] } {
  const entriesByKey = new Map<string, ExpectedOutcome[]>();
  for (const entry of expected) {
    const list = entriesByKey.get(keyOf(entry));
    if (list) list.push(entry);
    else entriesByKey.set(keyOf(entry), [entry]);
  }
  const scenariosByKey = new Map<string, ScenarioResult[]>();
  for (const s of scenarios) {
    const list = scenariosByKey.get(keyOf(s));
    if (list) list.push(s);
    else scenariosByKey.set(keyOf(s), [s]);
  }
  const entryOf = new Map<ScenarioResult, ExpectedOutcome>();
  const paired = new Set<ExpectedOutcome>();
  for (const [key, group] of scenariosByKey) {
    const entries = entriesByKey.get(key) ?? [];
    const byLine = (a: { line?: number }, b: { line?: number }): number =>
      (a.line ?? Infinity) - (b.line ?? Infinity);
    const waiting = [...group].sort(byLine);
    for (const s of waiting) {
      const atLine = entries.find((e) => !paired.has(e) && e.line === s.line);
      if (atLine) {
        entryOf.set(s, atLine);
        paired.add(atLine);
      }
    }
    const rest = entries.filter((e) => !paired.has(e)).sort(byLine);
    for (const s of waiting.filter((w) => !entryOf.has(w))) {
      const next = rest.shift();
      if (!next) break;
      entryOf.set(s, next);
      paired.add(next);
    }
  }
  return { entryOf, unpaired: expected.filter((e) => !paired.has(e)) };
}

// Errored because the run budget ran out, before or during the scenario: a fact of that run, not
// of the build, which no baseline records or excuses.
function unplayed(s: ScenarioResult): boolean {
  return s.outcome === 'errored' && (s.fault === 'not-run' || s.fault === 'run-budget');
}

/**
 * A baseline listing every scenario of a certificate that did not pass, with its message as the
 * reason and an errored one's fault; those the run budget cut short are left out.
 */
export function recordBaseline(certificate: Certificate): Baseline {
  const expected = certificate.scenarios
    .filter((s): s is ScenarioResult & { outcome: ExpectedOutcome['outcome'] } => s.outcome !== 'passed')
    .filter((s) => !unplayed(s))
    .map((s) => ({
      uri: s.uri,
      name: s.name,
      line: Math.max(1, s.line),
      outcome: s.outcome,
      ...(s.outcome === 'errored' && s.fault !== undefined ? { fault: s.fault } : {}),
      reason: reasonOf(s),
    }));
  return {
    format: 1,
    suite: certificate.suite.version,
    engine: `${certificate.engine.name} ${certificate.engine.version}`,
    expected,
  };
}

// The message says why; a reader replaces it with a sentence or adds a link.
function reasonOf(s: ScenarioResult): string {
  const text = (s.message ?? `recorded as ${s.outcome}`).replace(/\s+/g, ' ').trim();
  return text.length > 500 ? `${headOf(text, 499)}…` : text;
}

function keyOf(s: { uri: string; name: string }): string {
  return `${s.uri}\n${s.name}`;
}
