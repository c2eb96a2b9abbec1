// The World: one per scenario, and every piece of state a scenario keeps. It wires cucumber to
// the harness's engine session (conformance/runner/session.ts): steps talk to the engine only
// through `engineCall`, so an engine that throws is reported as an EngineFault (*errored*),
// never as a wrong answer (*failed*).
import assert from 'node:assert/strict';
import { World, setWorldConstructor, type IWorldOptions } from '@cucumber/cucumber';
import type {
  EngineBuild,
  EngineGame,
  Hello,
  LoadResult,
  MiauPack,
  Move,
  Observation,
  SolveResult,
  TurnResult,
} from '../../conformance/contract.js';
import type { OpenedEngine } from '../../conformance/engine/module.js';
import type { RequestType } from '../../conformance/protocol/messages.js';
import type { EngineFault } from '../../conformance/runner/errors.js';
import {
  declineOf,
  describeDiagnostics,
  ScenarioSession,
  type Transcript,
} from '../../conformance/runner/session.js';
import { sourceOf, type WorldParameters } from '../../conformance/runner/world-parameters.js';
import type { BoardPicture } from '../../src/board/svg.js';
import type { InstallResult, PackCatalog } from '../../src/pack/catalog.js';
import type { ShareResult } from '../../src/pack/share.js';
import type { Diagnostic } from '../../src/types/adapter.js';
import type { ScenarioResult } from '../../src/types/certificate.js';
import type { Certificate } from '../../conformance/runner/certificate.js';
import type { MergeResult } from '../../conformance/runner/merge.js';
import type { Matrix } from '../../conformance/reports/matrix.js';
import type { Level } from '../../src/types/pack.js';
import { featureUses } from '../../src/checks/feature-flags.js';

export { describeDiagnostics };

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

/** One input of a recorded play: the move, its answer and the board after it. */
export interface RecordedMove {
  move: Move;
  turn: TurnResult;
  board: Observation;
}

/** A pack file the scenario wrote, its folder (removed after the scenario), and what reading it said. */
export interface PackFileState {
  path?: string;
  dir?: string;
  errors?: Diagnostic[];
  /** The warnings of reading the file (a key given twice), apart from the engine's. */
  warnings?: Diagnostic[];
}

/** Plays repeated to compare them: from one save, on two fresh games, a restart. */
export interface RepeatState {
  /** The same moves played twice (from one save, or with and without cues). */
  plays?: RecordedMove[][];
  /** The same moves on two fresh games, each with its starting board. */
  freshGames?: { start: Observation; turns: RecordedMove[] }[];
  /**
   * The first game's start and a new game's, started after the first was played on; and the
   * first game as its moves left it, observed before and after the new game started.
   */
  restart?: { first: Observation; again: Observation; played: Observation; playedLater: Observation };
}

/** What the host code (src/pack) shared, opened, installed and fuzzed in the scenario. */
export interface SharingState {
  shared?: ShareResult;
  opened?: LoadResult;
  catalog?: PackCatalog;
  catalogBefore?: unknown;
  installed?: InstallResult;
  /** Packs made by seeded random changes, each with the engine's load answer. */
  fuzzed?: { input: unknown; result: LoadResult }[];
}

/** One scenario of a made-up run, as the certify-at-scale steps describe it. */
export type ScaleRow = Omit<ScenarioResult, 'outcome' | 'message' | 'diagnostics'>;

/** A made-up run certified at scale: its order of results, shards, certificates, merge and matrix. */
export interface ScaleState {
  run: ScaleRow[];
  /** The places in `run` of the scenarios with a step that reads a load's codes. */
  readingCodes: Set<number>;
  certificates: Certificate[];
  results?: string[];
  shards?: ScaleRow[][];
  merged?: MergeResult;
  matrix?: Matrix;
  /** A file made for the scenario, read as `miau merge` or `miau matrix` reads it: where, and why it was refused. */
  command?: { name: string; folder: string; problem: string | undefined };
}

