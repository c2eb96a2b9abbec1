// What stops the harness itself, not the engine (spec: conformance/parallel-certification): a
// run the machine kept from its own work makes no certificate, and says why in one sentence.
import { EnvironmentError, IncompleteRunError } from './errors.js';
import { keptMessage } from './bounds.js';
import type { Judge } from './judge.js';
import { PROJECT_ROOT } from '../project-root.js';
import { oneLine, showInput } from '../../src/data/safe-text.js';

/**
 * A run in which the harness itself could not work says so and makes no certificate: a scenario
 * its scratch disk or file limit stopped is no verdict on the engine, nor is one whose steps the
 * suite's own step definitions do not define (they did not load as they should: a Node option
 * that forbids what a library needs, say). A --root project's undefined steps are its own
 * scenarios' failures, as ever.
 */
export function refuseHarnessProblems(judge: Judge, root: string, said: string): void {
  const cucumber = oneLine(said);
  const saidToo = cucumber ? ` Cucumber said: ${keptMessage(cucumber)}` : '';
  const problem = judge.harnessProblem();
  if (problem !== undefined)
    throw new IncompleteRunError(
      `The harness could not do its own work, so no certificate was made: ${problem}. Free space in, or point TMPDIR at, a writable folder with room, or raise the limit the message names, and run again.`,
    );
  const notDefined = judge.stepsNotDefined();
  if (root === PROJECT_ROOT && notDefined.length > 0)
    throw new IncompleteRunError(
      `The suite's step definitions do not define ${notDefined.slice(0, 3).join(', ')}${notDefined.length > 3 ? ` and ${notDefined.length - 3} more` : ''}: they did not load as they should in this process (a Node option in NODE_OPTIONS may forbid what they need), so no certificate was made.${saidToo}`,
    );
}

/**
 * A report cucumber writes as it goes (--html, --messages) that could not be written, said of the
 * file the user gave: the disk was full, the file too large, or the reader of /dev/stdout left.
 * Cucumber's formatter ends the stream it could not write, and throws for that, not for the write.
 */
export function reportNotWritten(
  error: unknown,
  given: (string | undefined)[],
): EnvironmentError | undefined {
  const { code, path } = (error ?? {}) as NodeJS.ErrnoException;
  const reports = given.filter((file): file is string => file !== undefined);
  // An error naming its file (miau's own write of a staged report) says which already.
  if (
    reports.length === 0 ||
    path !== undefined ||
    typeof code !== 'string' ||
    !REPORT_WRITE_FAILURES.has(code)
  )
    return undefined;
  const which = reports.map((file) => showInput(file, 160)).join(' or ');
  return new EnvironmentError(
    `The report ${which} could not be written (${code}: ${oneLine(error instanceof Error ? error.message : String(error))}), so no certificate was made: free space there, or give a file that can be written whole.`,
  );
}

const REPORT_WRITE_FAILURES = new Set([
  'ERR_STREAM_DESTROYED',
  'ERR_STREAM_WRITE_AFTER_END',
  'EPIPE',
  'ENOSPC',
  'EDQUOT',
  'EFBIG',
  'EIO',
  'EROFS',
]);
