// The certification runner: runs the Gherkin suite against one engine build through
// cucumber's JS API, twice (each scenario on a fresh game, the second time to check the
// engine is deterministic), and judges every scenario by typed outcome (judge.ts,
// determinism.ts), never by output text.
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { Writable } from 'node:stream';
import { loadConfiguration, loadSources, loadSupport, runCucumber } from '@cucumber/cucumber/api';
import { checkFeatureFiles, ProjectFileError } from '../trace/project-text.js';
import type { Hello } from '../contract.js';
import { combineRuns, readTranscripts, type JudgedRun } from './determinism.js';
import { DEFAULT_RUN_BUDGET_S, keptMessage } from './bounds.js';
import { IncompleteRunError } from './errors.js';
import { refuseHarnessProblems, reportNotWritten } from './harness-problems.js';
import { counted } from '../../src/diagnostics/places.js';
import { oneLine, printable } from '../../src/data/safe-text.js';
import { makeScratchFolder, removeScratchFolder } from './scratch.js';
import { whenStopping } from './stopping.js';
import { killDescendants } from '../protocol/process-group.js';
import { stageFile } from './whole-file.js';
import { CAPABILITIES } from '../engine/module.js';
import {
  DEFAULT_LIMITS,
  openEngineSource,
  startupLimit,
  type EngineSource,
  type TimeLimits,
} from '../engine/source.js';
import { Judge, Lister } from './judge.js';
import { runRecord } from './run-record.js';
import type { WorldParameters } from './world-parameters.js';
import type { Outcome, RunInfo, ScenarioResult, Totals } from '../../src/types/certificate.js';
import type { ListedScenario } from '../../src/types/scenario-list.js';
import { openReportPictures } from '../reports/open-pictures.js';
import { pathsOf, scenariosOfShard, type Shard } from './shard.js';
import { filesHolding } from './feature-index.js';
import { PROJECT_ROOT } from '../project-root.js';
import { countOutcomes } from './outcomes.js';
import { workerEnvironment } from './workers.js';
import { adoptEngine, faultAtByeOf } from './session.js';
import { stepsAreCompiled, supportImports } from './compiled.js';
import { startWatchdog, WATCHDOG_GRACE_MS } from './watchdog.js';

export type { Outcome, RunInfo, ScenarioResult, Totals };

type SupportLibrary = Awaited<ReturnType<typeof loadSupport>>;

// The project root (where features/ lives by default) and the count of outcomes have modules of
// their own, so commands that need only them (trace, merge) do not import cucumber.
export { PROJECT_ROOT, countOutcomes };

export interface CertifyResult {
  engine: Hello;
  scenarios: ScenarioResult[];
  totals: Totals;
  run: RunInfo;
}

/** Which scenarios run: every filter given must hold. */
export interface Selection {
  /** Project root holding features/ (default: this project). */
  root?: string;
  /** Cucumber tag expression selecting scenarios. */
  tags?: string;
  /** Regular expressions; a scenario runs when its name matches one. */
  name?: string[];
  /** Capabilities (`automata`, or `core` for scenarios needing none); a scenario runs when it needs one of them. */
  capabilities?: string[];
  /** Requirement ids (`rules/sink`); a scenario runs when it checks one of them. */
  requirements?: string[];
  /**
   * Feature files to run, as globs under the root (default: the certified suite, `features/`).
   * `tests/features/` holds scenarios that judge the project's own code (tests/conformance/runner/project-features.test.ts).
   */
  paths?: string[];
}

/** The certified suite: what a certificate counts. */
export const CERTIFIED_PATHS: readonly string[] = ['features/**/*.feature'];

