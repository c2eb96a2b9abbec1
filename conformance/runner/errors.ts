// Typed faults, so an outcome is judged by an error's class, never by its text.
import type { Fault } from '../../src/types/certificate.js';
import { schemaOf } from '../../src/schema/registry.js';
import { printable } from '../../src/data/safe-text.js';

const FAULT_BRAND = Symbol.for('miau.conformance.EngineFault');

export type { Fault };

/** What a fault may carry besides its code and message. */
type FaultOptions = { cause?: unknown; lost?: boolean };

/**
 * The engine under test threw, crashed, timed out or broke the contract. Makes a scenario
 * *errored*, with `fault` as its stable code in the certificate.
 */
export class EngineFault extends Error {
  // The harness's modules can be loaded twice in one process (vitest's copy and cucumber's own,
  // in the in-process tests), and a fault made by one copy must still be a fault to the other:
  // instanceof asks for a registered brand, not for this copy's prototype.
  static [Symbol.hasInstance](value: unknown): boolean {
    return (
      typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[FAULT_BRAND] === true
    );
  }

  readonly [FAULT_BRAND] = true;

  /**
   * The engine can no longer be trusted to answer (it hung, exited, or broke the protocol), so
   * the harness restarts it before the next scenario. A plain throw leaves the engine usable.
   */
  readonly lost: boolean;

  constructor(
    readonly fault: Fault,
    message: string,
    options?: FaultOptions,
  ) {
    // One line, every control character shown escaped: a fault quotes what the engine said or
    // threw, and an engine's line breaks printed raw forged whole lines after `miau: the engine
    // failed`, such as a certificate's passing total.
    super(printable(message), options);
    this.name = 'EngineFault';
    this.lost = options?.lost ?? false;
  }
}

/**
 * An engine program answered a request with an error (`"ok": false`), in its own words. A module's
 * throw reaches the harness the same way, through its host, but is worded as the throw it was.
 */
export class ErrorAnswer extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ErrorAnswer';
  }
}

/**
 * A run that did not finish every scenario it announced (a parallel worker ended or was stopped
 * while it ran one): what it found is not a complete result, so no certificate is made from it.
 */
export class IncompleteRunError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IncompleteRunError';
  }
}

/**
 * The machine keeps miau from its own work: a report the run wrote as it went (--html, --messages)
 * could not be written, or the temporary folder cannot hold a scratch folder. No certificate.
 */
export class EnvironmentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EnvironmentError';
  }
}

/** By name, not prototype: like EngineFault, it may come from another copy of this module. */
export function isErrorAnswer(error: unknown): boolean {
  return error instanceof Error && error.name === 'ErrorAnswer';
}

// cucumber hands the judge only an exception's message and its type, which it reads from the
// constructor's name. So each fault code has a subclass named after it, and a fault is made
// through engineFault(); the judge reads the code back with faultOfType().
const TYPE_PREFIX = 'EngineFault:';
const classes = new Map<Fault, new (message: string, options?: FaultOptions) => EngineFault>();

/** An EngineFault with the stable code `fault`, whose type name carries the code to the judge. */
export function engineFault(fault: Fault, message: string, options?: FaultOptions): EngineFault {
  let Coded = classes.get(fault);
  if (Coded === undefined) {
    Coded = class extends EngineFault {
      constructor(text: string, more?: FaultOptions) {
        super(fault, text, more);
      }
    };
    Object.defineProperty(Coded, 'name', { value: TYPE_PREFIX + fault });
    classes.set(fault, Coded);
  }
  return new Coded(message, options);
}

/** The fault code an exception type (cucumber's `exception.type`) names, or undefined for any other error. */
export function faultOfType(type: string | undefined): Fault | undefined {
  if (type === undefined || !type.startsWith(TYPE_PREFIX)) return undefined;
  const fault = type.slice(TYPE_PREFIX.length);
  return (FAULTS as readonly string[]).includes(fault) ? (fault as Fault) : undefined;
}

/** Every fault code, as certificate.schema.json lists them (the schema is their source). */
export const FAULTS = schemaOf('certificate').$defs.fault.enum as readonly Fault[];

/**
 * The engine declined a level it cannot represent: its `load` refused a pack the harness's own
 * loader accepts, with only `level-not-supported` errors. Makes a scenario *declined*: not a
 * pass, and not a wrong answer either.
 */
export class EngineDeclined extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EngineDeclined';
  }
}
