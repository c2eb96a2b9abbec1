// The engine's end of the JSON-lines protocol: serves any EngineBuild on a pair of streams,
// one request line in, one answer line out, in order. `miau serve` runs it on stdin and
// stdout, which is how the reference engine (or any engine module) becomes a program.
import type { Readable, Writable } from 'node:stream';
import { types } from 'node:util';
import { describeBytes, MAX_LINE_BYTES } from '../runner/bounds.js';
import type { EngineBuild, EngineGame, MiauPack, Move } from '../contract.js';
import { boundedLines } from './lines.js';
import { isArrayIndex, toPointer } from '../../src/data/json-pointer.js';
import { kindOfObject, plainOfAnotherRealm } from '../../src/data/object-kind.js';
import { describeThrown } from '../engine/thrown.js';
import { PROTOCOL_VERSION, requestProblems, type RequestType } from './messages.js';
import { KeptSaves } from './saves.js';
import { KeptAnswers, keepHandedPack } from './kept-answers.js';

/** What a request line holds once it has been checked. */
interface Request {
  id: number;
  type: RequestType;
  [field: string]: unknown;
}

/** How a session is served. */
export interface ServeOptions {
  /** The longest request line, in bytes. */
  maxLineBytes?: number;
  /**
   * What the engine changed of the built-ins this process shares with it (engine/built-ins.ts),
   * or undefined: asked before each request, which is refused, ending the session, once it names
   * a change.
   */
  changedBuiltIns?: () => string | undefined;
}

// Read when this module loads, before any engine module runs: one that replaces them must not
// take the answers' wording with it.
const { parse, stringify } = JSON;
const { keys: keysOf } = Object;
const { isArray } = Array;
const BLANK = /^\s*$/;

/**
 * Answers requests from `input` on `output` until `bye` or the end of input. A request the
 * engine cannot do (a bad line, an unknown game, an engine that throws) gets an error answer
 * and the session goes on. A request line longer than `maxLineBytes` (default MAX_LINE_BYTES)
 * is refused while it is read, never held whole: it gets an error answer and the session ends;
 * the sentence saying so is returned, as is one saying the engine's close threw (undefined when
 * the session ended normally).
 */
