// `miau docs`: the living documentation as a static site. It certifies the engine (through the
// runner, so only through the adapter contract), reads the scenarios and their board pictures
// back from cucumber's message stream, and writes one page per capability and one per pack.
// The site needs no server and no network: open index.html.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { quoteInput } from '../../src/data/safe-text.js';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { UsageError } from '../cli/io.js';
import { REFERENCE_ENGINE } from '../engine/module.js';
import { DEFAULT_LIMITS, openEngineSource } from '../engine/source.js';
import { CERTIFIED_PATHS, PROJECT_ROOT, certify, type ScenarioResult } from '../runner/runner.js';
import { makeScratchFolder, removeScratchFolder } from '../runner/scratch.js';
import { whenStopping } from '../runner/stopping.js';
import { FEATURE_FOLDERS } from '../trace/features.js';
import {
  capabilityBody,
  capabilityContents,
  capabilityFile,
  hrefTo,
  indexBody,
  NOTATION_ANCHOR,
  layout,
  packBody,
  packFile,
  requirementFile,
  requirementPage,
  type ScenarioView,
} from './pages.js';
import { extraPackFrames, packFrames, ProofEngine, type PackFrames } from './proof-frames.js';
import { readRunRecord } from './run-record.js';
import { readCapabilities } from './spec-text.js';
import { activeChanges, archivedChanges } from '../reconcile/changes.js';
import { reconcileChanges } from '../reconcile/reconcile.js';
import { traceCode } from '../trace/code.js';
import { traceRequirements } from '../trace/requirements.js';
import { changeBody, changeFile, changesIndexHtml } from './reconcile-page.js';
import { STYLE } from './style.js';
import { isolatedText } from './markdown.js';

/** A capability with more scenarios than this gets a contents page and one page per requirement. */
export const SPLIT_AT = 60;

/** A file in the output folder that says `miau docs` made it, so a rebuild may clear it. */
export const SITE_MARKER = '.miau-docs';

export interface DocsOptions {
  /** The output folder; created if needed. */
  out: string;
  /** The engine module whose scenarios and proofs are shown. */
  engineModule: string;
  /** Project root holding openspec/, features/ and packs/ (default: this project). */
  root?: string;
  /** Cucumber tag expression: show only these scenarios (the default: all). */
  tags?: string;
  /** Packs anywhere on disk to add a page for (`--pack`), besides those under root/packs. */
  packs?: string[];
  /**
   * Pack pages only (`--packs-only`): no scenarios are run and no capability pages written; with
   * `packs` given, only those packs. The quick way to preview a pack while writing it.
   */
  packsOnly?: boolean;
  /** Split a capability's page per requirement above this many scenarios (default SPLIT_AT). */
  splitAt?: number;
  /** How long the engine may take over one call, in the scenarios and the proofs (default certify's). */
  turnMs?: number;
}

export interface DocsSummary {
  out: string;
  /** Page files, relative to `out`, index first. */
  pages: string[];
  pictures: number;
  scenarios: number;
  /** Scenarios that did not pass or were unsupported, as the certificate judged them. */
  notPassed: ScenarioResult[];
  /** Results no page shows (a feature file that does not parse): where, and what went wrong. */
  unshown: string[];
  /** Each pack given by path (`packs`), or level of one, that could not be shown: its name and why (its page says so too). */
  packProblems: string[];
  /** The noun-trap warnings of each pack given by path, led by its name, as `miau validate` prints them. */
  packWarnings: string[];
}

