// Pack files: a `.json` file, a `.cjs` module run in a sandbox (spec: packs/commonjs), or a
// folder holding `pack.json` or `pack.cjs`. Reading gives plain data for `loadPack` (with the
// reader's warnings), or diagnostics. Bounds (spec: packs/file-bounds, src/pack/bounds.ts): only
// regular files are read, at most MAX_PACK_FILE_BYTES, checked on the open file before reading.
import { constants } from 'node:fs';
import { open, stat, type FileHandle } from 'node:fs/promises';
import { isUtf8 } from 'node:buffer';
import { basename, extname, join, resolve } from 'node:path';
import { errorAt, warningAt, type Diagnostic, type DiagnosticCode } from '../diagnostics/diagnostics.js';
import { readJsonText } from '../data/json-text.js';
import { describePlace, describeProofsPlace } from '../diagnostics/places.js';
import { MAX_PACK_FILE_BYTES } from './bounds.js';
import { readPackModule } from './module.js';
import { printable } from '../data/safe-text.js';

export type ReadPackFileResult =
  { ok: true; data: unknown; warnings: Diagnostic[] } | { ok: false; errors: Diagnostic[] };

/** The files a pack folder may hold, in the order they are looked for. */
export const PACK_FILE_NAMES: readonly string[] = ['pack.json', 'pack.cjs'];

// `shadowed`: a second pack file beside the one read, which is neither read nor run.
type Found = { ok: true; path: string; shadowed?: string } | { ok: false; errors: Diagnostic[] };

/**
 * Reads a pack file (`.json` or `.cjs`) or a folder holding `pack.json` or `pack.cjs`, and
 * returns its content as plain data, not yet checked as a pack. Never throws.
 */
export async function readPackFile(path: string): Promise<ReadPackFileResult> {
  try {
    const file = await findPackFile(resolve(path));
    if (!file.ok) return file;
    const extension = extname(file.path).toLowerCase();
    if (extension !== '.json' && extension !== '.cjs') {
      return fail(
        'unsupported-file',
        `${shown(basename(file.path))} is not a pack file: a pack is a .json file or a .cjs file.`,
      );
    }
    const bytes = await readRegularFile(file.path, true);
    if (!bytes.ok) return bytes;
    if (extension === '.cjs') {
      // Node would read other bytes as U+FFFD and run it: a Latin-1 title came out mangled.
      const encoding = encodingProblem(bytes.data, basename(file.path));
      if (encoding) return fail('module-error', `${encoding} a pack.cjs must be UTF-8 JavaScript.`);
      return await readPackModule(file.path);
    }
    const read = readJsonBytes(bytes.data, basename(file.path));
    // A designer who moved to a pack.cjs and left the old pack.json saw their edits do nothing.
    if (!read.ok || file.shadowed === undefined) return read;
    const shadowed = warningAt(
      'two-pack-files',
      '',
      `The folder holds both ${basename(file.path)} and ${file.shadowed}: ${basename(file.path)} is read, and ${file.shadowed} is not run; remove the one you do not mean.`,
    );
    return { ...read, warnings: [shadowed, ...read.warnings] };
  } catch (error) {
    return fail('file-unreadable', `${shown(path)} could not be read (${shown(messageOf(error))}).`);
  }
}

async function findPackFile(path: string): Promise<Found> {
  const found = await kindOf(path);
  if (found === 'missing') return fail('file-not-found', `There is no file or folder at ${shown(path)}.`);
  if (found === 'file') return { ok: true, path };
  // A socket cannot even be opened; the open handle is checked again in readRegularFile.
  if (found !== 'folder') return special(path, found);
  for (const [at, name] of PACK_FILE_NAMES.entries()) {
    const kind = await kindOf(join(path, name));
    if (kind === 'missing') continue;
    if (kind !== 'file') return special(join(path, name), kind);
    const others = PACK_FILE_NAMES.slice(at + 1);
    for (const other of others)
      if ((await kindOf(join(path, other))) !== 'missing')
        return { ok: true, path: join(path, name), shadowed: other };
    return { ok: true, path: join(path, name) };
  }
  return fail('file-not-found', `The folder ${shown(path)} holds neither ${PACK_FILE_NAMES.join(' nor ')}.`);
}

