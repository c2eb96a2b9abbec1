// Loader hooks for a compiled run that imports TypeScript from outside the build (an .mjs engine
// that wraps the reference engine's .ts, say): a project source resolves to its compiled twin in
// the build, so tsx compiles only what is not the project's, and each project module loads once.
// bin/project-build.js copies this file into every build; conformance/runner/compiled.ts
// registers it after tsx, so it sees where tsx resolved a specifier to.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// file: URLs ending in '/': the project root, and the build folder that mirrors it.
let sources = '';
let build = '';

export function initialize(data) {
  sources = data.sources;
  build = data.build;
}

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  const { url } = resolved;
  if (!url.startsWith(sources) || !url.endsWith('.ts') || url.includes('/node_modules/')) return resolved;
  const twin = `${build}${url.slice(sources.length, -'.ts'.length)}.js`;
  return existsSync(fileURLToPath(twin)) ? { url: twin, format: 'module', shortCircuit: true } : resolved;
}
