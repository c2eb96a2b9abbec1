// The engine session of a cucumber run: the engine under test, shared by every scenario of a
// process (opened once, restarted after it was lost, closed after the run), and one scenario's
// use of it: every call within the time limits, its answer checked and written to the
// scenario's transcript (for the determinism check), a throw turned into an EngineFault.
// features/support/world.ts only wires this into cucumber's World.
import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { EngineBuild, Hello, LoadResult } from '../contract.js';
import type { OpenedEngine } from '../engine/module.js';
import { openEngineSource, withTimeLimit } from '../engine/source.js';
import { sessionOf } from '../protocol/client.js';
import { leadsInto } from '../../src/data/json-pointer.js';
import { loadPack } from '../../src/pack/loading.js';
import { checkAnswer } from './answer-check.js';
import { answerDigest, canonicalJson } from './answer-digest.js';
import { transcriptFileOf } from './determinism.js';
import { printable } from '../../src/data/safe-text.js';
import { EngineDeclined, EngineFault, engineFault, isErrorAnswer, type Fault } from './errors.js';
import { limitsOf, runBudgetLeft, sourceOf, type WorldParameters } from './world-parameters.js';

// One engine per source per process: importing (or starting), building and greeting happen once,
// and again only after the engine was lost. Kept on the process's global object, because this
// module may be loaded twice in one process (vitest loads the runner through its own loader,
// cucumber the step definitions natively), and the engine certify greeted must reach both.
const ENGINES = Symbol.for('miau.conformance.engines');
const processGlobal = globalThis as { [ENGINES]?: Map<string, Promise<OpenedEngine>> };
const engines = (processGlobal[ENGINES] ??= new Map<string, Promise<OpenedEngine>>());
// The first hello of each source in this process: a restarted engine must greet the same way,
// or the capabilities the run judges by would not be the ones its scenarios were played with.
const HELLOS = Symbol.for('miau.conformance.first-hellos');
const hellosGlobal = globalThis as { [HELLOS]?: Map<string, Hello> };
const firstHellos = (hellosGlobal[HELLOS] ??= new Map<string, Hello>());
let latest: WorldParameters | undefined;

/** The shared engine for these parameters, opened on first use. */
export function sharedEngine(parameters: WorldParameters): Promise<OpenedEngine> {
  latest = parameters;
  const source = sourceOf(parameters);
  if (!source) throw new TypeError('The world parameters name no engine (engineModule or engineCmd).');
  const key = JSON.stringify(source);
  let opened = engines.get(key);
  if (!opened) {
    opened = openEngineSource(source, limitsOf(parameters)).then((engine) =>
      sameHello(key, engine, parameters.greeting),
    );
    engines.set(key, opened);
  }
  return opened;
}

// The engine as opened, when it greeted as the first engine of its source did; else closed, and
// a fault that says what changed.
// The capabilities are a set (the schema keeps each once): the same claims in another order are
// the same greeting.
function helloAsSet(hello: OpenedEngine['hello']): unknown {
  return { ...hello, capabilities: [...hello.capabilities].sort() };
}

// The first greeting is certify's own (world parameter `greeting`) when it gave one: a parallel
// worker's engines are then held to it, as a serial run's restarts are.
async function sameHello(key: string, engine: OpenedEngine, greeting?: Hello): Promise<OpenedEngine> {
  const first = firstHellos.get(key) ?? greeting;
  if (first === undefined) {
    firstHellos.set(key, engine.hello);
    return engine;
  }
  if (canonicalJson(helloAsSet(first)) === canonicalJson(helloAsSet(engine.hello))) {
    firstHellos.set(key, first);
    return engine;
  }
  await engine.build.close?.().catch(() => undefined);
  throw engineFault(
    'bad-hello',
    `The engine greeted differently from its first greeting: first ${describeHello(first)}, now ${describeHello(engine.hello)}; a build must answer hello the same way every time, in every process.`,
  );
}

function describeHello(hello: Hello): string {
  const claims = hello.capabilities.length > 0 ? hello.capabilities.join(', ') : 'nothing';
  return `${printable(`${hello.name} ${hello.version}`)} (protocol ${hello.protocol}) claiming ${claims}`;
}

/**
 * Makes an engine opened and greeted already the shared engine for these parameters (certify
 * greets the engine before the run): the first scenario plays on it instead of starting another.
 */
export function adoptEngine(parameters: WorldParameters, opened: OpenedEngine): void {
  const source = sourceOf(parameters);
  if (!source) return;
  const key = JSON.stringify(source);
  firstHellos.set(key, opened.hello);
  engines.set(key, Promise.resolve(opened));
}

