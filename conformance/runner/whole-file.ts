// Files written whole: the text goes to a new file beside the target, which then takes the
// target's name. A full disk or a crash leaves the old file (or none), never half a file, and a
// link at the target is replaced, not written through to the file it points at. A target that is
// no file at all, or a link to one (a pipe, a terminal, /dev/stdout), is written to as it is:
// there is nothing to leave half written, and replacing it would take it away.
import { rmSync } from 'node:fs';
import { lstat, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { whenStopping } from './stopping.js';

/** Writes `text` to `path` whole (see above); throws what the file system throws. */
export async function writeWholeFile(path: string, text: string): Promise<void> {
  if (await isStream(path)) return writeFile(path, text);
  const scratch = `${path}.${process.pid}.tmp`;
  try {
    await writeFile(scratch, text, { flag: 'wx' });
    await rename(scratch, path);
  } catch (error) {
    throw namingTarget(error, scratch, path);
  } finally {
    await rm(scratch, { force: true });
  }
}

// What the file system refused about the scratch file is said of the file the user named: a
// missing folder is "could not open out.json", not a file name they never gave.
function namingTarget(error: unknown, scratch: string, target: string): unknown {
  const refused = error as NodeJS.ErrnoException;
  if (refused?.path !== scratch) return error;
  refused.path = target;
  if (refused.syscall !== 'rename') refused.message = refused.message.replaceAll(scratch, target);
  return refused;
}

// Whether `path` is, or links to, something other than a regular file or a folder.
async function isStream(path: string): Promise<boolean> {
  const own = await lstat(path).catch(() => null);
  if (own === null || own.isFile() || own.isDirectory()) return false;
  const target = own.isSymbolicLink() ? await stat(path).catch(() => null) : own;
  return target !== null && !target.isFile() && !target.isDirectory();
}

/** A file another writer fills over time, staged beside its target until it is whole. */
export interface StagedFile {
  /** Where to write meanwhile. */
  path: string;
  /** Gives the staged file the target's name. */
  commit(): Promise<void>;
  /** Removes the staged file, unless committed (also done by a stopping signal). */
  discard(): Promise<void>;
}

/**
 * Stages a file another writer fills over time (cucumber's HTML report and message stream), so a
 * run stopped by Ctrl-C or an error leaves the old file (or none), never half a report. A target
 * that is a stream (see above) is written to directly. Creates the target's folder.
 */
export async function stageFile(target: string): Promise<StagedFile> {
  await mkdir(dirname(target), { recursive: true });
  if (await isStream(target))
    return { path: target, commit: () => Promise.resolve(), discard: () => Promise.resolve() };
  const path = join(dirname(target), `.${basename(target)}.${process.pid}.partial`);
  const withdraw = whenStopping(() => rmSync(path, { force: true }));
  let done = false;
  return {
    path,
    async commit() {
      if (done) return;
      done = true;
      withdraw();
      // A run that wrote nothing there (none of its formatters started) leaves the target alone.
      await rename(path, target).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },
    async discard() {
      if (done) return;
      done = true;
      withdraw();
      await rm(path, { force: true });
    },
  };
}
