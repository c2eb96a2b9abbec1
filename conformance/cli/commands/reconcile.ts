// `miau reconcile`: an OpenSpec change against the scenarios, the engine and the code.
import { resolve } from 'node:path';
import { REFERENCE_ENGINE } from '../../engine/module.js';
import { parseCommandArgs, UsageError, type CliIo } from '../io.js';
import { engineCommand, engineModuleFile, projectRoot } from '../args.js';
import { activeChanges, findActive, findArchived, type ChangeFolder } from '../../reconcile/changes.js';
import { formatReconciliation } from '../../reconcile/format.js';
import { idsToRun, reconcileChanges, runVerdicts, type Reconciliation } from '../../reconcile/reconcile.js';
import { PROJECT_ROOT } from '../../project-root.js';
import { traceCode } from '../../trace/code.js';
import { traceRequirements } from '../../trace/requirements.js';

export const usage = `Usage: miau reconcile [<change> | --archived <name>] [--engine <module> | --engine-cmd <command>]
                     [--json] [--skip-wip] [--root <dir>]

Reconciles an OpenSpec change with the suite and the code: for every requirement its delta
adds, modifies, removes or renames, the scenarios tagged with it and their outcomes on the
engine (run once), the code lines that cite it (// spec: <id>), and its state: specified only,
scenarios missing, code behind, code missing or reconciled; for a removed one, still tested,
still cited or reconciled; superseded when a later change took it out of the specs. In an
active change, a delta openspec archive would refuse names nothing in the specs (a modified,
removed or renamed title they lack) or is already in the specs (an added or new title they
hold). Ends each change with a one-line verdict. Exit 0 only when every requirement is reconciled.

  <change>                 an active change (a folder of openspec/changes/); default: every active change
  --archived <name>        an archived change, by folder name with or without its date
  --engine <module>        engine module (default: conformance/engines/reference.ts)
  --engine-cmd <command>   or a program speaking JSON lines, e.g. "npx miau serve"
  --json                   print the report as JSON (schemas/reconcile.schema.json)
  --skip-wip               skip changes whose proposal.md says "Status: work in progress"
  --root <dir>             project holding openspec/, features/ and reference/ (default: this suite)`;

const OPTIONS = {
  archived: { type: 'string' },
  engine: { type: 'string' },
  'engine-cmd': { type: 'string' },
  json: { type: 'boolean' },
  'skip-wip': { type: 'boolean' },
  root: { type: 'string' },
} as const;

export interface ReconcileOptions {
  root: string;
  /** An active change's name, or undefined for every active change. */
  change?: string;
  archived?: string;
  engineModule?: string;
  engineCmd?: string;
  skipWip?: boolean;
}

/** Reads the changes, traces the specs and code, runs the scenarios needed once, and reconciles. */
export async function reconcile(options: ReconcileOptions): Promise<Reconciliation> {
  const root = resolve(options.root);
  let changes: ChangeFolder[];
  if (options.archived !== undefined) changes = [await findArchived(root, options.archived)];
  else if (options.change !== undefined) changes = [await findActive(root, options.change)];
  else changes = await activeChanges(root);
  const checked = options.skipWip ? changes.filter((c) => !c.workInProgress) : changes;
  const trace = await traceRequirements(root);
  const code = await traceCode(root);
  const engine =
    options.engineCmd !== undefined
      ? { engineCmd: options.engineCmd }
      : { engineModule: resolve(options.engineModule ?? REFERENCE_ENGINE) };
  const verdicts = await runVerdicts(idsToRun(checked, trace), { root, ...engine });
  return reconcileChanges(changes, { trace, code, ...verdicts }, options.skipWip === true);
}

export async function run(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, OPTIONS, true);
  if (positionals.length > 1) throw new UsageError('reconcile takes at most one change.');
  if (positionals.length === 1 && values.archived !== undefined)
    throw new UsageError('give a change or --archived <name>, not both.');
  if (values.engine !== undefined && values['engine-cmd'] !== undefined)
    throw new UsageError('give --engine or --engine-cmd, not both.');
  if (values.engine !== undefined) engineModuleFile(values.engine);
  if (values['engine-cmd'] !== undefined) engineCommand(values['engine-cmd']);
  projectRoot(values.root);
  const report = await reconcile({
    root: values.root ?? PROJECT_ROOT,
    ...(positionals[0] !== undefined ? { change: positionals[0] } : {}),
    ...(values.archived !== undefined ? { archived: values.archived } : {}),
    ...(values.engine !== undefined ? { engineModule: values.engine } : {}),
    ...(values['engine-cmd'] !== undefined ? { engineCmd: values['engine-cmd'] } : {}),
    skipWip: values['skip-wip'] === true,
  });
  io.out(values.json ? JSON.stringify(report, null, 2) : formatReconciliation(report));
  return report.ok ? 0 : 1;
}
