// Judging: follows cucumber's message stream and classifies each finished test case by
// typed outcome, never by printed text.
//   passed       every step passed
//   unsupported  skipped because it needs a capability the engine does not claim
//   declined     a step failed with EngineDeclined: the engine refused, with `level-not-supported`,
//                a pack the harness's own loader accepts (a level it cannot represent)
//   errored      a step failed with an EngineFault (the engine threw, hung, crashed or broke the protocol)
//   failed       anything else: a wrong answer, or an undefined, pending, ambiguous or
//                unexpectedly skipped step (never counted as passed)
// (`nondeterministic` is decided later, by comparing two runs: see determinism.ts.)
import { Status } from '@cucumber/cucumber';
import type { runCucumber } from '@cucumber/cucumber/api';
import type { Hello } from '../contract.js';
import type { JudgedRun } from './determinism.js';
import { CAPABILITIES } from '../engine/module.js';
import type { Capability } from '../../src/types/adapter.js';
import type { Fault, ScenarioResult } from '../../src/types/certificate.js';
import { faultOfType } from './errors.js';
import { keptMessage } from './bounds.js';
import { quote } from '../../src/diagnostics/places.js';

export type Envelope = Parameters<NonNullable<Parameters<typeof runCucumber>[2]>>[0];
type Pickle = NonNullable<Envelope['pickle']>;
type TestCase = NonNullable<Envelope['testCase']>;
type StepResult = NonNullable<Envelope['testStepFinished']>['testStepResult'];

/** The media type of the attachment holding what the engine wrote besides its answers in one scenario. */
export const ENGINE_OUTPUT_MEDIA_TYPE = 'text/x.miau-engine-output';

/**
 * The media type of the attachment a scenario ends with when a step read a load's codes:
 * `compared` (the engine claims `diagnostics`) or `waived` (it is held to the refusal alone).
 */
export const DIAGNOSTICS_MEDIA_TYPE = 'text/x.miau-diagnostics';

const NOT_RUN = new Set(['UNDEFINED', 'PENDING', 'AMBIGUOUS', 'UNKNOWN']);
// The system errors of a machine that works against the harness (a full disk, a read-only or
// failing one, too many open files), as Node words them at the start of a message.
const HARNESS_SYSTEM_ERROR = /^(ENOSPC|EDQUOT|EMFILE|ENFILE|EROFS|EIO|EFBIG): /;

/** A scenario's identity and tags, before it has run. */
export function describePickle(pickle: Pickle): Omit<ScenarioResult, 'outcome' | 'message'> {
  const tags = pickle.tags.map((t) => t.name.replace(/^@/, ''));
  const capability = (tags.find((t) => (CAPABILITIES as readonly string[]).includes(t)) ??
    null) as Capability | null;
  return {
    name: pickle.name,
    uri: pickle.uri,
    line: pickle.location?.line ?? 0,
    tags,
    requirements: tags.filter((t) => t.includes('/')),
    capability,
  };
}

export class Judge {
  private readonly pickles = new Map<string, Pickle>();
  private readonly testCases = new Map<string, TestCase>();
  private readonly started = new Map<
    string,
    { testCaseId: string; steps: { stepId: string; result: StepResult }[] }
  >();
  // Results by the place of their test case in the run order (cucumber announces every test
  // case, in order, before any runs): parallel workers finish out of order, the report may not.
  private readonly order = new Map<string, number>();
  private readonly judgedAt = new Map<number, JudgedRun>();
  private next = 0;
  private readonly outputs = new Map<string, string>();
  private readonly diagnostics = new Map<string, NonNullable<ScenarioResult['diagnostics']>>();
  private readonly claimed: ReadonlySet<string>;
  private readonly harnessProblems: string[] = [];
  private readonly undefinedSteps = new Set<string>();

  /** `onJudged` hears of each scenario as soon as it is judged (for progress). */
  constructor(
    hello: Hello,
    private readonly onJudged?: (result: ScenarioResult) => void,
  ) {
    this.claimed = new Set(hello.capabilities);
  }

