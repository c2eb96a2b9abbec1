// The World: one per scenario. It holds the engine under test (shared by the whole process)
// and what the scenario has built and seen so far. Steps talk to the engine only through
// `engineCall`, so an engine that throws is reported as an EngineFault (*errored*), never as
// a wrong answer (*failed*).
import assert from 'node:assert/strict';
import { World, setWorldConstructor, type IWorldOptions } from '@cucumber/cucumber';
import type { EngineBuild, EngineGame, Hello, LoadResult, MiauPack, Observation, TurnResult } from '../../conformance/contract.js';
import { checkAnswer } from '../../conformance/runner/answer-check.js';
import type { OpenedEngine } from '../../conformance/engine/module.js';
import { withTimeLimit } from '../../conformance/engine/source.js';
import { EngineDeclined, EngineFault } from '../../conformance/runner/errors.js';
import { loadPack } from '../../src/pack/loading.js';
import type { Diagnostic } from '../../src/types/adapter.js';
import type { Level } from '../../src/types/pack.js';
import { featureUses } from '../../src/checks/feature-flags.js';
import { sessionOf } from '../../conformance/protocol/client.js';
import { discardEngine, limitsOf, openedEngines, runBudgetLeft, sharedEngine, sourceOf, Transcript, type MiauParameters } from './engine-session.js';

// The engine is shared by the whole process (engine-session.ts): opened once, restarted only
// after it was lost, closed after the run.
export { openedEngines, type MiauParameters };

/** The level id of the one-level pack a `Given the board:` step builds. */
export const BOARD_LEVEL_ID = 'board';

// The board packs scenarios author themselves. Like a careful designer, such a pack lists the
// features its level uses when it is loaded (spec: packs/feature-flags), so only the scenarios
// about feature flags, which write their packs out, meet the feature-not-listed warning.
const boardPacks = new WeakSet<object>();

/** A one-level pack around a board; the level's other fields are filled by later Given steps. */
export function boardPack(level: Pick<Level, 'width' | 'height' | 'objects'>): MiauPack {
  const pack: MiauPack = {
    manifest: { id: 'scenario', name: 'A scenario board', version: '1.0.0', engine: 1 },
    levels: [{ id: BOARD_LEVEL_ID, title: 'Scenario board', ...level }],
  };
  boardPacks.add(pack);
  return pack;
}

function listUsedFeatures(pack: MiauPack): void {
  const used = [...featureUses(pack).keys()];
  if (used.length > 0 && pack.manifest.features === undefined) pack.manifest.features = used;
}

export class MiauWorld extends World<MiauParameters> {
  /** The pack the scenario authors (a board, or a JSON docstring); not yet given to the engine. */
  packInput: unknown;
  /** The last answer of `load`, and whether a Then step has looked at it. */
  loadResult?: LoadResult;
  loadChecked = false;
  /** The first answer, when a scenario loads a pack and then loads the loaded pack. */
  firstLoad?: LoadResult;
  /** Where the scenario's pack came from and which level it plays, when it names a pack file. */
  packPath?: string;
  levelId?: string;
  /** The game being played; `undefined` until the first step that needs one. */
  private game?: EngineGame;
  /** Why the engine refused to start the level a step asked for. */
  startFault?: EngineFault;
  /** The board just before the scenario's action, to tell what the action changed. */
  before?: Observation;
  /** The answers of the inputs of the scenario's action, in order; the last is the latest turn. */
  turns: TurnResult[] = [];
  /** The diagnostics of a move string refused before play. */
  moveErrors?: Diagnostic[];
  /** A pack file the scenario wrote, its folder (removed after the scenario) and why it did not read. */
  packFile?: string;
  tempDir?: string;
  fileErrors?: Diagnostic[];
  /** The warnings of reading the pack file (a key given twice), apart from the engine's. */
  fileWarnings?: Diagnostic[];
  /** The engine's answer to a hello sent by the scenario itself. */
  greeting?: Hello;
  /** What the last undo answered. */
  undoResult?: boolean;
  /** A saved game (see the snapshot steps). */
  saved?: unknown;
  /** The same moves played twice from one save: each input's answer and the board after it. */
  replays: { move: string; turn: TurnResult; board: Observation }[][] = [];
  /** What the engine answered in this scenario, for the runner's determinism check. */
  readonly transcript = new Transcript();
  /** When the scenario began, for its time budget. */
  private readonly startedAt = performance.now();
  /** Every engine build the scenario used, to collect what each wrote besides its answers. */
  private readonly builds = new Set<EngineBuild>();

