// Every schema in schemas/ behind one ajv: each schema (or one part of it) is compiled once, on
// first use, and kept by ajv, so the loader, the harness and the tests validate against the very
// same compiled rules. `tsType` is the type generator's hint (npm run types), not a rule.
// In the compiled build `miau` runs from (bin/project-build.js), the same validators were
// compiled ahead by this ajv (standalone.ts): a process loads their code instead of compiling
// the schemas again, which cost more than a quarter of a second in every process that checks one.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Ajv2020, ErrorObject, Options, ValidateFunction } from 'ajv/dist/2020.js';
import adapter from '../../schemas/adapter.schema.json' with { type: 'json' };
import baseline from '../../schemas/baseline.schema.json' with { type: 'json' };
import certificate from '../../schemas/certificate.schema.json' with { type: 'json' };
import diagnosticCodes from '../../schemas/diagnostic-codes.schema.json' with { type: 'json' };
import matrix from '../../schemas/matrix.schema.json' with { type: 'json' };
import pack from '../../schemas/pack.schema.json' with { type: 'json' };
import proofs from '../../schemas/proofs.schema.json' with { type: 'json' };
import protocol from '../../schemas/protocol.schema.json' with { type: 'json' };
import reconcile from '../../schemas/reconcile.schema.json' with { type: 'json' };
import scenarioList from '../../schemas/scenario-list.schema.json' with { type: 'json' };

const SCHEMAS = {
  adapter,
  baseline,
  certificate,
  'diagnostic-codes': diagnosticCodes,
  matrix,
  pack,
  proofs,
  protocol,
  reconcile,
  'scenario-list': scenarioList,
};

/** A schema of schemas/, by its file name without `.schema.json`. */
export type SchemaName = keyof typeof SCHEMAS;

/** Every schema's name, in a fixed order. */
export const SCHEMA_NAMES = Object.keys(SCHEMAS).sort() as SchemaName[];

/** The ajv reference of schema `name`, or of its part at the JSON pointer `at` ('' is the whole). */
export function schemaRef(name: SchemaName, at = ''): string {
  return `${SCHEMAS[name].$id}${at === '' ? '' : `#${at}`}`;
}

/** Schema `name` as parsed JSON (typed from the file), for the lists a schema is the source of. */
export function schemaOf<Name extends SchemaName>(name: Name): (typeof SCHEMAS)[Name] {
  return SCHEMAS[name];
}

// allErrors: a designer sees every problem at once; discriminator: a thing's `kind` picks its
// branch (pack schema); verbose: the shape messages quote the value and the schema's bounds.
const OPTIONS: Options = { allErrors: true, discriminator: true, verbose: true };

const require = createRequire(import.meta.url);

// ajv itself is loaded on first use: a process of precompiled validators (an engine host, say)
// never compiles a schema, and loading ajv cost it more than a tenth of a second.
function newAjv(options: Options): Ajv2020 {
  const { Ajv2020: AjvClass } = require('ajv/dist/2020.js') as typeof import('ajv/dist/2020.js');
  return new AjvClass(options);
}

/** An ajv holding every schema, with the project's options (`extra`: standalone.ts asks for source code). */
export function schemaAjv(extra: Options = {}): Ajv2020 {
  const instance = newAjv({ ...OPTIONS, ...extra });
  instance.addKeyword('tsType');
  for (const schema of Object.values(SCHEMAS)) instance.addSchema(schema);
  return instance;
}

let ajv: Ajv2020 | undefined;
const schemas = (): Ajv2020 => (ajv ??= schemaAjv());

// Set by the build (bin/project-build.js) to its folder of validators compiled ahead; in any
// other run (tsx, vitest) it is not defined, and every schema is compiled here on first use.
declare const __MIAU_PRECOMPILED_SCHEMAS__: string | undefined;
const precompiledFolder =
  typeof __MIAU_PRECOMPILED_SCHEMAS__ === 'string' ? __MIAU_PRECOMPILED_SCHEMAS__ : undefined;

/** What a module of precompiled validators exports (standalone.ts): each by its JSON pointer. */
interface PrecompiledModule {
  pointers: Record<string, string>;
  [exportName: string]: unknown;
}
const precompiledModules = new Map<SchemaName, PrecompiledModule | null>();

function precompiled(name: SchemaName, at: string): ValidateFunction | undefined {
  if (precompiledFolder === undefined) return undefined;
  let module = precompiledModules.get(name);
  if (module === undefined) {
    try {
      module = require(join(precompiledFolder, `${name}.validators.cjs`)) as PrecompiledModule;
    } catch {
      module = null; // a build without them only costs the compile
    }
    precompiledModules.set(name, module);
  }
  const exportName = module?.pointers[at];
  return exportName === undefined ? undefined : (module![exportName] as ValidateFunction);
}

/**
 * The validator of schema `name`, or of the part of it at the JSON pointer `at`
 * (`schemaValidator('adapter', '/$defs/hello')`). Throws when the schema has no such part.
 */
export function schemaValidator(name: SchemaName, at = ''): ValidateFunction {
  const validate = precompiled(name, at) ?? schemas().getSchema(schemaRef(name, at));
  if (!validate) throw new Error(`schemas/${name}.schema.json has nothing at ${at}`);
  return validate;
}

let firstErrorAjv: Ajv2020 | undefined;

/**
 * As schemaValidator, but stopping at the first error: for a value too large to list every
 * problem of. Compiled on first use (never ahead: only a hostile value needs it).
 */
export function firstErrorValidator(name: SchemaName, at = ''): ValidateFunction {
  firstErrorAjv ??= schemaAjv({ allErrors: false });
  const validate = firstErrorAjv.getSchema(schemaRef(name, at));
  if (!validate) throw new Error(`schemas/${name}.schema.json has nothing at ${at}`);
  return validate;
}

/** Past this many values (every item and field, nested), a value is checked up to its first error. */
export const MANY_VALUES = 100_000;

/**
 * The validator for `value`: every error of a value of ordinary size, the first alone of a value
 * of more than MANY_VALUES values. Listing every error of an engine's answer of 3,000,000 empty
 * things built 15,000,000 errors (minutes, and more memory than the heap had) to show five.
 */
export function boundedValidator(name: SchemaName, at: string, value: unknown): ValidateFunction {
  return validatorFor(name, at, hasMoreValuesThan(value, MANY_VALUES));
}

/** boundedValidator for a caller that has counted the value already: `many` past MANY_VALUES. */
export function validatorFor(name: SchemaName, at: string, many: boolean): ValidateFunction {
  return many ? firstErrorValidator(name, at) : schemaValidator(name, at);
}

/** Whether `value` holds more than `most` values, counted without recursion; stops once it knows. */
export function hasMoreValuesThan(value: unknown, most: number): boolean {
  let count = 1;
  if (count > most) return true;
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (item === null || typeof item !== 'object') continue;
    // A list's or an object's size is known before its items are read: a huge one costs nothing.
    const children = Array.isArray(item) ? item : Object.keys(item);
    count += children.length;
    if (count > most) return true;
    for (const child of Object.values(item)) pending.push(child);
  }
  return false;
}

let formatter: Ajv2020 | undefined;

/** ajv's own one-line summary of a validator's errors ("data/x must be integer, ..."). */
export function errorsText(errors: readonly ErrorObject[] | null | undefined): string {
  // Formatting needs no schema: an empty ajv, so a process of precompiled validators compiles none.
  formatter ??= ajv ?? newAjv(OPTIONS);
  return formatter.errorsText(errors as ErrorObject[] | null | undefined);
}