export async function serveEngine(
  build: EngineBuild,
  input: Readable,
  output: Writable,
  { maxLineBytes = MAX_LINE_BYTES, changedBuiltIns }: ServeOptions = {},
): Promise<string | undefined> {
  const games = new Map<string, EngineGame>();
  const saves = new KeptSaves();
  const answers = new KeptAnswers();
  let gamesStarted = 0;
  // A client that sends and never reads would have every answer queued in memory (75 MB a
  // second): once the output's buffer is full, no more requests are read until it drains.
  // An answer JSON.stringify cannot write (a cycle, a BigInt, nesting past the stack) is the
  // answer's fault, not a throw of the engine's call: `instead` says what it is.
  const send = async (answer: object, instead?: (error: unknown) => object): Promise<void> => {
    let line: string;
    try {
      line = stringify({ protocol: PROTOCOL_VERSION, ...answer });
      // Written, it may still not say what the engine answered (Infinity as null, a Date as a
      // text, a Map as {}): the other end would read another answer than the one given.
      const changed = instead && 'result' in answer ? changedByJson(answer.result) : undefined;
      if (changed !== undefined) throw new NotWrittenAsIs(changed);
    } catch (error) {
      if (!instead) throw error;
      line = stringify({ protocol: PROTOCOL_VERSION, ...instead(error) });
    }
    if (!output.write(`${line}\n`)) await drained(output);
  };

  const startedGame = (request: Request): EngineGame => {
    const found = games.get(String(request.game));
    if (!found) throw new Error(`There is no game "${String(request.game)}" in this session.`);
    return found;
  };
  // A build or game without a method the protocol calls is said to lack it, in the contract's
  // words, not as the TypeError of this file's own code ("game(...).undo is not a function").
  const method = <T extends object>(owner: T, name: string, what: string): T => {
    if (typeof (owner as Record<string, unknown>)[name] !== 'function')
      throw new Error(`The ${what} has no ${name}() method, which the contract asks for.`);
    return owner;
  };
  const game = (request: Request, name: string): EngineGame =>
    method(startedGame(request), name, 'game the engine started');
  const handlers: Record<RequestType, (request: Request) => Promise<unknown>> = {
    hello: () => build.hello(),
    load: (r) => method(build, 'load', 'engine build').load(r.pack),
    start: async (r) => {
      const started = await method(build, 'start', 'engine build').start(r.pack as MiauPack, String(r.level));
      const id = `g${++gamesStarted}`;
      games.set(id, started);
      return { game: id };
    },
    input: (r) => game(r, 'input').input(r.move as Move),
    observe: (r) => game(r, 'observe').observe(),
    undo: (r) => game(r, 'undo').undo(),
    reset: async (r) => nothing(await game(r, 'reset').reset()),
    snapshot: (r) => game(r, 'snapshot').snapshot(),
    restore: async (r) => nothing(await game(r, 'restore').restore(r.snapshot)),
    solve: async (r) => {
      if (!build.solve) throw new Error('This engine has no solver.');
      return build.solve(r.pack as MiauPack, String(r.level), r.options ?? {});
    },
    bye: () => Promise.resolve(null),
  };

  let refused: string | undefined;
  for await (const line of boundedLines(input, maxLineBytes)) {
    if (typeof line !== 'string') {
      refused = `A request line was longer than ${describeBytes(maxLineBytes)}, the protocol's limit (refused after ${line.tooLong} bytes); the session ends.`;
      await send({ id: null, ok: false, error: { message: refused } });
      break;
    }
    // Every request but bye is refused from then on: the session stays up, so the refusal is
    // what the harness reads, not an exit that would hide it.
    const changed = changedBuiltIns?.();
    if (changed !== undefined) {
      refused = `The engine module changed built-ins it shares with the code that serves it (${changed}), so the protocol cannot be spoken in its process; an engine must leave built-ins as they are. Every request is refused from here on.`;
      const { id, type } = requestHeader(line);
      if (type === 'bye') {
        await send({ id, type, ok: true, result: null });
        break;
      }
      // A blank line is no request, then as before (read without String.prototype.trim, which
      // may be what changed).
      if (id !== null || type !== undefined || !BLANK.test(line))
        await send({ id, ...(type ? { type } : {}), ok: false, error: { message: refused } });
      continue;
    }
    if (line.trim() === '') continue;
    const request = readRequest(line);
    if ('problem' in request) {
      await send({ id: request.id, ok: false, error: { message: request.problem } });
      continue;
    }
    try {
      // Kept before the call, as it was handed: a restore that changes it while it runs (taking
      // the state out of it) is seen as one that changes it afterwards.
      if (request.type === 'restore' && games.has(String(request.game)))
        saves.keep(
          String(request.game),
          request.snapshot,
          `the save it was handed by restore (request ${request.id})`,
        );
      // Kept before the call too: a load or start that normalizes the pack in place is seen.
      const handed =
        request.type === 'load' || request.type === 'start'
          ? keepHandedPack(request.pack, `the pack it was handed by ${request.type} (request ${request.id})`)
          : undefined;
      const result = await handlers[request.type](request);
      // spec: rules/snapshot, conformance/plain-data
      // A call of a game that changed one of its saves or answers, or a load or start that
      // changed its pack, answers that, marked as the bad answer it stands for: what the harness
      // holds is a copy, and would never show it.
      const game = GAME_CALLS.has(request.type) ? String(request.game) : undefined;
      const changed =
        handed?.changed() ??
        (game === undefined ? undefined : (saves.changed(game) ?? answers.changed(game)));
      if (changed !== undefined) {
        await send({
          id: request.id,
          type: request.type,
          ok: false,
          error: { message: changed, fault: 'bad-answer' },
        });
        continue;
      }
      if (game !== undefined && request.type === 'snapshot')
        saves.keep(game, result, `the save it answered to snapshot (request ${request.id})`);
      if (game !== undefined && (request.type === 'input' || request.type === 'observe'))
        answers.keep(game, request.type, result, `its answer to ${request.type} (request ${request.id})`);
      // Calls that answer nothing (reset, restore, bye) answer null already; any other answer is
      // checked as it is, so one that is undefined is not sent as null.
      await send({ id: request.id, type: request.type, ok: true, result }, (error) =>
        notData(request, result, error),
      );
    } catch (error) {
      const message = describeThrown(error).trim() || `${request.type} failed without a message.`;
      await send({ id: request.id, type: request.type, ok: false, error: { message } });
    }
    if (request.type === 'bye') break;
  }
  games.clear();
  // The answers are all sent: an engine whose close fails ends the session saying so.
  try {
    await build.close?.();
  } catch (error) {
    return refused ?? `The engine's close() threw: ${describeThrown(error).trim() || 'without a message'}.`;
  }
  return refused;
}

/** The requests that name a game: after each, the game's kept saves and answers are read again. */
const GAME_CALLS = new Set<RequestType>(['input', 'observe', 'undo', 'reset', 'snapshot', 'restore']);

