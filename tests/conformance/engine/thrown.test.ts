// What an engine module threw, as text (conformance/engine/thrown.ts): never a throw in turn.
import { describe, expect, it } from 'vitest';
import { describeCrash, describeThrown } from '../../../conformance/engine/thrown.js';

const throwing = () => {
  throw new Error('no');
};

describe('describeThrown', () => {
  it.each([
    ['an Error', new TypeError('broken'), 'broken'],
    ['a number', 42, '42'],
    ['null', null, 'null'],
    ['a symbol', Symbol('odd'), 'Symbol(odd)'],
    ['an object with a message', { message: 'said so' }, 'said so'],
    ['an object with fields', { code: 7 }, 'an object: {"code":7}'],
    ['an object whose toString throws', { toString: throwing }, 'an object that cannot be shown'],
    [
      'an Error whose message getter throws',
      Object.defineProperty(new Error(), 'message', { get: throwing }),
      'an Error whose message cannot be shown',
    ],
    [
      'a Proxy that throws on every touch',
      new Proxy({}, { get: throwing, getPrototypeOf: throwing, ownKeys: throwing }),
      'an object that cannot be shown',
    ],
  ])('describes %s', (_what, value, text) => {
    expect(describeThrown(value)).toBe(text);
  });
});

describe('describeCrash', () => {
  it("names an Error's kind, message and the first frame outside Node's own code", () => {
    const error = new RangeError('too far');
    error.stack = [
      'RangeError: too far',
      '    at node:internal/process/task_queues:95:5',
      '    at Object.input (file:///tmp/engine.mjs:3:9)',
    ].join('\n');
    expect(describeCrash(error)).toBe('RangeError: too far (at Object.input (file:///tmp/engine.mjs:3:9))');
  });

  it('says of anything else that it is no Error, and keeps one line of at most 300 characters', () => {
    expect(describeCrash('gone')).toBe('gone, which is no Error');
    const long = describeCrash(new Error(`a\n${'x'.repeat(500)}`));
    expect(long).not.toContain('\n');
    expect(long.length).toBe(301);
  });
});
