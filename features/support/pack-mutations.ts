// Random changes to valid packs (spec: packs/robust-loading): the inputs of the robust-loading
// scenario and of the fuzz tests in tests/src/checks/. A change removes a field, replaces a
// value by one of another type or a boundary value, repeats or swaps list entries, misspells a
// text or adds a field. Every choice comes from `choose`, so a seed (or fast-check) decides
// everything and the same choices give the same pack. The result is JSON data (it may hold a
// `__proto__` own key, made by JSON.parse), so it travels over the JSON-lines protocol too.
import { isRecord } from '../../src/data/records.js';

/** Picks a whole number from 0 to n - 1. */
export type Choose = (n: number) => number;

/** A deterministic `choose` from a seed (mulberry32): no clock, no Math.random. */
export function seededChoices(seed: number): Choose {
  let state = seed >>> 0;
  return (n) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const unit = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return Math.floor(unit * Math.max(1, n));
  };
}

/** A `choose` that reads a list of numbers in turn (fast-check generates the list and shrinks it). */
export function listedChoices(numbers: readonly number[]): Choose {
  let at = 0;
  return (n) => (numbers.length === 0 ? 0 : numbers[at++ % numbers.length] % Math.max(1, n));
}

export const MUTATIONS = ['remove', 'replace', 'repeat', 'misspell', 'add-field', 'swap'] as const;
export type Mutation = (typeof MUTATIONS)[number];

/** A copy of `pack` with `count` random changes. */
export function mutatePack(pack: unknown, choose: Choose, count: number): unknown {
  const root = { value: JSON.parse(JSON.stringify(pack)) as unknown };
  for (let i = 0; i < count; i++) mutateOnce(root, MUTATIONS[choose(MUTATIONS.length)], choose);
  return root.value;
}

type Container = Record<string, unknown> | unknown[];
interface Place {
  parent: Container;
  key: string | number;
}

function mutateOnce(root: { value: unknown }, mutation: Mutation, choose: Choose): void {
  const places = placesIn(root);
  const pick = <T>(list: T[]): T | undefined => (list.length === 0 ? undefined : list[choose(list.length)]);
  switch (mutation) {
    case 'remove': {
      const place = pick(places.filter((p) => p.parent !== (root as unknown)));
      if (!place) return;
      if (Array.isArray(place.parent)) place.parent.splice(place.key as number, 1);
      else delete place.parent[place.key as string];
      return;
    }
    case 'replace': {
      const place = pick(places);
      if (place) set(place, replacement(choose));
      return;
    }
    case 'repeat': {
      const list = pick(places.map(valueAt).filter((v): v is unknown[] => Array.isArray(v)));
      if (list)
        list.splice(
          choose(list.length + 1),
          0,
          list.length > 0 ? copy(list[choose(list.length)]) : replacement(choose),
        );
      return;
    }
    case 'misspell': {
      const place = pick(places.filter((p) => typeof valueAt(p) === 'string'));
      if (place) set(place, misspelled(valueAt(place) as string, choose));
      return;
    }
    case 'add-field': {
      const target = pick(places.map(valueAt).filter(isRecord));
      if (target)
        target[pick(['dir', 'extra', 'Title', 'features', 'properties', 'channel'])!] = replacement(choose);
      return;
    }
    case 'swap': {
      const list = pick(places.map(valueAt).filter((v): v is unknown[] => Array.isArray(v) && v.length >= 2));
      if (!list) return;
      const [a, b] = [choose(list.length), choose(list.length)];
      [list[a], list[b]] = [list[b], list[a]];
      return;
    }
  }
}

// Every value of the tree (the root included), as a place in its parent.
function placesIn(root: { value: unknown }): Place[] {
  const places: Place[] = [{ parent: root, key: 'value' }];
  const walk = (value: unknown, depth: number): void => {
    if (depth > 12 || value === null || typeof value !== 'object') return;
    const container = value as Container;
    for (const key of Array.isArray(container) ? container.keys() : Object.keys(container)) {
      places.push({ parent: container, key });
      walk((container as Record<string | number, unknown>)[key], depth + 1);
    }
  };
  walk(root.value, 0);
  return places;
}

function valueAt(place: Place): unknown {
  return (place.parent as Record<string | number, unknown>)[place.key];
}

function set(place: Place, value: unknown): void {
  (place.parent as Record<string | number, unknown>)[place.key] = value;
}

// Values of other types and at the edges of the format's ranges, built fresh each time.
const REPLACEMENTS: (() => unknown)[] = [
  () => null,
  () => true,
  () => 0,
  () => -1,
  () => 1.5,
  () => 63,
  () => 64,
  () => 65,
  () => 4097,
  () => 1e300,
  () => '',
  () => 'x',
  () => 'cat',
  () => 'CAT',
  () => 'TICK',
  () => 'SHUT',
  () => 'IS',
  () => 'U',
  () => 'W',
  () => '#0001',
  () => 'teleport',
  () => 'pairs',
  () => 'a'.repeat(65),
  () => [],
  () => ({}),
  () => [{}],
  () => ({ kind: 'word', text: 'SHUT', x: 0, y: 0 }),
  () => ({ kind: 'object', noun: 'TICK', x: 0, y: 0 }),
  () => ({ action: 'move', dx: 1, dy: 1 }),
  () => ({ TICK: { accent: 'pink', describe: 'Ticks' } }),
  () => JSON.parse('{"__proto__": {"polluted": true}}') as unknown,
  () => ({ constructor: 'x' }),
  () => nested(70),
];

function replacement(choose: Choose): unknown {
  return REPLACEMENTS[choose(REPLACEMENTS.length)]();
}

function nested(depth: number): unknown {
  let value: unknown = 0;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

function misspelled(text: string, choose: Choose): string {
  const variants = [
    text.toLowerCase(),
    text.toUpperCase(),
    `${text}!`,
    text.slice(0, -1),
    ` ${text}`,
    `${text}${text}`,
  ];
  return variants[choose(variants.length)];
}

function copy(value: unknown): unknown {
  return value === undefined ? null : (JSON.parse(JSON.stringify(value)) as unknown);
}