export type Kind = 'file' | 'folder' | 'missing' | 'FIFO (named pipe)' | 'device' | 'socket' | 'special file';

async function kindOf(path: string): Promise<Kind> {
  try {
    return kindOfStats(await stat(path));
  } catch (error) {
    if (isMissing(error)) return 'missing';
    throw error;
  }
}

export function kindOfStats(stats: Awaited<ReturnType<typeof stat>>): Kind {
  if (stats.isFile()) return 'file';
  if (stats.isDirectory()) return 'folder';
  if (stats.isFIFO()) return 'FIFO (named pipe)';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'device';
  if (stats.isSocket()) return 'socket';
  return 'special file';
}

function special(path: string, kind: Kind): { ok: false; errors: Diagnostic[] } {
  const what = kind === 'folder' ? 'a folder' : `a ${kind}`;
  return fail(
    'special-file',
    `${shown(path)} is ${what}, not a regular file; a pack is read only from a regular file.`,
  );
}

/**
 * The bytes of a regular file of at most MAX_PACK_FILE_BYTES, read as a pack file is (never
 * waiting on a FIFO, never reading a folder or a device whole), or why not. For other files a
 * command reads from a user, such as a share payload. Never throws on a file that is not there.
 */
export function readBoundedFile(
  path: string,
): Promise<{ ok: true; data: Buffer } | { ok: false; errors: Diagnostic[] }> {
  return readRegularFile(path, true);
}

// The pack reader's wording of readRegularFileWithin (`what` names the kind of file in its
// messages). A file that grew while it was read (one being written, or a /proc file whose size
// says 0) is not read, and is said to have grown: calling it too large was false.
async function readRegularFile(
  path: string,
  keep: boolean,
  what = 'a pack file',
): Promise<{ ok: true; data: Buffer } | { ok: false; errors: Diagnostic[] }> {
  const read = await readRegularFileWithin(path, MAX_PACK_FILE_BYTES, keep);
  if (read.ok) return read;
  if (read.why === 'missing') return fail('file-not-found', `There is no file or folder at ${shown(path)}.`);
  if (read.why === 'special') return special(path, read.kind);
  if (read.why === 'grew')
    return fail(
      'file-unreadable',
      `${shown(basename(path))} grew while it was read (past the ${read.size - 1} bytes its size gave), so it was not read; ${what} is read from a file that nothing is writing.`,
    );
  return tooLarge(path, read.size, what);
}

/** What reading a regular file within a bound found: its bytes, or why not (never a message). */
export type RegularFileRead =
  | { ok: true; data: Buffer }
  | { ok: false; why: 'missing' }
  | { ok: false; why: 'special'; kind: Kind }
  | { ok: false; why: 'too-large' | 'grew'; size: number };

/**
 * The bytes of a regular file of at most `maxBytes` (with `keep` false, only checks it is one).
 * Opens without blocking (a FIFO would wait for a writer), then checks the open file itself, so
 * nothing can be swapped in between the check and the read, and never reads past the size it
 * had: a file that grows meanwhile is `grew`. Throws only what opening or reading throws for a
 * file that is there (a link to itself, say).
 */
