// What an engine module threw, as text. A module can throw anything: an Error whose message is a
// getter that throws, an object whose toString throws, a Symbol. Describing it must never throw
// in turn, or the harness's own code would be blamed (or crash) for the module's fault.

// Read before any engine module runs: one may replace JSON.stringify.
const { stringify } = JSON;

/**
 * The message of a thrown value, as text: an Error's message, an object's `message` text or a
 * short JSON of it, anything else as String() writes it. Never throws.
 */
export function describeThrown(value: unknown): string {
  try {
    if (value instanceof Error) return String(value.message);
    if (typeof value === 'symbol') return value.toString();
    if (typeof value === 'object' && value !== null) {
      const message = (value as { message?: unknown }).message;
      if (typeof message === 'string') return message;
      // Its JSON when that says something; else what String() makes of it (which may throw).
      const json = stringify(value);
      if (json !== undefined && json !== '{}') return `an object: ${json.slice(0, 200)}`;
    }
    return String(value);
  } catch {
    if (isError(value)) return 'an Error whose message cannot be shown';
    const kind = typeof value;
    return `${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind} that cannot be shown`;
  }
}

// instanceof asks a Proxy's getPrototypeOf trap, which may throw too.
function isError(value: unknown): boolean {
  try {
    return value instanceof Error;
  } catch {
    return false;
  }
}

/**
 * One line for a crash: the error's name and message, and the first frame of its stack outside
 * Node's own code (where the module threw). Never throws.
 */
export function describeCrash(value: unknown): string {
  let line: string;
  try {
    if (value instanceof Error) {
      const frames = String(value.stack ?? '').split('\n');
      const frame = frames.find((l) => /^\s+at /.test(l) && !/\(node:|^\s+at node:/.test(l));
      line = `${String(value.name)}: ${describeThrown(value)}${frame ? ` (${frame.trim()})` : ''}`;
    } else {
      line = `${describeThrown(value)}, which is no Error`;
    }
  } catch {
    line = describeThrown(value);
  }
  const flat = line.replace(/\s+/g, ' ').trim();
  return flat.length > 300 ? `${flat.slice(0, 300)}…` : flat;
}
