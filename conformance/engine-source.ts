// Where an engine build comes from: a module imported in-process (`--engine`) or a program
// spoken to over JSON lines (`--engine-cmd`), and the time limits every engine call obeys.
import { loadEngineFactory, openBuild, type OpenedEngine } from './engine-module.js';
import { EngineFault } from './errors.js';
import { createJsonLinesEngine } from './protocol/client.js';

/** An engine module (a file exporting createEngine) or an engine program (a command line). */
export type EngineSource =
  | { module: string }
  | { command: string; cwd?: string; checkProtocol?: boolean };

/** How long the engine may take: one call (a turn), and one scenario in all. */
export interface TimeLimits {
  turnMs: number;
  scenarioMs: number;
}

export const DEFAULT_LIMITS: Readonly<TimeLimits> = Object.freeze({ turnMs: 5_000, scenarioMs: 60_000 });

/** How much longer than a turn a program may take to start and answer its first request. */
const STARTUP_MS = 30_000;

/**
 * Opens an engine and checks its hello within the time limits. Throws EngineModuleError for a
 * module that cannot be used and EngineFault for an engine that fails its handshake or hangs.
 */
export async function openEngineSource(source: EngineSource, limits: TimeLimits = DEFAULT_LIMITS): Promise<OpenedEngine> {
  if ('module' in source) {
    const factory = await loadEngineFactory(source.module);
    return withTimeLimit(openBuild(factory), limits.turnMs, 'createEngine() and hello()');
  }
  const startupMs = startupLimit(limits);
  return openBuild(() => createJsonLinesEngine({ ...source, turnMs: limits.turnMs, startupMs }));
}

/** How long a program may take to start and answer its first request. */
export function startupLimit(limits: TimeLimits): number {
  return Math.max(STARTUP_MS, limits.turnMs);
}

/**
 * Waits for an engine's answer at most `ms` (`limit` says which limit that is). A late answer is an EngineFault that marks the
 * engine lost: it may still be working, so it cannot be trusted with another call.
 */
export async function withTimeLimit<T>(answer: Promise<T>, ms: number, call: string, limit = `${ms} ms`): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new EngineFault(`The engine did not answer ${call} within ${limit}.`, { lost: true })), ms);
  });
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}