export interface CertifyOptions extends Selection {
  /** Path of the engine module (absolute, or relative to the current directory). */
  engineModule?: string;
  /** Or a command line starting an engine program that speaks JSON lines on stdin and stdout. */
  engineCmd?: string;
  /** Check every JSON-lines message against schemas/protocol.schema.json. */
  checkProtocol?: boolean;
  /** Time limits for one engine call and one scenario (default 5 s and 60 s). */
  limits?: Partial<TimeLimits>;
  /** The whole run's time budget in seconds, both runs included (default DEFAULT_RUN_BUDGET_S); what is left unrun is errored. */
  runBudgetS?: number;
  /** Run every scenario a second time and compare (default true). */
  doubleRun?: boolean;
  /**
   * Run the scenarios in this many cucumber worker processes (0 or absent: in this process). Each
   * worker opens its own engine; the certificate is the same as a serial run's, in the same order.
   */
  parallel?: number;
  /** Run only this shard of the selection (shard.ts); the certificate records it for `miau merge`. */
  shard?: Shard;
  /** Hears one line per feature file as the first run finishes it (`..F.U  features/x.feature`). */
  onProgress?: (line: string) => void;
  /** Write cucumber's HTML report to this file. */
  html?: string;
  /** Write cucumber's message stream (NDJSON) to this file. */
  messages?: string;
}

// Step definitions are ES modules: importing them twice in one process is a no-op, so the
// library built by the first import is kept and reused for every later run with the same root
// (as a promise, so that two runs starting at once share one import).
const supportLibraries = new Map<string, Promise<SupportLibrary>>();

/**
 * Certifies one engine build against the features under `root`. Throws EngineModuleError
 * when the module is unusable and EngineFault when its handshake fails; scenario failures are
 * results, not exceptions.
 */
export async function certify(options: CertifyOptions): Promise<CertifyResult> {
  const startedAt = new Date();
  const root = resolve(options.root ?? PROJECT_ROOT);
  const runBudgetS = options.runBudgetS ?? DEFAULT_RUN_BUDGET_S;
  return watched(root, runBudgetS, 'the run', 'with its engines, and no certificate was made', (runEndsAt) =>
    certifyWithin(options, { startedAt, runEndsAt }),
  );
}

/**
 * Runs `work` within the run budget, on the epoch clock, which worker processes share
 * (features/support/engine-session.ts). Another project's step definitions run in this thread:
 * one that never returns would stop the budget's own timers too, so a watchdog ends the process
 * past the budget. The suite's own are not watched (a worker thread costs a start).
 */
async function watched<T>(
  root: string,
  runBudgetS: number,
  what: string,
  stopped: string,
  work: (runEndsAt: number) => Promise<T>,
): Promise<T> {
  const runEndsAt = performance.timeOrigin + performance.now() + runBudgetS * 1000;
  const watchdog =
    root === PROJECT_ROOT
      ? undefined
      : startWatchdog(
          runEndsAt,
          `miau: ${what} went ${WATCHDOG_GRACE_MS / 1000} s past its run budget of ${runBudgetS} s with this process stuck in code it ran (such as a step definition under ${root} that never returns); it was stopped ${stopped}.`,
        );
  try {
    return await work(runEndsAt);
  } finally {
    watchdog?.stop();
  }
}

