// The JSON-lines protocol: the server (`miau serve`) answers every request in order and in the
// schema's shape, and the client loses a session — with the reason — when a program stops
// answering or (with checking on) breaks the schema; nothing more is asked of a lost session.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { faultyProgram, fixtureEngine, ROOT, serveCommand } from '../runner/helpers.js';
import type { EngineBuild, MiauPack } from '../../../conformance/contract.js';
import { createEngine } from '../../../conformance/engines/reference.js';
import { EngineFault } from '../../../conformance/runner/errors.js';
import { changedNumber, createJsonLinesEngine } from '../../../conformance/protocol/client.js';
import {
  answerProblems,
  requestProblems,
  REQUEST_TYPES,
  someProblems,
  type RequestType,
} from '../../../conformance/protocol/messages.js';
import { serveEngine } from '../../../conformance/protocol/server.js';

const tiny = JSON.parse(readFileSync(`${ROOT}/packs/examples/tiny.json`, 'utf8')) as MiauPack;

/** Feeds request lines to the server and returns its answers, parsed. */
async function serve(lines: string[], build: EngineBuild = createEngine()) {
  const input = new PassThrough();
  const output = new PassThrough();
  let text = '';
  output.on('data', (chunk) => (text += String(chunk)));
  const done = serveEngine(build, input, output);
  input.end(lines.map((l) => `${l}\n`).join(''));
  await done;
  return text
    .trim()
    .split('\n')
    .map(
      (line) =>
        JSON.parse(line) as {
          id: number | null;
          type?: RequestType;
          ok: boolean;
          result?: unknown;
          error?: { message: string };
        },
    );
}

const request = (id: number, type: string, fields: object = {}) =>
  JSON.stringify({ protocol: 1, id, type, ...fields });

// A client that sends and never reads had every answer queued in miau serve's memory (2.85 GB
// after 40 s): once the output is full, the server reads no more requests until it drains.
describe('a client that never reads the answers', () => {
  it('stops the server reading requests once the output is full, and lets it go on when read', async () => {
    const input = new PassThrough();
    const output = new PassThrough({ highWaterMark: 1024 });
    const done = serveEngine(createEngine(), input, output);
    const requests = Array.from({ length: 2000 }, (_, i) => request(i + 1, 'hello'));
    input.end(requests.map((l) => `${l}\n`).join(''));
    await new Promise((wait) => setTimeout(wait, 200));
    // Answered only until the buffers were full: a few answers held, not two thousand (300 kB).
    const held = output.writableLength + output.readableLength;
    expect(held).toBeGreaterThan(0);
    expect(held).toBeLessThan(20_000);
    let answers = 0;
    output.on('data', (chunk) => (answers += String(chunk).split('\n').length - 1));
    await done;
    output.end();
    await new Promise((ended) => output.once('end', ended));
    expect(answers).toBe(2000);
  });
});

describe('answerProblems', () => {
  const hello = (capabilities: unknown[]) => ({
    protocol: 1,
    id: 1,
    type: 'hello',
    ok: true,
    result: { name: 'x', version: '1', protocol: 1, capabilities },
  });

  it('refuses a hello claiming far more capabilities than there are before checking them for repeats', () => {
    const distinct = Array.from({ length: 100_000 }, (_, i) => ({ n: i }));
    expect(answerProblems('hello', hello(distinct))).toEqual([
      expect.stringMatching(/^\/result\/capabilities lists 100000 capabilities; there are \d+$/),
    ]);
    expect(answerProblems('hello', hello(['automata', 'automata']))).toEqual([
      expect.stringMatching(/^\/result\/capabilities must NOT have duplicate items/),
    ]);
  });

  it('shows five problems and counts the rest', () => {
    expect(someProblems(['a', 'b'])).toBe('a; b');
    expect(someProblems(['a', 'b', 'c', 'd', 'e', 'f', 'g'])).toBe('a; b; c; d; e; and 2 more');
  });
});

