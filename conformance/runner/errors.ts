// Typed faults, so an outcome is judged by an error's class, never by its text.

/** The engine under test threw, crashed, timed out or broke the contract. Makes a scenario *errored*. */
export class EngineFault extends Error {
  /**
   * The engine can no longer be trusted to answer (it hung, exited, or broke the protocol), so
   * the harness restarts it before the next scenario. A plain throw leaves the engine usable.
   */
  readonly lost: boolean;

  constructor(message: string, options?: { cause?: unknown; lost?: boolean }) {
    super(message, options);
    this.name = 'EngineFault';
    this.lost = options?.lost ?? false;
  }
}

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
