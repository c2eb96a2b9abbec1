// Hostile input to `miau serve`: over-long, garbled and endless request lines, and engines that
// throw anything. Serve answers every bad line with an error answer and goes on, refuses a line
// over the protocol's limit while reading it (never holding it whole) and exits 1 saying so.
import { defineHostileCases, repeated, type HostileCase } from './harness.js';
import { rawModule } from './engines.js';

const hello = (id: number) => `${JSON.stringify({ protocol: 1, id, type: 'hello' })}\n`;
const REFUSED = /longer than 33554432 bytes \(32 MiB\), the protocol's limit/;

function* hugeLoad(totalBytes: number, newline: boolean): Iterable<string> {
  yield hello(1);
  yield '{"protocol":1,"id":2,"type":"load","pack":"';
  yield* repeated('x', totalBytes);
  if (newline) yield '"}\n';
}

const cases: HostileCase[] = [
  {
    name: 'finding 3: a 200 MB load line is refused with a clear protocol error within 1 GB',
    args: ['serve'],
    stdin: () => hugeLoad(200 * 1024 * 1024, true),
    exit: 1,
    output: REFUSED,
    maxMemoryMb: 1024,
  },
  {
    name: 'finding 3: a 150 MB line without a newline is refused before it ends',
    args: ['serve'],
    stdin: () => hugeLoad(150 * 1024 * 1024, false),
    exit: 1,
    output: REFUSED,
  },
  {
    name: 'a large load line under the limit (8 MB) is read and answered',
    args: ['serve'],
    stdin: function* () {
      yield* hugeLoad(8 * 1024 * 1024, true);
      yield `${JSON.stringify({ protocol: 1, id: 3, type: 'bye' })}\n`;
    },
    exit: 0,
    output: /"id":2,"type":"load","ok":true,"result":\{"ok":false/,
  },
  { name: 'no input at all ends the session quietly', args: ['serve'], exit: 0 },
  {
    name: 'lines that are not JSON get error answers and the session goes on',
    args: ['serve'],
    stdin: `garbage\n{"protocol":1\n${hello(1)}`,
    exit: 0,
    output: /The request is not JSON[\s\S]*"id":1,"type":"hello","ok":true/,
  },
  {
    name: 'NUL and escape bytes in a request are never echoed raw',
    args: ['serve'],
    stdin: `\u0000\u001b[2J\u009b31m\n{"protocol":1,"id":1,"type":"\u001b[31mhello"}\n`,
    exit: 0,
    output: /"ok":false/,
  },
  {
    name: 'bytes that are not UTF-8 get an error answer',
    args: ['serve'],
    stdin: Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0x0a]),
    exit: 0,
    output: /The request is not JSON/,
  },
  {
    name: 'CRLF line endings are read as lines',
    args: ['serve'],
    stdin: hello(1).replace('\n', '\r\n'),
    exit: 0,
    output: /"id":1,"type":"hello","ok":true/,
  },
  {
    name: 'a request with __proto__ keys is answered, not obeyed',
    args: ['serve'],
    stdin: '{"protocol":1,"id":1,"type":"load","pack":{"__proto__":{"polluted":true}}}\n',
    exit: 0,
    output: /"id":1,"type":"load","ok":true,"result":\{"ok":false/,
  },
  {
    name: 'deeply nested JSON in a request is answered',
    args: ['serve'],
    stdin: `{"protocol":1,"id":1,"type":"load","pack":${'['.repeat(200_000)}${']'.repeat(200_000)}}\n`,
    exit: 0,
    output: /"id":(1|null)/,
  },
  {
    name: 'ten thousand requests in a burst are all answered, in order',
    args: ['serve'],
    stdin: function* () {
      for (let id = 1; id <= 10_000; id++) yield hello(id);
    },
    exit: 0,
    output: /"id":10000,"type":"hello","ok":true/,
  },
  {
    // spec: conformance/parallel-certification. Its output is the protocol: with nobody to read
    // the answers, serve stops at once rather than wait for its input to end.
    name: 'serve stops with exit 0 when nobody reads its answers, its input still open',
    args: ['serve'],
    stdin: hello(1),
    stdinOpen: true,
    closed: ['stdout'],
    exit: 0,
    maxSeconds: 10,
  },
  {
    name: 'unknown games and request types get error answers',
    args: ['serve'],
    stdin:
      '{"protocol":1,"id":1,"type":"observe","game":"nope"}\n{"protocol":1,"id":2,"type":"format-disk"}\n',
    exit: 0,
    output: /There is no game \\"nope\\"[\s\S]*"id":2,"ok":false/,
  },
  ...[
    ['42', 'throw 42;', /"error":\{"message":"42"\}/],
    ['null', 'throw null;', /"error":\{"message":"null"\}/],
    [
      'undefined (a rejected promise)',
      'return Promise.reject(undefined);',
      /"error":\{"message":"undefined"\}/,
    ],
  ].map(([what, body, said]): HostileCase => ({
    name: `an engine whose hello throws ${what as string} gets an error answer, no stack trace`,
    setup: (dir) =>
      void rawModule(dir, `export function createEngine() { return { hello() { ${body as string} } }; }`),
    args: ['serve', '--engine', '{dir}/engine.mjs'],
    stdin: hello(1),
    exit: 0,
    output: said as RegExp,
  })),
  ...[
    ['createEngine throws', "throw new Error('nope');", /createEngine\(\) threw: nope/],
    ['createEngine throws a number', 'throw 42;', /createEngine\(\) threw: 42/],
    ['createEngine returns null', 'return null;', /createEngine\(\) did not return an engine build/],
  ].map(([what, body, said]): HostileCase => ({
    name: `an engine module whose ${what as string} ends serve with one line, exit 1, no stack trace`,
    setup: (dir) => void rawModule(dir, `export function createEngine() { ${body as string} }`),
    args: ['serve', '--engine', '{dir}/engine.mjs'],
    stdin: hello(1),
    exit: 1,
    output: new RegExp(`^miau: the engine failed \\(engine-not-started\\): ${(said as RegExp).source}`, 'm'),
    notOutput: /internal error/,
  })),
  {
    name: 'an engine whose close throws: every answer is sent, then serve exits 1 saying so',
    setup: (dir) =>
      void rawModule(
        dir,
        `export function createEngine() { return { hello: () => ({ name: 'x', version: '1', protocol: 1, capabilities: [] }), close() { throw new Error('close failed'); } }; }`,
      ),
    args: ['serve', '--engine', '{dir}/engine.mjs'],
    stdin: `${hello(1)}${JSON.stringify({ protocol: 1, id: 2, type: 'bye' })}\n`,
    exit: 1,
    output:
      /"id":1,"type":"hello","ok":true[\s\S]*"id":2,"type":"bye","ok":true[\s\S]*miau serve: The engine's close\(\) threw: close failed\./,
    notOutput: /internal error/,
  },
  {
    name: 'a missing engine module is refused',
    args: ['serve', '--engine', '{dir}/absent.mjs'],
    exit: 2,
    output: /--engine .*absent\.mjs: no such file, or it cannot be read/,
  },
  {
    name: 'serve --help states the line bound',
    args: ['serve', '--help'],
    exit: 0,
    output: /33554432 bytes \(32 MiB\)/,
  },
];

defineHostileCases(cases);