/** The run itself, on the clock certify started (the watchdog watches the same deadline). */
async function certifyWithin(
  options: CertifyOptions,
  { startedAt, runEndsAt }: { startedAt: Date; runEndsAt: number },
): Promise<CertifyResult> {
  const root = resolve(options.root ?? PROJECT_ROOT);
  const source = sourceOf(options);
  const runBudgetS = options.runBudgetS ?? DEFAULT_RUN_BUDGET_S;
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const requested = options.parallel ?? 0;
  // Once, before cucumber reads a feature file (both runs, the listing, the count).
  await checkFeaturePaths(root, options.paths ?? CERTIFIED_PATHS);
  // A serial run imports the step definitions here: start while the engine starts and greets.
  if (requested === 0) importSupport(root);
  const doubleRun = options.doubleRun ?? true;
  const tags = selectionTags(options);
  // Cucumber reads only the feature files that hold a selected scenario (feature-index.ts); a
  // shard's listing narrows its own, and the shard then names its files and lines.
  const narrowed = options.shard
    ? undefined
    : await filesHolding(root, options.paths ?? CERTIFIED_PATHS, { tags, name: options.name });
  // A shard runs the scenarios of its share of the selection, named by file and line. Listed
  // before the engine starts: a listing that throws (a feature that does not parse) leaves no
  // engine process behind to hold the harness open.
  const selected = options.shard ? await listScenarios(options) : undefined;
  const inShard = selected && options.shard ? scenariosOfShard(selected, options.shard) : undefined;
  const shardPaths = inShard ? pathsOf(inShard) : undefined;
  const parallel = workersFor(
    requested,
    requested > 1
      ? (inShard?.length ??
          (await countScenarios(root, { ...options, tags, paths: narrowed ?? options.paths })))
      : undefined,
  );
  const greeted = await openEngineSource(source, { ...limits, startupCapMs: runBudgetS * 1000 });
  const { hello } = greeted;
  const selection: Selection & { parallel: number } = {
    ...options,
    tags,
    parallel,
    ...(shardPaths || narrowed ? { paths: shardPaths ?? narrowed } : {}),
  };
  const record = (scenarios: ScenarioResult[]): CertifyResult => {
    const run: RunInfo = runRecord({
      source,
      doubleRun,
      tags,
      // The selection's regular expressions are `name` in the options, `names` in the record.
      filters: { ...options, names: options.name },
      startedAt,
      durationMs: Date.now() - startedAt.getTime(),
      limits: {
        ...limits,
        startupMs: startupLimit({ ...limits, startupCapMs: runBudgetS * 1000 }),
        runBudgetMs: Math.round(runBudgetS * 1000),
      },
    });
    const shard = selected && options.shard ? { shard: { ...options.shard, selected: selected.length } } : {};
    return { engine: hello, scenarios, totals: countOutcomes(scenarios), run: { ...run, ...shard } };
  };
  const parameters: WorldParameters = {
    ...('module' in source
      ? { engineModule: source.module }
      : { engineCmd: source.command, checkProtocol: source.checkProtocol === true }),
    turnMs: limits.turnMs,
    scenarioMs: limits.scenarioMs,
    runEndsAt,
    runBudgetS,
    greeting: hello,
  };
  // A serial run's scenarios play in this process: the first plays on the engine just greeted,
  // rather than on a second one started for it. Workers start engines of their own.
  if (parallel === 0 && shardPaths?.length !== 0) adoptEngine(parameters, greeted);
  else await greeted.build.close?.();
  // A shard the split left empty has nothing to run (cucumber would read no paths as "all").
  if (shardPaths?.length === 0) return record([]);
  const scratch = makeScratchFolder('miau-transcripts-');
  // A parallel run's workers run another project's step definitions, not this thread (whose
  // watchdog sees it beat): stopped by a signal, or still going the run budget and the watchdog's
  // grace after it, the run takes its workers and their engines with it (one stuck in a step runs
  // no handler and would never go); a run then finds scenarios it never finished (refuseUnfinished).
  const withdrawWorkerStop = parallel > 0 ? whenStopping(killDescendants) : undefined;
  const workersOverdue =
    parallel > 0 && root !== PROJECT_ROOT
      ? setTimeout(killDescendants, runEndsAt + WATCHDOG_GRACE_MS - Date.now())
      : undefined;
  workersOverdue?.unref();
  // The reports are written beside their targets and take their names only when the run ends.
  const html = options.html === undefined ? undefined : await stageFile(resolve(options.html));
  const messages = options.messages === undefined ? undefined : await stageFile(resolve(options.messages));
  try {
    const progress = new Progress(options.onProgress);
    const files = { first: join(scratch, 'first.ndjson'), second: join(scratch, 'second.ndjson') };
    const firstSetup: RunSetup = {
      parameters: { ...parameters, transcripts: files.first },
      reports: { html: html?.path, messages: messages?.path },
      onJudged: (r) => progress.add(r),
    };
    // The second run has engines of its own, serial or parallel, so an answer fixed once per
    // engine process (its pid, a random seed drawn at start) differs between the runs; and it
    // plays last to first, so an engine leaking state from game to game has played other games
    // before each scenario than in the first run (all but the middle scenario of a share).
    const secondSetup: RunSetup = {
      parameters: { ...parameters, transcripts: files.second },
      reports: {},
      reverse: true,
    };
    // With two workers or more, both runs go at once, each on half of them: the second run gains
    // nothing by waiting, and every worker process (tsx, step definitions, engine) starts once.
    const together = doubleRun && parallel >= 2;
    const [first, second] = together
      ? await Promise.all([
          runSuite(root, { ...selection, parallel: Math.ceil(parallel / 2) }, hello, limits, firstSetup),
          runSuite(root, { ...selection, parallel: Math.floor(parallel / 2) }, hello, limits, secondSetup),
        ])
      : [await runSuite(root, selection, hello, limits, firstSetup), undefined];
    progress.end();
    if (html) await openReportPictures(html.path);
    let judged = first.judged.map((j) => j.result);
    if (doubleRun) {
      const again = second ?? (await runSuite(root, selection, hello, limits, secondSetup));
      const transcripts = { first: readTranscripts(files.first), second: readTranscripts(files.second) };
      judged = first.judged.map((j, i) => combineRuns(j, matching(j, again.judged, i), transcripts));
      if (again.problem && !first.problem) judged.push(again.problem);
    }
    const scenarios = [...first.unparsed, ...judged, ...(first.problem ? [first.problem] : [])];
    await html?.commit();
    await messages?.commit();
    return record(scenarios);
  } catch (error) {
    throw reportNotWritten(error, [options.html, options.messages]) ?? error;
  } finally {
    await html?.discard();
    await messages?.discard();
    // Closed already when the run closed its engines; closing again only makes sure of it (a run
    // whose scenarios never asked for an engine leaves it open otherwise).
    await greeted.build.close?.().catch(() => undefined);
    withdrawWorkerStop?.();
    clearTimeout(workersOverdue);
    removeScratchFolder(scratch);
  }
}