  take(envelope: Envelope): void {
    if (envelope.pickle) this.pickles.set(envelope.pickle.id, envelope.pickle);
    if (envelope.testCase) {
      this.testCases.set(envelope.testCase.id, envelope.testCase);
      this.order.set(envelope.testCase.id, this.order.size);
    }
    if (envelope.testCaseStarted) {
      this.started.set(envelope.testCaseStarted.id, {
        testCaseId: envelope.testCaseStarted.testCaseId,
        steps: [],
      });
    }
    const attachment = envelope.attachment;
    if (attachment?.mediaType === ENGINE_OUTPUT_MEDIA_TYPE && attachment.testCaseStartedId) {
      const id = attachment.testCaseStartedId;
      this.outputs.set(id, (this.outputs.get(id) ?? '') + attachment.body);
    }
    if (attachment?.mediaType === DIAGNOSTICS_MEDIA_TYPE && attachment.testCaseStartedId)
      this.diagnostics.set(
        attachment.testCaseStartedId,
        attachment.body === 'compared' ? 'compared' : 'waived',
      );
    const step = envelope.testStepFinished;
    if (step)
      this.started
        .get(step.testCaseStartedId)
        ?.steps.push({ stepId: step.testStepId, result: step.testStepResult });
    const done = envelope.testCaseFinished;
    if (done && !done.willBeRetried) {
      const attempt = this.started.get(done.testCaseStartedId);
      if (!attempt) return;
      const testCase = this.testCases.get(attempt.testCaseId)!;
      const output = this.outputs.get(done.testCaseStartedId);
      const diagnostics = this.diagnostics.get(done.testCaseStartedId);
      const result = {
        ...this.judge(testCase, attempt.steps),
        ...(diagnostics ? { diagnostics } : {}),
        ...(output ? { engineOutput: output } : {}),
      };
      this.judgedAt.set(this.order.get(testCase.id)!, { result, pickleId: testCase.pickleId });
      // Progress hears of each scenario in run order, as soon as every one before it is judged.
      for (let ready = this.judgedAt.get(this.next); ready; ready = this.judgedAt.get(++this.next))
        this.onJudged?.(ready.result);
    }
  }

  /**
   * The scenarios the run announced but never finished (a parallel worker that ended or was
   * stopped while it ran one, or before it took the rest), by file and line, as `file:line "name"`
   * (the name quoted for a message: shortened, control characters shown escaped).
   */
  unfinished(): string[] {
    const finished = new Set([...this.judgedAt.values()].map((judged) => judged.pickleId));
    // Sorted: test cases arrive in the order the workers were handed them, which differs from run
    // to run, and the message must not.
    return [...this.testCases.values()]
      .filter((testCase) => !finished.has(testCase.pickleId))
      .map((testCase) => describePickle(this.pickles.get(testCase.pickleId)!))
      .sort((a, b) => (a.uri < b.uri ? -1 : a.uri > b.uri ? 1 : a.line - b.line))
      .map(({ uri, line, name }) => `${uri}:${line} ${quote(name)}`);
  }

  /**
   * What stopped the harness itself, not the engine, in a scenario (its scratch disk full, too
   * many open files): a system error a step or hook hit in the harness's own work. Engine code
   * runs in another process, so its failures arrive as faults, never as such an error.
   */
  harnessProblem(): string | undefined {
    return this.harnessProblems[0];
  }

  /** The steps no step definition matched, or more than one did, by their text. */
  stepsNotDefined(): string[] {
    return [...this.undefinedSteps];
  }

  /** Every scenario judged so far, in run order (serial or parallel alike), with its pickle id. */
  results(): JudgedRun[] {
    return [...this.judgedAt].sort(([a], [b]) => a - b).map(([, judged]) => judged);
  }

