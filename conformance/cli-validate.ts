// `miau validate`: check pack files and print every diagnostic.
import type { Diagnostic } from '../src/types/adapter.js';
import { loadPack, readPackFile } from '../src/pack-loading.js';
import { UsageError, parseCommandArgs, type CliIo } from './cli-io.js';

export const usage = `Usage: miau validate <pack-file-or-dir>

Checks a pack (a .json file, a trusted local .cjs file, or a folder holding pack.json or
pack.cjs) and prints each problem as "<severity>  <code>  <path>  <message>".
Exit 1 when the pack has an error; warnings alone do not fail.`;

export async function run(args: string[], io: CliIo): Promise<number> {
  const { positionals } = parseCommandArgs(args, {}, true);
  if (positionals.length !== 1) throw new UsageError('validate takes exactly one pack file or folder.');
  const read = await readPackFile(positionals[0]!);
  if (!read.ok) {
    printDiagnostics(read.errors, io);
    return 1;
  }
  const result = loadPack(read.data);
  printDiagnostics(result.warnings, io);
  if (!result.ok) {
    printDiagnostics(result.errors, io);
    return 1;
  }
  const levels = result.pack.levels.length;
  io.out(`ok: ${result.pack.manifest.id}, ${levels} ${levels === 1 ? 'level' : 'levels'}`);
  return 0;
}

/** One line per diagnostic: `<severity>  <code>  <path>  <message>`; the whole input's path shows as `(root)`. */
export function formatDiagnostic(d: Diagnostic): string {
  return `${d.severity}  ${d.code}  ${d.path === '' ? '(root)' : d.path}  ${d.message}`;
}

function printDiagnostics(diagnostics: readonly Diagnostic[], io: CliIo): void {
  for (const d of diagnostics) io.out(formatDiagnostic(d));
}
