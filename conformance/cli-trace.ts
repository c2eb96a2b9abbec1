// `miau trace`: check that requirements and scenarios trace to each other.
import { formatTrace, traceRequirements } from './trace.js';
import { parseCommandArgs, type CliIo } from './cli-io.js';
import { PROJECT_ROOT } from './runner.js';

export const usage = `Usage: miau trace [--root <dir>]

Checks that every OpenSpec requirement has at least one scenario tagged with its id, and
every scenario's requirement tag names a requirement. Exit 1 when either is broken.`;

export async function run(args: string[], io: CliIo): Promise<number> {
  const { values } = parseCommandArgs(args, { root: { type: 'string' } }, false);
  const report = await traceRequirements(values.root ?? PROJECT_ROOT);
  io.out(formatTrace(report));
  return report.ok ? 0 : 1;
}
