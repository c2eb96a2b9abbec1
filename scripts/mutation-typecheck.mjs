// Which mutants type-check: each mutant's code is put in place of the original (in memory) and
// the TypeScript language service checks reference/ and the engine binding. scripts/mutation.mjs
// uses it to split Stryker's runtime errors into crashes of a well-typed engine (the suite
// noticed them: detected) and mutants tsc rejects (no engine could be built from them: left out).
import { join } from 'node:path';
import ts from 'typescript';

/** The files whose diagnostics decide: the engine and its binding (importers see type changes). */
const CHECKED = /\/(reference\/.*|conformance\/engines\/[^/]*)\.ts$/;

/**
 * For each mutant ({ id, file, location, replacement } and the report's `source` of its file
 * in `sources`), whether the project still type-checks with it: `{ id, ok, errors }`.
 */
export function typeCheckMutants(root, mutants, sources = new Map()) {
  if (mutants.length === 0) return [];
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  const overrides = new Map();
  const versions = new Map();
  const host = {
    getScriptFileNames: () => config.fileNames,
    getScriptVersion: (file) => String(versions.get(file) ?? 0),
    getScriptSnapshot: (file) => {
      const text = overrides.get(file) ?? ts.sys.readFile(file);
      return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
    },
    getCurrentDirectory: () => root,
    getCompilationSettings: () => config.options,
    getDefaultLibFileName: (options) => ts.getDefaultLibFilePath(options),
    fileExists: ts.sys.fileExists,
    readFile: (file) => overrides.get(file) ?? ts.sys.readFile(file),
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
  };
  const service = ts.createLanguageService(host);
  const checked = config.fileNames.filter((file) => CHECKED.test(file.split('\\').join('/')));
  const errorCount = () =>
    checked.reduce(
      (n, file) =>
        n + service.getSemanticDiagnostics(file).length + service.getSyntacticDiagnostics(file).length,
      0,
    );
  const put = (file, text) => {
    overrides.set(file, text);
    versions.set(file, (versions.get(file) ?? 0) + 1);
  };

  const results = [];
  for (const mutant of mutants) {
    const file = join(root, mutant.file);
    const original = sources.get(mutant.file) ?? ts.sys.readFile(file) ?? '';
    put(file, original);
    const baseline = errorCount();
    put(file, applyMutant(original, mutant));
    const errors = errorCount() - baseline;
    results.push({ id: mutant.id, ok: errors <= 0, errors: Math.max(0, errors) });
    put(file, original);
  }
  for (const file of overrides.keys()) overrides.delete(file);
  return results;
}

/** The source with the mutant's replacement in place (locations: 1-based lines and columns). */
export function applyMutant(source, { location, replacement }) {
  const offsets = [0];
  for (let i = 0; i < source.length; i++) if (source[i] === '\n') offsets.push(i + 1);
  const at = ({ line, column }) => offsets[line - 1] + column - 1;
  return source.slice(0, at(location.start)) + replacement + source.slice(at(location.end));
}
