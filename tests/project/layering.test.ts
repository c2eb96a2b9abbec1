// The layering rules of ARCHITECTURE.md, enforced: the reference engine does not know the
// harness, step definitions do not know the reference engine, src/ knows nothing above it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..', '..');

/** Every .ts/.mts/.js/.mjs/.cjs file under `dir` (relative to the root), or none when it does not exist. */
function sourceFiles(dir: string): string[] {
  const full = join(root, dir);
  let entries: string[];
  try {
    entries = readdirSync(full);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return sourceFiles(path);
    return /\.(c|m)?(t|j)s$/.test(name) ? [path] : [];
  });
}

// Static imports, re-exports, dynamic import() and require() with a literal specifier.
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)['"]([^'"]+)['"]/g;

/** The relative imports of `files` that land in a `forbidden` folder, as `file -> specifier`. */
function importsInto(files: string[], forbidden: string[]): string[] {
  const offenders: string[] = [];
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[1];
      if (!specifier.startsWith('.')) continue;
      const target = relative(root, resolve(root, dirname(file), specifier)).split(sep).join('/');
      if (forbidden.some((folder) => target === folder || target.startsWith(`${folder}/`))) {
        offenders.push(`${file.split(sep).join('/')} -> ${specifier}`);
      }
    }
  }
  return offenders;
}

describe('layering', () => {
  it('finds an import that crosses a layer (the check itself works)', () => {
    const offenders = importsInto(['tests/fixtures/engines/wrong-sink.ts'], ['conformance']);
    expect(offenders).toContain("tests/fixtures/engines/wrong-sink.ts -> ../../../conformance/engines/reference.js");
  });

  it('reference/ never imports conformance/ or features/', () => {
    expect(importsInto(sourceFiles('reference'), ['conformance', 'features'])).toEqual([]);
  });

  it('step definitions and support code never import reference/', () => {
    const files = [...sourceFiles('features/step_definitions'), ...sourceFiles('features/support')];
    expect(importsInto(files, ['reference'])).toEqual([]);
  });

  it('src/ imports nothing above it', () => {
    expect(importsInto(sourceFiles('src'), ['reference', 'conformance', 'features'])).toEqual([]);
  });

  it('only conformance/engines/ binds the harness to the reference engine', () => {
    const harness = sourceFiles('conformance').filter((f) => !f.startsWith(join('conformance', 'engines')));
    expect(importsInto(harness, ['reference'])).toEqual([]);
  });
});
