// What the help of every command that reads pack files says about reading them: the bounds and
// how a pack.cjs is confined, built from the numbers in bounds.ts so they never drift.
import {
  MAX_DEPTH,
  MAX_PACK_FILE_BYTES,
  MAX_PACK_MODULE_OUTPUT_BYTES,
  MAX_TEXT_LENGTH,
  MAX_VALUES,
  PACK_MODULE_HEAP_MB,
  PACK_MODULE_MEMORY_MB,
} from './bounds.js';
import { packModuleTimeMs, PACK_TIME_VARIABLE } from './time-limit.js';

/** The paragraph on pack files for `--help` (spec: packs/file-bounds, packs/commonjs). */
export const PACK_FILES_HELP = `Reading a pack: a pack file must be a regular file (a FIFO, device or socket is refused before
reading) of at most ${MAX_PACK_FILE_BYTES} bytes (32 MiB, checked before reading), UTF-8 JSON
nested at most ${MAX_DEPTH} deep with at most ${MAX_VALUES} values; any text in it is at most ${MAX_TEXT_LENGTH}
characters. A key given twice is a warning.
A pack.cjs is code, and reading it RUNS it: in a separate node process under Node's permission
model (it may read only its own folder, which may hold no link leading out of it; no child
processes, workers, addons, network or signals, and no environment variable but MIAU_*), for at most ${packModuleTimeMs() / 1000} s (${PACK_TIME_VARIABLE} sets another limit, in ms) and ${PACK_MODULE_HEAP_MB} MB of heap (${PACK_MODULE_MEMORY_MB} MB of memory in all). Only its export comes back, as JSON of at most
${MAX_PACK_MODULE_OUTPUT_BYTES} bytes, and is checked exactly like a .json pack; what it prints, and how it
exits, change nothing.`;
