/* Generated from schemas/ by `npm run types`. Do not edit by hand. */

/**
 * The protocol version; every message carries it.
 *
 * This interface was referenced by `ProtocolMessages`'s JSON-Schema
 * via the `definition` "protocolVersion".
 */
export type ProtocolVersion = 1;
/**
 * Chosen by the harness, one more for each request of a session; an answer repeats it.
 *
 * This interface was referenced by `ProtocolMessages`'s JSON-Schema
 * via the `definition` "requestId".
 */
export type RequestId = number;
/**
 * Chosen by the engine when it answers `start`.
 *
 * This interface was referenced by `ProtocolMessages`'s JSON-Schema
 * via the `definition` "gameId".
 */
export type GameId = string;
/**
 * This interface was referenced by `ProtocolMessages`'s JSON-Schema
 * via the `definition` "requestType".
 */
export type RequestType =
  'hello' | 'load' | 'start' | 'input' | 'observe' | 'undo' | 'reset' | 'snapshot' | 'restore' | 'solve' | 'bye';
/**
 * One line the harness writes to the engine's stdin.
 *
 * This interface was referenced by `ProtocolMessages`'s JSON-Schema
 * via the `definition` "request".
 */
export type Request =
  | HelloRequest
  | LoadRequest
  | StartRequest
  | InputRequest
  | ObserveRequest
  | UndoRequest
  | ResetRequest
  | SnapshotRequest
  | RestoreRequest
  | SolveRequest
  | ByeRequest;
/**
 * Up, down, left, right, or wait.
 */
export type Move = import('./adapter.js').Move;
export type SolveOptions = import('./adapter.js').SolveOptions;
/**
 * One line the engine writes to its stdout for each request, in request order.
 *
 * This interface was referenced by `ProtocolMessages`'s JSON-Schema
 * via the `definition` "response".
 */
export type Response =
  | HelloAnswer
  | LoadAnswer
  | StartAnswer
  | InputAnswer
  | ObserveAnswer
  | UndoAnswer
  | ResetAnswer
  | SnapshotAnswer
  | RestoreAnswer
  | SolveAnswer
  | ByeAnswer
  | ErrorAnswer;
export type Hello = import('./adapter.js').Hello;
export type LoadResult = import('./adapter.js').LoadResult;
export type TurnResult = import('./adapter.js').TurnResult;
/**
 * The board as normalized data. Things are sorted by id (ordinal string order); rules in any order. Thing ids are the pack's: authored ids, and for things without one the generated id `#NNNN` (see pack.schema.json#/$defs/thingId).
 */
export type Observation = import('./adapter.js').Observation;
/**
 * A solver's answer for one level.
 */
export type SolveResult = import('./adapter.js').SolveResult;
/**
 * The type of the request answered. Not required by this schema, since an answer to a line that could not be read (id null) or that named no known type has none; but an error answering a request the harness sent carries that request's type, and --check-protocol refuses one without it (conformance/protocol/messages.ts).
 */
export type RequestType1 =
  'hello' | 'load' | 'start' | 'input' | 'observe' | 'undo' | 'reset' | 'snapshot' | 'restore' | 'solve' | 'bye';

/**
 * The JSON-lines protocol between the harness and an engine program: one JSON object per line, requests on the engine's stdin, one answer per request on its stdout, in request order. Every message carries the protocol version and the request id.
 */
export interface ProtocolMessages {
  [k: string]: unknown;
}
/**
 * The handshake; always the first request of a session.
 *
 * This interface was referenced by `ProtocolMessages`'s JSON-Schema
 * via the `definition` "helloRequest".
 */
export interface HelloRequest {
  protocol: ProtocolVersion;
  id: RequestId;
  type: 'hello';
}
/**
 * Check and normalize a pack given as any JSON value; never an error answer for bad input.
 *
 * This interface was referenced by `ProtocolMessages`'s JSON-Schema
 * via the `definition` "loadRequest".
 */
