// The harness's end of the JSON-lines protocol: an EngineBuild that starts a program
// (`--engine-cmd`) and speaks to it on its stdin and stdout, one request at a time.
// Anything the program does wrong is an EngineFault; when the session can no longer be
// trusted (it hung, exited, printed garbage or answered out of order) the fault is `lost`,
// the program is killed with its process group, and the World starts a new one for the next
// scenario. An engine module runs the same way, in a host process of its own (engine-host.ts),
// speaking on a fourth pipe so that whatever it prints cannot pass for an answer.
import type { ChildProcess } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { describeBytes, EXIT_GRACE_MS, keptMessage, MAX_LINE_BYTES, STARTUP_MS } from '../runner/bounds.js';
import type {
  EngineBuild,
  EngineGame,
  Hello,
  LoadResult,
  Observation,
  SolveResult,
  TurnResult,
} from '../contract.js';
import { EngineFault, engineFault, ErrorAnswer, type Fault } from '../runner/errors.js';
import { LineSplitter } from './lines.js';
import {
  envelopeProblems,
  PROTOCOL_VERSION,
  requestProblems,
  resultProblems,
  someProblems,
  type RequestType,
} from './messages.js';
import { OutputLog } from './output-log.js';
import { escapedUnit, printable } from '../../src/data/safe-text.js';
import { codePoints } from '../../src/diagnostics/places.js';
import { repeatedKey } from './repeated-keys.js';
import { briefJson } from './brief-json.js';
import { killGroup, spawnInGroup, type Launch } from './process-group.js';

/**
 * How many games aside --check-protocol starts after a session's n-th answered start: one after
 * an odd start, two after an even one, so the games the scenarios play are of both parities in the
 * program's own count (its 1st, 3rd, 6th, 8th, 11th, …), and of every remainder of three.
 */
export function gamesAsideAfter(start: number): number {
  return start % 2 === 1 ? 1 : 2;
}

/**
 * The requests the n-th start of a session makes under --check-protocol, each with a turn limit
 * of its own: the start, a start and a wait for each game aside, an observe of a game never started.
 */
export function checkedStartRequests(start: number): number {
  return 1 + 2 * gamesAsideAfter(start) + 1;
}

export interface JsonLinesOptions {
  /** The command line that starts the engine program (run by the shell)... */
  command?: string;
  /** ...or a file to run with its arguments, speaking on fd 3 (a module's host). */
  program?: { file: string; args: string[] };
  /** Its working directory (default: the current one). */
  cwd?: string;
  /** How long one answer may take, in ms (default 5000). */
  turnMs?: number;
  /** How long the program may take to start and answer its first request, in ms (default 30000). */
  startupMs?: number;
  /** How long a solve may take, in ms (default: the turn limit): a scenario's solve may use its budget. */
  solveMs?: number;
  /** Check every request and answer against schemas/protocol.schema.json. */
  checkProtocol?: boolean;
  /** The longest answer line, in bytes (default MAX_LINE_BYTES). */
  maxLineBytes?: number;
  /** How messages name it (default "engine program"). */
  what?: string;
}

/** What the harness can ask a JSON-lines build besides the contract: its output and how it ended. */
export interface SessionInfo {
  /** What the engine wrote besides answers since the last call (bounded, see OutputLog). */
  takeOutput(): string;
  /** Its exit code once it exited by itself (null after a signal, undefined while running). */
  exitCode(): number | null | undefined;
  /** The last words it wrote on stderr. */
  lastWords(): string;
  /**
   * The fault that lost the session, once what the program has written already is read (no
   * clock is waited on): a scenario's end asks, so a fault after its last answer is its own.
   */
  faultSoFar(): Promise<EngineFault | undefined>;
  /** The fault found while the harness said bye (an answer given twice, a line that is no answer). */
  faultAtBye(): EngineFault | undefined;
  /** How many requests the session's next start makes (more than one under --check-protocol). */
  nextStartRequests(): number;
}
// Kept on the process's global object: this module may be loaded twice in one process (vitest's
// copy opened the engine certify greeted, cucumber's copy of the step definitions asks about it).
const SESSIONS = Symbol.for('miau.conformance.json-lines-sessions');
const sessionsGlobal = globalThis as { [SESSIONS]?: WeakMap<EngineBuild, SessionInfo> };
const sessions = (sessionsGlobal[SESSIONS] ??= new WeakMap<EngineBuild, SessionInfo>());

/** The requests whose results the build does not hand to its caller as they came (see answer). */
const RESULTS_NOT_PASSED_ON: ReadonlySet<RequestType> = new Set(['start', 'reset', 'restore']);

/** How long the output of a program that exited is still read when something holds it open, in ms. */
const LAST_WORDS_MS = 250;

/** The session behind a build made by createJsonLinesEngine; undefined for any other build. */
export function sessionOf(build: EngineBuild): SessionInfo | undefined {
  return sessions.get(build);
}

