// The codes loadPack itself may report, read from the one code registry: every code of
// precedence 1 to 3 (pack data, its shape, its meaning). Precedence 0 belongs to the file and
// share readers and the move parser, 4 to an engine that declines a level.
import { DIAGNOSTIC_CODES } from '../../../src/diagnostics/diagnostics.js';

const loaderEntries = DIAGNOSTIC_CODES.filter((entry) => entry.precedence >= 1 && entry.precedence <= 3);

/** Every code loadPack may report, warnings included. */
export const LOADER_CODES: readonly string[] = loaderEntries.map((entry) => entry.code);

/** Every error code loadPack may report: the ones that refuse a pack. */
export const LOADER_ERROR_CODES: readonly string[] = loaderEntries
  .filter((entry) => entry.severity === 'error')
  .map((entry) => entry.code);
