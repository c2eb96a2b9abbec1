// Cucumber imports step definitions and engine modules with Node's own import(), outside
// vitest's transform: register tsx in this test process so those .ts files load, as
// bin/miau.js does for the CLI; and mark the copies Node loads, so the coverage report counts
// only vitest's own (tests/coverage/native-copy-hooks.mjs).
import { register as registerHooks } from 'node:module';
import { register } from 'tsx/esm/api';

register();
registerHooks('../../coverage/native-copy-hooks.mjs', import.meta.url);
