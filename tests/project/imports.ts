// The project's relative imports, read from the source text: what the layering test and the
// folder READMEs' import tables are checked against.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..', '..');

/** One relative import: the importing file and the path it lands on, both relative to the root, with `/`. */
export interface RelativeImport {
  file: string;
  specifier: string;
  target: string;
}

const slashed = (path: string): string => path.split(sep).join('/');

/** Every .ts/.mts/.js/.mjs/.cjs file under `dir` (relative to the root), or none when it does not exist. */
export function sourceFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(join(ROOT, dir));
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(c|m)?(t|j)s$/.test(name) ? [slashed(path)] : [];
  });
}

// Static imports, re-exports, dynamic import() and require() with a literal specifier.
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)['"]([^'"]+)['"]/g;

/** The relative imports of `files` (package imports are left out). */
export function relativeImports(files: readonly string[]): RelativeImport[] {
  return files.flatMap((file) =>
    [...readFileSync(join(ROOT, file), 'utf8').matchAll(IMPORT)]
      .map((match) => match[1])
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => ({
        file: slashed(file),
        specifier,
        target: slashed(relative(ROOT, resolve(ROOT, dirname(file), specifier))),
      })),
  );
}

/** Whether `path` is `folder` or lies inside it. */
export const isInside = (path: string, folder: string): boolean =>
  path === folder || path.startsWith(`${folder}/`);

/** The relative imports of `files` that land in a `forbidden` folder, as `file -> specifier`. */
export function importsInto(files: readonly string[], forbidden: readonly string[]): string[] {
  return relativeImports(files)
    .filter(({ target }) => forbidden.some((folder) => isInside(target, folder)))
    .map(({ file, specifier }) => `${file} -> ${specifier}`);
}
