// spec: conformance/bounded-answers
// Cucumber formats a failing step's error with a line-by-line diff of its expected and actual
// values (assertion-error-formatter over jsdiff), in time that grows with the product of their
// sizes: an engine that observed 20,000 rules held one certify for 7 minutes 39 s, almost all of
// it in that diff. A failure comparing a value larger than MAX_DIFFED_VALUES, or a text longer
// than a message is kept, is shown by its message alone, which every step's assertion gives.
import { keptMessage, MESSAGE_KEPT_CHARS } from './bounds.js';

/** The most values (items, fields, lines of text) a failure's expected or actual value may hold to be diffed. */
export const MAX_DIFFED_VALUES = 2000;

/**
 * `error` bounded for cucumber's reports: not diffed when its values are too large (below), and
 * its message cut as the certificate cuts it (keptMessage). An engine's 120,000-character decline
 * message, quoted in every failing step, made a hostile run's --html and --messages 305 MB each
 * while its certificate kept 8 KiB a scenario.
 */
export function boundedFailure(error: unknown): unknown {
  withoutLargeDiff(error);
  if (!(error instanceof Error) || error.message.length <= MESSAGE_KEPT_CHARS) return error;
  const whole = error.message;
  const kept = keptMessage(whole);
  try {
    error.message = kept;
    // The stack begins with the message, and a report may print the stack instead.
    const at = typeof error.stack === 'string' ? error.stack.indexOf(whole) : -1;
    if (at >= 0) error.stack = `${error.stack!.slice(0, at)}${kept}${error.stack!.slice(at + whole.length)}`;
  } catch {
    // A frozen error keeps its message: it is still the step's failure, uncut.
  }
  return error;
}

/** `error`, told not to be diffed when its expected or actual value is too large for it. */
export function withoutLargeDiff(error: unknown): unknown {
  if (typeof error !== 'object' || error === null) return error;
  const compared = error as { actual?: unknown; expected?: unknown; showDiff?: boolean };
  if (
    holdsMoreThan(compared.actual, MAX_DIFFED_VALUES) ||
    holdsMoreThan(compared.expected, MAX_DIFFED_VALUES)
  )
    compared.showDiff = false;
  return error;
}

// Whether `value` holds more than `most` values, counted without recursion and stopping there: a
// list or object counts its items, a text its lines (a diff of texts goes line by line).
function holdsMoreThan(value: unknown, most: number): boolean {
  let count = 0;
  const pending: unknown[] = [value];
  for (let next = pending.pop(); next !== undefined || pending.length > 0; next = pending.pop()) {
    // A text past what a message keeps is too long to diff, on one line or many.
    if (typeof next === 'string' && next.length > MESSAGE_KEPT_CHARS) return true;
    count += typeof next === 'string' ? 1 + lineBreaks(next, most) : 1;
    if (count > most) return true;
    if (next !== null && typeof next === 'object') for (const item of Object.values(next)) pending.push(item);
  }
  return false;
}

// The line breaks of `text`, counting no further than `most`.
function lineBreaks(text: string, most: number): number {
  let count = 0;
  for (let at = text.indexOf('\n'); at !== -1 && count <= most; at = text.indexOf('\n', at + 1)) count++;
  return count;
}
