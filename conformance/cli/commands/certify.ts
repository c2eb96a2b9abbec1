// `miau certify`: certify an engine build (a module, or a program over JSON lines) and print
// its certificate; compare it with a baseline; write reports.
import { wellFormedJson } from '../../../src/data/safe-text.js';
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import {
  baselineProblemLines,
  compareCertificate,
  readBaseline,
  recordBaseline,
} from '../../runner/baseline.js';
import {
  DEFAULT_RUN_BUDGET_S,
  describeBytes,
  ENGINE_OUTPUT_KEPT_CHARS,
  MAX_LINE_BYTES,
} from '../../runner/bounds.js';
import {
  decimalNumber,
  distinctOutputs,
  engineCommand,
  engineModuleFile,
  linearTimePattern,
  milliseconds,
  readableFile,
  shown,
  tagExpression,
  wholeNumber,
  writableFile,
  projectRoot,
} from '../args.js';
import { parseShard, scenariosOfShard } from '../../runner/shard.js';
import { closeSpelling } from '../../../src/words/spelling.js';
import { MAX_WORKERS } from '../../runner/workers.js';
import { parseCommandArgs, redirectStdout, UsageError, writeReport, type CliIo } from '../io.js';
import { destinationOf } from '../../runner/whole-file.js';
import { CAPABILITIES, EngineModuleError, REFERENCE_ENGINE } from '../../engine/module.js';
import { EngineFault } from '../../runner/errors.js';
import { certificateJson } from '../../reports/certificate-json.js';
import { formatJUnit, formatJUnitWithoutRun } from '../../reports/junit.js';
import { nounTrapLinesOfPacks, packsPlayed } from '../noun-trap-warning.js';
import type { CertifyOptions, CertifyResult } from '../../runner/runner.js';

export const usage = `Usage: miau certify [--engine <module> | --engine-cmd <command> [--check-protocol]]
                   [--tags <expr>] [--capability <name>]... [--requirement <id>]... [--name <regex>]...
                   [--baseline <file>] [--write-baseline <file>]
                   [--json <file>] [--junit <file>] [--html <file>] [--messages <file>]
                   [--turn-limit <ms>] [--scenario-budget <ms>] [--run-budget <s>] [--once] [--quiet] [--list]
                   [--parallel <n>] [--shard <i>/<n>]

Runs the conformance suite against an engine build and prints its certificate, ending with
"N passed, N failed, N declined, N unsupported, N errored, N nondeterministic". Every scenario runs twice,
each time on a fresh game, the second time on an engine started afresh and last to first; a
scenario whose runs differ is nondeterministic. Exit 0 only when
at least one scenario ran (an unsupported one does not) and none failed, was declined, errored
or was nondeterministic — or, with a baseline, when nothing changed from it; with
--write-baseline, once the baseline is written. See
conformance/INTERPRETING.md.

Engine:
  --engine <module>        engine module exporting createEngine (default: conformance/engines/reference.ts)
  --engine-cmd <command>   a program speaking JSON lines on stdin/stdout, e.g. "npx miau serve"
  --check-protocol         check every JSON-lines message against schemas/protocol.schema.json
  --turn-limit <ms>        longest one engine call may take (default 5000, at most 86400000)
  --scenario-budget <ms>   longest one scenario's engine calls may take in all (default 60000, at most 86400000)
  --run-budget <s>         longest the whole run may take, both runs included (default ${DEFAULT_RUN_BUDGET_S});
                           scenarios left when it is spent are errored "not run: the run budget … was spent";
                           it bounds a --root project's step definitions too (a watchdog ends one that never returns)
  --once                   run every scenario once (no determinism check)

Isolation and bounds: an engine module runs in a process of its own, never in the harness, so
its exit, printing, crash or busy loop errors the scenario (the module is restarted, the run
goes on). Every engine runs in its own process group, killed whole at errors, restarts and
exit. This guards against broken builds, not hostile ones: certify a build you do not trust
as another user or in a container (conformance/INTERPRETING.md). A request or answer line may
hold at most ${describeBytes(MAX_LINE_BYTES)}; a longer one is a protocol fault. What an
engine writes on stderr (a module: stdout too) is kept per scenario in the --json report, its
last ${ENGINE_OUTPUT_KEPT_CHARS} characters.

Scale (README "Certify at scale"):
  --parallel <n>           run the scenarios in n cucumber worker processes (1 to ${MAX_WORKERS}), each with its
                           own engine; the certificate is the same as a serial run's, in the same order
  --shard <i>/<n>          run only shard i of n: a stable split of the selected scenarios by scenario id
                           (file and name); join the shards' --json certificates with miau merge

Selection (every filter given must hold):
  --tags <expr>            cucumber tag expression, e.g. "@rules/sink or @automata" (at most 4096 characters)
  --capability <name>      scenarios needing this capability; "core" for those needing none (repeatable)
  --requirement <id>       scenarios checking this requirement, e.g. rules/sink (repeatable; without
                           --root, an id the suite's specs hold)
  --name <regex>           scenarios whose name matches (repeatable; at most 4096 characters,
                           no backreference or lookaround)
  --list                   print the selected scenarios as JSON (schemas/scenario-list.schema.json)
                           and run nothing (with --shard, that shard's)

Baseline:
  --baseline <file>        expected non-passes (schemas/baseline.schema.json): fail only on a change
  --write-baseline <file>  record this run's non-passes as a baseline

Reports:
  --json <file>            the certificate as JSON (schemas/certificate.schema.json)
  --junit <file>           JUnit XML
  --html <file>            cucumber's HTML report, of the first run only: a scenario the second run
                           found nondeterministic shows there as it passed; the certificate judges
  --messages <file>        cucumber's message stream (NDJSON), of the first run only, as --html
                           A run that makes no certificate (the engine cannot start or greet) removes
                           what an earlier run left at these paths; its JUnit report is one error, why
  --quiet                  no progress lines on stderr
  --root <dir>             project holding features/ (default: this suite); its own step
                           definitions, if any, are the .ts files under features/ (only those),
                           in a package whose package.json says "type": "module"; what they print
                           goes to stderr, never into the certificate or the --list JSON`;

