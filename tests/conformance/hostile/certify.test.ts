// Hostile engines under `miau certify`: modules and programs that exit, print, hang, spin,
// flood, lie or leave processes behind. Each case picks one scenario (or a few) with short
// limits, so it runs in seconds; the certificate must always print, with the documented exit
// code, and nothing may be left running. Cases named `finding N` guard issue 14's findings.
import { readFileSync, writeFileSync } from 'node:fs';
import { expect } from 'vitest';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineHostileCases, type HostileCase } from './harness.js';
import { program, rawModule, REFERENCE, referenceModule, STUBBORN_CHILD, waitModule } from './engines.js';
import type { Fault } from '../../../conformance/runner/errors.js';
import { WAIT_THEN_FLAG } from '../runner/helpers.js';

const WAIT = ['--name', '^Waiting counts as a turn$', '--once', '--quiet', '--run-budget', '60'];
const ONE_ERRORED = /0 passed, 0 failed, 0 declined, 0 unsupported, 1 errored, 0 nondeterministic\s*$/;
// Certify starts cucumber and an engine process per restart: generous caps for a shared machine.
const SLOW = { maxSeconds: 90 };
const NODE = JSON.stringify(process.execPath);
const MIAU = fileURLToPath(new URL('../../../bin/miau.js', import.meta.url));

// A case that waits for the call limit runs with a short one (LIMIT_WAITED); the others keep the
// harness's own, which only guards them against a hang: a short one failed a start on a loaded machine.
const DEFAULT_TURN_LIMIT = '5000';
const LIMIT_WAITED = '1500';

/** The certificate's line for one errored scenario: its fault code, then `reason`, then the totals. */
function erroredWith(fault: Fault, reason: RegExp): RegExp {
  return new RegExp(`\\[${fault}\\]\\n[\\s\\S]*${reason.source}[\\s\\S]*${ONE_ERRORED.source}`);
}

/** A module that misbehaves at a wait: the scenario is errored with `fault` and `reason`, the run exits 1. */
function atWait(
  name: string,
  onWait: string,
  fault: Fault,
  reason: RegExp,
  turnLimit = DEFAULT_TURN_LIMIT,
): HostileCase {
  return {
    name,
    setup: (dir) => void waitModule(dir, onWait),
    args: ['certify', '--engine', '{dir}/engine.mjs', ...WAIT, '--turn-limit', turnLimit],
    exit: 1,
    output: erroredWith(fault, reason),
    ...SLOW,
  };
}

/** A module that prints `statement` at import and at every wait: none of it reaches the output. */
function printsAtWait(name: string, statement: string, printed: RegExp, output?: RegExp): HostileCase {
  return {
    name,
    setup: (dir) => void waitModule(dir, statement, statement),
    args: ['certify', '--engine', '{dir}/engine.mjs', ...WAIT],
    exit: 0,
    ...(output ? { output } : {}),
    notOutput: printed,
    ...SLOW,
  };
}

/** A program that misbehaves at its first load. */
function atLoad(
  name: string,
  onLoad: string,
  fault: Fault,
  reason: RegExp,
  turnLimit = DEFAULT_TURN_LIMIT,
): HostileCase {
  return {
    name,
    setup: (dir) => void program(dir, onLoad),
    args: ['certify', '--engine-cmd', `${NODE} {dir}/program.mjs`, ...WAIT, '--turn-limit', turnLimit],
    exit: 1,
    output: erroredWith(fault, reason),
    ...SLOW,
  };
}

/**
 * A module that knows whether it is the first process of the run (a mark file beside it): its
 * hello claims `claims` (an expression over `first` and the reference's hello `real`), and its
 * input throws, forcing a restart, when `throwsWhen` (over `first` and `move`) holds.
 */
function restartedModule(claims: string, throwsWhen: string): (dir: string) => void {
  return (dir) =>
    void referenceModule(
      dir,
      `hello: async () => {
      const real = await engine.hello();
      return { ...real, capabilities: ${claims} };
    },
    start: async (pack, level) => {
      const game = await engine.start(pack, level);
      return { ...game, input: async (move) => { if (${throwsWhen}) throw new Error('no waiting'); return game.input(move); } };
    }`,
      `const mark = new URL('./greeted', import.meta.url);
const first = !existsSync(mark);
writeFileSync(mark, '');`,
    );
}

/**
 * A module whose snapshot is `wrapped` (an expression over the reference engine's save, `save`)
 * and whose restore takes the reference save back from its `save` field.
 */
function savingModule(wrapped: string): (dir: string) => void {
  return (dir) =>
    void referenceModule(
      dir,
      `async start(pack, level) {
      const game = await engine.start(pack, level);
      return {
        ...game,
        snapshot: async () => { const save = await game.snapshot(); return ${wrapped}; },
        restore: (saved) => game.restore(saved.save),
      };
    }`,
    );
}

/** A module whose save is `wrapped` (see savingModule): errored at the save as `bad-answer`, saying `reason`. */
function savedAsNotData(name: string, wrapped: string, reason: RegExp, served = false): HostileCase {
  const engine = served
    ? ['--engine-cmd', `${NODE} ${JSON.stringify(MIAU)} serve --engine {dir}/engine.mjs`]
    : ['--engine', '{dir}/engine.mjs'];
  return {
    name,
    setup: savingModule(wrapped),
    args: [
      'certify',
      ...engine,
      '--name',
      'A saved game survives a round trip through JSON',
      '--once',
      '--quiet',
    ],
    exit: 1,
    output: erroredWith(
      'bad-answer',
      new RegExp(
        `step "the game is saved" failed: The engine answered snapshot with something that is not JSON data: ${reason.source}`,
      ),
    ),
    ...SLOW,
  };
}

