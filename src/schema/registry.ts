// Every schema in schemas/ behind one ajv: each schema (or one part of it) is compiled once, on
// first use, and kept by ajv, so the loader, the harness and the tests validate against the very
// same compiled rules. `tsType` is the type generator's hint (npm run types), not a rule.
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import adapter from '../../schemas/adapter.schema.json' with { type: 'json' };
import baseline from '../../schemas/baseline.schema.json' with { type: 'json' };
import certificate from '../../schemas/certificate.schema.json' with { type: 'json' };
import diagnosticCodes from '../../schemas/diagnostic-codes.schema.json' with { type: 'json' };
import pack from '../../schemas/pack.schema.json' with { type: 'json' };
import proofs from '../../schemas/proofs.schema.json' with { type: 'json' };
import protocol from '../../schemas/protocol.schema.json' with { type: 'json' };
import reconcile from '../../schemas/reconcile.schema.json' with { type: 'json' };

const SCHEMAS = {
  adapter,
  baseline,
  certificate,
  'diagnostic-codes': diagnosticCodes,
  pack,
  proofs,
  protocol,
  reconcile,
};

/** A schema of schemas/, by its file name without `.schema.json`. */
export type SchemaName = keyof typeof SCHEMAS;

/** Schema `name` as parsed JSON (typed from the file), for the lists a schema is the source of. */
export function schemaOf<Name extends SchemaName>(name: Name): (typeof SCHEMAS)[Name] {
  return SCHEMAS[name];
}

let ajv: Ajv2020 | undefined;

// allErrors: a designer sees every problem at once; discriminator: a thing's `kind` picks its
// branch (pack schema); verbose: the shape messages quote the value and the schema's bounds.
function schemas(): Ajv2020 {
  if (!ajv) {
    ajv = new Ajv2020({ allErrors: true, discriminator: true, verbose: true });
    ajv.addKeyword('tsType');
    for (const schema of Object.values(SCHEMAS)) ajv.addSchema(schema);
  }
  return ajv;
}

/**
 * The validator of schema `name`, or of the part of it at the JSON pointer `at`
 * (`schemaValidator('adapter', '/$defs/hello')`). Throws when the schema has no such part.
 */
export function schemaValidator(name: SchemaName, at = ''): ValidateFunction {
  const validate = schemas().getSchema(`${SCHEMAS[name].$id}${at === '' ? '' : `#${at}`}`);
  if (!validate) throw new Error(`schemas/${name}.schema.json has nothing at ${at}`);
  return validate;
}

/** ajv's own one-line summary of a validator's errors ("data/x must be integer, ..."). */
export function errorsText(errors: readonly ErrorObject[] | null | undefined): string {
  return schemas().errorsText(errors as ErrorObject[] | null | undefined);
}
