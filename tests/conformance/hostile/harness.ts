// The hostile-input harness: runs one `miau` command line on input made to break it and checks
// what a user would: the exit code, a message without a stack trace, no raw control bytes in
// what is printed, wall time and peak memory under caps, and no process left behind.
// Inputs are generated into a scratch folder per case (nothing large is committed).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const MIAU = join(ROOT, 'bin', 'miau.js');

/** One hostile case: a `miau` command line, the input it gets, and what must hold afterwards. */
export interface HostileCase {
  /** Names the finding it guards (`finding 3: …`) or what it tries. */
  name: string;
  /** The arguments after `miau`; every `{dir}` is replaced by the case's scratch folder. */
  args: string[];
  /** Writes the case's input files into `dir` before the command runs. */
  setup?: (dir: string) => void | Promise<void>;
  /** Written to the command's standard input, then closed (default: nothing, closed at once). */
  stdin?: string | Buffer | ((dir: string) => Iterable<string | Buffer>);
  /** Keeps the standard input open after `stdin` is written, until the command ends by itself. */
  stdinOpen?: boolean;
  /** The exit codes that are right for this case, or the signal that must end it. */
  exit: number | readonly number[] | { signal: NodeJS.Signals };
  /** Must match what the command printed (stdout and stderr together). */
  output?: RegExp;
  /** Must not match what the command printed. */
  notOutput?: RegExp;
  /** Caps (defaults: 30 s, 1024 MB); the command is killed at twice the time cap. */
  maxSeconds?: number;
  maxMemoryMb?: number;
  /**
   * Processes left out of the memory cap, by their command line: a program under test whose own
   * memory is its own business (one that writes faster than any reader drains queues its writes).
   */
  unmeasured?: RegExp;
  /** Extra environment for the command; every `{dir}` is replaced by the case's scratch folder. */
  env?: Record<string, string>;
  /** Outputs of the command closed as it starts, as when their reader has gone. */
  closed?: readonly ('stdout' | 'stderr')[];
  /** Checks the case's scratch folder after the command ended (what it wrote, or left alone). */
  after?: (dir: string) => void;
}

/** What a hostile run measured. */
export interface HostileRun {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  seconds: number;
  peakMemoryMb: number;
  /** Processes still alive after the command ended that carry the case's marker. */
  leftBehind: number[];
  /** Raw control bytes found in the output (as code points). */
  controlBytes: number[];
}

// Any byte a terminal could act on: C0 controls but tab, line feed and carriage return, DEL, and
// the C1 range (where ESC-less escape sequences live).
/** Whether process `pid`'s command line matches `command` (false when there is none to match). */
function runs(pid: string, command: RegExp | undefined): boolean {
  if (command === undefined) return false;
  try {
    return command.test(readFileSync(`/proc/${pid}/cmdline`, 'latin1').replaceAll('\u0000', ' '));
  } catch {
    return false;
  }
}

// eslint-disable-next-line no-control-regex -- these bytes are what the test looks for
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/gu;
// A JavaScript stack frame, as V8 prints it.
const STACK_FRAME = /^\s+at .+(:\d+:\d+\)?|\(native\)|<anonymous>\)?)$/mu;
const MB = 1024 * 1024;
let caseNumber = 0;