export async function readRegularFileWithin(
  path: string,
  maxBytes: number,
  keep = true,
): Promise<RegularFileRead> {
  let handle: FileHandle;
  try {
    handle = await open(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    if (isMissing(error)) return { ok: false, why: 'missing' };
    throw error;
  }
  try {
    const stats = await handle.stat();
    const kind = kindOfStats(stats);
    if (kind !== 'file') return { ok: false, why: 'special', kind };
    if (stats.size > maxBytes) return { ok: false, why: 'too-large', size: stats.size };
    if (!keep) return { ok: true, data: Buffer.alloc(0) };
    const buffer = Buffer.alloc(stats.size + 1);
    let length = 0;
    for (;;) {
      const { bytesRead } = await handle.read(buffer, length, buffer.length - length, null);
      if (bytesRead === 0) break;
      length += bytesRead;
      if (length === buffer.length) return { ok: false, why: 'grew', size: length };
    }
    return { ok: true, data: buffer.subarray(0, length) };
  } finally {
    await handle.close();
  }
}

function tooLarge(path: string, size: number, what = 'a pack file'): { ok: false; errors: Diagnostic[] } {
  return fail(
    'file-too-large',
    `${shown(basename(path))} is ${size} bytes, larger than the ${MAX_PACK_FILE_BYTES} bytes (32 MiB) ${what} may have.`,
  );
}

/** How messages name a kind of JSON file: what it is, and the places in it. */
interface JsonFileWording {
  what: string;
  describe: (pointer: string) => string;
}

const PACK_FILE: JsonFileWording = { what: 'a pack file', describe: describePlace };
const PROOFS_FILE: JsonFileWording = { what: 'proofs.json', describe: describeProofsPlace };

// JSON text is UTF-8 (RFC 8259); a UTF-16 or UTF-32 file or binary garbage is named as such.
function readJsonBytes(bytes: Buffer, name: string, wording = PACK_FILE): ReadPackFileResult {
  const encoding = encodingProblem(bytes, name);
  if (encoding) return fail('bad-json', `${encoding} ${wording.what} must be UTF-8 JSON.`);
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  return readJsonText(bytes.toString('utf8', start), name, wording.describe);
}

/**
 * Reads a pack's proofs.json as a pack file is read (a regular file, bounded, UTF-8 JSON), its
 * messages naming the file and its stored proofs rather than a pack. Never throws.
 */
export async function readProofsFile(path: string): Promise<ReadPackFileResult> {
  try {
    const bytes = await readRegularFile(path, true, 'proofs.json');
    return bytes.ok ? readJsonBytes(bytes.data, basename(path), PROOFS_FILE) : bytes;
  } catch (error) {
    return fail('file-unreadable', `${shown(path)} could not be read (${shown(messageOf(error))}).`);
  }
}

/**
 * Why `bytes` are not UTF-8 text, as the start of a sentence naming the file and what to do, or
 * undefined when they are. UTF-32 and UTF-16 are known by their byte-order marks, and UTF-16
 * without one by the zero bytes its ASCII characters hold (an editor's "Unicode" encoding).
 */
export function encodingProblem(bytes: Uint8Array, name: string): string | undefined {
  const starts = (...prefix: number[]): boolean => prefix.every((byte, i) => bytes[i] === byte);
  const unicode = (form: string): string => `${shown(name)} is ${form} text: save it as UTF-8;`;
  if (starts(0, 0, 0xfe, 0xff) || starts(0xff, 0xfe, 0, 0)) return unicode('UTF-32');
  if (starts(0xff, 0xfe) || starts(0xfe, 0xff) || looksUtf16(bytes)) return unicode('UTF-16');
  if (!isUtf8(bytes))
    return `${shown(name)} is not UTF-8 text (it holds bytes that are not UTF-8, as a binary file or a Latin-1 one does): save it as UTF-8;`;
  return undefined;
}

// Text starting with ASCII in UTF-16 has a zero in every pair of its first bytes, on one side.
function looksUtf16(bytes: Uint8Array): boolean {
  const pairs = Math.min(16, Math.floor(bytes.length / 2));
  if (pairs < 2) return false;
  const zeroAt = (side: number): boolean =>
    Array.from({ length: pairs }, (_, i) => bytes[2 * i + side]).every((byte) => byte === 0);
  return zeroAt(0) !== zeroAt(1);
}

function fail(code: DiagnosticCode, message: string): { ok: false; errors: Diagnostic[] } {
  return { ok: false, errors: [errorAt(code, '', message)] };
}

function shown(text: string): string {
  return printable(text);
}

function isMissing(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

// The error's own words, without a final full stop (our sentence adds one).
function messageOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).replace(/\.$/, '');
}
