// Loader hooks of a compiled run, for modules from outside the build (a user's engine or step
// definitions, a hostile test's .mjs engine). bin/project-build.js copies this file into every
// build; conformance/runner/compiled.ts registers it the first time such a module is imported.
// Two jobs:
// - A project source such a module imports resolves to its compiled twin in the build, so each
//   project module loads once and is never compiled again.
// - tsx starts only when something needs it: a file other than an ES module (.mjs), JSON imported
//   as JSON, a package's JavaScript or a built-in is loaded, or Node cannot resolve a specifier
//   alone (`./engine.js` naming engine.ts, a folder, a tsconfig path). Started, it sees every
//   later import, as if registered first. Its start costs a process about 0.2 CPU-s and 12 MB,
//   which an .mjs engine wrapping the reference engine paid for nothing.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// file: URLs ending in '/': the project root, and the build folder that mirrors it; and the URL of
// tsx's loader hooks ('tsx/esm', resolved where the project's node_modules are).
let sources = '';
let build = '';
let typeScriptHooks = '';
/** tsx's hooks, importing and initializing, once something needed them. */
let typeScript;
/** The same hooks, once ready. Until then tsx's own modules load past them (they pass these hooks too). */
let typeScriptReady;

export function initialize(data) {
  sources = data.sources;
  build = data.build;
  typeScriptHooks = data.typeScript;
}

/** Whether tsx has been started (for the tests: the loader ignores it). */
export function typeScriptStarted() {
  return typeScript !== undefined;
}

function tsx() {
  typeScript ??= import(typeScriptHooks).then(async (hooks) => {
    await hooks.initialize({});
    typeScriptReady = hooks;
    return hooks;
  });
  return typeScript;
}

export async function resolve(specifier, context, nextResolve) {
  const byTypeScript = async () => twinOf(await (await tsx()).resolve(specifier, context, nextResolve));
  if (typeScriptReady) return byTypeScript();
  let resolved;
  try {
    resolved = twinOf(await nextResolve(specifier, context));
  } catch {
    // tsx resolves what Node cannot (a .js specifier naming a .ts file, a folder); what it
    // cannot either fails with its own error, as when it was registered first.
    return byTypeScript();
  }
  // TypeScript without a twin: tsx's resolution says how its load is to read it.
  return isTypeScript(resolved.url) ? byTypeScript() : resolved;
}

/** The compiled twin in the build of a project source, or `resolved` as it is. */
function twinOf(resolved) {
  const { url } = resolved;
  if (!url.startsWith(sources) || !url.endsWith('.ts') || url.includes('/node_modules/')) return resolved;
  const twin = `${build}${url.slice(sources.length, -'.ts'.length)}.js`;
  return existsSync(fileURLToPath(twin)) ? { url: twin, format: 'module', shortCircuit: true } : resolved;
}

export async function load(url, context, nextLoad) {
  if (typeScriptReady) return typeScriptReady.load(url, context, nextLoad);
  if (loadsWithoutTypeScript(url, context.importAttributes)) return nextLoad(url, context);
  return (await tsx()).load(url, context, nextLoad);
}

/**
 * A built-in, a compiled twin, an ES module by its extension, JSON imported as JSON (the
 * project's schemas), or a package's JavaScript: nothing tsx would change (tsx's own modules
 * among them).
 */
export function loadsWithoutTypeScript(url, importAttributes = {}) {
  if (url.startsWith('node:') || (build !== '' && url.startsWith(build))) return true;
  if (!url.startsWith('file:')) return false;
  const { pathname } = new URL(url);
  if (pathname.endsWith('.json')) return importAttributes.type === 'json';
  return pathname.endsWith('.mjs') || (pathname.includes('/node_modules/') && !isTypeScript(url));
}

function isTypeScript(url) {
  return url.startsWith('file:') && /\.[cm]?tsx?$/.test(new URL(url).pathname);
}
