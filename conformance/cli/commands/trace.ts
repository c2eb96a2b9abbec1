// `miau trace`: check that requirements, scenarios and code citations trace to each other.
import { projectRoot } from '../args.js';
import { formatTrace, traceRequirements } from '../../trace/requirements.js';
import { formatCodeTrace, traceCode } from '../../trace/code.js';
import { formatStrength, strengthOf } from '../../trace/strength.js';
import { parseCommandArgs, type CliIo } from '../io.js';
import { PROJECT_ROOT } from '../../project-root.js';

export const usage = `Usage: miau trace [--root <dir>] [--strength]

Checks that every OpenSpec requirement has at least one scenario tagged with its id, and
every scenario's requirement tag names a requirement; then that every \`// spec: <id>\` citation in
the .ts files under reference/ or solver/ (other files are not read) names a requirement, and every requirement is cited by some code or its spec says
who implements it (a line \`Implemented by: loader | adapter | harness | docs | packs — <why>\`).
Requirements a work-in-progress change adds may lack both. Exit 1 when any is broken.
--strength instead lists the requirements with a single scenario; exit 1 when one of them is in
rules, automata, pairs, gates or packs (conformance/trace/strength.ts).`;

export async function run(args: string[], io: CliIo): Promise<number> {
  const { values } = parseCommandArgs(
    args,
    { root: { type: 'string' }, strength: { type: 'boolean' } },
    false,
  );
  const root = projectRoot(values.root) ?? PROJECT_ROOT;
  const report = await traceRequirements(root);
  if (values.strength) {
    const strength = strengthOf(report);
    io.out(formatStrength(strength));
    return strength.ok ? 0 : 1;
  }
  io.out(formatTrace(report));
  const code = await traceCode(root);
  io.out(formatCodeTrace(code));
  return report.ok && code.ok ? 0 : 1;
}
