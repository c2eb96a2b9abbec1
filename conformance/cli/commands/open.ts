// `miau open`: a share payload back to a pack file (spec: packs/sharing). The payload is parsed
// as JSON and loaded with every check a pack gets; only a pack that loads is written, as JSON.
import { existsSync } from 'node:fs';
import { lstat, mkdir } from 'node:fs/promises';
import { basename, dirname, extname, resolve } from 'node:path';
import { writeWholeFile } from '../../runner/whole-file.js';
import { encodingProblem, readBoundedFile } from '../../../src/pack/files.js';
import { errorAt } from '../../../src/diagnostics/diagnostics.js';
import { NOT_A_PAYLOAD, openShare, payloadStart } from '../../../src/pack/share.js';
import { UsageError, parseCommandArgs, shellWord, type CliIo } from '../io.js';
import { shown, writableFile } from '../args.js';
import { formatDiagnostic } from './validate.js';
import type { Diagnostic } from '../../../src/types/adapter.js';

export const usage = `Usage: miau open <payload | file holding one> [--out <file>] [--force]

Opens a share payload made by miau share: decodes it (JSON only, never code), checks it as
any pack is checked (miau validate) and writes the pack as a JSON file, by default
<pack id>.json in the current folder; a name given with --out ends in .json. The argument is a file holding the payload when a file
of that name exists (miau1.txt too), else the payload itself; a file that cannot hold one
(a folder, a FIFO, over 32 MiB) refuses it. Nothing is written when the payload is refused;
an existing file is kept unless --force, and is replaced whole (a link is replaced, not
written through).

Exit status: 0 the pack is written; 1 the payload is refused or the file exists;
2 the command line is wrong.`;

export async function run(args: string[], io: CliIo): Promise<number> {
  const { positionals, values } = parseCommandArgs(
    args,
    { out: { type: 'string' }, force: { type: 'boolean' } },
    true,
  );
  if (positionals.length !== 1)
    throw new UsageError('open takes exactly one payload, or one file holding a payload.');
  // "There is no file , and the text is not a payload either" said nothing of what happened.
  if (positionals[0].trim() === '')
    throw new UsageError('open needs a payload, or a file holding one, not empty text.');
  // Checked before the payload is read: an empty name or an unwritable place is the command line's fault.
  if (values.out !== undefined) {
    if (values.out === '') throw new UsageError('--out needs a file name.');
    // "pack.json/" names a folder (its basename is pack.json): writing it failed with ENOENT, exit 1.
    if (/[/\\]$/.test(values.out))
      throw new UsageError(
        `--out ${shown(values.out)} ends in a slash, so it names a folder; give a file name ending in .json.`,
      );
    // Every miau command reads a pack file by its extension: a .cjs is run as code (packs/sharing).
    if (extname(values.out).toLowerCase() !== '.json')
      throw new UsageError(
        basename(values.out).toLowerCase() === '.json'
          ? `--out ${shown(values.out)} has no name before .json; give one, such as my-pack.json.`
          : `--out ${shown(values.out)} does not end in .json; open writes the pack as JSON, and miau reads a pack file as JSON only by that name.`,
      );
    writableFile('--out', values.out);
  }
  const given = positionals[0];
  // A file is read even when its name begins like a payload (`miau1.txt`); no payload names one.
  // A file that cannot be read as one (too large, a FIFO, a folder) refuses the payload it holds.
  // A link that leads nowhere readable (a loop) is a file the user named: read, it says why not.
  const named = existsSync(given) || (await lstat(given).catch(() => null))?.isSymbolicLink() === true;
  const read = named ? await readBoundedFile(given) : undefined;
  if (read && !read.ok) return refuse(read.errors, io);
  // A payload saved by an editor's "Unicode" was "not a payload": say what the file is.
  const encoding = read ? encodingProblem(read.data, basename(given)) : undefined;
  if (encoding)
    return refuse([errorAt('bad-share', '', `${encoding} a file holding a payload must be UTF-8 text.`)], io);
  // Spaces or a line break copied around a payload are not part of it, in a file or given as is.
  const opened = openShare((read ? read.data.toString('utf8') : given).trim());
  for (const d of opened.warnings) io.out(formatDiagnostic(d));
  if (!opened.ok) return refuse(read ? opened.errors : notAFileEither(given, opened.errors), io);
  const out = values.out ?? `${opened.pack.manifest.id}.json`;
  // The pack's own name, in the current folder, is checked as --out is (a read-only folder).
  if (values.out === undefined) writableFile('--out', out);
  // A link is replaced, never written through (writeWholeFile): it counts as a file here.
  const outKind = await lstat(out).catch(() => null);
  if (outKind && !outKind.isFile() && !outKind.isSymbolicLink())
    throw new UsageError(`--out ${shown(out)} is not a file (a folder or a special file); give a file name.`);
  if (outKind && values.force !== true) {
    io.err(`miau: ${shown(out)} already exists; give another --out, or --force to replace it.`);
    return 1;
  }
  // The folders --out names are made, as writableFile promised when it checked the place.
  await mkdir(dirname(resolve(out)), { recursive: true });
  await writeWholeFile(out, JSON.stringify(opened.pack, null, 2) + '\n');
  const levels = opened.pack.levels.length;
  io.out(
    `wrote ${shown(out)}: ${opened.pack.manifest.id}, ${levels} ${levels === 1 ? 'level' : 'levels'}; check it with miau validate ${shellWord(out)}`,
  );
  return 0;
}

// A mistyped file name was told only that it is not a payload: say there is no such file too.
function notAFileEither(given: string, errors: readonly Diagnostic[]): Diagnostic[] {
  // Text that holds a payload somewhere was meant as one; its message says where it starts.
  if (payloadStart(given) >= 0) return [...errors];
  return errors.map((d) =>
    d.message.startsWith(NOT_A_PAYLOAD)
      ? {
          ...d,
          message: `There is no file ${shown(given)}, and the text is not a Miau share payload either: ${d.message.slice(NOT_A_PAYLOAD.length)}`,
        }
      : d,
  );
}

function refuse(errors: readonly Diagnostic[], io: CliIo): number {
  for (const d of errors) io.out(formatDiagnostic(d));
  io.out('refused: nothing was written.');
  return 1;
}
