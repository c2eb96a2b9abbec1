// The feature files that hold a scenario a selection picks, so that cucumber reads only those:
// reading and compiling all of `features/` cost a run of one scenario about half a CPU-second
// (twice with its determinism run), more than the scenario. A file's scenarios (the names and
// tags of its pickles, compiled by the Gherkin library cucumber uses) are kept by the hash of its
// text, in this process and in node_modules/.cache/miau/pickles/, so the next `miau certify`
// reads them instead of compiling. Narrowing never changes what runs or in which order: the files
// are cucumber's own expansion of the globs, in its order, less those holding nothing selected.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { isAbsolute, join, normalize } from 'node:path';
import { compile, AstBuilder, GherkinClassicTokenMatcher, Parser } from '@cucumber/gherkin';
import { IdGenerator } from '@cucumber/messages';
import { parse as parseTagExpression } from '@cucumber/tag-expressions';
import { glob } from 'glob';
import { PROJECT_ROOT } from '../project-root.js';

/** What a selection filters on, as cucumber takes it. */
export interface SelectionFilters {
  tags?: string;
  name?: readonly string[];
}

/** One scenario as cucumber runs it (an outline's row is one): its name and tag names. */
interface Pickled {
  name: string;
  tags: string[];
}

// Bumped when what a cache entry holds changes; the Gherkin version is part of the key too.
const CACHE_FORMAT = 1;
const GHERKIN_VERSION = (
  createRequire(import.meta.url)('@cucumber/gherkin/package.json') as { version: string }
).version;

/**
 * The feature files of `paths` (globs under `root`) holding at least one scenario the filters
 * pick, in cucumber's order; undefined when the paths are to be left as they are: no filter, a
 * path cucumber reads otherwise than as a glob (`file:line`, `@list`), or nothing picked (cucumber
 * reads no paths as "all"). A file that does not parse is kept: cucumber reports it.
 */
export async function filesHolding(
  root: string,
  paths: readonly string[],
  filters: SelectionFilters,
  cache: PickleCache = root === PROJECT_ROOT ? projectCache : otherCache,
): Promise<string[] | undefined> {
  const names = filters.name ?? [];
  const tags = filters.tags ?? '';
  if (names.length === 0 && tags === '') return undefined;
  if (paths.some((path) => /:\d+$/.test(path) || path.split(/[\\/]/).at(-1)?.startsWith('@')))
    return undefined;
  const tagExpression = tags === '' ? undefined : parseTagExpression(tags);
  const picks = (pickle: Pickled): boolean =>
    (names.length === 0 || names.some((name) => pickle.name.match(name))) &&
    (tagExpression === undefined || tagExpression.evaluate(pickle.tags));
  const files = await expandAsCucumber(root, paths);
  const kept: string[] = [];
  for (const file of files) {
    const pickles = await cache.of(file);
    if (pickles === null || pickles.some(picks)) kept.push(file);
  }
  return kept.length === 0 || kept.length === files.length ? undefined : kept;
}

/** The files cucumber finds for `paths`: each glob's matches sorted, then all normalized and deduplicated. */
async function expandAsCucumber(root: string, paths: readonly string[]): Promise<string[]> {
  const expanded = await Promise.all(
    paths.map(async (path) =>
      (await glob(path, { absolute: true, windowsPathsNoEscape: true, cwd: root })).sort(),
    ),
  );
  return [...new Set(expanded.flat().map((file) => normalize(isAbsolute(file) ? file : join(root, file))))];
}

/**
 * Feature files' scenarios by the hash of their text: in memory, and in `folder` when there is
 * one (written whole by a rename, so a run reading at the same time never sees half an entry).
 */
export class PickleCache {
  private readonly remembered = new Map<string, Pickled[] | null>();

  constructor(private readonly folder?: string) {}

  /** The scenarios of one feature file; null when it does not parse (or cannot be read here). */
  async of(file: string): Promise<Pickled[] | null> {
    let text;
    try {
      text = await readFile(file, 'utf8');
    } catch {
      return null;
    }
    const key = createHash('sha256')
      .update(`${CACHE_FORMAT}\n${GHERKIN_VERSION}\n`)
      .update(text)
      .digest('hex');
    const known = this.remembered.get(key) ?? this.read(key);
    if (known !== undefined) {
      this.remembered.set(key, known);
      return known;
    }
    const pickles = compilePickles(text, file);
    this.remembered.set(key, pickles);
    if (pickles !== null) this.write(key, pickles);
    return pickles;
  }

  /** A stored entry, or undefined when there is none or it is not what `write` writes. */
  private read(key: string): Pickled[] | undefined {
    if (this.folder === undefined) return undefined;
    let entry: unknown;
    try {
      entry = JSON.parse(readFileSync(join(this.folder, `${key}.json`), 'utf8'));
    } catch {
      return undefined;
    }
    return isPickleList(entry) ? entry : undefined;
  }

  private write(key: string, pickles: Pickled[]): void {
    if (this.folder === undefined) return;
    try {
      mkdirSync(this.folder, { recursive: true });
      const partial = join(this.folder, `${key}.${process.pid}.partial`);
      writeFileSync(partial, JSON.stringify(pickles));
      renameSync(partial, join(this.folder, `${key}.json`));
    } catch {
      // a read-only tree: the next run compiles again
    }
  }
}

// Only this project's own feature files are stored: a --root project's are many and short-lived.
const projectCache = new PickleCache(join(PROJECT_ROOT, 'node_modules', '.cache', 'miau', 'pickles'));
const otherCache = new PickleCache();

function isPickleList(entry: unknown): entry is Pickled[] {
  return (
    Array.isArray(entry) &&
    entry.every(
      (p: unknown) =>
        typeof p === 'object' &&
        p !== null &&
        typeof (p as Pickled).name === 'string' &&
        Array.isArray((p as Pickled).tags) &&
        (p as Pickled).tags.every((tag) => typeof tag === 'string'),
    )
  );
}

function compilePickles(text: string, uri: string): Pickled[] | null {
  try {
    const newId = IdGenerator.incrementing();
    const document = new Parser(new AstBuilder(newId), new GherkinClassicTokenMatcher()).parse(text);
    return compile(document, uri, newId).map((pickle) => ({
      name: pickle.name,
      tags: pickle.tags.map((tag) => tag.name),
    }));
  } catch {
    return null;
  }
}
