// The engine under test, shared by every scenario of a process: where it comes from (world
// parameters), its time limits, restarting it after it was lost, and the transcript of what
// it answered in each scenario (for the runner's determinism check).
import { appendFileSync } from 'node:fs';
import { canonicalJson, transcriptFileOf } from '../../conformance/runner/determinism.js';
import { DEFAULT_LIMITS, openEngineSource, type EngineSource, type TimeLimits } from '../../conformance/engine/source.js';
import type { OpenedEngine } from '../../conformance/engine/module.js';
import { EngineFault } from '../../conformance/runner/errors.js';

/** The world parameters the runner (or cucumber.mjs) passes. */
export interface MiauParameters {
  /** Absolute path of a module exporting `createEngine` (named or default); it runs in a process of its own. */
  engineModule?: string;
  /** Import the module into this process instead (mutation testing only: Stryker switches mutants here). */
  inProcess?: boolean;
  /** Or: a command line starting an engine program that speaks JSON lines. */
  engineCmd?: string;
  /** Check every JSON-lines message against schemas/protocol.schema.json. */
  checkProtocol?: boolean;
  /** Time limits in ms: one engine call, and one scenario (default 5000 and 60000). */
  turnMs?: number;
  scenarioMs?: number;
  /** A file to append each scenario's transcript to (one JSON line per scenario). */
  transcripts?: string;
  /** Leave the engine running after this run, for a second run on the same build. */
  keepEngineOpen?: boolean;
  /**
   * When the whole run's budget ends, in ms since the epoch (performance.timeOrigin + now(), a
   * clock every parallel worker process shares), and that budget in seconds.
   */
  runEndsAt?: number;
  runBudgetS?: number;
}

/** Where the parameters say the engine comes from; undefined when they name none. */
export function sourceOf(parameters: MiauParameters): EngineSource | undefined {
  if (typeof parameters.engineCmd === 'string') return { command: parameters.engineCmd, checkProtocol: parameters.checkProtocol === true };
  if (typeof parameters.engineModule === 'string') return { module: parameters.engineModule, inProcess: parameters.inProcess === true };
  return undefined;
}

export function limitsOf(parameters: MiauParameters): TimeLimits {
  const left = runBudgetLeft(parameters);
  return {
    turnMs: parameters.turnMs ?? DEFAULT_LIMITS.turnMs,
    scenarioMs: parameters.scenarioMs ?? DEFAULT_LIMITS.scenarioMs,
    ...(left === undefined ? {} : { startupCapMs: Math.max(1, left) }),
  };
}

/** What is left of the whole run's budget, in ms (undefined: the run has none). */
export function runBudgetLeft(parameters: MiauParameters): number | undefined {
  return parameters.runEndsAt === undefined ? undefined : Math.floor(parameters.runEndsAt - (performance.timeOrigin + performance.now()));
}

/** The fault of a scenario that did not run because the run's budget was spent (counted against the engine). */
export function runBudgetSpent(parameters: MiauParameters): EngineFault | undefined {
  const left = runBudgetLeft(parameters);
  if (left === undefined || left > 0) return undefined;
  return new EngineFault(`not run: the run budget of ${parameters.runBudgetS ?? Math.round(left / 1000)} s was spent.`);
}

// One engine per source per process: importing (or starting), building and greeting happen once,
// and again only after the engine was lost.
const engines = new Map<string, Promise<OpenedEngine>>();
let latest: MiauParameters | undefined;

/** The shared engine for these parameters, opened on first use. */
export function sharedEngine(parameters: MiauParameters): Promise<OpenedEngine> {
  latest = parameters;
  const source = sourceOf(parameters)!;
  const key = JSON.stringify(source);
  let opened = engines.get(key);
  if (!opened) {
    opened = openEngineSource(source, limitsOf(parameters));
    engines.set(key, opened);
  }
  return opened;
}

/** Forgets and closes a lost engine, so the next scenario starts a fresh one. */
export async function discardEngine(parameters: MiauParameters): Promise<void> {
  const key = JSON.stringify(sourceOf(parameters));
  const opened = engines.get(key);
  engines.delete(key);
  const engine = await opened?.catch(() => undefined);
  await engine?.build.close?.().catch(() => undefined);
}

/** Closes every engine after a run, unless the run asked to keep it for a second run. */
export async function closeEnginesAfterRun(): Promise<void> {
  if (latest?.keepEngineOpen) return;
  const all = [...engines.values()];
  engines.clear();
  for (const opened of all) {
    const engine = await opened.catch(() => undefined);
    await engine?.build.close?.().catch(() => undefined);
  }
}

/** Every engine opened and not yet closed in this process. */
export function openedEngines(): Promise<OpenedEngine>[] {
  return [...engines.values()];
}

// The answers a determinism check compares: the board and everything a turn reports. The
// handshake and saved games are left out (a save is the engine's own opaque data).
const COMPARED = new Set(['load', 'start', 'input', 'observe', 'undo', 'solve']);

/** What the engine answered in one scenario, call by call. */
export class Transcript {
  readonly calls: { call: string; answer: unknown }[] = [];

  record(call: string, answer: unknown): void {
    if (!COMPARED.has(call)) return;
    // A started game is an object of methods: what counts is that it started.
    const started = call === 'start' && typeof (answer as { input?: unknown } | null)?.input === 'function';
    this.calls.push({ call, answer: started ? 'started' : answer });
  }

  /**
   * Appends this scenario's transcript as one JSON line (keys sorted, so key order never counts);
   * a parallel worker appends to a file of its own (transcriptFileOf), read back with the rest.
   */
  write(file: string, pickleId: string): void {
    appendFileSync(transcriptFileOf(file, process.env.CUCUMBER_WORKER_ID), `${canonicalJson({ pickle: pickleId, calls: this.calls })}\n`);
  }
}
