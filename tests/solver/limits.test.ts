// The state store's memory cap (spec: solver/budget): 2048 MB unless the caller asks for another.
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_STORE_MB, MB, storeCap } from '../../solver/limits.js';

describe('the state store cap', () => {
  it('is 2048 MB of 1,048,576 bytes when the caller names none', () => {
    expect(DEFAULT_MAX_STORE_MB).toBe(2048);
    expect(MB).toBe(1_048_576);
    expect(storeCap(undefined)).toBe(2048 * 1_048_576);
    expect(storeCap({})).toBe(2048 * 1_048_576);
  });

  it('is the number of bytes the caller asks for', () => {
    expect(storeCap({ maxStoreBytes: 16 * 1_048_576 })).toBe(16 * 1_048_576);
  });
});
