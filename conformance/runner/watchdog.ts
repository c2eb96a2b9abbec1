// The run budget when the run itself cannot act: step definitions of a `--root` project run in
// this thread, and one that never returns (a busy loop) stops every timer of the run, the
// budget's included, so certify never ended. A worker thread watches a heartbeat the run's
// thread writes four times a second: once the budget and a grace have passed with no beat for as
// long, it says why on stderr, kills the engines' process groups and sessions (leaders this
// process started, read from /proc) and this process (SIGKILL: a blocked thread runs no handler).
// A run whose thread still beats is left to end by its own budget, unless its scenarios run in
// cucumber's worker processes (`--parallel`), where that code runs instead: past the budget and
// the grace, the watchdog then stops every process this one started, and their engines, and the
// run, which sees scenarios that never finished, makes no certificate (runner.ts).
import { Worker } from 'node:worker_threads';

/** How long past the budget, without a heartbeat for as long, before the watchdog stops the run. */
export const WATCHDOG_GRACE_MS = 2_000;
const BEAT_MS = 250;

/** Stops watching; the run ended in time. */
export interface Watchdog {
  stop(): void;
}

// Plain CommonJS, so it runs the same from the sources, through tsx or compiled.
const WATCHER = `
const { workerData } = require('node:worker_threads');
const { readdirSync, readFileSync, writeSync } = require('node:fs');
const { base, endsAt, graceMs, message, beat, workers } = workerData;
const lastBeat = new Int32Array(beat);
// A /proc stat line: pid (name) state ppid pgrp session …; the name may hold spaces and parentheses.
function stat(pid) {
  try {
    const text = readFileSync('/proc/' + pid + '/stat', 'latin1');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), session: Number(fields[3]) };
  } catch { return undefined; }
}
// Every process this one started, their children (a worker's engines) and the sessions they lead.
function stopDescendants() {
  const pids = readdirSync('/proc').filter((name) => /^\\d+$/.test(name)).map(Number);
  const stats = new Map(pids.map((pid) => [pid, stat(pid)]));
  const family = new Set([process.pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, s] of stats)
      if (s && family.has(s.ppid) && !family.has(pid)) {
        family.add(pid);
        grew = true;
      }
  }
  family.delete(process.pid);
  for (const [pid, s] of stats)
    if (pid !== process.pid && s && (family.has(pid) || family.has(s.session))) try { process.kill(pid, 'SIGKILL'); } catch {}
  for (const pid of family) try { process.kill(-pid, 'SIGKILL'); } catch {}
}
function stopEverything() {
  writeSync(2, message + '\\n');
  stopDescendants();
  process.kill(process.pid, 'SIGKILL');
}
let workersStopped = false;
setInterval(() => {
  const now = Date.now();
  if (now < endsAt + graceMs) return;
  if (now - (base + Atomics.load(lastBeat, 0)) >= graceMs) stopEverything();
  else if (workers && !workersStopped) {
    workersStopped = true;
    stopDescendants();
  }
}, 100);
`;

/**
 * Watches the run until `stop`: past `runEndsAt` (epoch milliseconds) and WATCHDOG_GRACE_MS more,
 * with no heartbeat for WATCHDOG_GRACE_MS, prints `message` and ends the process and its engines.
 * With `workers` (a parallel run), past the same time it stops the processes this one started,
 * and theirs, even while this thread beats.
 */
export function startWatchdog(runEndsAt: number, message: string, { workers = false } = {}): Watchdog {
  const base = Date.now();
  const beat = new SharedArrayBuffer(4);
  const lastBeat = new Int32Array(beat);
  const heartbeat = setInterval(() => Atomics.store(lastBeat, 0, Date.now() - base), BEAT_MS);
  heartbeat.unref();
  const watcher = new Worker(WATCHER, {
    eval: true,
    workerData: { base, endsAt: runEndsAt, graceMs: WATCHDOG_GRACE_MS, message, beat, workers },
  });
  watcher.unref();
  return {
    stop() {
      clearInterval(heartbeat);
      void watcher.terminate();
    },
  };
}
