// A module's printing is bounded in its host: past the bound, writes are dropped (and counted)
// until the pipe drains, then one line says how much was dropped.
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { boundPendingOutput } from '../../../conformance/engine/bounded-output.js';

/** A stream nobody reads until `drain()` is called: what a pipe looks like to a fast writer. */
function stalledPipe() {
  const stream = new PassThrough({ highWaterMark: 4 });
  const received: Buffer[] = [];
  return {
    stream,
    received: () => Buffer.concat(received).toString(),
    drain: () =>
      new Promise<void>((done) => {
        stream.on('data', (chunk: Buffer) => received.push(chunk));
        setImmediate(() => setImmediate(done));
      }),
  };
}

describe('boundPendingOutput', () => {
  it('passes writes through while at most the bound is pending', async () => {
    const pipe = stalledPipe();
    boundPendingOutput(pipe.stream, 10);
    pipe.stream.write('0123456789');
    pipe.stream.write('A');
    await pipe.drain();
    expect(pipe.received()).toBe('0123456789A');
  });

  it('drops writes past the bound and says how many bytes once the pipe drains', async () => {
    const pipe = stalledPipe();
    boundPendingOutput(pipe.stream, 10);
    pipe.stream.write('0123456789A');
    expect(pipe.stream.write('dropped')).toBe(false);
    expect(pipe.stream.write(Buffer.from('ééé'))).toBe(false);
    await pipe.drain();
    expect(pipe.received()).toBe(
      '0123456789A\n[… 13 bytes of output dropped: printed faster than the harness reads …]\n',
    );
    pipe.stream.write('later');
    await pipe.drain();
    expect(pipe.received()).toMatch(/…\]\nlater$/);
  });

  it('still calls the callback of a dropped write', async () => {
    const pipe = stalledPipe();
    boundPendingOutput(pipe.stream, 0);
    pipe.stream.write('x');
    const called = new Promise<string>((done) => pipe.stream.write('y', 'utf8', () => done('called')));
    await expect(called).resolves.toBe('called');
  });
});
