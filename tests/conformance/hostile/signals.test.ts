// A harness stopped by a signal (Ctrl-C, a CI job cancelled) ends without its `finally` blocks:
// it must still take its engines and its scratch folders with it, and leave no half-written report.
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
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

// Processes carrying `marker` in their environment (a run's workers and engines inherit it).
function marked(marker: string): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name) && Number(name) !== process.pid)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/environ`, 'latin1').includes(marker);
      } catch {
        return false; // gone meanwhile, or not ours to read
      }
    })
    .map(Number);
}

// A worker stuck in a step runs no signal handler: it outlived the harness, spinning for ever.
it('certify --parallel stopped by SIGTERM while a step never returns takes its workers with it', async () => {
  const temp = mkdtempSync(join(tmpdir(), 'miau-signal-'));
  const marker = `MIAU_SIGNAL_CASE=${process.pid}-${Date.now()}`;
  try {
    mkdirSync(join(temp, 'features', 'rules'), { recursive: true });
    mkdirSync(join(temp, 'features', 'step_definitions'));
    writeFileSync(join(temp, 'package.json'), '{ "type": "module" }');
    symlinkSync(join(ROOT, 'node_modules'), join(temp, 'node_modules'));
    writeFileSync(
      join(temp, 'features', 'rules', 'a.feature'),
      'Feature: F\n  Scenario: S1\n    Given stuck\n  Scenario: S2\n    Given stuck\n',
    );
    writeFileSync(
      join(temp, 'features', 'step_definitions', 'steps.ts'),
      "import { Given } from '@cucumber/cucumber';\nGiven('stuck', () => { for (;;) {} });\n",
    );
    const [name, value] = marker.split('=');
    const child = spawn(
      process.execPath,
      [join(ROOT, 'bin', 'miau.js'), 'certify', '--root', temp, '--parallel', '2', '--once'],
      { cwd: ROOT, env: { ...process.env, [name]: value }, stdio: 'ignore' },
    );
    const exited = new Promise<NodeJS.Signals | null>((done) =>
      child.once('exit', (_code, sig) => done(sig)),
    );
    // The run and its two workers, each stuck in its scenario's step.
    await until(() => marked(marker).length >= 3, 'the workers to start');
    await new Promise((done) => setTimeout(done, 2_000));
    child.kill('SIGTERM');
    expect(await exited).toBe('SIGTERM');
    await until(() => marked(marker).length === 0, 'the workers to be gone');
  } finally {
    for (const pid of marked(marker)) process.kill(pid, 'SIGKILL');
    rmSync(temp, { recursive: true, force: true });
  }
}, 60_000);
