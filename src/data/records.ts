// Guards for data not yet known to fit the schema: the meaning checks run on every part of a
// pack that passed the shape check, so they read the rest of it warily. A field is read only when
// it is the object's own, so nothing inherited (`constructor`, `toString`) is ever taken for data.

/** A JSON object, as plain data reads it: any keys, values not yet checked. */
export type DataRecord = Record<string, unknown>;

/** Whether `value` is an object and not a list (or null). Never throws on plain data. */
export function isRecord(value: unknown): value is DataRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The own field `key` of `data`, or undefined when `data` is no object or has no such field. */
export function fieldOf(data: unknown, key: string): unknown {
  return isRecord(data) && Object.prototype.hasOwnProperty.call(data, key) ? data[key] : undefined;
}

/** `value` when it is a list, else an empty one. */
export function listOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** The list in the own field `key` of `data`, or an empty list when there is none. */
export function listAt(data: unknown, key: string): unknown[] {
  return listOf(fieldOf(data, key));
}

/** The own fields of an object as `[key, value]` pairs, or none when `value` is no object. */
export function entriesOf(value: unknown): [string, unknown][] {
  return isRecord(value) ? Object.entries(value) : [];
}
