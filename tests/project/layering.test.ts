// The layering rules of ARCHITECTURE.md, enforced: the reference engine knows neither the harness
// nor the fast solver, the solver knows nothing above the engine, step definitions do not know
// the engines or the CLI, src/ knows nothing above it, and nothing shipped imports a test or a dev script.
import { describe, expect, it } from 'vitest';
import { importsInto, isInside, relativeImports, sourceFiles, type RelativeImport } from './imports.js';

interface Rule {
  name: string;
  /** The folders whose files the rule holds for. */
  folders: string[];
  /** Files of those folders the rule leaves out. */
  except?: (file: string) => boolean;
  /** Folders those files must not import. */
  forbidden: string[];
  /** Imports into a forbidden folder that are allowed all the same (a path prefix, without extension). */
  allowed?: string[];
}

const SHIPPED = ['src', 'reference', 'solver', 'conformance', 'features', 'bin'];
const RULES: Rule[] = [
  {
    name: 'reference/ never imports the solver, the harness or the features',
    folders: ['reference'],
    forbidden: ['solver', 'conformance', 'features'],
  },
  {
    name: 'solver/ never imports the harness or the features',
    folders: ['solver'],
    forbidden: ['conformance', 'features'],
  },
  {
    name: 'step definitions and support code never import an engine',
    folders: ['features/step_definitions', 'features/support'],
    forbidden: ['reference', 'solver'],
  },
  {
    // Every certify run loads the step definitions; in vitest a CLI module they pulled in was
    // loaded twice (through vite and natively) and its coverage came out garbled.
    name: 'step definitions and support code never import the CLI',
    folders: ['features/step_definitions', 'features/support'],
    forbidden: ['conformance/cli'],
  },
  {
    name: 'src/ imports nothing above it',
    folders: ['src'],
    forbidden: ['reference', 'solver', 'conformance', 'features'],
  },
  {
    // The CLI may read the solver's budget figures (its defaults and ceiling) for `miau solve`.
    name: 'only conformance/engines/ binds the harness to the engines',
    folders: ['conformance'],
    except: (file) => isInside(file, 'conformance/engines'),
    forbidden: ['reference', 'solver'],
    allowed: ['solver/budget'],
  },
  {
    name: 'nothing shipped imports a test or a dev script',
    folders: SHIPPED,
    forbidden: ['tests', 'scripts'],
  },
];

/** The imports among `imports` that break `rule`, as `file -> specifier`. */
function crossings(rule: Rule, imports: readonly RelativeImport[]): string[] {
  return imports
    .filter(({ file }) => rule.folders.some((folder) => isInside(file, folder)) && !rule.except?.(file))
    .filter(({ target }) => rule.forbidden.some((folder) => isInside(target, folder)))
    .filter(({ target }) => !rule.allowed?.some((path) => target.replace(/\.(c|m)?(t|j)s$/, '') === path))
    .map(({ file, specifier }) => `${file} -> ${specifier}`);
}

describe('layering', () => {
  it('finds an import that crosses a layer in a real file (the scanner itself works)', () => {
    const offenders = importsInto(['tests/fixtures/engines/wrong-sink.ts'], ['conformance']);
    expect(offenders).toContain(
      'tests/fixtures/engines/wrong-sink.ts -> ../../../conformance/engines/reference.js',
    );
  });

  // Each rule, shown an import from its first folder into each forbidden folder, must refuse it:
  // a rule that cannot fail would pass whatever the tree holds.
  it.each(RULES.map((rule) => [rule.name, rule] as const))(
    'the rule "%s" fails on an import that crosses it',
    (_, rule) => {
      const from = rule.folders[0];
      const file = `${from}/crossing.ts`;
      const up = '../'.repeat(from.split('/').length);
      const imports = rule.forbidden.map((folder) => ({
        file,
        specifier: `${up}${folder}/x.js`,
        target: `${folder}/x.js`,
      }));
      expect(crossings(rule, imports)).toEqual(imports.map(({ specifier }) => `${file} -> ${specifier}`));
    },
  );

  it.each(RULES.map((rule) => [rule.name, rule] as const))('%s', (_, rule) => {
    const files = [...new Set(rule.folders.flatMap(sourceFiles))];
    expect(files.length).toBeGreaterThan(0);
    expect(crossings(rule, relativeImports(files))).toEqual([]);
  });

  it('solver/ never imports conformance/, features/, tests/ or scripts/', () => {
    expect(importsInto(sourceFiles('solver'), ['conformance', 'features', 'tests', 'scripts'])).toEqual([]);
  });

  it('reference/ and src/ never import solver/ (the solver sits above the readable engine)', () => {
    expect(importsInto([...sourceFiles('reference'), ...sourceFiles('src')], ['solver'])).toEqual([]);
  });

  it('step definitions and support code never import solver/', () => {
    const files = [...sourceFiles('features/step_definitions'), ...sourceFiles('features/support')];
    expect(importsInto(files, ['solver'])).toEqual([]);
  });
});
