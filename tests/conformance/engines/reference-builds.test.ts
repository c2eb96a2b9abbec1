// The reference engine, full and reduced: a reduced build claims only what it is given and
// plays packs as if the mechanics it does not claim did not exist.
import { describe, expect, it } from 'vitest';
import type { MiauPack } from '../../../conformance/contract.js';
import {
  createEngine,
  createReferenceEngine,
  REFERENCE_CAPABILITIES,
} from '../../../conformance/engines/reference.js';
import { createEngine as createOlder } from '../../../conformance/engines/reference-older.js';

// A gate on a plate's channel, and a pair of words: data only the newer mechanics read.
const pack = {
  manifest: { id: 'mix', name: 'Mix', version: '1.0.0', engine: 1 },
  levels: [
    {
      id: 'one',
      title: 'One',
      width: 4,
      height: 2,
      pairs: [{ words: ['OPEN', 'SHUT'], effect: 'destroy-both' }],
      objects: [
        { kind: 'word', text: 'CAT', x: 0, y: 0 },
        { kind: 'word', text: 'IS', x: 1, y: 0 },
        { kind: 'word', text: 'YOU', x: 2, y: 0 },
        { kind: 'object', noun: 'CAT', x: 0, y: 1 },
        { kind: 'object', noun: 'GATE', x: 3, y: 1, channel: 'circle' },
      ],
    },
  ],
} as unknown as MiauPack;

async function observeStart(build: ReturnType<typeof createEngine>) {
  const loaded = await build.load(pack);
  expect(loaded.ok).toBe(true);
  return (await build.start(loaded.ok ? loaded.pack : pack, 'one')).observe();
}

describe('createReferenceEngine', () => {
  it('claims every capability it implements by default, as createEngine does', async () => {
    expect((await createReferenceEngine().hello()).capabilities).toEqual([...REFERENCE_CAPABILITIES]);
    expect(await createEngine().hello()).toEqual(await createReferenceEngine().hello());
  });

  it('claims only the capabilities it is given, in the reference order, and drops solve without the solver', async () => {
    const reduced = createReferenceEngine({
      capabilities: ['solver', 'automata', 'glossary'],
      name: 'reduced',
    });
    expect(await reduced.hello()).toMatchObject({
      name: 'reduced',
      capabilities: ['automata', 'glossary', 'solver'],
    });
    expect(typeof createReferenceEngine({ capabilities: [] }).solve).toBe('undefined');
  });

  it('plays without the data of the mechanics it does not claim', async () => {
    const gate = (things: { name: string; channel?: string }[]) => things.find((t) => t.name === 'GATE');
    expect(gate((await observeStart(createEngine())).things)).toMatchObject({ channel: 'circle' });
    const withoutGates = createReferenceEngine({ capabilities: ['automata', 'solver'] });
    expect(gate((await observeStart(withoutGates)).things)).not.toHaveProperty('channel');
  });
});

describe('the older build', () => {
  it('names itself, claims automata and the solver, and neither pairs nor gates', async () => {
    const older = createOlder();
    const hello = await older.hello();
    expect(hello.name).toBe('miau-reference-older');
    expect(hello.capabilities).toEqual(expect.arrayContaining(['automata', 'solver']));
    expect(hello.capabilities).not.toContain('pairs');
    expect(hello.capabilities).not.toContain('gates');
    expect(typeof older.solve).toBe('function');
  });
});

describe('a pack the reference engine loaded', () => {
  it('cannot change afterwards, so its levels start without checking it again', async () => {
    const build = createEngine();
    const loaded = await build.load(structuredClone(pack));
    if (!loaded.ok) throw new Error('the pack should load');
    expect(Object.isFrozen(loaded.pack.levels[0].objects[0])).toBe(true);
    expect(() => {
      (loaded.pack.levels[0] as { width: number }).width = -1;
    }).toThrow(TypeError);
    const game = await build.start(loaded.pack, 'one');
    expect((await game.observe()).width).toBe(4);
  });

  it('is checked whole again when a copy of it is started, and refused once broken', async () => {
    const build = createEngine();
    const loaded = await build.load(structuredClone(pack));
    if (!loaded.ok) throw new Error('the pack should load');
    const broken = structuredClone(loaded.pack);
    broken.levels[0].width = -1;
    await expect(build.start(broken, 'one')).rejects.toThrow(/did not load/);
  });
});

describe('a pack that does not load, given to solve', () => {
  it('is refused in a sentence, as start refuses it, not with an error of the solver', async () => {
    const build = createEngine();
    const notAPack = { manifest: 1 } as unknown as MiauPack;
    await expect(build.start(notAPack, 'a')).rejects.toThrow(
      'The pack did not load (2 errors), so no level of it can be started.',
    );
    await expect(build.solve!(notAPack, 'a', {})).rejects.toThrow(
      'The pack did not load (2 errors), so no level of it can be solved.',
    );
    // A board far past the size limit: one error, said in the singular, before any memory is taken.
    const huge = structuredClone(pack);
    huge.levels[0].width = 100000;
    await expect(build.solve!(huge, 'one', {})).rejects.toThrow(
      'The pack did not load (1 error), so no level of it can be solved.',
    );
  });
});
