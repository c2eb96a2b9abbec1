// The harness's own isolation machinery, judged without any engine: bounded line reading,
// the bounded engine output log, and killing a whole process group after its leader exited.
import { spawn } from 'node:child_process';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ENGINE_OUTPUT_KEPT_CHARS } from '../../../conformance/runner/bounds.js';
import { boundedLines, LineSplitter } from '../../../conformance/protocol/lines.js';
import { OutputLog } from '../../../conformance/protocol/output-log.js';
import { execCommand, killGroup, spawnInGroup } from '../../../conformance/protocol/process-group.js';

describe('LineSplitter', () => {
  it('splits chunks into lines, joining a line cut across chunks and dropping a trailing \\r', () => {
    const lines: string[] = [];
    const splitter = new LineSplitter(
      100,
      (l) => lines.push(l),
      () => expect.unreachable(),
    );
    splitter.push(Buffer.from('ab'));
    splitter.push(Buffer.from('c\r\nd\n\ne'));
    splitter.push(Buffer.from([0xc3]));
    splitter.push(Buffer.from([0xa9, 0x0a])); // é cut between two chunks
    expect(lines).toEqual(['abc', 'd', '', 'eé']);
  });

  it('says of each line whether its bytes were UTF-8: a U+FFFD written as such is, a Latin-1 byte is not', () => {
    const lines: [string, boolean][] = [];
    const splitter = new LineSplitter(
      100,
      (l, utf8) => lines.push([l, utf8]),
      () => expect.unreachable(),
    );
    splitter.push(Buffer.from('caf\ufffd\n'));
    splitter.push(Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a]));
    splitter.push(Buffer.from('plain'));
    splitter.end();
    expect(lines).toEqual([
      ['caf\ufffd', true],
      ['caf\ufffd', false],
      ['plain', true],
    ]);
  });

  it('refuses a line the moment it passes the limit, before its newline arrives, and reads nothing after', () => {
    const lines: string[] = [];
    const refused: number[] = [];
    const splitter = new LineSplitter(
      10,
      (l) => lines.push(l),
      (n) => refused.push(n),
    );
    splitter.push('ok\n12345');
    splitter.push('678901');
    expect(refused).toEqual([11]);
    splitter.push('\nlater\n');
    expect(lines).toEqual(['ok']);
  });

  it('accepts a line of exactly the limit and refuses one byte more', () => {
    const seen: string[] = [];
    new LineSplitter(
      3,
      (l) => seen.push(l),
      () => seen.push('refused'),
    ).push('abc\n');
    new LineSplitter(
      3,
      (l) => seen.push(l),
      () => seen.push('refused'),
    ).push('abcd\n');
    expect(seen).toEqual(['abc', 'refused']);
  });

  // INTERPRETING.md: the limit counts a line without its `\n` and a trailing `\r` is ignored, so a
  // line of the limit ending in CRLF fits, its `\r` arriving alone or with its `\n`.
  it('does not count the trailing \\r of a line of exactly the limit, in any chunking', () => {
    const seen: string[] = [];
    const splitter = () =>
      new LineSplitter(
        3,
        (l) => seen.push(l),
        () => seen.push('refused'),
      );
    splitter().push('abc\r\n');
    const cut = splitter();
    cut.push('abc\r');
    cut.push('\nde\n');
    const byByte = splitter();
    for (const c of 'abc\r\n') byByte.push(c);
    const last = splitter();
    last.push('abc\r');
    last.end();
    // A \r inside a line counts: it is not the line's end.
    const inside = splitter();
    inside.push('abc\r');
    inside.push('d\n');
    splitter().push('ab\rc\n');
    expect(seen).toEqual(['abc', 'abc', 'de', 'abc', 'abc', 'refused', 'refused']);
  });

  it('boundedLines yields the last line without a newline, and stops at a line over the limit', async () => {
    const read = async (chunks: string[], max: number) => {
      const out: unknown[] = [];
      for await (const line of boundedLines(Readable.from(chunks), max)) out.push(line);
      return out;
    };
    expect(await read(['a\nb'], 10)).toEqual(['a', 'b']);
    expect(await read(['a\n', 'x'.repeat(20), '\nnever'], 10)).toEqual(['a', { tooLong: 20 }]);
  });
});

