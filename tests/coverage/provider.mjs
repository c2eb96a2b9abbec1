// Vitest's v8 coverage (vitest.config.ts, `coverage.customProviderModule`), less the copies of
// project files Node imported itself: their offsets are of tsx's compilation, not vite's, which is
// the one the report is mapped from (./native-copy-hooks.mjs). Those lines are counted from the
// copies vitest loaded, and from the certification run's coverage (c8), never from a mismatch.
import v8 from '@vitest/coverage-v8';
import { NATIVE_COPY_MARK } from './native-copy-hooks.mjs';

export default {
  ...v8,
  async takeCoverage(options) {
    const coverage = await v8.takeCoverage(options);
    const result = coverage.result.filter((entry) => !entry.url.includes(`?${NATIVE_COPY_MARK}`));
    return { ...coverage, result };
  },
};
