#!/usr/bin/env node
// `npm run test:cpu [-- <vitest arguments>]`: where the CPU of the vitest suite goes, per test
// file: the worker's own seconds and those of every Node process the file started (certify runs,
// engine hosts, cucumber workers, engine programs), counted by scripts/test-cpu-preload.cjs and
// tests/cpu-attribution.ts. Issue 18 asks for a two-minute `npm test` on two cores; this says
// which files to look at. It times nothing it asserts: it reports.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const PRELOAD = join(root, 'scripts', 'test-cpu-preload.cjs');
// Linux counts a process's CPU time in clock ticks of 1/100 s (sysconf(_SC_CLK_TCK)).
const TICKS_PER_SECOND = 100;

/**
 * The log's lines (JSON: file, command, seconds) summed: per test file, the worker's seconds and
 * its processes' (how many, and in all), sorted by the file's total, most first; and per command.
 */
export function cpuByFile(logText) {
  const files = new Map();
  const commands = new Map();
  for (const line of logText.split('\n')) {
    if (line.trim() === '') continue;
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      // a process under test that wrote into the log: left out, not a crash of the report
      continue;
    }
    const { file, command, seconds } = entry;
    const row = files.get(file) ?? { file, worker: 0, processes: 0, processSeconds: 0, descendants: 0 };
    if (command === 'vitest worker') row.worker += seconds;
    else if (command === 'descendants') row.descendants += seconds;
    else {
      row.processes += 1;
      row.processSeconds += seconds;
      const byCommand = commands.get(command) ?? { command, processes: 0, seconds: 0 };
      byCommand.processes += 1;
      byCommand.seconds += seconds;
      commands.set(command, byCommand);
    }
    files.set(file, row);
  }
  // What the worker's ended children used counts the processes killed before they could log too.
  const total = (row) => row.worker + Math.max(row.processSeconds, row.descendants);
  return {
    files: [...files.values()].sort((a, b) => total(b) - total(a) || a.file.localeCompare(b.file)),
    commands: [...commands.values()].sort(
      (a, b) => b.seconds - a.seconds || a.command.localeCompare(b.command),
    ),
  };
}

/**
 * CPU seconds of this process's children that have ended and been waited for, with what they
 * counted of their own (/proc/self/stat): those killed by SIGKILL, which log nothing, included.
 */
export function childrenSeconds() {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  // Fields after the command name (in parentheses, which may hold spaces): cutime and cstime are
  // the 16th and 17th fields of the line, the 14th and 15th after the name.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'miau-test-cpu-'));
  const log = join(dir, 'cpu.log');
  try {
    const before = childrenSeconds();
    const code = await new Promise((done) => {
      const child = spawn(join(root, 'node_modules', '.bin', 'vitest'), ['run', ...process.argv.slice(2)], {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          MIAU_CPU_LOG: log,
          NODE_OPTIONS: [process.env.NODE_OPTIONS, `--require ${JSON.stringify(PRELOAD)}`]
            .filter(Boolean)
            .join(' '),
        },
      });
      child.once('close', (exitCode) => done(exitCode ?? 1));
    });
    const all = childrenSeconds() - before;
    let text = '';
    try {
      text = readFileSync(log, 'utf8');
    } catch {
      // no test file ran
    }
    const { files, commands } = cpuByFile(text);
    const total = (f) => f.worker + Math.max(f.processSeconds, f.descendants);
    const counted = files.reduce((sum, f) => sum + total(f), 0);
    const s = (n) => n.toFixed(1).padStart(8);
    console.log(`${s(all)} CPU-s the whole vitest run (exit ${code})`);
    console.log(
      `${s(counted)} CPU-s counted by file below; the rest is vitest's own and processes left running`,
    );
    console.log('\n"started" is what the processes a file started logged as they exited; "ended" is what');
    console.log('its worker counted of its ended children, those killed at a time limit included.');
    console.log(`\n   total   worker  started    ended  processes  file`);
    for (const f of files)
      console.log(
        `${s(total(f))} ${s(f.worker)} ${s(f.processSeconds)} ${s(f.descendants)} ${String(f.processes).padStart(10)}  ${f.file || '(no test file: vitest itself)'}`,
      );
    console.log(`\n seconds  processes  command`);
    for (const c of commands)
      console.log(`${s(c.seconds)} ${String(c.processes).padStart(10)}  ${c.command}`);
    process.exitCode = code;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
