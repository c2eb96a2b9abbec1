// The certificate as JUnit XML, for CI systems that draw test reports: one <testsuite> per
// feature file, one <testcase> per scenario. Failed and nondeterministic scenarios are
// <failure>s (with the outcome as their type), errored ones <error>s, unsupported ones
// <skipped>: the engine does not claim what they need. Declined ones are <skipped> too (the
// engine did not play the level) with `type="declined"`, and every suite counts them in a
// `declined` property, since JUnit has no such column. Judged by a baseline, the report shows
// the run as the baseline judges it: a non-pass it expects is <skipped type="baselined"> (as
// pytest reports an expected failure), a stale entry's scenario a <failure type="stale">, and
// its missing entries are failures of a suite of their own, so the report fails exactly when
// the run does. Every <testsuite> carries the run record as <properties>. Only attributes of
// the common JUnit schema (Jenkins' junit-10.xsd) are written: tools that validate against it
// refused a `declined` attribute, and `skipped` on <testsuites>. A test case is named by its
// scenario's name, and where several scenarios of one file share a name (an outline's rows,
// unless the outline's title has a <placeholder>), each is named with its line too: CI tools
// key test cases by class and name, and kept only one row.
import type { Certificate } from '../../src/types/certificate.js';
import type { Baseline } from '../../src/types/baseline.js';
import { runRecordEntries } from '../runner/run-record.js';
import { judgeScenarios } from '../runner/baseline.js';
import { escapedUnit } from '../../src/data/safe-text.js';

type Scenario = Certificate['scenarios'][number];

/** What a test case holds besides its name: nothing (a pass), or one element with its type and message. */
interface CaseResult {
  element: 'passed' | 'skipped' | 'failure' | 'error';
  type: string;
  message: string;
}

/** `baseline`: the one the run was judged by (`--baseline`), whose judgement the report shows. */
export function formatJUnit(certificate: Certificate, baseline?: Baseline): string {
  const resultOf = caseResults(certificate.scenarios, baseline);
  const byFile = new Map<string, Scenario[]>();
  for (const s of certificate.scenarios) byFile.set(s.uri, [...(byFile.get(s.uri) ?? []), s]);
  const missing = (baseline ? (certificate.baseline?.changes ?? []) : []).filter((c) => c.kind === 'missing');
  const results = (list: readonly Scenario[]) => list.map((s) => resultOf.get(s)!);
  const count = (list: readonly CaseResult[], element: CaseResult['element'], type?: string) =>
    list.filter((r) => r.element === element && (type === undefined || r.type === type)).length;
  const totals = (list: readonly CaseResult[]) =>
    `tests="${list.length}" failures="${count(list, 'failure')}" errors="${count(list, 'error')}"`;
  const counts = (list: readonly CaseResult[]) => `${totals(list)} skipped="${count(list, 'skipped')}"`;
  const engine = `${certificate.engine.name} ${certificate.engine.version}`;
  const properties = (list: readonly CaseResult[]) => [
    '    <properties>',
    ...[
      ['declined', String(count(list, 'skipped', 'declined'))],
      ...(baseline ? [['baselined', String(count(list, 'skipped', 'baselined'))]] : []),
      ['suite', `${certificate.suite.name} ${certificate.suite.version}`],
      ['engine-hello', JSON.stringify(certificate.engine)],
      ...runRecordEntries(certificate.run),
    ].map(([name, value]) => `      <property name="${xml(name)}" value="${xml(value)}"/>`),
    '    </properties>',
  ];
  const missingResults: CaseResult[] = missing.map((c) => ({
    element: 'failure',
    type: 'missing',
    message: c.message,
  }));
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${xml(`${certificate.suite.name} ${certificate.suite.version} on ${engine}`)}" ${totals([...results(certificate.scenarios), ...missingResults])}>`,
  ];
  for (const [uri, scenarios] of byFile) {
    const named = new Map<string, number>();
    for (const s of scenarios) named.set(s.name, (named.get(s.name) ?? 0) + 1);
    const nameOf = (s: Scenario) => (named.get(s.name)! > 1 ? `${s.name} (line ${s.line})` : s.name);
    lines.push(
      `  <testsuite name="${xml(uri)}" ${counts(results(scenarios))}>`,
      ...properties(results(scenarios)),
    );
    for (const s of scenarios)
      lines.push(
        ...testCase(
          `    <testcase classname="${xml(uri)}" name="${xml(nameOf(s))}" file="${xml(uri)}" line="${s.line}"`,
          resultOf.get(s)!,
        ),
      );
    lines.push('  </testsuite>');
  }
  // A baseline entry for a scenario the suite no longer has fails the run: a case of its own.
  if (missing.length > 0) {
    lines.push(`  <testsuite name="baseline" ${counts(missingResults)}>`, ...properties(missingResults));
    missing.forEach((c, k) =>
      lines.push(
        ...testCase(
          `    <testcase classname="baseline" name="${xml(`${c.uri}: ${c.name}`)}"`,
          missingResults[k],
        ),
      ),
    );
    lines.push('  </testsuite>');
  }
  lines.push('</testsuites>');
  return `${lines.join('\n')}\n`;
}

