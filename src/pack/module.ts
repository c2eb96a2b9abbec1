// Code packs run apart (spec: packs/commonjs): a pack.cjs is evaluated in a child process of its
// own, under Node's permission model (read access to the pack's folder only; no child
// processes, no workers, no addons; the network taken away by the runner), with a heap limit
// and a time limit. Its export comes back over a pipe as JSON text of bounded size and is then
// read exactly like a .json pack file. What the module prints, how it exits and whether it
// ends at all cannot change the verdict: only a complete answer on the pipe is data.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readdir, realpath } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { errorAt, type Diagnostic } from '../diagnostics/diagnostics.js';
import { readJsonText, tooManyValuesMessage, type JsonTextResult } from '../data/json-text.js';
import { fromPointer } from '../data/json-pointer.js';
import {
  MAX_DEPTH,
  MAX_PACK_MODULE_OUTPUT_BYTES,
  MAX_PACK_MODULE_STDERR_BYTES,
  MAX_TEXT_LENGTH,
  MAX_VALUES,
  PACK_MODULE_HEAP_MB,
  PACK_MODULE_MEMORY_CHECK_MS,
  PACK_MODULE_MEMORY_MB,
} from './bounds.js';
import { describePlace, sentence } from '../diagnostics/places.js';
import { textTooLongMessage } from '../data/plain-data.js';
import { printable, quoteInput, showInput } from '../data/safe-text.js';
import { packModuleTimeMs } from './time-limit.js';

const RUNNER = fileURLToPath(new URL('./module-runner.cjs', import.meta.url));

/** How the child ended, and what it said on the answer pipe and on stderr. */
interface ChildEnd {
  answer: Buffer;
  answerTooLarge: boolean;
  stderrTail: string;
  code: number | null;
  signal: NodeJS.Signals | null;
  timedOut: boolean;
  /** Killed for holding more than PACK_MODULE_MEMORY_MB of resident memory. */
  tooMuchMemory: boolean;
}

/**
 * Runs `path` (a regular .cjs file, already checked) in the sandbox; its export as data, or why not.
 * Never throws. `timeMs` is the pack's time limit: the one in force (time-limit.ts), except in
 * tests that prove it fires without waiting the whole of it.
 */
export async function readPackModule(path: string, timeMs = packModuleTimeMs()): Promise<JsonTextResult> {
  const name = basename(path);
  let real: string;
  let folder: string;
  try {
    real = await realpath(path);
    folder = await realpath(dirname(path));
  } catch (error) {
    return failed('file-unreadable', `${printable(name)} could not be read (${String(error)}).`);
  }
  // The folder the pack.cjs is in, not the one its link leads to: a pack.cjs that is itself a
  // link out of its folder is such a link (it ran, reading the folder it led to).
  const link = await linkOutside(folder);
  if (link !== undefined) return failed('module-error', `${printable(name)} was not run: ${link}`);
  const end = await runChild(real, timeMs);
  if (end.tooMuchMemory)
    return failed(
      'module-error',
      `${printable(name)} was stopped: it held more than ${PACK_MODULE_MEMORY_MB} MB of memory in all (Buffers and WebAssembly memory included), the most a pack.cjs may hold.`,
    );
  if (end.timedOut)
    return failed(
      'module-error',
      `${printable(name)} was stopped: it ran longer than ${timeMs / 1000} s, the most a pack.cjs may run.`,
    );
  if (end.answerTooLarge)
    return failed(
      'module-error',
      `${printable(name)} exported more than ${MAX_PACK_MODULE_OUTPUT_BYTES} bytes of data, more than a pack file may hold.`,
    );
  const text = end.answer.toString('utf8');
  const newline = text.indexOf('\n');
  const kind = newline === -1 ? '' : text.slice(0, newline);
  const body = newline === -1 ? '' : text.slice(newline + 1);
  // Only a clean exit with a whole answer counts: a pack that exits early, crashes or is killed has said nothing.
  if (end.code !== 0 || !['data', 'not-data', 'thrown', 'too-large', 'empty'].includes(kind))
    return failed('module-error', whyNoAnswer(name, end));
  if (kind === 'thrown')
    return failed(
      'module-error',
      `${printable(name)} could not be run: ${showInput(body.replace(/\.$/, ''), 200)}${esModuleHint(body)}.`,
    );
  if (kind === 'too-large')
    return failed(
      'module-error',
      `${printable(name)} exported at least ${body} characters of data, more than the ${MAX_PACK_MODULE_OUTPUT_BYTES} a pack file may hold.`,
    );
  if (kind === 'empty')
    return failed(
      'module-error',
      `${printable(name)} exports nothing (its module.exports is an empty object): end it with module.exports = { manifest: …, levels: … }.`,
    );
  if (kind === 'not-data') return notData(name, body);
  return readJsonText(body, name);
}

