// spec: solver/fast-transition
// (change parallel-expansion)
// The fast search's expansions as jobs, run on the search's own thread and shared with worker
// threads. The queue is cut into jobs of consecutive states; each job's keys go into shared
// memory, a thread expands them (expansion.ts) and writes their records back, and the search's
// own thread adds the records to the state store job by job, in queue order. So the store numbers every state as a search on
// one thread does, and the search answers the same, expansion for expansion: the workers only
// play turns ahead of the thread that decides. No clock and no message queue: the threads meet on
// Atomics, so the search stays a plain function call.
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { CompiledLevel } from './compile.js';
import { Board } from './board.js';
import { Expander } from './expansion.js';
import { RecordReader } from './records.js';
import { JobWindow } from './job-window.js';
import { hashOf, type StateStore } from './state-store.js';
import { INPUTS } from './turn.js';

/** How a search may use worker threads. */
export interface ParallelOptions {
  /** Worker threads (0: the search's own thread does everything). */
  workers: number;
  /** Expansions done on the search's own thread before the workers take over. */
  after: number;
}

/**
 * The default: one worker fewer than the cores (none on one core), at most MOST_WORKERS, after
 * 20,000 expansions, so a small search never pays for starting threads (about 30 ms each).
 */
export function defaultParallel(): ParallelOptions {
  return { workers: Math.max(0, Math.min(availableParallelism() - 1, MOST_WORKERS)), after: 20_000 };
}

/**
 * The search's own thread adds every state, and with one worker it is already the busier thread
 * on some levels: more workers would mostly add their memory (about 10 MB each).
 */
export const MOST_WORKERS = 3;

/**
 * A slot's word (Int32 at slot * SLOT_WORDS): the number of the job it holds times 8 plus the
 * job's status, so a thread waiting for job j never mistakes an older job of that slot for it.
 * STOPPED (negative) tells the workers to end.
 */
const READY = 1;
const RUNNING = 2;
const CLAIMED = 3;
const DONE = 4;
const FAILED = 5;
const STATUS_BITS = 3;
const STOPPED = -1;
/** A slot's words: the job and status, the job's first state, its state count. */
const SLOT_WORDS = 4;
const FIRST = 1;
const COUNT = 2;
/** The most states a job holds, and the bytes its records may take. */
const JOB_STATES = 512;
const JOB_OUTPUT_BYTES = 1 << 20;
/** Jobs in flight per worker thread. */
const SLOTS_PER_WORKER = 8;
/** Bytes of a key's length before it in a job's input. */
const LENGTH_BYTES = 3;

function word(job: number, status: number): number {
  return (job << STATUS_BITS) | status;
}

/** How a search's jobs were shared: its worker threads, the jobs taken, and those a worker ran. */
export interface Sharing {
  workers: number;
  jobs: number;
  jobsOnWorkers: number;
}

/** What a worker is sent for each search: the level, the shared control words, every slot's buffers. */
export interface SearchData {
  level: CompiledLevel;
  handsOff: boolean;
  /** The things its keys hold at fixed places (movers.ts). */
  movers: readonly number[];
  control: SharedArrayBuffer;
  inputs: SharedArrayBuffer[];
  outputs: SharedArrayBuffer[];
  /** The first job the worker may find ready, and the most states a job holds. */
  firstJob: number;
  statesPerJob: number;
}

/**
 * The process's worker threads, started when a search first asks for them and kept (unref'd, so
 * they never keep the process alive). A thread ended at each search's end frees its memory only
 * when this thread's event loop turns, which a run of searches in one call never lets it do: a
 * pack of 64 levels, five searches each, peaked at 593 MB that way.
 */
const pool: Worker[] = [];

/** How many worker threads the process has started (they serve every later search). */
export function workerThreadsStarted(): number {
  return pool.length;
}

