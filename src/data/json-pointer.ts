// JSON pointers (RFC 6901): the `path` of every diagnostic points into the input this way.
// "" is the whole input, "/levels/0/objects/3/x" a field deep inside it.

/** Escapes one segment: `~` becomes `~0`, `/` becomes `~1`. Never throws. */
export function escapeSegment(segment: string | number): string {
  return String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Builds a pointer from its segments (`['levels', 0, 'id']` → `/levels/0/id`). Never throws. */
export function toPointer(segments: readonly (string | number)[]): string {
  return segments.map((segment) => '/' + escapeSegment(segment)).join('');
}

/** Appends segments to a pointer (`childPointer('/levels', 2)` → `/levels/2`). Never throws. */
export function childPointer(pointer: string, ...segments: (string | number)[]): string {
  return pointer + toPointer(segments);
}

/** Splits a pointer into unescaped segments (`/a~1b/0` → `['a/b', '0']`). Never throws. */
export function fromPointer(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** Whether `text` is a pointer: empty (the whole input) or `/` followed by segments. Never throws. */
export function isPointer(text: string): boolean {
  return text === '' || text.startsWith('/');
}

/**
 * The value `pointer` names in `data`, as `{ value }`, or undefined when some segment names no
 * own field or list entry of what it is read in (or the text is no pointer). Never throws on plain data.
 */
export function resolvePointer(data: unknown, pointer: string): { value: unknown } | undefined {
  return isPointer(pointer) ? walk(data, fromPointer(pointer)) : undefined;
}

/**
 * Whether `pointer` leads into `data`: every segment but the last names a place that exists (a
 * missing field's pointer names the field itself). Never throws on plain data.
 */
export function leadsInto(data: unknown, pointer: string): boolean {
  if (pointer === '') return true;
  if (!isPointer(pointer)) return false;
  return walk(data, fromPointer(pointer).slice(0, -1)) !== undefined;
}

function walk(data: unknown, segments: readonly string[]): { value: unknown } | undefined {
  let at: unknown = data;
  for (const segment of segments) {
    if (at === null || typeof at !== 'object' || !Object.prototype.hasOwnProperty.call(at, segment))
      return undefined;
    at = (at as Record<string, unknown>)[segment];
  }
  return { value: at };
}

const ARRAY_INDEX = /^(0|[1-9][0-9]*)$/;

/** True for a key written as an array index: `0`, or digits not starting with 0. */
export function isArrayIndex(key: string): boolean {
  return ARRAY_INDEX.test(key);
}

/**
 * Orders pointers segment by segment, array indexes by number (`/levels/2` before `/levels/10`),
 * other segments by UTF-16 code units, a parent before its children. Never throws.
 */
export function comparePointers(a: string, b: string): number {
  const left = fromPointer(a);
  const right = fromPointer(b);
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const order = compareSegments(left[i], right[i]);
    if (order !== 0) return order;
  }
  return left.length - right.length;
}

function compareSegments(a: string, b: string): number {
  if (isArrayIndex(a) && isArrayIndex(b)) return Number(a) - Number(b);
  if (a === b) return 0;
  return a < b ? -1 : 1;
}