/**
 * Node's permission model follows a symbolic link without checking where it leads, so a link
 * in the pack's folder would let the pack read any file. The folder is searched for links (at
 * most MOST_FOLDER_ENTRIES entries, not through linked folders) and each must stay inside it.
 * Returns why the pack may not run, or undefined.
 */
async function linkOutside(folder: string): Promise<string | undefined> {
  const pending = [folder];
  let seen = 0;
  for (let dir = pending.pop(); dir !== undefined; dir = pending.pop()) {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    seen += entries.length;
    if (seen > MOST_FOLDER_ENTRIES)
      return `its folder holds more than ${MOST_FOLDER_ENTRIES} files and folders, too many to check that no link leads out of it; keep a pack.cjs in a folder of its own.`;
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) pending.push(path);
      if (!entry.isSymbolicLink()) continue;
      const target = await realpath(path).catch(() => undefined);
      if (target !== undefined && target !== folder && !target.startsWith(join(folder, '/')))
        return `its folder holds a link that leads out of it (${printable(relative(folder, path))}); a pack.cjs may read only its own folder.`;
    }
  }
  return undefined;
}

/** The most files and folders a pack.cjs's folder may hold (linkOutside). */
const MOST_FOLDER_ENTRIES = 10_000;

/**
 * The environment a pack.cjs runs with (spec: packs/commonjs): the variables named MIAU_* alone.
 * The permission model does not guard process.env, where a user's tokens and keys live: a pack
 * could copy one into a hint, and `miau share` would send it out unseen. NODE_OPTIONS (the
 * parent's loader hooks) and NODE_V8_COVERAGE are dropped with the rest. Never throws.
 */
export function packEnvironment(environment: NodeJS.ProcessEnv): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(environment))
    if (name.startsWith('MIAU_') && value !== undefined) kept[name] = value;
  return kept;
}

function runChild(path: string, timeMs: number): Promise<ChildEnd> {
  const folder = dirname(path);
  const env = packEnvironment(process.env);
  const child = spawn(
    process.execPath,
    [
      '--experimental-permission',
      `--allow-fs-read=${join(folder, '/')}`,
      `--allow-fs-read=${RUNNER}`,
      `--max-old-space-size=${PACK_MODULE_HEAP_MB}`,
      '--no-addons',
      '--no-warnings',
      RUNNER,
      path,
      String(MAX_TEXT_LENGTH),
      String(MAX_DEPTH),
      String(MAX_PACK_MODULE_OUTPUT_BYTES),
      String(MAX_VALUES),
    ],
    { cwd: folder, env, stdio: ['ignore', 'pipe', 'pipe', 'pipe'] },
  );
  return new Promise((done) => {
    const answer: Buffer[] = [];
    let answerBytes = 0;
    let answerTooLarge = false;
    let stderrTail = '';
    let timedOut = false;
    let tooMuchMemory = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeMs);
    const stopWatching = watchMemory(child.pid, () => {
      tooMuchMemory = true;
      child.kill('SIGKILL');
    });
    // What the pack prints is read and dropped: it never reaches our output.
    child.stdout!.resume();
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (chunk: string) => {
      stderrTail = (stderrTail + chunk).slice(-MAX_PACK_MODULE_STDERR_BYTES);
    });
    const pipe = child.stdio[3] as NodeJS.ReadableStream;
    pipe.on('data', (chunk: Buffer) => {
      answerBytes += chunk.length;
      if (answerBytes > MAX_PACK_MODULE_OUTPUT_BYTES + 16) {
        answerTooLarge = true;
        child.kill('SIGKILL');
      } else if (!answerTooLarge) answer.push(chunk);
    });
    pipe.on('error', () => undefined);
    child.on('error', (error) => {
      stderrTail = String(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      stopWatching();
      done({
        answer: Buffer.concat(answer),
        answerTooLarge,
        stderrTail,
        code,
        signal,
        timedOut,
        tooMuchMemory,
      });
    });
  });
}

// The heap limit does not cover Buffers or WebAssembly memory, so the process's resident memory
// is read every PACK_MODULE_MEMORY_CHECK_MS and `tooMuch` called once past the bound. Where the
// system does not show it (no /proc), watching stops: the heap and time limits still hold.
function watchMemory(pid: number | undefined, tooMuch: () => void): () => void {
  if (pid === undefined) return () => undefined;
  const bound = PACK_MODULE_MEMORY_MB * 1024 * 1024;
  const timer = setInterval(() => {
    const resident = residentBytes(pid);
    if (resident === undefined || resident > bound) clearInterval(timer);
    if (resident !== undefined && resident > bound) tooMuch();
  }, PACK_MODULE_MEMORY_CHECK_MS);
  return () => clearInterval(timer);
}

