// The words and ids every engine and tool agrees on (spec: rules/property-words, rules/entity-ids).

/** The core property words. */
export const CORE_PROPERTIES = ['YOU', 'PUSH', 'STOP', 'WIN', 'SINK', 'DEFEAT'] as const;
/** The operator words. */
export const OPERATORS = ['IS', 'AND'] as const;

/** The id a thing without an authored id gets from its 0-based index in `objects`: 0 → `#0001`. */
export function generatedId(index: number): string {
  return '#' + String(index + 1).padStart(4, '0');
}
