// The validators the compiled build carries (src/schema/standalone.ts, written by
// bin/project-build.js): each answers exactly as the validator ajv compiles in-process (the same
// verdict and the same errors, values and schema parts included), and the build's registry hands
// them out instead of compiling.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { SCHEMA_NAMES, schemaValidator, type SchemaName } from '../../../src/schema/registry.js';
import { precompiledPointers, standaloneValidatorModules } from '../../../src/schema/standalone.js';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const require = createRequire(import.meta.url);
type Validate = ((data: unknown) => boolean) & { errors?: unknown };
let folder: string;

beforeAll(async () => {
  const { projectBuild } = (await import(pathToFileURL(join(ROOT, 'bin', 'project-build.js')).href)) as {
    projectBuild: () => Promise<string | undefined>;
  };
  const build = await projectBuild();
  if (!build) throw new Error('the compiled build could not be made');
  folder = join(build, 'schemas');
}, 120_000);

function precompiled(name: SchemaName): Record<string, unknown> & { pointers: Record<string, string> } {
  return require(join(folder, `${name}.validators.cjs`)) as ReturnType<typeof precompiled>;
}

/** Verdict and errors of both validators of `name` at `at` for `value`, side by side. */
function bothOn(name: SchemaName, at: string, value: unknown): [unknown, unknown] {
  const module = precompiled(name);
  const ahead = module[module.pointers[at]] as Validate;
  const here = schemaValidator(name, at);
  return [
    [ahead(value), ahead.errors],
    [here(value), here.errors],
  ];
}

const jsonFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .map((file) => join(dir, file));

describe('the validators compiled ahead for the build', () => {
  it('cover every schema, its definitions and the protocol answers the harness checks alone', () => {
    expect(readdirSync(folder).sort()).toEqual(SCHEMA_NAMES.map((name) => `${name}.validators.cjs`).sort());
    for (const name of SCHEMA_NAMES)
      expect(Object.keys(precompiled(name).pointers)).toEqual(precompiledPointers(name));
    expect(precompiledPointers('pack')).toContain('/$defs/step');
    expect(precompiledPointers('protocol')).toContain('/$defs/inputAnswer/properties/result');
    // Written again here, they are the same code: the build is made of the schemas alone.
    for (const { file, code } of standaloneValidatorModules())
      expect(code === readFileSync(join(folder, file), 'utf8'), file).toBe(true);
  });

  it('answer every pack of the repository and every bad-pack fixture as the in-process pack validator', () => {
    const files = [
      ...jsonFiles(join(ROOT, 'packs')),
      ...jsonFiles(join(ROOT, 'tests', 'fixtures', 'bad-packs')),
    ];
    expect(files.length).toBeGreaterThan(60);
    let refused = 0;
    for (const file of files) {
      const [ahead, here] = bothOn('pack', '', JSON.parse(readFileSync(file, 'utf8')));
      expect(ahead, file).toEqual(here);
      if ((here as [boolean])[0] === false) refused += 1;
    }
    expect(refused).toBeGreaterThan(10);
  });

  it('answer plain values at every precompiled part of every schema as ajv does in-process', () => {
    const values = [null, true, 0, -1.5, 'x', [], [1, 'a'], {}, { id: 'a', kind: 'object' }];
    for (const name of SCHEMA_NAMES)
      for (const at of precompiledPointers(name))
        for (const value of values) {
          const [ahead, here] = bothOn(name, at, value);
          expect(ahead, `${name}${at} on ${JSON.stringify(value)}`).toEqual(here);
        }
  });

  it("are what the build's registry hands out", async () => {
    const registry = (await import(
      pathToFileURL(join(folder, '..', 'src', 'schema', 'registry.js')).href
    )) as {
      schemaValidator: (name: SchemaName, at?: string) => unknown;
    };
    expect(registry.schemaValidator('pack')).toBe(precompiled('pack')[precompiled('pack').pointers['']]);
    const result = '/$defs/observeAnswer/properties/result';
    expect(registry.schemaValidator('protocol', result)).toBe(
      precompiled('protocol')[precompiled('protocol').pointers[result]],
    );
  });
});
