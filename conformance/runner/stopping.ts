// What the harness must undo however it ends: at exit, and when a signal stops it (Ctrl-C, a
// cancelled CI job), which ends it without running its `finally` blocks. Each cleanup runs once;
// after a signal, the harness then dies of it, as it would have without these listeners. They
// are there only while a cleanup is waiting, so a signal's default is left alone the rest of the time.
const cleanups = new Set<() => void>();
const STOPPING = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

function runAll(): void {
  for (const cleanup of [...cleanups]) {
    cleanups.delete(cleanup);
    try {
      cleanup();
    } catch {
      // the others still run
    }
  }
}

function stop(signal: NodeJS.Signals): void {
  runAll();
  listen(false);
  process.kill(process.pid, signal);
}

function listen(on: boolean): void {
  const method = on ? 'on' : 'removeListener';
  process[method]('exit', runAll);
  for (const signal of STOPPING) process[method](signal, stop);
}

/** Runs `cleanup` at exit or on a stopping signal, unless the returned function withdraws it first. */
export function whenStopping(cleanup: () => void): () => void {
  if (cleanups.size === 0) listen(true);
  cleanups.add(cleanup);
  return () => {
    if (cleanups.delete(cleanup) && cleanups.size === 0) listen(false);
  };
}
