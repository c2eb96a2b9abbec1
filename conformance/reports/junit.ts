// The certificate as JUnit XML, for CI systems that draw test reports: one <testsuite> per
// feature file, one <testcase> per scenario. Failed and nondeterministic scenarios are
// <failure>s (with the outcome as their type), errored ones <error>s, unsupported ones
// <skipped>: the engine does not claim what they need. Declined ones are <skipped> too (the
// engine did not play the level) with `type="declined"`, and every suite counts them in a
// `declined` property, since JUnit has no such column. Every <testsuite> carries the run record
// as <properties>. Only attributes of the common JUnit schema (Jenkins' junit-10.xsd) are
// written: tools that validate against it refused a `declined` attribute, and `skipped` on
// <testsuites>. A test case is named by its scenario's name, and where several scenarios of one
// file share a name (an outline's rows, unless the outline's title has a <placeholder>), each is
// named with its line too: CI tools key test cases by class and name, and kept only one row.
import type { Certificate } from '../../src/types/certificate.js';
import { runRecordEntries } from '../runner/run-record.js';
import { escapedUnit } from '../../src/data/safe-text.js';

export function formatJUnit(certificate: Certificate): string {
  const byFile = new Map<string, Certificate['scenarios']>();
  for (const s of certificate.scenarios) byFile.set(s.uri, [...(byFile.get(s.uri) ?? []), s]);
  const count = (list: Certificate['scenarios'], ...outcomes: string[]) =>
    list.filter((s) => outcomes.includes(s.outcome)).length;
  const totals = (list: Certificate['scenarios']) =>
    `tests="${list.length}" failures="${count(list, 'failed', 'nondeterministic')}" errors="${count(list, 'errored')}"`;
  const counts = (list: Certificate['scenarios']) =>
    `${totals(list)} skipped="${count(list, 'unsupported', 'declined')}"`;
  const engine = `${certificate.engine.name} ${certificate.engine.version}`;
  const properties = (declined: number) => [
    '    <properties>',
    ...[
      ['declined', String(declined)],
      ['suite', `${certificate.suite.name} ${certificate.suite.version}`],
      ['engine-hello', JSON.stringify(certificate.engine)],
      ...runRecordEntries(certificate.run),
    ].map(([name, value]) => `      <property name="${xml(name)}" value="${xml(value)}"/>`),
    '    </properties>',
  ];
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${xml(`${certificate.suite.name} ${certificate.suite.version} on ${engine}`)}" ${totals(certificate.scenarios)}>`,
  ];
  for (const [uri, scenarios] of byFile) {
    const named = new Map<string, number>();
    for (const s of scenarios) named.set(s.name, (named.get(s.name) ?? 0) + 1);
    const nameOf = (s: Certificate['scenarios'][number]) =>
      named.get(s.name)! > 1 ? `${s.name} (line ${s.line})` : s.name;
    lines.push(
      `  <testsuite name="${xml(uri)}" ${counts(scenarios)}>`,
      ...properties(count(scenarios, 'declined')),
    );
    for (const s of scenarios) {
      const open = `    <testcase classname="${xml(uri)}" name="${xml(nameOf(s))}" file="${xml(uri)}" line="${s.line}"`;
      const message = xml(s.message ?? s.outcome);
      if (s.outcome === 'passed') lines.push(`${open}/>`);
      else if (s.outcome === 'unsupported' || s.outcome === 'declined') {
        lines.push(
          `${open}>`,
          `      <skipped type="${s.outcome}" message="${message}"/>`,
          '    </testcase>',
        );
      } else {
        const element = s.outcome === 'errored' ? 'error' : 'failure';
        lines.push(
          `${open}>`,
          `      <${element} type="${s.fault ?? s.outcome}" message="${message}">${message}</${element}>`,
          '    </testcase>',
        );
      }
    }
    lines.push('  </testsuite>');
  }
  lines.push('</testsuites>');
  return `${lines.join('\n')}\n`;
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
