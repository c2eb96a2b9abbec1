// Engine programs run in process groups of their own, and a group is killed whole: when the
// session is lost, when it is closed (after `bye`, whatever the program left running), and when
// the harness exits. The group is killed even when the direct child has already exited, since
// a grandchild may still hold its pipes (issue 14, finding 2).
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { whenStopping } from '../runner/stopping.js';

/** How to start an engine program: a command line run by the shell, or a file with arguments. */
export type Launch = { command: string; cwd?: string } | { file: string; args: string[]; cwd?: string };

// Every group started and not yet known to be gone, by its leader's pid.
const groups = new Set<number>();
let watching = false;

/**
 * Starts a program as the leader of a new process group (and session). Its stdin, stdout and
 * stderr are pipes; `extraPipe` adds a fourth, two-way one (fd 3).
 */
export function spawnInGroup(launch: Launch, extraPipe = false): ChildProcess {
  const stdio = extraPipe
    ? (['ignore', 'pipe', 'pipe', 'pipe'] as const)
    : (['pipe', 'pipe', 'pipe'] as const);
  const options = { cwd: launch.cwd, stdio: [...stdio], detached: true };
  const child =
    'command' in launch
      ? spawn(execCommand(launch.command), { ...options, shell: true })
      : spawn(launch.file, launch.args, options);
  watchExit();
  if (child.pid !== undefined) {
    const pid = child.pid;
    groups.add(pid);
    // The leader is gone: whatever it left in its group goes too, so no pipe is held open.
    child.once('exit', () => killGroup(pid));
  }
  return child;
}

// What a command line may hold and still be one simple command: words, quotes and expansions
// ($VAR, ${VAR}), but no operator (; & | && ||), redirection, subshell, command substitution,
// second line or comment; and a first word that names a program (not an assignment, a reserved
// word, or a builtin that is nothing outside the shell).
const NOT_SIMPLE = /[;&|<>()`\n#]|\$\(/;
const SHELL_ONLY = new Set([
  '!',
  '{',
  '}',
  '[[',
  'if',
  'then',
  'else',
  'elif',
  'fi',
  'for',
  'while',
  'until',
  'do',
  'done',
  'case',
  'esac',
  'function',
  'select',
  'time',
  'exec',
  'eval',
  '.',
  ':',
  'source',
  'set',
  'unset',
  'export',
  'readonly',
  'cd',
  'alias',
  'trap',
  'ulimit',
  'umask',
  'wait',
  'read',
  'shift',
  'return',
  'exit',
  'break',
  'continue',
  'local',
  'command',
  'builtin',
]);

/**
 * The command line the shell runs: a simple command (one program and its arguments) is prefixed
 * with `exec`, so the program replaces the shell (`/bin/sh -c` is dash on Debian, which forks)
 * and its pipes are the program's alone: a program that closes its standard output is then seen
 * to, not taken for silence while the shell holds the pipe open. A compound command (operators,
 * redirections, a reserved word or builtin first, an assignment before the program) runs as
 * written. Windows' cmd.exe has no exec: there it runs as written too.
 */
export function execCommand(command: string, platform: NodeJS.Platform = process.platform): string {
  if (platform === 'win32') return command;
  // Quoted text holds no operator; a substitution ($(…), `…`) may, so it is left to the shell.
  const unquoted = command.replace(/'[^']*'|"(?:[^"\\]|\\.)*"/g, (quoted) =>
    /\$\(|`/.test(quoted) && quoted.startsWith('"') ? '$(' : "''",
  );
  if (NOT_SIMPLE.test(unquoted)) return command;
  const first = /^\s*(\S+)/.exec(command)?.[1];
  if (first === undefined || first.includes('=') || SHELL_ONLY.has(first)) return command;
  return `exec ${command.trimStart()}`;
}

/**
 * Kills a process group with SIGKILL, whether or not its leader is still running, and every
 * process left in the session it leads: a child may move to a group of its own (`set -m` in a
 * shell, setpgid) and stay in the session.
 */
export function killGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  for (const member of sessionMembers(pid)) {
    try {
      process.kill(member, 'SIGKILL');
    } catch {
      // gone already
    }
  }
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    groups.delete(pid); // no process is left in the group
    return;
  }
  // A process that left the session on purpose (setsid) is out of reach; the rest died.
  setTimeout(() => {
    try {
      process.kill(-pid, 0);
    } catch {
      groups.delete(pid);
    }
  }, 50).unref();
}

// Groups still alive when the harness exits are killed. They are groups of their own, so a
// Ctrl-C reaches only the harness: it passes it on to them before dying of it (stopping.ts).
function watchExit(): void {
  if (watching) return;
  watching = true;
  whenStopping(() => {
    for (const pid of groups) killGroup(pid);
  });
}

/**
 * Kills, with SIGKILL, every process this one started and theirs (a parallel run's cucumber
 * workers and their engines), with the groups and sessions they lead. A worker stuck in a step
 * runs no signal handler, and outlived a harness stopped by Ctrl-C or a cancelled job, spinning
 * for ever: only the harness can end it, as it stops.
 */
export function killDescendants(): void {
  const stats = processStats();
  const family = new Set([process.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, { ppid }] of stats)
      if (family.has(ppid) && !family.has(pid)) {
        family.add(pid);
        grew = true;
      }
  }
  family.delete(process.pid);
  for (const pid of family) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone already
    }
  }
  for (const pid of family) if (stats.get(pid)?.session === pid) killGroup(pid);
}

// The processes of session `sid` but the harness (Linux; none elsewhere, where the group kill
// alone stands).
function sessionMembers(sid: number): number[] {
  return [...processStats()].filter(([, { session }]) => session === sid).map(([pid]) => pid);
}

// Every process but the harness, with its parent and session, read from /proc. A stat line is
// `pid (name) state ppid pgrp session …`; the name may hold spaces and parentheses, so the fields
// are counted from its last ")".
function processStats(): Map<number, { ppid: number; session: number }> {
  const stats = new Map<number, { ppid: number; session: number }>();
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return stats;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'latin1');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      stats.set(Number(entry), { ppid: Number(fields[1]), session: Number(fields[3]) });
    } catch {
      // it ended meanwhile
    }
  }
  return stats;
}