/** The engine program as an engine build. Nothing starts until the first call. */
export function createJsonLinesEngine(options: JsonLinesOptions): EngineBuild {
  const session = new Session(options);
  const asidesChecked = options.checkProtocol === true && options.command !== undefined;
  let startsAnswered = 0;
  const gameOf = (game: string): EngineGame => ({
    input: async (move) => session.request('input', { game, move }) as Promise<TurnResult>,
    observe: async () => session.request('observe', { game }) as Promise<Observation>,
    undo: async () => session.request('undo', { game }) as Promise<boolean>,
    reset: async () => void (await session.request('reset', { game })),
    snapshot: async () => session.request('snapshot', { game }),
    restore: async (snapshot) => void (await session.request('restore', { game, snapshot })),
  });
  const build: EngineBuild = {
    hello: async () => session.request('hello', {}) as Promise<Hello>,
    load: async (pack) => session.request('load', { pack }) as Promise<LoadResult>,
    start: async (pack, level) => {
      const { game } = (await session.request('start', { pack, level })) as { game: string };
      // spec: conformance/protocol
      // Under --check-protocol a program is asked for one or two more games of the level at once,
      // in turn, and a wait in each, so the game a scenario plays is never the one started last,
      // nor the only one played, nor always of one parity: a program that answers a request with
      // the game it started last, not the game the request names, that keeps one undo history for
      // all its games, or that plays every second game wrongly, is found.
      if (asidesChecked) await session.startAside(pack, level, gamesAsideAfter(++startsAnswered));
      return gameOf(game);
    },
    solve: async (pack, level, solveOptions) =>
      session.request(
        'solve',
        { pack, level, options: solveOptions },
        options.solveMs,
      ) as Promise<SolveResult>,
    close: () => session.close(),
  };
  sessions.set(build, {
    takeOutput: () => session.output.take(),
    exitCode: () => session.exitCode,
    lastWords: () => session.output.tail(),
    faultSoFar: () => session.faultSoFar(),
    faultAtBye: () => session.byeFault,
    nextStartRequests: () => (asidesChecked ? checkedStartRequests(startsAnswered + 1) : 1),
  });
  return build;
}

interface Waiting {
  id: number;
  type: RequestType;
  /** What the request was for, when a scenario's step did not ask it (a --check-protocol probe). */
  note?: string;
  /** Said after its type wherever the request is named, when --check-protocol sent it itself. */
  probe?: string;
  resolve(result: unknown): void;
  reject(fault: Error): void;
  timer: NodeJS.Timeout;
}

class Session {
  readonly output = new OutputLog();
  exitCode: number | null | undefined;
  private child?: ChildProcess;
  private toEngine?: Writable;
  private nextId = 1;
  private waiting?: Waiting;
  private lostWith?: EngineFault;
  private exited?: Promise<void>;
  /** The request answered last, to tell an answer given twice from one out of order. */
  private answered?: { id: number; type: string; probe?: string };
  private lines?: LineSplitter;
  /** The fault found while saying bye, other than the exit bye asks for or no answer to it. */
  byeFault?: EngineFault;
  private byeSent = false;
  /** Bytes of an answer the program wrote without its line break before it exited. */
  private unendedAtExit = 0;
  /** Under --check-protocol, every game id this program has answered a start with: each names one game. */
  private gameIds = new Set<string>();

  constructor(private readonly options: JsonLinesOptions) {}

  private get what(): string {
    return this.options.what ?? 'engine program';
  }

  /**
   * Sends one request and resolves with its result; an error answer rejects with a plain Error.
   * `limitMs` replaces the turn limit (bye waits only the exit grace); `note` says what the request
   * was for, when an engine that exits on it is told so; `probe` names a request --check-protocol
   * sends itself wherever the request is named, so a fault in it is not taken for the step's.
   */
  request(
    type: RequestType,
    fields: Record<string, unknown>,
    limitMs?: number,
    { note, probe }: { note?: string; probe?: string } = {},
  ): Promise<unknown> {
    if (this.lostWith) return Promise.reject(this.lostWith);
    if (this.waiting)
      return Promise.reject(new Error(`The harness sent ${type} while ${this.waiting.type} was unanswered.`));
    const first = !this.child;
    if (first) this.spawn();
    const message = { protocol: PROTOCOL_VERSION, id: this.nextId++, type, ...fields };
    if (this.options.checkProtocol) {
      const problems = requestProblems(message);
      // The harness built a bad request: a bug in the suite, not the engine's fault.
      if (problems.length > 0)
        return Promise.reject(
          new Error(`The harness built a ${type} request that breaks the protocol: ${problems.join('; ')}.`),
        );
    }
    // A request line is bounded as an answer line is: the engine may refuse a longer one. A save
    // is the one part of a request an engine wrote, so a restore too long to send is its fault.
    const line = `${JSON.stringify(message)}\n`;
    const most = this.options.maxLineBytes ?? MAX_LINE_BYTES;
    const bytes = Buffer.byteLength(line) - 1; // the line break is not counted
    if (bytes > most) {
      const why = `the ${type} request would be ${bytes} bytes, over the protocol's ${describeBytes(most)} line limit`;
      if (type !== 'restore') return Promise.reject(new Error(`The harness cannot send ${why}.`));
      this.lose(
        'bad-answer',
        `answered snapshot with a save too long to send back: ${why}; a save must leave room for the restore request around it (about 100 bytes)`,
      );
      return Promise.reject(this.lostWith!);
    }
    const limit =
      limitMs ?? (first ? (this.options.startupMs ?? STARTUP_MS) : (this.options.turnMs ?? 5_000));
    return new Promise((resolve, reject) => {
      // An answer still arriving is named as such, so a huge answer is never read as silence.
      const timer = setTimeout(() => {
        const arrived = this.lines?.pendingBytes ?? 0;
        this.lose(
          'no-answer',
          arrived > 0
            ? `was still writing its answer to ${type} after ${limit} ms (${arrived} bytes so far)${this.unendedHint()}`
            : `did not answer ${type} within ${limit} ms${first ? `${this.firstAnswerHint()}${SLOW_START}` : this.laterAnswerHint()}`,
        );
      }, limit);
      this.waiting = {
        id: message.id,
        type,
        resolve,
        reject,
        timer,
        ...(note ? { note } : {}),
        ...(probe ? { probe } : {}),
      };
      this.toEngine!.write(line);
    });
  }

