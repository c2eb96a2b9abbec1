// The site's pages as HTML: the index, one page per capability (each requirement with its spec
// scenarios and the Gherkin scenarios that check it, with their pictures), one page per pack
// (each level's stored proof, frame by frame). Pure: pictures are given as hrefs by `picture`.
import type { Hello } from '../contract.js';
import type { Outcome } from '../runner/runner.js';
import { escapeHtml, foreignHtml, inlineHtml, isolatedHtml, markdownHtml } from './markdown.js';
import type { PackFrames } from './proof-frames.js';
import { counted } from '../../src/diagnostics/places.js';
import { printable, showInput } from '../../src/data/safe-text.js';
import { firstBadMove } from '../../src/words/moves.js';
import type { RecordedScenario, RecordedStep } from './run-record.js';
import type { CapabilityText, RequirementText } from './spec-text.js';

/** A scenario as the site shows it: what ran, and how it came out. */
export interface ScenarioView extends RecordedScenario {
  outcome: Outcome;
  message?: string;
}

/** The index's section that explains the board notation. */
export const NOTATION_ANCHOR = 'how-to-read-a-board';

/** Stores an SVG picture and gives the href the page uses for it. */
export type PictureHref = (svg: string) => string;

/**
 * A page of the site as an href attribute's value. Page names come from folder names (packs,
 * capabilities, changes) that a hostile tree may fill with quotes, angle brackets or `scheme:`, so
 * the name is percent-encoded (no scheme survives, the browser decodes it back to the file) and then
 * HTML-escaped. The fragment is an `anchor`, already safe.
 */
export function hrefTo(file: string, fragment?: string): string {
  return escapeHtml(encodeURIComponent(file) + (fragment === undefined ? '' : `#${anchor(fragment)}`));
}

/** Where each page lives in the site. */
export const capabilityFile = (capability: string): string => `${capability}.html`;
export const packFile = (name: string): string => `pack-${name}.html`;

interface Nav {
  capabilities: string[];
  packs: string[];
}

/** A whole page: header with links to every page, then the body. */
export function layout(title: string, body: string, nav: Nav, here: string): string {
  const link = (href: string, text: string): string =>
    `<a href="${hrefTo(href)}"${href === here ? ' class="here"' : ''}>${escapeHtml(printable(text))}</a>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Miau living documentation</title>
<link rel="stylesheet" href="style.css">
<link rel="icon" href="data:,">
</head>
<body>
<header><span class="site">Miau</span>${link('index.html', 'index')}${nav.capabilities.map((c) => link(capabilityFile(c), c)).join('')}${nav.packs
    .map((p) => link(packFile(p), `pack ${p}`))
    .join('')}</header>
<main>
${body}
</main>
</body>
</html>
`;
}

/** The index: the engine the scenarios ran on, every capability with its counts, every pack. */
export function indexBody(
  engine: Hello,
  capabilities: { capability: string; requirements: number; scenarios: ScenarioView[] }[],
  packs: PackFrames[],
  notation: readonly string[] = [],
): string {
  const rows = capabilities.map(({ capability, requirements, scenarios }) => {
    const count = (o: Outcome): number => scenarios.filter((s) => s.outcome === o).length;
    return `<tr><td><a href="${hrefTo(capabilityFile(capability))}">${escapeHtml(capability)}</a></td><td>${requirements}</td><td>${scenarios.length}</td><td>${count('passed')}</td><td>${count('failed') + count('errored')}</td><td>${count('unsupported')}</td></tr>`;
  });
  const packItems = packs.map((p) => {
    // A proof that does not play is said on the index too, not only on the pack's page.
    const failing = p.levels.filter((level) => level.problem !== undefined).length;
    const trouble = p.problem
      ? '; <span class="message">the pack could not be played (see its page)</span>'
      : failing > 0
        ? `; <span class="message">${counted(failing, 'proof does', 'proofs do')} not play (see its page)</span>`
        : '';
    return `<li><a href="${hrefTo(packFile(p.name))}">${isolatedHtml(p.title)}</a>: ${counted(p.levels.length, 'level')} ${p.withProofs === true ? 'with stored proofs' : 'at their start, no stored proofs'}${trouble}</li>`;
  });
  const claims = `(capabilities: ${engine.capabilities.map(escapeHtml).join(', ') || 'none'})`;
  // The engine names itself: its text is isolated, so an override in it reverses nothing after it.
  const played = `<strong>${foreignHtml(engine.name)} ${foreignHtml(engine.version)}</strong>`;
  // A packs-only build ran no scenario: it shows no empty table and claims no run.
  const contract =
    capabilities.length === 0
      ? `<p>Pack pages only: each level's stored proof played on ${played} ${claims}, or its start board. No scenario was run.</p>`
      : `<p>Every requirement of the contract, with the scenarios that check it, drawn as boards: the board
before each scenario's action and after it. The scenarios ran on ${played}
${claims}.</p>
<h2>Capabilities</h2>
<table class="summary"><tr><th>capability</th><th>requirements</th><th>scenarios</th><th>passed</th><th>failed</th><th>unsupported</th></tr>
${rows.join('\n')}</table>${
          notation.length > 0
            ? `\n<h2 id="${NOTATION_ANCHOR}">How to read a board</h2>\n${markdownHtml(notation)}`
            : ''
        }`;
  return `<h1>Miau living documentation</h1>
${contract}
<h2>Packs</h2>
<ul>${packItems.join('')}</ul>`;
}

