// Files written whole: the text goes to a new file beside the target, which then takes the
// target's name. A full disk or a crash leaves the old file (or none), never half a file, and a
// link at the target is replaced, not written through to the file it points at. A target that is
// no file at all, or a link to one (a pipe, a terminal), is written to as it is: there is nothing
// to leave half written, and replacing it would take it away. So is a path in /dev or /proc, or
// a link into one: replacing /dev/stdout (a link to /proc/self/fd/1, which names the file a
// shell redirected the output to) took the system's /dev/stdout away. The process's own standard
// output and error are written through its streams, so a report and the printed text follow each
// other in one file as they were written.
import { closeSync, constants, openSync, rmSync, writeSync } from 'node:fs';
import { lstat, mkdir, readFile, readlink, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { whenStopping } from './stopping.js';
import { makeScratchFolder, removeScratchFolder } from './scratch.js';

/** Writes `text` to `path` whole (see above); throws what the file system throws. */
export async function writeWholeFile(path: string, text: string): Promise<void> {
  const destination = await destinationOf(path);
  if (destination === 'stdout' || destination === 'stderr') return writeToStream(destination, text);
  // A write error names no file ("could not write: ENOSPC"): it is said of the one given.
  if (destination === 'as-is')
    return ((await isPipe(path)) ? writeToPipe(path, text) : writeFile(path, text)).catch(
      (error: NodeJS.ErrnoException) => {
        error.path ??= path;
        throw error;
      },
    );
  const scratch = scratchBeside(path, 'tmp');
  try {
    await writeFile(scratch, text, { flag: 'wx' });
    await rename(scratch, path);
  } catch (error) {
    throw namingTarget(error, scratch, path);
  } finally {
    await rm(scratch, { force: true });
  }
}

// A scratch file's name is short, whatever the target's: a name the file system takes (up to 255
// bytes) had no room left for a suffix, and a legal report name failed after the whole run.
let scratchFiles = 0;
function scratchBeside(target: string, kind: 'tmp' | 'partial'): string {
  return join(dirname(target), `.miau-${process.pid}-${++scratchFiles}.${kind}`);
}

async function isPipe(path: string): Promise<boolean> {
  return (await stat(path).catch(() => null))?.isFIFO() === true;
}

/**
 * Writes to a named pipe only while someone reads it: opened without waiting, a pipe nobody reads
 * is refused at once (an open that waits for a reader held certify, merge and matrix for ever,
 * past the run budget, with nothing printed), and a full pipe is waited on, not failed.
 */
async function writeToPipe(path: string, text: string): Promise<void> {
  let fd: number;
  try {
    fd = openSync(path, constants.O_WRONLY | constants.O_NONBLOCK);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENXIO') throw error;
    throw Object.assign(new Error('it is a named pipe that nobody reads'), {
      code: 'ENXIO',
      syscall: 'open',
      path,
    });
  }
  try {
    const bytes = Buffer.from(text);
    for (let at = 0; at < bytes.length;) {
      try {
        at += writeSync(fd, bytes, at);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error;
        await new Promise((done) => setTimeout(done, 5));
      }
    }
  } finally {
    closeSync(fd);
  }
}

function writeToStream(name: 'stdout' | 'stderr', text: string): Promise<void> {
  const stream = name === 'stdout' ? process.stdout : process.stderr;
  return new Promise((done, fail) => stream.write(text, (error) => (error ? fail(error) : done())));
}

// What the file system refused about the scratch file is said of the file the user named: a
// missing folder is "could not open out.json", not a file name they never gave.
function namingTarget(error: unknown, scratch: string, target: string): unknown {
  const refused = error as NodeJS.ErrnoException;
  // A write that failed (EFBIG, ENOSPC) names no file at all.
  if (refused?.syscall === 'write' && refused.path === undefined) refused.path = target;
  if (refused?.path !== scratch) return error;
  refused.path = target;
  if (refused.syscall !== 'rename') refused.message = refused.message.replaceAll(scratch, target);
  return refused;
}

/** Names of this process's standard output and error, as a path or a link in a chain gives them. */
const STANDARD_STREAMS = new Map<string, 'stdout' | 'stderr'>(
  ['self', String(process.pid)].flatMap((who) => [
    [`/proc/${who}/fd/1`, 'stdout'],
    [`/proc/${who}/fd/2`, 'stderr'],
  ]),
);
for (const [path, name] of [
  ['/dev/stdout', 'stdout'],
  ['/dev/stderr', 'stderr'],
  ['/dev/fd/1', 'stdout'],
  ['/dev/fd/2', 'stderr'],
] as const)
  STANDARD_STREAMS.set(path, name);

/** How a target is written: whole (see above), as it is, or through a standard stream. */
export async function destinationOf(path: string): Promise<'whole' | 'as-is' | 'stdout' | 'stderr'> {
  for (const link of await linkChain(path)) {
    const standard = STANDARD_STREAMS.get(link);
    if (standard) return standard;
    if (link.startsWith('/dev/') || link.startsWith('/proc/')) return 'as-is';
  }
  return (await isStream(path)) ? 'as-is' : 'whole';
}

// The path and every link it leads through, up to the first that is no link (or a link that
// names no path, such as a pipe in /proc/self/fd), at most 40 of them, as the kernel allows.
async function linkChain(path: string): Promise<string[]> {
  const chain = [resolve(path)];
  for (let hop = 0; hop < 40; hop++) {
    const at = chain[chain.length - 1];
    const own = await lstat(at).catch(() => null);
    if (!own?.isSymbolicLink()) break;
    const to = await readlink(at).catch(() => null);
    if (to === null || (!to.startsWith('/') && to.includes(':['))) break;
    chain.push(resolve(dirname(at), to));
  }
  return chain;
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
 * that is a stream (see above) is staged in the temporary folder and written to as it is when the
 * run ends: written by cucumber itself, a full device or a closed pipe ended the run with its
 * internal ERR_STREAM_DESTROYED, where a report written by miau says which file and why.
 * Creates the target's folder.
 */
export async function stageFile(target: string): Promise<StagedFile> {
  await mkdir(dirname(target), { recursive: true });
  const destination = await destinationOf(target);
  // The process's own stdout and stderr are written by cucumber as it goes: written at the run's
  // end, a report to /dev/stdout went through process.stdout, which certify sends to stderr then.
  if (destination === 'stdout' || destination === 'stderr')
    return { path: target, commit: () => Promise.resolve(), discard: () => Promise.resolve() };
  if (destination !== 'whole') return stagedForStream(target);
  const path = scratchBeside(target, 'partial');
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

function stagedForStream(target: string): StagedFile {
  const folder = makeScratchFolder('miau-report-');
  const path = join(folder, basename(target));
  let done = false;
  const end = (): void => {
    done = true;
    removeScratchFolder(folder);
  };
  return {
    path,
    async commit() {
      if (done) return;
      try {
        // A run that wrote nothing there (none of its formatters started) writes nothing.
        const text = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return undefined;
          throw error;
        });
        if (text !== undefined) await writeWholeFile(target, text);
      } finally {
        end();
      }
    },
    discard() {
      if (!done) end();
      return Promise.resolve();
    },
  };
}