/** Builds the site into `options.out`. Throws UsageError when `out` is a folder `miau docs` did not make. */
export async function buildSite(options: DocsOptions): Promise<DocsSummary> {
  const root = resolve(options.root ?? PROJECT_ROOT);
  const out = resolve(options.out);
  // The folder is checked now and cleared only when the pages are ready: a build that fails
  // (an engine that cannot start, say) leaves the last site as it was.
  checkOutput(out);

  const scratch = makeScratchFolder('miau-docs-');
  let closeEngine: () => Promise<void> | undefined = () => undefined;
  try {
    const messages = join(scratch, 'messages.ndjson');
    // The specs are read first: a tree that cannot be read (a FIFO for a spec) costs no run.
    const capabilities = options.packsOnly ? [] : await readCapabilities(root);
    // An engine other than our own runs in a host process of its own with certify's time limit
    // on every call, as under miau replay: one that spins, exits or never answers fails the
    // frames it was playing, never the build.
    const engineModule = resolve(options.engineModule);
    const { build, hello } = await openEngineSource(
      engineModule === REFERENCE_ENGINE
        ? { module: engineModule, inProcess: true }
        : { module: engineModule },
      { ...DEFAULT_LIMITS, turnMs: options.turnMs ?? DEFAULT_LIMITS.turnMs },
    );
    const engine = new ProofEngine(build, hello.capabilities);
    closeEngine = () => build.close?.();
    // The site documents every scenario, the project's own (tests/features) included.
    const paths = [
      ...CERTIFIED_PATHS,
      ...FEATURE_FOLDERS.filter((f) => f !== 'features').map((f) => `${f}/**/*.feature`),
    ];
    const result = options.packsOnly
      ? { engine: hello, scenarios: [] as ScenarioResult[] }
      : await certify({
          engineModule: options.engineModule,
          root,
          messages,
          doubleRun: false,
          paths,
          ...(options.turnMs !== undefined ? { limits: { turnMs: options.turnMs } } : {}),
          ...(options.tags ? { tags: options.tags } : {}),
        });
    const outcomes = new Map(result.scenarios.map((s) => [`${s.uri}:${s.line}`, s]));
    const recorded = options.packsOnly ? [] : readRunRecord(await readFile(messages, 'utf8'));
    const shown = new Set(recorded.map((s) => `${s.uri}:${s.line}`));
    const scenarios: ScenarioView[] = recorded.map((s) => {
      const judged = outcomes.get(`${s.uri}:${s.line}`);
      return {
        ...s,
        outcome: judged?.outcome ?? 'failed',
        ...(judged?.message ? { message: judged.message } : {}),
      };
    });

    let given: PackFrames[] = [];
    const packs = await (async () => {
      const own = options.packsOnly && options.packs?.length ? [] : await packFrames(root, engine);
      given = await extraPackFrames(options.packs ?? [], new Set(own.map((p) => p.name)), engine);
      return [...own, ...given];
    })();

    const pictures = new Map<string, string>();
    const picture = (svg: string): string => {
      const href = `pictures/${createHash('sha256').update(svg).digest('hex').slice(0, 16)}.svg`;
      pictures.set(href, svg);
      return href;
    };
    const scenariosOf = (id: string): ScenarioView[] => scenarios.filter((s) => s.tags.includes(id));
    // How to read a board, on the index, from features/README.md: one text for both readers.
    const notation = options.packsOnly ? [] : await boardNotation(root);
    const hint = notation.length > 0 ? NOTATION_HINT : '';
    const nav = { capabilities: capabilities.map((c) => c.capability), packs: packs.map((p) => p.name) };
    const files = new Map<string, string>();
    // Where each requirement is shown (an href), for the change pages to link to.
    const requirementHrefs = new Map<string, string>();
    for (const capability of capabilities) {
      const file = capabilityFile(capability.capability);
      const shown = capability.requirements.reduce((n, r) => n + scenariosOf(r.id).length, 0);
      if (shown <= (options.splitAt ?? SPLIT_AT)) {
        files.set(
          file,
          layout(capability.capability, capabilityBody(capability, scenariosOf, picture, hint), nav, file),
        );
        for (const requirement of capability.requirements)
          requirementHrefs.set(requirement.id, hrefTo(file, requirement.id));
        continue;
      }
      files.set(
        file,
        layout(capability.capability, capabilityContents(capability, scenariosOf, hint), nav, file),
      );
      for (const requirement of capability.requirements) {
        const page = requirementFile(requirement.id);
        requirementHrefs.set(requirement.id, hrefTo(page, requirement.id));
        files.set(
          page,
          layout(
            requirement.title,
            requirementPage(capability.capability, requirement, scenariosOf(requirement.id), picture, hint),
            nav,
            page,
          ),
        );
      }
    }
    for (const pack of packs)
      files.set(
        packFile(pack.name),
        layout(isolatedText(pack.title), packBody(pack, picture), nav, packFile(pack.name)),
      );
    const counts = capabilities.map((c) => ({
      capability: c.capability,
      requirements: c.requirements.length,
      scenarios: scenarios.filter((s) => c.requirements.some((r) => s.tags.includes(r.id))),
    }));
    // One reconciliation page per change, from this run's outcomes (miau reconcile without a second
    // run); a packs-only build runs no scenario, so it has none.
    let changesIndex = '';
    if (!options.packsOnly) {
      const changes = [...(await activeChanges(root)), ...(await archivedChanges(root))];
      const evidence = {
        trace: await traceRequirements(root),
        code: await traceCode(root),
        results: result.scenarios,
        engine: { name: result.engine.name, version: result.engine.version },
      };
      const reconciliation = reconcileChanges(changes, evidence);
      for (const change of reconciliation.changes)
        files.set(
          changeFile(change),
          layout(`Change ${change.name}`, changeBody(change, requirementHrefs), nav, changeFile(change)),
        );
      changesIndex = changesIndexHtml(reconciliation);
    }
    const pages = ['index.html', ...files.keys()];
    files.set(
      'index.html',
      layout('Index', indexBody(result.engine, counts, packs, notation) + changesIndex, nav, 'index.html'),
    );
    files.set('style.css', STYLE.trimStart());
    for (const [href, svg] of pictures) files.set(href, svg);
    files.set(SITE_MARKER, markerText([...files.keys(), 'pictures']));

    await writeSiteWhole(out, files);
    return {
      out,
      pages,
      pictures: pictures.size,
      scenarios: scenarios.length,
      notPassed: result.scenarios.filter((s) => s.outcome !== 'passed'),
      // What the run reported but no page can show: a feature file that does not parse, a run
      // that could not start. Said on stderr, since no page says it.
      unshown: result.scenarios
        .filter((s) => s.outcome !== 'passed' && !shown.has(`${s.uri}:${s.line}`))
        .map((s) => `${s.uri}${s.line > 0 ? `:${s.line}` : ''}: ${s.message ?? s.outcome}`),
      packProblems: given.flatMap((p) => [
        ...(p.problem ? [`${p.name}: ${p.problem}`] : []),
        ...p.levels.flatMap((l) => (l.problem ? [`${p.name}, level ${l.id}: ${l.problem}`] : [])),
      ]),
      packWarnings: given.flatMap((p) => (p.warnings ?? []).map((line) => `${p.name}: ${line}`)),
    };
  } finally {
    try {
      await closeEngine();
    } finally {
      removeScratchFolder(scratch);
    }
  }
}

