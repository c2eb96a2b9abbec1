// spec: packs/catalog: installs are atomic, reads are copies, at most 256 packs.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_CATALOG_PACKS, PackCatalog } from '../../../src/pack/catalog.js';
import { sharePack, SHARE_PREFIX } from '../../../src/pack/share.js';
import { listedChoices, mutatePack } from '../../../features/support/pack-mutations.js';
import { keyOf, packOf } from '../checks/helpers.js';

const named = (id: string, title = 'One') =>
  packOf([{ title }], { manifest: { id, name: 'Demo', version: '1.0.0', engine: 1 } });
const payloadOf = (value: unknown) =>
  SHARE_PREFIX + Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

describe('PackCatalog', () => {
  it('installs packs and payloads, lists ids in order, and replaces a pack with the same id', () => {
    const catalog = new PackCatalog();
    expect(catalog.install(named('beta'))).toEqual({ ok: true, id: 'beta', replaced: false, warnings: [] });
    const shared = sharePack(named('alpha'));
    expect(shared.ok && catalog.install(shared.payload)).toMatchObject({
      ok: true,
      id: 'alpha',
      replaced: false,
    });
    expect(catalog.ids()).toEqual(['alpha', 'beta']);
    expect(catalog.install(named('beta', 'Two'))).toMatchObject({ ok: true, replaced: true });
    expect(catalog.get('beta')?.levels[0]?.title).toBe('Two');
    expect(catalog.get('nowhere')).toBeUndefined();
  });

  it('gives copies: changing what it returns changes nothing installed', () => {
    const catalog = new PackCatalog();
    catalog.install(named('alpha'));
    catalog.get('alpha')!.levels[0].title = 'Changed';
    catalog.toData()[0].manifest.name = 'Changed';
    expect(catalog.get('alpha')).toMatchObject({ manifest: { name: 'Demo' }, levels: [{ title: 'One' }] });
  });

  it('removes packs', () => {
    const catalog = new PackCatalog();
    catalog.install(named('alpha'));
    expect(catalog.remove('alpha')).toBe(true);
    expect(catalog.remove('alpha')).toBe(false);
    expect(catalog.ids()).toEqual([]);
  });

  it('holds at most 256 packs, and still replaces one when full', () => {
    const catalog = new PackCatalog();
    for (let i = 0; i < MAX_CATALOG_PACKS; i++) expect(catalog.install(named(`p${i}`)).ok).toBe(true);
    const refused = catalog.install(named('one-more'));
    expect(refused.ok ? [] : refused.errors.map(keyOf)).toEqual(['too-many at ']);
    expect(catalog.install(named('p7', 'Again')).ok).toBe(true);
    expect(catalog.ids()).toHaveLength(MAX_CATALOG_PACKS);
  });

  it('uses the features its loader is given', () => {
    const catalog = new PackCatalog({ features: ['automata'] });
    const result = catalog.install(
      packOf([{ pairs: [{ words: ['OPEN', 'SHUT'], effect: 'destroy-both' }] }]),
    );
    expect(result.ok ? [] : result.errors.map(keyOf)).toEqual(['needs-newer-miau at /levels/0/pairs']);
  });

  it('stays exactly as it was after any failed install of a randomly changed pack or payload', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 24 }), fc.boolean(), (choices, asPayload) => {
        const catalog = new PackCatalog();
        catalog.install(named('alpha'));
        catalog.install(named('beta'));
        const before = catalog.toData();
        const changed = mutatePack(named('beta', 'Changed'), listedChoices(choices), 1 + (choices[0] % 3));
        const result = catalog.install(asPayload ? payloadOf(changed) : changed);
        if (!result.ok) {
          expect(result.errors.length).toBeGreaterThan(0);
          expect(catalog.toData()).toEqual(before);
        } else {
          // Only the installed id changed; every other pack is as it was.
          expect(catalog.toData().filter((p) => p.manifest.id !== result.id)).toEqual(
            before.filter((p) => p.manifest.id !== result.id),
          );
        }
      }),
      { numRuns: 200 },
    );
  });
});