/**
 * The scenarios a selection holds, in run order, without running them (a dry run). A feature
 * file that does not parse is a ProjectFileError naming it: a listing, or a shard cut from one,
 * that left it out would say nothing of the scenarios it holds.
 */
export async function listScenarios(
  selection: Selection & { runBudgetS?: number },
): Promise<ListedScenario[]> {
  const root = resolve(selection.root ?? PROJECT_ROOT);
  // Listing imports the project's step definitions too: bounded as a run is (an import that
  // never settles hung --list for ever).
  return watched(
    root,
    selection.runBudgetS ?? DEFAULT_RUN_BUDGET_S,
    'listing',
    'with nothing listed',
    (runEndsAt) => listWithin(selection, root, runEndsAt),
  );
}

async function listWithin(selection: Selection, root: string, runEndsAt: number): Promise<ListedScenario[]> {
  await checkFeaturePaths(root, selection.paths ?? CERTIFIED_PATHS);
  const tags = selectionTags(selection);
  const narrowed = await filesHolding(root, selection.paths ?? CERTIFIED_PATHS, {
    tags,
    name: selection.name,
  });
  const environment = { cwd: root, stdout: collect().stream, stderr: collect().stream };
  // A dry run builds Worlds but runs no hook or step, so the engine named here is never opened.
  const parameters = {
    engineModule: join(PROJECT_ROOT, 'conformance', 'engines', 'reference.ts'),
    runEndsAt,
  };
  const { runConfiguration, support } = await configure(
    root,
    { ...selection, tags, ...(narrowed ? { paths: narrowed } : {}) },
    { parameters },
    environment,
  );
  const lister = new Lister();
  const unparsed: string[] = [];
  await runCucumber(
    { ...runConfiguration, runtime: { ...runConfiguration.runtime, dryRun: true }, support },
    environment,
    (e) => {
      const error = e.parseError;
      if (error)
        unparsed.push(
          `${printable(error.source.uri ?? 'a feature file')}${error.source.location ? `:${error.source.location.line}` : ''} does not parse: ${oneLine(error.message)}`,
        );
      lister.take(e);
    },
  );
  if (unparsed.length > 0) throw new ProjectFileError(unparsed.join('\n'));
  return lister.results();
}

/**
 * Checks the feature files a selection's globs (`features/**\/*.feature`) reach before cucumber
 * reads them (project-text.ts). Paths of single files (a shard's) came from a listing checked so.
 */
async function checkFeaturePaths(root: string, paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    const folder = /^(.*)\/\*\*\/\*\.feature$/.exec(path)?.[1];
    if (folder !== undefined) await checkFeatureFiles(join(root, folder));
  }
}

