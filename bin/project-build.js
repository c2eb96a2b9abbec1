// The project's TypeScript, compiled ahead so `miau` starts without a loader. tsx's loader runs
// every import of a process (cucumber's hundreds of files too) through a hooks thread; a run of
// one scenario spent more CPU loading than testing. So every .ts file of the code folders is
// compiled by esbuild, file by file (types stripped, nothing bundled), into
// node_modules/.cache/miau/build/<root>-<key>/, in the same tree, with the schemas' validators compiled
// ahead (src/schema/standalone.ts). <key> hashes the root, this file, and the path, size and
// modification time of every source, every schema and ajv's package.json: an edit makes a new
// build, and a build that does not match the sources is never used. A compiled file finds what
// its source finds: its import.meta names the source file, and a relative import of anything but
// compiled TypeScript (a schema, a .cjs runner) names the file in the source tree. When no build
// can be made (esbuild missing, a read-only folder) or MIAU_FROM_SOURCE=1, the sources run
// through tsx as before.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BUILDER = fileURLToPath(import.meta.url);
// The folders whose TypeScript the CLI, the engine host and the step definitions import, and
// the test engines and other fixtures that tests hand the CLI by path.
const CODE_FOLDERS = ['src', 'reference', 'solver', 'conformance', 'features', 'tests/fixtures'];
// Builds of a root kept besides its newest: a process started from an older one may still import
// from it. Each build's folder name begins with its root's tag, and only the root's own builds are
// pruned: checkouts sharing one node_modules (a link) pruned each other's builds while their
// processes ran, which then failed to import.
const KEPT_BUILDS = 8;
// Tells the TypeScript code, and the processes it starts, where the build is. The same name is
// in conformance/runner/compiled.ts, which never imports bin/.
const BUILD_VARIABLE = 'MIAU_BUILD';
// The module that writes the schemas' validators as code (ajv standalone), and the folder of the
// build they go to: src/schema/registry.ts loads them from there instead of compiling the schemas.
const VALIDATOR_WRITER = 'src/schema/standalone';
const VALIDATORS_FOLDER = 'schemas';
// Besides the TypeScript, what the validators are made of: the schemas and the ajv that compiles them.
const KEY_EXTRAS = ['schemas', 'node_modules/ajv/package.json'];
// Loader hooks copied into every build (conformance/runner/compiled.ts registers them): project
// sources imported from outside the build resolve to their compiled twins, and tsx starts only
// when a module needs it. Part of the builder.
const RUN_HOOKS = join(dirname(BUILDER), 'compiled-run-hooks.mjs');

/**
 * Imports the project module at `path` (relative to the root, without extension): its compiled
 * build when there is one, else its TypeScript source through tsx.
 */
export async function importProjectModule(path, { inherited = false } = {}) {
  const build = (inherited && inheritedBuild()) || (await projectBuild());
  if (build) {
    process.env[BUILD_VARIABLE] = build;
    return import(pathToFileURL(join(build, `${path}.js`)).href);
  }
  delete process.env[BUILD_VARIABLE];
  const { register } = await import('tsx/esm/api');
  register();
  return import(pathToFileURL(join(ROOT, `${path}.ts`)).href);
}

/**
 * The build the `miau` process that started this one runs from (its BUILD_VARIABLE), when it is
 * one of this root's whole builds; else undefined. Only for a process that a `miau` command starts
 * at once for its own run (the engine host, bin/miau-engine-host.js): it runs the modules its
 * parent checked, and skips hashing every source again, a tenth of a second at every engine start.
 */
export function inheritedBuild(root = ROOT) {
  const named = process.env[BUILD_VARIABLE];
  if (!named || process.env.MIAU_FROM_SOURCE === '1') return undefined;
  const builds = join(root, 'node_modules', '.cache', 'miau', 'build');
  const name = basename(named);
  const ours =
    resolve(named) === join(builds, name) &&
    name.startsWith(`${rootTag(root)}-`) &&
    !name.endsWith('.partial');
  return ours && existsSync(join(named, 'package.json')) ? named : undefined;
}

/** The folder of the build that matches the sources under `root`, made if missing; or undefined. */
export async function projectBuild(root = ROOT) {
  if (process.env.MIAU_FROM_SOURCE === '1') return undefined;
  try {
    const sources = typeScriptSources(root);
    const builds = join(root, 'node_modules', '.cache', 'miau', 'build');
    const tag = rootTag(root);
    const folder = join(builds, `${tag}-${buildKey(root, sources)}`);
    if (!existsSync(folder)) await compile(root, sources, builds, folder, tag);
    return folder;
  } catch {
    return undefined;
  }
}

/** Every .ts file (not .d.ts) under the code folders, relative to `root`, sorted. */
function typeScriptSources(root) {
  const files = [];
  const walk = (folder) => {
    for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory() && entry.name !== 'node_modules') walk(path);
      else if (entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts'))
        files.push(path);
    }
  };
  for (const folder of CODE_FOLDERS) if (existsSync(join(root, folder))) walk(folder);
  return files.sort();
}