/** Forgets and closes a lost engine, so the next scenario starts a fresh one. */
export async function discardEngine(parameters: WorldParameters): Promise<void> {
  const key = JSON.stringify(sourceOf(parameters));
  const opened = engines.get(key);
  engines.delete(key);
  const engine = await opened?.catch(() => undefined);
  await engine?.build.close?.().catch(() => undefined);
}

/**
 * Closes every engine after a run (a second run starts engines of its own). A program that
 * broke the protocol while it was told bye (it answered twice, or printed a line that is not an
 * answer) throws that fault: no scenario is left to charge it to, so the run reports it.
 */
export async function closeEnginesAfterRun(): Promise<void> {
  const all = [...engines.values()];
  engines.clear();
  firstHellos.clear();
  let atBye: EngineFault | undefined;
  for (const opened of all) {
    const engine = await opened.catch(() => undefined);
    await engine?.build.close?.().catch(() => undefined);
    atBye ??= engine && sessionOf(engine.build)?.faultAtBye();
  }
  if (!atBye) return;
  const fault = {
    fault: atBye.fault,
    message: `After the last scenario, as it was told bye: ${atBye.message}`,
  };
  // A fault thrown here would end cucumber's run without a result: it is filed for the runner
  // (beside the transcripts, a parallel worker in a file of its own), which reports it.
  const file = latest?.transcripts;
  if (file === undefined) throw engineFault(fault.fault, fault.message);
  appendFileSync(
    transcriptFileOf(`${file}${AT_BYE}`, process.env.CUCUMBER_WORKER_ID),
    `${JSON.stringify(fault)}\n`,
  );
}

// The suffix of the file beside a run's transcripts where its faults at bye are filed.
const AT_BYE = '.at-bye';

/** The first fault filed at bye by a run whose transcripts go to `file` (or its workers). */
export function faultAtByeOf(file: string): { fault: Fault; message: string } | undefined {
  const name = `${basename(file)}${AT_BYE}`;
  let files: string[];
  try {
    files = readdirSync(dirname(file)).filter((f) => f === name || f.startsWith(`${name}.worker-`));
  } catch {
    return undefined;
  }
  for (const found of files.sort()) {
    const line = readFileSync(join(dirname(file), found), 'utf8').split('\n')[0];
    if (line) return JSON.parse(line) as { fault: Fault; message: string };
  }
  return undefined;
}

// The answers a determinism check compares: the board and everything a turn reports. The
// handshake and saved games are left out (a save is the engine's own opaque data).
const COMPARED = new Set(['load', 'start', 'input', 'observe', 'undo', 'solve']);

/** What the engine answered in one scenario, call by call. */
export class Transcript {
  readonly calls: { call: string; answer: unknown }[] = [];

  record(call: string, answer: unknown): void {
    if (!COMPARED.has(call)) return;
    // A started game is an object of methods: what counts is that it started.
    const started = call === 'start' && typeof (answer as { input?: unknown } | null)?.input === 'function';
    this.calls.push({ call, answer: started ? 'started' : answer });
  }

  /**
   * Appends this scenario's transcript as one JSON line (keys sorted, so key order never counts).
   * An answer longer than DIGESTED_FROM is filed as its digest (answerDigest): 30 MB answers once
   * made a run's transcript file too long to read back, and the check was skipped without a word.
   */
  write(file: string, pickleId: string): void {
    const calls = this.calls.map(({ call, answer }) => ({ call, answer: answerDigest(answer) }));
    // A parallel worker appends to a file of its own (transcriptFileOf), read back with the rest.
    appendFileSync(
      transcriptFileOf(file, process.env.CUCUMBER_WORKER_ID),
      `${canonicalJson({ pickle: pickleId, calls })}\n`,
    );
  }
}

/**
 * An answer with the order the contract leaves open fixed: an observation's rules are a multiset
 * ("rules in any order"), and so are a load's diagnostics (compared as a set of code at path), so
 * every step and the determinism check see them sorted, and an engine that lists them from a hash
 * map (a Python set, whose order changes from process to process) is judged on what it says, not
 * on its map's order: a parallel run found such an engine nondeterministic, a serial run did not.
 */
function inContractOrder<T>(call: string, answer: T): T {
  if (call === 'observe') {
    const observation = answer as { rules: readonly string[] };
    return { ...observation, rules: [...observation.rules].sort() } as T;
  }
  if (call !== 'load' || typeof answer !== 'object' || answer === null) return answer;
  const loaded = { ...(answer as Record<string, unknown>) };
  for (const list of ['errors', 'warnings'])
    if (Array.isArray(loaded[list])) loaded[list] = sortedByJson(loaded[list] as unknown[]);
  return loaded as T;
}

function sortedByJson(items: readonly unknown[]): unknown[] {
  return items
    .map((item) => [canonicalJson(item), item] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, item]) => item);
}

