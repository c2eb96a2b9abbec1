// The JSON-lines protocol's messages as schemas/protocol.schema.json defines them: building
// requests and answers, and checking any message against the schema (`--check-protocol`).
import type { RequestType } from '../../src/types/protocol.js';
import { boundedValidator, schemaOf } from '../../src/schema/registry.js';
import { schemaProblems } from './schema-errors.js';

export type { RequestType };

/** The protocol version every message carries. */
export const PROTOCOL_VERSION = 1;

/** Every request type, in the schema's order. */
export const REQUEST_TYPES = schemaOf('protocol').$defs.requestType.enum as readonly RequestType[];

/** Problems of a value against one definition of the protocol schema, one sentence each; empty when it fits. */
export function problemsOf(
  definition: string,
  value: unknown,
  at: (pointer: string) => boolean = () => true,
): string[] {
  const validate = boundedValidator('protocol', `/$defs/${definition}`, value);
  if (validate(value)) return [];
  return schemaProblems(
    (validate.errors ?? []).filter((e) => at(e.instancePath)),
    '(message)',
  );
}

/** Problems as one clause: the first five, and how many more there are. */
export function someProblems(problems: readonly string[]): string {
  const more = problems.length - 5;
  return problems.slice(0, 5).join('; ') + (more > 0 ? `; and ${more} more` : '');
}

/** Problems of a request line's value: which request it claims to be decides the definition. */
export function requestProblems(message: unknown): string[] {
  const type = (message as { type?: unknown } | null)?.type;
  if (typeof type !== 'string' || !(REQUEST_TYPES as readonly string[]).includes(type)) {
    return [`(message) has no known "type"; the requests are ${REQUEST_TYPES.join(', ')}`];
  }
  return problemsOf(`${type}Request`, message);
}

/** Every capability an engine may claim, in the schema's order. */
const CAPABILITY_NAMES = schemaOf('adapter').$defs.capability.enum as readonly string[];
/** More capabilities than a hello can claim without repeating one, with room for unknown ones. */
const MOST_CLAIMED = 4 * CAPABILITY_NAMES.length;

/**
 * The problem of a hello result claiming far more capabilities than there are, or undefined.
 * Checking a list's items for repeats takes time that grows with its square (100,000 distinct
 * claims held the harness for minutes), so such a list is refused before the schema reads it.
 */
export function overclaimed(hello: unknown, at: string): string | undefined {
  const claimed = (hello as { capabilities?: unknown } | null)?.capabilities;
  if (!Array.isArray(claimed) || claimed.length <= MOST_CLAIMED) return undefined;
  return `${at}/capabilities lists ${claimed.length} capabilities; there are ${CAPABILITY_NAMES.length}`;
}

/** Problems of an answer to a request of the given type (a result or an error answer). */
export function answerProblems(type: RequestType, message: unknown): string[] {
  return problemsWithin(type, message, () => true);
}

/**
 * Problems of an answer's envelope: all but those in its result. That is `--check-protocol`'s
 * part: a result is checked for every build, flag or not (conformance/runner/answer-check.ts),
 * and a malformed one is a bad answer either way. (An error answer has no result.)
 */
export function envelopeProblems(type: RequestType, message: unknown): string[] {
  const problems = problemsWithin(
    type,
    message,
    (pointer) => pointer !== '/result' && !pointer.startsWith('/result/'),
  );
  return [...problems, ...typeProblems(type, message)];
}

// An answer's problems at the pointers `at` takes. A hello that overclaims is refused before the
// schema reads its list, which it would read in time that grows with the square of its length.
function problemsWithin(type: RequestType, message: unknown, at: (pointer: string) => boolean): string[] {
  const answer = message as { ok?: unknown; result?: unknown } | null;
  if (answer?.ok === false) return problemsOf('errorAnswer', message, at);
  const overclaim = type === 'hello' ? overclaimed(answer?.result, '/result') : undefined;
  if (overclaim) return at('/result/capabilities') ? [overclaim] : [];
  return problemsOf(`${type}Answer`, message, at);
}

// spec: conformance/protocol
// An error answer to a request the harness sent carries that request's type, as every answer
// does, which the schema cannot say: it sees the answer, not the request it answers. Only an
// answer to a line the engine could not read (id null) may go without. (`miau serve` answers a
// line of no known type with none, as it must.) The schema's description of `type` says so.
function typeProblems(type: RequestType, message: unknown): string[] {
  const answer = message as { ok?: unknown; id?: unknown; type?: unknown } | null;
  if (answer?.ok !== false) return [];
  const { id, type: said } = answer;
  if (said === undefined)
    return id === null
      ? []
      : [`/type is missing; an error answering ${article(type)} ${type} request carries "type": "${type}"`];
  return said === type ? [] : [`/type is ${JSON.stringify(said)}, but the request answered is ${type}`];
}

function article(word: string): string {
  return /^[aeiou]/.test(word) ? 'an' : 'a';
}

/** Problems of the result of a request of the given type, checked on its own (no envelope). */
export function resultProblems(type: RequestType, result: unknown): string[] {
  return problemsOf(`${type}Answer`, { protocol: PROTOCOL_VERSION, id: 1, type, ok: true, result });
}
