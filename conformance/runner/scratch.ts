// Scratch folders of a run (the transcripts of certify, the messages of miau docs): removed when
// the run ends, and also when the harness exits or a signal stops it (stopping.ts); a Ctrl-C left
// a miau-transcripts-* folder behind every time.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { whenStopping } from './stopping.js';

const withdrawals = new Map<string, () => void>();

/** Makes a new folder in the system's temporary folder, named `<prefix>XXXXXX`. */
export function makeScratchFolder(prefix: string): string {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  withdrawals.set(
    folder,
    whenStopping(() => rmSync(folder, { recursive: true, force: true })),
  );
  return folder;
}

/** Removes a folder made by makeScratchFolder, with everything in it. */
export function removeScratchFolder(folder: string): void {
  rmSync(folder, { recursive: true, force: true });
  withdrawals.get(folder)?.();
  withdrawals.delete(folder);
}