/** The resident memory of process `pid` in bytes, as Linux shows it; undefined where it is not shown. */
function residentBytes(pid: number): number | undefined {
  try {
    const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return kilobytes ? Number(kilobytes[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

function whyNoAnswer(name: string, end: ChildEnd): string {
  const shown = printable(name);
  if (/heap out of memory|Allocation failed/i.test(end.stderrTail)) {
    return `${shown} was stopped: it used more than the ${PACK_MODULE_HEAP_MB} MB of memory a pack.cjs may use.`;
  }
  const tail = lastLine(end.stderrTail);
  const said = tail === '' ? '' : ` (it said ${quoteInput(tail, 120)})`;
  if (end.signal !== null)
    return `${shown} was stopped by ${end.signal} before its export could be read${said}.`;
  return `${shown} ended (exit code ${String(end.code)}) before its export could be read${said}; a pack.cjs must set module.exports and may not exit by itself.`;
}

// The last line a pack.cjs wrote on stderr: its own words, not the numbered frames and headings of
// the stack trace Node writes as it aborts ("10: Module._extensions..js (node:internal/…)").
function lastLine(text: string): string {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !/^\d+: |^-{3,}.*-{3,}$/.test(line));
  return lines[lines.length - 1] ?? '';
}

// `export default` and `import` are an ES module's, the slip of a designer who knows them from
// elsewhere: a pack.cjs is CommonJS, and says so.
function esModuleHint(thrown: string): string {
  return /^SyntaxError: (Unexpected token 'export'|Cannot use import statement)/.test(thrown)
    ? '; a pack.cjs is CommonJS, so write module.exports = { … } and require(…), not export and import'
    : '';
}

// The runner's findings, in the data check's own words (plain-data.ts), at their paths.
function notData(name: string, body: string): JsonTextResult {
  let problems: [string, string, string][];
  try {
    problems = JSON.parse(body) as [string, string, string][];
    if (!Array.isArray(problems) || problems.length === 0) throw new Error('no problems');
  } catch {
    return failed('module-error', `${printable(name)} gave an answer that could not be read.`);
  }
  const prefix = `Packs must be data, but the export of ${printable(name)} is not: `;
  const errors: Diagnostic[] = problems.map(([path, kind, detail]) => {
    const safePath = String(path);
    const code = kind === 'long' || kind === 'long-key' ? 'text-too-long' : 'not-data';
    // As a JSON pack file of as many values is refused, word for word.
    if (kind === 'values') return errorAt('not-data', '', tooManyValuesMessage());
    const message =
      code === 'text-too-long'
        ? textTooLongMessage(safePath, Number(detail), kind === 'long-key' ? 'a key of ' : '')
        : problemText(safePath, String(kind), String(detail));
    return errorAt(code, safePath, code === 'not-data' ? prefix + afterColon(message) : message);
  });
  return { ok: false, errors };
}

// A place's sentence goes on after the prefix's colon: "… is not: the pack is a function".
function afterColon(message: string): string {
  return /^[A-Z][a-z]/.test(message) ? message[0].toLowerCase() + message.slice(1) : message;
}

function problemText(path: string, kind: string, detail: string): string {
  const place = sentence(describePlace(path));
  const parent = sentence(
    describePlace(fromPointer(path).length > 0 ? path.slice(0, path.lastIndexOf('/')) : ''),
  );
  switch (kind) {
    case 'function':
      // The whole export a function: the pack was wrapped in code that makes it.
      return path === ''
        ? `${place} is a function; export the pack itself (module.exports = { … }), not a function that makes it.`
        : `${place} is a function; packs must be data, not code.`;
    case 'undefined':
      return `${place} is undefined, which JSON cannot hold; leave the field out instead.`;
    case 'symbol':
    case 'bigint':
      return `${place} is a ${kind}, which JSON cannot hold; packs must be plain data.`;
    case 'number':
      return `${place} is ${printable(detail)}, which JSON cannot hold; use a finite number.`;
    case 'cycle':
      return `${place} contains itself (a cycle); packs must be plain data, a tree of lists and objects.`;
    case 'deep':
      return `${place} is nested more than ${MAX_DEPTH} levels deep.`;
    case 'class':
    case 'class-list':
      return `${place} is ${printable(detail)}, not a plain ${kind === 'class-list' ? 'list' : 'object'}; packs must be plain data.`;
    case 'symbol-key':
      return `${place} has a symbol key (${quoteInput(detail)}), which JSON cannot hold.`;
    case 'getter':
      return `${place} is a getter or setter; packs must be data, not code.`;
    case 'hidden':
      return `${place} is a hidden (non-enumerable) field; packs must be plain data.`;
    case 'extra':
      return `${parent} is a list with an extra field ${quoteInput(detail)}; a list holds only items.`;
    case 'hole':
      return `${place} is a hole in the list, which JSON cannot hold.`;
    default:
      return `${place} is not plain data.`;
  }
}

function failed(code: 'module-error' | 'file-unreadable', message: string): JsonTextResult {
  return { ok: false, errors: [errorAt(code, '', message)] };
}