const OPTIONS = {
  engine: { type: 'string' },
  'engine-cmd': { type: 'string' },
  'check-protocol': { type: 'boolean' },
  'turn-limit': { type: 'string' },
  'scenario-budget': { type: 'string' },
  'run-budget': { type: 'string' },
  once: { type: 'boolean' },
  parallel: { type: 'string' },
  shard: { type: 'string' },
  tags: { type: 'string' },
  capability: { type: 'string', multiple: true },
  requirement: { type: 'string', multiple: true },
  name: { type: 'string', multiple: true },
  list: { type: 'boolean' },
  baseline: { type: 'string' },
  'write-baseline': { type: 'string' },
  json: { type: 'string' },
  junit: { type: 'string' },
  html: { type: 'string' },
  messages: { type: 'string' },
  quiet: { type: 'boolean' },
  root: { type: 'string' },
} as const;

export async function run(args: string[], io: CliIo): Promise<number> {
  const { values } = parseCommandArgs(args, OPTIONS, false);
  // Every option is checked before anything runs, --list included (issue 14, finding 9).
  projectRoot(values.root);
  for (const name of values.name ?? []) linearTimePattern('--name', name);
  if (values.tags !== undefined) tagExpression('--tags', values.tags);
  const selection = {
    root: values.root,
    tags: values.tags,
    name: values.name,
    capabilities: checkedCapabilities(values.capability ?? []),
    requirements: checkedRequirements(values.requirement ?? []),
  };
  if (values.root === undefined) await knownRequirements(selection.requirements);
  if (values.engine !== undefined && values['engine-cmd'] !== undefined)
    throw new UsageError('give --engine or --engine-cmd, not both.');
  if (values['check-protocol'] && values['engine-cmd'] === undefined)
    throw new UsageError('--check-protocol needs --engine-cmd.');
  if (values.engine !== undefined) engineModuleFile(values.engine);
  if (values['engine-cmd'] !== undefined) engineCommand(values['engine-cmd']);
  const limits = {
    ...(values['turn-limit'] !== undefined
      ? { turnMs: milliseconds('--turn-limit', values['turn-limit']) }
      : {}),
    ...(values['scenario-budget'] !== undefined
      ? { scenarioMs: milliseconds('--scenario-budget', values['scenario-budget']) }
      : {}),
  };
  const runBudgetS =
    values['run-budget'] === undefined ? undefined : seconds('--run-budget', values['run-budget']);
  const parallel =
    values.parallel === undefined
      ? 0
      : wholeNumber('--parallel', values.parallel, { min: 1, max: MAX_WORKERS, unit: 'workers' });
  const shard = values.shard === undefined ? undefined : parseShard(values.shard);
  if (values.shard !== undefined && !shard)
    throw new UsageError(`--shard needs i/n with 1 ≤ i ≤ n ≤ 1000, e.g. 2/3, not "${values.shard}".`);
  for (const option of ['json', 'junit', 'html', 'messages', 'write-baseline'] as const) {
    if (values[option] !== undefined) writableFile(`--${option}`, values[option]);
  }
  if (values.baseline !== undefined) readableFile('--baseline', values.baseline);
  // No two outputs may be one file, nor any report the baseline it is compared with; recording
  // the new baseline over the one given is allowed (it is read whole before the run).
  const reports = { json: values.json, junit: values.junit, html: values.html, messages: values.messages };
  // Nor any output the engine module: a report written over it took the build's source away.
  const engineFile = values.engine === undefined ? [] : [values.engine];
  distinctOutputs([...(values.baseline === undefined ? [] : [values.baseline]), ...engineFile], reports);
  distinctOutputs(engineFile, { ...reports, 'write-baseline': values['write-baseline'] });
  // Read the baseline first: a bad one should not cost a whole run.
  const baseline = values.baseline === undefined ? undefined : await readBaseline(values.baseline);
  if (baseline && !baseline.ok) {
    for (const line of baselineProblemLines('miau', values.baseline!, baseline.errors)) io.err(line);
    return 2;
  }
  // The runner and the certificate load cucumber, about a third of a second: only once every
  // option is known good, so a usage error, --help and the commands that import this one
  // (replay, docs, reconcile: REFERENCE_ENGINE) start without it.
  const { PROJECT_ROOT, certify, listScenarios } = await import('../../runner/runner.js');
  const { buildCertificate, formatCertificate, suiteOfRoot, judgedRun, whyNothingRan } =
    await import('../../runner/certificate.js');
  if (values.list) {
    const listed = await whileStdoutIsStderr(() =>
      listScenarios({ ...selection, ...(runBudgetS !== undefined ? { runBudgetS } : {}) }),
    );
    // With --shard, what that shard runs: the whole selection listed looked like the shard's.
    io.out(JSON.stringify(shard ? scenariosOfShard(listed, shard) : listed, null, 2));
    return 0;
  }

  const options: CertifyOptions = {
    ...selection,
    ...(values['engine-cmd'] !== undefined
      ? { engineCmd: values['engine-cmd'], checkProtocol: values['check-protocol'] === true }
      : { engineModule: resolve(values.engine ?? REFERENCE_ENGINE) }),
    limits,
    ...(runBudgetS !== undefined ? { runBudgetS } : {}),
    doubleRun: values.once !== true,
    ...(parallel > 0 ? { parallel } : {}),
    ...(shard ? { shard } : {}),
    onProgress: values.quiet ? undefined : (line) => io.err(line),
    html: values.html,
    messages: values.messages,
  };
  // What an earlier run left at this run's report paths goes before it starts: a run killed on
  // the way (out of memory, a signal) must not leave an old verdict for a CI step to read.
  await removeEarlierReports(reports);
  let result: CertifyResult;
  try {
    result = await whileStdoutIsStderr(() => certify(options));
  } catch (error) {
    await reportNoRun(error, reports, await suiteOfRoot(values.root ?? PROJECT_ROOT));
    throw error;
  }
  // The bundled packs this run's stored-proof scenarios played: their noun traps, as validate
  // prints them. A run that played none of them loads no pack (each pack.cjs costs a process).
  const packsDir = join(values.root ?? PROJECT_ROOT, 'packs');
  for (const line of await nounTrapLinesOfPacks(packsDir, packsPlayed(result.scenarios)))
    io.err(`packs/${line}`);
  const certificate = buildCertificate(result, await suiteOfRoot(values.root ?? PROJECT_ROOT));
  // A run narrowed by any filter, or one shard of a run, cannot tell a removed scenario from one
  // it did not select.
  const complete =
    !values.tags &&
    !values.name?.length &&
    !selection.capabilities.length &&
    !selection.requirements.length &&
    !shard;
  if (baseline?.ok) certificate.baseline = compareCertificate(certificate, baseline.baseline, complete);

  await writeReport(values.json, () => certificateJson(certificate));
  await writeReport(values.junit, () =>
    formatJUnit(certificate, baseline?.ok ? baseline.baseline : undefined),
  );
  await writeReport(values['write-baseline'], () => `${wellFormedJson(recordBaseline(certificate))}\n`);
  io.out(formatCertificate(certificate));

  // An empty shard of a selection that holds scenarios passes: its siblings hold them.
  const shardRun = result.run.shard;
  if (result.scenarios.length === 0 && shardRun && shardRun.selected > 0) {
    io.err(
      `miau: shard ${shardRun.index}/${shardRun.count} holds no scenario of the selection (${shardRun.selected} in all); the other shards run them, and miau merge checks that every one ran.`,
    );
    return 0;
  }
  // A certificate over nothing certifies nothing: an empty selection is not a pass, nor is one
  // whose every scenario needs a capability the engine does not claim. Such a shard is judged
  // by miau merge with its siblings, and a run against a baseline or recording one by the baseline.
  const nothingRan = whyNothingRan(certificate.scenarios);
  const judgedElsewhere =
    shardRun !== undefined || certificate.baseline !== undefined || values['write-baseline'] !== undefined;
  if (nothingRan !== undefined && (result.scenarios.length === 0 || !judgedElsewhere)) {
    io.err(`miau: no scenario ran: ${nothingRan}`);
    return 1;
  }
  const verdict = judgedRun(certificate, values.baseline, values['write-baseline'] !== undefined);
  if (verdict.said) io.err(`miau: ${verdict.said}`);
  return verdict.exit;
}

