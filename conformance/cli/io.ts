// What every `miau` command shares: where it writes, and the one error that means
// "you called me wrong" (exit 2 with the command's usage).
import { mkdir } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { writeWholeFile } from '../runner/whole-file.js';
import { printable } from '../../src/data/safe-text.js';

/**
 * How many problems a command lists before it counts the rest: a pack of 262,144 errors printed
 * 36 MB through `miau validate`, a shard of 200,000 scenarios outside its selection 200,000 lines
 * through `miau merge`.
 */
export const MOST_LISTED = 1000;

/** Where a command writes; the real CLI passes process streams, tests pass collectors. */
export interface CliIo {
  // Function properties, not methods: commands pass `io.out` on as a plain function.
  out: (text: string) => void;
  err: (text: string) => void;
}

/**
 * `text` as one word of a POSIX shell command a message suggests: whole (a path cut to 40
 * characters, as input is quoted in messages, made a command that names nothing), as it is when
 * it needs no quoting, else in single quotes; control characters shown escaped all the same.
 */
export function shellWord(text: string): string {
  const word = /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replaceAll("'", "'\\''")}'`;
  return printable(word);
}

/** The command line is wrong: the CLI prints the message and the command's usage, and exits 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/**
 * node's parseArgs in strict mode, with its errors turned into UsageError; an option that takes
 * one value given twice is refused too, rather than the last one silently winning.
 */
export function parseCommandArgs<T extends ParseArgsConfig['options']>(
  args: string[],
  options: T,
  allowPositionals: boolean,
) {
  let parsed;
  try {
    parsed = parseArgs({
      args: withNegativeValues(args, options),
      options,
      allowPositionals,
      strict: true,
      tokens: true,
    });
  } catch (error) {
    // node's message is one sentence plus advice on further lines; the first sentence says what
    // is wrong, and for a value that starts with a dash, how to give it, on the same line.
    const message = error instanceof Error ? error.message : String(error);
    const first = message.split(/\.\s/)[0].replace(/\.$/, '').concat('.');
    const option = /Option '(--[^']+)' argument is ambiguous/.exec(message)?.[1];
    throw new UsageError(
      option
        ? `${first.replace(/\.$/, '')}: give a value that starts with a dash as ${option}=<value>.`
        : first,
    );
  }
  const seen = new Set<string>();
  for (const token of parsed.tokens ?? []) {
    if (token.kind !== 'option' || options?.[token.name]?.multiple) continue;
    if (seen.has(token.name)) throw new UsageError(`--${token.name} is given more than once.`);
    seen.add(token.name);
  }
  return { values: parsed.values, positionals: parsed.positionals };
}

// `--max -5` means the value -5 (which the option's own check then refuses by name), not a
// second option: parseArgs would call it ambiguous, so join such a pair as `--max=-5`.
function withNegativeValues(args: string[], options: ParseArgsConfig['options']): string[] {
  const joined: string[] = [];
  for (let k = 0; k < args.length; k++) {
    const name = /^--([^=]+)$/.exec(args[k])?.[1];
    const next = args[k + 1];
    if (
      name !== undefined &&
      options?.[name]?.type === 'string' &&
      next !== undefined &&
      /^-\.?\d/.test(next)
    ) {
      joined.push(`--${name}=${next}`);
      k++;
    } else joined.push(args[k]);
  }
  return joined;
}

/** Writes a report a command was asked for (`--json <file>` and the like), making its folder; nothing when not asked. */
export async function writeReport(file: string | undefined, content: () => string): Promise<void> {
  if (file === undefined) return;
  await mkdir(dirname(resolve(file)), { recursive: true });
  await writeWholeFile(file, content());
}

/**
 * Sends what is written to process.stdout through `write` instead, until the returned function
 * gives the stream its own method again (an inherited one: the override is dropped).
 */
export function redirectStdout(write: NodeJS.WriteStream['write']): () => void {
  const stdout = process.stdout;
  const own = Object.getOwnPropertyDescriptor(stdout, 'write');
  stdout.write = write;
  return () => {
    if (own) Object.defineProperty(stdout, 'write', own);
    else delete (stdout as { write?: unknown }).write;
  };
}