/** A capability's page: its purpose, then each requirement with its scenarios. */
export function capabilityBody(
  capability: CapabilityText,
  scenariosOf: (id: string) => ScenarioView[],
  picture: PictureHref,
  hint = '',
): string {
  const toc = capability.requirements.map(
    (r) => `<li><a href="#${anchor(r.id)}">${escapeHtml(r.title)}</a> (${scenariosOf(r.id).length})</li>`,
  );
  return `<h1>${escapeHtml(capability.capability)}</h1>
${hint}${markdownHtml(capability.purpose)}
<ul>${toc.join('')}</ul>
${capability.requirements.map((r) => requirementHtml(r, scenariosOf(r.id), picture)).join('\n')}`;
}

/** Where a requirement's own page lives, when its capability's page is split: `automata-steps.html`. */
export const requirementFile = (id: string): string => `${anchor(id)}.html`;

/**
 * A long capability's page as contents only: its purpose, then every requirement with a link to
 * its own page and its number of scenarios, so no page grows tens of thousands of pixels tall.
 */
export function capabilityContents(
  capability: CapabilityText,
  scenariosOf: (id: string) => ScenarioView[],
  hint = '',
): string {
  const items = capability.requirements.map(
    (r) =>
      `<li><a href="${hrefTo(requirementFile(r.id))}">${escapeHtml(r.title)}</a> (${scenariosOf(r.id).length} scenarios)</li>`,
  );
  return `<h1>${escapeHtml(capability.capability)}</h1>
${hint}${markdownHtml(capability.purpose)}
<h2>Contents</h2>
<p>Each requirement has a page of its own, with its scenarios and their pictures.</p>
<ol class="contents">${items.join('')}</ol>`;
}

/** One requirement of a split capability on a page of its own, with a link back to the contents. */
export function requirementPage(
  capability: string,
  requirement: RequirementText,
  scenarios: ScenarioView[],
  picture: PictureHref,
  hint = '',
): string {
  return `<p><a href="${hrefTo(capabilityFile(capability))}">${escapeHtml(capability)}: contents</a></p>
${hint}${requirementHtml(requirement, scenarios, picture)}`;
}

function requirementHtml(
  requirement: RequirementText,
  scenarios: ScenarioView[],
  picture: PictureHref,
): string {
  const change = requirement.change
    ? `<span class="change">change ${escapeHtml(requirement.change)}</span>`
    : '';
  const shownFeatures = new Set<string>();
  const specScenarios = requirement.scenarios
    .map((s) => `<h4>Scenario: ${inlineHtml(s.title)}</h4>${markdownHtml(s.body)}`)
    .join('');
  return `<section id="${anchor(requirement.id)}">
<h2>${escapeHtml(requirement.title)}<span class="id">${escapeHtml(requirement.id)}</span>${change}</h2>
${markdownHtml(requirement.body)}
<div class="spec-scenarios">${specScenarios}</div>
<h3>Scenarios (${scenarios.length})</h3>
${scenarios.map((s) => featureHtml(s, shownFeatures) + scenarioHtml(s, picture)).join('\n')}
</section>`;
}

// A feature file's name and the text under it, before the first of its scenarios in a section
// (`shown` holds the files already introduced there): the file's own summary, in a designer's
// words beside the requirement's.
function featureHtml(scenario: ScenarioView, shown: Set<string>): string {
  if (shown.has(scenario.uri)) return '';
  shown.add(scenario.uri);
  const about = scenario.featureDescription ? `: ${isolatedHtml(scenario.featureDescription)}` : '';
  return `<p class="feature"><strong>${isolatedHtml(scenario.feature)}</strong> (${escapeHtml(scenario.uri)})${about}</p>\n`;
}

function scenarioHtml(scenario: ScenarioView, picture: PictureHref): string {
  const tags = scenario.tags.map((t) => `@${t}`).join(' ');
  const message = scenario.message ? `<p class="message">${foreignHtml(scenario.message)}</p>` : '';
  // The why of a board, as the feature file says it (a designer reads it before the steps). A
  // --root project's text: isolated and its controls escaped, as a pack's text is.
  const description = scenario.description
    ? scenario.description
        .split(/\n\s*\n/)
        .map((paragraph) => `<p class="description">${isolatedHtml(paragraph)}</p>`)
        .join('')
    : '';
  return `<article class="scenario ${scenario.outcome}" id="${anchor(`${scenario.uri}:${scenario.line}`)}">
<h4>${escapeHtml(scenario.name)}<span class="badge">${scenario.outcome}</span></h4>
<p class="where">${escapeHtml(`${scenario.uri}:${scenario.line}`)} · ${escapeHtml(tags)}</p>
${description}<ol class="steps">${scenario.steps.map((step) => stepHtml(step, picture)).join('')}</ol>
${message}
</article>`;
}

