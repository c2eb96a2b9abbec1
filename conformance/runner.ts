// The certification runner: runs the Gherkin suite against one engine module through
// cucumber's JS API and judges every scenario by typed outcome, never by output text.
//   passed       every step passed
//   unsupported  skipped because it needs a capability the engine does not claim
//   errored      a step failed with an EngineFault (the engine threw, crashed or broke the protocol)
//   failed       anything else: a wrong answer, or an undefined, pending, ambiguous or
//                unexpectedly skipped step (never counted as passed)
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { loadConfiguration, loadSources, loadSupport, runCucumber } from '@cucumber/cucumber/api';
import type { Hello } from './contract.js';
import type { Capability } from '../src/types/adapter.js';
import { CAPABILITIES, openEngine } from './engine-module.js';

type Envelope = Parameters<NonNullable<Parameters<typeof runCucumber>[2]>>[0];
type SupportLibrary = Awaited<ReturnType<typeof loadSupport>>;

/** The project root this file belongs to: where features/ lives by default. */
export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** How one scenario came out against the engine. */
export type Outcome = 'passed' | 'failed' | 'unsupported' | 'errored';

export interface ScenarioResult {
  name: string;
  /** Feature file, relative to the root. */
  uri: string;
  line: number;
  /** Every tag, without the leading `@`. */
  tags: string[];
  /** Requirement slugs (`rules/sink`) from the tags that hold a `/`. */
  requirements: string[];
  /** The optional capability the scenario needs, or null for core behaviour. */
  capability: Capability | null;
  outcome: Outcome;
  /** Why it did not pass. */
  message?: string;
}

export interface Totals {
  passed: number;
  failed: number;
  unsupported: number;
  errored: number;
}

export interface CertifyResult {
  engine: Hello;
  scenarios: ScenarioResult[];
  totals: Totals;
}

export interface CertifyOptions {
  /** Path of the engine module (absolute, or relative to the current directory). */
  engineModule: string;
  /** Project root holding features/ (default: this project). */
  root?: string;
  /** Cucumber tag expression selecting scenarios. */
  tags?: string;
  /** Regular expressions; a scenario runs when its name matches one. */
  name?: string[];
  /** Write cucumber's HTML report to this file. */
  html?: string;
  /** Write cucumber's message stream (NDJSON) to this file. */
  messages?: string;
}

// Step definitions are ES modules: importing them twice in one process is a no-op, so the
// library built by the first import is kept and reused for every later run with the same root.
const supportLibraries = new Map<string, SupportLibrary>();

/**
 * Certifies one engine module against the features under `root`. Throws EngineModuleError
 * when the module is unusable and EngineFault when its handshake fails; scenario failures are
 * results, not exceptions.
 */
export async function certify(options: CertifyOptions): Promise<CertifyResult> {
  const root = resolve(options.root ?? PROJECT_ROOT);
  const engineModule = resolve(options.engineModule);
  const { build, hello } = await openEngine(engineModule);
  await build.close?.();

  // Cucumber's own output is kept out of the way; what it says on stderr explains a run that
  // failed without a failing scenario.
  const stderr = collect();
  const environment = { cwd: root, stdout: collect().stream, stderr: stderr.stream };
  const files: Record<string, string> = {};
  for (const [path, format] of [[options.html, 'html'], [options.messages, 'message']] as const) {
    if (!path) continue;
    const target = resolve(path);
    mkdirSync(dirname(target), { recursive: true });
    files[target] = format;
  }
  const { runConfiguration } = await loadConfiguration(
    {
      file: false,
      provided: {
        paths: ['features/**/*.feature'],
        import: ['features/**/*.ts'],
        tags: options.tags ?? '',
        name: options.name ?? [],
        parallel: 0,
        worldParameters: { engineModule },
      },
    },
    environment,
  );
  runConfiguration.formats = { ...runConfiguration.formats, stdout: 'summary', files, publish: false };

  let support = supportLibraries.get(root);
  if (!support) {
    support = await loadSupport(runConfiguration, environment);
    supportLibraries.set(root, support);
  }
  // A feature file that does not parse stops cucumber before any scenario: report each one.
  const sources = await loadSources(runConfiguration.sources, environment);
  const unparsed = sources.errors.map((e) => runProblem(e.uri, e.location.line, `does not parse: ${oneLine(e.message)}`));
  const judge = new Judge(hello);
  const run = await runCucumber({ ...runConfiguration, support }, environment, (envelope) => judge.take(envelope));
  const scenarios = [...unparsed, ...judge.results()];
  if (!run.success && !scenarios.some((s) => s.outcome === 'failed' || s.outcome === 'errored')) {
    scenarios.push(runProblem('features', 0, `the cucumber run failed: ${oneLine(stderr.text()) || 'no reason given'}`));
  }
  return { engine: hello, scenarios, totals: countOutcomes(scenarios) };
}

