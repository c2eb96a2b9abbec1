// The root of this project (where features/, openspec/ and packs/ live), from this file's place:
// a module of its own, so that a command needing only the root imports nothing else with it.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