/**
 * Runs `work` with whatever writes to process.stdout sent to stderr: a --root project's step
 * definitions run in this process, and what they print (console.log at import, say) went into
 * the --list JSON and the certificate. Standard output is the command's own again after.
 */
async function whileStdoutIsStderr<T>(work: () => Promise<T>): Promise<T> {
  const toStderr = process.stderr.write.bind(process.stderr) as (...args: unknown[]) => boolean;
  // Always room: code waiting for stdout's 'drain' after a false would wait for ever.
  const restore = redirectStdout((...args: unknown[]) => (toStderr(...args), true));
  try {
    return await work();
  } finally {
    restore();
  }
}

/**
 * A run that made no certificate leaves no earlier run's report at a path this one was asked to
 * write (a CI step reading it would take an old verdict for this build's), and its JUnit report
 * is one errored test case saying why. A report that cannot be removed is left: the error that
 * stopped the run is the one to print.
 */
async function reportNoRun(
  error: unknown,
  reports: Record<'json' | 'junit' | 'html' | 'messages', string | undefined>,
  suite: { name: string; version: string },
): Promise<void> {
  await removeEarlierReports(reports);
  const junit = reports.junit;
  if (junit === undefined) return;
  const fault =
    error instanceof EngineFault
      ? error.fault
      : error instanceof EngineModuleError
        ? 'engine-not-started'
        : 'not-run';
  const message = error instanceof Error ? error.message : String(error);
  await writeReport(junit, () => formatJUnitWithoutRun(suite, fault, message)).catch(() =>
    rm(junit, { force: true }).catch(() => undefined),
  );
}

