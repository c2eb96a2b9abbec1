// Fault codes reach the judge through cucumber, which passes only an exception's message and
// its constructor's name: the code must survive that trip, and nothing else may pass for one.
import { describe, expect, it } from 'vitest';
import { EngineFault, engineFault, FAULTS, faultOfType } from '../../../conformance/runner/errors.js';

describe('engine faults', () => {
  it('carry each code of the certificate schema in their type name, and read it back', () => {
    expect(FAULTS).toContain('no-answer');
    for (const fault of FAULTS) {
      const error = engineFault(fault, 'why', { lost: true });
      expect(error).toBeInstanceOf(EngineFault);
      expect(error).toMatchObject({ fault, lost: true, message: 'why', name: 'EngineFault' });
      expect(faultOfType(error.constructor.name)).toBe(fault);
    }
    expect(engineFault('engine-threw', 'x').lost).toBe(false);
  });

  it('are faults to every copy of the harness loaded in one process (a brand, not a prototype)', () => {
    const fromAnotherCopy = Object.assign(new Error('x'), {
      [Symbol.for('miau.conformance.EngineFault')]: true,
    });
    expect(fromAnotherCopy instanceof EngineFault).toBe(true);
    expect(new Error('x') instanceof EngineFault).toBe(false);
    expect(EngineFault[Symbol.hasInstance](null)).toBe(false);
  });

  it('reads no code from any other exception type', () => {
    for (const type of [
      undefined,
      'Error',
      'AssertionError',
      'EngineFault',
      'EngineFault:made-up',
      'EngineDeclined',
    ])
      expect(faultOfType(type)).toBeUndefined();
  });
});
