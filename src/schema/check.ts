// Shape checks: the pack is validated against schemas/pack.schema.json by ajv (registry.ts), and ajv's
// errors become diagnostics with stable codes (see messages.ts for the wording).
// ajv reports every failing branch of an `anyOf` (palette entries); we keep only what the
// designer needs: the branch that fits the value's type, or one "wrong type" when none does.
import type { ErrorObject } from 'ajv/dist/2020.js';
import { errorAt, type Diagnostic } from '../diagnostics/diagnostics.js';
import { fromPointer, toPointer } from '../data/json-pointer.js';
import { describePlace, sentence } from '../diagnostics/places.js';
import { shapeDiagnostic } from './messages.js';
import { schemaOf, schemaValidator } from './registry.js';

/** The pack schema as parsed JSON (the single source of the pack format). */
export const PACK_SCHEMA: Record<string, unknown> = schemaOf('pack');

/** Checks plain data against the pack schema; returns every shape problem (empty when none). Never throws on plain data. */
export function checkPackShape(data: unknown): Diagnostic[] {
  const tooLarge = tooLargeToCheck(data);
  if (tooLarge) return [tooLarge];
  const validate = schemaValidator('pack');
  if (validate(data)) return [];
  return mergeAlternatives(validate.errors ?? [])
    .map((error) => shapeDiagnostic(error, data))
    .filter((diagnostic): diagnostic is Diagnostic => diagnostic !== null);
}

/**
 * A list longer, or an object with more fields, than any of a pack may hold, as one `too-many`
 * (undefined when there is none). Every item of a list is checked and may give a diagnostic, in
 * time that can grow faster than the list (a 2,000,000-item list took hours): a pack holding such
 * a value is reported by it alone, and nothing else of it is checked (packs/limits).
 */
export function tooLargeToCheck(data: unknown): Diagnostic | undefined {
  const long = longestListOver(data, MOST_LIST_ITEMS, MOST_MAP_ENTRIES);
  if (!long) return undefined;
  // Its own bound where the schema gives one (64 levels), not the largest of any list (4096).
  const own = boundAt(long.at, long.list ? 'maxItems' : 'maxProperties');
  const place = `${sentence(describePlace(long.at, data))} has ${long.length} entries`;
  const kind = long.list ? 'list' : 'object';
  return errorAt(
    'too-many',
    long.at,
    own !== undefined
      ? `${place}, but it may hold at most ${own}.`
      : `${place}, more than any ${kind} of a pack may hold (at most ${long.list ? MOST_LIST_ITEMS : MOST_MAP_ENTRIES}).`,
  );
}

/**
 * The pack schema's `keyword` bound of the value at `pointer`, followed through properties,
 * items, additionalProperties, $ref and the branches of a oneOf or anyOf; undefined where the
 * schema gives none there (a field the schema does not know).
 */
export function boundAt(pointer: string, keyword: 'maxItems' | 'maxProperties'): number | undefined {
  let nodes: unknown[] = [PACK_SCHEMA];
  for (const step of fromPointer(pointer)) {
    nodes = nodes.flatMap((node) => childSchemas(resolveRef(node), step));
    if (nodes.length === 0) return undefined;
  }
  for (const node of nodes.flatMap(branchesOf)) {
    const bound = node[keyword];
    if (typeof bound === 'number') return bound;
  }
  return undefined;
}

function resolveRef(node: unknown): Record<string, unknown> {
  const ref = (node as { $ref?: unknown } | null)?.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/$defs/')) return (node ?? {}) as Record<string, unknown>;
  const defs = PACK_SCHEMA.$defs as Record<string, unknown>;
  return resolveRef(defs[ref.slice('#/$defs/'.length)]);
}

// A schema and, for a oneOf or anyOf, each of its branches (resolved).
function branchesOf(node: unknown): Record<string, unknown>[] {
  const own = resolveRef(node);
  const branches = [...((own.oneOf as unknown[]) ?? []), ...((own.anyOf as unknown[]) ?? [])];
  return [own, ...branches.flatMap(branchesOf)];
}