  constructor(options: IWorldOptions<MiauParameters>) {
    super(options);
    assert.ok(
      this.parameters && sourceOf(this.parameters),
      'Run cucumber with --world-parameters \'{"engineModule":"/absolute/path/to/engine.ts"}\' (or "engineCmd": "a command").',
    );
  }

  /** The engine build and its checked hello, opened once per process. */
  async engine(): Promise<OpenedEngine> {
    const opened = await sharedEngine(this.parameters);
    this.builds.add(opened.build);
    return opened;
  }

  /** What the engines of this scenario wrote on stderr (a module: and stdout) since it began, bounded. */
  takeEngineOutput(): string {
    return [...this.builds].map((build) => sessionOf(build)?.takeOutput() ?? '').join('');
  }

  /** The engine's handshake, as greeted once for the whole process. */
  async hello(): Promise<Hello> {
    return (await this.engine()).hello;
  }

  /**
   * Whether the engine claims the exact diagnostics (capability `diagnostics`): only then do
   * steps compare the codes and pointers of a refusal; otherwise any error refuses.
   */
  async claimsDiagnostics(): Promise<boolean> {
    return (await this.hello()).capabilities.includes('diagnostics');
  }

  /**
   * Calls the engine within the time limits, checks its answer against the protocol schema
   * (conformance/runner/answer-check.ts) and records it; anything it throws becomes an EngineFault
   * naming the call. A lost engine (late, exited, off protocol) is restarted before the next
   * scenario.
   */
  async engineCall<T>(name: string, run: (build: EngineBuild) => Promise<T>): Promise<T> {
    const { build } = await this.engine();
    try {
      const { ms, limit } = this.timeFor(name);
      const answer = checkAnswer(name, await withTimeLimit(run(build), ms, name, limit));
      this.transcript.record(name, answer);
      return answer;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const fault = error instanceof EngineFault ? error : new EngineFault(`The engine's ${name} threw: ${reason}`, { cause: error });
      if (fault.lost) await discardEngine(this.parameters);
      throw fault;
    }
  }

  // A call may take one turn's limit (a solve, the rest of the budget), never more than the
  // scenario has left.
  private timeFor(name: string): { ms: number; limit: string } {
    const { turnMs, scenarioMs } = limitsOf(this.parameters);
    const runLeft = runBudgetLeft(this.parameters) ?? Infinity;
    if (runLeft <= 0) throw new EngineFault(`The run budget of ${this.parameters.runBudgetS} s was spent before the engine's ${name}.`, { lost: true });
    const scenarioLeft = Math.floor(scenarioMs - (performance.now() - this.startedAt));
    // Marked lost: a scenario out of time is never read as a refusal, and the next one starts afresh.
    if (scenarioLeft <= 0) throw new EngineFault(`The scenario used up its budget of ${scenarioMs} ms before the engine's ${name}.`, { lost: true });
    if (runLeft < Math.min(turnMs, scenarioLeft)) return { ms: runLeft, limit: `${runLeft} ms, what was left of the run budget of ${this.parameters.runBudgetS} s` };
    const left = scenarioLeft;
    if (name !== 'solve' && turnMs <= left) return { ms: turnMs, limit: `${turnMs} ms` };
    return { ms: left, limit: `${left} ms, what was left of the scenario's budget of ${scenarioMs} ms` };
  }

  /** Like engineCall, for a call that is expected to be refused: returns the fault instead of throwing. */
  async engineAttempt<T>(name: string, run: (build: EngineBuild) => Promise<T>): Promise<{ value: T } | { fault: EngineFault }> {
    try {
      return { value: await this.engineCall(name, run) };
    } catch (error) {
      // A refusal is an answer; a lost engine (a hang, an exit) is not.
      if (error instanceof EngineFault && !error.lost) {
        this.transcript.record(name, { refused: true });
        return { fault: error };
      }
      throw error;
    }
  }