describe('serveEngine', () => {
  it('answers every request in order, each in the shape the schema gives its answer', async () => {
    const loaded = await createEngine().load(tiny);
    const pack = loaded.ok ? loaded.pack : tiny;
    const requests = [
      request(1, 'hello'),
      request(2, 'load', { pack: tiny }),
      request(3, 'start', { pack, level: 'first-steps' }),
      request(4, 'input', { game: 'g1', move: 'R' }),
      request(5, 'observe', { game: 'g1' }),
      request(6, 'undo', { game: 'g1' }),
      request(7, 'reset', { game: 'g1' }),
      request(8, 'snapshot', { game: 'g1' }),
      request(9, 'restore', { game: 'g1', snapshot: { turn: 0 } }),
      request(10, 'solve', { pack, level: 'first-steps', options: {} }),
      request(11, 'bye'),
      request(12, 'hello'),
    ];
    for (const line of requests) expect(requestProblems(JSON.parse(line))).toEqual([]);
    const answers = await serve(requests);
    expect(answers.map((a) => [a.id, a.type])).toEqual(REQUEST_TYPES.map((type, i) => [i + 1, type]));
    for (const answer of answers) expect(answerProblems(answer.type!, answer)).toEqual([]);
    expect(answers[2]).toMatchObject({ ok: true, result: { game: 'g1' } });
    expect(answers[9]).toMatchObject({ ok: true, result: { status: 'SOLVED', moves: 'RRRR' } });
  });

  it('answers a line it cannot use with an error, and goes on', async () => {
    const answers = await serve([
      'not json',
      request(2, 'dance'),
      request(3, 'observe', { game: 'g9' }),
      '{"id": 4}',
      request(5, 'hello'),
    ]);
    expect(answers.map((a) => [a.id, a.ok])).toEqual([
      [null, false],
      [2, false],
      [3, false],
      [4, false],
      [5, true],
    ]);
    expect(answers[0].error!.message).toBe('The request is not JSON.');
    expect(answers[1].error!.message).toMatch(/no known "type"/);
    expect(answers[2].error!.message).toBe('There is no game "g9" in this session.');
    for (const answer of answers.slice(0, 4)) expect(answerProblems('hello', answer)).toEqual([]);
  });

  it('turns what the engine throws into an error answer', async () => {
    const throwing: EngineBuild = {
      ...createEngine(),
      load: () => Promise.reject(new RangeError('no packs today')),
    };
    const [answer] = await serve([request(1, 'load', { pack: 1 })], throwing);
    expect(answer).toEqual({
      protocol: 1,
      id: 1,
      type: 'load',
      ok: false,
      error: { message: 'no packs today' },
    });
  });

  it.each([
    ['an Error whose message is a number', () => Object.assign(new Error(), { message: 42 }), '42'],
    [
      'an Error whose message getter throws',
      () =>
        Object.defineProperty(new Error(), 'message', {
          get() {
            throw new Error('no message');
          },
        }),
      'an Error whose message cannot be shown',
    ],
    [
      'a Proxy that throws on every touch',
      () =>
        new Proxy(
          {},
          {
            get: () => {
              throw new Error('touched');
            },
            getPrototypeOf: () => {
              throw new Error('touched');
            },
          },
        ),
      'an object that cannot be shown',
    ],
    ['a plain object with a message', () => ({ message: 'plainly' }), 'plainly'],
  ])('answers %s with an error, and goes on', async (_, thrown, message) => {
    const throwing: EngineBuild = {
      ...createEngine(),
      load: () => {
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- what a foreign engine may throw
        throw thrown();
      },
    };
    const answers = await serve([request(1, 'load', { pack: 1 }), request(2, 'hello')], throwing);
    expect(answers[0]).toMatchObject({ id: 1, ok: false, error: { message } });
    expect(answers[1]).toMatchObject({ id: 2, ok: true });
  });
});