// Only a file written whole is removed: a pipe, a device or a link into /dev or /proc (such as
// /dev/stdout) is written as it is, and removing it would take it away.
async function removeEarlierReports(
  reports: Record<'json' | 'junit' | 'html' | 'messages', string | undefined>,
): Promise<void> {
  const stale = Object.values(reports).filter((file) => file !== undefined);
  await Promise.all(
    stale.map(async (file) => {
      if ((await destinationOf(file)) === 'whole') await rm(file, { force: true }).catch(() => undefined);
    }),
  );
}

function checkedCapabilities(names: string[]): string[] {
  const known = ['core', ...CAPABILITIES];
  const unknown = names.filter((n) => !known.includes(n));
  if (unknown.length > 0)
    throw new UsageError(
      `unknown capability ${unknown.map((n) => `"${n}"`).join(', ')}; the capabilities are ${known.join(', ')}.`,
    );
  return names;
}

function checkedRequirements(ids: string[]): string[] {
  const bad = ids.filter((id) => !/^[a-z][a-z0-9-]*\/[a-z0-9][a-z0-9-]*$/.test(id));
  if (bad.length > 0)
    throw new UsageError(
      `${bad.map((id) => `"${id}"`).join(', ')} is not a requirement id; write it as area/slug, e.g. rules/sink.`,
    );
  return ids;
}

// A misspelt id beside a right one narrowed the run to the right one's scenarios, without a word:
// every id given must name a requirement of this suite's specs.
async function knownRequirements(ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const { readSpecRequirements } = await import('../../trace/specs.js');
  const { PROJECT_ROOT } = await import('../../project-root.js');
  const known = (await readSpecRequirements(PROJECT_ROOT)).flatMap((r) => (r.id === undefined ? [] : [r.id]));
  // A copy of the suite without its specs (openspec/ left out of a package) cannot tell.
  if (known.length === 0) return;
  const unknown = ids.filter((id) => !known.includes(id));
  if (unknown.length === 0) return;
  const meant = closeSpelling(unknown[0], known);
  throw new UsageError(
    `${unknown.map((id) => `"${id}"`).join(', ')} names no requirement of the suite's specs (openspec/specs)${meant === undefined ? '.' : `; did you mean "${meant}"?`}`,
  );
}

function seconds(option: string, text: string): number {
  const value = decimalNumber(text);
  if (!Number.isFinite(value) || value <= 0 || value > 86_400)
    throw new UsageError(
      `${option} needs a number of seconds above 0 and at most 86400, not "${shown(text)}".`,
    );
  return value;
}
