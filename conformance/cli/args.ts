// Checks of option values every `miau` command shares (issue 14, finding 9): each bad value is a
// UsageError (exit 2, one line naming the option), found before any work starts.
import { closeSync, mkdtempSync, openSync, realpathSync, rmdirSync, statSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { basename, dirname, join, resolve } from 'node:path';
import { parse as parseTagExpression } from '@cucumber/tag-expressions';
import { UsageError } from './io.js';

// Decimal digits, a fraction, an exponent: what `Number` reads, without its hexadecimal, octal
// and binary forms, so `--max 0x10` is refused rather than taken for 16.
const DECIMAL = /^\s*(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$/i;

/** The number written in decimal in `text` (an exponent allowed, e.g. 1e6); NaN for anything else. */
export function decimalNumber(text: string): number {
  return DECIMAL.test(text) ? Number(text) : Number.NaN;
}

/** A whole number from `min` to `max`, written in decimal (or with an exponent, e.g. 1e6). */
export function wholeNumber(
  option: string,
  text: string,
  bounds: { min: number; max: number; unit?: string },
): number {
  const value = decimalNumber(text);
  const what = `a whole number${bounds.unit ? ` of ${bounds.unit}` : ''} from ${bounds.min} to ${bounds.max}`;
  if (!Number.isInteger(value) || value < bounds.min || value > bounds.max) {
    throw new UsageError(`${option} needs ${what}, not "${shown(text)}".`);
  }
  return value;
}

// A day: longer than any engine call or scenario could sensibly need, and far below where a
// timer overflows (setTimeout holds at most 2^31 - 1 ms).
const LONGEST_MS = 86_400_000;

/** A time limit in milliseconds, from 1 to a day. */
export function milliseconds(option: string, text: string): number {
  return wholeNumber(option, text, { min: 1, max: LONGEST_MS, unit: 'milliseconds' });
}

/** A regular expression the option's value compiles to. */
function regularExpression(option: string, text: string): RegExp {
  try {
    return new RegExp(text);
  } catch (error) {
    throw new UsageError(
      `${option} "${shown(text)}" is not a regular expression: ${error instanceof Error ? error.message : String(error)}.`,
    );
  }
}

/** The longest pattern `linearTimePattern` takes: as a tag expression, far beyond any selection. */
const MOST_PATTERN_CHARACTERS = 4096;

/**
 * A regular expression that matches in time linear in the text, whatever the user wrote. Cucumber
 * matches `--name` against every scenario's name at once, where no time limit can interrupt it,
 * and a backtracking pattern such as `^(\w+\s?)*$` held `certify --list` for minutes on a name
 * with a comma. So V8 reruns any match that backtracks too long (50,000 steps) in its linear-time
 * engine, and a pattern that engine cannot run (a backreference, a lookaround) is refused.
 */
export function linearTimePattern(option: string, text: string): RegExp {
  refuseLongerThan(option, text, MOST_PATTERN_CHARACTERS, 'a pattern');
  const pattern = regularExpression(option, text);
  if (!linearEngine()) return pattern;
  try {
    new RegExp(text, LINEAR_FLAG);
  } catch {
    throw new UsageError(
      `${option} "${shown(text)}" holds a backreference or a lookaround, which can take exponential time to match; write it without one (--tags "not @…" leaves scenarios out).`,
    );
  }
  return pattern;
}

// The flag of V8's linear-time engine (a variable: linters know only the standard flags).
const LINEAR_FLAG = 'l';
let linearEngineOn: boolean | undefined;

// Process-wide and only ever a fallback: a match that backtracks little runs as it always did.
// Whether the engine is there: a runtime without it takes any pattern, as before.
function linearEngine(): boolean {
  if (linearEngineOn === undefined) {
    setFlagsFromString('--enable-experimental-regexp-engine');
    setFlagsFromString('--enable-experimental-regexp-engine-on-excessive-backtracks');
    try {
      linearEngineOn = new RegExp('a', LINEAR_FLAG).test('a');
    } catch {
      linearEngineOn = false;
    }
  }
  return linearEngineOn;
}

/**
 * The longest tag expression taken. The parser reads any depth, but cucumber evaluates an
 * expression recursively for every scenario: 30,000 nested "not"s overflowed its stack (an
 * internal error). 4096 characters hold at most about a thousand, far beyond any selection.
 */
const MOST_TAG_EXPRESSION_CHARACTERS = 4096;

/** A cucumber tag expression that parses, within MOST_TAG_EXPRESSION_CHARACTERS. */
export function tagExpression(option: string, text: string): string {
  refuseLongerThan(option, text, MOST_TAG_EXPRESSION_CHARACTERS, 'a tag expression');
  try {
    parseTagExpression(text);
    return text;
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new UsageError(`${option} "${shown(text)}" is not a tag expression: ${reason}`);
  }
}

/** Refuses `text` when it is longer than `most` characters, saying `what` it should be at most. */
function refuseLongerThan(option: string, text: string, most: number, what: string): void {
  if (text.length > most)
    throw new UsageError(
      `${option} "${shown(text)}" is ${text.length} characters long; ${what} is at most ${most}.`,
    );
}

/**
 * The pack path a command was given. Empty text resolves to the current folder: `miau validate
 * "$PACK"` with the variable unset checked whatever pack.json the folder held.
 */
export function packPath(option: string, path: string): string {
  if (path === '') throw new UsageError(`${option} needs a pack file or folder, not empty text.`);
  return path;
}

/** A file that exists and can be read (not a folder). */
export function readableFile(option: string, file: string): string {
  let isFile: boolean;
  try {
    isFile = statSync(file).isFile();
    if (isFile) closeSync(openSync(file, 'r'));
  } catch {
    throw new UsageError(`${option} ${shown(file)}: no such file, or it cannot be read.`);
  }
  if (!isFile) throw new UsageError(`${option} ${shown(file)} is not a file.`);
  return file;
}

/**
 * The project given with --root: a folder that exists. A root mistyped in CI listed no scenario,
 * traced nothing and built an empty site, each exiting 0; an empty one meant two things.
 */
export function projectRoot(root: string | undefined): string | undefined {
  if (root === undefined) return undefined;
  if (root === '') throw new UsageError('--root needs a folder, not empty text.');
  let folder = false;
  try {
    folder = statSync(root).isDirectory();
  } catch {
    throw new UsageError(
      `--root ${shown(root)}: no such folder; give the folder that holds the project's features/ and openspec/.`,
    );
  }
  if (!folder)
    throw new UsageError(
      `--root ${shown(root)} is not a folder; give the folder that holds the project's features/ and openspec/.`,
    );
  return root;
}

/** The module given with --engine: a file that can be read. A folder, a FIFO or a device is never imported. */
export function engineModuleFile(file: string): string {
  return readableFile('--engine', file);
}

/** The command line given with --engine-cmd: one that holds a command. */
export function engineCommand(command: string): string {
  if (command.trim() === '')
    throw new UsageError(
      '--engine-cmd needs the command line that starts the engine program, e.g. "npx miau serve".',
    );
  return command;
}

/**
 * A file path the command can write: not a folder, and either a writable file or a name in a
 * folder that exists (or can be made) and is writable. Nothing is created here.
 */
export function writableFile(option: string, file: string): string {
  // Empty text resolves to the current folder: "--json  is a folder" said nothing useful.
  if (file === '') throw new UsageError(`${option} needs a file name, not empty text.`);
  // Many tools read "-" as standard output; miau would have written a file of that name.
  if (file === '-')
    throw new UsageError(
      `${option} - names no file: for standard output give /dev/stdout, and for a file named "-" give ./-.`,
    );
  const target = resolve(file);
  const existing = statOrNull(target);
  if (existing?.isDirectory())
    throw new UsageError(`${option} ${shown(file)} is a folder; give a file name.`);
  if (existing) return writable(option, file, target);
  // Refused up front, not by the file system after the whole run.
  if (Buffer.byteLength(basename(target)) > MOST_NAME_BYTES)
    throw new UsageError(
      `${option} ${shown(file)} cannot be written: its name is longer than ${MOST_NAME_BYTES} bytes, the most a file's name may have.`,
    );
  if (Buffer.byteLength(target) >= MOST_PATH_BYTES)
    throw new UsageError(
      `${option} ${shown(file)} cannot be written: its path is ${MOST_PATH_BYTES} bytes or longer, more than the system takes.`,
    );
  // The nearest folder that exists must be writable; the folders below it will be made.
  let folder = dirname(target);
  while (statOrNull(folder) === null && dirname(folder) !== folder) folder = dirname(folder);
  if (!statOrNull(folder)?.isDirectory())
    throw new UsageError(`${option} ${shown(file)} cannot be written: ${shown(folder)} is not a folder.`);
  writable(option, file, folder);
  return file;
}

// Linux's NAME_MAX and PATH_MAX (the latter counts the closing NUL), which nearly every file system keeps.
const MOST_NAME_BYTES = 255;
const MOST_PATH_BYTES = 4096;

/** A folder the command can write into (it may not exist yet). */
export function writableFolder(option: string, folder: string): string {
  // Empty text resolves to the current folder, which was then written into or refused as full.
  if (folder === '') throw new UsageError(`${option} needs a folder, not empty text.`);
  const existing = statOrNull(resolve(folder));
  if (existing && !existing.isDirectory())
    throw new UsageError(`${option} ${shown(folder)} is not a folder.`);
  writableFile(option, resolve(folder, 'index.html'));
  return folder;
}

// Tried, not asked: access() says yes to root for any path, /proc included. An existing file is
// opened for appending (its content untouched); a folder gets a probe folder made and removed.
// A named pipe is not opened: with no reader the open waits for ever, and with one, closing it
// would end what the reader reads before the report is written.
function writable(option: string, file: string, path: string): string {
  try {
    const kind = statSync(path);
    if (kind.isDirectory()) rmdirSync(mkdtempSync(join(path, '.miau-probe-')));
    else if (!kind.isFIFO()) closeSync(openSync(path, 'a'));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'an error';
    throw new UsageError(`${option} ${shown(file)} cannot be written (${code}).`);
  }
  return file;
}

function statOrNull(path: string) {
  try {
    return statSync(path);
  } catch {
    return null;
  }
}

// What `shown` escapes: control characters, and the bidi embeddings, overrides and isolates.
// eslint-disable-next-line no-control-regex -- the control characters are what gets escaped
const UNSHOWN = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/gu;

/** At most 80 characters of what the user typed, control characters escaped: safe to print. */
export function shown(text: string): string {
  const slice = text.length > 80 ? `${text.slice(0, 80)}…` : text;
  return slice.replace(UNSHOWN, (c) => `\\u${c.codePointAt(0)!.toString(16).padStart(4, '0')}`);
}

/**
 * Refuses outputs that would write over an input, or two outputs that are one file: a report
 * must never replace the certificate it was made from, nor another report of the same run.
 */
export function distinctOutputs(
  inputs: readonly string[],
  outputs: Record<string, string | undefined>,
): void {
  const taken = new Map<string, string>();
  for (const file of inputs) for (const name of namesOf(file, true)) taken.set(name, `the input ${file}`);
  for (const [option, file] of Object.entries(outputs)) {
    if (file === undefined) continue;
    const names = namesOf(file, false);
    const earlier = names.map((name) => taken.get(name)).find((said) => said !== undefined);
    if (earlier) throw new UsageError(`--${option} ${file} is ${earlier}; write it to another file.`);
    for (const name of names) taken.set(name, `also --${option}`);
  }
}

// The paths a file goes by: as given, and through the links of its folders (a folder linked to
// another reached the input as another path, and the report replaced it). An input is read
// through its own link too; an output that is a link is replaced, not written through.
function namesOf(file: string, followFile: boolean): string[] {
  const names = [resolve(file)];
  try {
    names.push(join(realpathSync(dirname(resolve(file))), basename(file)));
    if (followFile) names.push(realpathSync(file));
  } catch {
    // a folder or file that does not exist yet: its name as given is all it has
  }
  return names;
}
