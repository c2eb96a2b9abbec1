// The adapter contract: the one interface an engine build implements to be certified.
// Every call is async so the same contract serves an in-process module and a program
// spoken to over JSON lines. Shapes come from schemas/adapter.schema.json.
import type {
  Hello,
  LoadResult,
  Move,
  Observation,
  SolveOptions,
  SolveResult,
  TurnResult,
} from '../src/types/adapter.js';
import type { MiauPack } from '../src/types/pack.js';

export type { Hello, LoadResult, Move, Observation, SolveOptions, SolveResult, TurnResult, MiauPack };

/** An opaque, JSON-serializable saved game. Only the engine that made it reads it. */
export type Snapshot = unknown;

/** One game of one level, as an engine plays it. */
export interface EngineGame {
  /**
   * Plays one move. The harness sends only U, D, L, R or W (a move string is checked whole before
   * any of it is played, spec rules/moves); what an engine does with anything else is its own.
   */
  input(move: Move): Promise<TurnResult>;
  /** The board now, as normalized data. */
  observe(): Promise<Observation>;
  /** Takes back the last accepted turn; false when there is nothing to take back. */
  undo(): Promise<boolean>;
  /** Returns to the start of the level and forgets the undo history. */
  reset(): Promise<void>;
  /** Saves the game (board, phases, turn count) as JSON-serializable data. */
  snapshot(): Promise<Snapshot>;
  /** Continues from a saved game; the undo history is forgotten. */
  restore(snapshot: Snapshot): Promise<void>;
}

/** An engine build: what the harness certifies. */
export interface EngineBuild {
  /** The handshake: name, version, protocol version and the capabilities the build claims. */
  hello(): Promise<Hello>;
  /** Checks and normalizes a pack given as plain data; never throws on bad input. */
  load(pack: unknown): Promise<LoadResult>;
  /**
   * Starts a level of a pack that `load` accepted. Throws when the level does not exist, or when the
   * pack is one `load` refuses (conformance/start): never trust it to be a loaded pack.
   */
  start(pack: MiauPack, levelId: string): Promise<EngineGame>;
  /**
   * Solves a level of a loaded pack breadth-first (capability `solver`): a shortest solution,
   * within the larger of `options.max` (default 300000) and the level's `solverMax`.
   */
  solve?(pack: MiauPack, levelId: string, options: SolveOptions): Promise<SolveResult>;
  /** Releases whatever the build holds (a child process, say). */
  close?(): Promise<void>;
}

/** What an engine module exports: a factory, so each run gets a fresh build. */
export type EngineFactory = () => EngineBuild | Promise<EngineBuild>;
