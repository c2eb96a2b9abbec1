// Diagnostics: how every problem with a pack, a pack file or a move string is reported.
// A diagnostic has a stable `code` (schemas/diagnostic-codes.json), a JSON pointer `path` and one sentence
// a level designer understands. Codes are part of the contract: tests and engines match them.
import registry from '../../schemas/diagnostic-codes.json' with { type: 'json' };
import type { Diagnostic } from '../types/adapter.js';
import type { DiagnosticCodeEntry } from '../types/diagnostic-codes.js';
import { comparePointers } from '../data/json-pointer.js';

export type { Diagnostic };

/** One entry of the code registry: code, severity, precedence (the stage that reports it) and meaning. */
export type { DiagnosticCodeEntry };

/**
 * Every code the loader, the file reader, the share reader, the move parser and a declining
 * engine report, from the one registry schemas/diagnostic-codes.json (adding a code is adding
 * an entry there). tests/src/diagnostics/codes.test.ts checks that every code the sources
 * report is registered and that the spec's table equals the registry.
 */
export const DIAGNOSTIC_CODES: readonly DiagnosticCodeEntry[] = Object.freeze(
  registry.codes as DiagnosticCodeEntry[],
);

/** A registered code (see DIAGNOSTIC_CODES). */
export type DiagnosticCode = string;

/** Makes an error diagnostic. Never throws. */
export function errorAt(code: DiagnosticCode, path: string, message: string): Diagnostic {
  return { severity: 'error', code, path, message };
}

/** Makes a warning diagnostic: advice that never stops a load (spec: packs/atomic-load). Never throws. */
export function warningAt(code: DiagnosticCode, path: string, message: string): Diagnostic {
  return { severity: 'warning', code, path, message };
}

/**
 * Sorts diagnostics by path (segment by segment), then code, then message, and drops
 * repeats of the same code at the same path (the first one's message is kept). Never throws.
 */
export function sortDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  const unique = diagnostics.filter((diagnostic) => {
    const key = diagnostic.code + '\u0000' + diagnostic.path;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return unique.sort(
    (a, b) => comparePointers(a.path, b.path) || ordinal(a.code, b.code) || ordinal(a.message, b.message),
  );
}

function ordinal(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}
