// Cucumber imports step definitions and engine modules with Node's own import(), outside
// vitest's transform: register tsx in this test process so those .ts files load, as
// bin/miau.js does for the CLI.
import { register } from 'tsx/esm/api';

register();