  // An answer written whole but for its line break waits for the \n for ever: say so, rather
  // than leave the engine's author to think it slow.
  private unendedHint(): string {
    return this.lines !== undefined && isJson(this.lines.pendingText())
      ? '; what arrived is a whole JSON value without its line break: every answer ends with \\n'
      : '';
  }

  // A program that flushed its first answers may write a later one on a path that does not.
  private laterAnswerHint(): string {
    return this.options.program
      ? ''
      : '; if it wrote an answer, flush its output after every answer, not only the first ones (print(..., flush=True) in Python)';
  }

  // A program's first answer never seen is most often one still in its output buffer: stdout to
  // a pipe is block-buffered in most languages. A module's host writes its answers itself, so
  // what did not finish is the module's own code.
  // A program that printed its answers on stderr (a logger's default stream) shows them there.
  private firstAnswerHint(): string {
    if (this.options.program)
      return ': the module did not finish its import, its createEngine() or its hello() (a busy loop, or a promise that never settles)';
    return ANSWER_LIKE.test(this.output.tail())
      ? '; it wrote what looks like an answer on standard error: answers go to standard output'
      : '; if it wrote an answer, flush its output after each line (a pipe is buffered: print(..., flush=True) in Python); if it reads on before answering, answer each line as it comes: the next request is sent only after this answer';
  }