function notData(request: Request, result: unknown, error: unknown): object {
  const why =
    error instanceof NotWrittenAsIs
      ? error.message
      : (whyNotDataOrThrow(result) ?? `JSON.stringify refused it (${describeThrown(error)})`);
  const message = `The engine answered ${request.type} with something that is not JSON data: ${why}.`;
  // Marked, so the harness takes it for the bad answer it stands for, not for a refusal or a throw.
  return { id: request.id, type: request.type, ok: false, error: { message, fault: 'bad-answer' } };
}

// A Proxy whose traps throw throws again as it is looked at: said so, with what it threw (the
// throw reached the catch-all, and a hello was refused with the bare "keys boom").
function whyNotDataOrThrow(value: unknown): string | undefined {
  try {
    return whyNotData(value);
  } catch (error) {
    return `reading it threw (${describeThrown(error)})`;
  }
}

/** Where a value JSON cannot write first goes wrong: a cycle, a BigInt, or nesting too deep. */
export function whyNotData(value: unknown): string | undefined {
  const stack: { value: unknown; path: string; depth: number; above: unknown[] }[] = [
    { value, path: '', depth: 0, above: [] },
  ];
  while (stack.length > 0) {
    const { value: at, path, depth, above } = stack.pop()!;
    const where = path === '' ? '(the whole answer)' : path.length > 80 ? `${path.slice(0, 80)}…` : path;
    if (typeof at === 'bigint') return `${where} is a BigInt`;
    if (typeof at !== 'object' || at === null) continue;
    if (above.includes(at)) return `${where} holds an object that holds it (a cycle)`;
    if (depth > MAX_WRITTEN_DEPTH)
      return `it is nested more than ${MAX_WRITTEN_DEPTH} levels deep (${where})`;
    const inner = [...above, at];
    for (const [key, item] of Object.entries(at).reverse())
      stack.push({
        value: item,
        path: `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`,
        depth: depth + 1,
        above: inner,
      });
  }
  return undefined;
}

/** An answer JSON.stringify wrote, but not as it was (conformance/plain-data): why, and where. */
class NotWrittenAsIs extends Error {}

// Objects JSON writes without what they hold (a Map as {}, an Error without its message).
const HOLDERS: readonly [string, (value: object) => boolean][] = [
  ['a Map', types.isMap],
  ['a Set', types.isSet],
  ['a WeakMap', types.isWeakMap],
  ['a WeakSet', types.isWeakSet],
  ['a typed array', types.isTypedArray],
  ['an ArrayBuffer', types.isAnyArrayBuffer],
  ['a DataView', types.isDataView],
  ['a RegExp', types.isRegExp],
  ['a Promise', types.isPromise],
  ['an Error', types.isNativeError],
];

/**
 * Where JSON.stringify writes a value it could write as something else than it is
 * (conformance/plain-data): a number that is not finite (written null), an object with a
 * toJSON() method (a Date, written as a text), a Map, Set or other object whose contents are not
 * its fields, an instance of a class (written without its class), an undefined, function or
 * symbol in a list, or a hole (each written null), and an answer that is itself undefined, a
 * function or a symbol (not written at all). Undefined, functions and symbols as fields are left
 * out, as fields the answer does not have. Undefined when it is written as it is.
 */
export function changedByJson(value: unknown): string | undefined {
  // The answer itself cannot be left out as a field can: JSON writes no answer at all.
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol')
    return `(the whole answer) is ${value === undefined ? 'undefined' : `a ${typeof value}`}, which JSON does not write at all`;
  const atRoot = changeOf(value, false);
  if (atRoot !== undefined) return `(the whole answer) ${atRoot}`;
  if (typeof value !== 'object' || value === null) return undefined;
  // A frame per object being read, not per value: an answer of millions of items (3,000,000 of
  // one {}) is read as fast as JSON.stringify wrote it, within the host's turn limit.
  const frames: Frame[] = [frameOf(value, undefined)];
  while (frames.length > 0) {
    const frame = frames[frames.length - 1];
    if (frame.next >= frame.length) {
      frames.pop();
      continue;
    }
    const index = frame.next++;
    const key = frame.keys ? frame.keys[index] : index;
    const child = (frame.holder as Record<string | number, unknown>)[key];
    const why = changeOf(child, frame.keys === undefined);
    if (why !== undefined) return `${pointerOf(frames, key)} ${why}`;
    // An object held twice is read twice, as JSON.stringify wrote it twice: no more work than the
    // writing was, and no set of millions of objects (an answer that writes has no cycle).
    if (typeof child === 'object' && child !== null) frames.push(frameOf(child, key));
  }
  return undefined;
}

/** An object being read by changedByJson: its keys (none for a list), and the next to read. */
interface Frame {
  holder: object;
  keys: string[] | undefined;
  length: number;
  next: number;
  /** The key or index its holder holds it under (undefined for the answer itself). */
  key: string | number | undefined;
}

