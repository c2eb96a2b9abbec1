// Reading the project's own text files (specs, change proposals, feature files) under a
// `--root` that may be anyone's tree. A FIFO where a spec should be would wait for a writer for
// ever, a device would never end and a folder cannot be read: each is named, never waited on.
import { lstat, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { kindOfStats, readRegularFileWithin, type Kind } from '../../src/pack/files.js';

/** No spec, proposal or feature file of a project comes near this (the largest spec is 60 kB). */
export const MAX_PROJECT_TEXT_BYTES = 16 * 1024 * 1024;

/** A file of the project that is there but cannot be read as text: the tree must be fixed. */
export class ProjectFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProjectFileError';
  }
}

/** The text of a project file, or undefined when there is none; a ProjectFileError when it cannot be read. */
export async function readProjectText(path: string): Promise<string | undefined> {
  let read;
  try {
    read = await readRegularFileWithin(path, MAX_PROJECT_TEXT_BYTES);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    throw new ProjectFileError(
      `${path} cannot be read (${typeof code === 'string' ? code : String(error)}).`,
    );
  }
  if (read.ok) return read.data.toString('utf8');
  if (read.why === 'missing') return undefined;
  if (read.why === 'special') throw notAFile(path, read.kind, '');
  throw tooLarge(path, read.size);
}

function tooLarge(path: string, size: number): ProjectFileError {
  return new ProjectFileError(
    `${path} is ${size} bytes or more, more than a project's text file may hold (${MAX_PROJECT_TEXT_BYTES} bytes).`,
  );
}

function notAFile(path: string, kind: Kind, link: string): ProjectFileError {
  const what = kind === 'folder' ? 'a folder' : kind === 'missing' ? 'a link to nothing' : `a ${kind}`;
  return new ProjectFileError(
    `${path}${link} is ${what}, not a regular file: reading it would wait or fail. Make it a regular file, or remove it.`,
  );
}

/**
 * Checks that every `.feature` entry under `dir` is a regular file (links followed) within the
 * bound on a project's text file before cucumber reads them: cucumber would wait for ever on a FIFO and stop with EISDIR, naming no
 * path, on a folder named `x.feature`. A missing `dir` holds nothing.
 */
export async function checkFeatureFiles(dir: string): Promise<void> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    // No folder holds nothing; one that cannot be read (a link that loops, a file of that name)
    // read as empty too, and a run of it listed nothing, exit 0.
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return;
    throw new ProjectFileError(
      `${dir} cannot be read as a folder (${String(code)}): its feature files cannot be found. Make it a folder, or remove it.`,
    );
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && !entry.name.endsWith('.feature')) {
      await checkFeatureFiles(path);
      continue;
    }
    if (!entry.name.endsWith('.feature')) continue;
    const target = await stat(path).catch(() => undefined);
    // Over the bound, as trace and reconcile read it: certify --list read 40 MB of one for 42 s.
    if (target?.isFile() && target.size > MAX_PROJECT_TEXT_BYTES) throw tooLarge(path, target.size);
    if (target?.isFile()) continue;
    // A link is named as such: the file it points at is what must be fixed.
    const link = (await lstat(path)).isSymbolicLink() ? ' (a link)' : '';
    throw notAFile(path, target === undefined ? 'missing' : kindOfStats(target), link);
  }
}