/** One scenario's calls to the shared engine. */
export class ScenarioSession {
  /** What the engine answered in this scenario, for the runner's determinism check. */
  readonly transcript = new Transcript();
  /**
   * How long this scenario's engine calls have taken so far: the time from each request to its
   * answer, which is what the scenario's budget bounds (INTERPRETING.md: "all engine calls of one
   * scenario"). The harness's own work between calls (steps, answer checks, cucumber, a pack file
   * evaluated) and the wait for an engine to start are not the engine's to pay: measured as wall
   * time since the scenario began, a correct engine answering in 10 ms had the 2,100-turn undo
   * scenario errored on a loaded machine, with 23 of its 60 s spent outside any call.
   */
  private callsMs = 0;
  /** Every engine build the scenario used, to collect what each wrote besides its answers. */
  private readonly builds = new Set<EngineBuild>();
  /**
   * The fault that lost the engine in this scenario. The scenario's game went with it, so a later
   * call (a picture's observe after the failed step) answers this fault again rather than start
   * an engine that holds no game: that start cost a whole engine process per lost scenario.
   */
  private lostTo: EngineFault | undefined;

  constructor(readonly parameters: WorldParameters) {}

  /** The engine build and its checked hello, opened once per process. */
  async engine(): Promise<OpenedEngine> {
    if (this.lostTo) throw this.lostTo;
    const opened = await sharedEngine(this.parameters);
    this.builds.add(opened.build);
    return opened;
  }

  /**
   * Ends the scenario: a fault the engine showed after the scenario's last answer (an answer
   * given twice or to a request never sent, a line that is not an answer, an exit), read from
   * what it has written so far, is this scenario's, thrown here and not left to fail the next
   * scenario's first request; the engine is discarded, so the next one starts afresh.
   */
  async finish(): Promise<void> {
    if (this.lostTo) return;
    for (const build of this.builds) {
      const fault = await sessionOf(build)?.faultSoFar();
      if (fault === undefined) continue;
      this.lostTo = fault;
      await discardEngine(this.parameters);
      throw fault;
    }
  }

  /** The engine's handshake, as greeted once for the whole process. */
  async hello(): Promise<Hello> {
    return (await this.engine()).hello;
  }

  /** What the engines of this scenario wrote on stderr (a module: and stdout) since it began, bounded. */
  takeEngineOutput(): string {
    return [...this.builds].map((build) => sessionOf(build)?.takeOutput() ?? '').join('');
  }

  /**
   * Calls the engine within the time limits, checks its answer against the protocol schema
   * (answer-check.ts) and records it; anything it throws becomes an EngineFault naming the
   * call. A lost engine (late, exited, off protocol) is restarted before the next scenario.
   */
  async call<T>(name: string, run: (build: EngineBuild) => Promise<T>): Promise<T> {
    const { build } = await this.engine();
    try {
      const { ms, limit, fault } = this.timeFor(name, build);
      const began = performance.now();
      let answered: T;
      try {
        answered = await withTimeLimit(run(build), ms, name, limit, fault);
      } finally {
        this.callsMs += performance.now() - began;
      }
      const answer = inContractOrder(name, checkAnswer(name, answered));
      this.transcript.record(name, answer);
      return answer;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      // An error without words still gets a sentence that ends: "threw: " said nothing.
      const said = reason.trim() === '' ? ' without a message' : `: ${reason}`;
      const fault =
        error instanceof EngineFault
          ? error
          : engineFault(
              'engine-threw',
              isErrorAnswer(error)
                ? `The engine answered ${name} with an error${said}`
                : `The engine's ${name} threw${said}`,
              { cause: error },
            );
      if (fault.lost) {
        this.lostTo ??= fault;
        await discardEngine(this.parameters);
      }
      throw fault;
    }
  }

  /** Like call, for a call that is expected to be refused: returns the fault instead of throwing. */
  async attempt<T>(
    name: string,
    run: (build: EngineBuild) => Promise<T>,
  ): Promise<{ value: T } | { fault: EngineFault }> {
    try {
      return { value: await this.call(name, run) };
    } catch (error) {
      // A refusal is an answer; a lost engine (a hang, an exit) is not.
      if (error instanceof EngineFault && !error.lost) {
        this.transcript.record(name, { refused: true });
        return { fault: error };
      }
      throw error;
    }
  }

