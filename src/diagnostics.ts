// Diagnostics: how every problem with a pack, a pack file or a move string is reported.
// A diagnostic has a stable `code` (listed below), a JSON pointer `path` and one sentence
// a level designer understands. Codes are part of the contract: tests and engines match them.
import type { Diagnostic } from './types/adapter.js';
import { comparePointers } from './json-pointer.js';

export type { Diagnostic };

/** Every code the loader, the file reader and the move parser report. */
export type DiagnosticCode =
  // The input itself is not plain data (a function, a cycle, a Date, too deep, too big).
  | 'not-data'
  // Shape checks (the JSON Schema).
  | 'missing-field'
  | 'wrong-type'
  | 'unknown-field'
  | 'bad-format'
  | 'out-of-range'
  | 'too-many'
  | 'too-few'
  | 'unknown-kind'
  | 'unsupported-engine'
  | 'not-allowed'
  | 'duplicate-item'
  // Meaning checks.
  | 'duplicate-level-id'
  | 'duplicate-object-id'
  | 'off-board'
  | 'duplicate-automaton-id'
  | 'not-cardinal'
  | 'reserved-word'
  | 'noun-is-property'
  | 'duplicate-word'
  | 'unusable-channel'
  // Pack safety (openspec/specs/packs: noun trap, feature flags, glossary, sharing).
  | 'undeclared-predicate'
  | 'needs-newer-miau'
  | 'feature-not-listed'
  | 'undeclared-property'
  | 'bad-share'
  // Grid levels (rows of cells with a legend).
  | 'bad-grid'
  | 'share-too-large'
  // Pack files.
  | 'file-not-found'
  | 'file-unreadable'
  | 'unsupported-file'
  | 'bad-json'
  | 'module-error'
  // Move strings.
  | 'bad-move'
  // ---- issue 14 (hostile packs): bounds, sandboxed code packs, designer warnings. ----
  // error: a text (string or key) longer than MAX_TEXT_LENGTH (src/pack-bounds.ts).
  | 'text-too-long'
  // error: a pack file larger than MAX_PACK_FILE_BYTES, refused before reading.
  | 'file-too-large'
  // error: a FIFO, device, socket or other non-regular file where a pack file was expected.
  | 'special-file'
  // warning: a title, name, hint or other free text holding a control character (NUL, ESC, RTL override...).
  | 'control-character'
  // warning: a JSON key given twice in one object of a pack file (the last value is kept).
  | 'duplicate-key'
  // warning: a plate or gate channel of a level with no partner (plates but no gate, or gates but no plate).
  | 'unpaired-channel';
  // ---- end of issue 14 codes. ----

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
    (a, b) =>
      comparePointers(a.path, b.path) || ordinal(a.code, b.code) || ordinal(a.message, b.message),
  );
}

function ordinal(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}