/** The feature files and filters of a selection, as cucumber's configuration takes them. */
function sourcesOf(selection: Selection): { paths: string[]; tags: string; name: string[] } {
  return {
    paths: [...(selection.paths ?? CERTIFIED_PATHS)],
    tags: selection.tags ?? '',
    name: selection.name ?? [],
  };
}

/** How many scenarios a selection holds, read from the feature files alone (no step definitions). */
async function countScenarios(root: string, selection: Selection): Promise<number> {
  const environment = { cwd: root, stdout: collect().stream, stderr: collect().stream };
  const { runConfiguration } = await loadConfiguration(
    { file: false, provided: sourcesOf(selection) },
    environment,
  );
  return (await loadSources(runConfiguration.sources, environment)).plan.length;
}

/**
 * How many worker processes a run asks for: never more than it has scenarios, since each worker
 * starts a process, the step definitions and an engine of its own (eight for one scenario cost
 * eight times a worker's start-up). `selected` is unknown (undefined) for a serial run.
 */
export function workersFor(requested: number, selected: number | undefined): number {
  return requested > 1 && selected !== undefined ? Math.max(1, Math.min(requested, selected)) : requested;
}

/**
 * The selection as one cucumber tag expression: the given expression, and any of the
 * capabilities (`core`: none of the capability tags), and any of the requirements.
 */
export function selectionTags(
  selection: Pick<Selection, 'tags' | 'capabilities' | 'requirements'>,
): string | undefined {
  const anyOf = (terms: string[]) => `(${terms.join(' or ')})`;
  const parts: string[] = [];
  if (selection.tags?.trim()) parts.push(`(${selection.tags})`);
  const capabilities = selection.capabilities ?? [];
  if (capabilities.length > 0) {
    const none = `not ${anyOf(CAPABILITIES.map((c) => `@${c}`))}`;
    parts.push(anyOf(capabilities.map((c) => (c === 'core' ? `(${none})` : `@${c}`))));
  }
  const requirements = selection.requirements ?? [];
  if (requirements.length > 0) parts.push(anyOf(requirements.map((r) => `@${r}`)));
  return parts.length > 0 ? parts.join(' and ') : undefined;
}

function sourceOf(options: CertifyOptions): EngineSource {
  if (options.engineCmd !== undefined)
    return { command: options.engineCmd, checkProtocol: options.checkProtocol === true };
  if (options.engineModule !== undefined) return { module: resolve(options.engineModule) };
  throw new TypeError('certify() needs an engineModule or an engineCmd.');
}

// Both runs hold the same pickles in the same order; check the name and place to be sure.
function matching(first: JudgedRun, second: JudgedRun[], index: number): JudgedRun | undefined {
  const same = (j: JudgedRun | undefined) =>
    j &&
    j.result.uri === first.result.uri &&
    j.result.line === first.result.line &&
    j.result.name === first.result.name;
  const candidate = second[index];
  return same(candidate) ? candidate : second.find(same);
}

interface RunSetup {
  parameters: WorldParameters;
  reports: { html?: string; messages?: string };
  onJudged?: (result: ScenarioResult) => void;
  /** Run the scenarios last to first (a parallel run's second run, see certify()). */
  reverse?: boolean;
}

interface SuiteRun {
  judged: JudgedRun[];
  unparsed: ScenarioResult[];
  problem?: ScenarioResult;
}

