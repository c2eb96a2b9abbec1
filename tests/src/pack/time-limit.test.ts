import { describe, expect, it } from 'vitest';
import { PACK_MODULE_TIME_MS } from '../../../src/pack/bounds.js';
import { packModuleTimeMs, packTimeProblem } from '../../../src/pack/time-limit.js';

describe('the time limit of a pack.cjs', () => {
  it('is the documented 5 s when the environment sets none', () => {
    expect(PACK_MODULE_TIME_MS).toBe(5_000);
    expect(packModuleTimeMs({})).toBe(5_000);
    expect(packTimeProblem({})).toBeUndefined();
  });

  it('is the whole number of milliseconds MIAU_PACK_TIME_MS gives, from 100 to 600000', () => {
    for (const [text, ms] of [
      ['100', 100],
      ['500', 500],
      ['600000', 600_000],
    ] as const) {
      expect(packTimeProblem({ MIAU_PACK_TIME_MS: text })).toBeUndefined();
      expect(packModuleTimeMs({ MIAU_PACK_TIME_MS: text })).toBe(ms);
    }
  });

  it('refuses any other value in one sentence, and keeps 5 s for it', () => {
    for (const text of ['', '99', '600001', '1e3', '5s', ' 500', '0x1f4', '-500', '500.0', '1234567']) {
      expect(packTimeProblem({ MIAU_PACK_TIME_MS: text })).toBe(
        `MIAU_PACK_TIME_MS must be a whole number of milliseconds from 100 to 600000 (it is ${JSON.stringify(text)}).`,
      );
      expect(packModuleTimeMs({ MIAU_PACK_TIME_MS: text })).toBe(5_000);
    }
  });

  it('quotes at most 40 characters of a long value', () => {
    expect(packTimeProblem({ MIAU_PACK_TIME_MS: 'x'.repeat(1000) })).toContain(`"${'x'.repeat(40)}…"`);
  });
});
