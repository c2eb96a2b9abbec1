// What kind of object a value is, for a message saying it is not plain data: the pack check
// (plain-data.ts) and an engine's answer (conformance/protocol/server.ts) name it alike.

/**
 * Names an object that is not a plain object or list: "a Date", "a Map", "an instance of Pos".
 * Reads only its tag and its prototype's constructor; a getter there that throws is the caller's
 * to catch.
 */
export function kindOfObject(value: object): string {
  const tag = Object.prototype.toString.call(value).slice(8, -1);
  if (tag !== 'Object' && tag !== 'Array') return `a ${tag}`;
  const prototype = Object.getPrototypeOf(value) as { constructor?: unknown } | null;
  const constructor = prototype?.constructor;
  const name = typeof constructor === 'function' && constructor.name ? constructor.name : 'some class';
  return `an instance of ${name}`;
}

/**
 * Whether `value`, whose prototype is not this realm's Object.prototype, Array.prototype or null,
 * is a plain object or list all the same: one made in another realm (a `vm` context), whose
 * prototype is that realm's Object.prototype or Array.prototype.
 */
export function plainOfAnotherRealm(value: object, prototype: unknown): boolean {
  if (typeof prototype !== 'object' || prototype === null) return false;
  // Array.prototype is itself an array, in every realm.
  if (Array.isArray(value)) return Array.isArray(prototype);
  if (Object.getPrototypeOf(prototype) !== null) return false;
  const constructor = (prototype as { constructor?: unknown }).constructor;
  return (
    typeof constructor === 'function' &&
    constructor.name === 'Object' &&
    Object.prototype.toString.call(value) === '[object Object]'
  );
}
