// Correct engines written otherwise than the reference engine, in what the contract leaves open
// (INTERPRETING.md): each must be judged on what the contract asks, never failed for the rest.
// They wrap the reference engine and change one thing each.
import { defineHostileCases, type HostileCase } from '../hostile/harness.js';
import { referenceModule } from '../hostile/engines.js';

const PASSED = (count: number) =>
  new RegExp(`${count} passed, 0 failed, 0 declined, 0 unsupported, 0 errored, 0 nondeterministic\\s*$`);

const cases: HostileCase[] = [
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
    args: [
      'certify',
      '--engine',
      '{dir}/engine.mjs',
      '--name',
      '^A feature no build knows yet$',
      '--once',
      '--quiet',
    ],
    exit: 0,
    output: PASSED(1),
    maxSeconds: 90,
  },
];

defineHostileCases(cases, { concurrent: true });