export interface LoadRequest {
  protocol: ProtocolVersion;
  id: RequestId;
  type: 'load';
  /**
   * Any JSON value: bad input is answered with diagnostics.
   */
  pack: {
    [k: string]: unknown;
  };
}
/**
 * Start a level of a pack that `load` accepted; answered with a new game id. A pack `load` refuses starts no level (an error answer).
 *
 * This interface was referenced by `ProtocolMessages`'s JSON-Schema
 * via the `definition` "startRequest".
 */
export interface StartRequest {
  protocol: ProtocolVersion;
  id: RequestId;
  type: 'start';
  /**
   * A pack as `load` returned it (normalized).
   */
  pack: import('./pack.js').MiauPack;
  level: string;
}
/**
 * Play one move in a game.
 *
 * This interface was referenced by `ProtocolMessages`'s JSON-Schema
 * via the `definition` "inputRequest".
 */
export interface InputRequest {
  protocol: ProtocolVersion;
  id: RequestId;
  type: 'input';
  game: GameId;
  move: Move;
}
/**
 * The board of a game now.
 *
 * This interface was referenced by `ProtocolMessages`'s JSON-Schema
 * via the `definition` "observeRequest".
 */
export interface ObserveRequest {
  protocol: ProtocolVersion;
  id: RequestId;
  type: 'observe';
  game: GameId;
}
/**
 * Take back the last accepted turn of a game.
 *
 * This interface was referenced by `ProtocolMessages`'s JSON-Schema
 * via the `definition` "undoRequest".
 */
export interface UndoRequest {
  protocol: ProtocolVersion;
  id: RequestId;
  type: 'undo';
  game: GameId;
}
/**
 * Return a game to its level's start and forget its undo history.
 *
 * This interface was referenced by `ProtocolMessages`'s JSON-Schema
 * via the `definition` "resetRequest".
 */
export interface ResetRequest {
  protocol: ProtocolVersion;
  id: RequestId;
  type: 'reset';
  game: GameId;
}
/**
 * Save a game as JSON data only this engine reads.
 *
 * This interface was referenced by `ProtocolMessages`'s JSON-Schema
 * via the `definition` "snapshotRequest".
 */
export interface SnapshotRequest {
  protocol: ProtocolVersion;
  id: RequestId;
  type: 'snapshot';
  game: GameId;
}
/**
 * Continue a game from a saved game; forgets the undo history.
 *
 * This interface was referenced by `ProtocolMessages`'s JSON-Schema
 * via the `definition` "restoreRequest".
 */
export interface RestoreRequest {
  protocol: ProtocolVersion;
  id: RequestId;
  type: 'restore';
  game: GameId;
  /**
   * What `snapshot` answered, unchanged.
   */
  snapshot: {
    [k: string]: unknown;
  };
}
/**
 * Solve a level of a loaded pack (capability `solver`).
 *
 * This interface was referenced by `ProtocolMessages`'s JSON-Schema
 * via the `definition` "solveRequest".
 */
export interface SolveRequest {
  protocol: ProtocolVersion;
  id: RequestId;
  type: 'solve';
  /**
   * A pack as `load` returned it (normalized).
   */
  pack: import('./pack.js').MiauPack;
  level: string;
  options?: SolveOptions;
}
/**
 * The end of the session: answer, then exit.
 *
 * This interface was referenced by `ProtocolMessages`'s JSON-Schema
 * via the `definition` "byeRequest".
 */
export interface ByeRequest {
  protocol: ProtocolVersion;
  id: RequestId;
  type: 'bye';
}
/**
 * The answer to a hello request.
 *
 * This interface was referenced by `ProtocolMessages`'s JSON-Schema
 * via the `definition` "helloAnswer".
 */
export interface HelloAnswer {
  protocol: ProtocolVersion;
  id: RequestId;
  type: 'hello';
  ok: true;
  result: Hello;
}
/**
 * The answer to a load request.
 *
 * This interface was referenced by `ProtocolMessages`'s JSON-Schema
 * via the `definition` "loadAnswer".
 */
