// Engine modules: how the harness turns a file path into an engine build it can certify.
// A module exports `createEngine` (named, or as its default export) returning an EngineBuild;
// its hello is checked against schemas/adapter.schema.json before anything else is trusted.
import type { ErrorObject } from 'ajv/dist/2020.js';
import { quoteInput } from '../../src/data/safe-text.js';
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { EngineBuild, EngineFactory, Hello } from '../contract.js';
import type { Capability } from '../../src/types/adapter.js';
import { EngineFault, engineFault, isErrorAnswer } from '../runner/errors.js';
import { describeThrown } from './thrown.js';
import { overclaimed, someProblems } from '../protocol/messages.js';
import { importable } from '../runner/compiled.js';
import { describeSchemaError } from '../runner/answer-check.js';
import { schemaOf, schemaValidator } from '../../src/schema/registry.js';

/** The engine module cannot be used at all (missing file, no factory). A setup problem, not an outcome. */
export class EngineModuleError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'EngineModuleError';
  }
}

/** Every capability an engine may claim, in the schema's order; each is also a Gherkin tag (`@automata`). */
/** The engine module run when no other is given: the reference engine. */
export const REFERENCE_ENGINE = fileURLToPath(new URL('../engines/reference.ts', import.meta.url));

export const CAPABILITIES: readonly Capability[] = Object.freeze([
  ...(schemaOf('adapter').$defs.capability.enum as Capability[]),
]);

// A claim that names no capability, said by name rather than as "must be equal to one of the
// allowed values" at a list index: a build made for a later suite meets this one.
function unknownClaim(error: ErrorObject, hello: unknown): string | undefined {
  if (error.keyword !== 'enum' || !/^\/capabilities\/\d+$/.test(error.instancePath)) return undefined;
  const claims = (hello as { capabilities: unknown[] }).capabilities;
  const claim = claims[Number(error.instancePath.split('/')[2])];
  if (typeof claim !== 'string') return undefined;
  return `${error.instancePath} claims ${quoteInput(claim)}, a capability this suite does not know (it certifies ${CAPABILITIES.join(', ')}); a build made for a later suite is certified by that suite`;
}

/**
 * Checks a hello answer against the schema. Throws EngineFault (the engine broke the protocol)
 * naming every problem, so a bad handshake is reported as *errored*.
 */
export function checkHello(value: unknown): Hello {
  const overclaim = overclaimed(value, '');
  if (overclaim)
    throw engineFault('bad-hello', `The engine's hello does not match the protocol: ${overclaim}.`);
  const validateHelloShape = schemaValidator('adapter', '/$defs/hello');
  if (validateHelloShape(value)) return value as Hello;
  // Named as every other answer's problems are: the unknown field, the list a claim is not in.
  const problems = (validateHelloShape.errors ?? []).map(
    (e) => unknownClaim(e, value) ?? describeSchemaError(e, '(hello)'),
  );
  throw engineFault(
    'bad-hello',
    `The engine's hello does not match the protocol: ${someProblems(problems)}.`,
  );
}

/**
 * Imports an engine module (.ts, .mjs, .js or .cjs; a .ts module gets tsx, runner/compiled.ts)
 * and returns its factory. Throws EngineModuleError when the file is missing, fails to import,
 * or exports no `createEngine` function.
 */
export async function loadEngineFactory(modulePath: string): Promise<EngineFactory> {
  const file = resolve(modulePath);
  if (!existsSync(file)) {
    throw new EngineModuleError(`No engine module at ${file}.`);
  }
  // Importing a device or a FIFO would read without end: only a file is a module.
  if (!statSync(file).isFile()) {
    throw new EngineModuleError(`The engine module ${file} is not a file.`);
  }
  let mod: Record<string, unknown>;
  try {
    mod = (await import(pathToFileURL(await importable(file)).href)) as Record<string, unknown>;
  } catch (error) {
    // The machine's limit, not the module: it would have been imported with a few more files open.
    const code = (error as NodeJS.ErrnoException)?.code;
    const why =
      code === 'EMFILE' || code === 'ENFILE'
        ? `too many files are open in this process (${code}), not a fault of the module: raise the limit of open files (ulimit -n) and run again`
        : describeThrown(error);
    throw new EngineModuleError(`The engine module ${file} could not be imported: ${why}`, { cause: error });
  }
  let factory: EngineFactory | undefined;
  try {
    factory = pickFactory(mod);
  } catch (error) {
    // A getter or a Proxy among its exports threw as they were read.
    throw new EngineModuleError(
      `The engine module ${file} could not be imported: reading its exports threw: ${describeThrown(error)}`,
      { cause: error },
    );
  }
  if (!factory) {
    throw new EngineModuleError(
      `The engine module ${file} exports no createEngine function (named export \`createEngine\` or a default export).`,
    );
  }
  return factory;
}