const cases: HostileCase[] = [
  atWait(
    'finding 1: a module that calls process.exit(0) errors its scenario; the certificate prints; exit 1',
    'process.exit(0);',
    'engine-exited',
    /The engine module exited \(code 0\)/,
  ),
  atWait(
    'a module that calls process.exit(3) with last words',
    "process.stderr.write('bye, cruel harness\\n'); process.exit(3);",
    'engine-exited',
    /exited \(code 3\)\. Its last words on stdout and stderr: "bye, cruel harness"/,
  ),
  printsAtWait(
    'finding 5: a module printing a fake summary on stdout cannot change the summary',
    "console.log('5000 passed, 0 failed, 0 unsupported, 0 errored, 0 nondeterministic');",
    /5000 passed/,
    /1 passed, 0 failed, 0 declined, 0 unsupported, 0 errored, 0 nondeterministic\s*$/,
  ),
  printsAtWait(
    'a module logging 1 MB a wait with fs.writeSync waits for the harness to read it, never EAGAIN',
    "for (let i = 0; i < 1024; i++) writeSync(2, 'trace: '.padEnd(1023, '.') + '\\n');",
    /EAGAIN/,
    /1 passed, 0 failed, 0 declined, 0 unsupported, 0 errored, 0 nondeterministic\s*$/,
  ),
  printsAtWait(
    'finding 5: a module writing to fd 1 directly cannot reach the certificate',
    "writeSync(1, '9999 passed, 0 failed\\n');",
    /9999 passed/,
  ),
  {
    // spec: conformance/parallel-certification. Progress goes to stderr: a closed one, unheard,
    // ended the run with exit 2 and no certificate.
    name: 'a run whose stderr is closed prints its certificate and exits by its results',
    args: ['certify', '--name', '^Waiting counts as a turn$', '--once'],
    closed: ['stderr'],
    exit: 0,
    output: /^1 passed, 0 failed, 0 declined, 0 unsupported, 0 errored, 0 nondeterministic\s*$/m,
    ...SLOW,
  },
  ...[
    { verdict: 'errored', onWait: "throw new Error('no wait');", exit: 1 },
    { verdict: 'passed', onWait: '', exit: 0 },
  ].map(({ verdict, onWait, exit }): HostileCase => ({
    // spec: conformance/parallel-certification. The certificate is printed before the exit code
    // was set: a reader gone (`miau certify | head`) made every run exit 0, failing or not.
    name: `a run whose stdout is closed exits by its results (${verdict}) and writes its --json certificate`,
    setup: (dir) => void waitModule(dir, onWait),
    args: ['certify', '--engine', '{dir}/engine.mjs', ...WAIT, '--json', '{dir}/certificate.json'],
    closed: ['stdout'],
    exit,
    after: (dir) => {
      const { totals } = JSON.parse(readFileSync(join(dir, 'certificate.json'), 'utf8')) as {
        totals: Record<string, number>;
      };
      expect(totals[verdict]).toBe(1);
    },
    ...SLOW,
  })),
  {
    // A run killed on the way (out of memory) left the earlier run's passing reports for CI to
    // read: they are gone before the engine is greeted, which this engine reports in its name.
    name: "an earlier run's reports are removed before the run starts",
    setup: (dir) => {
      for (const report of ['old.json', 'old.xml', 'old.html', 'old.ndjson'])
        writeFileSync(join(dir, report), 'old');
      referenceModule(
        dir,
        `async hello() {
    const left = ['old.json', 'old.xml', 'old.html', 'old.ndjson'].filter((f) => existsSync(${JSON.stringify(dir)} + '/' + f));
    return { ...(await engine.hello()), name: left.length === 0 ? 'found-no-old-report' : 'found-' + left.join('-') };
  }`,
      );
    },
    args: [
      'certify',
      '--engine',
      '{dir}/engine.mjs',
      ...WAIT,
      '--json',
      '{dir}/old.json',
      '--junit',
      '{dir}/old.xml',
      '--html',
      '{dir}/old.html',
      '--messages',
      '{dir}/old.ndjson',
    ],
    exit: 0,
    output: /found-no-old-report/,
    ...SLOW,
  },
  {
    // Every schema error of 3,000,000 empty things ran the harness out of memory (conformance/answer-shapes).
    name: 'an observation of 3,000,000 empty things is errored by its first problem',
    setup: (dir) =>
      void referenceModule(
        dir,
        `async start(pack, level) {
    const game = await engine.start(pack, level);
    return { ...game, async observe() { return { ...(await game.observe()), things: new Array(3000000).fill({}) }; } };
  }`,
      ),
    args: ['certify', '--engine', '{dir}/engine.mjs', ...WAIT],
    exit: 1,
    output: erroredWith(
      'bad-answer',
      /The engine's observe answer breaks the protocol schema: \/things must NOT have more than 4096 items\./,
    ),
    ...SLOW,
  },
  atWait(
    'a module that spins in a busy loop is interrupted',
    'for (;;) {}',
    'no-answer',
    /The engine module did not answer input within 1500 ms/,
    LIMIT_WAITED,
  ),
  atWait(
    'a module that never settles its answer',
    'return new Promise(() => {});',
    'no-answer',
    /did not answer input within 1500 ms/,
    LIMIT_WAITED,
  ),
  atWait(
    'a module that crashes from a timer (uncaught exception)',
    "setTimeout(() => { throw new Error('boom from a timer'); }); return new Promise(() => {});",
    'engine-exited',
    /The engine module exited \(code 1\)/,
  ),
  atWait(
    'a module that breaks JSON in its own process is told so at its next call, the harness is unharmed',
    "JSON.stringify = () => 'not json at all';",
    'engine-threw',
    /The engine module changed built-ins it shares with the code that serves it \(JSON\.stringify was replaced\)/,
  ),
  atWait(
    'a module that kills itself with SIGKILL',
    "process.kill(process.pid, 'SIGKILL');",
    'engine-exited',
    /exited \(signal SIGKILL\)/,
  ),
  atWait(
    'finding 2: a module that leaves a grandchild holding its output, then exits',
    "spawn('sleep', ['300'], { stdio: 'inherit' }); process.exit(0);",
    'engine-exited',
    /exited \(code 0\)/,
  ),
  // A process in a session of its own escapes the group kill (it is unmarked here, so the
  // case's left-behind check does not count it; it ends by itself): the exit is still seen.
  atWait(
    'a module that leaves a process in a session of its own holding its output, then exits',
    "spawn('/usr/bin/setsid', ['/bin/sleep', '20'], { stdio: ['ignore', 'inherit', 'inherit'], env: {} }); process.exit(3);",
    'engine-exited',
    /The engine module exited \(code 3\)/,
  ),
  atWait(
    'fork-bomb-lite: a module whose children ignore SIGTERM, then hangs',
    `for (let i = 0; i < 4; i++) ${STUBBORN_CHILD}; return new Promise(() => {});`,
    'no-answer',
    /did not answer input within 1500 ms/,
    LIMIT_WAITED,
  ),
  {
    // Its host drops what the harness has not read past 1 MiB (bounds.ts), so the flood costs
    // the run about the host's own size, not 600 MB a second.
    ...atWait(
      'a module that floods stderr without end',
      "setInterval(() => process.stderr.write('x'.repeat(1 << 20)), 1); return new Promise(() => {});",
      'no-answer',
      /did not answer input within 1500 ms/,
      LIMIT_WAITED,
    ),
    maxMemoryMb: 512,
  },
  atWait(
    'finding 6: a module whose answer is 40 MB is a protocol fault, not a timeout',
    "const turn = await game.input('W'); return { ...turn, padding: 'x'.repeat(40 * 1024 * 1024) };",
    'answer-too-long',
    /wrote an answer line longer than 33554432 bytes \(32 MiB\), the protocol's limit \(a protocol fault/,
    '30000',
  ),
  ...[
    ['42', 'throw 42;', /hello\(\) threw: 42/],
    ['null', 'throw null;', /hello\(\) threw: null/],
    ['a promise rejected with undefined', 'return Promise.reject(undefined);', /hello\(\) threw: undefined/],
    // Printed raw, its line breaks wrote a passing total under the fault line.
    [
      'a message holding line breaks',
      "throw new Error('boom\\n\\n682 passed, 0 failed');",
      /hello\(\) threw: boom\\u000a\\u000a682 passed, 0 failed\n/,
    ],
  ].map(([what, body, reason]): HostileCase => ({
    name: `a module whose hello throws ${what as string} ends with a clear message, exit 1`,
    setup: (dir) =>
      void rawModule(dir, `export function createEngine() { return { hello() { ${body as string} } }; }`),
    args: ['certify', '--engine', '{dir}/engine.mjs', ...WAIT],
    exit: 1,
    output: new RegExp(`miau: the engine failed \\(bad-hello\\): ${(reason as RegExp).source}`),
    ...SLOW,
  })),
  {
    name: 'a module that replaces JSON.stringify is told so, not that it printed a line that is not JSON',
    setup: (dir) =>
      void referenceModule(
        dir,
        '',
        'const stringify = JSON.stringify; JSON.stringify = (value, replacer, space) => stringify(value, replacer, space ?? 2);',
      ),
    args: ['certify', '--engine', '{dir}/engine.mjs', ...WAIT],
    exit: 1,
    output:
      /miau: the engine failed \(bad-hello\): The engine module changed built-ins it shares with the code that serves it \(JSON\.stringify was replaced\)/,
    notOutput: /not JSON/,
    ...SLOW,
  },
  {
    name: 'a module whose createEngine() throws is engine-not-started, as in any process, not bad-hello',
    setup: (dir) => void rawModule(dir, "export function createEngine() { throw new Error('no wasm'); }"),
    args: ['certify', '--engine', '{dir}/engine.mjs', ...WAIT],
    exit: 1,
    output: /miau: the engine failed \(engine-not-started\): createEngine\(\) threw: no wasm/,
    ...SLOW,
  },
  atWait(
    'a module that leaves a rejected promise unhandled crashes with its error quoted, not a stack tail',
    "Promise.reject(new Error('telemetry upload failed'));",
    'engine-exited',
    // Last words are kept from their end: under a long TMPDIR their start is cut ("…ine-host:").
    /exited \(code 1\)\. Its last words on stdout and stderr: "(?:miau-engine-host|…[\w-]*): the engine module crashed: a promise it did not handle was rejected with Error: telemetry upload failed \(at [^"]*engine\.mjs:\d+:\d+\)\)?"/,
  ),
  ...[
    [
      'an export that is a getter that throws',
      "Object.defineProperty(exports, 'createEngine', { enumerable: true, get() { throw new Error('run make first'); } });",
      'engine.cjs',
      /could not be imported: reading its exports threw: run make first/,
    ],
    [
      'an import that throws an object whose toString throws',
      "throw { toString() { throw new Error('no'); } };",
      'engine.mjs',
      /could not be imported: an object that cannot be shown/,
    ],
  ].map(([what, text, name, reason]): HostileCase => ({
    name: `a module with ${what as string} cannot be imported: exit 2 and one sentence`,
    setup: (dir) => void rawModule(dir, text as string, name as string),
    args: ['certify', '--engine', `{dir}/${name as string}`, ...WAIT],
    exit: 2,
    output: reason as RegExp,
    notOutput: /internal error/,
    ...SLOW,
  })),
  {
    name: 'a hello claiming 100,000 capabilities is refused at once, not checked for repeats',
    setup: (dir) =>
      void rawModule(
        dir,
        `export function createEngine() { return { hello: () => ({ name: 'many', version: '1', protocol: 1, capabilities: Array.from({ length: 100000 }, (_, i) => 'c' + i) }) }; }`,
      ),
    args: ['certify', '--engine', '{dir}/engine.mjs', ...WAIT],
    exit: 1,
    output: /\/capabilities lists 100000 capabilities; there are \d+\./,
    maxSeconds: 20,
  },
  {
    // Cucumber diffs a failure's expected and actual values line by line, in time that grows with
    // their product: 20,000 rules held a run of 24 such failures for 7 minutes 39 s before a failure was shown
    // by its message alone.
    name: 'a module whose observations spell 60,000 more rules fails its scenario in seconds, with short messages',
    setup: (dir) =>
      void rawModule(
        dir,
        `import { createEngine as reference } from ${REFERENCE};
const rules = Array.from({ length: 60000 }, (_, i) => 'N' + i + ' IS YOU');
export function createEngine() {
  const engine = reference();
  return { ...engine, async start(pack, levelId) {
    const game = await engine.start(pack, levelId);
    return { ...game, async observe() { const seen = await game.observe(); return { ...seen, rules: [...seen.rules, ...rules] }; } };
  } };
}`,
      ),
    args: ['certify', '--engine', '{dir}/engine.mjs', '--name', '^A row of words makes a rule$', '--once'],
    exit: 1,
    output: /step "the rules in force are:" failed: [\s\S]*0 passed, 1 failed, 0 declined/,
    notOutput: /N59999 IS YOU/,
    maxSeconds: 60,
  },
  {
    name: 'a program whose hello claims 100,000 distinct capabilities is refused at once with --check-protocol too',
    setup: (dir) =>
      void rawModule(
        dir,
        `import { createInterface } from 'node:readline';
const capabilities = Array.from({ length: 100000 }, (_, i) => ({ n: i }));
for await (const line of createInterface({ input: process.stdin })) {
  const { id, type } = JSON.parse(line);
  const result = type === 'hello' ? { name: 'many', version: '1', protocol: 1, capabilities } : null;
  process.stdout.write(JSON.stringify({ protocol: 1, id, type, ok: true, result }) + '\\n');
}`,
        'program.mjs',
      ),
    args: ['certify', '--engine-cmd', `${NODE} {dir}/program.mjs`, '--check-protocol', ...WAIT],
    exit: 1,
    // A malformed result is the hello check's to name, flag or not: the flag adds the envelope.
    output: /hello does not match the protocol: \/capabilities lists 100000 capabilities; there are \d+\./,
    maxSeconds: 20,
  },
  {
    name: 'a module that cannot be imported is exit 2',
    setup: (dir) => void rawModule(dir, 'export const = ;'),
    args: ['certify', '--engine', '{dir}/engine.mjs', ...WAIT],
    exit: 2,
    output: /could not be imported/,
  },
  {
    name: 'a module without createEngine is exit 2',
    setup: (dir) => void rawModule(dir, 'export const somethingElse = 1;'),
    args: ['certify', '--engine', '{dir}/engine.mjs', ...WAIT],
    exit: 2,
    output: /exports no createEngine function/,
  },
  {
    name: 'a module that exits while being imported fails its handshake, exit 1',
    setup: (dir) => void rawModule(dir, 'process.exit(0);'),
    args: ['certify', '--engine', '{dir}/engine.mjs', ...WAIT],
    exit: 1,
    output: /the engine failed \(engine-exited\): The engine module exited \(code 0\)/,
  },
  // A module that left a timer running held its host until the start limit (30 s) before the
  // harness heard why it could not be served.
  {
    name: 'a module that throws at import while holding a timer is refused at once, not after the start limit',
    setup: (dir) =>
      void rawModule(dir, "setInterval(() => {}, 1000);\nthrow new Error('broken at import');\n"),
    args: ['certify', '--engine', '{dir}/engine.mjs', ...WAIT],
    exit: 2,
    output: /could not be imported: broken at import/,
    maxSeconds: 20,
  },
  {
    name: 'a module whose createEngine() throws while a timer runs is not started, at once',
    setup: (dir) =>
      void rawModule(
        dir,
        "setInterval(() => {}, 1000);\nexport function createEngine() { throw new Error('cannot build'); }\n",
      ),
    args: ['certify', '--engine', '{dir}/engine.mjs', ...WAIT],
    exit: 1,
    output: /\(engine-not-started\): createEngine\(\) threw: cannot build/,
    maxSeconds: 20,
  },
  // spec: conformance/parallel-certification (an engine's start has its own limit, never a
  // scenario's budget; INTERPRETING.md, Time limits).
  {
    name: 'a correct engine slower to start than a scenario budget passes under --parallel, not errored',
    setup: (dir) => void referenceModule(dir, '', 'await new Promise((done) => setTimeout(done, 2500));'),
    args: [
      'certify',
      '--engine',
      '{dir}/engine.mjs',
      '--tags',
      '@rules/sink',
      '--parallel',
      '2',
      '--scenario-budget',
      '1500',
      '--once',
      '--quiet',
    ],
    exit: 0,
    output: /\d+ passed, 0 failed, 0 declined, 0 unsupported, 0 errored, 0 nondeterministic\s*$/,
    ...SLOW,
  },
  {
    // Its first undo throws (the scenario is errored, the engine restarted), and every start after
    // that takes 8.5 s: more than the budget, and than the budget and cucumber's margin of 5 s.
    // Only the scenarios named for undo: the one taking back a thousand turns (257 then) took more
    // than the budget on a busy machine.
    name: 'an engine started again after an errored scenario is not charged for its start, nor failed by a timeout',
    setup: (dir) => {
      const thrown = JSON.stringify(join(dir, 'thrown'));
      referenceModule(
        dir,
        `async start(pack, level) {
    const game = await engine.start(pack, level);
    return { ...game, async undo() { if (!existsSync(${thrown})) { writeFileSync(${thrown}, ''); throw new Error('undo failed once'); } return game.undo(); } };
  }`,
        `if (existsSync(${thrown})) await new Promise((done) => setTimeout(done, 8500));`,
      );
    },
    args: [
      'certify',
      '--engine',
      '{dir}/engine.mjs',
      '--tags',
      '@rules/undo',
      '--name',
      '[Uu]ndo',
      '--scenario-budget',
      '2000',
      '--once',
      '--quiet',
    ],
    exit: 1,
    output:
      /\[engine-threw\][\s\S]*undo failed once[\s\S]*\d+ passed, 0 failed, 0 declined, 0 unsupported, 1 errored, 0 nondeterministic\s*$/,
    ...SLOW,
  },
  {
    name: 'finding 10: an engine that hangs after hello costs the run budget, not 15 s a scenario',
    setup: (dir) =>
      void rawModule(
        dir,
        `import { createEngine as r } from ${JSON.stringify(join(process.cwd(), 'conformance/engines/reference.ts'))};\nexport function createEngine() { return { ...r(), load: () => new Promise(() => {}) }; }`,
      ),
    args: [
      'certify',
      '--engine',
      '{dir}/engine.mjs',
      '--requirement',
      'rules/sink',
      '--requirement',
      'rules/wait',
      '--once',
      '--quiet',
      '--turn-limit',
      '1000',
      '--run-budget',
      '6',
    ],
    exit: 1,
    output:
      /\[not-run\]\n\s+not run: the run budget of 6 s was spent\.[\s\S]*0 passed, 0 failed, 0 declined, 0 unsupported, \d+ errored/,
    ...SLOW,
  },
  {
    name: 'a wait the run budget cuts short ends the run then, not when the turn limit would have',
    setup: (dir) => void waitModule(dir, 'return new Promise(() => {});'),
    args: [
      'certify',
      '--engine',
      '{dir}/engine.mjs',
      '--name',
      '^Waiting counts as a turn$',
      '--once',
      '--quiet',
      '--turn-limit',
      '600000',
      // Room for the engine's start on a loaded machine (4 s once ran out before the greeting).
      '--run-budget',
      '10',
    ],
    exit: 1,
    output: erroredWith(
      'run-budget',
      /the run budget of 10 s\. A slower engine is given more time with --run-budget <s>\./,
    ),
    // The turn limit is ten minutes: a run that waited for it would be killed at twice this cap.
    maxSeconds: 40,
  },
  {
    name: 'a module that greets differently after a restart is errored for it, not judged by its first claims',
    setup: restartedModule("first ? ['automata'] : []", "move === 'W'"),
    args: ['certify', '--engine', '{dir}/engine.mjs', ...WAIT_THEN_FLAG],
    exit: 1,
    output:
      /\[engine-threw\][\s\S]*\[bad-hello\]\n.*The engine greeted differently from its first greeting: first miau-reference \S+ \(protocol 1\) claiming automata, now miau-reference \S+ \(protocol 1\) claiming nothing; a build must answer hello the same way every time, in every process\.[\s\S]*0 passed, 0 failed, 0 declined, 0 unsupported, 2 errored/,
    ...SLOW,
  },
  {
    // The capabilities are a set: a Go engine listing them from a map gives them in any order.
    name: 'a module that claims the same capabilities in another order after a restart greets the same',
    setup: restartedModule(
      'first ? real.capabilities : [...real.capabilities].reverse()',
      "first && move === 'W'",
    ),
    args: ['certify', '--engine', '{dir}/engine.mjs', ...WAIT_THEN_FLAG],
    exit: 1,
    output: /\[engine-threw\][\s\S]*1 passed, 0 failed, 0 declined, 0 unsupported, 1 errored/,
    notOutput: /bad-hello/,
    ...SLOW,
  },
  {
    // A save is any JSON value only the engine reads (conformance/plain-data): one long text, or
    // a field a pack may not name, is the engine's business, not a pack's bounds.
    name: 'a module whose saves hold a 70,000-character text and fields named __proto__ and constructor passes the save scenarios',
    setup: savingModule(
      `JSON.parse(JSON.stringify({ save, pad: 'x'.repeat(70000) }).replace('{', '{"__proto__":{"constructor":1},'))`,
    ),
    args: ['certify', '--engine', '{dir}/engine.mjs', '--requirement', 'rules/snapshot', '--once', '--quiet'],
    exit: 0,
    output: /[1-9]\d* passed, 0 failed, 0 declined, 0 unsupported, 0 errored/,
  },
  {
    // conformance/plain-data: the host wrote Infinity as null, so the save scenario passed a
    // module whose save was not plain data, and the save it restored was not the one it gave.
    name: 'a module whose save holds Infinity is errored at the save, naming where, not passed',
    setup: savingModule('({ save, best: Infinity })'),
    args: [
      'certify',
      '--engine',
      '{dir}/engine.mjs',
      '--name',
      'A saved game survives a round trip through JSON',
      '--once',
      '--quiet',
    ],
    exit: 1,
    output:
      /step "the game is saved" failed: .*not JSON data: \/best is Infinity, which JSON writes as null\.[\s\S]*0 passed, 0 failed, 0 declined, 0 unsupported, 1 errored/,
  },
  // conformance/plain-data: a class instance passed (written as its fields, its class's getters
  // lost); a cycle was engine-threw ("The engine's snapshot threw: …"), though nothing threw; a
  // save that was a function was protocol-broken, as if the host's envelope lacked its result.
  savedAsNotData(
    'a module whose save holds a class instance is a bad answer, naming where',
    `({ save, at: new (class Pos { constructor() { this.x = 1; } get turn() { return 3; } })() })`,
    /\/at is an instance of Pos, not a plain object, which JSON writes without its class\./,
  ),
  savedAsNotData(
    'a module whose save holds a cycle is a bad answer, not a throw',
    '(() => { const cyclic = { save }; cyclic.self = cyclic; return cyclic; })()',
    /\/self holds an object that holds it \(a cycle\)\./,
  ),
  savedAsNotData(
    'a module served by miau serve whose save is a function is a bad answer, not a broken envelope',
    '() => save',
    /\(the whole answer\) is a function, which JSON does not write at all\./,
    true,
  ),
  // conformance/plain-data: JSON leaves a list's named field out, and the host read a list by its
  // items only, so a module answering one passed every scenario (change list-fields-are-not-data).
  savedAsNotData(
    'a module whose save holds a list with a field of its own is a bad answer, naming the list',
    '({ save, things: Object.assign([1, 2], { byId: { a: 1 } }) })',
    /\/things has a field "byId" of its own besides its items, which JSON leaves out of a list\./,
  ),
  {
    // rules/snapshot: the host kept the save handed to restore only after the call, so a restore
    // that emptied it (taking its state) was compared with the emptied save and passed.
    name: 'a module whose restore empties the save it was handed is errored for it',
    setup: (dir) =>
      void referenceModule(
        dir,
        `async start(pack, level) {
      const game = await engine.start(pack, level);
      return {
        ...game,
        restore: (saved) => {
          const taken = JSON.parse(JSON.stringify(saved));
          for (const key of Object.keys(saved)) delete saved[key];
          return game.restore(taken);
        },
      };
    }`,
      ),
    args: [
      'certify',
      '--engine',
      '{dir}/engine.mjs',
      '--name',
      '^A restored game plays on exactly as the original did$',
      '--once',
      '--quiet',
    ],
    exit: 1,
    output: erroredWith(
      'bad-answer',
      /The game changed the save it was handed by restore \(request \d+\) afterwards, at \/[\s\S]*/,
    ),
    ...SLOW,
  },
  {
    // conformance/protocol: under --check-protocol a program's start is four or six requests, each
    // with a turn limit of its own; the scenario held all four to one, erroring a start whose requests
    // each took 40% of it (change scenario-budget-counts-engine-time).
    name: 'a program whose every start and turn takes 40% of the turn limit passes under --check-protocol',
    setup: (dir) =>
      void referenceModule(
        dir,
        `async start(pack, level) {
      await new Promise((done) => setTimeout(done, 800));
      const game = await engine.start(pack, level);
      return { ...game, input: async (move) => { await new Promise((done) => setTimeout(done, 800)); return game.input(move); } };
    }`,
      ),
    args: [
      'certify',
      '--engine-cmd',
      `${NODE} ${JSON.stringify(MIAU)} serve --engine {dir}/engine.mjs`,
      '--check-protocol',
      ...WAIT,
      '--turn-limit',
      '2000',
    ],
    exit: 0,
    output: /1 passed, 0 failed, 0 declined, 0 unsupported, 0 errored, 0 nondeterministic\s*$/,
    ...SLOW,
  },
  {
    // A parallel worker's engine is held to certify's own greeting, as a restart is: judged by
    // the first claims, its scenarios came out "skipped, though the engine claims" them.
    name: 'a module that claims less in a parallel worker than when certify greeted it is bad-hello there',
    setup: restartedModule('first ? real.capabilities : []', 'false'),
    args: [
      'certify',
      '--engine',
      '{dir}/engine.mjs',
      '--parallel',
      '2',
      '--requirement',
      'solver/solver-max',
      '--once',
    ],
    exit: 1,
    output:
      /\[bad-hello\]\n.*The engine greeted differently from its first greeting: first miau-reference \S+ \(protocol 1\) claiming [^\n]*solver[^\n]*, now miau-reference \S+ \(protocol 1\) claiming nothing[\s\S]*0 passed, 0 failed, 0 declined, 0 unsupported, [1-9]\d* errored/,
    notOutput: /skipped, though/,
    ...SLOW,
  },
  // Programs over JSON lines.
  atLoad(
    'finding 2: a program whose grandchild holds its stdout after it exits',
    "spawn('sleep', ['300'], { stdio: 'inherit' }); process.exit(0);",
    'engine-exited',
    /The engine program exited \(code 0\)/,
  ),
  {
    // `set -m` gives the background job a process group of its own, still in the engine's session:
    // the group kill alone left it running.
    name: 'a program started by a shell that puts a child in a process group of its own leaves nothing running',
    setup: (dir) => void program(dir, "spawn('sleep', ['300'], { stdio: 'inherit' }); process.exit(0);"),
    args: [
      'certify',
      '--engine-cmd',
      `bash -c 'set -m; sleep 301 & exec ${NODE} {dir}/program.mjs'`,
      ...WAIT,
      '--turn-limit',
      DEFAULT_TURN_LIMIT,
    ],
    exit: 1,
    output: erroredWith('engine-exited', /The engine program exited \(code 0\)/),
    ...SLOW,
  },
  atLoad(
    'fork-bomb-lite: a program whose children ignore SIGTERM, then goes silent',
    `for (let i = 0; i < 4; i++) ${STUBBORN_CHILD};`,
    'no-answer',
    /did not answer load within 1500 ms/,
    LIMIT_WAITED,
  ),
  // A second answer to a request was "out of order" (or "when no request was waiting").
  atLoad(
    'a program that answers a request twice is told so',
    'const loaded = { ok: true, pack: request.pack, warnings: [] }; answer(request, loaded); answer(request, loaded);',
    'protocol-broken',
    /answered request 2 \(load\) a second time: .*; every request has one answer/,
  ),
  // conformance/protocol: JSON.parse keeps the last "ok", so the refusal a reader that keeps the
  // first sees was read as a load; --check-protocol now refuses a key given twice.
  {
    name: 'a program whose load answer gives "ok" twice is refused under --check-protocol, naming /ok',
    setup: (dir) =>
      void program(
        dir,
        `process.stdout.write('{"protocol":1,"id":' + request.id + ',"type":"load","ok":false,"error":{"message":"no"},"ok":true,"result":' + JSON.stringify({ ok: true, pack: request.pack, warnings: [] }) + '}\\n');`,
      ),
    args: ['certify', '--engine-cmd', `${NODE} {dir}/program.mjs`, ...WAIT, '--check-protocol'],
    exit: 1,
    output: erroredWith(
      'protocol-broken',
      /broke the protocol answering load: its line names \/ok twice in one object, which JSON readers read differently/,
    ),
    ...SLOW,
  },
  atLoad(
    'a program that answers with an error is quoted as answering, not as throwing',
    "process.stdout.write(JSON.stringify({ protocol: 1, id: request.id, type: 'load', ok: false, error: { message: 'Traceback (most recent call last):\\n  KeyError: 1' } }) + '\\n');",
    'engine-threw',
    // On one line, its line breaks shown escaped: an engine's words never add a line to the certificate.
    /The engine answered load with an error: Traceback \(most recent call last\):\\u000a {2}KeyError: 1\n/,
  ),
  atLoad(
    'a program whose "ok" is a text is told what "ok" holds',
    "process.stdout.write(JSON.stringify({ protocol: 1, id: request.id, type: 'load', ok: 'true', result: null }) + '\\n');",
    'protocol-broken',
    /printed a line that is not an answer \("ok" is the text "true", where an answer says true or false\)/,
  ),
  atLoad(
    'a program that prints a JSON list is told an answer is an object',
    "process.stdout.write('[1, 2]\\n');",
    'protocol-broken',
    /printed a line that is not an answer \(an answer is one JSON object, not a list\)/,
  ),
  // It was a bare "exited (code 0)", with the answer all but written.
  atLoad(
    'a program that exits after an answer without its line break is told so',
    "process.stdout.write(JSON.stringify({ protocol: 1, id: request.id, type: 'load', ok: true, result: { ok: true, warnings: [] } }), () => process.exit(0));",
    'engine-exited',
    /exited \(code 0\) after writing \d+ bytes of an answer it never ended with a line break \(every answer ends with \\n\)/,
  ),
  atLoad(
    'a program that prints garbage',
    "process.stdout.write('\\u001b[2J garbage\\n');",
    'protocol-broken',
    /printed a line that is not JSON: "\\u001b\[2J garbage"/,
  ),
  atLoad(
    'a program that pretty-prints its answer is told an answer is one line of JSON',
    "process.stdout.write(JSON.stringify({ protocol: 1, id: request.id, type: 'load', ok: true, result: null }, null, 2) + '\\n');",
    'protocol-broken',
    /printed a line that is not JSON: "\{"; an answer is one line of JSON, written without line breaks \(the parser says: /,
  ),
  atLoad(
    "a program that writes Python's NaN is told JSON has none",
    'process.stdout.write(\'{"protocol": 1, "id": \' + request.id + \', "type": "load", "ok": true, "result": {"score": NaN}}\\n\');',
    'protocol-broken',
    /; JSON has no NaN or Infinity, so every number must be finite \(the parser says: "Unexpected token 'N'/,
  ),
  atLoad(
    'a program that answers with its request id as a string is told so, not that it answered out of order',
    'answer({ ...request, id: String(request.id) }, null);',
    'protocol-broken',
    /answered request (\d+) \(load\) with the id "\1", not the number \1; an answer's id is its request's, as it was sent/,
  ),
  atLoad(
    'a program that writes Latin-1 is told its line is not UTF-8, before the bad byte reaches an id',
    'process.stdout.write(Buffer.concat([Buffer.from(\'{"protocol": 1, "id": \' + request.id + \', "type": "load", "ok": true, "result": "caf\'), Buffer.from([0xe9]), Buffer.from(\'"}\\n\')]));',
    'protocol-broken',
    /printed a line that is not UTF-8 \(shown with each bad byte as U\+FFFD\): .*caf\ufffd.*; JSON lines are UTF-8/,
  ),
  atLoad(
    'a program that writes a lone surrogate as Java does is told to escape it',
    'process.stdout.write(Buffer.concat([Buffer.from(\'{"protocol": 1, "id": \' + request.id + \', "type": "load", "ok": true, "result": "\'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from(\'"}\\n\')]));',
    'protocol-broken',
    /printed a line that is not UTF-8 .*; JSON lines are UTF-8: a Latin-1, Windows code page or UTF-16 output must be encoded as UTF-8, and a lone surrogate \(written by Java's modified UTF-8 or WTF-8\) as a \\uXXXX escape/,
  ),
  atLoad(
    'a program that answers a wrong id',
    'answer({ ...request, id: request.id + 7 }, null);',
    'protocol-broken',
    /answered with the id \d+ \(no request sent yet\) while request \d+ \(load\) was waiting; an answer carries the id of the request it answers/,
  ),
  // Its hello was answered in time, so its output is not left unflushed from the start: it may
  // write a later answer on a path that does not flush.
  atLoad(
    'a program that answers late',
    'setTimeout(() => answer(request, null), 4000);',
    'no-answer',
    /did not answer load within 1500 ms; if it wrote an answer, flush its output after every answer, not only the first ones/,
    LIMIT_WAITED,
  ),
  // Python's print(json.dumps(answer), end=''): the answer was whole but for its \n.
  atLoad(
    'a program that writes an answer without its line break and lingers is told the line break is missing',
    "process.stdout.write(JSON.stringify({ protocol: 1, id: request.id, type: 'load', ok: true, result: { ok: true, pack: request.pack, warnings: [] } })); setInterval(() => {}, 1000);",
    'no-answer',
    /was still writing its answer to load after 1500 ms \(\d+ bytes so far\); what arrived is a whole JSON value without its line break: every answer ends with \\n/,
    LIMIT_WAITED,
  ),
  atLoad(
    'a program that writes two answers on one line is told one answer a line',
    "const a = JSON.stringify({ protocol: 1, id: request.id, type: 'load', ok: true, result: { ok: true, pack: request.pack, warnings: [] } }); process.stdout.write(a + ' ' + a + '\\n');",
    'protocol-broken',
    /the line holds a whole JSON value and more text after it: one answer a line, each ended with \\n; at character \d+: …".*\} \{.*"… \(the parser says: /,
  ),
  // A quote of the line cannot show a no-break space at its end: the character is named.
  atLoad(
    'a program that ends its answer with a no-break space is told JSON does not read it as white space',
    "process.stdout.write(JSON.stringify({ protocol: 1, id: request.id, type: 'load', ok: true, result: null }) + '\\u00a0\\n');",
    'protocol-broken',
    /the line ends with U\+00A0 after a whole JSON value: JSON's white space is only space, tab, CR and LF \(the parser says: /,
  ),
  // PowerShell and .NET write UTF-16 unless told otherwise; without a byte order mark its ASCII
  // is UTF-8 with a NUL beside each character.
  atLoad(
    'a program that writes UTF-16 is told so',
    "process.stdout.write(Buffer.from(JSON.stringify({ protocol: 1, id: request.id, type: 'load', ok: true, result: null }), 'utf16le')); process.stdout.write('\\n');",
    'protocol-broken',
    /printed a line that is not JSON: .*; the line looks like UTF-16 \(a NUL beside most characters\): JSON lines are UTF-8/,
  ),
  // Node's destroy() of its stdout leaves fd 1 open: to the harness, that is silence.
  atLoad(
    'a program that closes its stdout and lingers',
    'process.stdout.destroy(); setInterval(() => {}, 1000);',
    'no-answer',
    /did not answer load within 1500 ms/,
    LIMIT_WAITED,
  ),
  // Run with exec, not forked by the shell (which held a copy of the pipe), a program that
  // closes fd 1 is said to at once, not waited for as silence.
  atLoad(
    'a program that closes fd 1 and lingers',
    "(await import('node:fs')).closeSync(1); setInterval(() => {}, 1000);",
    'protocol-broken',
    /The engine program closed its standard output while still running, so it can answer nothing more\./,
  ),
  atLoad(
    'a program that exits mid-answer',
    'process.stdout.write(\'{"protocol":1,"id":\' + request.id + \',"ok":tr\', () => process.exit(0));',
    'engine-exited',
    /exited \(code 0\)/,
  ),
  atLoad(
    'finding 6: a program writing a 100 MB line without a newline is refused while buffering',
    "const chunk = 'x'.repeat(1 << 20); let n = 0; const more = () => { while (n < 100 && process.stdout.write(chunk)) n++; if (n++ < 100) process.stdout.once('drain', more); }; more();",
    'answer-too-long',
    /wrote an answer line longer than 33554432 bytes \(32 MiB\), the protocol's limit/,
    '30000',
  ),
  {
    // A flood faster than any reader drains queues in the program itself (its own memory, about
    // 1 GB by the time limit): the cap is on the harness's processes, which keep only a tail.
    ...atLoad(
      'a program that floods stderr',
      "setInterval(() => process.stderr.write('y'.repeat(1 << 20)), 1);",
      'no-answer',
      /did not answer load within 1500 ms/,
      LIMIT_WAITED,
    ),
    unmeasured: /^\S+ \S*\/program\.mjs( |$)/,
    maxMemoryMb: 512,
  },
  {
    // Its banner is JSON, so it is no "log line" by its first character: still one before any answer.
    name: 'a program that greets with a JSON banner before hello is told standard output is for answers only',
    setup: (dir) => {
      program(dir, '');
      const file = join(dir, 'program.mjs');
      writeFileSync(file, `process.stdout.write('{"event":"ready"}\\n');\n${readFileSync(file, 'utf8')}`);
    },
    args: ['certify', '--engine-cmd', `${NODE} {dir}/program.mjs`, ...WAIT],
    exit: 1,
    output:
      /printed a line that is not an answer \(no "ok"\): "\{\\"event\\":\\"ready\\"\}"; standard output is for answers only: logs, banners and prompts go to standard error/,
    ...SLOW,
  },
  {
    name: 'a program that never greets is bounded by the run budget',
    args: [
      'certify',
      '--engine-cmd',
      `${NODE} -e "setInterval(() => {}, 1000)"`,
      ...WAIT.slice(0, -2),
      '--run-budget',
      '3',
    ],
    exit: 1,
    // The budget cut the start short (the start limit is 30 s): the fault names the budget.
    output:
      /the engine failed \(run-budget\): The engine did not answer hello within 3000 ms, what was left of the run budget/,
  },
];

// Most cases wait out a time limit on an engine that hangs: three at a time.
defineHostileCases(cases, { concurrent: true });