// A failure of the suite itself, not of one scenario; it counts as failed so it is never missed.
function runProblem(uri: string, line: number, message: string): ScenarioResult {
  return { name: '(the suite could not run)', uri, line, tags: [], requirements: [], capability: null, outcome: 'failed', message };
}

/** Adds up outcomes. */
export function countOutcomes(scenarios: readonly { outcome: Outcome }[]): Totals {
  const totals: Totals = { passed: 0, failed: 0, unsupported: 0, errored: 0 };
  for (const s of scenarios) totals[s.outcome] += 1;
  return totals;
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

// Judging ------------------------------------------------------------------

type Pickle = NonNullable<Envelope['pickle']>;
type TestCase = NonNullable<Envelope['testCase']>;
type StepResult = NonNullable<Envelope['testStepFinished']>['testStepResult'];

const NOT_RUN = new Set(['UNDEFINED', 'PENDING', 'AMBIGUOUS', 'UNKNOWN']);

/** Follows cucumber's message stream and classifies each finished test case. */
class Judge {
  private readonly pickles = new Map<string, Pickle>();
  private readonly testCases = new Map<string, TestCase>();
  private readonly started = new Map<string, { testCaseId: string; steps: { stepId: string; result: StepResult }[] }>();
  private readonly finished: ScenarioResult[] = [];
  private readonly claimed: ReadonlySet<string>;

  constructor(hello: Hello) {
    this.claimed = new Set(hello.capabilities);
  }

  take(envelope: Envelope): void {
    if (envelope.pickle) this.pickles.set(envelope.pickle.id, envelope.pickle);
    if (envelope.testCase) this.testCases.set(envelope.testCase.id, envelope.testCase);
    if (envelope.testCaseStarted) {
      this.started.set(envelope.testCaseStarted.id, { testCaseId: envelope.testCaseStarted.testCaseId, steps: [] });
    }
    const step = envelope.testStepFinished;
    if (step) this.started.get(step.testCaseStartedId)?.steps.push({ stepId: step.testStepId, result: step.testStepResult });
    const done = envelope.testCaseFinished;
    if (done && !done.willBeRetried) {
      const attempt = this.started.get(done.testCaseStartedId);
      if (attempt) this.finished.push(this.judge(attempt.testCaseId, attempt.steps));
    }
  }

  results(): ScenarioResult[] {
    return this.finished;
  }

  private judge(testCaseId: string, steps: { stepId: string; result: StepResult }[]): ScenarioResult {
    const testCase = this.testCases.get(testCaseId)!;
    const pickle = this.pickles.get(testCase.pickleId)!;
    const tags = pickle.tags.map((t) => t.name.replace(/^@/, ''));
    const capability = (tags.find((t) => (CAPABILITIES as readonly string[]).includes(t)) ?? null) as Capability | null;
    const base = {
      name: pickle.name,
      uri: pickle.uri,
      line: pickle.location?.line ?? 0,
      tags,
      requirements: tags.filter((t) => t.includes('/')),
      capability,
    };
    const describeStep = (stepId: string): string => {
      const testStep = testCase.testSteps.find((s) => s.id === stepId);
      const text = pickle.steps.find((s) => s.id === testStep?.pickleStepId)?.text;
      return text ? `step "${text}"` : 'a hook';
    };

    const failure = steps.find((s) => s.result.status === 'FAILED');
    if (failure) {
      const { exception, message } = failure.result;
      const why = (exception?.message ?? message ?? 'no message').trim();
      const outcome: Outcome = exception?.type === 'EngineFault' ? 'errored' : 'failed';
      return { ...base, outcome, message: `${describeStep(failure.stepId)} failed: ${why}` };
    }
    const notRun = steps.find((s) => NOT_RUN.has(s.result.status));
    if (notRun) {
      return { ...base, outcome: 'failed', message: `${describeStep(notRun.stepId)} is ${notRun.result.status.toLowerCase()}` };
    }
    if (pickle.steps.length === 0) {
      return { ...base, outcome: 'failed', message: 'the scenario has no steps' };
    }
    if (steps.some((s) => s.result.status === 'SKIPPED')) {
      const unclaimed = tags.filter((t) => (CAPABILITIES as readonly string[]).includes(t) && !this.claimed.has(t));
      if (unclaimed.length > 0) {
        return { ...base, outcome: 'unsupported', message: `needs ${unclaimed.join(', ')}, which the engine does not claim` };
      }
      return { ...base, outcome: 'failed', message: 'skipped, though the engine claims every capability it needs' };
    }
    return { ...base, outcome: 'passed' };
  }
}

// Assertion messages span lines; a certificate row wants one.
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