  /** Gives the authored pack to `load` and remembers the answer. */
  async load(): Promise<LoadResult> {
    const input = this.packInput;
    if (typeof input === 'object' && input !== null && boardPacks.has(input)) listUsedFeatures(input as MiauPack);
    this.loadResult = await this.engineCall('load', (build) => build.load(input));
    this.loadChecked = false;
    declineOf(input, this.loadResult);
    return this.loadResult;
  }

  /** Loads the authored pack for play: the load must succeed, with its diagnostics shown if not. */
  async loadForPlay(): Promise<MiauPack> {
    const result = await this.load();
    this.loadChecked = true;
    assert.ok(result.ok, `The scenario's pack does not load:\n${describeDiagnostics(result)}`);
    return result.pack;
  }

  /** Loads the authored pack and starts one of its levels; a refusal is returned, not thrown. */
  async startLevel(levelId: string): Promise<{ value: EngineGame } | { fault: EngineFault }> {
    const pack = await this.loadForPlay();
    const started = await this.engineAttempt('start', (build) => build.start(pack, levelId));
    if ('value' in started) this.game = started.value;
    else this.startFault = started.fault;
    return started;
  }

  /** Whether a level has started, so a hook can observe without starting one itself. */
  get started(): boolean {
    return this.game !== undefined;
  }

  /** The game being played, starting the board's level on first use. */
  async currentGame(): Promise<EngineGame> {
    if (this.game) return this.game;
    if (this.startFault) throw this.startFault;
    assert.ok(this.packInput !== undefined, 'No board yet: begin the scenario with "Given the board:".');
    const started = await this.startLevel(BOARD_LEVEL_ID);
    if ('fault' in started) throw started.fault;
    return started.value;
  }

  /** Calls the running game; anything it throws becomes an EngineFault naming the call. */
  async gameCall<T>(name: string, run: (game: EngineGame) => Promise<T>): Promise<T> {
    const game = await this.currentGame();
    return this.engineCall(name, () => run(game));
  }

  /** The board now. */
  async observe(): Promise<Observation> {
    return this.gameCall('observe', (game) => game.observe());
  }

  /** The latest turn's answer; fails the step when the scenario has played none. */
  lastTurn(): TurnResult {
    const turn = this.turns.at(-1);
    assert.ok(turn, 'No input was played in this scenario.');
    return turn;
  }

  /** The authored pack as a board pack, for Given steps that add to its level. */
  authoredLevel(): Level {
    assert.ok(!this.game, 'The level has already started; describe the level before the action.');
    const pack = this.packInput as MiauPack | undefined;
    assert.ok(pack?.levels?.[0], 'No board yet: begin the scenario with "Given the board:".');
    return pack.levels[0];
  }
}

/** The one code an engine refuses a level with when it cannot represent it (spec: conformance/declined-levels). */
export const LEVEL_NOT_SUPPORTED = 'level-not-supported';

/**
 * A refusal made only of `level-not-supported` errors, of a pack the harness's own loader
 * accepts, is a decline: the scenario is *declined*, not failed. The same refusal of a pack
 * that is invalid anyway is an ordinary refusal, which any scenario expecting one accepts.
 */
function declineOf(input: unknown, result: LoadResult): void {
  if (result.ok || result.errors.length === 0 || !result.errors.every((d) => d.code === LEVEL_NOT_SUPPORTED)) return;
  if (!loadPack(input).ok) return;
  throw new EngineDeclined(`The engine declined the pack: ${describeDiagnostics(result).replace(/\n/g, '; ')}`);
}

/** Lists diagnostics one a line, for failure messages. */
export function describeDiagnostics(result: LoadResult): string {
  const all = [...(result.ok ? [] : result.errors), ...result.warnings];
  if (all.length === 0) return '(no diagnostics)';
  return all.map((d) => `${d.severity} ${d.code} at "${d.path}": ${d.message}`).join('\n');
}

setWorldConstructor(MiauWorld);
