// Reads a certificate or baseline file back without trusting it, through the pack files' own
// bounded reader (src/pack/files.ts): a regular file only (a FIFO would wait for a writer,
// /dev/zero never ends), refused by its size before anything is read, never read past it.
import { readRegularFileWithin } from '../../src/pack/files.js';
import { describeBytes } from './bounds.js';

export type BoundedRead =
  | { ok: true; text: string }
  | { ok: false; why: 'missing' | 'unreadable' | 'not-a-file' | 'too-large'; problem: string };

/**
 * The UTF-8 text of `file`, at most `maxBytes` long. `what` names the file in the problem, `kind`
 * what it should be (`a certificate`).
 */
export async function readFileAtMost(
  file: string,
  maxBytes: number,
  what: string,
  kind: string,
): Promise<BoundedRead> {
  try {
    const read = await readRegularFileWithin(file, maxBytes);
    if (read.ok) return { ok: true, text: read.data.toString('utf8') };
    switch (read.why) {
      case 'missing':
        return { ok: false, why: 'missing', problem: `${what} does not exist.` };
      case 'special':
        return { ok: false, why: 'not-a-file', problem: `${what} is not a file.` };
      case 'too-large':
        return {
          ok: false,
          why: 'too-large',
          problem: `${what} is ${read.size} bytes, larger than the ${describeBytes(maxBytes)} ${kind} may have.`,
        };
      case 'grew':
        return {
          ok: false,
          why: 'unreadable',
          problem: `${what} grew while it was read; read it when it is written.`,
        };
    }
  } catch (error) {
    return { ok: false, why: 'unreadable', problem: `${what} cannot be read (${codeOf(error)}).` };
  }
}

function codeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : error instanceof Error ? error.message : String(error);
}

/**
 * Why JSON.parse refused a file's text, on one line and without a final full stop. V8 quotes the
 * text around the mistake, line breaks and all: a certificate or baseline starting with a
 * byte-order mark and a line break printed its message over two lines. Never throws.
 */
export function jsonSyntaxReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  // Only the breaks: a byte-order mark (white space to \s) is the mistake V8 names, and stays.
  return message
    .replace(/[\t\n\v\f\r\u2028\u2029]+/g, ' ')
    .trim()
    .replace(/\.$/, '');
}
