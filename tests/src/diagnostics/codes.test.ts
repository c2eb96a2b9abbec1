// The diagnostic-code registry (schemas/diagnostic-codes.json) is the one source of the codes:
// it fits its schema, every code the sources report is registered, and the table of
// requirement packs/diagnostic-codes equals it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIAGNOSTIC_CODES } from '../../../src/diagnostics/diagnostics.js';
import { schemaValidator } from '../../../src/schema/registry.js';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

/** The rows of the markdown table under a requirement id in a spec. */
function specTable(spec: string, id: string): string[][] {
  const text = read(spec);
  const section = text.slice(text.indexOf(`<!-- id: ${id} -->`));
  const table = section.slice(section.indexOf('\n|') + 1).split('\n\n')[0];
  return table
    .split('\n')
    .slice(2)
    .map((row) =>
      row
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

describe('the diagnostic-code registry', () => {
  it('fits its schema, each code once', () => {
    const validate = schemaValidator('diagnostic-codes');
    expect(validate(JSON.parse(read('schemas/diagnostic-codes.json'))) ? [] : validate.errors).toEqual([]);
    const codes = DIAGNOSTIC_CODES.map((e) => e.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('holds every code the sources report', () => {
    const registered = new Set(DIAGNOSTIC_CODES.map((e) => e.code));
    const sources = readdirSync(join(ROOT, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts'))
      .map((f) => read(`src/${f}`));
    const used = new Set(
      sources.flatMap((s) => [...s.matchAll(/(?:errorAt|warningAt|fail)\(\s*'([a-z-]+)'/g)].map((m) => m[1])),
    );
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((c) => !registered.has(c))).toEqual([]);
  });

  it('is the table of packs/diagnostic-codes, row for row (print it with node scripts/diagnostic-table.mjs)', () => {
    const rows = DIAGNOSTIC_CODES.map((e) => [`\`${e.code}\``, e.severity, String(e.precedence), e.meaning]);
    expect(specTable('openspec/specs/packs/spec.md', 'packs/diagnostic-codes')).toEqual(rows);
  });
});
