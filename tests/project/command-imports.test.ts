// What a `miau` command imports as it starts: the modules its file and the CLI's entry import
// statically (a dynamic import() loads only when the command gets there). Cucumber is some 440
// CommonJS files; `miau trace` and `miau merge` imported it through runner.ts for a constant and
// a count, half of what each of their runs cost.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './imports.js';

// A value import or re-export (never `import type`/`export type`), at the start of a line.
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\bfrom\s*)?['"]([^'"]+)['"]/gm;

/** Every package `entry` (relative to the root) imports statically, however deep, with the chain to it. */
function packagesImported(entries: readonly string[]): Map<string, string[]> {
  const packages = new Map<string, string[]>();
  const seen = new Set<string>();
  const visit = (file: string, chain: string[]): void => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, specifier] of readFileSync(join(ROOT, file), 'utf8').matchAll(STATIC_IMPORT)) {
      if (specifier.startsWith('.')) {
        const target = relative(ROOT, resolve(ROOT, dirname(file), specifier.replace(/\.js$/, '.ts')));
        if (existsSync(join(ROOT, target))) visit(target, [...chain, target]);
      } else if (!specifier.startsWith('node:') && !packages.has(specifier)) packages.set(specifier, chain);
    }
  };
  for (const entry of entries) visit(entry, [entry]);
  return packages;
}

const cucumberOf = (command: string): string[] =>
  [...packagesImported(['conformance/cli/main.ts', `conformance/cli/commands/${command}.ts`])]
    .filter(([name]) => name.startsWith('@cucumber/cucumber'))
    .map(([name, chain]) => `${name} <- ${chain.join(' <- ')}`);

describe('what a command imports as it starts', () => {
  it('finds cucumber where a command does run scenarios (the scanner itself works)', () => {
    expect(cucumberOf('reconcile')).not.toEqual([]);
  });

  it.each(['trace', 'merge', 'matrix', 'validate', 'solve', 'replay', 'open', 'share', 'serve', 'certify'])(
    'miau %s does not import cucumber until it runs scenarios',
    (command) => {
      expect(cucumberOf(command)).toEqual([]);
    },
  );
});
