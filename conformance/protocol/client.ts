// The harness's end of the JSON-lines protocol: an EngineBuild that starts a program
// (`--engine-cmd`) and speaks to it on its stdin and stdout, one request at a time.
// Anything the program does wrong is an EngineFault; when the session can no longer be
// trusted (it hung, exited, printed garbage or answered out of order) the fault is `lost`,
// the program is killed, and the World starts a new one for the next scenario.
import { spawn, type ChildProcess } from 'node:child_process';
import type { EngineBuild, EngineGame } from '../contract.js';
import { EngineFault } from '../errors.js';
import { answerProblems, PROTOCOL_VERSION, requestProblems, type RequestType } from './messages.js';

export interface JsonLinesOptions {
  /** The command line that starts the engine program (run by the shell). */
  command: string;
  /** Its working directory (default: the current one). */
  cwd?: string;
  /** How long one answer may take, in ms (default 5000). */
  turnMs?: number;
  /** How long the program may take to start and answer its first request, in ms (default 30000). */
  startupMs?: number;
  /** Check every request and answer against schemas/protocol.schema.json. */
  checkProtocol?: boolean;
}

/** The engine program as an engine build. Nothing starts until the first call. */
export function createJsonLinesEngine(options: JsonLinesOptions): EngineBuild {
  const session = new Session(options);
  const gameOf = (game: string): EngineGame => ({
    input: async (move) => session.request('input', { game, move }) as never,
    observe: async () => session.request('observe', { game }) as never,
    undo: async () => session.request('undo', { game }) as never,
    reset: async () => void (await session.request('reset', { game })),
    snapshot: async () => session.request('snapshot', { game }),
    restore: async (snapshot) => void (await session.request('restore', { game, snapshot })),
  });
  return {
    hello: async () => session.request('hello', {}) as never,
    load: async (pack) => session.request('load', { pack }) as never,
    start: async (pack, level) => gameOf(((await session.request('start', { pack, level })) as { game: string }).game),
    solve: async (pack, level, options) => session.request('solve', { pack, level, options }) as never,
    close: () => session.close(),
  };
}

interface Waiting {
  id: number;
  type: RequestType;
  resolve(result: unknown): void;
  reject(fault: Error): void;
  timer: NodeJS.Timeout;
}

// Programs still running when the harness exits are killed with their process group. They
// live in groups of their own, so a Ctrl-C reaches only the harness: pass it on, then die of it.
const running = new Set<ChildProcess>();
let watching = false;
function watchExit(): void {
  if (watching) return;
  watching = true;
  const killAll = () => {
    for (const child of running) killGroup(child);
  };
  process.once('exit', killAll);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      killAll();
      process.kill(process.pid, signal);
    });
  }
}

class Session {
  private child?: ChildProcess;
  private nextId = 1;
  private waiting?: Waiting;
  private lostWith?: EngineFault;
  private unread = '';
  private stderrTail = '';
  private exited?: Promise<void>;

  constructor(private readonly options: JsonLinesOptions) {}

