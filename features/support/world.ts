// The World: one per scenario. It holds the engine under test (shared by the whole process)
// and what the scenario has built and seen so far. Steps talk to the engine only through
// `engineCall`, so an engine that throws is reported as an EngineFault (*errored*), never as
// a wrong answer (*failed*).
import assert from 'node:assert/strict';
import { World, setWorldConstructor, type IWorldOptions } from '@cucumber/cucumber';
import type { EngineBuild, EngineGame, Hello, LoadResult, MiauPack, Observation, TurnResult } from '../../conformance/contract.js';
import { openEngine, type OpenedEngine } from '../../conformance/engine-module.js';
import { EngineFault } from '../../conformance/errors.js';
import type { Diagnostic } from '../../src/types/adapter.js';
import type { Level } from '../../src/types/pack.js';

export interface MiauParameters {
  /** Absolute path of a module exporting `createEngine` (named or default). */
  engineModule: string;
}

// One engine build per module path per process: importing, building and greeting happen once.
const engines = new Map<string, Promise<OpenedEngine>>();

/** Every engine opened in this process, so the AfterAll hook can close them. */
export function openedEngines(): Promise<OpenedEngine>[] {
  return [...engines.values()];
}

/** The level id of the one-level pack a `Given the board:` step builds. */
export const BOARD_LEVEL_ID = 'board';

/** A one-level pack around a board; the level's other fields are filled by later Given steps. */
export function boardPack(level: Pick<Level, 'width' | 'height' | 'objects'>): MiauPack {
  return {
    manifest: { id: 'scenario', name: 'A scenario board', version: '1.0.0', engine: 1 },
    levels: [{ id: BOARD_LEVEL_ID, title: 'Scenario board', ...level }],
  };
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
  /** The engine's answer to a hello sent by the scenario itself. */
  greeting?: Hello;
  /** What the last undo answered. */
  undoResult?: boolean;
  /** A saved game (see the snapshot steps). */
  saved?: unknown;
  /** The same moves played twice from one save: each input's answer and the board after it. */
  replays: { move: string; turn: TurnResult; board: Observation }[][] = [];

  constructor(options: IWorldOptions<MiauParameters>) {
    super(options);
    assert.ok(
      typeof this.parameters?.engineModule === 'string',
      'Run cucumber with --world-parameters \'{"engineModule":"/absolute/path/to/engine.ts"}\'.',
    );
  }

  /** The engine build and its checked hello, opened once per process. */
  async engine(): Promise<OpenedEngine> {
    const path = this.parameters.engineModule;
    let opened = engines.get(path);
    if (!opened) {
      opened = openEngine(path);
      engines.set(path, opened);
    }
    return opened;
  }

  /** The engine's handshake, as greeted once for the whole process. */
  async hello(): Promise<Hello> {
    return (await this.engine()).hello;
  }

  /** Calls the engine; anything it throws becomes an EngineFault naming the call. */
  async engineCall<T>(name: string, run: (build: EngineBuild) => Promise<T>): Promise<T> {
    const { build } = await this.engine();
    try {
      return await run(build);
    } catch (error) {
      if (error instanceof EngineFault) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      throw new EngineFault(`The engine's ${name} threw: ${reason}`, { cause: error });
    }
  }

  /** Like engineCall, for a call that is expected to be refused: returns the fault instead of throwing. */
  async engineAttempt<T>(name: string, run: (build: EngineBuild) => Promise<T>): Promise<{ value: T } | { fault: EngineFault }> {
    try {
      return { value: await this.engineCall(name, run) };
    } catch (error) {
      if (error instanceof EngineFault) return { fault: error };
      throw error;
    }
  }

  /** Gives the authored pack to `load` and remembers the answer. */
  async load(): Promise<LoadResult> {
    const input = this.packInput;
    this.loadResult = await this.engineCall('load', (build) => build.load(input));
    this.loadChecked = false;
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

/** Lists diagnostics one a line, for failure messages. */
export function describeDiagnostics(result: LoadResult): string {
  const all = [...(result.ok ? [] : result.errors), ...result.warnings];
  if (all.length === 0) return '(no diagnostics)';
  return all.map((d) => `${d.severity} ${d.code} at "${d.path}": ${d.message}`).join('\n');
}

setWorldConstructor(MiauWorld);
