// Issue 19: a long capability page is split per requirement, behind a contents list; every link
// to a page named after a folder is encoded, so a hostile folder name cannot inject markup.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import '../runner/typescript-imports.js';
import { REFERENCE_ENGINE } from '../../../conformance/engine/module.js';
import { SPLIT_AT, buildSite } from '../../../conformance/docs/site.js';
import { capabilityBody, hrefTo, indexBody, layout, packBody } from '../../../conformance/docs/pages.js';
import { changesIndexHtml } from '../../../conformance/docs/reconcile-page.js';
import { isolatedText } from '../../../conformance/docs/markdown.js';
import { STYLE } from '../../../conformance/docs/style.js';
import type { Reconciliation } from '../../../src/types/reconcile.js';
import { brokenLinks } from '../../../conformance/docs/local-links.js';

describe('split capability pages', () => {
  it('gives a capability above the limit a contents page and a page per requirement', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'miau-split-')), 'site');
    const summary = await buildSite({
      out,
      engineModule: REFERENCE_ENGINE,
      tags: '@gates/openness or @docs/things',
      splitAt: 3,
    });
    expect(summary.pages).toEqual(
      expect.arrayContaining(['gates.html', 'gates-openness.html', 'gates-channels.html', 'docs.html']),
    );
    const contents = readFileSync(join(out, 'gates.html'), 'utf8');
    expect(contents).toContain('<h2>Contents</h2>');
    expect(contents).toMatch(
      /<li><a href="gates-openness.html">Open gates and jams<\/a> \(\d+ scenarios\)<\/li>/,
    );
    expect(contents).not.toContain('<article class="scenario');
    const requirement = readFileSync(join(out, 'gates-openness.html'), 'utf8');
    expect(requirement).toContain('<a href="gates.html">gates: contents</a>');
    expect(requirement).toContain('<section id="gates-openness">');
    expect(requirement).toMatch(/<article class="scenario passed"/);
    // A capability at or under the limit keeps one page.
    expect(readFileSync(join(out, 'docs.html'), 'utf8')).toContain('<article class="scenario');
    expect(summary.pages).not.toContain('docs-things.html');
    expect(SPLIT_AT).toBe(60);
    // A change page links each requirement where it is shown: its own page once its capability is split.
    const change = readFileSync(join(out, 'change-2026-11-29-add-pressure-gates.html'), 'utf8');
    expect(change).toContain('<a href="gates-openness.html#gates-openness">gates/openness</a>');
    expect(brokenLinks(out, summary.pages)).toEqual([]);
  });
});