function childSchemas(node: unknown, step: string): unknown[] {
  return branchesOf(node).flatMap((branch) => {
    const properties = branch.properties as Record<string, unknown> | undefined;
    if (properties && Object.hasOwn(properties, step)) return [properties[step]];
    // A level is written with coordinates (`level`) or as a grid (`gridLevel`, expanded before
    // the schema reads it): a place in either has its bound.
    if (/^\d+$/.test(step) && branch.items !== undefined)
      return (branch.items as { $ref?: unknown }).$ref === '#/$defs/level'
        ? [branch.items, { $ref: '#/$defs/gridLevel' }]
        : [branch.items];
    if (typeof branch.additionalProperties === 'object') return [branch.additionalProperties];
    return [];
  });
}

/** The longest list the pack schema allows anywhere (its largest maxItems). */
export const MOST_LIST_ITEMS: number = largestBound(PACK_SCHEMA, 'maxItems');

/**
 * The most entries any object of a pack may hold (the palette's, the glossary's, a legend's
 * maxProperties; every other object has a few fixed fields). A palette of 200,000 entries that
 * are not text took the schema check minutes, its time growing with the square of their number.
 */
export const MOST_MAP_ENTRIES: number = largestBound(PACK_SCHEMA, 'maxProperties');

function largestBound(node: unknown, keyword: 'maxItems' | 'maxProperties'): number {
  if (node === null || typeof node !== 'object') return 0;
  const own = (node as Record<string, unknown>)[keyword];
  return Math.max(
    typeof own === 'number' ? own : 0,
    ...Object.values(node).map((n) => largestBound(n, keyword)),
  );
}

// The first list longer than `mostItems` or object with more than `mostKeys` fields (depth
// first), with its pointer, spelled out only when found. Plain data only (stage 1 bounded its
// depth and size).
function longestListOver(
  data: unknown,
  mostItems: number,
  mostKeys: number,
): { at: string; length: number; list: boolean } | undefined {
  const keys: string[] = [];
  let list = true;
  const search = (value: unknown): number | undefined => {
    if (value === null || typeof value !== 'object') return undefined;
    if (Array.isArray(value) && value.length > mostItems) return value.length;
    if (!Array.isArray(value)) {
      const fields = Object.keys(value).length;
      if (fields > mostKeys) {
        list = false;
        return fields;
      }
    }
    for (const [key, item] of Object.entries(value)) {
      keys.push(key);
      const found = search(item);
      if (found !== undefined) return found;
      keys.pop();
    }
    return undefined;
  };
  const length = search(data);
  return length === undefined ? undefined : { at: toPointer(keys), length, list };
}

// ajv pushes the errors of an anyOf's branches right before the anyOf error itself, all at or
// below the anyOf's place. Replace each such group by the errors that matter.
function mergeAlternatives(errors: readonly ErrorObject[]): ErrorObject[] {
  const kept: ErrorObject[] = [];
  for (const error of errors) {
    if (error.keyword !== 'anyOf' && error.keyword !== 'oneOf') {
      kept.push(error);
      continue;
    }
    const at = error.instancePath;
    const group: ErrorObject[] = [];
    while (kept.length > 0 && isAtOrBelow(kept[kept.length - 1].instancePath, at)) group.unshift(kept.pop()!);
    kept.push(...pickBranchErrors(error, group));
  }
  return kept;
}

function pickBranchErrors(alternative: ErrorObject, group: ErrorObject[]): ErrorObject[] {
  const at = alternative.instancePath;
  const typeMisses = group.filter((error) => error.instancePath === at && error.keyword === 'type');
  const branches = (alternative.schema as unknown[]).length;
  if (typeMisses.length < branches) {
    // Some branch accepts the value's type: its errors are the real problems.
    return group.filter((error) => !typeMisses.includes(error));
  }
  const expected = typeMisses.flatMap((error) => String(error.params['type']).split(','));
  return [{ ...alternative, keyword: 'type', params: { type: expected.join(',') } }];
}

function isAtOrBelow(path: string, ancestor: string): boolean {
  return path === ancestor || path.startsWith(ancestor + '/');
}