function testCase(open: string, result: CaseResult): string[] {
  if (result.element === 'passed') return [`${open}/>`];
  const type = xml(result.type);
  const message = xml(result.message);
  const element =
    result.element === 'skipped'
      ? `      <skipped type="${type}" message="${message}"/>`
      : `      <${result.element} type="${type}" message="${message}">${message}</${result.element}>`;
  return [`${open}>`, element, '    </testcase>'];
}

// Each scenario's test case: by its outcome, or as a baseline judges it when there is one.
function caseResults(
  scenarios: readonly Scenario[],
  baseline: Baseline | undefined,
): Map<Scenario, CaseResult> {
  const judged = baseline ? judgeScenarios(scenarios, baseline) : undefined;
  const results = new Map<Scenario, CaseResult>();
  for (const s of scenarios) {
    const message = s.message ?? s.outcome;
    const expected = judged?.expected.get(s);
    const change = judged?.changed.get(s);
    let result: CaseResult;
    if (expected) {
      const why = expected.link ? `${expected.reason} (${expected.link})` : expected.reason;
      result = {
        element: 'skipped',
        type: 'baselined',
        message: `${s.outcome}, as the baseline expects (${why}): ${message}`,
      };
    } else if (change?.kind === 'stale')
      result = { element: 'failure', type: 'stale', message: change.message };
    else if (s.outcome === 'passed') result = { element: 'passed', type: 'passed', message };
    // Skipped, unless a baseline fails the run on it (one it does not list, say).
    else if ((s.outcome === 'unsupported' || s.outcome === 'declined') && !change)
      result = { element: 'skipped', type: s.outcome, message };
    else
      result = {
        element: s.outcome === 'errored' ? 'error' : 'failure',
        type: s.fault ?? s.outcome,
        message: change?.message ?? message,
      };
    results.set(s, result);
  }
  return results;
}

/**
 * The JUnit XML of a certification that made no certificate: the engine could not be started or
 * greeted, or the run could not begin. One errored test case carries why, so a CI test view shows
 * the reason, where a missing or stale report would show nothing or an earlier run's verdict.
 */
export function formatJUnitWithoutRun(suite: Certificate['suite'], fault: string, message: string): string {
  const totals = 'tests="1" failures="0" errors="1"';
  const text = xml(message);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${xml(`${suite.name} ${suite.version}`)}" ${totals}>`,
    `  <testsuite name="certify" ${totals} skipped="0">`,
    `    <testcase classname="certify" name="the engine starts and answers hello">`,
    `      <error type="${xml(fault)}" message="${text}">${text}</error>`,
    '    </testcase>',
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}

// eslint-disable-next-line no-control-regex -- tab, line feed and carriage return are the controls XML allows
const NOT_XML = /[^\x09\x0A\x0D\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

// Attribute and text content alike. A character XML 1.0 cannot hold at all (NUL, most controls,
// a lone surrogate, U+FFFE) is written as the `\uXXXX` the printed certificate shows for it: dropped,
// it left a test case whose name no longer matched the certificate's.
function xml(text: string): string {
  return (
    text
      .replace(NOT_XML, escapedUnit)
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      // As references, so a parser reads them back as they were (in an attribute it would turn a
      // raw line feed, carriage return or tab into a space, and a CR LF pair into one line feed).
      .replace(/\n/g, '&#10;')
      .replace(/\r/g, '&#13;')
      .replace(/\t/g, '&#9;')
  );
}
