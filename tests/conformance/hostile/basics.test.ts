// Hostile input the CLI already handled well before the hostile suite existed: kept as cases so
// it stays that way. Each finding of issue 14 has its own case file beside this one.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineHostileCases } from './harness.js';

defineHostileCases([
  {
    name: 'validate: a __proto__ key is refused, not obeyed',
    setup: (dir) =>
      writeFileSync(
        join(dir, 'proto.json'),
        '{"__proto__":{"polluted":true},"manifest":{"id":"p","name":"P","version":"1.0.0","engine":1},"levels":[]}',
      ),
    args: ['validate', '{dir}/proto.json'],
    exit: 1,
  },
  {
    name: 'validate: deeply nested arrays end with a diagnostic',
    setup: (dir) => writeFileSync(join(dir, 'deep.json'), `${'['.repeat(100_000)}${']'.repeat(100_000)}`),
    args: ['validate', '{dir}/deep.json'],
    exit: 1,
  },
  {
    name: 'usage: an unknown command is exit 2 with the usage text',
    args: ['frobnicate'],
    exit: 2,
    output: /Usage: miau <command>/,
  },
  {
    name: 'replay: a move string with foreign letters is refused',
    args: ['replay', 'packs/clockwork', '--level', 'mouse-keeps-time', '--moves', 'DRX'],
    exit: [1, 2],
  },
]);
