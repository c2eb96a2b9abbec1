// Files written whole: the text goes to a new file beside the target, which then takes the
// target's name. A full disk or a crash leaves the old file (or none), never half a file, and a
// link at the target is replaced, not written through to wherever it points.
import { rename, rm, writeFile } from 'node:fs/promises';

/** Writes `text` to `path` whole (see above); throws what the file system throws. */
export async function writeWholeFile(path: string, text: string): Promise<void> {
  const scratch = `${path}.${process.pid}.tmp`;
  try {
    await writeFile(scratch, text, { flag: 'wx' });
    await rename(scratch, path);
  } finally {
    await rm(scratch, { force: true });
  }
}
