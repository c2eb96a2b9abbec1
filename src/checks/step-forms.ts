// Step forms (spec: packs/step-forms, automata/steps, Clockwork seed ask 4): the loader and the
// engine accept exactly the same automaton steps. This predicate is compiled from the pack
// schema's own `$defs/step`, plus the cardinal check the loader's meaning checks make, so an
// engine that uses it cannot drift from the loader. Shorthand strings ('U', 'W') are no step.
import { schemaValidator } from '../schema/registry.js';

/**
 * Whether `value` is an automaton step: `{ action: 'move', dx, dy, cue?, sound? }` moving exactly
 * one cell up, down, left or right, or `{ action: 'wait', cue?, sound? }`. Never throws.
 */
export function isAutomatonStep(value: unknown): boolean {
  try {
    if (!schemaValidator('pack', '/$defs/step')(value)) return false;
    const step = value as { action: string; dx?: number; dy?: number };
    return step.action === 'wait' || (step.dx === 0) !== (step.dy === 0);
  } catch {
    return false; // a value whose reading throws (a proxy) is no step either
  }
}
