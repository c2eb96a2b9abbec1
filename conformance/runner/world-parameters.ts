// The contract between the runner and the scenarios' World: the record `certify` (or cucumber.mjs)
// hands cucumber as world parameters, and what it means. Both sides import this one type.
import type { Hello } from '../contract.js';
import { DEFAULT_LIMITS, type EngineSource, type TimeLimits } from '../engine/source.js';
import { engineFault, type EngineFault } from './errors.js';

/** The world parameters: plain JSON, as cucumber wants them (a type, so that it is one of cucumber's JSON objects). */
export type WorldParameters = {
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
  /**
   * When the whole run's budget ends, in ms since the epoch (performance.timeOrigin + now(), a
   * clock every parallel worker process shares), and that budget in seconds.
   */
  runEndsAt?: number;
  runBudgetS?: number;
  /**
   * The hello certify was greeted with before the run: every engine of the run, a parallel
   * worker's first one too, must greet the same way (its capabilities judge every scenario).
   */
  greeting?: Pick<Hello, keyof Hello>;
};

/** Where the parameters say the engine comes from; undefined when they name none. */
export function sourceOf(parameters: WorldParameters): EngineSource | undefined {
  if (typeof parameters.engineCmd === 'string')
    return { command: parameters.engineCmd, checkProtocol: parameters.checkProtocol === true };
  if (typeof parameters.engineModule === 'string')
    return { module: parameters.engineModule, inProcess: parameters.inProcess === true };
  return undefined;
}

export function limitsOf(parameters: WorldParameters): TimeLimits {
  const left = runBudgetLeft(parameters);
  return {
    turnMs: parameters.turnMs ?? DEFAULT_LIMITS.turnMs,
    scenarioMs: parameters.scenarioMs ?? DEFAULT_LIMITS.scenarioMs,
    ...(left === undefined ? {} : { startupCapMs: Math.max(1, left) }),
  };
}

/** What is left of the whole run's budget, in ms (undefined: the run has none). */
export function runBudgetLeft(parameters: WorldParameters): number | undefined {
  return parameters.runEndsAt === undefined
    ? undefined
    : Math.floor(parameters.runEndsAt - (performance.timeOrigin + performance.now()));
}

/** The fault of a scenario that did not run because the run's budget was spent (counted against the engine). */
export function runBudgetSpent(parameters: WorldParameters): EngineFault | undefined {
  const left = runBudgetLeft(parameters);
  if (left === undefined || left > 0) return undefined;
  return engineFault(
    'not-run',
    `not run: the run budget of ${parameters.runBudgetS ?? Math.round(left / 1000)} s was spent.`,
  );
}
