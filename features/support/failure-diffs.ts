// A failing step's error is shown without cucumber's line-by-line diff when the values it
// compares are too large for one, and with its message cut as the certificate cuts it
// (conformance/runner/failure-diff.ts says why): every step and hook is wrapped to bound such an
// error on its way out.
import { setDefinitionFunctionWrapper } from '@cucumber/cucumber';
import { boundedFailure } from '../../conformance/runner/failure-diff.js';

setDefinitionFunctionWrapper(
  (code: (...args: unknown[]) => unknown) =>
    function (this: unknown, ...args: unknown[]): unknown {
      try {
        const result = code.apply(this, args);
        return result instanceof Promise
          ? result.catch((error: unknown) => {
              throw boundedFailure(error);
            })
          : result;
      } catch (error) {
        throw boundedFailure(error);
      }
    },
);
