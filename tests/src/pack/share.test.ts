// spec: packs/sharing: the payload format, what opening refuses, and round trips.
import { describe, expect, it } from 'vitest';
import { loadPack } from '../../../src/pack/loading.js';
import { MAX_SHARE_LENGTH, openShare, shareLevel, sharePack, SHARE_PREFIX } from '../../../src/pack/share.js';
import type { LoadResult } from '../../../src/types/adapter.js';
import { keyOf, packOf, repositoryPacks, thing, word } from '../checks/helpers.js';

const payloadOf = (text: string) => SHARE_PREFIX + Buffer.from(text, 'utf8').toString('base64url');
const problems = (result: LoadResult | { ok: boolean; errors?: { code: string; path: string }[] }) =>
  'errors' in result && result.errors ? result.errors.map(keyOf) : [];

describe('sharePack and openShare', () => {
  it('round-trip every pack of the repository to its loaded form, in link-safe characters', async () => {
    for (const { name, data } of await repositoryPacks()) {
      const shared = sharePack(data);
      if (!shared.ok) throw new Error(`${name} does not share`);
      expect(shared.payload, name).toMatch(/^miau1\.[A-Za-z0-9_-]+$/);
      const loaded = loadPack(data);
      expect(openShare(shared.payload), name).toEqual(loaded);
    }
  });

  it('gives equal payloads for equal packs whatever their key order', () => {
    const pack = packOf();
    const reordered = {
      levels: pack.levels.map((l) => Object.fromEntries(Object.entries(l).reverse())),
      manifest: pack.manifest,
    };
    const [a, b] = [sharePack(pack), sharePack(reordered)];
    expect(a.ok && b.ok && a.payload === b.payload).toBe(true);
  });

  it('keeps the warnings of what it shares', () => {
    const pack = packOf([{ objects: [word('CAT', 0, 0), word('IS', 1, 0), word('GHOST', 2, 0)] }]);
    const shared = sharePack(pack);
    expect(shared.warnings.map(keyOf)).toEqual(['undeclared-predicate at /levels/0/objects/2']);
  });

  it('refuses code and what is not data: functions, getters, cycles', () => {
    const withFunction = { ...packOf(), run: () => 1 };
    const withGetter = packOf();
    Object.defineProperty(withGetter.manifest, 'name', { get: () => 'Demo', enumerable: true });
    const withCycle = packOf() as unknown as Record<string, unknown>;
    (withCycle['levels'] as unknown[]).push(withCycle);
    expect(problems(sharePack(withFunction))).toEqual(['not-data at /run']);
    expect(problems(sharePack(withGetter))).toEqual(['not-data at /manifest/name']);
    expect(problems(sharePack(withCycle))).toEqual(['not-data at /levels/1']);
    expect(sharePack(withFunction)).not.toHaveProperty('payload');
  });

  it('refuses a pack whose payload would be longer than a link may be', () => {
    const objects = Array.from({ length: 4096 }, (_, i) => thing('CAT', i % 64, Math.floor(i / 64)));
    const big = packOf(
      Array.from({ length: 12 }, () => ({ width: 64, height: 64, objects })).map((l, i) => ({
        ...l,
        id: `l${i}`,
      })),
    );
    const shared = sharePack(big);
    expect(problems(shared)).toEqual(['share-too-large at ']);
    expect(shared.ok ? '' : shared.errors[0].message).toMatch(/more than the 2000000 a payload may have/);
  });
});

