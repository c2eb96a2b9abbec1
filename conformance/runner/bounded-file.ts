// Reads a certificate or baseline file back without trusting it: a regular file only (a FIFO
// would wait for a writer, /dev/zero never ends), and only up to its bound, checked on the open
// file before anything is read; a file that grows while it is read is refused, never read past.
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { describeBytes } from './bounds.js';

export type BoundedRead =
  | { ok: true; text: string }
  | { ok: false; why: 'missing' | 'unreadable' | 'not-a-file' | 'too-large'; problem: string };

/**
 * The UTF-8 text of `file`, at most `maxBytes` long. `what` names the file in the problem, `kind`
 * what it should be (`a certificate`).
 */
export function readFileAtMost(file: string, maxBytes: number, what: string, kind: string): BoundedRead {
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    const code = codeOf(error);
    if (code === 'ENOENT' || code === 'ENOTDIR')
      return { ok: false, why: 'missing', problem: `${what} does not exist.` };
    return { ok: false, why: 'unreadable', problem: `${what} cannot be read (${code}).` };
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) return { ok: false, why: 'not-a-file', problem: `${what} is not a file.` };
    if (stats.size > maxBytes)
      return {
        ok: false,
        why: 'too-large',
        problem: `${what} is ${stats.size} bytes, larger than the ${describeBytes(maxBytes)} ${kind} may have.`,
      };
    // One byte more than stat said: filling it means the file grew while it was read.
    const buffer = Buffer.alloc(stats.size + 1);
    let length = 0;
    for (;;) {
      if (length === buffer.length)
        return {
          ok: false,
          why: 'unreadable',
          problem: `${what} grew while it was read; read it when it is written.`,
        };
      const read = readSync(fd, buffer, length, buffer.length - length, null);
      if (read === 0) break;
      length += read;
    }
    return { ok: true, text: buffer.toString('utf8', 0, length) };
  } catch (error) {
    return { ok: false, why: 'unreadable', problem: `${what} cannot be read (${codeOf(error)}).` };
  } finally {
    closeSync(fd);
  }
}

function codeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : error instanceof Error ? error.message : String(error);
}
