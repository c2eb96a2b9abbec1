// The validators the compiled build carries (bin/project-build.js), written by the very ajv and
// options of registry.ts as ajv standalone code: one CommonJS module per schema, loaded by
// schemaValidator instead of compiling the schema again in every process. Each module holds the
// schema, each of its `$defs`, and the `result` of each `$defs` entry that has one (the protocol's
// answers, which the harness checks alone); any other part is compiled on first use, as before.
import standalone from 'ajv/dist/standalone/index.js';
import { schemaAjv, SCHEMA_NAMES, schemaOf, schemaRef, type SchemaName } from './registry.js';

/** The JSON pointers of schema `name` that are compiled ahead ('' is the whole schema). */
export function precompiledPointers(name: SchemaName): string[] {
  const definitions = (schemaOf(name) as { $defs?: Record<string, { properties?: object }> }).$defs ?? {};
  const pointers = [''];
  for (const [definition, body] of Object.entries(definitions)) {
    pointers.push(`/$defs/${definition}`);
    if (body.properties && 'result' in body.properties)
      pointers.push(`/$defs/${definition}/properties/result`);
  }
  return pointers;
}

/** Each schema's module of validators: its file name (`pack.validators.cjs`) and its code. */
export function standaloneValidatorModules(): { file: string; code: string }[] {
  const ajv = schemaAjv({ code: { source: true } });
  return SCHEMA_NAMES.map((name) => {
    const pointers = precompiledPointers(name);
    const exportsByName = Object.fromEntries(pointers.map((at, i) => [`v${i}`, schemaRef(name, at)]));
    const byPointer = Object.fromEntries(pointers.map((at, i) => [at, `v${i}`]));
    // ajv writes CommonJS (`exports.v0 = ...`, and `require` of its small runtime helpers).
    const code = `${standalone.default(ajv, exportsByName)}\nexports.pointers = ${JSON.stringify(byPointer)};\n`;
    return { file: `${name}.validators.cjs`, code };
  });
}