describe('openShare refuses', () => {
  it.each<[string, unknown, string]>([
    ['a value that is not text', { payload: 'miau1.' }, 'bad-share'],
    ['text without the prefix', 'eyJhIjoxfQ', 'bad-share'],
    ['a payload of a newer format', 'miau2.eyJhIjoxfQ', 'needs-newer-miau'],
    ['a character outside the alphabet', 'miau1.eyJhIjox fQ', 'bad-share'],
    ['a padded payload', 'miau1.eyJhIjoxfQ==', 'bad-share'],
    ['a payload cut to an impossible length', 'miau1.eyJhI', 'bad-share'],
    [
      'bytes that are not UTF-8',
      SHARE_PREFIX + Buffer.from([0xff, 0xfe, 0x7b]).toString('base64url'),
      'bad-share',
    ],
    ['text that is not JSON', payloadOf('{"manifest": function () {}}'), 'bad-share'],
    ['JSON nested 65 deep', payloadOf('['.repeat(65) + ']'.repeat(65)), 'not-data'],
    ['a payload longer than the limit', 'miau1.' + 'A'.repeat(MAX_SHARE_LENGTH), 'share-too-large'],
  ])('%s', (_what, payload, code) => {
    const opened = openShare(payload);
    expect(problems(opened)).toEqual([`${code} at `]);
    expect(opened.ok ? '' : opened.errors[0].message).toMatch(/^[^\n]{10,}$/);
  });

  it('says the player line for a newer format', () => {
    const opened = openShare('miau2.e30');
    expect(opened.ok ? '' : opened.errors[0].message).toBe(
      'This pack needs a newer Miau. The link is in share format 2, and this build reads format 1.',
    );
  });

  it('refuses __proto__, constructor and prototype keys without touching any prototype', () => {
    const opened = openShare(
      payloadOf('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}'),
    );
    expect(problems(opened).sort()).toEqual(['not-data at /__proto__', 'not-data at /constructor']);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('keeps the last of a key given twice, with a duplicate-key warning first, as a pack file does', () => {
    const json = JSON.stringify(packOf([{ title: 'Draft' }])).replace(
      '"title":"Draft"',
      '"title":"Draft","title":"One"',
    );
    const opened = openShare(payloadOf(json));
    expect(opened.ok && opened.pack.levels[0].title).toBe('One');
    expect(opened.warnings.map((d) => `${d.code} at ${d.path}`)).toEqual([
      'duplicate-key at /levels/0/title',
    ]);
    // Refused by the loader, the payload still says which key counted.
    const refused = openShare(payloadOf(json.replace('"width":', '"width":0,"w":')));
    expect(refused.ok).toBe(false);
    expect(refused.warnings.map((d) => d.code)).toEqual(['duplicate-key']);
  });

  it('counts brackets inside strings as text, not nesting', () => {
    const pack = packOf([{ title: '[[[[{{{{'.repeat(10) }]);
    const shared = sharePack(pack);
    expect(shared.ok && openShare(shared.payload).ok).toBe(true);
  });

  it('loads the opened data with the loader options given', () => {
    const shared = sharePack(packOf([{ pairs: [{ words: ['OPEN', 'SHUT'], effect: 'destroy-both' }] }]));
    expect(shared.ok).toBe(true);
    expect(problems(openShare(shared.ok ? shared.payload : '', { features: ['automata'] }))).toEqual([
      'needs-newer-miau at /levels/0/pairs',
    ]);
  });
});

describe('shareLevel', () => {
  it('shares one level as a one-level pack with the features, glossary and nouns it needs', () => {
    const clock = { id: 'clock', property: 'TICK', pattern: [{ action: 'wait' as const }] };
    const pack = packOf(
      [
        { objects: [thing('ROCK', 0, 0)] },
        {
          automata: [clock],
          objects: [word('CAT', 0, 0), word('IS', 1, 0), word('ROCK', 2, 0), thing('CAT', 0, 1)],
        },
      ],
      {
        manifest: { id: 'demo', name: 'Demo', version: '2.1.0', engine: 1, features: ['automata'] },
        palette: { CAT: 'c' },
        properties: { TICK: { accent: 'push', describe: 'Ticks.' } },
      },
    );
    const shared = shareLevel(pack, 'level-2');
    if (!shared.ok) throw new Error(JSON.stringify(shared.errors));
    expect(shared.warnings).toEqual([]);
    const opened = openShare(shared.payload);
    if (!opened.ok) throw new Error(JSON.stringify(opened.errors));
    expect(opened.warnings).toEqual([]);
    expect(opened.pack.manifest).toEqual({
      id: 'demo.level-2',
      name: 'Level 2',
      version: '2.1.0',
      engine: 1,
      features: ['automata'],
    });
    expect(opened.pack.vocabulary).toEqual(['ROCK']);
    expect(opened.pack.properties).toEqual({ TICK: { accent: 'push', describe: 'Ticks.' } });
    expect(opened.pack.palette).toEqual({ CAT: 'c' });
    expect(opened.pack.levels).toEqual([
      loadPack(pack).ok && (loadPack(pack) as { pack: { levels: unknown[] } }).pack.levels[1],
    ]);
  });

  // An automaton's subject is a noun of the pack when another level holds it: the level alone
  // keeps it as vocabulary, so it opens with no unknown-subject its pack did not give.
  it("keeps as vocabulary a noun of another level that the level's automaton follows", () => {
    const mouse = { id: 'm', subject: 'MOUSE', property: 'TICK', pattern: [{ action: 'wait' as const }] };
    const pack = packOf(
      [
        { objects: [thing('MOUSE', 0, 0)] },
        { automata: [mouse], objects: [word('CAT', 0, 0), word('IS', 1, 0), word('TICK', 2, 0)] },
      ],
      { manifest: { id: 'sh3', name: 'Sh', version: '1.0.0', engine: 1, features: ['automata'] } },
    );
    expect(loadPack(pack)).toMatchObject({ ok: true, warnings: [] });
    const shared = shareLevel(pack, 'level-2');
    if (!shared.ok) throw new Error(JSON.stringify(shared.errors));
    expect(shared.warnings).toEqual([]);
    const opened = openShare(shared.payload);
    if (!opened.ok) throw new Error(JSON.stringify(opened.errors));
    expect(opened.warnings.map(keyOf)).toEqual([]);
    expect(opened.pack.vocabulary).toEqual(['MOUSE']);
    // A subject no part of the pack names warns in the pack, and in the level alone too.
    const misspelled = structuredClone(pack);
    misspelled.levels[1].automata = [{ ...mouse, subject: 'MOUES' }];
    const again = shareLevel(misspelled, 'level-2');
    if (!again.ok) throw new Error(JSON.stringify(again.errors));
    expect(again.warnings.map(keyOf)).toEqual(['unknown-subject at /levels/1/automata/0/subject']);
    const reopened = openShare(again.payload);
    expect(reopened.ok && reopened.warnings.map(keyOf)).toEqual([
      'unknown-subject at /levels/0/automata/0/subject',
    ]);
  });

  it('cuts a long pack id so the whole level id fits, and leaves out what the level does not need', () => {
    const id = 'a'.repeat(60);
    const pack = packOf([{}, {}], { manifest: { id, name: 'Demo', version: '1.0.0', engine: 1 } });
    const shared = shareLevel(pack, 'level-1');
    const opened = shared.ok ? openShare(shared.payload) : undefined;
    // Each level of the pack keeps an id of its own: the joined text cut at 64 gave both `….lev`.
    const second = shareLevel(pack, 'level-2');
    const secondOpened = second.ok ? openShare(second.payload) : undefined;
    expect(secondOpened?.ok && secondOpened.pack.manifest.id).toBe(`${'a'.repeat(56)}.level-2`);
    expect(opened?.ok && opened.pack.manifest).toEqual({
      id: `${'a'.repeat(56)}.level-1`,
      name: 'Level 1',
      version: '1.0.0',
      engine: 1,
    });
    expect(opened?.ok && Object.keys(opened.pack)).toEqual(['levels', 'manifest']);
  });

  it('names a level whose id leaves no room for the pack id by the level id alone', () => {
    const levelId = `l${'x'.repeat(63)}`;
    const pack = packOf([{}], { manifest: { id: 'demo', name: 'Demo', version: '1.0.0', engine: 1 } });
    pack.levels[0].id = levelId;
    const shared = shareLevel(pack, levelId);
    const opened = shared.ok ? openShare(shared.payload) : undefined;
    expect(opened?.ok && opened.pack.manifest.id).toBe(levelId);
  });

  // The level needed 300 vocabulary words and was refused, too-many at /vocabulary, a field its
  // pack does not have: it is shared with the first 256, and opens as it loads in its pack, since
  // the words left out lie loose on the board.
  it("shares a level that spells more of the pack's nouns than a vocabulary may hold", () => {
    const nouns = Array.from({ length: 300 }, (_, i) => `N${i}`);
    const pack = packOf([
      { width: 32, height: 32, objects: nouns.map((noun, i) => thing(noun, i % 32, 1 + Math.floor(i / 32))) },
      {
        width: 32,
        height: 32,
        objects: [thing('CAT', 0, 0), ...nouns.map((noun, i) => word(noun, i % 32, 1 + Math.floor(i / 32)))],
      },
    ]);
    expect(loadPack(pack).ok).toBe(true);
    const shared = shareLevel(pack, 'level-2');
    if (!shared.ok) throw new Error(JSON.stringify(shared.errors));
    const opened = openShare(shared.payload);
    if (!opened.ok) throw new Error(JSON.stringify(opened.errors));
    expect(opened.pack.vocabulary).toHaveLength(256);
    expect(opened.warnings).toEqual(loadPack(pack).warnings);
  });

  // The same 300 nouns read by rules (ROCK IS N0, ...): with the first 256, its payload opened with
  // 44 undeclared-predicate warnings its pack never gave. No vocabulary holds what it needs.
  it("refuses to share alone a level whose rules read more of the pack's nouns than a vocabulary holds", () => {
    const nouns = Array.from({ length: 300 }, (_, i) => `N${i}`);
    const sentences = nouns.flatMap((noun, i) => {
      const x = (i % 21) * 3;
      const y = 1 + Math.floor(i / 21);
      return [word('ROCK', x, y), word('IS', x + 1, y), word(noun, x + 2, y)];
    });
    const pack = packOf([
      { width: 32, height: 32, objects: nouns.map((noun, i) => thing(noun, i % 32, 1 + Math.floor(i / 32))) },
      { width: 64, height: 64, objects: [thing('CAT', 0, 0), ...sentences] },
    ]);
    const loaded = loadPack(pack);
    expect(loaded.ok && loaded.warnings).toEqual([]);
    const shared = shareLevel(pack, 'level-2');
    expect(problems(shared)).toEqual(['too-many at /levels/1']);
    expect(shared.ok ? '' : shared.errors[0].message).toMatch(
      /^Level 2 \("level-2"\) spells 300 nouns .* at most 256 words, so share the whole pack instead\.$/,
    );
    // The level with fewer such sentences is shared, and opens as it loads in its pack.
    const fewer = packOf([
      pack.levels[0],
      { ...pack.levels[1], objects: [thing('CAT', 0, 0), ...sentences.slice(0, 3 * 256)] },
    ]);
    const sharedFewer = shareLevel(fewer, 'level-2');
    if (!sharedFewer.ok) throw new Error(JSON.stringify(sharedFewer.errors));
    expect(openShare(sharedFewer.payload)).toMatchObject({ ok: true, warnings: [] });
  });

  // 256 vocabulary words and a noun of another level spelled here would be 257: the level is
  // shared with the words it mentions, which read it as its pack did.
  it('keeps only the words the level mentions when the vocabulary would pass its bound', () => {
    const vocabulary = Array.from({ length: 256 }, (_, i) => `V${String(i).padStart(3, '0')}`);
    const pack = packOf(
      [
        { objects: [thing('DOG', 0, 0)] },
        {
          objects: [
            word('CAT', 0, 0),
            word('IS', 1, 0),
            word('DOG', 2, 0),
            word('V007', 3, 0),
            thing('CAT', 0, 1),
          ],
        },
      ],
      { vocabulary },
    );
    expect(loadPack(pack).ok).toBe(true);
    const shared = shareLevel(pack, 'level-2');
    if (!shared.ok) throw new Error(JSON.stringify(shared.errors));
    const opened = openShare(shared.payload);
    expect(opened.ok && opened.pack.vocabulary).toEqual(['V007', 'DOG']);
    expect(opened.warnings).toEqual([]);
    // A vocabulary that fits is kept whole.
    const small = shareLevel(
      packOf([{ objects: [thing('DOG', 0, 0)] }, {}], { vocabulary: ['V001'] }),
      'level-2',
    );
    expect(
      small.ok &&
        openShare(small.payload).ok &&
        (openShare(small.payload) as { pack: { vocabulary?: string[] } }).pack.vocabulary,
    ).toEqual(['V001']);
  });

  it('refuses a level the pack does not have, and a pack that does not load', () => {
    expect(problems(shareLevel(packOf(), 'nowhere'))).toEqual(['bad-share at /levels']);
    expect(problems(shareLevel({}, 'level-1'))).toEqual([
      'missing-field at /levels',
      'missing-field at /manifest',
    ]);
  });
});
