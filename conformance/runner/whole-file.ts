// Files written whole: the text goes to a new file beside the target, which then takes the
// target's name. A full disk or a crash leaves the old file (or none), never half a file, and a
// link at the target is replaced, not written through to the file it points at. A target that is
// no file at all, or a link to one (a pipe, a terminal, /dev/stdout), is written to as it is:
// there is nothing to leave half written, and replacing it would take it away.
import { lstat, rename, rm, stat, writeFile } from 'node:fs/promises';

/** Writes `text` to `path` whole (see above); throws what the file system throws. */
export async function writeWholeFile(path: string, text: string): Promise<void> {
  if (await isStream(path)) return writeFile(path, text);
  const scratch = `${path}.${process.pid}.tmp`;
  try {
    await writeFile(scratch, text, { flag: 'wx' });
    await rename(scratch, path);
  } finally {
    await rm(scratch, { force: true });
  }
}

// Whether `path` is, or links to, something other than a regular file or a folder.
async function isStream(path: string): Promise<boolean> {
  const own = await lstat(path).catch(() => null);
  if (own === null || own.isFile() || own.isDirectory()) return false;
  const target = own.isSymbolicLink() ? await stat(path).catch(() => null) : own;
  return target !== null && !target.isFile() && !target.isDirectory();
}
