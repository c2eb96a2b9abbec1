// The generated-id scheme (pack.schema.json#/$defs/thingId): every shipped pack, loaded and
// normalized, is valid against the pack schema, generated ids included; and loads to itself.
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPack, readPackFile } from '../../../src/pack/loading.js';
import { schemaValidator } from '../../../src/schema/registry.js';

const packsDir = join(import.meta.dirname, '..', '..', '..', 'packs');
const files = readdirSync(packsDir, { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.(json|cjs)$/.test(f) && !f.endsWith('proofs.json'))
  .sort();
// Examples written to be refused (packs/README.md): they show diagnostics, not play.
const REFUSED = ['examples/needs-newer-miau.json', 'examples/three-mistakes.json'];
const validate = schemaValidator('pack');

describe('every shipped pack, normalized', () => {
  it('finds the shipped packs', () => {
    expect(files.length).toBeGreaterThanOrEqual(4);
    for (const f of files) expect(existsSync(join(packsDir, f))).toBe(true);
  });

  it.each(REFUSED)('%s is refused, as it is written to be', async (file) => {
    const read = await readPackFile(join(packsDir, file));
    expect(read.ok && loadPack(read.data).ok).toBe(false);
  });

  it.each(files.filter((f) => !REFUSED.includes(f)))(
    '%s validates against the pack schema, generated ids included',
    async (file) => {
      const read = await readPackFile(join(packsDir, file));
      expect(read.ok).toBe(true);
      const loaded = loadPack(read.ok ? read.data : undefined);
      expect(loaded.ok ? [] : loaded.errors).toEqual([]);
      if (!loaded.ok) return;
      const ids = loaded.pack.levels.flatMap((l) => l.objects.map((o) => o.id));
      expect(ids.some((id) => /^#[0-9]{4}$/.test(id ?? ''))).toBe(true);
      expect(validate(loaded.pack) ? [] : validate.errors).toEqual([]);
      expect(loadPack(loaded.pack)).toEqual(loaded);
    },
  );
});