describe('serveEngine and a build that breaks the contract', () => {
  it('refuses a request line longer than its bound while reading it, and ends the session saying so', async () => {
    const input = new PassThrough();
    const output = new PassThrough();
    let text = '';
    output.on('data', (chunk) => (text += String(chunk)));
    const done = serveEngine(createEngine(), input, output, { maxLineBytes: 64 });
    input.end(`${request(1, 'load', { pack: tiny })}\n${request(2, 'hello')}\n`);
    const ended = await done;
    expect(ended).toMatch(
      /^A request line was longer than .*, the protocol's limit \(refused after \d+ bytes\); the session ends\.$/,
    );
    const answers = text.trim().split('\n');
    expect(answers).toHaveLength(1);
    expect(JSON.parse(answers[0])).toMatchObject({ id: null, ok: false, error: { message: ended } });
  });

  it("ends a session whose engine's close() throws saying so, after every answer", async () => {
    const input = new PassThrough();
    const output = new PassThrough();
    output.resume();
    const build = { ...createEngine(), close: () => Promise.reject(new Error('disk gone')) } as EngineBuild;
    const done = serveEngine(build, input, output);
    input.end(`${request(1, 'hello')}\n`);
    expect(await done).toBe("The engine's close() threw: disk gone.");
  });

  // conformance/plain-data (change list-fields-are-not-data): JSON leaves a list's named field out.
  it("names a list's field of its own, which JSON leaves out; a list past 65,536 items is not read for fields", async () => {
    const loadAnswering = (value: unknown) =>
      serve([request(1, 'load', { pack: tiny })], {
        ...createEngine(),
        load: () => Promise.resolve(value),
      } as EngineBuild);
    const [withField] = await loadAnswering({ ok: true, things: Object.assign([1, 2], { byId: {} }) });
    expect(withField.error?.message).toBe(
      'The engine answered load with something that is not JSON data: /things has a field "byId" of its own besides its items, which JSON leaves out of a list.',
    );
    const [long] = await loadAnswering({
      ok: true,
      things: Object.assign(new Array(65_537).fill(0), { byId: {} }),
    });
    expect(long.ok).toBe(true);
  });

  // rules/snapshot: the save handed to restore is kept before the call, so one emptied during it is seen.
  it('says so when restore empties the save it was handed', async () => {
    const reference = createEngine();
    const build = {
      ...reference,
      start: async (pack: MiauPack, level: string) => {
        const game = await reference.start(pack, level);
        return Object.assign(Object.create(game) as object, {
          restore: (saved: Record<string, unknown>) => {
            const taken = JSON.parse(JSON.stringify(saved)) as unknown;
            for (const key of Object.keys(saved)) delete saved[key];
            return game.restore(taken);
          },
        });
      },
    } as EngineBuild;
    const first = await serve(
      [request(1, 'start', { pack: tiny, level: 'first-steps' }), request(2, 'snapshot', { game: 'g1' })],
      build,
    );
    const answers = await serve(
      [
        request(1, 'start', { pack: tiny, level: 'first-steps' }),
        request(2, 'restore', { game: 'g1', snapshot: first[1].result }),
      ],
      build,
    );
    expect(answers[1].error?.message).toMatch(
      /^The game changed the save it was handed by restore \(request 2\) afterwards, at \//,
    );
  });

  it('names a method the build or its game lacks, not the TypeError of its own code', async () => {
    const reference = createEngine();
    const build = {
      hello: () => reference.hello(),
      start: async (pack: MiauPack, level: string) => {
        const game = await reference.start(pack, level);
        return { input: game.input.bind(game), observe: game.observe.bind(game) };
      },
    } as unknown as EngineBuild;
    const answers = await serve(
      [
        request(1, 'load', { pack: tiny }),
        request(2, 'start', { pack: tiny, level: 'first-steps' }),
        request(3, 'undo', { game: 'g1' }),
      ],
      build,
    );
    expect(answers.map((a) => a.error?.message ?? 'ok')).toEqual([
      'The engine build has no load() method, which the contract asks for.',
      'ok',
      'The game the engine started has no undo() method, which the contract asks for.',
    ]);
  });

  it('says where an answer is not JSON data: a cycle, a BigInt, a toJSON that throws', async () => {
    const cyclic: Record<string, unknown> = { turn: 1 };
    cyclic.board = { things: [cyclic] };
    const answersOf = async (value: unknown) =>
      (
        await serve([request(1, 'load', { pack: tiny })], {
          ...createEngine(),
          load: () => Promise.resolve(value),
        } as EngineBuild)
      )[0];
    expect((await answersOf(cyclic)).error?.message).toBe(
      'The engine answered load with something that is not JSON data: /board/things/0 holds an object that holds it (a cycle).',
    );
    let deep: Record<string, unknown> = {};
    for (let level = 0; level < 100_000; level++) deep = { s: deep };
    expect((await answersOf(deep)).error?.message).toMatch(
      /^The engine answered load with something that is not JSON data: it is nested more than 1000 levels deep \((\/s){40}…\)\.$/,
    );
    expect((await answersOf({ ok: true, count: 10n })).error?.message).toBe(
      'The engine answered load with something that is not JSON data: /count is a BigInt.',
    );
    const throwing = {
      toJSON: () => {
        throw new Error('not now');
      },
    };
    expect((await answersOf(throwing)).error?.message).toBe(
      'The engine answered load with something that is not JSON data: JSON.stringify refused it (not now).',
    );
    // Looked at again to say where, it threw again: the answer was the bare "keys boom", unmarked.
    const trapped = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error('keys boom');
        },
      },
    );
    expect(await answersOf(trapped)).toMatchObject({
      ok: false,
      error: {
        message:
          'The engine answered load with something that is not JSON data: reading it threw (keys boom).',
        fault: 'bad-answer',
      },
    });
  });

  // conformance/plain-data: a save holding Infinity reached the harness as null, a Date as a text
  // and a Map as {}, so "the save is plain JSON data" passed for a module whose save was not.
  it('says where JSON would write an answer as something else than it is', async () => {
    const answerOf = async (value: unknown) =>
      (
        await serve([request(1, 'load', { pack: tiny })], {
          ...createEngine(),
          load: () => Promise.resolve(value),
        } as EngineBuild)
      )[0];
    const notData = 'The engine answered load with something that is not JSON data:';
    class Save {
      turn = 3;
    }
    const shared = { x: 1 };
    const cases: [unknown, string | undefined][] = [
      [{ save: { when: Infinity } }, '/save/when is Infinity, which JSON writes as null'],
      [[1, NaN], '/1 is NaN, which JSON writes as null'],
      [-Infinity, '(the whole answer) is -Infinity, which JSON writes as null'],
      [{ at: new Date(0) }, '/at is a Date, which JSON writes as what its toJSON() returns'],
      [
        { 'a/b~': { toJSON: () => 1 } },
        '/a~1b~0 is an object with a toJSON() method, which JSON writes as what its toJSON() returns',
      ],
      [{ seen: new Map([[1, 2]]) }, '/seen is a Map, which JSON writes without what it holds'],
      [{ cells: new Uint8Array(2) }, '/cells is a typed array, which JSON writes without what it holds'],
      [{ why: new Error('x') }, '/why is an Error, which JSON writes without what it holds'],
      [{ list: [1, undefined] }, '/list/1 is undefined (or a hole) in a list, which JSON writes as null'],
      // eslint-disable-next-line no-sparse-arrays
      [{ list: [1, , 3] }, '/list/1 is undefined (or a hole) in a list, which JSON writes as null'],
      [{ list: [() => 1] }, '/list/0 is a function in a list, which JSON writes as null'],
      // A class instance is written as its own fields, without its class or its class's getters.
      [
        { at: new Save() },
        '/at is an instance of Save, not a plain object, which JSON writes without its class',
      ],
      [
        [new (class Cells extends Array<number> {})()],
        '/0 is an instance of Cells, not a plain list, which JSON writes without its class',
      ],
      [{ score: new Number(3) }, '/score is a Number object, not a plain value'],
      // The answer itself cannot be left out, as a field is.
      [undefined, '(the whole answer) is undefined, which JSON does not write at all'],
      [() => 1, '(the whole answer) is a function, which JSON does not write at all'],
      [Symbol('save'), '(the whole answer) is a symbol, which JSON does not write at all'],
      // Written as they are: a field left undefined is a field the answer does not have, an object
      // without a prototype or made in another realm is plain, and an object met twice is read once.
      [
        {
          a: undefined,
          f: () => 1,
          bare: Object.create(null) as object,
          realm: runInNewContext('({ cells: [1, 2], at: { x: 1 } })') as object,
          one: shared,
          two: [shared, shared],
        },
        undefined,
      ],
    ];
    for (const [value, why] of cases) {
      const answer = await answerOf(value);
      if (why === undefined) expect(answer.ok).toBe(true);
      else expect(answer.error).toEqual({ message: `${notData} ${why}.`, fault: 'bad-answer' });
    }
  });

  it('answers null for the calls that answer nothing, and marks every answer that is not JSON data', async () => {
    const reference = createEngine();
    const build = {
      ...reference,
      start: async (pack: MiauPack, level: string) => {
        const game = await reference.start(pack, level);
        return { ...game, reset: () => Promise.resolve(undefined), undo: () => Promise.resolve(10n) };
      },
    } as unknown as EngineBuild;
    const answers = await serve(
      [
        request(1, 'load', { pack: tiny }),
        request(2, 'start', { pack: tiny, level: 'first-steps' }),
        request(3, 'reset', { game: 'g1' }),
        request(4, 'undo', { game: 'g1' }),
      ],
      build,
    );
    expect(answers[2]).toMatchObject({ id: 3, ok: true, result: null });
    expect(answers[3]).toMatchObject({
      id: 4,
      ok: false,
      error: {
        message:
          'The engine answered undo with something that is not JSON data: (the whole answer) is a BigInt.',
        fault: 'bad-answer',
      },
    });
  });

  it('refuses every later request but bye once the built-ins it shares were changed', async () => {
    const input = new PassThrough();
    const output = new PassThrough();
    let text = '';
    output.on('data', (chunk) => (text += String(chunk)));
    let changed: string | undefined = undefined;
    const done = serveEngine(createEngine(), input, output, { changedBuiltIns: () => changed });
    input.write(`${request(1, 'hello')}\n`);
    await new Promise((wait) => setTimeout(wait, 50));
    changed = 'JSON.stringify was replaced';
    input.end(
      `${request(2, 'hello')}\n${request(3, 'hello')}\n${request(4, 'bye')}\n${request(5, 'hello')}\n`,
    );
    expect(await done).toMatch(
      /^The engine module changed built-ins it shares with the code that serves it \(JSON\.stringify was replaced\)/,
    );
    const answers = text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { id: number; ok: boolean });
    expect(answers.map((a) => [a.id, a.ok])).toEqual([
      [1, true],
      [2, false],
      [3, false],
      [4, true],
    ]);
  });
});

