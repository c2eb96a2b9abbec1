// What the runner's tests share: the CLI called in-process with collected output, and the
// fixture engines (modules, and programs that speak JSON lines).
import { join, resolve } from 'node:path';
import './typescript-imports.js';
import { runCli } from '../../../conformance/cli/main.js';

export const ROOT = resolve(import.meta.dirname, '..', '..', '..');
export const fixtureEngine = (name: string) => join(ROOT, 'tests', 'fixtures', 'engines', name);

const node = JSON.stringify(process.execPath);
/** The command line of `miau serve`, optionally serving another engine module. */
export const serveCommand = (engine?: string) =>
  `${node} ${JSON.stringify(join(ROOT, 'bin', 'miau.js'))} serve${engine ? ` --engine ${JSON.stringify(engine)}` : ''}`;
/** The command line of the faulty JSON-lines program in one of its modes. */
export const faultyProgram = (mode: string) =>
  `${node} --import tsx ${JSON.stringify(fixtureEngine('jsonl-faulty.ts'))} ${mode}`;

/** Runs the CLI and returns its exit code and what it wrote. */
export async function miau(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

export const lastLine = (text: string) => text.trimEnd().split('\n').at(-1);
