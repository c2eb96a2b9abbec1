// `miau share`: a pack, or one level of it, as a share payload (spec: packs/sharing).
import { readPackFile } from '../../../src/pack/files.js';
import { shareLevel, sharePack } from '../../../src/pack/share.js';
import { UsageError, parseCommandArgs, type CliIo } from '../io.js';
import { packPath } from '../args.js';
import { formatDiagnostic } from './validate.js';

export const usage = `Usage: miau share <pack-file-or-dir> [--level <id>]

Prints a share payload: the text "miau1." and the pack as base64url JSON, safe in a link.
With --level, the payload holds that level alone as a one-level pack. The pack must load
(warnings are printed on stderr and do not stop sharing). Open a payload with miau open.

Exit status: 0 the payload is printed; 1 the pack does not load, or has no such level;
2 the command line is wrong.`;

export async function run(args: string[], io: CliIo): Promise<number> {
  const { positionals, values } = parseCommandArgs(args, { level: { type: 'string' } }, true);
  if (positionals.length !== 1) throw new UsageError('share takes exactly one pack file or folder.');
  packPath('share', positionals[0]);
  const read = await readPackFile(positionals[0]);
  if (!read.ok) {
    for (const d of read.errors) io.err(formatDiagnostic(d));
    return 1;
  }
  const shared = values.level === undefined ? sharePack(read.data) : shareLevel(read.data, values.level);
  // The file's own warnings (a key given twice: the payload keeps the last value) first, as validate prints them.
  for (const d of [...read.warnings, ...shared.warnings]) io.err(formatDiagnostic(d));
  if (!shared.ok) {
    for (const d of shared.errors) io.err(formatDiagnostic(d));
    return 1;
  }
  io.out(shared.payload);
  return 0;
}