/** Runs one case and measures it (no assertions: see defineHostileCases). */
export async function runHostile(spec: HostileCase): Promise<HostileRun> {
  const dir = mkdtempSync(join(tmpdir(), 'miau-hostile-'));
  const marker = `miau-hostile-${process.pid}-${++caseNumber}`;
  try {
    await spec.setup?.(dir);
    const args = spec.args.map((a) => a.replaceAll('{dir}', dir));
    const maxSeconds = spec.maxSeconds ?? 30;
    const started = performance.now();
    const child = spawn(process.execPath, [MIAU, ...args], {
      cwd: ROOT,
      env: { ...process.env, ...withDir(spec.env, dir), MIAU_HOSTILE_CASE: marker, NO_COLOR: '1' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const out = collectBounded(child.stdout);
    const err = collectBounded(child.stderr);
    for (const name of spec.closed ?? []) child[name].destroy();
    const memory = peakSampler(marker, spec.unmeasured);
    const sampler = setInterval(() => memory.sample(), 25);
    const killer = setTimeout(() => child.kill('SIGKILL'), maxSeconds * 2_000);
    child.stdin.on('error', () => undefined); // the command may stop reading early: that is its right
    void feed(child.stdin, spec.stdin, dir, spec.stdinOpen === true);
    const [exitCode, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((done) =>
      child.once('close', (code, sig) => done([code, sig])),
    );
    child.stdin.destroy();
    clearInterval(sampler);
    clearTimeout(killer);
    const seconds = (performance.now() - started) / 1000;
    const leftBehind = await stillAlive(marker);
    for (const pid of leftBehind) killQuietly(pid);
    const stdout = out.text();
    const stderr = err.text();
    const controlBytes = [...`${stdout}${stderr}`.matchAll(CONTROL)].map((m) => m[0].codePointAt(0)!);
    spec.after?.(dir);
    return {
      exitCode,
      signal,
      stdout,
      stderr,
      seconds,
      peakMemoryMb: memory.peak() / MB,
      leftBehind,
      controlBytes,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Registers one vitest test per case, each checking every property the hostile suite promises.
 * `concurrent` runs up to `maxConcurrency` cases at once: for cases that mostly wait on a time
 * limit (a hung engine), not for cases that keep a core busy.
 */
export function defineHostileCases(cases: readonly HostileCase[], { concurrent = false } = {}): void {
  const define = concurrent ? test.concurrent : test;
  for (const spec of cases) {
    const maxSeconds = spec.maxSeconds ?? 30;
    const maxMemoryMb = spec.maxMemoryMb ?? 1024;
    define(spec.name, { timeout: maxSeconds * 2_000 + 30_000 }, async () => {
      const run = await runHostile(spec);
      const printed = `${run.stdout}${run.stderr}`;
      const context = `exit ${run.exitCode} (${run.signal ?? 'no signal'}) after ${run.seconds.toFixed(1)} s, ${run.peakMemoryMb.toFixed(0)} MB\n--- output ---\n${excerpt(printed)}`;
      if (typeof spec.exit === 'object' && 'signal' in spec.exit)
        expect(run.signal, context).toBe(spec.exit.signal);
      else expect([spec.exit].flat(), context).toContain(run.exitCode);
      expect(STACK_FRAME.test(printed), `a stack trace was printed\n${context}`).toBe(false);
      expect(run.controlBytes, `raw control bytes were printed\n${context}`).toEqual([]);
      expect(run.seconds, context).toBeLessThan(maxSeconds);
      expect(run.peakMemoryMb, context).toBeLessThan(maxMemoryMb);
      expect(run.leftBehind, `processes were left running\n${context}`).toEqual([]);
      if (spec.output) expect(printed, context).toMatch(spec.output);
      if (spec.notOutput) expect(printed, context).not.toMatch(spec.notOutput);
    });
  }
}

/** Writes `size` bytes to a file in chunks, so a 200 MB input never sits in this process whole. */
export function* repeated(chunk: string, totalBytes: number): Iterable<string> {
  const piece = chunk.repeat(Math.max(1, Math.floor((1 * MB) / chunk.length)));
  for (let written = 0; written < totalBytes; written += piece.length) {
    yield written + piece.length <= totalBytes ? piece : piece.slice(0, totalBytes - written);
  }
}

function withDir(env: Record<string, string> | undefined, dir: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env ?? {}).map(([name, value]) => [name, value.replaceAll('{dir}', dir)]),
  );
}

async function feed(
  stdin: NodeJS.WritableStream,
  input: HostileCase['stdin'],
  dir: string,
  keepOpen: boolean,
): Promise<void> {
  try {
    if (input === undefined) return;
    const source = typeof input === 'function' ? input(dir) : [input];
    for (const part of source) {
      if (!stdin.write(part)) await new Promise((done) => stdin.once('drain', done));
    }
  } catch {
    // the command closed its input: what it printed says why
  } finally {
    if (!keepOpen) stdin.end();
  }
}

// Keeps the first and last 64 KB of a stream: enough to judge, never a memory problem itself.
function collectBounded(stream: NodeJS.ReadableStream): { text(): string } {
  const limit = 64 * 1024;
  let head = '';
  let tail = '';
  let dropped = 0;
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    if (head.length < limit) {
      const room = limit - head.length;
      head += chunk.slice(0, room);
      chunk = chunk.slice(room);
    }
    tail += chunk;
    if (tail.length > limit) {
      dropped += tail.length - limit;
      tail = tail.slice(-limit);
    }
  });
  return { text: () => (dropped > 0 ? `${head}\n[… ${dropped} characters …]\n${tail}` : `${head}${tail}`) };
}

// Every process whose environment carries the marker: the command and all it started, whatever
// process group or session they moved to.
function markedProcesses(marker: string): number[] {
  const needle = `MIAU_HOSTILE_CASE=${marker}\u0000`;
  const found: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name) || Number(name) === process.pid) continue;
    if (carriesMarker(name, needle) === true && !isZombie(name)) found.push(Number(name));
  }
  return found;
}

