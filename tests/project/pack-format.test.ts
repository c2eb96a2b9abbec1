// docs/pack-format.md is written from schemas/pack.schema.json (scripts/pack-format.ts): the page a
// designer reads is the format the loader checks, field for field.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PACK_FORMAT_PAGE, packFormatPage } from '../../scripts/pack-format.js';
import { schemaOf } from '../../src/schema/registry.js';

describe('docs/pack-format.md', () => {
  it('is what the pack schema writes (run npx tsx scripts/pack-format.ts after changing the schema)', () => {
    expect(readFileSync(PACK_FORMAT_PAGE, 'utf8')).toBe(packFormatPage());
  });

  it('gives every field of every object a meaning', () => {
    const rows = packFormatPage()
      .split('\n')
      .filter((line) => /^\| `/.test(line));
    expect(rows.length).toBeGreaterThan(50);
    for (const row of rows) expect(row, row).not.toMatch(/\|\s*\|$/);
  });

  it('names every object of the schema', () => {
    const page = packFormatPage();
    for (const definition of Object.values(schemaOf('pack').$defs) as { properties?: object }[])
      if (definition.properties)
        for (const field of Object.keys(definition.properties)) expect(page).toContain(`| \`${field}\` |`);
  });
});
