// Pack files: a `.json` file, a trusted local `.cjs` module (spec: packs/commonjs), or a folder
// holding `pack.json` or `pack.cjs`. Reading gives plain data for `loadPack`, or diagnostics.
import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, extname, join, resolve } from 'node:path';
import { errorAt, type Diagnostic, type DiagnosticCode } from './diagnostics.js';
import { readPlainData } from './plain-data.js';

export type ReadPackFileResult = { ok: true; data: unknown } | { ok: false; errors: Diagnostic[] };

/** The files a pack folder may hold, in the order they are looked for. */
export const PACK_FILE_NAMES: readonly string[] = ['pack.json', 'pack.cjs'];

/**
 * Reads a pack file (`.json` or `.cjs`) or a folder holding `pack.json` or `pack.cjs`, and
 * returns its content as plain data, not yet checked as a pack. Never throws.
 */
export async function readPackFile(path: string): Promise<ReadPackFileResult> {
  try {
    const file = await findPackFile(resolve(path));
    if (!file.ok) return file;
    const extension = extname(file.path).toLowerCase();
    if (extension === '.json') return await readJsonFile(file.path);
    if (extension === '.cjs') return readCommonJsFile(file.path);
    return fail('unsupported-file', `${basename(file.path)} is not a pack file: a pack is a .json file or a trusted local .cjs file.`);
  } catch (error) {
    return fail('file-unreadable', `${path} could not be read (${messageOf(error)}).`);
  }
}

async function findPackFile(path: string): Promise<{ ok: true; path: string } | { ok: false; errors: Diagnostic[] }> {
  const found = await statOrMissing(path);
  if (found === 'missing') return fail('file-not-found', `There is no file or folder at ${path}.`);
  if (found !== 'folder') return { ok: true, path };
  for (const name of PACK_FILE_NAMES) {
    if ((await statOrMissing(join(path, name))) === 'file') return { ok: true, path: join(path, name) };
  }
  return fail('file-not-found', `The folder ${path} holds neither ${PACK_FILE_NAMES.join(' nor ')}.`);
}

async function statOrMissing(path: string): Promise<'file' | 'folder' | 'missing'> {
  try {
    return (await stat(path)).isDirectory() ? 'folder' : 'file';
  } catch (error) {
    if (isMissing(error)) return 'missing';
    throw error;
  }
}

async function readJsonFile(path: string): Promise<ReadPackFileResult> {
  const text = (await readFile(path, 'utf8')).replace(/^\uFEFF/, '');
  try {
    return { ok: true, data: JSON.parse(text) as unknown };
  } catch (error) {
    const reason = messageOf(error);
    const short = reason.replace(/\s*in JSON at position \d+.*$/s, '');
    return fail('bad-json', `${basename(path)} is not valid JSON${where(text, reason)}: ${short}.`);
  }
}

// Node reports "... in JSON at position 12"; a designer wants the line and column.
function where(text: string, message: string): string {
  const match = /at position (\d+)/.exec(message);
  const offset = match ? Number(match[1]) : message.includes('end of JSON input') ? text.length : undefined;
  if (offset === undefined) return '';
  const before = text.slice(0, offset).split('\n');
  return ` at line ${before.length}, column ${before[before.length - 1]!.length + 1}`;
}

// spec: packs/commonjs: a trusted local module is run, and its export copied as plain data.
function readCommonJsFile(path: string): ReadPackFileResult {
  const require = createRequire(import.meta.url);
  let exported: unknown;
  try {
    // Forget an earlier load, so an edited file is read afresh.
    delete require.cache[require.resolve(path)];
    exported = require(path);
  } catch (error) {
    return fail('module-error', `${basename(path)} could not be run: ${messageOf(error)}.`);
  }
  try {
    return { ok: true, data: structuredClone(exported) };
  } catch (error) {
    // Cloning fails on functions, symbols and host objects; the data check says where they are.
    const check = readPlainData(exported);
    const prefix = `Packs must be data, but the export of ${basename(path)} is not: `;
    const problems = check.ok ? [errorAt('not-data', '', `it cannot be copied (${messageOf(error)}).`)] : check.errors;
    return { ok: false, errors: problems.map((problem) => errorAt('not-data', problem.path, prefix + problem.message)) };
  }
}

function fail(code: DiagnosticCode, message: string): { ok: false; errors: Diagnostic[] } {
  return { ok: false, errors: [errorAt(code, '', message)] };
}

function isMissing(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

// The error's own words, without a final full stop (our sentence adds one).
function messageOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).replace(/\.$/, '');
}
