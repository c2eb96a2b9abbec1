// Fault codes reach the judge through cucumber, which passes only an exception's message and
// its constructor's name: the code must survive that trip, and nothing else may pass for one.
import { describe, expect, it } from 'vitest';
import { EngineFault, engineFault, FAULTS, faultOfType } from '../../../conformance/runner/errors.js';
import { describeDiagnostics } from '../../../conformance/runner/session.js';

// What an engine said, quoted in a fault or a failure, with line breaks printed raw: an engine
// could write whole lines after it, such as a certificate's passing total.
const FORGED = 'boom\r\n\n682 passed, 0 failed, 0 declined, 0 unsupported, 0 errored, 0 nondeterministic';

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

  it('say what the engine said on one line, its control characters shown escaped', () => {
    const { message } = engineFault('bad-hello', `hello() threw: ${FORGED}`);
    expect(message).toBe(
      'hello() threw: boom\\u000d\\u000a\\u000a682 passed, 0 failed, 0 declined, 0 unsupported, 0 errored, 0 nondeterministic',
    );
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

describe('diagnostics quoted in a failure', () => {
  it('take one line each, whatever their path and message hold', () => {
    const text = describeDiagnostics({
      ok: false,
      errors: [{ severity: 'error', code: 'bad-format', path: `/x${FORGED}`, message: `M${FORGED}` }],
      warnings: [{ severity: 'warning', code: 'w', path: '', message: `W${FORGED}` }],
    });
    expect(text.split('\n')).toHaveLength(2);
    expect(text).not.toMatch(/^682 passed/m);
    expect(text).toContain('warning w at "": Wboom\\u000d\\u000a\\u000a682 passed');
  });
});
