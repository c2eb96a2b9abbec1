// spec: packs/feature-flags: known features, what uses each, a loader that knows a subset, and
// the reference builds that pass their subset to the loader.
import { describe, expect, it } from 'vitest';
import { createEngine, createReferenceEngine } from '../../../conformance/engines/reference.js';
import { createEngine as createOlder } from '../../../conformance/engines/reference-older.js';
import {
  checkFeatures,
  featureUses,
  KNOWN_FEATURES,
  knownFeatures,
  NEEDS_NEWER_MIAU,
} from '../../../src/checks/feature-flags.js';
import { loadPack } from '../../../src/pack/loading.js';
import { keyOf, linked, packOf, repositoryPacks, thing } from './helpers.js';

const always = () => true;
const clock = { id: 'clock', property: 'TICK', pattern: [{ action: 'wait' as const }] };
const pair = { words: ['OPEN', 'SHUT'], effect: 'destroy-both' as const };

describe('featureUses', () => {
  it('finds the first use of each feature in pack order, and nothing in empty lists', () => {
    const pack = packOf([
      { automata: [], pairs: [] },
      { pairs: [pair], objects: [thing('GATE', 0, 0), linked('GATE', 1, 0, 'circle')] },
      { automata: [clock] },
    ]);
    expect([...featureUses(pack)]).toEqual([
      ['pairs', '/levels/1/pairs'],
      ['gates', '/levels/1/objects/1/channel'],
      ['automata', '/levels/2/automata'],
    ]);
    expect(featureUses(null).size).toBe(0);
  });

  it('knows automata, pairs and gates; a subset keeps only names it implements', () => {
    expect(KNOWN_FEATURES).toEqual(['automata', 'pairs', 'gates']);
    expect([...knownFeatures(['gates', 'teleport', 'automata'])]).toEqual(['gates', 'automata']);
    expect([...knownFeatures()]).toEqual(['automata', 'pairs', 'gates']);
  });
});

describe('checkFeatures', () => {
  it('refuses a listed feature it does not know with the player line, naming what it knows', () => {
    const pack = packOf([{}], {
      manifest: { id: 'demo', name: 'Demo', version: '1.0.0', engine: 1, features: ['teleport'] },
    });
    const [error] = checkFeatures(pack, always);
    expect(error).toMatchObject({
      severity: 'error',
      code: 'needs-newer-miau',
      path: '/manifest/features/0',
    });
    expect(error.message).toBe(
      `${NEEDS_NEWER_MIAU} It lists the feature "teleport", which this build does not know (it knows automata, pairs and gates).`,
    );
    expect(checkFeatures(pack, always, knownFeatures([]))[0].message).toContain('(it knows none)');
    expect(checkFeatures(pack, always, knownFeatures(['pairs']))[0].message).toContain('(it knows pairs)');
  });

  it('says a name one typo from a feature it knows is likely misspelled', () => {
    const pack = packOf([{}], {
      manifest: { id: 'demo', name: 'Demo', version: '1.0.0', engine: 1, features: ['gate'] },
    });
    expect(checkFeatures(pack, always)[0].message).toBe(
      `${NEEDS_NEWER_MIAU} It lists the feature "gate", which this build does not know (it knows automata, pairs and gates); if you meant "gates", correct the spelling.`,
    );
    // A build without gates cannot suggest them.
    expect(checkFeatures(pack, always, knownFeatures(['pairs']))[0].message).not.toContain('if you meant');
  });

  it('warns once per feature used without being listed, at its first use', () => {
    const pack = packOf([{ automata: [clock] }, { automata: [clock] }]);
    const [warning, ...rest] = checkFeatures(pack, always);
    expect(rest).toEqual([]);
    expect(warning).toMatchObject({
      severity: 'warning',
      code: 'feature-not-listed',
      path: '/levels/0/automata',
    });
    expect(warning.message).toBe(
      'Level 1 ("level-1") declares automata, but the manifest does not list the feature "automata"; add it to manifest.features so that a build without automata refuses the pack instead of playing it wrong.',
    );
  });

  it('refuses a used feature the loader does not know, listed or not, once', () => {
    const unlisted = packOf([{ objects: [linked('GATE', 0, 0, 'circle')] }]);
    expect(checkFeatures(unlisted, always, knownFeatures(['automata'])).map(keyOf)).toEqual([
      'needs-newer-miau at /levels/0/objects/0/channel',
    ]);
    expect(checkFeatures(unlisted, always, knownFeatures(['automata']))[0].message).toMatch(
      /^This pack needs a newer Miau\. Level 1 \("level-1"\) object 1 has a channel, which is the feature gates, a feature this build does not know \(it knows automata\)\.$/,
    );
    const listed = { ...unlisted, manifest: { ...unlisted.manifest, features: ['gates'] } };
    expect(checkFeatures(listed, always, knownFeatures(['automata'])).map(keyOf)).toEqual([
      'needs-newer-miau at /manifest/features/0',
    ]);
  });

  it('skips a feature name with a shape error', () => {
    const pack = packOf([{}], {
      manifest: { id: 'demo', name: 'Demo', version: '1.0.0', engine: 1, features: ['Tele Port'] },
    });
    expect(checkFeatures(pack, (path) => path !== '/manifest/features/0')).toEqual([]);
  });
});