  private judge(testCase: TestCase, steps: { stepId: string; result: StepResult }[]): ScenarioResult {
    const pickle = this.pickles.get(testCase.pickleId)!;
    const base = describePickle(pickle);
    const describeStep = (stepId: string): string => {
      const testStep = testCase.testSteps.find((s) => s.id === stepId);
      const text = pickle.steps.find((s) => s.id === testStep?.pickleStepId)?.text;
      if (text) return `step "${text}"`;
      // A hook after the steps is the scenario's end, where the engine is checked (session.ts).
      const at = testCase.testSteps.findIndex((s) => s.id === stepId);
      const after = testCase.testSteps.slice(0, at).some((s) => s.pickleStepId !== undefined);
      return after ? 'the check after the last step' : 'a hook';
    };

    const failure = steps.find((s) => s.result.status === Status.FAILED);
    if (failure) {
      const { exception, message } = failure.result;
      const why = keptMessage((exception?.message ?? message ?? 'no message').trim());
      const fault = faultOfType(exception?.type);
      if (fault === undefined && HARNESS_SYSTEM_ERROR.test(why))
        this.harnessProblems.push(`${describeStep(failure.stepId)} of ${base.uri}:${base.line}: ${why}`);
      if (fault !== undefined) {
        // A scenario the run's budget left no time for says only that (hooks.ts).
        const message =
          fault === 'not-run' ? why : `${describeStep(failure.stepId)} failed: ${withMoreTime(why, fault)}`;
        return { ...base, outcome: 'errored', message, fault };
      }
      // A declined scenario did not fail, and its reason says so: "The engine declined the pack: …".
      if (exception?.type === 'EngineDeclined')
        return { ...base, outcome: 'declined', message: `${describeStep(failure.stepId)}: ${why}` };
      return { ...base, outcome: 'failed', message: `${describeStep(failure.stepId)} failed: ${why}` };
    }
    const notRun = steps.find((s) => NOT_RUN.has(s.result.status));
    if (notRun) {
      if (notRun.result.status === Status.UNDEFINED || notRun.result.status === Status.AMBIGUOUS)
        this.undefinedSteps.add(describeStep(notRun.stepId));
      return {
        ...base,
        outcome: 'failed',
        message: `${describeStep(notRun.stepId)} is ${notRun.result.status.toLowerCase()}`,
      };
    }
    if (pickle.steps.length === 0) {
      return { ...base, outcome: 'failed', message: 'the scenario has no steps' };
    }
    if (steps.some((s) => s.result.status === Status.SKIPPED)) {
      const unclaimed = base.tags.filter(
        (t) => (CAPABILITIES as readonly string[]).includes(t) && !this.claimed.has(t),
      );
      if (unclaimed.length > 0) {
        return {
          ...base,
          outcome: 'unsupported',
          message: `needs ${unclaimed.join(', ')}, which the engine does not claim`,
        };
      }
      return {
        ...base,
        outcome: 'failed',
        message: 'skipped, though the engine claims every capability it needs',
      };
    }
    return { ...base, outcome: 'passed' };
  }
}

/** Collects the scenarios a dry run selects, in run order, without judging them. */
export class Lister {
  private readonly pickles = new Map<string, Pickle>();
  private readonly selected: Omit<ScenarioResult, 'outcome' | 'message'>[] = [];

  take(envelope: Envelope): void {
    if (envelope.pickle) this.pickles.set(envelope.pickle.id, envelope.pickle);
    const pickle = envelope.testCase && this.pickles.get(envelope.testCase.pickleId);
    if (pickle) this.selected.push(describePickle(pickle));
  }

  results(): Omit<ScenarioResult, 'outcome' | 'message'>[] {
    return this.selected;
  }
}

// spec: conformance/bounded-answers
/** The option that gives an engine more of the time a fault ran out of, said after its reason. */
const MORE_TIME_WITH: Partial<Record<Fault, string>> = {
  'no-answer': '--turn-limit <ms>',
  'scenario-budget': '--scenario-budget <ms>',
  'run-budget': '--run-budget <s>',
};

function withMoreTime(why: string, fault: Fault): string {
  const option = MORE_TIME_WITH[fault];
  if (option === undefined) return why;
  return `${why}${/[.!?"”)]$/.test(why) ? '' : '.'} A slower engine is given more time with ${option}.`;
}
