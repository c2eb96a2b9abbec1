// Typed faults, so an outcome is judged by an error's class, never by its text.

/** The engine under test threw, crashed, timed out or broke the contract. Makes a scenario *errored*. */
export class EngineFault extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'EngineFault';
  }
}