/** Whether process `pid`'s environment holds `needle`; undefined when it cannot be read (gone, not ours). */
function carriesMarker(pid: string, needle: string): boolean | undefined {
  try {
    return `${readFileSync(`/proc/${pid}/environ`, 'latin1')}\u0000`.includes(needle);
  } catch {
    return undefined;
  }
}

function isZombie(pid: string): boolean {
  try {
    return /^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, 'latin1'));
  } catch {
    return true;
  }
}

// The highest resident memory any one marked process has reached (VmHWM), summed over them, as
// seen by samples. A process's environment is read until it is known: once if it carries the
// marker, twice (a sample apart) if not, because a process between fork and exec still shows
// its parent's environment. Within a case no pid comes back (they count up to 32,768 first).
// An environment that cannot be read (a kernel thread's, a process that ended) is known too:
// retried at every sample, the kernel threads alone took most of a hostile file's CPU time.
function peakSampler(marker: string, unmeasured?: RegExp): { sample(): void; peak(): number } {
  const needle = `MIAU_HOSTILE_CASE=${marker}\u0000`;
  const seen = new Map<string, 'marked' | 'unmarked once' | 'unmarked'>();
  let peak = 0;
  const sample = (): void => {
    let total = 0;
    for (const name of readdirSync('/proc')) {
      if (!/^\d+$/.test(name) || Number(name) === process.pid || seen.get(name) === 'unmarked') continue;
      if (seen.get(name) !== 'marked') {
        const marked = carriesMarker(name, needle);
        seen.set(
          name,
          marked === true ? 'marked' : seen.has(name) || marked === undefined ? 'unmarked' : 'unmarked once',
        );
        if (marked !== true) continue;
      }
      // Asked at every sample: a process seen between fork and exec still runs its parent's command.
      if (runs(name, unmeasured)) continue;
      try {
        const hwm = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync(`/proc/${name}/status`, 'latin1'));
        if (hwm) total += Number(hwm[1]) * 1024;
      } catch {
        // it ended between the reads
      }
    }
    peak = Math.max(peak, total);
  };
  return { sample, peak: () => peak };
}

// The marked processes alive after the command ended. None now means none ever (only a live marked
// process can start another), so that answer is immediate; any found get up to 2 s to finish
// dying from a kill (on a loaded machine a killed process can take longer than a blink to go),
// and whatever they start meanwhile is found too. A process left running stays past any grace.
async function stillAlive(marker: string): Promise<number[]> {
  const deadline = performance.now() + 2_000;
  let found = markedProcesses(marker);
  while (found.length > 0 && performance.now() < deadline) {
    await delay(20);
    found = markedProcesses(marker);
  }
  return found;
}

function killQuietly(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}

function excerpt(text: string): string {
  const shown = text.replace(CONTROL, (c) => `\\u${c.codePointAt(0)!.toString(16).padStart(4, '0')}`);
  return shown.length > 3000 ? `${shown.slice(0, 1500)}\n[…]\n${shown.slice(-1500)}` : shown;
}