function poolOf(count: number): Worker[] {
  while (pool.length < count) {
    try {
      const thread = new Worker(BOOTSTRAP, { eval: true, workerData: workerEntry() });
      thread.unref();
      // A worker that cannot start or fails leaves its jobs to the search's thread; the event
      // only keeps its error from ending the process.
      thread.on('error', () => undefined);
      pool.push(thread);
    } catch {
      break; // Node may not start threads here (its permission model): no pool.
    }
  }
  return pool.slice(0, count);
}

/**
 * The expansions of one search, as jobs, shared with worker threads once they are started.
 * `expand(state)` answers as the breadth-first loop's expand; it must be called for consecutive
 * states, as that loop does. The search's thread expands a job itself when no worker has started it by the time it is
 * needed, or while it waits: so a worker that is still starting, or could not start, only costs
 * the time a job takes.
 */
export class ParallelExpansion {
  private readonly slots: number;
  private readonly control: Int32Array;
  private readonly inputs: Uint8Array[] = [];
  private readonly outputs: Uint8Array[] = [];
  private readonly threads: Worker[] = [];
  private readonly statesPerJob: number;
  private readonly reader: RecordReader;
  private readonly expander: Expander;
  private readonly window: JobWindow;
  /** Jobs dispatched and jobs taken back, counted from 0; job j uses slot j % slots. */
  private dispatched = 0;
  private taken = 0;
  /** The first state no job holds yet. */
  private nextState = -1;
  /** The job being read: its slot, its states' end, and where its next record is. */
  private slot = -1;
  private end = 0;
  private at = 0;
  /** Jobs this thread ran itself. */
  private ranHere = 0;

  /**
   * Jobs for a search over `store`, run on this thread until `startWorkers`; `workers` is the
   * most threads it may start later (the slots in flight are sized for them), and `movers` the
   * things its keys hold at fixed places (movers.ts).
   */
  constructor(
    private readonly level: CompiledLevel,
    private readonly handsOff: boolean,
    private readonly store: StateStore,
    workers: number,
    private readonly movers: readonly number[] = [],
  ) {
    this.expander = new Expander(level, handsOff, movers);
    const { mostBytes, codec } = this.expander;
    this.statesPerJob = Math.max(1, Math.min(JOB_STATES, Math.floor(JOB_OUTPUT_BYTES / mostBytes)));
    this.window = jobWindow(this.statesPerJob);
    this.slots = SLOTS_PER_WORKER * Math.max(1, workers);
    const control = new SharedArrayBuffer(this.slots * SLOT_WORDS * 4);
    this.control = new Int32Array(control);
    const inputs: SharedArrayBuffer[] = [];
    const outputs: SharedArrayBuffer[] = [];
    for (let slot = 0; slot < this.slots; slot++) {
      // Job `slot - slots` is taken: the slot is free for job `slot`.
      this.control[slot * SLOT_WORDS] = word(slot - this.slots, DONE);
      inputs.push(new SharedArrayBuffer(this.statesPerJob * (LENGTH_BYTES + codec.maxLength)));
      outputs.push(new SharedArrayBuffer(this.statesPerJob * mostBytes));
      this.inputs.push(new Uint8Array(inputs[slot]));
      this.outputs.push(new Uint8Array(outputs[slot]));
    }
    this.reader = new RecordReader(store);
    this.shared = { control, inputs, outputs };
  }

  private readonly shared: Pick<SearchData, 'control' | 'inputs' | 'outputs'>;

  /**
   * Hands this search's jobs to up to `workers` threads of the process's pool (those Node lets
   * start); answers how many.
   */
  startWorkers(workers: number): number {
    const { level, handsOff, movers } = this;
    const search: SearchData = {
      level,
      handsOff,
      movers,
      ...this.shared,
      firstJob: this.taken,
      statesPerJob: this.statesPerJob,
    };
    for (const thread of poolOf(Math.min(workers, this.slots / SLOTS_PER_WORKER))) {
      thread.postMessage(search);
      this.threads.push(thread);
    }
    return this.threads.length;
  }

  /** Adds the level's start state to the store: state 0, with no parent. */
  addStart(): void {
    const { codec } = this.expander;
    const key = new Uint8Array(codec.maxLength);
    this.store.add(key, codec.encode(Board.start(this.level), key), -1, 0);
  }

