// Where an engine build comes from: a module imported in-process (`--engine`) or a program
// spoken to over JSON lines (`--engine-cmd`), and the time limits every engine call obeys.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENGINE_NOT_BUILT_EXIT, MODULE_UNUSABLE_EXIT, STARTUP_MS } from '../runner/bounds.js';
import type { EngineBuild } from '../contract.js';
import { UNUSABLE_PREFIX } from './host.js';
import {
  asHelloFault,
  checkHello,
  EngineModuleError,
  loadEngineFactory,
  openBuild,
  type OpenedEngine,
} from './module.js';
import { EngineFault, engineFault, type Fault } from '../runner/errors.js';
import { createJsonLinesEngine, sessionOf } from '../protocol/client.js';

/**
 * An engine module (a file exporting createEngine) or an engine program (a command line). A
 * module runs in a host process of its own; `inProcess` imports it into the harness instead,
 * only for tools that must see its code run here (mutation testing, cucumber.mjs).
 */
export type EngineSource =
  { module: string; inProcess?: boolean } | { command: string; cwd?: string; checkProtocol?: boolean };

/** The program that hosts an engine module (conformance/engine/host.ts). */
const HOST = fileURLToPath(new URL('../../bin/miau-engine-host.js', import.meta.url));

/** How long the engine may take: one call (a turn), and one scenario in all. */
export interface TimeLimits {
  turnMs: number;
  scenarioMs: number;
  /** At most this long to start an engine (what is left of the run's budget); default no cap. */
  startupCapMs?: number;
}

export const DEFAULT_LIMITS: Readonly<TimeLimits> = Object.freeze({ turnMs: 5_000, scenarioMs: 60_000 });

/**
 * Opens an engine and checks its hello within the time limits. Throws EngineModuleError for a
 * module that cannot be used and EngineFault for an engine that fails its handshake or hangs.
 */
export async function openEngineSource(
  source: EngineSource,
  limits: TimeLimits = DEFAULT_LIMITS,
): Promise<OpenedEngine> {
  try {
    return await openWithin(source, limits);
  } catch (error) {
    throw budgetNamed(error, limits);
  }
}

// A start cut short by what was left of the run's budget is the budget's doing, not the engine's
// silence: a hello answered in 3 s, well inside the start limit, was called no-answer under
// --run-budget 2, and a restart near a run's end "did not answer hello within 236 ms".
function budgetNamed(error: unknown, limits: TimeLimits): unknown {
  const cap = limits.startupCapMs;
  const capped = cap !== undefined && cap < startupLimit({ ...limits, startupCapMs: undefined });
  if (!capped || !(error instanceof EngineFault) || error.fault !== 'no-answer') return error;
  return engineFault(
    'run-budget',
    `The engine did not answer hello within ${cap} ms, what was left of the run budget (--run-budget).`,
    { lost: true, cause: error },
  );
}

async function openWithin(source: EngineSource, limits: TimeLimits): Promise<OpenedEngine> {
  const startupMs = startupLimit(limits);
  if ('module' in source && source.inProcess) {
    const factory = await loadEngineFactory(source.module);
    return withTimeLimit(openBuild(factory), limits.turnMs, 'createEngine() and hello()');
  }
  // A solve may use what is left of the scenario's budget; the session's own timer bounds it.
  const solveMs = Math.max(limits.turnMs, limits.scenarioMs);
  if ('module' in source) return openHostedModule(source.module, limits.turnMs, startupMs, solveMs);
  return openBuild(() => createJsonLinesEngine({ ...source, turnMs: limits.turnMs, startupMs, solveMs }));
}

// A module in its host process. The host exits MODULE_UNUSABLE_EXIT, saying why on stderr,
// when the module cannot be imported or has no factory: that is a setup problem (exit 2); and
// ENGINE_NOT_BUILT_EXIT when createEngine() throws or returns no build: the engine's fault.
async function openHostedModule(
  modulePath: string,
  turnMs: number,
  startupMs: number,
  solveMs: number,
): Promise<OpenedEngine> {
  const file = resolve(modulePath);
  if (!existsSync(file)) throw new EngineModuleError(`No engine module at ${file}.`);
  const build: EngineBuild = createJsonLinesEngine({
    program: { file: process.execPath, args: [HOST, file] },
    turnMs,
    startupMs,
    solveMs,
    what: 'engine module',
  });
  try {
    return { build, hello: checkHello(await build.hello()) };
  } catch (error) {
    await build.close?.().catch(() => undefined);
    const session = sessionOf(build)!;
    const said = session
      .takeOutput()
      .split('\n')
      .find((line) => line.startsWith(UNUSABLE_PREFIX));
    if (session.exitCode() === MODULE_UNUSABLE_EXIT && said)
      throw new EngineModuleError(said.slice(UNUSABLE_PREFIX.length));
    if (session.exitCode() === ENGINE_NOT_BUILT_EXIT && said)
      throw engineFault('engine-not-started', said.slice(UNUSABLE_PREFIX.length), { cause: error });
    if (error instanceof EngineFault) throw asHelloFault(error);
    throw engineFault('bad-hello', error instanceof Error ? error.message : String(error), { cause: error });
  }
}

/** The transport of a source, as the certificate names it. */
export function transportOf(source: EngineSource): 'module' | 'json-lines' {
  return 'module' in source ? 'module' : 'json-lines';
}

/** How long a program may take to start and answer its first request. */
export function startupLimit(limits: TimeLimits): number {
  return Math.min(Math.max(STARTUP_MS, limits.turnMs), limits.startupCapMs ?? Infinity);
}

/**
 * Waits for an engine's answer at most `ms` (`limit` says which limit that is, `fault` what a
 * late answer is called). A late answer is an EngineFault that marks the engine lost: it may
 * still be working, so it cannot be trusted with another call.
 */
export async function withTimeLimit<T>(
  answer: Promise<T>,
  ms: number,
  call: string,
  limit = `${ms} ms`,
  fault: Fault = 'no-answer',
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(engineFault(fault, `The engine did not answer ${call} within ${limit}.`, { lost: true })),
      ms,
    );
  });
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}
