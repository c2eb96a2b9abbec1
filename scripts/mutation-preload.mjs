// Support code for the `mutation` cucumber profile (cucumber.mjs), used by Stryker only.
// It imports the engine module while cucumber loads support code, before the first scenario:
// then the reference engine's module-level code (tables such as DIRECTIONS) runs outside every
// scenario, and Stryker sees its mutants as *static* (run in a fresh process against every
// scenario). Loaded lazily inside the first scenario instead, those mutants would be credited
// to that scenario alone and could never be active, so they would survive for no reason.
import { fileURLToPath, pathToFileURL } from 'node:url';

const engineModule = fileURLToPath(new URL('../conformance/engines/reference.ts', import.meta.url));
// The same specifier the World uses (conformance/engine/module.ts), so it is the same module.
await import(pathToFileURL(engineModule).href);