  /**
   * Starts `count` games of the level and plays a wait in each, games no step plays afterwards
   * (under --check-protocol, after each start). The level started a moment ago, and a wait is a
   * request every game answers (a refused wait is an answer), so an error answer to either is a
   * fault. Then asks about a game never started (observeNoGame).
   */
  async startAside(pack: unknown, level: string, count: number): Promise<void> {
    for (let aside = 1; aside <= count; aside++) {
      const which = aside === 1 ? 'a second game' : 'a third game';
      let asked = which;
      try {
        const probe = `--check-protocol's ${which}`;
        const { game } = (await this.request('start', { pack, level }, undefined, { probe })) as {
          game: string;
        };
        asked = `a wait in ${which}`;
        await this.request('input', { game, move: 'W' }, undefined, { probe: `a wait in ${probe}` });
      } catch (error) {
        if (error instanceof EngineFault) throw error;
        throw engineFault(
          'engine-threw',
          `The ${this.what} refused ${asked} of level ${briefJson(level)}, which it had just started (--check-protocol starts one or two more after each start, in turn, and plays a wait in each, so that no game a scenario plays is the one started last, nor the only one played, nor always of one parity): ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    await this.observeNoGame();
  }

  /**
   * Asks to observe a game the program never started (an id it never gave): a request it cannot
   * do, which it refuses with an error answer. Any other answer names a game that does not exist,
   * as a program does that takes every request for the game it started last. Only faults leave it.
   */
  private async observeNoGame(): Promise<void> {
    let game = 'miau-no-such-game';
    for (let n = 2; this.gameIds.has(game); n++) game = `miau-no-such-game-${n}`;
    const observed = await this.request('observe', { game }, undefined, {
      note: `--check-protocol's observe of game "${game}", which it never started (a request it cannot do is refused with an error answer, never by exiting)`,
      probe: `--check-protocol's observe of a game it never started`,
    }).then(
      () => true,
      (error: unknown) => {
        if (error instanceof EngineFault) throw error;
        return false;
      },
    );
    if (observed)
      throw engineFault(
        'protocol-broken',
        `The ${this.what} answered observe of game "${game}", which it never started, with an observation: a request naming a game the program did not start is one it cannot do, and is refused with an error (--check-protocol asks this after each start)`,
      );
  }

  /** Says bye to a healthy program and waits briefly for it to exit; then kills its whole group. */
  async close(): Promise<void> {
    if (!this.child || !this.exited) return;
    if (!this.lostWith && !this.waiting) {
      // A program that never answers bye is given the exit grace, not a turn limit that may be a day.
      this.byeSent = true;
      // One grace for the answer and the exit together (spec: 2 seconds in all).
      const deadline = performance.now() + EXIT_GRACE_MS;
      const answered = await this.request('bye', {}, EXIT_GRACE_MS).then(
        () => true,
        () => false,
      );
      // The end of its input tells a launcher that forwards it (tee, a shell pipe) to end too.
      if (answered && this.options.command !== undefined) this.toEngine?.end();
      const exitedInTime = await Promise.race([
        this.exited.then(() => true),
        delay(Math.max(0, deadline - performance.now())).then(() => false),
      ]);
      // Exiting is what bye asks for, and a bye left unanswered is only waited for; anything else
      // (an answer given twice, a line that is not an answer) broke the protocol at the run's end.
      const fault = this.lostWith as EngineFault | undefined; // set meanwhile, by the answer or exit
      if (fault && fault.fault !== 'engine-exited' && fault.fault !== 'no-answer') this.byeFault = fault;
      // spec: conformance/protocol
      // Under --check-protocol a program also answers bye and exits after it, within the grace. An
      // unanswered bye is lost with the program's own exit, or with no answer in time, which kills
      // the program: that exit is the harness's, not the program's.
      else if (this.options.checkProtocol && this.options.command !== undefined)
        this.byeFault = this.byeNotKept(answered, answered ? exitedInTime : fault?.fault === 'engine-exited');
    }
    // A request still waiting (the run's budget ended while it ran) fails now: its timer would
    // otherwise hold the harness open for the rest of the turn limit.
    this.lose('engine-exited', 'was closed');
    killGroup(this.child.pid);
    await Promise.race([this.exited, delay(EXIT_GRACE_MS)]);
  }

  /**
   * How a program broke bye, under --check-protocol: left without answering, answered and stayed,
   * or did neither within the grace (`exited`: by itself, within it).
   */
  private byeNotKept(answered: boolean, exited: boolean): EngineFault | undefined {
    const flag = ' (--check-protocol)';
    if (answered && exited) return undefined;
    if (answered)
      return engineFault(
        'protocol-broken',
        `The ${this.what} answered bye but was still running ${EXIT_GRACE_MS} ms after it was sent: a program exits after answering bye${flag}.`,
      );
    // An answer written whole but for its line break is no answer, yet it was not left unsaid.
    if (exited && this.unendedAtExit > 0)
      return engineFault(
        'protocol-broken',
        `The ${this.what} exited when told bye after writing ${this.unendedAtExit} bytes of an answer it never ended with a line break, so bye was not answered: every answer ends with \\n${flag}.`,
      );
    if (exited)
      return engineFault(
        'protocol-broken',
        `The ${this.what} exited when told bye, without answering it: every request has one answer, bye too${flag}.`,
      );
    return engineFault(
      'no-answer',
      `The ${this.what} neither answered bye nor exited within ${EXIT_GRACE_MS} ms of it${flag}.`,
    );
  }

  /**
   * The fault that lost the session, after reading what the program has written already: two
   * turns of the event loop, the second past its poll for I/O, so a line already in the pipe is
   * read; no clock is waited on.
   */
  async faultSoFar(): Promise<EngineFault | undefined> {
    if (this.child && !this.lostWith) {
      await new Promise((next) => setImmediate(next));
      await new Promise((next) => setImmediate(next));
    }
    return this.lostWith;
  }

  private spawn(): void {
    const { command, program, cwd } = this.options;
    const launch: Launch = program ? { ...program, cwd } : { command: command!, cwd };
    const child = spawnInGroup(launch, program !== undefined);
    this.child = child;
    this.answered = undefined;
    this.gameIds = new Set();
    this.unendedAtExit = 0;
    this.exited = new Promise((done) => child.once('close', () => done()));
    // A module's host answers on fd 3; its stdout is the engine's own printing.
    const channel = (program ? child.stdio[3] : child.stdout) as Readable & Writable;
    this.toEngine = program ? channel : child.stdin!;
    const lines = (this.lines = new LineSplitter(
      this.options.maxLineBytes ?? MAX_LINE_BYTES,
      (line, utf8) => this.read(line, utf8),
      (bytes) =>
        this.lose(
          'answer-too-long',
          `wrote an answer line longer than ${describeBytes(this.options.maxLineBytes ?? MAX_LINE_BYTES)}, the protocol's limit (a protocol fault; refused after ${bytes} bytes)`,
        ),
    ));
    channel.on('data', (chunk: Buffer) => lines.push(chunk));
    // An engine that closes its output while it runs can answer nothing more: say so now, not
    // after a turn limit as silence. An exit right after says more, so it is given a moment.
    channel.once('end', () =>
      setTimeout(() => {
        // Exited: its 'close' says why, once what it said is read (the 'exit' handler ends the
        // streams a process it left behind may hold).
        if (child.exitCode !== null || child.signalCode !== null) return;
        // Told bye, it may close its output before it exits (answered or not): that is the end
        // bye asks for.
        if (this.byeSent) return;
        this.lose(
          'protocol-broken',
          `closed its ${program ? 'protocol channel (fd 3)' : 'standard output'} while still running, so it can answer nothing more`,
        );
      }, LAST_WORDS_MS).unref(),
    );
    channel.on('error', () => undefined); // a write to a program that died; its exit explains it
    for (const stream of program ? [child.stdout!, child.stderr!] : [child.stderr!]) {
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => this.output.add(chunk));
    }
    child.stdin?.on('error', () => undefined);
    child.once('error', (error) => this.lose('engine-not-started', `could not be started: ${error.message}`));
    child.once('exit', (code) => {
      this.exitCode = code;
      // A process it started in a session of its own (out of the group's reach) may hold its
      // stdout and stderr open, so 'close' would never come and the harness would wait with
      // it. After a moment for the last words, stop reading: 'close' follows.
      setTimeout(() => {
        for (const stream of child.stdio) stream?.destroy();
      }, LAST_WORDS_MS).unref();
    });
    // `close` comes after stdout and stderr are drained, so the last words are in.
    child.once('close', (code, signal) => {
      // An answer written whole but for its line break, then an exit, was a bare "exited".
      const unended = (this.unendedAtExit = lines.pendingBytes);
      const after =
        unended > 0
          ? ` after writing ${unended} bytes of an answer it never ended with a line break (every answer ends with \\n)`
          : '';
      // Node exits 13 when the module graph's evaluation never settles: the host's import of
      // the module waited on a top-level await (or a `then` it exports) that never resolved.
      const why =
        code === 13 && this.options.program
          ? ': its import never finished, waiting on a top-level await or an exported then() that never settles'
          : '';
      if (!this.lostWith)
        this.lose('engine-exited', `exited (${signal ? `signal ${signal}` : `code ${code}`}${why})${after}`);
    });
  }

