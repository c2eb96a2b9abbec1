// Scratch folders of a run (the transcripts of certify, the messages of miau docs): removed when
// the run ends, and also when the harness exits or a signal stops it (stopping.ts); a Ctrl-C left
// a miau-transcripts-* folder behind every time.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { whenStopping } from './stopping.js';
import { EnvironmentError } from './errors.js';
import { showInput } from '../../src/data/safe-text.js';

// What the usual refusals mean for a temporary folder, in a designer's words.
const SCRATCH_REASONS: Record<string, string> = {
  ENOENT: ': it does not exist',
  ENOTDIR: ': it is not a folder',
  EACCES: ': it cannot be written',
  EPERM: ': it cannot be written',
  EROFS: ': it is on a read-only disk',
  ENOSPC: ': its disk is full',
  EDQUOT: ': its disk quota is used up',
};

const withdrawals = new Map<string, () => void>();
/** Told the live scratch folders whenever they change (the watchdog, which runs no handler). */
const listeners = new Set<(folders: string[]) => void>();

/** Makes a new folder in the system's temporary folder, named `<prefix>XXXXXX`. */
export function makeScratchFolder(prefix: string): string {
  let folder: string;
  try {
    folder = mkdtempSync(join(tmpdir(), prefix));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'an error';
    throw new EnvironmentError(
      `The temporary folder ${showInput(tmpdir(), 160)} cannot hold miau's scratch folders (${code}${SCRATCH_REASONS[code] ?? ''}): set TMPDIR to a folder you can write, with room, and run again.`,
    );
  }
  withdrawals.set(
    folder,
    whenStopping(() => rmSync(folder, { recursive: true, force: true })),
  );
  tellListeners();
  return folder;
}

/** Removes a folder made by makeScratchFolder, with everything in it. */
export function removeScratchFolder(folder: string): void {
  rmSync(folder, { recursive: true, force: true });
  withdrawals.get(folder)?.();
  withdrawals.delete(folder);
  tellListeners();
}

/**
 * Calls `listener` with the live scratch folders now and whenever they change, until the
 * returned function is called: a process killed by the watchdog (watchdog.ts) runs no handler of
 * its own, and left its folder behind.
 */
export function watchScratchFolders(listener: (folders: string[]) => void): () => void {
  listeners.add(listener);
  listener([...withdrawals.keys()]);
  return () => listeners.delete(listener);
}

function tellListeners(): void {
  for (const listener of listeners) listener([...withdrawals.keys()]);
}