describe('a use the shape checks refused', () => {
  // packs/diagnostic-codes: a value refused at one stage is not checked by later stages.
  it('gives no feature-not-listed warning where the load has an error already', () => {
    const pack = packOf([{ objects: [thing('ROCK', 0, 0), linked('ROCK', 1, 0, 'red' as 'circle')] }]);
    const result = loadPack(pack);
    expect(result.ok).toBe(false);
    const codesAt = (path: string) =>
      [...(result.ok ? [] : result.errors), ...result.warnings]
        .filter((d) => d.path === path)
        .map((d) => d.code);
    expect(codesAt('/levels/0/objects/1/channel')).toEqual(['not-allowed']);
  });
});

describe('loadPack with a subset of features (an older build)', () => {
  it('loads every pack of the repository with all features, with no warning about features', async () => {
    for (const { name, data } of await repositoryPacks()) {
      const result = loadPack(data);
      expect(result.ok, name).toBe(true);
      expect(
        result.warnings.filter((w) => w.code === 'feature-not-listed'),
        name,
      ).toEqual([]);
    }
  });

  it('refuses the pairs and gates packs when it knows only automata, and still loads Clockwork', async () => {
    const packs = new Map((await repositoryPacks()).map((p) => [p.name, p.data]));
    const older = (name: string) => loadPack(packs.get(name), { features: ['automata'] });
    expect(older('clockwork').ok).toBe(true);
    const pairs = older('clockwork-pairs');
    expect(pairs.ok ? [] : pairs.errors.map(keyOf)).toEqual(['needs-newer-miau at /manifest/features/1']);
    const gates = older('crate-works');
    expect(gates.ok ? [] : gates.errors.map(keyOf)).toEqual(['needs-newer-miau at /manifest/features/0']);
  });
});

describe('the reference builds', () => {
  it('the full build loads a pairs pack that a flag-aware build knowing only automata refuses with the player line', async () => {
    const pack = packOf([{ pairs: [pair] }], {
      manifest: { id: 'demo', name: 'Demo', version: '1.0.0', engine: 1, features: ['pairs'] },
    });
    expect((await createEngine().load(pack)).ok).toBe(true);
    const flagged = createReferenceEngine({
      capabilities: ['automata', 'feature-flags', 'solver'],
      features: ['automata'],
    });
    const refused = await flagged.load(pack);
    expect(refused.ok).toBe(false);
    expect(refused.ok ? '' : refused.errors[0].message).toMatch(/^This pack needs a newer Miau\./);
    await expect(flagged.start(pack, 'level-1')).rejects.toThrow(/did not load/);
  });

  it('the older build predates feature flags: it claims none and plays a pairs pack without its pairs', async () => {
    const pack = packOf([{ pairs: [pair] }], {
      manifest: { id: 'demo', name: 'Demo', version: '1.0.0', engine: 1, features: ['pairs'] },
    });
    const older = createOlder();
    expect((await older.hello()).capabilities).toEqual(['automata', 'solver']);
    expect((await older.load(pack)).ok).toBe(true);
    const game = await older.start(pack, 'level-1');
    expect((await game.observe()).levelId).toBe('level-1');
  });
});
