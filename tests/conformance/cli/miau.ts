// The CLI called in-process, as the tests of its commands call it: the exit code, and what it
// wrote to stdout (joined, and write by write) and to stderr.
import { runCli } from '../../../conformance/cli/main.js';

export interface CliRun {
  code: number;
  /** Everything written to stdout, one write a line. */
  out: string;
  /** Each write to stdout, as written. */
  writes: string[];
  err: string;
}

/** Runs `miau <argv>` in this process and collects what it wrote. */
export async function miau(...argv: string[]): Promise<CliRun> {
  const writes: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { out: (t) => writes.push(t), err: (t) => err.push(t) });
  return { code, out: writes.join('\n'), writes, err: err.join('\n') };
}

/** The last line of a command's output. */
export const lastLine = (text: string) => text.trimEnd().split('\n').at(-1);