async function runSuite(
  root: string,
  selection: Selection & { parallel: number },
  hello: Hello,
  limits: TimeLimits,
  setup: RunSetup,
): Promise<SuiteRun> {
  // Cucumber's own output is kept out of the way; what it says on stderr explains a run that
  // failed without a failing scenario.
  const stderr = collect();
  // Cucumber's own step timeout (a plain Error: *failed*) must never fire before the World's
  // time limits (an EngineFault: *errored*), so it gets the scenario budget, an engine's start
  // (which a step or hook may wait for, not charged to the budget) and a margin.
  const stepTimeoutMs = limits.scenarioMs + startupLimit(limits) + 5_000;
  const environment = {
    cwd: root,
    stdout: collect().stream,
    stderr: stderr.stream,
    ...(selection.parallel > 0
      ? { env: workerEnvironment(stepTimeoutMs, process.env, { typeScript: !stepsAreCompiled(root) }) }
      : {}),
  };
  const { runConfiguration, support } = await configure(root, selection, setup, environment);
  // A feature file that does not parse stops cucumber before any scenario: report each one, as
  // the run's own parse announces it (parsing every feature again first cost each run 0.1-0.3 s).
  const unparsed: ScenarioResult[] = [];
  const judge = new Judge(hello, setup.onJudged);
  const timed = { ...support, defaultTimeout: stepTimeoutMs };
  const run = await runCucumber({ ...runConfiguration, support: timed }, environment, (envelope) => {
    const error = envelope.parseError;
    if (error)
      unparsed.push(
        runProblem(
          error.source.uri ?? 'features',
          error.source.location?.line ?? 0,
          `does not parse: ${oneLine(error.message)}`,
        ),
      );
    judge.take(envelope);
  });
  if (selection.parallel > 0) refuseUnfinished(judge.unfinished(), root, stderr.text());
  refuseHarnessProblems(judge, root, stderr.text());
  const judged = judge.results();
  // A fault found as the engines were told bye, after the last scenario, is the run's to report.
  const atEnd = setup.parameters.transcripts ? faultAtByeOf(setup.parameters.transcripts) : undefined;
  const problem = atEnd
    ? {
        ...runProblem('features', 0, atEnd.message),
        name: '(after the last scenario)',
        outcome: 'errored' as const,
        fault: atEnd.fault,
      }
    : !run.success &&
        !judged.some((j) => ['failed', 'errored', 'declined'].includes(j.result.outcome)) &&
        unparsed.length === 0
      ? runProblem('features', 0, `the cucumber run failed: ${oneLine(stderr.text()) || 'no reason given'}`)
      : undefined;
  return { judged, unparsed, problem };
}

/**
 * A parallel run counts only what its workers finished: a worker that ended while it ran a
 * scenario (code it ran called process.exit), or was stopped still running past the run budget
 * (watchdog.ts), lost that scenario, and those it had not taken yet. Such a run is incomplete,
 * as a serial run ended by code it ran is (bin/miau.js): no certificate is made from it.
 */
function refuseUnfinished(unfinished: string[], root: string, said: string): void {
  if (unfinished.length === 0) return;
  const named = unfinished.slice(0, MOST_UNFINISHED_NAMED).join(', ');
  const more =
    unfinished.length > MOST_UNFINISHED_NAMED ? ` and ${unfinished.length - MOST_UNFINISHED_NAMED} more` : '';
  const cucumber = oneLine(said);
  throw new IncompleteRunError(
    `${counted(unfinished.length, 'scenario')} of this parallel run never finished (${named}${more}): a worker process ended, or was stopped past the run budget, in code it ran (such as a step definition under ${root} that calls process.exit or never returns); no certificate was made from an incomplete run.${cucumber ? ` Cucumber said: ${keptMessage(cucumber)}` : ''}`,
  );
}

/** The scenarios an incomplete run's message names; it counts the rest. */
const MOST_UNFINISHED_NAMED = 10;

/**
 * Cucumber's stdout formatter: one that writes nothing. Its output was never read (the certificate
 * is built from the messages), and the summary formatter it replaces cost time quadratic in a
 * feature file's scenarios for every scenario with an undefined or failed step: a listing of one
 * outline of 20,000 rows whose steps were undefined took 198 s.
 */
const SILENT_FORMATTER = `data:text/javascript,${encodeURIComponent("export default { type: 'formatter', formatter() {} };")}`;