/** The start of the folder name of every build of `root`. */
function rootTag(root) {
  return createHash('sha256').update(resolve(root)).digest('hex').slice(0, 8);
}

// The builder itself (with the hooks it copies) is part of the key: a change in how files are
// compiled makes a new build.
function buildKey(root, sources) {
  const hash = createHash('sha256')
    .update(`${resolve(root)}\n`)
    .update(readFileSync(BUILDER))
    .update(readFileSync(RUN_HOOKS));
  for (const path of [...sources, ...keyExtras(root)]) {
    const { size, mtimeMs } = statSync(join(root, path));
    hash.update(`${path}\0${size}\0${mtimeMs}\n`);
  }
  return hash.digest('hex').slice(0, 20);
}

// Each file of KEY_EXTRAS there is (a folder: the files in it), relative to `root`, sorted.
function keyExtras(root) {
  const files = [];
  for (const path of KEY_EXTRAS) {
    const stat = statSync(join(root, path), { throwIfNoEntry: false });
    if (stat?.isFile()) files.push(path);
    else if (stat?.isDirectory())
      for (const entry of readdirSync(join(root, path), { withFileTypes: true }))
        if (entry.isFile()) files.push(join(path, entry.name));
  }
  return files.sort();
}

/** Compiles every source into a scratch folder, then renames it to `folder` (whole or not at all). */
async function compile(root, sources, builds, folder, tag) {
  const esbuild = createRequire(join(root, 'package.json'))('esbuild');
  const scratch = `${folder}.${process.pid}.partial`;
  try {
    // Node reads no package.json past a node_modules folder: without this one, every compiled
    // file would be parsed as CommonJS first and loaded as an ES module only on a syntax error.
    mkdirSync(scratch, { recursive: true });
    writeFileSync(join(scratch, 'package.json'), '{ "type": "module" }\n');
    await Promise.all(
      sources.map(async (path) => {
        const file = join(root, path);
        const { code } = await esbuild.transform(readFileSync(file, 'utf8'), {
          loader: 'ts',
          format: 'esm',
          target: 'es2022',
          supported: { 'import-attributes': true },
          sourcemap: 'inline',
          sourcefile: pathToFileURL(file).href,
          define: {
            'import.meta.url': JSON.stringify(pathToFileURL(file).href),
            'import.meta.dirname': JSON.stringify(dirname(file)),
            'import.meta.filename': JSON.stringify(file),
            __MIAU_PRECOMPILED_SCHEMAS__: JSON.stringify(join(folder, VALIDATORS_FOLDER)),
          },
        });
        const target = join(scratch, path.replace(/\.ts$/, '.js'));
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, pointOutsideImportsAtSources(code, file));
      }),
    );
    await writeValidators(root, scratch);
    writeFileSync(join(scratch, basename(RUN_HOOKS)), readFileSync(RUN_HOOKS));
    try {
      renameSync(scratch, folder);
    } catch (error) {
      // Another process made the same build first: use it.
      if (!existsSync(folder)) throw error;
    }
    pruneOldBuilds(builds, folder, tag);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
    await esbuild.stop?.();
  }
}

// The schemas' validators as code, written by the build's own copy of VALIDATOR_WRITER (a root
// without it, such as a test's small project, gets none).
async function writeValidators(root, scratch) {
  const writer = join(scratch, `${VALIDATOR_WRITER}.js`);
  if (!existsSync(writer)) return;
  const { standaloneValidatorModules } = await import(pathToFileURL(writer).href);
  mkdirSync(join(scratch, VALIDATORS_FOLDER), { recursive: true });
  for (const { file, code } of standaloneValidatorModules())
    writeFileSync(join(scratch, VALIDATORS_FOLDER, file), code);
}

// esbuild writes every specifier in double quotes. A relative one that names a compiled module
// (`./x.js` beside an `x.ts`) stays relative; any other names the file in the source tree.
const RELATIVE_SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)"(\.\.?\/[^"]*)"/g;

function pointOutsideImportsAtSources(code, file) {
  return code.replace(RELATIVE_SPECIFIER, (whole, keyword, specifier) => {
    const target = resolve(dirname(file), specifier);
    if (target.endsWith('.js') && existsSync(target.replace(/\.js$/, '.ts'))) return whole;
    return `${keyword}${JSON.stringify(pathToFileURL(target).href)}`;
  });
}

// Best effort: another process may be pruning the same folders.
function pruneOldBuilds(builds, current, tag) {
  try {
    const others = readdirSync(builds)
      .filter((name) => name.startsWith(`${tag}-`))
      .map((name) => join(builds, name))
      .filter((path) => path !== current && !path.endsWith('.partial'))
      .map((path) => ({ path, time: statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? 0 }))
      .sort((a, b) => b.time - a.time);
    for (const { path } of others.slice(KEPT_BUILDS)) rmSync(path, { recursive: true, force: true });
  } catch {
    // an old build left behind costs disk, not correctness
  }
}
