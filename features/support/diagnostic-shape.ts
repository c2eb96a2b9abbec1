// The shape every diagnostic has for a designer, checked without regular expressions: an engine's
// message of eight million characters overflowed V8's backtracking stack in `/^[^\n]{10,}$/`, and
// the scenario failed with "Maximum call stack size exceeded" instead of naming the message.
import assert from 'node:assert/strict';
import { DIAGNOSTIC_CODES } from '../../src/diagnostics/diagnostics.js';

/**
 * A code as the adapter schema allows it (`^[a-z][a-z0-9-]*$`): a lower-case letter, then
 * lower-case letters, digits and hyphens (`unknown-word`, `e2514`). No stricter: an engine that
 * does not claim `diagnostics` may refuse with codes of its own.
 */
/** The registered codes (schemas/diagnostic-codes.json), each with its severity. */
export const REGISTERED_SEVERITY: ReadonlyMap<string, string> = new Map(
  DIAGNOSTIC_CODES.map((entry) => [entry.code, entry.severity]),
);

export function isSchemaCode(code: string): boolean {
  if (code.length === 0 || code[0] < 'a' || code[0] > 'z') return false;
  for (const c of code) if (c !== '-' && (c < 'a' || c > 'z') && (c < '0' || c > '9')) return false;
  return true;
}

/** A JSON pointer: empty (the whole pack) or `/`-led reference tokens. */
export function isJsonPointer(path: string): boolean {
  return path === '' || path.startsWith('/');
}

/** One line of text, not empty (the adapter schema's `minLength: 1`; it says no more of its length). */
export function isOneLineMessage(message: string): boolean {
  return message.length > 0 && !message.includes('\n');
}

/** A diagnostic as a failure message quotes it: the start of its JSON. */
export function quoted(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text;
}

/**
 * Fails unless a load answer is a refusal as conformance/refusing-packs asks for one: `ok: false`
 * and at least one diagnostic of severity `error` (a refusal whose every diagnostic is a warning
 * names no mistake a designer could fix). `details` follows the reason in the failure message.
 */
export function assertRefusal<Answer extends { ok: boolean }>(
  result: Answer,
  details = '',
): asserts result is Extract<Answer, { ok: false }> {
  const { errors } = result as { errors?: readonly { severity?: unknown }[] };
  const why = result.ok
    ? 'The pack loaded.'
    : (errors ?? []).some((d) => d.severity === 'error')
      ? undefined
      : 'The pack was refused without an error diagnostic (none of its errors has severity "error").';
  assert.ok(why === undefined, details ? `${why}\n${details}` : why);
}