describe('links to pages named after folders', () => {
  const hostile = `x"><script>alert(1)</script><a href="javascript:void`;
  const engine = { name: 'e', version: '1', protocol: 1 as const, capabilities: [] };

  it('percent-encodes and escapes every page name, so no folder name can open a tag or a scheme', () => {
    expect(hrefTo('javascript:alert(1).html')).toBe('javascript%3Aalert(1).html');
    expect(hrefTo('a b.html', 'automata/steps')).toBe('a%20b.html#automata-steps');
    const index = indexBody(
      engine,
      [{ capability: hostile, requirements: 0, scenarios: [] }],
      [{ name: hostile, title: 'T', levels: [] }],
    );
    const page = layout('t', index, { capabilities: [hostile], packs: [hostile] }, 'index.html');
    expect(page).not.toContain('<script>');
    expect(page).not.toMatch(/href="javascript:/);
    // Every href is one attribute value: the page has as many as it has links.
    expect(page.match(/href="[^"<>]*"/g)).toHaveLength((page.match(/<a /g) ?? []).length + 2);
    const changes = changesIndexHtml({
      changes: [
        {
          name: 'c',
          folder: `openspec/changes/${hostile}`,
          archived: false,
          reconciled: true,
          verdict: 'v',
          requirements: [],
        },
      ],
    } as unknown as Reconciliation);
    expect(changes).not.toContain('<script>');
    expect(changes).toContain('href="change-script%3E%3Ca%20href%3D%22javascript%3Avoid.html"');
  });
});

// A title with a right-to-left override (U+202E) and no closing character reversed the rest of
// its line on the page ("5 levels with stored proofs" read backwards); loading warns about it,
// and the page keeps it to the title.
// docs/things: a board with a stack is drawn with cells k times the usual size, so a stacked
// thing is as large as a lone one; the frames' width cap must not shrink it back.
describe('frames of boards with stacks', () => {
  it('are shown k times as wide as the width cap of a frame', () => {
    const frame = (scale: string) => ({ caption: 'start', svg: `<svg data-scale="${scale}"></svg>` });
    const pack = {
      name: 'p',
      title: 'P',
      withProofs: true,
      levels: [{ id: 'one', title: 'One', moves: 'R', frames: [frame('1'), frame('3')] }],
    };
    const body = packBody(pack, (svg) => (svg.includes('"3"') ? 'big.svg' : 'small.svg'));
    expect(body).toContain('<img src="small.svg" alt="one start"><figcaption>');
    expect(body).toContain('<img src="big.svg" alt="one start" style="--scale: 3"><figcaption>');
    expect(STYLE).toContain('.frames figure img { max-width: calc(220px * var(--scale, 1)); }');
  });
});

describe('the index of a packs-only build', () => {
  it('shows no empty capability table and claims no run of scenarios', () => {
    const engine = { name: 'e', version: '1', protocol: 1 as const, capabilities: [] };
    const index = indexBody(engine, [], []);
    expect(index).not.toContain('<h2>Capabilities</h2>');
    expect(index).not.toContain('The scenarios ran on');
    expect(index).toContain('No scenario was run.');
  });
});

describe("a pack's own text on its pages", () => {
  const override = 'Crates \u202eevil';
  const pack = {
    name: 'p',
    title: override,
    withProofs: true,
    levels: [{ id: 'one', title: override, hint: override, moves: '', frames: [] }],
  };

  it('is isolated, so a direction override inside it ends with it', () => {
    const engine = { name: 'e', version: '1', protocol: 1 as const, capabilities: [] };
    const index = indexBody(engine, [], [pack]);
    const shown = 'Crates \\u202eevil';
    expect(index).toContain(`<bdi>${shown}</bdi></a>: 1 level with stored proofs`);
    const body = packBody(pack, () => 'x.svg');
    expect(body).toContain(`<h1><bdi>${shown}</bdi></h1>`);
    expect(body).toContain(`<h2><bdi>${shown}</bdi><span class="id">one</span></h2>`);
    expect(body).toContain(`<p><bdi>${shown}</bdi></p>`);
    expect(body).not.toContain('\u202e');
  });

  it('gives levels whose ids read alike as anchors anchors of their own', () => {
    const level = { title: 'T', moves: '', frames: [] };
    const alike = { ...pack, levels: ['intro.', 'intro-', 'intro--2'].map((id) => ({ ...level, id })) };
    const ids = [...packBody(alike, () => 'x.svg').matchAll(/<section id="([^"]*)">/g)].map((m) => m[1]);
    expect(ids).toEqual(['intro-', 'intro--2', 'intro--2-2']);
  });

  it('shows control characters escaped, as the terminal does, in every text and in a proof', () => {
    const engine = { name: 'e', version: '1', protocol: 1 as const, capabilities: [] };
    const hostile = {
      name: 'p\u0007',
      title: 'Bell\u0007 \u001b[2J',
      withProofs: true,
      levels: [
        { id: 'a', title: 'T\u0000x', hint: 'H\u0085', moves: 'R\u001b[31mR', frames: [] },
        { id: 'b', title: 'B', moves: 'W', frames: [] },
      ],
    };
    const index = indexBody(engine, [], [hostile]);
    const body = packBody(hostile, () => 'x.svg');
    const page = layout(isolatedText(hostile.title), body, { capabilities: [], packs: [hostile.name] }, 'x');
    // No raw control character but the line feeds of the markup.
    const controls = (html: string): string[] =>
      [...html].filter((c) => c !== '\n' && (c < ' ' || (c >= '\u007f' && c <= '\u009f')));
    for (const html of [index, page]) expect(controls(html)).toEqual([]);
    expect(index).toContain('<bdi>Bell\\u0007 \\u001b[2J</bdi>');
    expect(page).toContain('<title>\u2068Bell\\u0007 \\u001b[2J\u2069 · Miau');
    expect(page).toContain('>pack p\\u0007</a>');
    expect(body).toContain('<h2><bdi>T\\u0000x</bdi><span class="id">a</span></h2>');
    expect(body).toContain('<p><bdi>H\\u0085</bdi></p>');
    // A stored proof that is no move string is shown escaped, and not counted as moves.
    expect(body).toContain('<p>Stored proof, shown escaped: <code>R\\u001b[31mR</code></p>');
    expect(body).not.toContain('(7 moves)');
    expect(body).toContain('<p>Proof: <code>W</code> (1 move)</p>');
  });
});

describe("an engine's own text on the pages", () => {
  it('is isolated, with a NUL and other unsafe characters shown escaped', () => {
    const hostile = 'evil\u202e\u0000<script>';
    const engine = { name: hostile, version: '1', protocol: 1 as const, capabilities: [] };
    const shown = '<bdi>evil\\u202e\\u0000&lt;script&gt;</bdi>';
    expect(indexBody(engine, [], [])).toContain(`<strong>${shown} <bdi>1</bdi></strong>`);
    const pack = {
      name: 'p',
      title: 'P',
      withProofs: true,
      problem: hostile,
      levels: [{ id: 'one', title: 'One', moves: 'R', frames: [], problem: hostile }],
    };
    const body = packBody(pack, () => 'x.svg');
    expect(body.split(`<p class="message">${shown}</p>`)).toHaveLength(3);
    expect(body.includes('\u0000') || body.includes('\u202e')).toBe(false);
  });
});

describe("a --root project's scenario description on its page", () => {
  it('is isolated and escaped, paragraph by paragraph, and keeps its line breaks', () => {
    const capability = {
      capability: 'rules',
      purpose: ['Rules.'],
      requirements: [{ id: 'rules/x', title: 'X', body: [], scenarios: [] }],
    };
    const scenario = {
      name: 'S',
      uri: 'features/x.feature',
      line: 3,
      tags: ['rules/x'],
      feature: 'F',
      featureDescription: 'About \u202eF',
      description: 'First <script>alert(1)</script>\nline \u202eevil\u0000\n\nSecond',
      steps: [],
      outcome: 'passed' as const,
    };
    const body = capabilityBody(
      capability,
      () => [scenario],
      () => 'x.svg',
    );
    expect(body).toContain(
      '<p class="description"><bdi>First &lt;script&gt;alert(1)&lt;/script&gt;\nline \\u202eevil\\u0000</bdi></p><p class="description"><bdi>Second</bdi></p>',
    );
    expect(body).toContain(
      '<p class="feature"><strong><bdi>F</bdi></strong> (features/x.feature): <bdi>About \\u202eF</bdi></p>',
    );
    expect(body.includes('\u202e') || body.includes('\u0000')).toBe(false);
  });
});