  /** Expands `state` (the next in the queue): the records written for it, added in order. */
  expand(state: number): number {
    if (this.slot < 0 || state >= this.end) {
      if (this.nextState < state) this.nextState = state;
      this.dispatchAhead();
      this.takeNext();
    }
    const answer = this.reader.addFrom(this.outputs[this.slot], this.at, state);
    this.at = this.reader.next;
    return answer;
  }

  /** How the jobs taken so far were shared: how many, and how many a worker ran. */
  sharing(): Sharing {
    return { workers: this.threads.length, jobs: this.taken, jobsOnWorkers: this.taken - this.ranHere };
  }

  /** Ends the search's jobs: its workers go back to the pool, free for the next search. */
  close(): void {
    for (let slot = 0; slot < this.slots; slot++) {
      Atomics.store(this.control, slot * SLOT_WORDS, STOPPED);
      Atomics.notify(this.control, slot * SLOT_WORDS);
    }
  }

  // Fills every free slot with the next states of the queue that the store holds.
  private dispatchAhead(): void {
    while (this.dispatched < this.taken + this.slots && this.nextState < this.store.size) {
      const job = this.dispatched;
      const slot = job % this.slots;
      const count = Math.min(this.statesPerJob, this.store.size - this.nextState);
      const input = this.inputs[slot];
      let at = 0;
      this.store.findKey(this.nextState);
      for (let k = 0; k < count; k++) {
        if (k > 0) this.store.nextKey();
        const chunk = this.store.keyChunk();
        const from = this.store.keyStart();
        const length = this.store.keyEnd() - from;
        input[at] = length & 0xff;
        input[at + 1] = (length >>> 8) & 0xff;
        input[at + 2] = length >>> 16;
        at += LENGTH_BYTES;
        for (let k = 0; k < length; k++) input[at + k] = chunk[from + k];
        at += length;
      }
      const base = slot * SLOT_WORDS;
      this.control[base + FIRST] = this.nextState;
      this.control[base + COUNT] = count;
      Atomics.store(this.control, base, word(job, READY));
      Atomics.notify(this.control, base);
      this.nextState += count;
      this.dispatched++;
    }
  }

  // The oldest job dispatched, done (by a worker, or here), and ready to be read. While a worker
  // runs it, this thread does the newest job no worker has started.
  private takeNext(): void {
    const job = this.taken;
    const slot = job % this.slots;
    const base = slot * SLOT_WORDS;
    for (;;) {
      const current = Atomics.load(this.control, base);
      if (current === word(job, DONE)) break;
      if (current === word(job, RUNNING)) {
        if (!this.runNewestReady()) Atomics.wait(this.control, base, current);
      } else if (!this.claimAndRun(job)) {
        // READY taken by a worker meanwhile, or FAILED: a worker's failure is this thread's to
        // repeat, so an error in a turn ends the search as it would on one thread.
        if (current === word(job, FAILED)) this.run(job);
      }
    }
    this.taken++;
    this.slot = slot;
    this.at = 0;
    this.end = this.control[base + FIRST] + this.control[base + COUNT];
    this.reader.warm(this.outputs[slot], 0, this.control[base + COUNT]);
  }

  // A job run ahead holds states the search may never reach: one whose turn throws is marked
  // failed, and run again (throwing then) only if the search comes to it.
  private runNewestReady(): boolean {
    for (let job = this.dispatched - 1; job > this.taken; job--) {
      try {
        if (this.claimAndRun(job)) return true;
      } catch {
        Atomics.store(this.control, (job % this.slots) * SLOT_WORDS, word(job, FAILED));
        return true;
      }
    }
    return false;
  }

  private claimAndRun(job: number): boolean {
    const base = (job % this.slots) * SLOT_WORDS;
    if (
      Atomics.compareExchange(this.control, base, word(job, READY), word(job, CLAIMED)) !== word(job, READY)
    )
      return false;
    this.run(job);
    return true;
  }