export class MiauWorld extends World<WorldParameters> {
  /** The engine under test, as this scenario calls it (time limits, transcript, faults). */
  readonly session: ScenarioSession;
  /** The pack the scenario authors (a board, or a JSON docstring); not yet given to the engine. */
  packInput: unknown;
  /** The last answer of `load`, and whether a Then step has looked at it. */
  loadResult?: LoadResult;
  loadChecked = false;
  /** Whether a step compared a load's exact codes (true) or waived the comparison (false); unset when none read them. */
  diagnosticsCompared: boolean | undefined;
  /** The first answer, when a scenario loads a pack and then loads the loaded pack. */
  firstLoad?: LoadResult;
  /** Where the scenario's pack came from, when it names a pack file. */
  packPath?: string;
  /** The level the scenario plays (and solves), once a step started one by its id. */
  levelId?: string;
  /** The game being played; `undefined` until the first step that needs one. */
  private game?: EngineGame;
  /** Why the engine refused to start the level a step asked for, or to restore a save into it. */
  startFault?: EngineFault;
  restoreFault?: EngineFault;
  /** The board just before the scenario's action, to tell what the action changed. */
  before?: Observation;
  /** The answers of the inputs of the scenario's action, in order; the last is the latest turn. */
  turns: TurnResult[] = [];
  /** Why a stored proof played in this scenario failed at a refused move, with the board it met. */
  proofRefusal?: string;
  /** The diagnostics of a move string refused before play. */
  moveErrors?: Diagnostic[];
  /** The pack file the scenario wrote, if any. */
  file: PackFileState = {};
  /** The engine's answer to a hello sent by the scenario itself. */
  greeting?: Hello;
  /** What the last undo answered. */
  undoResult?: boolean;
  /** A saved game (see the snapshot steps). */
  saved?: unknown;
  /** Saved games by the names a scenario gave them, for scenarios that keep more than one. */
  savedByName = new Map<string, unknown>();
  /** Plays repeated to compare them. */
  repeats: RepeatState = {};
  /** Every request of the protocol made in one session, with its answer. */
  protocolAnswers?: { type: RequestType; answer: unknown }[];
  /** The solver's answer. */
  solverAnswer?: SolveResult;
  /** The board as drawn by `When the board is drawn`. */
  picture?: BoardPicture;
  /** Sharing, opening, the catalog and fuzzed packs (host code, not the engine). */
  sharing: SharingState = {};
  /** A made-up run certified at scale (features of the harness, no engine). */
  scale?: ScaleState;

  constructor(options: IWorldOptions<WorldParameters>) {
    super(options);
    assert.ok(
      this.parameters && sourceOf(this.parameters),
      'Run cucumber with --world-parameters \'{"engineModule":"/absolute/path/to/engine.ts"}\' (or "engineCmd": "a command").',
    );
    this.session = new ScenarioSession(this.parameters);
  }

  /** What the engine answered in this scenario, for the runner's determinism check. */
  get transcript(): Transcript {
    return this.session.transcript;
  }

  /** The engine build and its checked hello, opened once per process. */
  engine(): Promise<OpenedEngine> {
    return this.session.engine();
  }

  /** What the engines of this scenario wrote on stderr (a module: and stdout) since it began, bounded. */
  takeEngineOutput(): string {
    return this.session.takeEngineOutput();
  }

  /** The engine's handshake, as greeted once for the whole process. */
  hello(): Promise<Hello> {
    return this.session.hello();
  }

  /**
   * Whether a step compares the codes and pointers of a load: only for an engine claiming the
   * exact diagnostics (capability `diagnostics`); any other is held to the refusal alone. Kept
   * for the judge either way (hooks.ts), for the certificate's `diagnostics` row.
   */
  async comparesDiagnostics(): Promise<boolean> {
    const compared = (await this.hello()).capabilities.includes('diagnostics');
    this.diagnosticsCompared = compared;
    return compared;
  }

  /** Calls the engine within the time limits (ScenarioSession.call): a throw becomes an EngineFault. */
  engineCall<T>(name: string, run: (build: EngineBuild) => Promise<T>): Promise<T> {
    return this.session.call(name, run);
  }

  /** Like engineCall, for a call that is expected to be refused: returns the fault instead of throwing. */
  engineAttempt<T>(
    name: string,
    run: (build: EngineBuild) => Promise<T>,
  ): Promise<{ value: T } | { fault: EngineFault }> {
    return this.session.attempt(name, run);
  }

  /** Gives the authored pack to `load` and remembers the answer. */
  async load(): Promise<LoadResult> {
    const input = this.packInput;
    if (typeof input === 'object' && input !== null && boardPacks.has(input))
      listUsedFeatures(input as MiauPack);
    this.loadResult = await this.engineCall('load', (build) => build.load(input));
    this.loadChecked = false;
    this.noDeclineReason = declineOf(input, this.loadResult);
    return this.loadResult;
  }

  /** Why the last load's refusal was not taken as a decline, when it meant to be one. */
  private noDeclineReason: string | undefined;

  /** A load's diagnostics for a failure message, with why a refusal meant as a decline is none. */
  describeLoad(result: LoadResult): string {
    const why = result === this.loadResult ? this.noDeclineReason : undefined;
    return `${describeDiagnostics(result)}${why === undefined ? '' : `\n(not taken as a decline: ${why})`}`;
  }

  /** Loads the authored pack for play: the load must succeed, with its diagnostics shown if not. */
  async loadForPlay(): Promise<MiauPack> {
    const result = await this.load();
    this.loadChecked = true;
    assert.ok(result.ok, `The scenario's pack does not load:\n${this.describeLoad(result)}`);
    return result.pack;
  }

  /**
   * Loads the authored pack and starts one of its levels; a refusal is returned, not thrown. The
   * started game is the scenario's game from now on: the answers of a game before it are not its
   * own (a `Then the game is won` read the last turn of the game before), and a refused start
   * leaves no game to observe.
   */
  async startLevel(levelId: string): Promise<{ value: EngineGame } | { fault: EngineFault }> {
    const pack = await this.loadForPlay();
    this.levelId = levelId;
    // Only when a game came before: the first start is often made by the first step that plays,
    // whose turn answers go to the list it already holds.
    if (this.game !== undefined || this.startFault !== undefined) {
      this.turns = [];
      this.game = undefined;
      this.startFault = undefined;
    }
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

setWorldConstructor(MiauWorld);