// A CommonJS module arrives as `default` holding module.exports, so look one level in too.
function pickFactory(mod: Record<string, unknown>): EngineFactory | undefined {
  const fallback = mod.default as Record<string, unknown> | EngineFactory | undefined;
  const candidates = [
    mod.createEngine,
    fallback,
    typeof fallback === 'object' ? fallback?.createEngine : undefined,
  ];
  return candidates.find((c): c is EngineFactory => typeof c === 'function');
}

/** An engine build ready for use, with its checked handshake. */
export interface OpenedEngine {
  build: EngineBuild;
  hello: Hello;
}

/**
 * Loads the module, builds an engine and checks its hello. Throws EngineModuleError when the
 * module is unusable and EngineFault when the engine throws while building or greeting, or its
 * hello breaks the protocol.
 */
export async function openEngine(modulePath: string): Promise<OpenedEngine> {
  return openBuild(await loadEngineFactory(modulePath));
}

/**
 * Builds an engine with a factory and checks its hello, as openEngine does for a module.
 * A build whose hello fails is closed before the fault is thrown (a program is not left running).
 */
export async function openBuild(factory: EngineFactory): Promise<OpenedEngine> {
  const build = await buildEngine(factory);
  try {
    let answer: unknown;
    try {
      answer = await build.hello();
    } catch (error) {
      if (error instanceof EngineFault) throw asHelloFault(error);
      const said = isErrorAnswer(error) ? 'answered hello with an error' : 'hello() threw';
      throw engineFault('bad-hello', `${said}: ${describe(error)}`, { cause: error });
    }
    return { build, hello: checkHello(answer) };
  } catch (error) {
    await build.close?.().catch(() => undefined);
    throw error;
  }
}

/**
 * A fault of the greeting: a hello answered with something that is not JSON data, or with a number
 * read as another (`bad-answer` at any other call), is a hello that breaks the protocol,
 * `bad-hello`; any other fault (the engine exited, did not answer) is itself.
 */
export function asHelloFault(fault: EngineFault): EngineFault {
  if (fault.fault !== 'bad-answer') return fault;
  return engineFault('bad-hello', fault.message, { cause: fault, lost: fault.lost });
}

/**
 * Builds an engine with a factory. Throws EngineFault (engine-not-started) when the factory
 * throws or returns anything but a build with a hello() method.
 */
export async function buildEngine(factory: EngineFactory): Promise<EngineBuild> {
  const made = await madeBuild(factory);
  if ('why' in made) throw engineFault('engine-not-started', made.why, { cause: made.cause });
  const build = made.build as EngineBuild;
  if (!build || typeof build.hello !== 'function') {
    throw engineFault(
      'engine-not-started',
      'createEngine() did not return an engine build with a hello() method.',
    );
  }
  return build;
}

/**
 * What `createEngine()` made: its build (awaited when it is a promise of one), or why there is
 * none. `await` reads a value's `then` to tell a promise: a build that throws there (a Proxy over
 * a WebAssembly instance) is said to, not taken for a throw of createEngine().
 */
export async function madeBuild(
  factory: EngineFactory,
): Promise<{ build: unknown } | { why: string; cause: unknown }> {
  let made: unknown;
  try {
    made = factory();
  } catch (error) {
    return { why: `createEngine() threw: ${describe(error)}`, cause: error };
  }
  let then: unknown;
  try {
    then = (made as { then?: unknown } | null | undefined)?.then;
  } catch (error) {
    return {
      why: `createEngine() returned a build whose "then" cannot be read (${describe(error)}); it is read to tell a build from a promise of one.`,
      cause: error,
    };
  }
  if (typeof then !== 'function') return { build: made };
  try {
    return { build: await made };
  } catch (error) {
    return { why: `createEngine() threw: ${describe(error)}`, cause: error };
  }
}

const describe = describeThrown;