  private run(job: number): void {
    const slot = job % this.slots;
    this.ranHere++;
    runJob(
      this.expander,
      this.window,
      this.inputs[slot],
      this.outputs[slot],
      this.control[slot * SLOT_WORDS + COUNT],
    );
    Atomics.store(this.control, slot * SLOT_WORDS, word(job, DONE));
  }
}

/**
 * Expands the `count` states of a job's input into its output. The job's states go into the
 * window first, so a successor equal to any of them, or to an earlier successor, gets no record.
 */
function runJob(
  expander: Expander,
  window: JobWindow,
  input: Uint8Array,
  output: Uint8Array,
  count: number,
): void {
  window.reset(input, output);
  for (let k = 0, from = 0; k < count; k++) {
    const length = input[from] | (input[from + 1] << 8) | (input[from + 2] << 16);
    from += LENGTH_BYTES;
    window.seenOrAdd(false, from, length, hashOf(input, length, from));
    from += length;
  }
  let from = 0;
  let at = 0;
  for (let k = 0; k < count; k++) {
    const length = input[from] | (input[from + 1] << 8) | (input[from + 2] << 16);
    from += LENGTH_BYTES;
    at = expander.expand(input, from, from + length, output, at, window);
    from += length;
  }
}

/** A window with room for a job's states and every successor they can have. */
function jobWindow(statesPerJob: number): JobWindow {
  return new JobWindow(statesPerJob * (1 + INPUTS.length));
}

/**
 * A worker's loop for one search: looks at every job in order and runs each one no other thread
 * has started, until told to stop or a job fails.
 */
export function serveJobs(data: SearchData): void {
  const { inputs, outputs } = data;
  const control = new Int32Array(data.control);
  const slots = inputs.length;
  const expander = new Expander(data.level, data.handsOff, data.movers);
  const window = jobWindow(data.statesPerJob);
  for (let job = data.firstJob; ; job++) {
    const slot = job % slots;
    const base = slot * SLOT_WORDS;
    for (;;) {
      const current = Atomics.load(control, base);
      if (current === STOPPED) return;
      if (current >= word(job, RUNNING)) break; // started or done by another thread: skip it
      if (current === word(job, READY)) {
        if (Atomics.compareExchange(control, base, current, word(job, RUNNING)) !== current) continue;
        let status = DONE;
        try {
          runJob(
            expander,
            window,
            new Uint8Array(inputs[slot]),
            new Uint8Array(outputs[slot]),
            control[base + COUNT],
          );
        } catch {
          status = FAILED;
        }
        Atomics.store(control, base, word(job, status));
        Atomics.notify(control, base);
        if (status === FAILED) return;
        break;
      }
      Atomics.wait(control, base, current); // an older job of the slot: wait for this one
    }
  }
}

// Runs in each worker: loads the worker module (with tsx when it is TypeScript). A worker that
// cannot load does no job; the search's thread does them.
const BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
(async () => {
  if (workerData.typeScript) (await import(workerData.typeScript)).register();
  await import(workerData.entry);
})();
`;

/**
 * The worker module to load: its compiled JavaScript beside this file (a bundle or a build), the
 * project build's twin when the CLI runs from one (bin/project-build.js sets MIAU_BUILD), or the
 * TypeScript source with tsx's loader.
 */
function workerEntry(): { entry: string; typeScript: string | undefined } {
  const beside = new URL('./expansion-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(beside))) return { entry: beside.href, typeScript: undefined };
  const build = process.env.MIAU_BUILD;
  if (build) {
    const twin = `${build}/solver/expansion-worker.js`;
    if (existsSync(twin)) return { entry: pathToFileURL(twin).href, typeScript: undefined };
  }
  const source = new URL('./expansion-worker.ts', import.meta.url);
  try {
    // Resolved as an import: tsx's CommonJS face registers its loader from the wrong folder.
    return { entry: source.href, typeScript: import.meta.resolve('tsx/esm/api') };
  } catch {
    return { entry: source.href, typeScript: undefined };
  }
}