// A rebuild clears what the last build wrote; a folder that holds anything else is not ours to clear.
function checkOutput(out: string): void {
  if (!existsSync(out)) return;
  if (!statSync(out).isDirectory()) throw new UsageError(`${out} is a file; give --out a folder.`);
  const entries = readdirSync(out);
  if (entries.length === 0) return;
  const marked = entries.includes(SITE_MARKER);
  const others = marked ? unlisted(join(out, SITE_MARKER), entries) : [];
  if (!marked || others.length > 0) {
    const named =
      others.length > 0
        ? ` (${others
            .slice(0, 3)
            .map((name) => quoteInput(name))
            .join(', ')}${others.length > 3 ? ', …' : ''})`
        : '';
    throw new UsageError(
      `${out} holds files that miau docs did not write${named}; choose an empty or new folder with --out.`,
    );
  }
}

// The marker names the top-level files and folders its build wrote, one a line after its first:
// a folder that holds a docs site and a file put there since (a pack given with --pack, notes)
// was cleared whole, the file with it.
function markerText(files: Iterable<string>): string {
  const entries = [...new Set([...files].map((file) => file.split('/')[0]))].sort();
  return `Made by \`miau docs\`; the next build clears this folder, unless it holds files not listed here.\n${entries.join('\n')}\n`;
}

// The entries the marker does not list as its build's. A marker of an earlier miau lists
// nothing: its folder is taken as it was then, all of it written by miau docs.
function unlisted(marker: string, entries: readonly string[]): string[] {
  const listed = new Set(
    readFileSync(marker, 'utf8')
      .split('\n')
      .slice(1)
      .filter((line) => line !== ''),
  );
  if (listed.size === 0) return [];
  return entries.filter((entry) => entry !== SITE_MARKER && !listed.has(entry));
}

/**
 * Writes the site into a new folder beside `out`, then swaps it in: a write that fails (a full
 * disk, a file-size limit, a page name too long) leaves the earlier site as it was, or no folder,
 * never half a site that the next build would refuse as not its own. The folder is checked again
 * first: it may have changed during the run.
 */
async function writeSiteWhole(out: string, files: ReadonlyMap<string, string>): Promise<void> {
  const beside = (kind: string): string =>
    join(dirname(out), `.${basename(out)}.miau-${process.pid}.${kind}`);
  const staged = beside('new');
  const withdraw = whenStopping(() => rmSync(staged, { recursive: true, force: true }));
  try {
    await mkdir(join(staged, 'pictures'), { recursive: true });
    for (const [name, text] of files) await writeFile(join(staged, name), text);
    checkOutput(out);
    if (existsSync(out)) {
      const earlier = beside('old');
      await rename(out, earlier);
      await rename(staged, out);
      await rm(earlier, { recursive: true, force: true });
    } else await rename(staged, out);
  } catch (error) {
    // A write error names no file ("could not write: EFBIG"): it is said of the site's folder.
    const refused = error as NodeJS.ErrnoException;
    if (refused?.syscall === 'write' && refused.path === undefined) refused.path = out;
    throw error;
  } finally {
    withdraw();
    await rm(staged, { recursive: true, force: true });
  }
}

/** The line every scenario page gives a reader who meets a board table. */
const NOTATION_HINT = `<p class="where">Boards are written in the notation of <a href="index.html#${NOTATION_ANCHOR}">How to read a board</a>.</p>`;

/**
 * The *Board notation* section of the root's features/README.md, as Markdown lines (its heading
 * left out); none when the file or the section is missing, as in a --root project of its own.
 */
async function boardNotation(root: string): Promise<string[]> {
  let text: string;
  try {
    text = await readFile(join(root, 'features', 'README.md'), 'utf8');
  } catch {
    return [];
  }
  const lines = text.split('\n');
  const start = lines.indexOf('## Board notation');
  if (start < 0) return [];
  const end = lines.findIndex((line, at) => at > start && line.startsWith('## '));
  return lines.slice(start + 1, end < 0 ? undefined : end);
}
