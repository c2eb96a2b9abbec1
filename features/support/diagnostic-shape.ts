// The shape every diagnostic has for a designer, checked without regular expressions: an engine's
// message of eight million characters overflowed V8's backtracking stack in `/^[^\n]{10,}$/`, and
// the scenario failed with "Maximum call stack size exceeded" instead of naming the message.

/** A kebab-case code: lowercase words joined by single hyphens (`unknown-word`). */
export function isKebabCode(code: string): boolean {
  if (code.length === 0 || code.startsWith('-') || code.endsWith('-')) return false;
  for (let i = 0; i < code.length; i++) {
    const c = code[i];
    if (c === '-' ? code[i - 1] === '-' : c < 'a' || c > 'z') return false;
  }
  return true;
}

/** A JSON pointer: empty (the whole pack) or `/`-led reference tokens. */
export function isJsonPointer(path: string): boolean {
  return path === '' || path.startsWith('/');
}

/** One line of text, at least ten characters long. */
export function isOneLineMessage(message: string): boolean {
  return message.length >= 10 && !message.includes('\n');
}

/** A diagnostic as a failure message quotes it: the start of its JSON. */
export function quoted(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text;
}