describe('OutputLog', () => {
  it('keeps the tail of what was written since the last take, saying how much it dropped', () => {
    const log = new OutputLog(5);
    log.add('abc');
    log.add('defgh');
    expect(log.take()).toBe('[… 3 earlier characters not kept …]\ndefgh');
    expect(log.take()).toBe('');
    log.add('  last words \n');
    expect(log.tail()).toMatch(/defgh {2}last words$/);
  });

  it('never keeps half of a character the engine wrote whole', () => {
    const log = new OutputLog(5);
    log.add('😀😀😀');
    // Six UTF-16 units: the last five would begin with the second half of the first emoji.
    expect(log.take()).toBe('[… 1 earlier character not kept …]\n😀😀');
  });

  it('keeps at most the documented bound however much is written', () => {
    const log = new OutputLog();
    for (let i = 0; i < 100; i++) log.add('z'.repeat(1000));
    expect(log.take().endsWith('z'.repeat(ENGINE_OUTPUT_KEPT_CHARS))).toBe(true);
  });
});

describe('process groups', () => {
  it('kills the whole group even after its leader exited (a grandchild holding a pipe dies too)', async () => {
    const leader = spawnInGroup({
      file: process.execPath,
      args: ['-e', "require('child_process').spawn('sleep', ['300'], { stdio: 'inherit' }).unref()"],
    });
    // `close` needs every holder of the pipes gone: it comes only once the grandchild is dead
    // (without the group kill, the grandchild would hold them for 300 s).
    const closed = new Promise<string>((done) => leader.once('close', () => done('closed')));
    const waited = new Promise<string>((done) =>
      setTimeout(() => done('still open after 20 s'), 20_000).unref(),
    );
    expect(await Promise.race([closed, waited])).toBe('closed');
  });

  it('killGroup of a group that is gone, or of no pid, does nothing', () => {
    const child = spawn(process.execPath, ['-e', '0']);
    expect(() => killGroup(undefined)).not.toThrow();
    expect(() => killGroup(2 ** 22 + 12345)).not.toThrow();
    child.kill();
  });
});

// dash forks a simple command: the shell then holds the program's pipes, and a program that
// closes its standard output is not seen to. A simple command replaces the shell instead.
describe('execCommand', () => {
  it.each([
    ['python3 x.py', 'exec python3 x.py'],
    [`node -e "f(); g('|')" 'a;b'`, `exec node -e "f(); g('|')" 'a;b'`],
    ['  "/usr/bin/node" "a b.mjs" --flag $HOME', 'exec "/usr/bin/node" "a b.mjs" --flag $HOME'],
  ])('runs a simple command with exec: %s', (command, run) => {
    expect(execCommand(command, 'linux')).toBe(run);
  });

  it.each([
    'cd engine && ./run',
    'node a.mjs | tee log',
    `node -e "a; b" | cat`,
    'node a.mjs 2>/dev/null',
    'FOO=1 node a.mjs',
    'exec node a.mjs',
    'if true; then node a.mjs; fi',
    'node $(which engine)',
    'node "$(which engine)"',
    'node a.mjs\nnode b.mjs',
    'set -m',
  ])('runs a compound command as written: %s', (command) => {
    expect(execCommand(command, 'linux')).toBe(command);
  });

  it('runs a command as written on Windows, whose shell has no exec', () => {
    expect(execCommand('node a.mjs', 'win32')).toBe('node a.mjs');
  });

  it('lets a simple command close its stdout: the shell holds no copy of the pipe', async () => {
    const child = spawnInGroup({
      command: `${JSON.stringify(process.execPath)} -e "require('fs').closeSync(1); setTimeout(() => {}, 30000)"`,
    });
    try {
      await new Promise<void>((done) => child.stdout!.once('end', done).resume());
    } finally {
      killGroup(child.pid);
    }
  }, 10_000);
});