  /** Sends one request and resolves with its result; an error answer rejects with a plain Error. */
  request(type: RequestType, fields: Record<string, unknown>): Promise<unknown> {
    if (this.lostWith) return Promise.reject(this.lostWith);
    if (this.waiting) return Promise.reject(new Error(`The harness sent ${type} while ${this.waiting.type} was unanswered.`));
    const first = !this.child;
    const child = this.child ?? this.spawn();
    const message = { protocol: PROTOCOL_VERSION, id: this.nextId++, type, ...fields };
    if (this.options.checkProtocol) {
      const problems = requestProblems(message);
      // The harness built a bad request: a bug in the suite, not the engine's fault.
      if (problems.length > 0) return Promise.reject(new Error(`The harness built a ${type} request that breaks the protocol: ${problems.join('; ')}.`));
    }
    const limit = first ? (this.options.startupMs ?? 30_000) : (this.options.turnMs ?? 5_000);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => this.lose(`did not answer ${type} within ${limit} ms`), limit);
      this.waiting = { id: message.id, type, resolve, reject, timer };
      child.stdin!.write(`${JSON.stringify(message)}\n`);
    });
  }

  /** Says bye to a healthy program and waits briefly for it to exit; kills one that is lost or slow. */
  async close(): Promise<void> {
    if (!this.child || !this.exited) return;
    if (!this.lostWith && !this.waiting) {
      await this.request('bye', {}).catch(() => undefined);
      await Promise.race([this.exited, delay(2_000)]);
    }
    this.lostWith ??= new EngineFault('The engine program was closed.', { lost: true });
    killGroup(this.child);
    await Promise.race([this.exited, delay(2_000)]);
  }

  private spawn(): ChildProcess {
    // Its own process group, so a shell's children (npx → node) die with it.
    const child = spawn(this.options.command, { shell: true, cwd: this.options.cwd, stdio: ['pipe', 'pipe', 'pipe'], detached: true });
    watchExit();
    running.add(child);
    this.child = child;
    this.exited = new Promise((done) => child.once('close', () => done()));
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (chunk: string) => this.read(chunk));
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (chunk: string) => {
      this.stderrTail = (this.stderrTail + chunk).slice(-600);
    });
    child.stdin!.on('error', () => undefined); // a write to a program that died; its exit explains it
    child.once('error', (error) => this.lose(`could not be started: ${error.message}`));
    child.once('exit', () => running.delete(child));
    // `close` comes after stdout and stderr are drained, so the last words are in.
    child.once('close', (code, signal) => {
      if (!this.lostWith) this.lose(`exited (${signal ? `signal ${signal}` : `code ${code}`})`);
    });
    return child;
  }

  private read(chunk: string): void {
    this.unread += chunk;
    let end: number;
    while ((end = this.unread.indexOf('\n')) >= 0) {
      const line = this.unread.slice(0, end).replace(/\r$/, '');
      this.unread = this.unread.slice(end + 1);
      if (line.trim() !== '' && !this.lostWith) this.answer(line);
    }
  }

  private answer(line: string): void {
    let message: unknown;
    try {
      message = JSON.parse(line);
    } catch {
      return this.lose(`printed a line that is not JSON: ${excerpt(line)}`);
    }
    const { id, ok, result, error } = (message ?? {}) as { id?: unknown; ok?: unknown; result?: unknown; error?: { message?: unknown } };
    if (typeof message !== 'object' || message === null || typeof ok !== 'boolean') {
      return this.lose(`printed a line that is not an answer (no "ok"): ${excerpt(line)}`);
    }
    const waiting = this.waiting;
    if (!waiting) return this.lose(`answered when no request was waiting: ${excerpt(line)}`);
    if (id !== waiting.id) {
      return this.lose(`answered request ${JSON.stringify(id)} while request ${waiting.id} (${waiting.type}) was waiting; answers must come in request order`);
    }
    if (this.options.checkProtocol) {
      const problems = answerProblems(waiting.type, message);
      if (problems.length > 0) return this.lose(`broke the protocol answering ${waiting.type}: ${problems.join('; ')}`);
    }
    this.settle();
    if (ok) waiting.resolve(result);
    else waiting.reject(new Error(typeof error?.message === 'string' ? error.message : `the engine refused ${waiting.type} without a message`));
  }

  private settle(): void {
    if (this.waiting) clearTimeout(this.waiting.timer);
    this.waiting = undefined;
  }

  // The session cannot go on: fail what is waiting, and every later request, with the reason.
  private lose(reason: string): void {
    if (this.lostWith) return;
    const said = this.stderrTail.trim();
    this.lostWith = new EngineFault(
      `The engine program ${reason}.${said ? ` Its last words on stderr: ${excerpt(said)}` : ''}`,
      { lost: true },
    );
    const waiting = this.waiting;
    this.settle();
    waiting?.reject(this.lostWith);
    if (this.child) killGroup(this.child);
  }
}

function killGroup(child: ChildProcess): void {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    child.kill('SIGKILL'); // the group is gone already; make sure of the child itself
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms).unref());
}

// Garbage can be long and hold anything: show a short, one-line quote of it.
function excerpt(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return JSON.stringify(line.length > 120 ? `${line.slice(0, 120)}…` : line);
}