async function configure(
  root: string,
  selection: Selection & { parallel?: number },
  setup: Partial<RunSetup>,
  environment: { cwd: string; stdout: Writable; stderr: Writable; env?: NodeJS.ProcessEnv },
) {
  const files: Record<string, string> = {};
  for (const [path, format] of [
    [setup.reports?.html, 'html'],
    [setup.reports?.messages, 'message'],
  ] as const) {
    if (!path) continue;
    const target = resolve(path);
    mkdirSync(dirname(target), { recursive: true });
    files[target] = format;
  }
  const { runConfiguration } = await loadConfiguration(
    {
      file: false,
      provided: {
        ...sourcesOf(selection),
        import: await supportImports(root),
        parallel: selection.parallel ?? 0,
        worldParameters: setup.parameters ?? {},
      },
    },
    environment,
  );
  runConfiguration.formats = { ...runConfiguration.formats, stdout: SILENT_FORMATTER, files, publish: false };
  // Cucumber's API runs 'reverse' though its configuration schema lists only defined and random.
  if (setup.reverse) runConfiguration.sources.order = 'reverse';
  const support = supportOf(root, runConfiguration, environment);
  const endsAt = setup.parameters?.runEndsAt;
  return {
    runConfiguration,
    support: endsAt === undefined ? await support : await loadedBy(support, endsAt, root),
  };
}

/**
 * The step definitions, or a ProjectFileError once the run's budget is spent on importing them:
 * a module awaiting at its top level what never comes keeps the import pending for ever.
 */
async function loadedBy(
  support: Promise<SupportLibrary>,
  endsAt: number,
  root: string,
): Promise<SupportLibrary> {
  let timer: NodeJS.Timeout | undefined;
  const spent = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new ProjectFileError(
            `The step definitions under ${root} were still being imported when the run budget ran out.`,
          ),
        ),
      Math.max(0, endsAt - Date.now()),
    );
  });
  try {
    return await Promise.race([support, spent]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The step definitions and hooks under `root`, imported once per process: a module imported a
 * second time runs no more, so a second loadSupport in one process would find no step at all.
 */
export function supportOf(
  root: string,
  runConfiguration: Parameters<typeof loadSupport>[0],
  environment: Parameters<typeof loadSupport>[1],
): Promise<SupportLibrary> {
  let loading = supportLibraries.get(root);
  if (!loading) {
    // Step definitions that cannot be imported (a package they name is missing, a syntax error)
    // are the project's to fix, said in one line: not an internal error of miau with its stack.
    loading = loadSupport(runConfiguration, environment).catch((error: unknown) => {
      const why = error instanceof Error ? error.message : String(error);
      throw new ProjectFileError(
        `The step definitions under ${root} could not be loaded: ${keptMessage(oneLine(why))}`,
      );
    });
    supportLibraries.set(root, loading);
    loading.catch(() => supportLibraries.delete(root)); // a failed import is tried again next run
  }
  return loading;
}

/** Starts importing the step definitions under `root`; a failure shows when a run needs them. */
function importSupport(root: string): void {
  if (supportLibraries.has(root)) return;
  const environment = { cwd: root, stdout: collect().stream, stderr: collect().stream };
  void supportImports(root)
    .then((imports) => loadConfiguration({ file: false, provided: { import: imports } }, environment))
    .then(({ runConfiguration }) => supportOf(root, runConfiguration, environment))
    .catch(() => undefined);
}

// A failure of the suite itself, not of one scenario; it counts as failed so it is never missed.
function runProblem(uri: string, line: number, message: string): ScenarioResult {
  return {
    name: '(the suite could not run)',
    uri,
    line,
    tags: [],
    requirements: [],
    capability: null,
    outcome: 'failed',
    message,
  };
}

// Progress: one line per feature file, a character per scenario, as the first run goes.
const MARKS: Record<Outcome, string> = {
  passed: '.',
  failed: 'F',
  declined: 'D',
  unsupported: 'U',
  errored: 'E',
  nondeterministic: 'N',
};

class Progress {
  private uri?: string;
  private marks = '';

  constructor(private readonly print?: (line: string) => void) {}

  add(result: ScenarioResult): void {
    if (result.uri !== this.uri) this.end();
    this.uri = result.uri;
    this.marks += MARKS[result.outcome];
  }

  end(): void {
    // A project's feature file may be named anything, a line feed included: one line all the same.
    if (this.uri && this.print) this.print(`${this.marks.padEnd(12)} ${printable(this.uri)}`);
    this.uri = undefined;
    this.marks = '';
  }
}

// The run prints nothing of its own; reports go to files and the certificate.
function collect(): { stream: Writable; text(): string } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  return { stream, text: () => chunks.join('') };
}