function frameOf(holder: object, key: string | number | undefined): Frame {
  const keys = isArray(holder) ? undefined : keysOf(holder);
  return { holder, keys, length: keys ? keys.length : (holder as unknown[]).length, next: 0, key };
}

// The JSON pointer of a value: the keys of the objects being read, then its own key.
function pointerOf(frames: Frame[], last: string | number): string {
  const path = toPointer([...frames.slice(1).map((frame) => frame.key!), last]);
  return path.length > 80 ? `${path.slice(0, 80)}…` : path;
}

// What JSON would write instead of one value, or undefined when it writes the value itself.
function changeOf(value: unknown, inList: boolean): string | undefined {
  if (typeof value === 'number')
    return Number.isFinite(value) ? undefined : `is ${value}, which JSON writes as null`;
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol')
    return inList
      ? `is ${value === undefined ? 'undefined (or a hole)' : `a ${typeof value}`} in a list, which JSON writes as null`
      : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function')
    return `is ${types.isDate(value) ? 'a Date' : 'an object with a toJSON() method'}, which JSON writes as what its toJSON() returns`;
  const field = isArray(value) ? namedFieldOf(value) : undefined;
  if (field !== undefined)
    return `has a field ${JSON.stringify(field.length > 40 ? `${field.slice(0, 40)}…` : field)} of its own besides its items, which JSON leaves out of a list`;
  // A plain object or list holds only its fields: asking the other kinds of it cost most of the read.
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype === Object.prototype || prototype === null || prototype === Array.prototype) return undefined;
  const holder = HOLDERS.find(([, is]) => is(value))?.[0];
  if (holder !== undefined) return `is ${holder}, which JSON writes without what it holds`;
  if (plainOfAnotherRealm(value, prototype)) return undefined;
  // A class instance is written as its own fields: its class, and any getter of its class, is lost.
  if (types.isBoxedPrimitive(value)) return `is ${kindOfObject(value)} object, not a plain value`;
  return `is ${kindOfObject(value)}, not a plain ${isArray(value) ? 'list' : 'object'}, which JSON writes without its class`;
}

// Longer lists are not read for named fields: reading a list's keys costs as much as its items
// (a second for millions), and no answer of the contract holds a list that long.
const MOST_ITEMS_READ_FOR_FIELDS = 65_536;

/** The first field of a list's own that is not one of its items (JSON leaves it out), if any. */
function namedFieldOf(list: unknown[]): string | undefined {
  if (list.length > MOST_ITEMS_READ_FOR_FIELDS) return undefined;
  // Object.keys lists the items first, in order, then the named fields in the order they were set.
  const keys = Object.keys(list);
  let first = keys.length;
  // 2 ** 32 - 1 is the one index-shaped key a list holds as a field (a list is shorter).
  while (first > 0 && !(isArrayIndex(keys[first - 1]) && Number(keys[first - 1]) < 2 ** 32 - 1)) first--;
  return keys[first];
}

/** Deeper than this, an answer is taken for one JSON.stringify could not write (its stack). */
const MAX_WRITTEN_DEPTH = 1000;

/** Resolves once `output` has room again, or can take nothing more (closed, failed). */
function drained(output: Writable): Promise<void> {
  return new Promise((done) => {
    const finish = (): void => {
      output.off('drain', finish);
      output.off('close', finish);
      output.off('error', finish);
      done();
    };
    output.once('drain', finish);
    output.once('close', finish);
    output.once('error', finish);
    if (output.destroyed || output.writableEnded) finish();
  });
}

function nothing(_: void): null {
  return null;
}

// A request's id when it is one an answer can carry (a whole number from 1), else null.
function requestId(id: unknown): number | null {
  return Number.isInteger(id) && (id as number) >= 1 ? (id as number) : null;
}

// The id and type of a request line, as far as it has them, without checking the rest.
function requestHeader(line: string): { id: number | null; type?: string } {
  try {
    const { id, type } = parse(line) as { id?: unknown; type?: unknown };
    return { id: requestId(id), ...(typeof type === 'string' ? { type } : {}) };
  } catch {
    return { id: null };
  }
}

// A line that is not a request is answered, never thrown: id null when it has no usable id.
function readRequest(line: string): Request | { id: number | null; problem: string } {
  let message: unknown;
  try {
    message = parse(line);
  } catch {
    return { id: null, problem: 'The request is not JSON.' };
  }
  const id = requestId((message as { id?: unknown } | null)?.id);
  const problems = requestProblems(message);
  if (problems.length > 0) return { id, problem: `The request breaks the protocol: ${problems.join('; ')}.` };
  return message as Request;
}
