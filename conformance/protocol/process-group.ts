// Engine programs run in process groups of their own, and a group is killed whole: when the
// session is lost, when it is closed (after `bye`, whatever the program left running), and when
// the harness exits. The group is killed even when the direct child has already exited, since
// a grandchild may still hold its pipes (issue 14, finding 2).
import { spawn, type ChildProcess } from 'node:child_process';
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
      ? spawn(launch.command, { ...options, shell: true })
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

/** Kills a process group with SIGKILL, whether or not its leader is still running. */
export function killGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    groups.delete(pid); // no process is left in the group
    return;
  }
  // A process that left the group on purpose (setsid) is out of reach; the rest died.
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