// A Background's step is labelled: a scenario that gives a board of its own replaces the
// Background's, and its description says so; unlabelled, the page showed two boards alike.
function stepHtml(step: RecordedStep, picture: PictureHref): string {
  const table = step.table ? gridHtml(step.table) : '';
  const doc = step.docString !== undefined ? `<pre>${escapeHtml(step.docString)}</pre>` : '';
  const pictures = step.pictures.length
    ? `<div class="pictures">${step.pictures
        .map((p) => {
          const label = p.name.replace(/\.svg$/, '');
          return `<figure><img src="${picture(p.svg)}" alt="${escapeHtml(`the board ${label}: ${step.keyword} ${step.text}`)}"><figcaption>${escapeHtml(label)}</figcaption></figure>`;
        })
        .join('')}</div>`
    : '';
  const from = step.background ? '<span class="from">Background</span> ' : '';
  return `<li${step.background ? ' class="background"' : ''}>${from}<span class="kw">${escapeHtml(step.keyword)}</span> ${escapeHtml(step.text)}${table}${doc}${pictures}</li>`;
}

function gridHtml(rows: string[][]): string {
  return `<table class="grid">${rows.map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`).join('')}</table>`;
}

/** A pack's page: each level with its stored proof, one frame per move. */
export function packBody(pack: PackFrames, picture: PictureHref): string {
  const sectionId = uniqueAnchors();
  const levels = pack.levels.map((level) => {
    const frames = level.frames
      .map(
        (f) =>
          `<figure><img src="${picture(f.svg)}" alt="${escapeHtml(`${level.id} ${f.caption}`)}"${scaleStyle(f.svg)}><figcaption>${escapeHtml(f.caption)}</figcaption></figure>`,
      )
      .join('');
    const problem = level.problem ? `<p class="message">${foreignHtml(level.problem)}</p>` : '';
    const note = level.note ? `<p>${escapeHtml(level.note)}</p>` : '';
    return `<section id="${sectionId(level.id)}">
<h2>${isolatedHtml(level.title)}<span class="id">${escapeHtml(level.id)}</span></h2>
${level.hint ? `<p>${isolatedHtml(level.hint)}</p>` : ''}
${proofHtml(level.moves)}
${problem}
${note}
<div class="pictures frames">${frames}</div>
</section>`;
  });
  const problem = pack.problem ? `<p class="message">${foreignHtml(pack.problem)}</p>` : '';
  const source = `<code>${escapeHtml(printable(pack.source ?? `packs/${pack.name}/proofs.json`))}</code>`;
  const intro = pack.withProofs
    ? `Each level's stored proof (${source}), played on the engine one move at a time: the board at the start and after every move.`
    : `Each level's board at the start, as the engine loads it (${source}).`;
  // The warnings miau validate gives: a designer previewing a pack sees them where they look.
  const warnings =
    pack.warnings && pack.warnings.length > 0
      ? `<h2>Warnings</h2>\n<ul class="warnings">${pack.warnings.map((line) => `<li><code>${escapeHtml(line)}</code></li>`).join('')}</ul>`
      : '';
  return `<h1>${isolatedHtml(pack.title)}</h1>
<p>${intro}</p>
${problem}
${warnings}
${levels.join('\n')}`;
}

/**
 * A level's stored proof: its moves and how many. A stored proof that is not a move string (its
 * problem says which character) is shown escaped and cut, as the terminal shows it, and not counted.
 */
function proofHtml(moves: unknown): string {
  if (moves === '') return '<p>No stored proof: the board at the start.</p>';
  if (typeof moves !== 'string' || firstBadMove(moves) !== undefined)
    return `<p>Stored proof, shown escaped: <code>${escapeHtml(typeof moves === 'string' ? showInput(moves) : typeof moves)}</code></p>`;
  return `<p>Proof: <code>${moves}</code> (${counted(moves.length, 'move')})</p>`;
}

/**
 * A frame drawn with cells k times the usual size (a board with a stack, docs/things) is shown k
 * times as wide, so its stacked things keep the size of a lone thing's: the frames' width cap
 * (style.ts) shrank them back to a few pixels.
 */
function scaleStyle(svg: string): string {
  const scale = Number(/ data-scale="([0-9.]+)"/.exec(svg)?.[1] ?? '1');
  return Number.isFinite(scale) && scale > 1 ? ` style="--scale: ${scale}"` : '';
}

/** An id usable as an HTML fragment: `docs/word-tiles` → `docs-word-tiles`. */
export function anchor(id: string): string {
  return id.replace(/[^a-zA-Z0-9_-]/g, '-');
}

/**
 * Anchors for the ids of one page, each used once: level ids `intro.` and `intro-` are both
 * `intro-` as anchors, so the second becomes `intro--2`, as page names are kept apart.
 */
function uniqueAnchors(): (id: string) => string {
  const used = new Set<string>();
  return (id) => {
    const base = anchor(id);
    let unique = base;
    for (let n = 2; used.has(unique); n++) unique = `${base}-${n}`;
    used.add(unique);
    return unique;
  };
}
