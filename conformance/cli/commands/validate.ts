// `miau validate`: check pack files and print their diagnostics (the first MOST_LISTED, or --all).
import type { Diagnostic } from '../../../src/types/adapter.js';
import { loadPack, readPackFile } from '../../../src/pack/loading.js';
import { PACK_FILES_HELP } from '../../../src/pack/help.js';
import { printable, showInput } from '../../../src/data/safe-text.js';
import { MOST_LISTED, UsageError, parseCommandArgs, type CliIo } from '../io.js';
import { packPath } from '../args.js';

export const usage = `Usage: miau validate [--strict] [--all] <pack-file-or-dir>

Checks a pack (a .json file, a .cjs file, or a folder holding pack.json or pack.cjs) and prints
each problem as "<severity>  <code>  <path>  <message>"; control characters in what is printed
are shown escaped (as \\u001b), and a message quotes at most 40 characters of the pack. The
first ${MOST_LISTED} problems are listed, then one line counts the rest ("miau: ... more problems not
listed"); --all lists every one.

${PACK_FILES_HELP}

Exit status: 0 the pack loads (warnings, if any, are printed; the last line is "ok: ...");
1 the pack does not load or cannot be read; 2 the command line is wrong;
3 with --strict, the pack loads but has warnings (the last line then begins
"refused by --strict:", never "ok:").`;

/** The exit status of a pack that loads with warnings under --strict (openspec/specs/packs, add-pack-safety D7). */
export const WARNINGS_EXIT = 3;

export async function run(args: string[], io: CliIo): Promise<number> {
  const { positionals, values } = parseCommandArgs(
    args,
    { strict: { type: 'boolean' }, all: { type: 'boolean' } },
    true,
  );
  if (positionals.length !== 1) throw new UsageError('validate takes exactly one pack file or folder.');
  packPath('validate', positionals[0]);
  const most = values.all === true ? Infinity : MOST_LISTED;
  const read = await readPackFile(positionals[0]);
  if (!read.ok) {
    printDiagnostics(read.errors, io, most);
    return 1;
  }
  const result = loadPack(read.data);
  // The file's own warnings (a key given twice) come first: they are about the text, not the pack.
  const allWarnings = [...read.warnings, ...result.warnings];
  if (!result.ok) {
    printDiagnostics([...allWarnings, ...result.errors], io, most);
    return 1;
  }
  printDiagnostics(allWarnings, io, most);
  const levels = result.pack.levels.length;
  const warnings = allWarnings.length;
  const counted = `${warnings} ${warnings === 1 ? 'warning' : 'warnings'}`;
  if (warnings > 0 && values.strict === true) {
    io.out(
      `refused by --strict: ${result.pack.manifest.id} loads, but has ${counted}; fix ${warnings === 1 ? 'it' : 'them'}, or run without --strict to accept ${warnings === 1 ? 'it' : 'them'}.`,
    );
    return WARNINGS_EXIT;
  }
  const noted = warnings === 0 ? '' : `, ${counted}`;
  io.out(`ok: ${result.pack.manifest.id}, ${levels} ${levels === 1 ? 'level' : 'levels'}${noted}`);
  return 0;
}

/**
 * One line per diagnostic: `<severity>  <code>  <path>  <message>`; the whole input's path shows
 * as `(root)`. Every part goes through `printable` (spec: packs/safe-messages): an engine's
 * diagnostic, or a path made of the pack's own keys, never reaches the terminal raw.
 */
export function formatDiagnostic(d: Diagnostic): string {
  const line = `${String(d.severity)}  ${String(d.code)}  ${shownPath(String(d.path))}  ${String(d.message)}`;
  return printable(line);
}

// A path is made of the pack's own keys: each step is shown as a message quotes input, at most
// 40 characters, so a 60,000-character key cannot flood the terminal. A character no one sees (a
// zero-width space) is shown by its code point: raw, `/legend/c\u200b` read as `/legend/c`.
function shownPath(path: string): string {
  if (path === '') return '(root)';
  return path
    .split('/')
    .map((step) =>
      showInput(step).replace(INVISIBLE, (c) => `\\u${c.codePointAt(0)!.toString(16).padStart(4, '0')}`),
    )
    .join('/');
}

const INVISIBLE = /\p{Cf}/gu;

export function printDiagnostics(all: readonly Diagnostic[], io: CliIo, most: number): void {
  // Cut short, the errors come first: a thousand warnings must not hide why the pack is refused.
  const diagnostics =
    all.length <= most
      ? all
      : [...all.filter((d) => d.severity === 'error'), ...all.filter((d) => d.severity !== 'error')];
  for (const d of diagnostics.slice(0, most)) io.out(formatDiagnostic(d));
  const rest = diagnostics.slice(most);
  if (rest.length === 0) return;
  const errors = rest.filter((d) => d.severity === 'error').length;
  const counted = [
    ...(errors > 0 ? [`${errors} ${errors === 1 ? 'error' : 'errors'}`] : []),
    ...(rest.length > errors
      ? [`${rest.length - errors} ${rest.length - errors === 1 ? 'warning' : 'warnings'}`]
      : []),
  ].join(' and ');
  io.out(
    `miau: ${rest.length} more problems not listed (${counted}); fix those above first, or list every one with --all.`,
  );
}
