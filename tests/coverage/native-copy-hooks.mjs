// Node module hooks for the vitest workers (registered by
// tests/conformance/runner/typescript-imports.ts): a project file Node itself imports (cucumber's
// step definitions and what they import, engine modules under test) gets a mark in its URL. Vitest
// loads its own copy of the same file through vite, under the same URL: without the mark, v8
// coverage merged the two copies' counts over offsets of two different compilations, and lines
// the tests ran were reported unrun. The coverage provider (./provider.mjs) leaves marked copies out.
export const NATIVE_COPY_MARK = 'vitest-native-copy';

const projectRoot = new URL('../../', import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  const { url } = resolved;
  if (!url.startsWith(projectRoot) || url.includes('/node_modules/') || url.includes('?')) return resolved;
  return { ...resolved, url: `${url}?${NATIVE_COPY_MARK}` };
}