  private read(line: string, utf8: boolean): void {
    // A byte order mark alone is no blank line (trim() would strip it): answer() names it.
    if ((line.trim() === '' && !line.includes('\ufeff')) || this.lostWith) return;
    // Read on, the bad bytes would become U+FFFD in every id and text the harness sends back.
    if (!utf8)
      return this.lose(
        'protocol-broken',
        `printed a line that is not UTF-8 (shown with each bad byte as U+FFFD): ${excerpt(line)}; JSON lines are UTF-8${notUtf8Hint(line)}`,
      );
    // A line no check foresaw must cost the engine its session, never the harness its run.
    try {
      this.answer(line);
    } catch (error) {
      this.lose(
        'protocol-broken',
        `printed a line the harness could not judge (${error instanceof Error ? error.message : 'it threw'}): ${excerpt(line)}`,
      );
    }
  }
  private answer(line: string): void {
    // Named apart: a quote of the line would not show the mark (it is invisible, and trimmed).
    if (line.startsWith('\ufeff'))
      return this.lose(
        'protocol-broken',
        line.slice(1).trim() === ''
          ? 'printed a line holding only a byte order mark (U+FEFF), which is not a blank line; JSON lines are UTF-8 without one'
          : 'printed a line that starts with a byte order mark (U+FEFF); JSON lines are UTF-8 without one',
      );
    let message: unknown;
    try {
      message = JSON.parse(line);
    } catch (error) {
      return this.lose(
        'protocol-broken',
        `printed a line that is not JSON: ${excerpt(line)}${notJsonHint(line, error)}`,
      );
    }
    const { id, type, ok, result, error } = (message ?? {}) as {
      id?: unknown;
      type?: unknown;
      ok?: unknown;
      result?: unknown;
      error?: { message?: unknown; fault?: unknown };
    };
    if (typeof message !== 'object' || message === null || typeof ok !== 'boolean')
      return this.lose(
        'protocol-broken',
        `printed a line that is not an answer (${notAnAnswer(message)}): ${excerpt(line)}${this.answered === undefined ? STDOUT_IS_FOR_ANSWERS : ''}`,
      );
    const waiting = this.waiting;
    // The id and type of the request answered last: an engine that answers twice (another type
    // with that id is an answer to a later request, out of order).
    const again = this.answered !== undefined && id === this.answered.id && type === this.answered.type;
    if (again)
      return this.lose(
        'protocol-broken',
        `answered ${named(this.answered!)} a second time: ${excerpt(line)}; every request has one answer`,
      );
    if (!waiting)
      return this.lose('protocol-broken', `answered when no request was waiting: ${excerpt(line)}`);
    // The protocol's way to refuse a line the engine could not read: one request is ever waiting,
    // so the refusal is that request's (an engine with a shorter line bound than the harness's,
    // say), not an answer out of order.
    const unread = id === null && !ok;
    if (id !== waiting.id && !unread && readsAsNumber(id, waiting.id))
      return this.lose(
        'protocol-broken',
        `answered ${named(waiting)} with the id ${briefJson(id)}, not the number ${waiting.id}; an answer's id is its request's, as it was sent`,
      );
    if (id === undefined)
      return this.lose(
        'protocol-broken',
        `answered ${named(waiting)} with no "id"; an answer carries its request's id`,
      );
    if (id !== waiting.id && !unread && !isRequestId(id))
      return this.lose(
        'protocol-broken',
        `answered ${named(waiting)} with the id ${rawId(line, id)}, which is not a request id (a whole number from 1); an answer's id is its request's, as it was sent`,
      );
    // One request is ever waiting, so another id is not an order problem: it names a request
    // answered already, or one never sent.
    if (id !== waiting.id && !unread) {
      const which = (id as number) < waiting.id ? 'a request answered already' : 'no request sent yet';
      return this.lose(
        'protocol-broken',
        `answered with the id ${JSON.stringify(id)} (${which}) while ${named(waiting)} was waiting; an answer carries the id of the request it answers, and one request waits at a time`,
      );
    }
    // A key given twice in one object means what each reader makes of it (JSON.parse kept the
    // last): under the flag, refused where it is, the envelope's or the result's.
    const repeated = this.options.checkProtocol ? repeatedKey(line) : undefined;
    if (repeated !== undefined)
      return this.lose(
        repeated.startsWith('/result/') ? 'bad-answer' : 'protocol-broken',
        `broke the protocol answering ${asked(waiting)}: its line names ${repeated} twice in one object, which JSON readers read differently (some keep the first, some the last); an object names each key once`,
      );
    // An error standing for an answer that could not be written as JSON data (a module's host
    // and miau serve mark theirs): the answer's fault, in the words that say where, not a throw.
    if (!ok && error?.fault === 'bad-answer')
      return this.lose(
        'bad-answer',
        typeof error.message === 'string' && error.message.trim() !== ''
          ? keptMessage(error.message)
          : `The engine answered ${asked(waiting)} with something that is not JSON data.`,
        { whole: true },
      );
    // An ok answer without a result would reach a step as `undefined` (a snapshot "saved
    // nothing"): missing, it breaks the envelope every answer has, with or without the flag.
    if (ok && !Object.hasOwn(message, 'result'))
      return this.lose(
        'protocol-broken',
        `answered ${asked(waiting)} with "ok": true but no "result" (an answer with nothing to say has "result": null)`,
      );
    // A number JavaScript reads as another (past 2^53, or past a double's range) would reach the
    // steps, and a save the engine itself, changed: said here, where it is still as written.
    const changed = ok ? changedNumber(line) : undefined;
    if (changed !== undefined)
      return this.lose(
        'bad-answer',
        `answered ${asked(waiting)} with the number ${changed.written}, which a JSON reader that holds numbers as doubles (JavaScript's, the harness's) reads as ${changed.read}, so the answer would not read the same after a round trip (conformance/plain-data); write such a value as a text`,
      );
    if (this.options.checkProtocol) {
      // The flag adds the envelope; results are checked for every build (start just below).
      const problems = envelopeProblems(waiting.type, message);
      if (problems.length > 0)
        return this.lose(
          'protocol-broken',
          `broke the protocol answering ${asked(waiting)}: ${someProblems(problems)}`,
        );
    }
    // A start answer is turned into a game here, and reset and restore answer nothing to their
    // caller, so no later check sees these results: they are checked always, like every other
    // result (answer-check.ts), not only with checkProtocol.
    if (ok && RESULTS_NOT_PASSED_ON.has(waiting.type)) {
      const problems = resultProblems(waiting.type, result);
      if (problems.length > 0)
        return this.lose(
          'bad-answer',
          `broke the protocol answering ${asked(waiting)}: ${someProblems(problems)}`,
        );
    }
    // Under the flag, a start answered with a game id given before: the id would name two games,
    // and requests meant for the first would reach the second (spec: conformance/protocol).
    if (ok && waiting.type === 'start' && this.options.checkProtocol) {
      const game = (result as { game: string }).game;
      if (this.gameIds.has(game))
        return this.lose(
          'protocol-broken',
          `answered start with the game id ${briefJson(game)}, which it had given a game started earlier in this session; every start answers a new game id, since no game is ever ended`,
        );
      this.gameIds.add(game);
    }
    this.settle();
    this.answered = {
      id: waiting.id,
      type: waiting.type,
      ...(waiting.probe ? { probe: waiting.probe } : {}),
    };
    if (ok) return waiting.resolve(result);
    // In the engine's words, on one line (see EngineFault): a step quotes it in its failure.
    const reason =
      typeof error?.message === 'string' && error.message.trim() !== ''
        ? keptMessage(printable(error.message))
        : `the engine refused ${waiting.type} without a message`;
    const said = unread ? `The engine could not read the ${waiting.type} request: ${reason}` : reason;
    // A module's host answers with what the module threw; a program answered in its own words.
    waiting.reject(this.options.command === undefined ? new Error(said) : new ErrorAnswer(said));
  }