  // A call may take one turn's limit (a solve, the rest of the budget), never more than the
  // scenario has left.
  private timeFor(name: string, build: EngineBuild): { ms: number; limit: string; fault: Fault } {
    const { turnMs, scenarioMs } = limitsOf(this.parameters);
    const { runBudgetS } = this.parameters;
    const runLeft = runBudgetLeft(this.parameters) ?? Infinity;
    if (runLeft <= 0)
      throw engineFault(
        'run-budget',
        `The run budget of ${runBudgetS} s was spent before the engine's ${name}.`,
        {
          lost: true,
        },
      );
    const scenarioLeft = Math.floor(scenarioMs - this.callsMs);
    // Marked lost: a scenario out of time is never read as a refusal, and the next one starts afresh.
    if (scenarioLeft <= 0)
      throw engineFault(
        'scenario-budget',
        `The scenario used up its budget of ${scenarioMs} ms before the engine's ${name}.`,
        { lost: true },
      );
    if (runLeft < Math.min(turnMs, scenarioLeft))
      return {
        ms: runLeft,
        limit: `${runLeft} ms, what was left of the run budget of ${runBudgetS} s`,
        fault: 'run-budget',
      };
    const left = scenarioLeft;
    // Under --check-protocol a program's start is several requests, each held to the turn limit by
    // the client: the call as a whole has a turn limit for each, so that a start answered in 2.6 s
    // is not "did not answer start within 5000 ms".
    const requests = name === 'start' ? (sessionOf(build)?.nextStartRequests() ?? 1) : 1;
    const callMs = turnMs * requests;
    if (name !== 'solve' && callMs <= left)
      return {
        ms: callMs,
        limit:
          requests === 1
            ? `${turnMs} ms`
            : `${callMs} ms (${turnMs} ms for each of its ${requests} requests)`,
        fault: 'no-answer',
      };
    return {
      ms: left,
      limit: `${left} ms, what was left of the scenario's budget of ${scenarioMs} ms`,
      fault: 'scenario-budget',
    };
  }
}

/** The one code an engine refuses a level with when it cannot represent it (spec: conformance/declined-levels). */
export const LEVEL_NOT_SUPPORTED = 'level-not-supported';

/**
 * A refusal made only of `level-not-supported` errors, of a pack the harness's own loader
 * accepts, is a decline: the scenario is *declined*, not failed (this throws EngineDeclined). The
 * same refusal of a pack that is invalid anyway is an ordinary refusal, which any scenario
 * expecting one accepts. For a refusal that holds `level-not-supported` errors and is no decline,
 * answers why not (one sentence), said beside the refusal: an engine that meant to decline
 * otherwise saw only that its pack did not load. Undefined for any other answer.
 */
export function declineOf(input: unknown, result: LoadResult): string | undefined {
  if (result.ok) return undefined;
  const declines = result.errors.filter((d) => d.code === LEVEL_NOT_SUPPORTED);
  if (declines.length === 0) return undefined;
  const other = result.errors.find((d) => d.code !== LEVEL_NOT_SUPPORTED);
  if (other)
    return `the refusal also has other codes (${printable(String(other.code))} at "${printable(String(other.path))}"), and a decline is made of level-not-supported errors alone`;
  for (const d of declines) {
    const why = notADecline(input, d);
    if (why !== undefined)
      return `the level-not-supported diagnostic at "${printable(String(d.path))}" is no decline: ${why}`;
  }
  if (!loadPack(input).ok)
    return "the harness's own loader refuses the pack too, so it is an ordinary refusal";
  throw new EngineDeclined(
    `The engine declined the pack: ${describeDiagnostics(result).replace(/\n/g, '; ')}`,
  );
}

// A decline is a diagnostic like any other: of severity error, at a path into the pack, with a
// message of one line. One that is not (a path into nothing, a warning, a message of several
// lines) is an ordinary refusal of a valid pack: four such builds passed every scenario. Says
// why not, in words an engine author can act on.
function notADecline(input: unknown, d: LoadResult['warnings'][number]): string | undefined {
  if (d.severity !== 'error') return `it is of severity ${printable(String(d.severity))}, not error`;
  if (typeof d.message !== 'string' || d.message.trim() === '') return 'its message is empty';
  if (/[\n\r]/.test(d.message)) return 'its message holds a line break';
  if (typeof d.path !== 'string' || !leadsInto(input, d.path))
    return 'its path does not lead into the pack (every segment but the last must name a place the pack has)';
  return undefined;
}

/** Lists diagnostics one a line, for failure messages. */
export function describeDiagnostics(
  result: Pick<LoadResult, 'warnings'> & ({ ok: true } | { ok: false; errors: LoadResult['warnings'] }),
): string {
  const all = [...(result.ok ? [] : result.errors), ...result.warnings];
  if (all.length === 0) return '(no diagnostics)';
  // One line a diagnostic, whatever the engine put in it (see EngineFault).
  return all.map((d) => printable(`${d.severity} ${d.code} at "${d.path}": ${d.message}`)).join('\n');
}
