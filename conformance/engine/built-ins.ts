// The built-ins an engine module shares with the code that serves it. A module that replaces
// JSON.stringify, a method of Array.prototype or Map.prototype, or adds an enumerable member to
// Object.prototype (a for-in over every object then finds it) breaks the protocol's own code in
// its process, and the fault read as the harness's: "the request breaks the protocol: /extra is a
// field", "printed a line that is not JSON", a hello never answered. So what the module changed
// is found and named instead.

/** The objects watched, by the name a message gives them. */
const WATCHED: readonly (readonly [string, object])[] = [
  ['Object.prototype', Object.prototype],
  ['Array.prototype', Array.prototype],
  ['String.prototype', String.prototype],
  ['Number.prototype', Number.prototype],
  ['Function.prototype', Function.prototype],
  ['Map.prototype', Map.prototype],
  ['Set.prototype', Set.prototype],
  ['Promise.prototype', Promise.prototype],
  ['RegExp.prototype', RegExp.prototype],
  ['JSON', JSON],
  ['Object', Object],
  ['Array', Array],
  ['Promise', Promise],
  ['String', String],
  ['Number', Number],
  ['Reflect', Reflect],
];

/** Globals whose replacement is a change too. */
const GLOBALS = ['JSON', 'Object', 'Array', 'Map', 'Set', 'Promise', 'String', 'Number', 'Symbol', 'Reflect'];

/**
 * On these, an added member that for-in finds is a change; elsewhere only a replaced one is.
 * Array.prototype is not among them: an old library's `Array.prototype.last = …` is enumerable,
 * only a for-in over an array finds it, and the code serving a module runs none (the whole suite
 * passes with such a module), so refusing it judged a correct engine.
 */
const ITERATED = new Set(['Object.prototype']);

/** The most changes one message names. */
const MOST_NAMED = 3;

// Read before any module runs, as is everything the check below calls: the check must work in a
// process whose built-ins were changed, so it loops by index and joins texts by hand.
const { ownKeys, getOwnPropertyDescriptor } = Reflect;
const { is } = Object;
const { stringify } = JSON;

/**
 * Takes a snapshot of the watched built-ins now, and returns a check that names what has changed
 * since (undefined while nothing has). A check costs some hundred property reads.
 */
export function watchBuiltIns(): () => string | undefined {
  const taken = WATCHED.map(([name, owner]) => {
    const keys = ownKeys(owner);
    return { name, owner, keys, values: keys.map((key) => valueOf(owner, key)) };
  });
  const globals = GLOBALS.map((name) => (globalThis as Record<string, unknown>)[name]);
  return () => {
    const changes: string[] = [];
    const note = (change: string): void => {
      changes[changes.length] = change;
    };
    for (let i = 0; i < GLOBALS.length; i++)
      if (!is((globalThis as Record<string, unknown>)[GLOBALS[i]], globals[i]))
        note(`${GLOBALS[i]} was replaced`);
    for (let t = 0; t < taken.length; t++) {
      const { name, owner, keys, values } = taken[t];
      for (let k = 0; k < keys.length; k++) {
        if (is(valueOf(owner, keys[k]), values[k])) continue;
        const how = getOwnPropertyDescriptor(owner, keys[k]) ? 'replaced' : 'deleted';
        note(`${memberName(name, keys[k])} was ${how}`);
      }
      if (!ITERATED.has(name)) continue;
      const now = ownKeys(owner);
      for (let k = 0; k < now.length; k++)
        if (!holds(keys, now[k]) && getOwnPropertyDescriptor(owner, now[k])?.enumerable)
          note(`${memberName(name, now[k])} was added, and a for-in over any object finds it`);
    }
    if (changes.length === 0) return undefined;
    let text = '';
    for (let i = 0; i < changes.length && i < MOST_NAMED; i++) text += `${i > 0 ? '; ' : ''}${changes[i]}`;
    const more = changes.length - MOST_NAMED;
    return more > 0 ? `${text}; and ${more} more` : text;
  };
}

function holds(keys: readonly PropertyKey[], key: PropertyKey): boolean {
  for (let i = 0; i < keys.length; i++) if (keys[i] === key) return true;
  return false;
}

function valueOf(owner: object, key: PropertyKey): unknown {
  const descriptor = getOwnPropertyDescriptor(owner, key);
  return descriptor && ('value' in descriptor ? descriptor.value : descriptor.get);
}

function memberName(owner: string, key: PropertyKey): string {
  if (typeof key === 'symbol') return `${owner}[${key.description ?? 'a symbol'}]`;
  const text = String(key);
  return /^[A-Za-z_$][\w$]*$/.test(text) ? `${owner}.${text}` : `${owner}[${stringify(text)}]`;
}