  private settle(): void {
    if (this.waiting) clearTimeout(this.waiting.timer);
    this.waiting = undefined;
  }

  // The session cannot go on: fail what is waiting, and every later request, with the reason
  // (`whole`: a sentence of its own, not what the engine did after its name).
  private lose(fault: Fault, reason: string, { whole = false } = {}): void {
    if (this.lostWith) return;
    const said = this.output.tail();
    const where = this.options.program ? 'stdout and stderr' : 'stderr';
    // Found between requests, the fault is charged at the scenario's end (or fails the next
    // request, when it came later): say when it came. After bye, no request follows.
    const when =
      !this.waiting && this.answered && this.answered.type !== 'bye'
        ? ` (between requests: after its answer to ${named(this.answered)}, before the next was sent)`
        : '';
    const waiting = this.waiting;
    // A program that dies on a request: which one, as a step that never sent it is charged.
    const during =
      fault === 'engine-exited' && waiting
        ? ` It exited while ${waiting.note ? `request ${waiting.id} (${waiting.type})` : named(waiting)} waited for its answer${waiting.note ? `: ${waiting.note}` : ''}.`
        : '';
    this.lostWith = engineFault(
      fault,
      `${whole ? reason : `The ${this.what} ${reason}${when}.`}${said ? ` Its last words on ${where}: ${lastWords(said)}` : ''}${during}`,
      { lost: true },
    );
    this.settle();
    waiting?.reject(this.lostWith);
    killGroup(this.child?.pid);
  }
}

