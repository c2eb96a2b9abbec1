// Step forms (spec: packs/step-forms, automata/steps, Clockwork seed ask 4): the loader and the
// engine accept exactly the same automaton steps. This predicate is compiled from the pack
// schema's own `$defs/step`, plus the cardinal check the loader's meaning checks make, so an
// engine that uses it cannot drift from the loader. Shorthand strings ('U', 'W') are no step.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import packSchema from '../../schemas/pack.schema.json' with { type: 'json' };

let validator: ValidateFunction | undefined;

// Compiled once, on first use.
function stepValidator(): ValidateFunction {
  if (!validator) {
    const ajv = new Ajv2020({ discriminator: true, strict: false });
    ajv.addSchema(packSchema);
    validator = ajv.compile({ $ref: `${packSchema.$id}#/$defs/step` });
  }
  return validator;
}

/**
 * Whether `value` is an automaton step: `{ action: 'move', dx, dy, cue?, sound? }` moving exactly
 * one cell up, down, left or right, or `{ action: 'wait', cue?, sound? }`. Never throws.
 */
export function isAutomatonStep(value: unknown): boolean {
  try {
    if (!stepValidator()(value)) return false;
    const step = value as { action: string; dx?: number; dy?: number };
    return step.action === 'wait' || (step.dx === 0) !== (step.dy === 0);
  } catch {
    return false; // a value whose reading throws (a proxy) is no step either
  }
}
