#!/usr/bin/env node
// Prints the table of requirement packs/diagnostic-codes (openspec/specs/packs/spec.md) from the
// registry schemas/diagnostic-codes.json, the one source of the codes. Paste it into the spec
// (or the change's delta) after adding a code; tests/src/diagnostics/codes.test.ts checks
// that the two are equal.
import { readFileSync } from 'node:fs';

const { codes } = JSON.parse(
  readFileSync(new URL('../schemas/diagnostic-codes.json', import.meta.url), 'utf8'),
);
console.log(diagnosticTable(codes));

/** The registry as a markdown table: code, severity, precedence, meaning. */
export function diagnosticTable(entries) {
  return [
    '| code | severity | precedence | meaning |',
    '| --- | --- | --- | --- |',
    ...entries.map(
      (e) => `| \`${e.code}\` | ${e.severity} | ${e.precedence} | ${e.meaning.replace(/\|/g, '\\|')} |`,
    ),
  ].join('\n');
}
