// What an engine module changed of the built-ins it shares with the code serving it
// (conformance/engine/built-ins.ts). Every change made here is undone before the test ends:
// vitest runs other files in this process after it.
import { describe, expect, it } from 'vitest';
import { watchBuiltIns } from '../../../conformance/engine/built-ins.js';

describe('watchBuiltIns', () => {
  it('names nothing while nothing changed, NaN included', () => {
    expect(watchBuiltIns()()).toBeUndefined();
  });

  it('names a replaced method, an enumerable member added to Object.prototype, and a replaced global', () => {
    const check = watchBuiltIns();
    const map = Object.getOwnPropertyDescriptor(Array.prototype, 'map')!;
    const json = globalThis.JSON;
    try {
      Array.prototype.map = function map() {
        return [];
      };
      (Object.prototype as Record<string, unknown>).extra = 1;
      globalThis.JSON = { ...json };
      expect(check()).toBe(
        'JSON was replaced; Object.prototype.extra was added, and a for-in over any object finds it; Array.prototype.map was replaced',
      );
    } finally {
      Object.defineProperty(Array.prototype, 'map', map);
      delete (Object.prototype as Record<string, unknown>).extra;
      globalThis.JSON = json;
    }
    expect(check()).toBeUndefined();
  });

  it('lets a module add a member that no for-in finds, and counts what it does not name', () => {
    const check = watchBuiltIns();
    const saved = ['trim', 'slice', 'split', 'at'].map(
      (name) => [name, Object.getOwnPropertyDescriptor(String.prototype, name)!] as const,
    );
    try {
      Object.defineProperty(Array.prototype, 'last', { value: () => undefined, configurable: true });
      expect(check()).toBeUndefined();
      // Enumerable, as an assignment makes it: only a for-in over an array finds it (INTERPRETING.md).
      Object.defineProperty(Array.prototype, 'first', {
        value: () => undefined,
        configurable: true,
        enumerable: true,
      });
      expect(check()).toBeUndefined();
      for (const [name] of saved)
        Object.defineProperty(String.prototype, name, {
          value: () => '',
          configurable: true,
          writable: true,
        });
      expect(check()).toMatch(
        /^String\.prototype\.\w+ was replaced; String\.prototype\.\w+ was replaced; String\.prototype\.\w+ was replaced; and 1 more$/,
      );
    } finally {
      delete (Array.prototype as unknown as Record<string, unknown>).last;
      delete (Array.prototype as unknown as Record<string, unknown>).first;
      for (const [name, descriptor] of saved) Object.defineProperty(String.prototype, name, descriptor);
    }
    expect(check()).toBeUndefined();
  });
});
