// What an engine module threw, as text. A module can throw anything: an Error whose message is a
// getter that throws, an object whose toString throws, a Symbol. Describing it must never throw
// in turn, or the harness's own code would be blamed (or crash) for the module's fault.

/** The message of a thrown value, as text; never throws. */
export function describeThrown(value: unknown): string {
  try {
    if (value instanceof Error) return String(value.message);
    if (typeof value === 'symbol') return value.toString();
    return String(value);
  } catch {
    if (value instanceof Error) return 'an Error whose message cannot be shown';
    const kind = typeof value;
    return `${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind} that cannot be shown`;
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
