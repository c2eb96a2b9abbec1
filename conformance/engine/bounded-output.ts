// A module's printing, bounded in its host. Writes to a pipe are queued in the writing process
// while the reader is behind, so a module printing without end would grow its host without end.
// Past a bound of unsent bytes the host drops what the module prints, and says how much once the
// pipe has drained: the harness keeps only the tail of the output anyway.
import type { Writable } from 'node:stream';

type Write = Writable['write'];

/** Makes `stream.write` drop chunks while more than `maxPendingBytes` wait to be sent. */
export function boundPendingOutput(stream: Writable, maxPendingBytes: number): void {
  const write = stream.write.bind(stream) as (chunk: unknown, ...rest: unknown[]) => boolean;
  let droppedBytes = 0;
  stream.on('drain', () => {
    if (droppedBytes === 0) return;
    write(`\n[… ${droppedBytes} bytes of output dropped: printed faster than the harness reads …]\n`);
    droppedBytes = 0;
  });
  stream.write = function boundedWrite(chunk: unknown, ...rest: unknown[]): boolean {
    if (stream.writableLength <= maxPendingBytes) return write(chunk, ...rest);
    droppedBytes += byteLength(chunk);
    // The caller's callback still runs, as it would after a write, so nothing waits on it forever.
    const callback = rest.find((arg): arg is () => void => typeof arg === 'function');
    if (callback) process.nextTick(callback);
    return false;
  } as Write;
}

function byteLength(chunk: unknown): number {
  if (typeof chunk === 'string') return Buffer.byteLength(chunk);
  if (chunk instanceof Uint8Array) return chunk.byteLength;
  return 0;
}