/**
 * An engine program that reads each request's id and type and runs `answer` (JavaScript, which
 * writes the answer line), connected as a JSON-lines engine.
 */
function scriptedProgram(answer: string): ReturnType<typeof createJsonLinesEngine> {
  const file = join(mkdtempSync(join(tmpdir(), 'miau-scripted-')), 'engine.mjs');
  writeFileSync(
    file,
    `import { createInterface } from 'node:readline';
for await (const line of createInterface({ input: process.stdin })) {
  const { id, type } = JSON.parse(line);
  ${answer}
}`,
  );
  return createJsonLinesEngine({ command: `${JSON.stringify(process.execPath)} ${JSON.stringify(file)}` });
}

describe('createJsonLinesEngine', () => {
  it('plays a game with miau serve, every message checked against the schema', async () => {
    const engine = createJsonLinesEngine({ command: serveCommand(), checkProtocol: true });
    try {
      expect(await engine.hello()).toMatchObject({ name: 'miau-reference', protocol: 1 });
      const loaded = await engine.load(tiny);
      expect(loaded.ok).toBe(true);
      const game = await engine.start(loaded.ok ? loaded.pack : tiny, 'first-steps');
      for (const move of ['R', 'R', 'R'] as const) expect((await game.input(move)).accepted).toBe(true);
      expect((await game.observe()).turn).toBe(3);
      expect(await game.undo()).toBe(true);
      const saved = await game.snapshot();
      await game.reset();
      await game.restore(saved);
      expect((await game.input('R')).won).toBe(false);
      expect((await game.input('R')).won).toBe(true);
      // An error answer is a refusal, and the session goes on.
      await expect(engine.start(tiny, 'nowhere')).rejects.toThrow(/nowhere/);
      await expect(engine.start(tiny, 'nowhere')).rejects.not.toBeInstanceOf(EngineFault);
      expect((await engine.hello()).name).toBe('miau-reference');
    } finally {
      await engine.close!();
    }
  });

  // Said at once, not after the start limit as silence with a hint to flush.
  it('loses a program that closes its standard output while it runs, at once', async () => {
    const engine = createJsonLinesEngine({ command: 'exec 1>&-; sleep 30', startupMs: 20_000 });
    try {
      const fault = await engine.hello().catch((error: unknown) => error);
      expect(fault).toBeInstanceOf(EngineFault);
      expect((fault as Error).message).toMatch(
        /^The engine program closed its standard output while still running, so it can answer nothing more\./,
      );
    } finally {
      await engine.close!();
    }
  });

  // A stray line between requests fails the next request, often another scenario's: the fault
  // says when it came.
  // A log line on stdout is told where logs go.
  it('says a line that came between requests came after which answer', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'miau-stray-'));
    const file = join(dir, 'program.mjs');
    writeFileSync(
      file,
      `import { createInterface } from 'node:readline';
for await (const line of createInterface({ input: process.stdin })) {
  const request = JSON.parse(line);
  const result = request.type === 'hello' ? { name: 'n', version: '1', protocol: 1, capabilities: [] } : request.type === 'start' ? { game: 'g' } : null;
  let out = JSON.stringify({ protocol: 1, id: request.id, type: request.type, ok: true, result }) + '\\n';
  if (request.type === 'start') out += 'debug: started\\n';
  process.stdout.write(out);
}`,
    );
    const engine = createJsonLinesEngine({
      command: `${JSON.stringify(process.execPath)} ${JSON.stringify(file)}`,
    });
    try {
      const game = await engine.start(tiny, 'first-steps');
      const fault = await game.observe().catch((error: unknown) => error);
      expect(fault).toBeInstanceOf(EngineFault);
      expect((fault as Error).message).toMatch(
        /printed a line that is not JSON: "debug: started"; standard output is for answers only: logs, banners and prompts go to standard error .* \(between requests: after its answer to request 1 \(start\), before the next was sent\)\./,
      );
    } finally {
      await engine.close!();
    }
  });

  // A save is the one part of a request the engine wrote: a restore that cannot be sent within
  // the line bound is the engine's fault, said before anything is sent.
  it('refuses to send a restore longer than a line, blaming the save', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'miau-long-save-'));
    const most = 2000;
    const file = join(dir, 'program.mjs');
    writeFileSync(
      file,
      `import { createInterface } from 'node:readline';
const send = (request, result) => {
  let line = JSON.stringify({ protocol: 1, id: request.id, type: request.type, ok: true, result });
  if (request.type === 'snapshot') line = line.replace('"result":""', '"result":"' + 'x'.repeat(${most} - line.length - 1) + '"');
  process.stdout.write(line + '\\n');
};
for await (const line of createInterface({ input: process.stdin })) {
  const request = JSON.parse(line);
  if (request.type === 'hello') send(request, { name: 'n', version: '1', protocol: 1, capabilities: [] });
  else if (request.type === 'start') send(request, { game: 'a-game-with-a-long-name' });
  else if (request.type === 'snapshot') send(request, '');
  else send(request, null);
}`,
    );
    const engine = createJsonLinesEngine({
      command: `${JSON.stringify(process.execPath)} ${JSON.stringify(file)}`,
      maxLineBytes: most,
    });
    try {
      const game = await engine.start(tiny, 'first-steps');
      const saved = await game.snapshot();
      expect(JSON.stringify(saved).length).toBeGreaterThan(most - 100);
      const fault = await game.restore(saved).catch((error: unknown) => error);
      expect(fault).toBeInstanceOf(EngineFault);
      expect((fault as EngineFault).fault).toBe('bad-answer');
      expect((fault as Error).message).toMatch(
        /answered snapshot with a save too long to send back: the restore request would be \d+ bytes, over the protocol's 2000 bytes line limit/,
      );
    } finally {
      await engine.close!();
    }
  });

  // conformance/plain-data: a Rust or Go engine's save holding a u64 (9007199254740993) was read
  // as 9007199254740992, passed "the save is plain JSON data", and was sent back changed.
  it.each([
    ['9007199254740993', '9007199254740992'],
    ['-123456789012345678', '-123456789012345680'],
    ['1e400', 'Infinity'],
    ['1E-400', '0'],
    // Integers past 2^53 however written: read as a fraction or an exponent, they passed.
    ['9007199254740993.0', '9007199254740992'],
    ['9.007199254740993e15', '9007199254740992'],
  ])('loses a program whose save holds %s, which JavaScript reads as %s', async (written, read) => {
    const engine = scriptedProgram(
      `const result = type === 'start' ? '{"game":"g"}' : type === 'snapshot' ? '{"text":"9007199254740993 1e400 \\\\\\\\","seed":${written}}' : 'null';
  process.stdout.write('{"protocol":1,"id":' + id + ',"type":"' + type + '","ok":true,"result":' + result + '}\\n');`,
    );
    try {
      const game = await engine.start(tiny, 'first-steps');
      const fault = await game.snapshot().catch((error: unknown) => error);
      expect(fault).toBeInstanceOf(EngineFault);
      expect((fault as EngineFault).fault).toBe('bad-answer');
      expect((fault as Error).message).toBe(
        `The engine program answered snapshot with the number ${written}, which a JSON reader that holds numbers as doubles (JavaScript's, the harness's) reads as ${read}, so the answer would not read the same after a round trip (conformance/plain-data); write such a value as a text.`,
      );
    } finally {
      await engine.close!();
    }
  });

  it('leaves the numbers JavaScript reads as written, and digits inside texts, alone', () => {
    const line =
      '{"a":10000000000000000,"b":1.5e300,"c":0e-400,"d":"12345678901234567 1e400","e":9007199254740992,"f":0.10000000000000001,"g":-1e-300,"h":1e23,"i":9007199254740992.000,"j":-0.0}';
    expect(changedNumber(line)).toBeUndefined();
    expect(changedNumber('{"a":"\\"1e400"}')).toBeUndefined();
    expect(changedNumber('{"a":"\\\\",1e400:1}')?.written).toBe('1e400');
    expect(changedNumber(`{"a":${'9'.repeat(50)}}`)?.written).toBe(`${'9'.repeat(40)}…`);
  });

  // Exits, garbage and out-of-order answers are checked end to end in faults-programs.test.ts.
  it.each([
    ['silent', /did not answer input within 1500 ms/],
    [
      'bad-envelope',
      /broke the protocol answering input: \/extra is a field the schema does not allow there/,
    ],
    // As written, not as JSON.stringify(Infinity) writes it (null), and not called an order problem.
    [
      'huge-id',
      /answered request \d+ \(input\) with the id 1e400, which is not a request id \(a whole number from 1\)/,
    ],
    // As written: past 2^53 JSON.parse reads 9007199254740993 as 9007199254740992, and JSON writes -0 as 0.
    [
      'unsafe-id',
      /answered request \d+ \(input\) with the id 9007199254740993, which is not a request id \(a whole number from 1\)/,
    ],
    [
      'minus-zero-id',
      /answered request \d+ \(input\) with the id -0, which is not a request id \(a whole number from 1\)/,
    ],
    // Shown as JSON cut short: String() of the first threw, JSON.stringify of the others
    // overflowed the stack, and the harness crashed with no certificate.
    [
      'object-id',
      /answered request \d+ \(input\) with the id \{"toString":1\}, which is not a request id \(a whole number from 1\)/,
    ],
    [
      'deep-id',
      /answered request \d+ \(input\) with the id \[{40}…, which is not a request id \(a whole number from 1\)/,
    ],
    [
      'deep-ok',
      /printed a line that is not an answer \("ok" is \[{40}…, where an answer says true or false\)/,
    ],
    // Not the id of a thing inside its result.
    ['no-id', /answered request \d+ \(input\) with no "id"; an answer carries its request's id/],
    // An error answers its request too: it carries that request's type (conformance/protocol).
    ['error-other-type', /\/type is "hello", but the request answered is input/],
    ['error-no-type', /\/type is missing; an error answering an input request carries "type": "input"/],
  ])('loses the session of a program that answers a wait with %s, with the reason', async (mode, reason) => {
    // Short enough to wait for the silent one, long enough for a slow machine's first load.
    const engine = createJsonLinesEngine({ command: faultyProgram(mode), turnMs: 1500, checkProtocol: true });
    try {
      const game = await engine.start(tiny, 'first-steps');
      expect((await game.input('R')).accepted).toBe(true);
      const fault = await game.input('W').catch((error: unknown) => error);
      expect(fault).toBeInstanceOf(EngineFault);
      expect((fault as EngineFault).lost).toBe(true);
      expect((fault as Error).message).toMatch(reason);
      // Nothing more is asked of a lost program.
      await expect(engine.hello()).rejects.toBe(fault);
    } finally {
      await engine.close!();
    }
  });

  it("says of a hello never answered that a program's output to a pipe may wait in its buffer", async () => {
    const node = JSON.stringify(process.execPath);
    const engine = createJsonLinesEngine({
      command: `${node} -e "setInterval(() => {}, 1000)"`,
      startupMs: 800,
    });
    try {
      await expect(engine.hello()).rejects.toThrow(
        /did not answer hello within 800 ms; if it wrote an answer, flush its output after each line \(a pipe is buffered: print\(\.\.\., flush=True\) in Python\); if it reads on before answering, answer each line as it comes: the next request is sent only after this answer; to allow a slower start, raise --turn-limit \(the start limit is the larger of 30000 ms and the turn limit\)/,
      );
    } finally {
      await engine.close!();
    }
  });

  it('says of a hello answered on standard error that answers go to standard output', async () => {
    const node = JSON.stringify(process.execPath);
    const script = `process.stdin.once('data', (d) => console.error(JSON.stringify({ id: JSON.parse(d).id, ok: true, result: {} }))); setInterval(() => {}, 1000)`;
    const engine = createJsonLinesEngine({ command: `${node} -e ${JSON.stringify(script)}`, startupMs: 800 });
    try {
      await expect(engine.hello()).rejects.toThrow(
        /did not answer hello within 800 ms; it wrote what looks like an answer on standard error: answers go to standard output; to allow a slower start, raise --turn-limit \(the start limit is the larger of 30000 ms and the turn limit\)\. Its last words on stderr: .*id.*:1,/,
      );
    } finally {
      await engine.close!();
    }
  });

  it("says of a module's hello never answered that its own code did not finish, not to flush", async () => {
    const engine = createJsonLinesEngine({
      program: { file: process.execPath, args: ['-e', 'for (;;) {}'] },
      startupMs: 800,
      what: 'engine module',
    });
    try {
      await expect(engine.hello()).rejects.toThrow(
        /^The engine module did not answer hello within 800 ms: the module did not finish its import, its createEngine\(\) or its hello\(\) \(a busy loop, or a promise that never settles\); to allow a slower start, raise --turn-limit \(the start limit is the larger of 30000 ms and the turn limit\)\.$/,
      );
    } finally {
      await engine.close!();
    }
  });

  it('fails a request still waiting when the session is closed, instead of holding on to the turn limit', async () => {
    const engine = createJsonLinesEngine({ command: faultyProgram('silent'), turnMs: 600_000 });
    try {
      const game = await engine.start(tiny, 'first-steps');
      const waiting = game.input('W').catch((error: unknown) => error);
      await engine.close!();
      // Without the close failing it, this would wait out the ten-minute turn limit (the test's
      // own time limit fails it long before).
      const fault = await waiting;
      expect(fault).toMatchObject({ fault: 'engine-exited', lost: true });
      expect((fault as Error).message).toMatch(/was closed/);
    } finally {
      await engine.close!();
    }
  });

  // A solve may use what is left of the scenario's budget, not one turn's limit (INTERPRETING.md,
  // Time limits): the session's own timer bounds it, so the program's answer is waited for.
  it.each([
    ['solveMs', 5_000, undefined],
    ['no solveMs', undefined, /did not answer solve within 400 ms/],
  ])('waits for a solve longer than the turn limit with %s', async (_, solveMs, reason) => {
    const node = JSON.stringify(process.execPath);
    const script = `require('readline').createInterface({ input: process.stdin }).on('line', (l) => { const r = JSON.parse(l); const answer = () => console.log(JSON.stringify({ protocol: 1, id: r.id, type: r.type, ok: true, result: r.type === 'hello' ? { name: 'slow', version: '1', protocol: 1, capabilities: ['solver'] } : { status: 'UNSOLVABLE', expansions: 1 } })); r.type === 'solve' ? setTimeout(answer, 1000) : answer(); })`;
    const engine = createJsonLinesEngine({
      command: `${node} -e ${JSON.stringify(script)}`,
      turnMs: 400,
      solveMs,
    });
    try {
      await engine.hello();
      const solved = engine.solve!(tiny, 'first-steps', {});
      if (reason) await expect(solved).rejects.toThrow(reason);
      else expect(await solved).toEqual({ status: 'UNSOLVABLE', expansions: 1 });
    } finally {
      await engine.close!();
    }
  });

  // Programs built elsewhere end lines with \r\n, or (.NET, some Windows tools) begin their output
  // with a byte order mark: the first is read, the second named for what it is.
  it.each([
    ['\\r\\n line ends', '', '\\r\\n', undefined],
    // conformance/protocol: a blank line, of whitespace only, is the one thing besides answers a
    // program may print; it is skipped.
    ['blank lines before it', '\\n \\t\\n', '\\n', undefined],
    [
      'a byte order mark',
      '\\ufeff',
      '\\n',
      /starts with a byte order mark \(U\+FEFF\); JSON lines are UTF-8 without one/,
    ],
    // Not skipped as blank, as trim() would have it: the mark alone is no blank line.
    [
      'a line before it holding only a byte order mark',
      '\\ufeff\\n',
      '\\n',
      /printed a line holding only a byte order mark \(U\+FEFF\), which is not a blank line; JSON lines are UTF-8 without one/,
    ],
  ])('reads a program whose hello comes with %s', async (_what, before, after, refused) => {
    const hello = { name: 'far', version: '1', protocol: 1, capabilities: [] };
    // It greets, then leaves at the next line (the harness's bye): close() waits on nothing.
    const program = `process.stdin.once('data', (l) => { process.stdout.write('${before}' + JSON.stringify({ protocol: 1, id: JSON.parse(l).id, type: 'hello', ok: true, result: ${JSON.stringify(hello).replace(/"/g, "'")} }) + '${after}'); process.stdin.once('data', () => process.exit(0)); }); setInterval(() => {}, 1000);`;
    const engine = createJsonLinesEngine({ command: `${JSON.stringify(process.execPath)} -e "${program}"` });
    try {
      const answer = engine.hello();
      if (refused === undefined) await expect(answer).resolves.toEqual(hello);
      else {
        const fault = await answer.catch((error: unknown) => error);
        expect(fault).toMatchObject({ fault: 'protocol-broken', lost: true });
        expect((fault as Error).message).toMatch(refused);
      }
    } finally {
      await engine.close!();
    }
  });

  it('keeps what a served module prints off the protocol, at import and in play', async () => {
    const engine = createJsonLinesEngine({
      command: serveCommand(fixtureEngine('reference-chatty.ts')),
      checkProtocol: true,
    });
    try {
      const game = await engine.start(tiny, 'first-steps');
      expect(await game.input('W')).toMatchObject({ accepted: true });
    } finally {
      await engine.close!();
    }
  });

  // The result's check (answer-check.ts) names it a bad answer, for modules and programs alike;
  // --check-protocol adds the envelope, and does not make a malformed result a broken protocol.
  it.each([false, true])(
    'passes a badly shaped result on to the answer check (protocol checked: %s)',
    async (checkProtocol) => {
      const engine = createJsonLinesEngine({ command: faultyProgram('bad-shape'), checkProtocol });
      try {
        const game = await engine.start(tiny, 'first-steps');
        expect(await game.input('W')).toMatchObject({ accepted: 'yes' });
      } finally {
        await engine.close!();
      }
    },
  );

  // A start answer becomes a game in the client, where no later check sees its result.
  it.each([
    ['null', 'null'],
    ['no game', '{}'],
  ])('loses a program whose start answers %s, even when the protocol is not checked', async (_, result) => {
    const answerAll = `process.stdin.setEncoding('utf8');let b='';process.stdin.on('data',c=>{b+=c;let i;while((i=b.indexOf('\\n'))>=0){const r=JSON.parse(b.slice(0,i));b=b.slice(i+1);process.stdout.write(JSON.stringify({protocol:1,id:r.id,type:r.type,ok:true,result:${result}})+'\\n')}})`;
    const engine = createJsonLinesEngine({
      command: `${JSON.stringify(process.execPath)} -e ${JSON.stringify(answerAll)}`,
    });
    try {
      const fault: unknown = await engine.start(tiny, 'first-steps').catch((error: unknown) => error);
      expect(fault).toBeInstanceOf(EngineFault);
      expect((fault as EngineFault).lost).toBe(true);
      expect((fault as Error).message).toMatch(/broke the protocol answering start: \/result/);
    } finally {
      await engine.close!();
    }
  });

  // Reset and restore answer nothing to their caller, so the client checks their null result.
  it.each(['reset', 'restore'] as const)(
    'loses a program whose %s answers a result, even when the protocol is not checked',
    async (call) => {
      const answerAll = `process.stdin.setEncoding('utf8');let b='';process.stdin.on('data',c=>{b+=c;let i;while((i=b.indexOf('\\n'))>=0){const r=JSON.parse(b.slice(0,i));b=b.slice(i+1);process.stdout.write(JSON.stringify({protocol:1,id:r.id,type:r.type,ok:true,result:r.type==='start'?{game:'g1'}:{cheat:'x'}})+'\\n')}})`;
      const engine = createJsonLinesEngine({
        command: `${JSON.stringify(process.execPath)} -e ${JSON.stringify(answerAll)}`,
      });
      try {
        const game = await engine.start(tiny, 'first-steps');
        const fault: unknown = await (call === 'reset' ? game.reset() : game.restore({})).catch(
          (error: unknown) => error,
        );
        expect(fault).toBeInstanceOf(EngineFault);
        expect(fault).toMatchObject({ fault: 'bad-answer', lost: true });
        expect((fault as Error).message).toMatch(
          `broke the protocol answering ${call}: /result must be null`,
        );
      } finally {
        await engine.close!();
      }
    },
  );

  // The protocol's refusal of a line the engine could not read carries id null: it is the waiting
  // request's refusal, and the session goes on.
  it('takes an error answer with id null as the refusal of the request waiting', async () => {
    const refuseLoads = `process.stdin.setEncoding('utf8');let b='';process.stdin.on('data',c=>{b+=c;let i;while((i=b.indexOf('\\n'))>=0){const r=JSON.parse(b.slice(0,i));b=b.slice(i+1);const a=r.type==='load'?{protocol:1,id:null,ok:false,error:{message:'this line is longer than I read'}}:{protocol:1,id:r.id,type:r.type,ok:true,result:{name:'short',version:'1',protocol:1,capabilities:[]}};process.stdout.write(JSON.stringify(a)+'\\n')}})`;
    const engine = createJsonLinesEngine({
      command: `${JSON.stringify(process.execPath)} -e ${JSON.stringify(refuseLoads)}`,
      checkProtocol: true,
    });
    try {
      const refused: unknown = await engine.load(tiny).catch((error: unknown) => error);
      expect(refused).not.toBeInstanceOf(EngineFault);
      expect((refused as Error).message).toBe(
        'The engine could not read the load request: this line is longer than I read',
      );
      expect((await engine.hello()).name).toBe('short');
    } finally {
      await engine.close!();
    }
  });

  // A blank message said "The engine answered load with an error:" and stopped there.
  it.each([' \n\t '])('calls an error answer whose message is %j one without a message', async (text) => {
    const engine = scriptedProgram(
      `const answer = type === 'load'
    ? { protocol: 1, id, type, ok: false, error: { message: ${JSON.stringify(text)} } }
    : { protocol: 1, id, type, ok: true, result: null };
  process.stdout.write(JSON.stringify(answer) + '\\n');`,
    );
    try {
      const refused: unknown = await engine.load(tiny).catch((error: unknown) => error);
      expect((refused as Error).message).toBe('the engine refused load without a message');
    } finally {
      await engine.close!();
    }
  });

  // conformance/plain-data: an error marked as a bad answer stands for an answer that could not be
  // written as JSON data; it was read as a throw (engine-threw), or as a refusal where one was due.
  it('takes an error marked "bad-answer" for that fault, in its own words, and loses the session', async () => {
    const badSaves = `process.stdin.setEncoding('utf8');let b='';process.stdin.on('data',c=>{b+=c;let i;while((i=b.indexOf('\\n'))>=0){const r=JSON.parse(b.slice(0,i));b=b.slice(i+1);const a=r.type==='load'?{protocol:1,id:r.id,type:'load',ok:false,error:{message:'The engine answered load with something that is not JSON data: /pack is a BigInt.',fault:'bad-answer'}}:{protocol:1,id:r.id,type:r.type,ok:true,result:{name:'bad',version:'1',protocol:1,capabilities:[]}};process.stdout.write(JSON.stringify(a)+'\\n')}})`;
    for (const checkProtocol of [false, true]) {
      const engine = createJsonLinesEngine({
        command: `${JSON.stringify(process.execPath)} -e ${JSON.stringify(badSaves)}`,
        checkProtocol,
      });
      try {
        const refused: unknown = await engine.load(tiny).catch((error: unknown) => error);
        expect(refused).toMatchObject({
          fault: 'bad-answer',
          lost: true,
          message: 'The engine answered load with something that is not JSON data: /pack is a BigInt.',
        });
        await expect(engine.hello()).rejects.toBe(refused);
      } finally {
        await engine.close!();
      }
    }
  });

  it('reports a program that cannot start, with what it said', async () => {
    const engine = createJsonLinesEngine({ command: 'echo "no such engine here" >&2; exit 7' });
    await expect(engine.hello()).rejects.toThrow(
      /The engine program exited \(code 7\)\. Its last words on stderr: "no such engine here"/,
    );
    await engine.close!();
  });
});
