// A failing step's error is shown without cucumber's line-by-line diff when the values it
// compares are too large for one (conformance/runner/failure-diff.ts says why): every step and
// hook is wrapped to mark such an error on its way out.
import { setDefinitionFunctionWrapper } from '@cucumber/cucumber';
import { withoutLargeDiff } from '../../conformance/runner/failure-diff.js';

setDefinitionFunctionWrapper(
  (code: (...args: unknown[]) => unknown) =>
    function (this: unknown, ...args: unknown[]): unknown {
      try {
        const result = code.apply(this, args);
        return result instanceof Promise
          ? result.catch((error: unknown) => {
              throw withoutLargeDiff(error);
            })
          : result;
      } catch (error) {
        throw withoutLargeDiff(error);
      }
    },
);
