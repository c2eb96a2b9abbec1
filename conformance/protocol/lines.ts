// Reading JSON lines with a bound: a line is collected as raw bytes until its `\n`, and one that
// grows past the limit is reported the moment it does, so no end of the protocol ever holds an
// unbounded line (a 200 MB line without a newline costs at most the limit plus one chunk).
import { isUtf8 } from 'node:buffer';
import { StringDecoder } from 'node:string_decoder';

/** A line too long to be read: how many bytes had arrived when it was refused. */
export interface TooLong {
  tooLong: number;
}

/** Splits chunks into lines (without `\n` or a trailing `\r`), refusing one longer than `maxBytes`. */
export class LineSplitter {
  private pieces: Buffer[] = [];
  private pending = 0;
  private refused = false;

  constructor(
    private readonly maxBytes: number,
    /** A line, and whether its bytes were UTF-8 (if not, each bad sequence reads as U+FFFD). */
    private readonly onLine: (line: string, utf8: boolean) => void,
    private readonly onTooLong: (bytes: number) => void,
  ) {}

  /** Bytes of a line begun and not yet ended. */
  get pendingBytes(): number {
    return this.pending;
  }

  /** The line begun and not yet ended, as text (read, not taken). */
  pendingText(): string {
    return decode(this.pieces)[0];
  }

  push(chunk: Buffer | string): void {
    if (this.refused) return;
    let data = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    let end: number;
    while ((end = data.indexOf(0x0a)) >= 0) {
      // A trailing `\r` is not the line's (INTERPRETING.md): a line of the limit ending `\r\n` fits.
      const carriage = (end > 0 ? data[end - 1] : this.pieces.at(-1)?.at(-1)) === 0x0d ? 1 : 0;
      if (this.pending + end - carriage > this.maxBytes) return this.refuse(this.pending + end);
      const [line, utf8] = decode([...this.pieces, data.subarray(0, end)]);
      this.pieces = [];
      this.pending = 0;
      data = data.subarray(end + 1);
      this.onLine(line.endsWith('\r') ? line.slice(0, -1) : line, utf8);
      if (this.refused) return;
    }
    if (data.length === 0) return;
    // One byte more may wait while it is a `\r` whose `\n` has not come yet.
    const room = data.at(-1) === 0x0d ? this.maxBytes + 1 : this.maxBytes;
    if (this.pending + data.length > room) return this.refuse(this.pending + data.length);
    this.pieces.push(data);
    this.pending += data.length;
  }

  /** The last line, when the input ended without a `\n` after it. */
  end(): void {
    if (this.refused || this.pending === 0) return;
    const [line, utf8] = decode(this.pieces);
    this.pieces = [];
    this.pending = 0;
    this.onLine(line.endsWith('\r') ? line.slice(0, -1) : line, utf8);
  }

  private refuse(bytes: number): void {
    this.refused = true;
    this.pieces = [];
    this.pending = 0;
    this.onTooLong(bytes);
  }
}

/** The lines of a stream, one at a time; ends with a TooLong (and stops reading) at a line over the limit. */
export async function* boundedLines(
  input: AsyncIterable<Buffer | string>,
  maxBytes: number,
): AsyncGenerator<string | TooLong> {
  const ready: (string | TooLong)[] = [];
  const splitter = new LineSplitter(
    maxBytes,
    (line) => ready.push(line),
    (bytes) => ready.push({ tooLong: bytes }),
  );
  for await (const chunk of input) {
    splitter.push(chunk);
    while (ready.length > 0) {
      const next = ready.shift()!;
      yield next;
      if (typeof next !== 'string') return;
    }
  }
  splitter.end();
  yield* ready;
}

// The line's text, and whether its bytes were UTF-8 (checked only when the text holds a U+FFFD,
// which is how a bad sequence reads: the check then costs nothing on every other line).
function decode(pieces: Buffer[]): [string, boolean] {
  const decoder = new StringDecoder('utf8');
  const text = pieces.map((p) => decoder.write(p)).join('') + decoder.end();
  return [text, !text.includes('\ufffd') || isUtf8(Buffer.concat(pieces))];
}
