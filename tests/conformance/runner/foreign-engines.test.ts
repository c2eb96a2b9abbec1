// Correct engines written otherwise than the reference engine, in what the contract leaves open
// (INTERPRETING.md): each must be judged on what the contract asks, never failed for the rest.
// They wrap the reference engine and change one thing each.
import { defineHostileCases, type HostileCase } from '../hostile/harness.js';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REFERENCE, referenceModule } from '../hostile/engines.js';

/** certify's arguments for the case's engine module on the scenarios `filter` selects, once. */
const CERTIFY = (...filter: string[]) => [
  'certify',
  '--engine',
  '{dir}/engine.mjs',
  ...filter,
  '--once',
  '--quiet',
];
const PASSED = (count: number) =>
  new RegExp(`${count} passed, 0 failed, 0 declined, 0 unsupported, 0 errored, 0 nondeterministic\\s*$`);

const cases: HostileCase[] = [
  {
    // conformance/README.md: an engine module may be a .ts file. Outside a "type": "module"
    // package Node reads it as CommonJS; written with import and export, it failed to import
    // ("Cannot require() ES Module … in a cycle") until tsx's CommonJS hooks were registered too.
    name: 'a TypeScript engine module outside any "type": "module" package is imported and certified',
    setup: (dir) =>
      writeFileSync(
        join(dir, 'engine.ts'),
        `import { createEngine as reference } from ${REFERENCE};\nexport function createEngine(): ReturnType<typeof reference> {\n  return reference();\n}\n`,
      ),
    args: [
      'certify',
      '--engine',
      '{dir}/engine.ts',
      '--name',
      '^A feature no build knows yet$',
      '--once',
      '--quiet',
    ],
    exit: 0,
    output: PASSED(1),
    maxSeconds: 90,
  },
  {
    // INTERPRETING.md, "Diagnostics and ids": codes and paths are compared only for an engine
    // claiming diagnostics; the player line this scenario reads is the message's.
    name: 'an engine not claiming diagnostics, whose errors are all at "" with a generic code, is judged on their messages',
    setup: (dir) =>
      void referenceModule(
        dir,
        `async hello() {
    const hello = await engine.hello();
    return { ...hello, capabilities: hello.capabilities.filter((c) => c !== 'diagnostics') };
  },
  async load(pack) {
    const loaded = await engine.load(pack);
    return loaded.ok ? loaded : { ...loaded, errors: loaded.errors.map((e) => ({ ...e, code: 'invalid-pack', path: '' })) };
  }`,
      ),
    args: CERTIFY('--name', '^A feature no build knows yet$'),
    exit: 0,
    output: PASSED(1),
    maxSeconds: 90,
  },
  {
    // INTERPRETING.md: a loaded pack is the engine's own (the schema asks only for an object). This
    // one carries fields of the engine's, taken off when the pack comes back to it; share payloads
    // are miau's, so they are not made from it.
    name: 'an engine whose loaded packs carry fields of its own passes the fuzzed loading scenarios',
    setup: (dir) =>
      void referenceModule(
        dir,
        `async load(pack) {
    const loaded = await engine.load(strip(pack));
    return loaded.ok ? { ...loaded, pack: { ...loaded.pack, 'x-engine': { levels: loaded.pack.levels.length } } } : loaded;
  },
  async start(pack, level) {
    return engine.start(strip(pack), level);
  }`,
        "const strip = (pack) => { if (!pack || typeof pack !== 'object') return pack; const { ['x-engine']: _, ...rest } = pack; return rest; };",
      ),
    args: CERTIFY('--tags', '@packs/robust-loading'),
    exit: 0,
    output: PASSED(2),
    maxSeconds: 90,
  },
  {
    // packs/noun-trap: the trap's warning is judged by the names it carries (the word, the level's
    // id, the cell, the sentence), never by its English. This one says "niveau 1", not "level 1".
    name: "an engine wording the noun trap's warning in French passes the key-and-door scenario",
    setup: (dir) =>
      void referenceModule(
        dir,
        `async load(pack) {
    const loaded = await engine.load(pack);
    const french = (d) => d.code === 'undeclared-predicate' ? { ...d, message: d.message.replace(/\\b[Ll]evel (\\d+)/g, 'niveau $1').replace(/\\bobject\\b/g, 'objet') } : d;
    return { ...loaded, warnings: loaded.warnings.map(french) };
  }`,
      ),
    args: CERTIFY('--name', "^The seed's key-and-door without its pair"),
    exit: 0,
    output: PASSED(1),
    maxSeconds: 90,
  },
];

defineHostileCases(cases, { concurrent: true });
