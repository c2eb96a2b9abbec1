// Every top folder's README ends with two tables, "May import" and "Imported by", naming top
// folders. They must say exactly what the code does: the folders its files import (relative
// imports), and the folders whose files import it. A table that lists too much fails as well as
// one that lists too little.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { relativeImports, ROOT, sourceFiles } from './imports.js';

// Made by tools or by npm, never committed (.gitignore).
const NOT_PROJECT = new Set(['node_modules', 'coverage', 'reports']);
const TOP = readdirSync(ROOT)
  .filter(
    (name) => !name.startsWith('.') && !NOT_PROJECT.has(name) && statSync(join(ROOT, name)).isDirectory(),
  )
  .sort();

/** The folders named in the first column of the table headed `heading`; throws when there is none. */
function tableFolders(readme: string, heading: string): string[] {
  const lines = readme.split('\n');
  const start = lines.findIndex((line) => new RegExp(`^\\|\\s*${heading}\\s*\\|`).test(line));
  if (start < 0) throw new Error(`no table headed "${heading}"`);
  const rows = lines.slice(start + 2);
  const end = rows.findIndex((line) => !line.startsWith('|'));
  return rows
    .slice(0, end < 0 ? undefined : end)
    .map((row) => row.split('|')[1].trim())
    .filter((cell) => cell !== '—')
    .map((cell) => /^`([^`/]+)\/`$/.exec(cell)?.[1] ?? `(not a folder: ${cell})`)
    .sort();
}

const imports = relativeImports(TOP.flatMap(sourceFiles));
const topOf = (path: string): string => path.split('/')[0];
const edges = imports
  .map(({ file, target }) => ({ from: topOf(file), to: topOf(target) }))
  .filter(({ from, to }) => from !== to && TOP.includes(to));
const unique = (names: string[]): string[] => [...new Set(names)].sort();

describe('tableFolders', () => {
  const readme = [
    '# x',
    '',
    '| May import | for |',
    '| --- | --- |',
    '| `src/` | types |',
    '| `schemas/` | JSON |',
    '',
    '| Imported by | for |',
    '| --- | --- |',
    '| — | |',
  ].join('\n');

  it('reads the folders of a table and an empty table', () => {
    expect(tableFolders(readme, 'May import')).toEqual(['schemas', 'src']);
    expect(tableFolders(readme, 'Imported by')).toEqual([]);
  });

  it('marks a cell that is not a folder, and fails without the table', () => {
    expect(tableFolders('| May import |\n| --- |\n| src |\n', 'May import')).toEqual(['(not a folder: src)']);
    expect(() => tableFolders('# nothing', 'May import')).toThrow(/no table headed "May import"/);
  });
});

describe('the import tables of the folder READMEs', () => {
  it('sees the project: its top folders and their imports', () => {
    expect(TOP).toEqual(
      expect.arrayContaining(['src', 'reference', 'solver', 'conformance', 'features', 'tests']),
    );
    expect(edges).toContainEqual({ from: 'reference', to: 'src' });
  });

  it.each(TOP)('%s/README.md says what the folder imports and what imports it', (folder) => {
    const file = join(ROOT, folder, 'README.md');
    expect(existsSync(file), `${folder}/README.md is missing`).toBe(true);
    const readme = readFileSync(file, 'utf8');
    const mayImport = unique(edges.filter(({ from }) => from === folder).map(({ to }) => to));
    const importedBy = unique(edges.filter(({ to }) => to === folder).map(({ from }) => from));
    expect(tableFolders(readme, 'May import'), `the "May import" table of ${folder}/README.md`).toEqual(
      mayImport,
    );
    expect(tableFolders(readme, 'Imported by'), `the "Imported by" table of ${folder}/README.md`).toEqual(
      importedBy,
    );
  });
});
