// The run budget when the run itself cannot act: step definitions of a `--root` project run in
// this thread, and one that never returns (a busy loop) stops every timer of the run, the
// budget's included, so certify never ended. A worker thread watches a heartbeat the run's
// thread writes four times a second: once the budget and a grace have passed with no beat for as
// long, it says why on stderr, kills the engines' process groups and sessions (leaders this
// process started, read from /proc), removes the run's scratch folders (scratch.ts tells it
// which) and kills this process (SIGKILL: a blocked thread runs no handler). A run whose thread
// still beats is left to end by its own budget.
import { Worker } from 'node:worker_threads';
import { watchScratchFolders } from './scratch.js';

/** How long past the budget, without a heartbeat for as long, before the watchdog stops the run. */
export const WATCHDOG_GRACE_MS = 2_000;
const BEAT_MS = 250;

/** Stops watching; the run ended in time. */
export interface Watchdog {
  stop(): void;
}

// Plain CommonJS, so it runs the same from the sources, through tsx or compiled.
const WATCHER = `
const { parentPort, workerData } = require('node:worker_threads');
const { readdirSync, readFileSync, rmSync, writeSync } = require('node:fs');
const { base, endsAt, graceMs, message, beat } = workerData;
const lastBeat = new Int32Array(beat);
// The run's scratch folders, as the run's thread last told them (scratch.ts).
let scratch = [];
parentPort.on('message', (folders) => { scratch = folders; });
// A /proc stat line: pid (name) state ppid pgrp session …; the name may hold spaces and parentheses.
function stat(pid) {
  try {
    const text = readFileSync('/proc/' + pid + '/stat', 'latin1');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), session: Number(fields[3]) };
  } catch { return undefined; }
}
function stopEverything() {
  // Said if it can be: with certify's parent gone, stderr is closed and the write throws.
  try { writeSync(2, message + '\\n'); } catch {}
  const pids = readdirSync('/proc').filter((name) => /^\\d+$/.test(name)).map(Number);
  const leaders = pids.filter((pid) => stat(pid)?.ppid === process.pid);
  for (const pid of pids) {
    const session = stat(pid)?.session;
    if (pid !== process.pid && leaders.includes(session)) try { process.kill(pid, 'SIGKILL'); } catch {}
  }
  for (const pid of leaders) try { process.kill(-pid, 'SIGKILL'); } catch {}
  for (const folder of scratch) try { rmSync(folder, { recursive: true, force: true }); } catch {}
  process.kill(process.pid, 'SIGKILL');
}
setInterval(() => {
  const now = Date.now();
  if (now >= endsAt + graceMs && now - (base + Atomics.load(lastBeat, 0)) >= graceMs) stopEverything();
}, 100);
`;

/**
 * Watches the run until `stop`: past `runEndsAt` (epoch milliseconds) and WATCHDOG_GRACE_MS more,
 * with no heartbeat for WATCHDOG_GRACE_MS, prints `message` and ends the process and its engines.
 */
export function startWatchdog(runEndsAt: number, message: string): Watchdog {
  const base = Date.now();
  const beat = new SharedArrayBuffer(4);
  const lastBeat = new Int32Array(beat);
  const heartbeat = setInterval(() => Atomics.store(lastBeat, 0, Date.now() - base), BEAT_MS);
  heartbeat.unref();
  const watcher = new Worker(WATCHER, {
    eval: true,
    workerData: { base, endsAt: runEndsAt, graceMs: WATCHDOG_GRACE_MS, message, beat },
  });
  watcher.unref();
  const unwatch = watchScratchFolders((folders) => watcher.postMessage(folders));
  return {
    stop() {
      clearInterval(heartbeat);
      unwatch();
      void watcher.terminate();
    },
  };
}
