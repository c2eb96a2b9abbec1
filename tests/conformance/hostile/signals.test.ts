// A harness stopped by a signal (Ctrl-C, a CI job cancelled) ends without its `finally` blocks:
// it must still take its engines and its scratch folders with it, and leave no half-written report.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { program } from './engines.js';

const ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

// Processes whose command line names `file` (the engine program, wherever its group went).
function running(file: string): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(file);
      } catch {
        return false; // gone meanwhile
      }
    })
    .map(Number);
}

async function until(check: () => boolean, what: string): Promise<void> {
  for (let waited = 0; !check(); waited += 50) {
    if (waited > 30_000) throw new Error(`gave up waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 50));
  }
}

it.each(['SIGINT', 'SIGTERM'] as const)(
  'certify stopped by %s while an engine hangs leaves no scratch folder, no engine and no half report behind',
  async (signal) => {
    const temp = mkdtempSync(join(tmpdir(), 'miau-signal-'));
    try {
      program(temp, '/* never answers a load */');
      const child = spawn(
        process.execPath,
        [
          join(ROOT, 'bin', 'miau.js'),
          'certify',
          '--engine-cmd',
          `${JSON.stringify(process.execPath)} ${join(temp, 'program.mjs')}`,
          '--name',
          '^Waiting counts as a turn$',
          '--once',
          '--quiet',
          '--turn-limit',
          '60000',
          '--html',
          join(temp, 'out', 'report.html'),
          '--messages',
          join(temp, 'out', 'messages.ndjson'),
        ],
        { cwd: ROOT, env: { ...process.env, TMPDIR: temp }, stdio: 'ignore' },
      );
      const exited = new Promise<NodeJS.Signals | null>((done) =>
        child.once('exit', (_code, sig) => done(sig)),
      );
      const scratch = () => readdirSync(temp).filter((name) => name.startsWith('miau-transcripts-'));
      const engine = join(temp, 'program.mjs');
      const reports = () => (existsSync(join(temp, 'out')) ? readdirSync(join(temp, 'out')) : []);
      await until(
        () => scratch().length > 0 && running(engine).length > 0 && reports().length === 2,
        'the run to start its engine and its reports',
      );
      child.kill(signal);
      expect(await exited).toBe(signal);
      expect(scratch()).toEqual([]);
      // The reports were staged beside their targets, and go with the run.
      expect(reports()).toEqual([]);
      // A killed process can take a moment to be gone from /proc.
      await until(() => running(engine).length === 0, 'the engine to be gone');
    } finally {
      rmSync(temp, { recursive: true, force: true });
    }
  },
  60_000,
);
