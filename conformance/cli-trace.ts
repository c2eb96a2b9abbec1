// `miau trace`: check that requirements and scenarios trace to each other.
import { formatTrace, traceRequirements } from './trace.js';
import { formatStrength, strengthOf } from './trace-strength.js';
import { parseCommandArgs, type CliIo } from './cli-io.js';
import { PROJECT_ROOT } from './runner.js';

export const usage = `Usage: miau trace [--root <dir>] [--strength]

Checks that every OpenSpec requirement has at least one scenario tagged with its id, and
every scenario's requirement tag names a requirement. Exit 1 when either is broken.
--strength instead lists the requirements with a single scenario; exit 1 when one of them is in
rules, automata, pairs, gates or packs (conformance/trace-strength.ts).`;

export async function run(args: string[], io: CliIo): Promise<number> {
  const { values } = parseCommandArgs(args, { root: { type: 'string' }, strength: { type: 'boolean' } }, false);
  const report = await traceRequirements(values.root ?? PROJECT_ROOT);
  if (values.strength) {
    const strength = strengthOf(report);
    io.out(formatStrength(strength));
    return strength.ok ? 0 : 1;
  }
  io.out(formatTrace(report));
  return report.ok ? 0 : 1;
}
