// Loading engine modules: named or default factories, CommonJS, and clear refusals.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CAPABILITIES,
  checkHello,
  EngineModuleError,
  loadEngineFactory,
  openEngine,
} from '../../../conformance/engine/module.js';
import { EngineFault } from '../../../conformance/runner/errors.js';
import { openEngineSource } from '../../../conformance/engine/source.js';

const dir = mkdtempSync(join(tmpdir(), 'miau-engine-module-'));
function moduleFile(name: string, text: string): string {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
}
const hello = "{ name: 'm', version: '1', protocol: 1, capabilities: [] }";

describe('openEngine', () => {
  it('takes a named createEngine, a default export, or a CommonJS module.exports.createEngine', async () => {
    const named = moduleFile(
      'named.mjs',
      `export function createEngine() { return { hello: async () => (${hello}) }; }`,
    );
    const byDefault = moduleFile('default.mjs', `export default () => ({ hello: async () => (${hello}) });`);
    const commonJs = moduleFile(
      'cjs.cjs',
      `module.exports.createEngine = () => ({ hello: async () => (${hello}) });`,
    );
    for (const file of [named, byDefault, commonJs]) {
      expect((await openEngine(file)).hello).toEqual({
        name: 'm',
        version: '1',
        protocol: 1,
        capabilities: [],
      });
    }
  });

  it('turns an engine that throws while building or greeting into an EngineFault', async () => {
    const throwsOnBuild = moduleFile(
      'build.mjs',
      `export function createEngine() { throw new Error('no memory'); }`,
    );
    const throwsOnHello = moduleFile(
      'hello.mjs',
      `export function createEngine() { return { hello: async () => { throw new Error('shy'); } }; }`,
    );
    const noHello = moduleFile('nohello.mjs', `export function createEngine() { return {}; }`);
    await expect(openEngine(throwsOnBuild)).rejects.toThrow(
      new EngineFault('engine-not-started', 'createEngine() threw: no memory'),
    );
    await expect(openEngine(throwsOnHello)).rejects.toThrow(/hello\(\) threw: shy/);
    await expect(openEngine(noHello)).rejects.toThrow(
      /did not return an engine build with a hello\(\) method/,
    );
  });

  // A hello the host could not write as JSON data, or a program's hello holding a number read as
  // another, is a hello that breaks the protocol (bad-hello), as the fault table says, not the
  // bad-answer that fault is at any other call.
  it('makes a hello that is not JSON data, hosted or written by a program, bad-hello', async () => {
    const bigint = moduleFile(
      'bigint-hello.mjs',
      `export function createEngine() { return { hello: async () => ({ ...${hello}, build: 1n }) }; }`,
    );
    const program = moduleFile(
      'big-number.mjs',
      `process.stdin.once('data', (l) => process.stdout.write('{"protocol":1,"id":' + JSON.parse(l).id + ',"type":"hello","ok":true,"result":{"name":"m","version":"1","protocol":1,"capabilities":[],"seed":9007199254740993}}\\n')); setInterval(() => {}, 1000);`,
    );
    const hosted: unknown = await openEngineSource({ module: bigint }).catch((error: unknown) => error);
    expect(hosted).toMatchObject({
      fault: 'bad-hello',
      message: 'The engine answered hello with something that is not JSON data: /build is a BigInt.',
    });
    const written: unknown = await openEngineSource({
      command: `${JSON.stringify(process.execPath)} ${JSON.stringify(program)}`,
    }).catch((error: unknown) => error);
    expect(written).toMatchObject({ fault: 'bad-hello' });
    expect((written as Error).message).toContain('9007199254740993');
  });

  it('says so of a build whose "then" throws when read, and awaits a promise of a build', async () => {
    const proxy = moduleFile(
      'proxy.mjs',
      `export function createEngine() {
        const build = { hello: async () => ({ name: 'p', version: '1', protocol: 1, capabilities: [] }) };
        return new Proxy(build, { get(target, key) { if (!(key in target)) throw new TypeError('wasm export ' + String(key) + ' missing'); return target[key]; } });
      }`,
    );
    await expect(openEngine(proxy)).rejects.toThrow(
      new EngineFault(
        'engine-not-started',
        'createEngine() returned a build whose "then" cannot be read (wasm export then missing); it is read to tell a build from a promise of one.',
      ),
    );
    const promised = moduleFile(
      'promised.mjs',
      `export async function createEngine() { return { hello: async () => ({ name: 'p', version: '1', protocol: 1, capabilities: [] }) }; }`,
    );
    expect((await openEngine(promised)).hello.name).toBe('p');
    const rejected = moduleFile(
      'rejected.mjs',
      `export async function createEngine() { throw 'not built'; }`,
    );
    await expect(openEngine(rejected)).rejects.toThrow('createEngine() threw: not built');
  });

  it('refuses a module that cannot be imported', async () => {
    const broken = moduleFile('broken.mjs', 'export const = ;');
    await expect(loadEngineFactory(broken)).rejects.toThrow(EngineModuleError);
    await expect(loadEngineFactory(broken)).rejects.toThrow(/could not be imported/);
  });

  // Importing a device reads without end (/dev/zero filled gigabytes before hello's limit).
  it.each(['/dev/zero', tmpdir()])('refuses %s, which is not a file, before importing it', async (path) => {
    await expect(loadEngineFactory(path)).rejects.toThrow(
      new EngineModuleError(`The engine module ${path} is not a file.`),
    );
  });
});

describe('checkHello', () => {
  it('accepts a hello that matches the schema and names every problem of one that does not', () => {
    expect(checkHello({ name: 'm', version: '1', protocol: 1, capabilities: ['automata'] }).name).toBe('m');
    const problems = () => checkHello({ name: '', protocol: 1, capabilities: ['x'] });
    expect(problems).toThrow(EngineFault);
    expect(problems).toThrow(/\/version is missing: the schema requires it/);
    expect(problems).toThrow(/\/name must NOT have fewer than 1 characters/);
    // A claim this suite does not know is named, with the list it is not in (it was "must be
    // equal to one of the allowed values"); so is the field nobody asked for.
    expect(problems).toThrow(
      /\/capabilities\/0 claims "x", a capability this suite does not know \(it certifies automata, pairs, .*\); a build made for a later suite is certified by that suite/,
    );
    expect(() => checkHello({ name: 'm', version: '1', protocol: 1, capabilities: [7] })).toThrow(
      /\/capabilities\/0 must be equal to one of the allowed values/,
    );
    expect(() => checkHello({ name: 'm', version: '1', protocol: 1, capabilities: [], vendor: 'x' })).toThrow(
      /\/vendor is a field the schema does not allow there/,
    );
  });

  it('lists the capabilities of the protocol in the schema order', () => {
    expect(CAPABILITIES).toEqual([
      'automata',
      'pairs',
      'gates',
      'noun-trap',
      'feature-flags',
      'glossary',
      'solver',
      'diagnostics',
    ]);
  });
});
