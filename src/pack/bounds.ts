// Every bound on reading a pack, in one place (spec: packs/file-bounds, packs/commonjs). Each is
// documented with its value in openspec/specs/packs/spec.md and in `miau validate --help`.

/** Deepest nesting of lists and objects a pack may have. */
export const MAX_DEPTH = 64;

/** Most values (lists, objects, texts, numbers, ...) a pack may hold. */
export const MAX_VALUES = 2_500_000;

/** Largest pack file read (bytes): checked on the open file before a byte is read. 32 MiB. */
export const MAX_PACK_FILE_BYTES = 32 * 1024 * 1024;

/**
 * Longest text (a string value or a key) in a pack, in UTF-16 code units: 65,536. Every text the
 * format has is far shorter (a title 80, a hint 200); read by `.length`, never by copying.
 */
export const MAX_TEXT_LENGTH = 65_536;

/** Most input characters a diagnostic message quotes: longer input is cut with "…". */
export const MAX_QUOTED_CHARACTERS = 40;

/** Most `duplicate-key` warnings one file gives (the rest are counted in the last one). */
export const MAX_DUPLICATE_KEY_WARNINGS = 100;

/** A pack.cjs runs at most this long (wall clock, milliseconds) before it is killed: 5 s. */
export const PACK_MODULE_TIME_MS = 5_000;

/** The V8 heap a pack.cjs may use (megabytes, --max-old-space-size): 256 MB. */
export const PACK_MODULE_HEAP_MB = 256;

/**
 * The resident memory a pack.cjs's process may hold in all (megabytes): 512 MB. The heap limit
 * above bounds V8's heap only; Buffers, typed arrays and WebAssembly memory count here.
 */
export const PACK_MODULE_MEMORY_MB = 512;

/** How often the resident memory of a pack.cjs's process is read (milliseconds). */
export const PACK_MODULE_MEMORY_CHECK_MS = 20;

/** Most bytes of a pack.cjs's export, as JSON, that are read back: the file bound, 32 MiB. */
export const MAX_PACK_MODULE_OUTPUT_BYTES = MAX_PACK_FILE_BYTES;

/** Most bytes of a pack.cjs's stderr kept to explain a failure (the tail is kept). */
export const MAX_PACK_MODULE_STDERR_BYTES = 4 * 1024;
