// A value from an engine's answer shown in a message as JSON, at most `max` characters: an id or
// an "ok" can be any JSON, nested 10,000 deep or a megabyte long, and JSON.stringify of such a
// value overflowed the stack inside the harness. This writes only what it shows, so it never
// goes deeper than `max` levels. Never throws for a value JSON.parse made.

/** `value` as JSON text, cut after `max` characters with an ellipsis. */
export function briefJson(value: unknown, max = 40): string {
  let text = '';
  const full = () => text.length > max;
  const write = (item: unknown): void => {
    if (full()) return;
    if (typeof item === 'string') text += JSON.stringify(item.slice(0, max + 1));
    else if (typeof item === 'number') text += Number.isFinite(item) ? String(item) : 'null';
    else if (typeof item === 'boolean' || item === null) text += String(item);
    else if (Array.isArray(item)) {
      text += '[';
      for (let at = 0; at < item.length && !full(); at++) {
        if (at > 0) text += ',';
        write(item[at]);
      }
      text += ']';
    } else if (typeof item === 'object') {
      text += '{';
      let first = true;
      for (const key of Object.keys(item)) {
        if (full()) break;
        text += `${first ? '' : ','}${JSON.stringify(key.slice(0, max + 1))}:`;
        first = false;
        write((item as Record<string, unknown>)[key]);
      }
      text += '}';
    } else text += 'null';
  };
  write(value);
  return full() ? `${text.slice(0, max)}…` : text;
}
