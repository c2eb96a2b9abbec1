// Scratch folders of a run (the transcripts of certify, the messages of miau docs): removed when
// the run ends, and also when a signal stops the harness, which then ends without running its
// `finally` blocks (a Ctrl-C left a miau-transcripts-* folder behind every time).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const folders = new Set<string>();
const STOPPING = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

// Removes every folder, then dies of the signal as the harness would have without this listener.
function removeAllAndStop(signal: NodeJS.Signals): void {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  folders.clear();
  process.kill(process.pid, signal);
}

/** Makes a new folder in the system's temporary folder, named `<prefix>XXXXXX`. */
export function makeScratchFolder(prefix: string): string {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  // Listening only while a folder exists leaves a signal's default alone the rest of the time.
  if (folders.size === 0) for (const signal of STOPPING) process.once(signal, removeAllAndStop);
  folders.add(folder);
  return folder;
}

/** Removes a folder made by makeScratchFolder, with everything in it. */
export function removeScratchFolder(folder: string): void {
  rmSync(folder, { recursive: true, force: true });
  folders.delete(folder);
  if (folders.size === 0) for (const signal of STOPPING) process.removeListener(signal, removeAllAndStop);
}
