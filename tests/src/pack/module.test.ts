// The pack.cjs sandbox (src/pack/module.ts; spec: packs/commonjs), in process: what comes back
// for each way an export can fail to be data, and each way a module can fail to answer. The
// same cases run as real `miau validate` processes in tests/conformance/hostile/validate.test.ts.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readPackModule } from '../../../src/pack/module.js';

const scratch = mkdtempSync(join(tmpdir(), 'miau-pack-module-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let count = 0;

async function run(source: string, timeMs?: number) {
  const path = join(scratch, `case-${++count}.cjs`);
  writeFileSync(path, source);
  return readPackModule(path, timeMs);
}

async function problems(source: string, timeMs?: number): Promise<string[]> {
  const result = await run(source, timeMs);
  return result.ok ? [] : result.errors.map((d) => `${d.code} ${d.path} ${d.message}`);
}

describe('an export that is not data', () => {
  it.each([
    [
      'a function',
      'module.exports = { a: () => 1 };',
      'not-data /a Packs must be data, but the export of case-1.cjs is not: the "a" of the pack is a function; packs must be data, not code.',
    ],
    ['undefined', 'module.exports = { a: undefined };', 'is undefined, which JSON cannot hold'],
    ['a symbol', 'module.exports = { a: Symbol("s") };', 'is a symbol, which JSON cannot hold'],
    ['a bigint', 'module.exports = { a: 1n };', 'is a bigint'],
    ['NaN', 'module.exports = { a: NaN };', 'is NaN, which JSON cannot hold'],
    ['a Map', 'module.exports = { a: new Map() };', 'is a Map, not a plain object'],
    [
      'a class instance',
      'class Monster {} module.exports = { a: new Monster() };',
      'is an instance of Monster, not a plain object',
    ],
    [
      'a list of another class',
      'class Row extends Array {} module.exports = { a: new Row() };',
      'not a plain list',
    ],
    ['a symbol key', 'module.exports = { [Symbol("k")]: 1 };', 'has a symbol key ("Symbol(k)")'],
    ['a getter', 'module.exports = { get a() { return 1; } };', 'is a getter or setter'],
    [
      'a hidden field',
      'const o = {}; Object.defineProperty(o, "a", { value: 1 }); module.exports = o;',
      'is a hidden (non-enumerable) field',
    ],
    [
      'an extra list field',
      'const l = [1]; l.extra = 2; module.exports = { l };',
      'is a list with an extra field "extra"',
    ],
    ['a hole', 'module.exports = { l: [1, , 3] };', 'is a hole in the list'],
    ['a cycle', 'const o = {}; o.o = o; module.exports = o;', 'contains itself (a cycle)'],
    [
      'too deep',
      'let v = 1; for (let i = 0; i < 70; i++) v = [v]; module.exports = v;',
      'nested more than 64 levels deep',
    ],
    [
      'too long a text',
      'module.exports = { t: "x".repeat(70000) };',
      'text-too-long /t The "t" of the pack is a text of 70000 characters',
    ],
    [
      'too long a key',
      'module.exports = { ["k".repeat(70000)]: 1 };',
      'text-too-long  A key of the pack is a text of 70000 characters',
    ],
    ['nothing at all', 'module.exports = undefined;', 'is undefined'],
  ])('%s', async (_, source, expected) => {
    const found = await problems(source);
    expect(
      found.some((line) => line.includes(expected)),
      found.join('\n'),
    ).toBe(true);
  });
});

// 5,000,000 list items were walked whole by the data check, which ran past the pack's time limit
// (or its memory), and the pack was blamed; a JSON file of as many values is refused at once.
describe('an export of more values than a pack may hold', () => {
  it('is refused as a JSON file of as many values is, before its items are walked', async () => {
    const refusal = 'not-data  The pack holds more than 2500000 values, more than a pack may hold.';
    expect(await problems('module.exports = { a: [1, 2], b: new Array(5e6).fill(0) };', 4000)).toEqual([
      refusal,
    ]);
    // Values counted across nested lists; a longer time limit, since this one is about the count:
    // 2,600,000 values took up to 4 s on a loaded machine.
    expect(
      await problems('module.exports = [[new Array(1.3e6).fill(0)], new Array(1.3e6).fill(0)];', 10_000),
    ).toEqual([refusal]);
  });
});

describe('a module that does not answer', () => {
  it('reads plain data and its repeated nothing: no warnings', async () => {
    expect(await run('module.exports = { a: [1, "b", null, true] };')).toEqual({
      ok: true,
      data: { a: [1, 'b', null, true] },
      warnings: [],
    });
  });

  it('reports what a module threw, an Error or not, and where', async () => {
    expect((await problems('throw new Error("broke.");'))[0]).toMatch(
      /^module-error {2}case-\d+\.cjs could not be run: broke \(at case-\d+\.cjs line 1, column 7\)\.$/,
    );
    expect((await problems('throw 42;'))[0]).toMatch(
      /could not be run: it threw the number 42, not an Error\.$/,
    );
    expect((await problems('throw { toString() { throw 1; } };'))[0]).toMatch(
      /could not be run: it threw an object, not an Error\.$/,
    );
    expect((await problems('throw undefined;'))[0]).toMatch(
      /it threw nothing \(undefined\), not an Error\.$/,
    );
  });

  // An ES module's export and import, and a pack wrapped in a function: said how to write them.
  it('tells a pack.cjs written as an ES module, or exporting a function, how to export its pack', async () => {
    const commonJs =
      '; a pack.cjs is CommonJS, so write module.exports = { … } and require(…), not export and import.';
    expect((await problems('export default {};'))[0]).toMatch(
      /could not be run: SyntaxError: Unexpected token 'export' \(at case-\d+\.cjs line 1, column 1\)/,
    );
    expect((await problems('export default {};'))[0].endsWith(commonJs)).toBe(true);
    expect((await problems("import x from './x.json';"))[0].endsWith(commonJs)).toBe(true);
    expect(await problems('module.exports = () => ({});')).toEqual([
      expect.stringMatching(
        /^not-data {2}Packs must be data, but the export of case-\d+\.cjs is not: the pack is a function; export the pack itself \(module\.exports = \{ … \}\), not a function that makes it\.$/,
      ),
    ]);
  });

  // "could not be run:  (at …)", "it threw an Error, not an Error", "could not be run: ." and a
  // 3,000-character "code" quoted at 200 in place of the message.
  it('says so of an Error without a message, from another realm, or with a code of its own words', async () => {
    expect((await problems('throw new Error();'))[0]).toMatch(
      /could not be run: it threw an error without a message \(at case-\d+\.cjs line 1, column 7\)\.$/,
    );
    expect((await problems('throw Object.create(Error.prototype);'))[0]).toMatch(
      /could not be run: it threw an error without a message\.$/,
    );
    expect(
      (await problems('throw require("vm").runInNewContext("new TypeError(\'bad thing\')");'))[0],
    ).toMatch(/could not be run: TypeError: bad thing \(at case-\d+\.cjs line 1, column \d+\)\.$/);
    expect((await problems('throw Object.assign(new Error("x"), { code: "C".repeat(3000) });'))[0]).toMatch(
      /could not be run: x \(at case-\d+\.cjs line 1, column \d+\)\.$/,
    );
  });

  // Node's abort writes a numbered stack trace on stderr: its last frame was quoted as what the pack said.
  it('does not quote the stack trace Node writes as it aborts', async () => {
    expect((await problems('process.abort();'))[0]).toMatch(
      /was stopped by SIGABRT before its export could be read\.$/,
    );
  });

  // A require's message went on with its require stack, naming the runner, and a syntax error
  // said neither line nor column; a long message was quoted whole.
  it('says where a syntax error or a failed require is, and quotes 40 characters of a message', async () => {
    expect((await problems('module.exports = { a: ; };'))[0]).toMatch(
      /could not be run: SyntaxError: Unexpected token ';' \(at case-\d+\.cjs line 1, column 23\)\.$/,
    );
    const missing = (await problems('module.exports = require("./missing.cjs");'))[0];
    expect(missing).toMatch(
      /could not be run: MODULE_NOT_FOUND: Cannot find module '\.\/missing\.cjs' \(at case-\d+\.cjs line 1, column 18\)\.$/,
    );
    expect(missing).not.toMatch(/module-runner|Require stack/);
    expect((await problems('throw new Error("x".repeat(5000));'))[0]).toMatch(
      /could not be run: x{39}… \(at case-\d+\.cjs line 1, column 7\)\.$/,
    );
  });

  // A Proxy's traps are the module's code too, run while its export is read and copied.
  it.each([
    ['getPrototypeOf', 'getPrototypeOf() { throw new Error("no prototype"); }', 'no prototype'],
    ['ownKeys', 'ownKeys() { throw new Error("no keys"); }', 'no keys'],
    ['get', 'get() { throw new Error("no value"); }', 'no value'],
  ])('reports an export whose %s trap throws, as what reading it threw', async (_, trap, said) => {
    expect((await problems(`module.exports = new Proxy({ a: 1 }, { ${trap} });`))[0]).toMatch(
      new RegExp(
        `^module-error {2}case-\\d+\\.cjs could not be run: reading its export threw: ${said} \\(at case-\\d+\\.cjs line 1, column \\d+\\)\\.$`,
      ),
    );
  });

  it('does not take an early exit, with any code, for an answer', async () => {
    expect((await problems('console.log("ok"); process.exit(0);'))[0]).toMatch(
      /ended \(exit code 0\) before its export could be read; a pack.cjs must set module.exports/,
    );
    expect((await problems('console.error("bye \\u001b[31m"); process.exit(7);'))[0]).toMatch(
      /ended \(exit code 7\) before its export could be read \(it said "bye \\u001b\[31m"\)/,
    );
  });

  it('does not take a killed module for an answer', async () => {
    // A pack may not send signals, even to itself (packs/commonjs); abort() kills it all the same.
    expect((await problems('process.abort();'))[0]).toMatch(
      /was stopped by SIGABRT before its export could be read/,
    );
  });

  it('does not take a forged answer on its pipe as valid', async () => {
    expect((await problems('require("fs").writeSync(3, "nonsense\\n"); module.exports = {};'))[0]).toMatch(
      /^module-error/,
    );
    expect((await problems('require("fs").writeSync(3, "not-data\\n[]"); process.exit(0);'))[0]).toMatch(
      /gave an answer that could not be read/,
    );
  });

  it('refuses an export larger than the bound', async () => {
    expect(
      (await problems('module.exports = Array.from({ length: 600 }, () => "x".repeat(60000));'))[0],
    ).toMatch(/exported at least \d+ characters of data, more than the 33554432/);
  });

  it('stops a module that uses more than its heap', async () => {
    expect((await problems('const all = []; for (;;) all.push(new Array(1e6).fill(1.5));'))[0]).toMatch(
      /256 MB of memory|ran longer than 5 s/,
    );
  });

  // The heap limit does not see Buffers: without the resident-memory bound this pack held 2 GB
  // within its 5 s. Stopped at 512 MB, long before the time limit.
  it('stops a module that fills memory outside its heap', async () => {
    expect(
      (await problems('const keep = []; for (;;) keep.push(Buffer.alloc(64 << 20, 1));', 60_000))[0],
    ).toMatch(
      /was stopped: it held more than 512 MB of memory in all \(Buffers and WebAssembly memory included\)/,
    );
  });

  // The documented 5 s is proven end to end in tests/conformance/hostile/validate.test.ts; here a
  // shorter limit shows the same stop without waiting 5 s.
  it('stops a module that runs longer than its time limit', async () => {
    expect((await problems('for (;;) {}', 500))[0]).toMatch(
      /was stopped: it ran longer than 0\.5 s, the most a pack\.cjs may run/,
    );
  });

  it('reports a file that cannot be found', async () => {
    expect((await readPackModule(join(scratch, 'nowhere.cjs'))).ok).toBe(false);
  });
});

// spec: packs/commonjs. The environment holds a user's tokens and keys, which the permission
// model does not guard: a pack could copy one into a hint, and miau share would send it out.
describe('the environment a pack.cjs sees', () => {
  it('holds only the variables named MIAU_*', async () => {
    process.env['SECRET_TOKEN'] = 'hunter2';
    process.env['MIAU_SEEN_BY_PACKS'] = 'yes';
    try {
      const result = await run(
        'module.exports = { token: process.env.SECRET_TOKEN ?? "unset", names: Object.keys(process.env).sort() };',
      );
      expect(result.ok && result.data).toEqual({
        token: 'unset',
        names: Object.keys(process.env)
          .filter((name) => name.startsWith('MIAU_'))
          .sort(),
      });
      expect(result.ok && (result.data as { names: string[] }).names).toContain('MIAU_SEEN_BY_PACKS');
    } finally {
      delete process.env['SECRET_TOKEN'];
      delete process.env['MIAU_SEEN_BY_PACKS'];
    }
  });
});
