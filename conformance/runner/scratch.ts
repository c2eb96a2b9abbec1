// Scratch folders of a run (the transcripts of certify, the messages of miau docs): removed when
// the run ends, and also when the harness exits or a signal stops it (stopping.ts); a Ctrl-C left
// a miau-transcripts-* folder behind every time.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { whenStopping } from './stopping.js';

const withdrawals = new Map<string, () => void>();
/** Told the live scratch folders whenever they change (the watchdog, which runs no handler). */
const listeners = new Set<(folders: string[]) => void>();

/** Makes a new folder in the system's temporary folder, named `<prefix>XXXXXX`. */
export function makeScratchFolder(prefix: string): string {
  const folder = mkdtempSync(join(tmpdir(), prefix));
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
