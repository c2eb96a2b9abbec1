// The bad-pack corpus: each tests/fixtures/bad-packs/<case>.json holds a pack and the exact
// diagnostics (code and path, in order) loading it must give. One runner walks them all.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../../src/diagnostics/diagnostics.js';
import { loadPack } from '../../../src/pack/loading.js';
import { LOADER_ERROR_CODES } from './loader-codes.js';

interface BadPackCase {
  about: string;
  pack: unknown;
  expect: { code: string; path: string }[];
}

const corpusDir = new URL('../../fixtures/bad-packs/', import.meta.url);
// Read with JSON.parse, as a pack file is: it keeps a "__proto__" key as an own field.
const corpus = readdirSync(corpusDir)
  .filter((name) => name.endsWith('.json'))
  .sort()
  .map((name) => ({ name, ...(JSON.parse(readFileSync(new URL(name, corpusDir), 'utf8')) as BadPackCase) }));

function codesAndPaths(diagnostics: Diagnostic[]): { code: string; path: string }[] {
  return diagnostics.map(({ code, path }) => ({ code, path }));
}

describe('the bad-pack corpus', () => {
  it('has at least 25 cases and shows every error code the loader has', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(25);
    const shown = new Set(corpus.flatMap((entry) => entry.expect.map((diagnostic) => diagnostic.code)));
    expect([...LOADER_ERROR_CODES].filter((code) => !shown.has(code))).toEqual([]);
  });

  it.each(corpus)('$name: $about', (entry) => {
    const result = loadPack(entry.pack);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(codesAndPaths(result.errors)).toEqual(entry.expect);
    expect(result).not.toHaveProperty('pack'); // nothing half-loaded
    for (const diagnostic of result.errors) {
      expect(diagnostic.severity).toBe('error');
      expect(diagnostic.message).toMatch(/^[A-Z].*\.$/s);
      expect(diagnostic.message).not.toMatch(/must NOT|must match pattern|\$defs|undefined|\[object/);
    }
  });

  it('reports every problem of a pack with several problems at once', () => {
    const several = corpus.find((entry) => entry.name === 'several-problems.json')!;
    const result = loadPack(several.pack);
    expect(
      result.ok ? [] : new Set(result.errors.map((diagnostic) => diagnostic.code)).size,
    ).toBeGreaterThanOrEqual(6);
  });
});

describe('packs/examples/three-mistakes.json', () => {
  it('gives exactly three errors with three different codes', () => {
    const pack: unknown = JSON.parse(
      readFileSync(new URL('../../../packs/examples/three-mistakes.json', import.meta.url), 'utf8'),
    );
    const result = loadPack(pack);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(codesAndPaths(result.errors)).toEqual([
      { code: 'bad-format', path: '/levels/0/objects/3/noun' },
      { code: 'off-board', path: '/levels/0/objects/4' },
      { code: 'missing-field', path: '/levels/0/title' },
    ]);
  });
});

describe('designer-facing messages', () => {
  const tiny = JSON.parse(
    readFileSync(new URL('../../../packs/examples/tiny.json', import.meta.url), 'utf8'),
  ) as {
    levels: { objects: Record<string, unknown>[] }[];
  };

  it('name the level, its id and the object in words', () => {
    delete tiny.levels[0].objects[4]['noun'];
    const result = loadPack(tiny);
    expect(result.ok ? [] : result.errors).toEqual([
      {
        severity: 'error',
        code: 'missing-field',
        path: '/levels/0/objects/4/noun',
        message: 'Level 1 ("first-steps") object 5 has no "noun".',
      },
    ]);
  });
});