export interface LoadAnswer {
  protocol: ProtocolVersion;
  id: RequestId;
  type: 'load';
  ok: true;
  result: LoadResult;
}
/**
 * The answer to a start request.
 *
 * This interface was referenced by `ProtocolMessages`'s JSON-Schema
 * via the `definition` "startAnswer".
 */
export interface StartAnswer {
  protocol: ProtocolVersion;
  id: RequestId;
  type: 'start';
  ok: true;
  result: {
    game: GameId;
  };
}
/**
 * The answer to a input request.
 *
 * This interface was referenced by `ProtocolMessages`'s JSON-Schema
 * via the `definition` "inputAnswer".
 */
export interface InputAnswer {
  protocol: ProtocolVersion;
  id: RequestId;
  type: 'input';
  ok: true;
  result: TurnResult;
}
/**
 * The answer to a observe request.
 *
 * This interface was referenced by `ProtocolMessages`'s JSON-Schema
 * via the `definition` "observeAnswer".
 */
export interface ObserveAnswer {
  protocol: ProtocolVersion;
  id: RequestId;
  type: 'observe';
  ok: true;
  result: Observation;
}
/**
 * The answer to a undo request.
 *
 * This interface was referenced by `ProtocolMessages`'s JSON-Schema
 * via the `definition` "undoAnswer".
 */
export interface UndoAnswer {
  protocol: ProtocolVersion;
  id: RequestId;
  type: 'undo';
  ok: true;
  /**
   * false when there was nothing to take back.
   */
  result: boolean;
}
/**
 * The answer to a reset request.
 *
 * This interface was referenced by `ProtocolMessages`'s JSON-Schema
 * via the `definition` "resetAnswer".
 */
export interface ResetAnswer {
  protocol: ProtocolVersion;
  id: RequestId;
  type: 'reset';
  ok: true;
  result: null;
}
/**
 * The answer to a snapshot request.
 *
 * This interface was referenced by `ProtocolMessages`'s JSON-Schema
 * via the `definition` "snapshotAnswer".
 */
export interface SnapshotAnswer {
  protocol: ProtocolVersion;
  id: RequestId;
  type: 'snapshot';
  ok: true;
  /**
   * Any JSON value; opaque to the harness.
   */
  result: {
    [k: string]: unknown;
  };
}
/**
 * The answer to a restore request.
 *
 * This interface was referenced by `ProtocolMessages`'s JSON-Schema
 * via the `definition` "restoreAnswer".
 */
export interface RestoreAnswer {
  protocol: ProtocolVersion;
  id: RequestId;
  type: 'restore';
  ok: true;
  result: null;
}
/**
 * The answer to a solve request.
 *
 * This interface was referenced by `ProtocolMessages`'s JSON-Schema
 * via the `definition` "solveAnswer".
 */
export interface SolveAnswer {
  protocol: ProtocolVersion;
  id: RequestId;
  type: 'solve';
  ok: true;
  result: SolveResult;
}
/**
 * The answer to a bye request.
 *
 * This interface was referenced by `ProtocolMessages`'s JSON-Schema
 * via the `definition` "byeAnswer".
 */
export interface ByeAnswer {
  protocol: ProtocolVersion;
  id: RequestId;
  type: 'bye';
  ok: true;
  result: null;
}
/**
 * The engine could not do what was asked (an unknown level, a bad move, a request it does not understand). The session goes on.
 *
 * This interface was referenced by `ProtocolMessages`'s JSON-Schema
 * via the `definition` "errorAnswer".
 */
export interface ErrorAnswer {
  protocol: ProtocolVersion;
  /**
   * The request's id, or null when the request line could not be read.
   */
  id: RequestId | null;
  type?: RequestType1;
  ok: false;
  error: {
    /**
     * One sentence a person understands.
     */
    message: string;
    /**
     * Present when the engine gave an answer that could not be written as JSON data (a module's host or miau serve says so; conformance/plain-data): the message says where, and the harness takes the error as that fault, not as a refusal or a throw.
     */
    fault?: 'bad-answer';
  };
}
