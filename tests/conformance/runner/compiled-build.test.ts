// The compiled build `miau` runs from (bin/project-build.js) and how a compiled run finds its
// modules (conformance/runner/compiled.ts): a build is made once per state of the sources, a
// compiled file finds what its source finds, and MIAU_FROM_SOURCE=1 keeps the sources.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { runnableModule, stepsAreCompiled, supportImports } from '../../../conformance/runner/compiled.js';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const { projectBuild, inheritedBuild } = (await import(
  pathToFileURL(join(ROOT, 'bin', 'project-build.js')).href
)) as {
  projectBuild: (root: string) => Promise<string | undefined>;
  inheritedBuild: (root: string) => string | undefined;
};
const saved = { build: process.env.MIAU_BUILD, fromSource: process.env.MIAU_FROM_SOURCE };
const scratch: string[] = [];

afterEach(() => {
  for (const [name, value] of [
    ['MIAU_BUILD', saved.build],
    ['MIAU_FROM_SOURCE', saved.fromSource],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A small project root: two TypeScript modules and a JSON file, with esbuild installed. */
function smallProject(): string {
  const root = mkdtempSync(join(tmpdir(), 'miau-build-'));
  scratch.push(root);
  mkdirSync(join(root, 'node_modules'));
  symlinkSync(join(ROOT, 'node_modules', 'esbuild'), join(root, 'node_modules', 'esbuild'));
  mkdirSync(join(root, 'src'));
  writeFileSync(join(root, 'src', 'data.json'), '{ "n": 21 }\n');
  writeFileSync(join(root, 'src', 'twice.ts'), 'export const twice = (n: number): number => n * 2;\n');
  writeFileSync(
    join(root, 'src', 'main.ts'),
    [
      "import data from './data.json' with { type: 'json' };",
      "import { twice } from './twice.js';",
      'export const url: string = import.meta.url;',
      'export const dirname: string = import.meta.dirname;',
      'export const value: number = twice(data.n);',
      '',
    ].join('\n'),
  );
  return root;
}

async function importMain(build: string): Promise<{ url: string; dirname: string; value: number }> {
  return (await import(pathToFileURL(join(build, 'src', 'main.js')).href)) as {
    url: string;
    dirname: string;
    value: number;
  };
}

describe('the compiled build (bin/project-build.js)', () => {
  it('compiles a root once, and again only after an edit', async () => {
    const root = smallProject();
    const first = await projectBuild(root);
    expect(first).toBeDefined();
    expect(first!.startsWith(join(root, 'node_modules', '.cache', 'miau', 'build'))).toBe(true);
    expect(await projectBuild(root)).toBe(first);
    // Its files are ES modules by their package.json, not by Node guessing from their syntax.
    expect(JSON.parse(readFileSync(join(first!, 'package.json'), 'utf8'))).toEqual({ type: 'module' });

    writeFileSync(join(root, 'src', 'twice.ts'), 'export const twice = (n: number): number => n * 3; // x\n');
    const second = await projectBuild(root);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect((await importMain(first!)).value).toBe(42);
    expect((await importMain(second!)).value).toBe(63);
    // Nothing half-made is left beside the builds.
    expect(readdirSync(join(root, 'node_modules', '.cache', 'miau', 'build')).sort()).toEqual(
      [first!, second!].map((folder) => folder.split('/').at(-1)).sort(),
    );
  });

  it("prunes only its own root's old builds, not those of a root sharing its node_modules", async () => {
    const root = smallProject();
    const other = smallProject();
    // The other checkout's node_modules is a link to this one's, as in two clones sharing one install.
    rmSync(join(other, 'node_modules'), { recursive: true });
    symlinkSync(join(root, 'node_modules'), join(other, 'node_modules'));
    const kept = await projectBuild(root);
    for (let edit = 0; edit < 10; edit++) {
      writeFileSync(
        join(other, 'src', 'twice.ts'),
        `export const twice = (n: number): number => n * ${edit};\n`,
      );
      expect(await projectBuild(other)).toBeDefined();
    }
    expect(existsSync(kept!)).toBe(true);
    expect((await importMain(kept!)).value).toBe(42);
  });

  it("lets an engine host run its harness's build, only a whole build of its own root", async () => {
    const root = smallProject();
    const other = smallProject();
    const build = (await projectBuild(root))!;
    const otherBuild = (await projectBuild(other))!;
    process.env.MIAU_BUILD = build;
    expect(inheritedBuild(root)).toBe(build);
    expect(inheritedBuild(other)).toBeUndefined();
    process.env.MIAU_FROM_SOURCE = '1';
    expect(inheritedBuild(root)).toBeUndefined();
    delete process.env.MIAU_FROM_SOURCE;
    for (const named of [otherBuild, `${build}.123.partial`, `${build}-gone`, join(root, 'src'), '']) {
      process.env.MIAU_BUILD = named;
      expect(inheritedBuild(root), named).toBeUndefined();
    }
    delete process.env.MIAU_BUILD;
    expect(inheritedBuild(root)).toBeUndefined();
  });

  it('makes a new build when a schema changes, since the validators are compiled from it', async () => {
    const root = smallProject();
    mkdirSync(join(root, 'schemas'));
    writeFileSync(join(root, 'schemas', 'x.schema.json'), '{ "type": "string" }\n');
    const first = await projectBuild(root);
    expect(await projectBuild(root)).toBe(first);
    writeFileSync(join(root, 'schemas', 'x.schema.json'), '{ "type": "integer" }\n');
    expect(await projectBuild(root)).not.toBe(first);
  });

  it("gives a compiled file its source's import.meta, and its source's JSON", async () => {
    const root = smallProject();
    const main = await importMain((await projectBuild(root))!);
    expect(main.url).toBe(pathToFileURL(join(root, 'src', 'main.ts')).href);
    expect(main.dirname).toBe(join(root, 'src'));
    expect(main.value).toBe(42);
  });

  it('makes no build from sources that do not compile, and none with MIAU_FROM_SOURCE=1', async () => {
    const broken = smallProject();
    writeFileSync(join(broken, 'src', 'twice.ts'), 'export const twice = (n: number) => {\n');
    expect(await projectBuild(broken)).toBeUndefined();
    const builds = join(broken, 'node_modules', '.cache', 'miau', 'build');
    expect(existsSync(builds) ? readdirSync(builds) : []).toEqual([]);

    const root = smallProject();
    process.env.MIAU_FROM_SOURCE = '1';
    expect(await projectBuild(root)).toBeUndefined();
    expect(existsSync(join(root, 'node_modules', '.cache'))).toBe(false);
  });

  it('runs miau alike from the build and from the sources', () => {
    const run = (env: NodeJS.ProcessEnv) =>
      spawnSync(process.execPath, [join(ROOT, 'bin', 'miau.js'), 'validate', 'packs/clockwork'], {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, ...env },
      });
    const compiled = run({ MIAU_FROM_SOURCE: '0' });
    const fromSource = run({ MIAU_FROM_SOURCE: '1' });
    expect(compiled.status, compiled.stderr).toBe(0);
    expect(compiled.stdout).toContain('ok: clockwork, 6 levels');
    expect([compiled.status, compiled.stdout, compiled.stderr]).toEqual([
      fromSource.status,
      fromSource.stdout,
      fromSource.stderr,
    ]);
  });

  // Source maps are turned on only when the compiled step definitions load (runner/compiled.ts).
  it('names each step definition by its TypeScript file and line, as a run from the sources does', () => {
    const messages = join(mkdtempSync(join(tmpdir(), 'miau-steps-')), 'messages.ndjson');
    scratch.push(join(messages, '..'));
    const certified = spawnSync(
      process.execPath,
      [
        join(ROOT, 'bin', 'miau.js'),
        'certify',
        ...['--name', '^Waiting counts as a turn$', '--once', '--quiet', `--messages=${messages}`],
      ],
      { cwd: ROOT, encoding: 'utf8', env: { ...process.env, MIAU_FROM_SOURCE: '0' } },
    );
    expect(certified.status, certified.stderr).toBe(0);
    const places = readFileSync(messages, 'utf8')
      .split('\n')
      .filter((line) => line.includes('"stepDefinition"'))
      .map((line) => {
        const { uri, location } = (
          JSON.parse(line) as {
            stepDefinition: { sourceReference: { uri: string; location: { line: number } } };
          }
        ).stepDefinition.sourceReference;
        return { uri, text: readFileSync(join(ROOT, uri), 'utf8').split('\n')[location.line - 1] ?? '' };
      });
    expect(places.length).toBeGreaterThan(100);
    const misplaced = places.filter(
      ({ uri, text }) =>
        !/^features\/step_definitions\/.+\.ts$/.test(uri) || !/\b(Given|When|Then)\(/.test(text),
    );
    expect(misplaced).toEqual([]);
  });
});

describe('a compiled run (conformance/runner/compiled.ts)', () => {
  function fakeBuild(): string {
    const build = mkdtempSync(join(tmpdir(), 'miau-fake-build-'));
    scratch.push(build);
    mkdirSync(join(build, 'conformance', 'engines'), { recursive: true });
    writeFileSync(join(build, 'conformance', 'engines', 'reference.js'), '');
    mkdirSync(join(build, 'features'));
    return build;
  }
  const reference = join(ROOT, 'conformance', 'engines', 'reference.ts');

  it('imports a project module from its compiled twin, and anything else as it is', () => {
    const build = fakeBuild();
    process.env.MIAU_BUILD = build;
    expect(runnableModule(reference)).toBe(join(build, 'conformance', 'engines', 'reference.js'));
    const noTwin = join(ROOT, 'conformance', 'engines', 'reference-older.ts');
    expect(runnableModule(noTwin)).toBe(noTwin);
    const elsewhere = join(tmpdir(), 'engine.ts');
    expect(runnableModule(elsewhere)).toBe(elsewhere);
    delete process.env.MIAU_BUILD;
    expect(runnableModule(reference)).toBe(reference);
  });

  type Resolved = { url: string; format?: string; shortCircuit?: boolean };
  type RunHooks = {
    initialize(data: { sources: string; build: string; typeScript: string }): void;
    resolve(specifier: string, context: object, next: (s: string) => Promise<Resolved>): Promise<Resolved>;
    load(url: string, context: object, next: (u: string) => Promise<object>): Promise<object>;
    typeScriptStarted(): boolean;
  };
  type Calls = { fakeTsxCalls?: string[] };
  let hooksLoaded = 0;

  /**
   * A fresh instance of bin/compiled-run-hooks.mjs over a fake build, its "tsx" a stub that
   * records its calls (the real one, started here, would register tsx in the test's process).
   */
  async function runHooks(): Promise<{ hooks: RunHooks; build: string; calls: () => string[] }> {
    const build = fakeBuild();
    const stub = join(build, 'fake-tsx.mjs');
    writeFileSync(
      stub,
      `const calls = (globalThis.fakeTsxCalls = []);
export async function initialize() { calls.push('initialize'); }
export async function resolve(specifier) { calls.push('resolve ' + specifier); return { url: 'tsx:' + specifier }; }
export async function load(url) { calls.push('load ' + url); return { format: 'module', source: '', shortCircuit: true }; }`,
    );
    const url = `${pathToFileURL(join(ROOT, 'bin', 'compiled-run-hooks.mjs')).href}?instance=${++hooksLoaded}`;
    const hooks = (await import(url)) as RunHooks;
    hooks.initialize({
      sources: pathToFileURL(`${ROOT}/`).href,
      build: pathToFileURL(`${build}/`).href,
      typeScript: pathToFileURL(stub).href,
    });
    delete (globalThis as Calls).fakeTsxCalls;
    return { hooks, build, calls: () => (globalThis as Calls).fakeTsxCalls ?? [] };
  }
  const nativeLoad = (url: string) => Promise.resolve({ native: url });

  it("resolves a project source that a module outside the build imports to its twin, and starts no tsx for a twin, an ES module, a built-in or a package's JavaScript", async () => {
    const { hooks, build, calls } = await runHooks();
    const resolved = (url: string) => hooks.resolve('./any.js', {}, () => Promise.resolve({ url }));
    const twin = pathToFileURL(join(build, 'conformance', 'engines', 'reference.js')).href;
    expect(await resolved(pathToFileURL(reference).href)).toEqual({
      url: twin,
      format: 'module',
      shortCircuit: true,
    });
    const plain = [
      pathToFileURL(join(ROOT, 'bin', 'miau.js')).href,
      pathToFileURL(join(tmpdir(), 'engine.mjs')).href,
      pathToFileURL(join(ROOT, 'node_modules', 'some-package', 'index.js')).href,
      'node:fs',
    ];
    for (const url of plain) expect(await resolved(url)).toEqual({ url });
    for (const url of [twin, ...plain.slice(1)])
      expect(await hooks.load(url, {}, nativeLoad)).toEqual({ native: url });
    // A schema the compiled code imports as JSON.
    const schema = pathToFileURL(join(ROOT, 'schemas', 'pack.schema.json')).href;
    expect(await hooks.load(schema, { importAttributes: { type: 'json' } }, nativeLoad)).toEqual({
      native: schema,
    });
    expect(hooks.typeScriptStarted()).toBe(false);
    expect(calls()).toEqual([]);
  });

  it('starts tsx for TypeScript without a twin, and from then on lets it resolve and load every module', async () => {
    const { hooks, calls } = await runHooks();
    const outside = pathToFileURL(join(tmpdir(), 'engine.ts')).href;
    expect(await hooks.resolve('./engine.ts', {}, () => Promise.resolve({ url: outside }))).toEqual({
      url: 'tsx:./engine.ts',
    });
    expect(hooks.typeScriptStarted()).toBe(true);
    const module = pathToFileURL(join(tmpdir(), 'engine.mjs')).href;
    expect(await hooks.resolve('./engine.mjs', {}, () => Promise.resolve({ url: module }))).toEqual({
      url: 'tsx:./engine.mjs',
    });
    await hooks.load(module, {}, nativeLoad);
    expect(calls()).toEqual(['initialize', 'resolve ./engine.ts', 'resolve ./engine.mjs', `load ${module}`]);
  });

  it('starts tsx for a specifier Node cannot resolve, and for a load of anything but an ES module, JSON imported as JSON or a package', async () => {
    const unresolvable = await runHooks();
    const missing = () =>
      Promise.reject(Object.assign(new Error('not found'), { code: 'ERR_MODULE_NOT_FOUND' }));
    expect(await unresolvable.hooks.resolve('./engine.js', {}, missing)).toEqual({ url: 'tsx:./engine.js' });
    expect(unresolvable.calls()).toEqual(['initialize', 'resolve ./engine.js']);
    for (const file of [
      'engine.js',
      'engine.cjs',
      'data.json',
      join('node_modules', 'package', 'index.ts'),
    ]) {
      const { hooks, calls } = await runHooks();
      const url = pathToFileURL(join(tmpdir(), file)).href;
      await hooks.load(url, {}, nativeLoad);
      expect(calls()).toEqual(['initialize', `load ${url}`]);
    }
  });

  it('certifies, in a compiled run, an .mjs engine outside the project whose TypeScript tsx is started for', () => {
    const dir = mkdtempSync(join(tmpdir(), 'miau-outside-engine-'));
    scratch.push(dir);
    writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n');
    // Named as JavaScript, found as TypeScript: Node alone resolves neither the name nor the syntax.
    writeFileSync(
      join(dir, 'made.ts'),
      `import { createEngine as reference } from ${JSON.stringify(reference)};\n` +
        'export const createEngine = (): ReturnType<typeof reference> => reference();\n',
    );
    writeFileSync(join(dir, 'engine.mjs'), "export { createEngine } from './made.js';\n");
    const certified = spawnSync(
      process.execPath,
      [
        join(ROOT, 'bin', 'miau.js'),
        'certify',
        ...['--engine', join(dir, 'engine.mjs'), '--name', '^Waiting counts as a turn$', '--once', '--quiet'],
      ],
      { cwd: ROOT, encoding: 'utf8', env: { ...process.env, MIAU_FROM_SOURCE: '0' } },
    );
    expect(certified.stdout, certified.stderr).toMatch(/^1 passed, 0 failed/m);
  });

  it('copies those hooks into every build', async () => {
    const build = await projectBuild(ROOT);
    expect(build).toBeDefined();
    expect(readFileSync(join(build!, 'compiled-run-hooks.mjs'), 'utf8')).toBe(
      readFileSync(join(ROOT, 'bin', 'compiled-run-hooks.mjs'), 'utf8'),
    );
  });

  it("loads the project's compiled step definitions, and another root's as TypeScript", async () => {
    const build = fakeBuild();
    process.env.MIAU_BUILD = build;
    expect(await supportImports(ROOT)).toEqual([`${join(build, 'features')}/**/*.js`]);
    expect(stepsAreCompiled(ROOT)).toBe(true);
    expect(stepsAreCompiled(tmpdir())).toBe(false);
    delete process.env.MIAU_BUILD;
    expect(await supportImports(ROOT)).toEqual(['features/**/*.ts']);
    expect(stepsAreCompiled(ROOT)).toBe(false);
  });
});
