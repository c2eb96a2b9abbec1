// A compiled run: `miau` started from the project's compiled build (bin/project-build.js), so no
// TypeScript loader is registered. The project's own .ts modules that are imported by path (the
// reference engine, the step definitions) are imported from the build; any other TypeScript file
// (a user's engine or step definitions, or a module that imports one) gets tsx, started the first
// time one is loaded.
// Outside a compiled run (tsx registered by bin/, or vitest) every path is imported as it is.
import { existsSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { register } from 'node:module';
import { PROJECT_ROOT } from '../project-root.js';

// bin/project-build.js sets it to the build folder; the processes a run starts inherit it.
const BUILD_VARIABLE = 'MIAU_BUILD';
// The loader hooks bin/project-build.js copies into every build.
const RUN_HOOKS = 'compiled-run-hooks.mjs';
let typeScriptLoader: Promise<void> | undefined;
let commonJsTypeScript: Promise<void> | undefined;
// TypeScript that Node may read as CommonJS: .cts always, .ts outside a "type": "module" package.
const MAYBE_COMMONJS_TYPESCRIPT = /\.c?ts$/;

/** The build folder of this compiled run, or undefined when the sources run as they are. */
function buildFolder(): string | undefined {
  const folder = process.env[BUILD_VARIABLE];
  return folder && existsSync(folder) ? folder : undefined;
}

/** The file to import for `file`: its compiled twin when it is a project source in the build. */
export function runnableModule(file: string): string {
  const build = buildFolder();
  const path = relative(PROJECT_ROOT, resolve(file));
  if (!build || !file.endsWith('.ts') || path.startsWith(`..${sep}`) || path === '..') return file;
  const compiled = join(build, path.replace(/\.ts$/, '.js'));
  return existsSync(compiled) ? compiled : file;
}

/**
 * Readies `file` for import(): in a compiled run, a module outside the build gets the build's
 * loader hooks, registered once, since it may be TypeScript or import some (an .mjs engine
 * wrapping a .ts one): they start tsx when it does.
 */
export async function importable(file: string): Promise<string> {
  const runnable = runnableModule(file);
  if (buildFolder() && runnable === file) await registerTypeScript();
  // tsx's ESM hooks hand a CommonJS module to require(), which reads TypeScript only through tsx's
  // CommonJS hooks: without them a .ts engine written with import and export, outside a
  // "type": "module" package, failed with Node's "Cannot require() ES Module … in a cycle".
  if (runnable === file && MAYBE_COMMONJS_TYPESCRIPT.test(file)) await registerCommonJsTypeScript();
  return runnable;
}

function registerCommonJsTypeScript(): Promise<void> {
  commonJsTypeScript ??= import('tsx/cjs/api').then(({ register: registerRequireHooks }) => {
    registerRequireHooks();
  });
  return commonJsTypeScript;
}

/**
 * Cucumber's `import` list for the step definitions under `root`'s features/: the compiled ones
 * for the project's own features in a compiled run, else the .ts files (tsx readied).
 */
export async function supportImports(root: string): Promise<string[]> {
  const compiled = compiledSupport(root);
  if (compiled) {
    // Cucumber reads a step definition's place from a stack trace: with source maps it names the
    // .ts file and line. Turned on only now, so the modules loaded before (cucumber's own, with
    // their map files, and the harness) are not mapped: that cost every process, for no reader.
    process.setSourceMapsEnabled(true);
    return [`${compiled.split(sep).join('/')}/**/*.js`];
  }
  if (buildFolder()) await registerTypeScript();
  return ['features/**/*.ts'];
}

/**
 * Whether `root`'s step definitions load without tsx: the project's own in a compiled run. Then
 * a `--parallel` worker needs no loader either (runner/workers.ts), as engines run elsewhere.
 */
export function stepsAreCompiled(root: string): boolean {
  return compiledSupport(root) !== undefined;
}

function compiledSupport(root: string): string | undefined {
  const build = buildFolder();
  const features = build && join(build, 'features');
  return features && resolve(root) === PROJECT_ROOT && existsSync(features) ? features : undefined;
}

function registerTypeScript(): Promise<void> {
  typeScriptLoader ??= registerBuildHooks() ? Promise.resolve() : registerTsx();
  return typeScriptLoader;
}

// The build's hooks (bin/compiled-run-hooks.mjs): a project source resolves to its compiled twin,
// and tsx starts only when a module needs it. Through tsx from the start, a hostile test's .mjs
// engine that wraps the reference engine cost its host 0.6 CPU-s more to start, and 0.2 CPU-s
// with the twins. False when the build has no hooks.
function registerBuildHooks(): boolean {
  const build = buildFolder();
  const hooks = build && join(build, RUN_HOOKS);
  if (!hooks || !existsSync(hooks)) return false;
  // What tsx's own registration does first: a stack trace through TypeScript names its lines.
  process.setSourceMapsEnabled(true);
  const folderUrl = (folder: string) => pathToFileURL(`${folder}${sep}`).href;
  register(pathToFileURL(hooks), {
    data: {
      sources: folderUrl(PROJECT_ROOT),
      build: folderUrl(build),
      typeScript: import.meta.resolve('tsx/esm'),
    },
  });
  return true;
}

async function registerTsx(): Promise<void> {
  const { register: registerTypeScriptLoader } = await import('tsx/esm/api');
  registerTypeScriptLoader();
}