/** A request as a fault names it: its id and type, and who sent it when --check-protocol did. */
function named(request: { id: number; type: string; probe?: string }): string {
  return `request ${request.id} (${request.type}${request.probe ? `, ${request.probe}` : ''})`;
}

// A request's type, and what it was for when --check-protocol asked it, not a scenario's step:
// its fault otherwise read as the step's own (an observe of a game the step never saw).
function asked(request: { type: string; probe?: string }): string {
  return request.probe ? `${request.type} (${request.probe})` : request.type;
}

function delay(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms).unref());
}

// Garbage can be long and hold anything: show a short, one-line quote of it.
// What to do about a line that is not JSON: the usual causes, and the parser's own words, which
// quote the text around the place it stopped.
function notJsonHint(line: string, error: unknown): string {
  const said = error instanceof Error ? error.message : String(error);
  const position = /at position (\d+)/.exec(said);
  const at = position ? Number(position[1]) : -1;
  // The quote of the line shows its start: a fault past it is shown where it is.
  const there = at > EXCERPT_CHARS ? `; at character ${at}: ${excerptAt(line, at)}` : '';
  const parser = ` (the parser says: ${excerpt(said)})`;
  // UTF-16 without a byte order mark: its ASCII reads as UTF-8 with a NUL beside each character.
  if (looksLikeUtf16(line))
    return `; the line looks like UTF-16 (a NUL beside most characters): JSON lines are UTF-8${parser}`;
  // White space JSON does not count (a no-break space, say) after a whole value: named, since a
  // quote cannot show it.
  const after = /after JSON at position (\d+)/.exec(said);
  const rest = after ? line.slice(at) : '';
  if (after && rest.trim() === '' && isJson(line.slice(0, at)))
    return `; the line ends with ${firstCodePoints(rest)} after a whole JSON value: JSON's white space is only space, tab, CR and LF${parser}`;
  // Two answers on one line (no line break written between them): the first parses alone.
  if (after && isJson(line.slice(0, at)))
    return `; the line holds a whole JSON value and more text after it: one answer a line, each ended with \\n${there}${parser}`;
  if (/^\s*[[{]\s*$/.test(line) || /^\s*[}\]]\s*,?\s*$/.test(line))
    return `; an answer is one line of JSON, written without line breaks${parser}`;
  if (/(^|[^A-Za-z"])(NaN|-?Infinity)([^A-Za-z"]|$)/.test(line))
    return `; JSON has no NaN or Infinity, so every number must be finite${parser}`;
  // Not even the start of a JSON value: most often a log line or a banner printed on stdout.
  if (!/^\s*[[{"\-0-9tfn]/.test(line)) return `${STDOUT_IS_FOR_ANSWERS}${parser}`;
  return `${there}${parser}`;
}

const STDOUT_IS_FOR_ANSWERS =
  '; standard output is for answers only: logs, banners and prompts go to standard error';

/** Characters of a line a quote shows from its start (excerpt). */
const EXCERPT_CHARS = 120;

/** A short quote of `text` around character `at`. */
function excerptAt(text: string, at: number): string {
  const from = Math.max(0, at - 40);
  const to = Math.min(text.length, at + 40);
  return `${from > 0 ? '…' : ''}${quote(text.slice(from, to).replace(/\s+/g, ' '))}${to < text.length ? '…' : ''}`;
}

/** Each character of `text` as U+XXXX (places.ts), at most four of them named. */
function firstCodePoints(text: string): string {
  const characters = [...text];
  return characters.length > 4
    ? `${codePoints(characters.slice(0, 4).join(''))} and ${characters.length - 4} more`
    : codePoints(text);
}

/** A NUL beside most characters: UTF-16 read as UTF-8. */
function looksLikeUtf16(line: string): boolean {
  const nuls = line.split('\u0000').length - 1;
  return nuls > 0 && nuls * 3 >= line.length;
}

// The usual ways a program's output is not UTF-8, UTF-16 named when it looks like it (a NUL
// beside most characters).
function notUtf8Hint(line: string): string {
  const utf16 = looksLikeUtf16(line) ? ' (this looks like UTF-16, the default of PowerShell and .NET)' : '';
  return `${utf16}: a Latin-1, Windows code page or UTF-16 output must be encoded as UTF-8, and a lone surrogate (written by Java's modified UTF-8 or WTF-8) as a \\uXXXX escape`;
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

function excerpt(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return quote(line.length > EXCERPT_CHARS ? `${line.slice(0, EXCERPT_CHARS)}…` : line);
}

/** A line of JSON that names an `id`, as an answer does. */
const ANSWER_LIKE = /^\s*\{.*"id"\s*:/m;
// spec: conformance/bounded-answers
/** Said after a hello that did not come in time: how a slower start is given more. */
const SLOW_START = `; to allow a slower start, raise --turn-limit (the start limit is the larger of ${STARTUP_MS} ms and the turn limit)`;

// Last words are read from the end: show the end of them.
function lastWords(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return quote(line.length > 200 ? `…${line.slice(-200)}` : line);
}

// JSON quoting escapes C0 controls; DEL and C1 are escaped too, so no quote can drive a terminal.
function quote(text: string): string {
  return JSON.stringify(text).replace(/[\u007f-\u009f]/g, escapedUnit);
}

/** Why a JSON line is not an answer: an answer is an object whose "ok" is true or false. */
function notAnAnswer(message: unknown): string {
  if (Array.isArray(message)) return 'an answer is one JSON object, not a list';
  if (typeof message !== 'object' || message === null)
    return `an answer is one JSON object, not ${message === null ? 'null' : `a ${typeof message}`}`;
  const ok = (message as { ok?: unknown }).ok;
  if (ok === undefined) return 'no "ok"';
  const shown = typeof ok === 'string' ? `the text ${JSON.stringify(ok.slice(0, 40))}` : briefJson(ok);
  return `"ok" is ${shown}, where an answer says true or false`;
}

// Sixteen digits (a point among them or not), enough for an integer past 2^53, or an exponent:
// only then is a line read for its numbers, so an ordinary answer costs one test of this pattern.
const MAYBE_CHANGED = /\d(?:\.?\d){15}|[eE][+-]?\d/;
const NUMBER = /-?\d+(\.\d+)?([eE][+-]?\d+)?/y;

/**
 * The first number of a JSON line that JavaScript reads as another value: an integer it cannot
 * hold exactly (9007199254740993 is read as 9007199254740992), one out of a double's range (1e400
 * as Infinity), or a non-zero one read as 0 (1e-400). Text inside strings is skipped.
 */
export function changedNumber(line: string): { written: string; read: string } | undefined {
  if (!MAYBE_CHANGED.test(line)) return undefined;
  for (let at = 0; at < line.length;) {
    const char = line.charCodeAt(at);
    if (char === 0x22) {
      // A string: to its closing quote, one not escaped by an odd run of backslashes.
      let end = line.indexOf('"', at + 1);
      for (; end > 0; end = line.indexOf('"', end + 1)) {
        let slashes = 0;
        while (line.charCodeAt(end - 1 - slashes) === 0x5c) slashes++;
        if (slashes % 2 === 0) break;
      }
      if (end < 0) return undefined;
      at = end + 1;
      continue;
    }
    if (char !== 0x2d && (char < 0x30 || char > 0x39)) {
      at++;
      continue;
    }
    NUMBER.lastIndex = at;
    const match = NUMBER.exec(line);
    if (!match) {
      at++;
      continue;
    }
    at = NUMBER.lastIndex;
    const written = match[0];
    const value = Number(written);
    const exact = Number.isFinite(value) ? exactInteger(written) : undefined;
    const changed =
      !Number.isFinite(value) ||
      (value === 0 && /[1-9]/.test(written.replace(/[eE].*/, ''))) ||
      (exact !== undefined && !Number.isSafeInteger(value) && exact !== exactInteger(String(value)));
    if (changed)
      return { written: written.length > 40 ? `${written.slice(0, 40)}…` : written, read: String(value) };
  }
  return undefined;
}

/**
 * The integer a JSON number stands for when it stands for one, however written: 9007199254740993,
 * 9007199254740993.0 and 9.007199254740993e15 alike; undefined for a number with a fraction.
 * Only for a number JavaScript reads as finite (so its exponent is small). Compared with the
 * integer of the text JavaScript writes back, it tells 9007199254740993 (written back
 * 9007199254740992) from 1.5e300 (written back 1.5e+300, the same number).
 */
function exactInteger(written: string): bigint | undefined {
  const [, sign, whole, fraction = '', exponent = '0'] = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(
    written,
  )!;
  const digits = `${whole}${fraction}`.replace(/^0+/, '');
  if (digits === '') return 0n;
  const significant = digits.replace(/0+$/, '');
  const scale = Number(exponent) - fraction.length + (digits.length - significant.length);
  if (scale < 0) return undefined;
  const magnitude = BigInt(significant) * 10n ** BigInt(scale);
  return sign === '-' ? -magnitude : magnitude;
}

function isRequestId(id: unknown): boolean {
  return typeof id === 'number' && Number.isSafeInteger(id) && id >= 1;
}

// The id as the engine wrote it: JSON.parse reads 1e400 as Infinity, which JSON.stringify writes
// as null, 9007199254740993 as 9007199254740992 (past 2^53 a double skips odd numbers), and -0
// as 0. A text is quoted.
function rawId(line: string, id: unknown): string {
  if (typeof id === 'string') return excerpt(id);
  // A number is looked for in the line, and only as a field of the answer itself: the text
  // before it opens no other object or list. Not found (after the result, say), it is shown as
  // JavaScript writes it back.
  const written =
    typeof id === 'number' ? /^\s*\{[^{}[\]]*?"id"\s*:\s*(-?[0-9][0-9.eE+-]*)/.exec(line)?.[1] : undefined;
  if (written === undefined) return briefJson(id);
  return written.length > 40 ? `${written.slice(0, 40)}…` : written;
}

// Whether an id that is not the request's number reads as it: the text "3", or [3], for 3.
function readsAsNumber(id: unknown, requestId: number): boolean {
  const only = Array.isArray(id) && id.length === 1 ? (id as unknown[])[0] : id;
  return (typeof only === 'string' || typeof only === 'number') && String(only) === String(requestId);
}
