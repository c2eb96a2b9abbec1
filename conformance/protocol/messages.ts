// The JSON-lines protocol's messages as schemas/protocol.schema.json defines them: building
// requests and answers, and checking any message against the schema (`--check-protocol`).
import type { RequestType } from '../../src/types/protocol.js';
import { schemaOf, schemaValidator } from '../../src/schema/registry.js';

export type { RequestType };

/** The protocol version every message carries. */
export const PROTOCOL_VERSION = 1;

/** Every request type, in the schema's order. */
export const REQUEST_TYPES = schemaOf('protocol').$defs.requestType.enum as readonly RequestType[];

/** Problems of a value against one definition of the protocol schema, one sentence each; empty when it fits. */
export function problemsOf(definition: string, value: unknown): string[] {
  const validate = schemaValidator('protocol', `/$defs/${definition}`);
  if (validate(value)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '(message)'} ${e.message ?? 'is invalid'}`);
}

/** Problems of a request line's value: which request it claims to be decides the definition. */
export function requestProblems(message: unknown): string[] {
  const type = (message as { type?: unknown } | null)?.type;
  if (typeof type !== 'string' || !(REQUEST_TYPES as readonly string[]).includes(type)) {
    return [`(message) has no known "type"; the requests are ${REQUEST_TYPES.join(', ')}`];
  }
  return problemsOf(`${type}Request`, message);
}

/** Problems of an answer to a request of the given type (a result or an error answer). */
export function answerProblems(type: RequestType, message: unknown): string[] {
  const ok = (message as { ok?: unknown } | null)?.ok;
  return problemsOf(ok === false ? 'errorAnswer' : `${type}Answer`, message);
}

/** Problems of the result of a request of the given type, checked on its own (no envelope). */
export function resultProblems(type: RequestType, result: unknown): string[] {
  return problemsOf(`${type}Answer`, { protocol: PROTOCOL_VERSION, id: 1, type, ok: true, result });
}
