// `miau docs`: the site built from a certification run of the real features (a few of them, to
// stay quick) and the stored proofs of packs/, through the adapter contract only.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import '../runner/typescript-imports.js';
import { REFERENCE_ENGINE } from '../../../conformance/engine/module.js';
import { SITE_MARKER, buildSite } from '../../../conformance/docs/site.js';
import { miau } from '../cli/miau.js';
import { brokenLinks } from '../../../conformance/docs/local-links.js';

const TAGS = '@docs/things or @docs/word-tiles or @rules/push or @automata/steps';
const throwing = join(import.meta.dirname, '..', '..', 'fixtures', 'engines', 'reference-throwing.ts');
const bare = join(import.meta.dirname, '..', '..', 'fixtures', 'engines', 'reference-bare.ts');
const fresh = (): string => join(mkdtempSync(join(tmpdir(), 'miau-docs-test-')), 'site');
const read = (dir: string, file: string): string => readFileSync(join(dir, file), 'utf8');
const imageSources = (html: string): string[] => [...html.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1]);

// One build serves the tests that only read it (each build certifies the tagged scenarios and
// plays every stored proof); a test that changes a site builds its own.
let shared: Promise<{ out: string; summary: Awaited<ReturnType<typeof buildSite>> }> | undefined;
function sharedSite() {
  shared ??= (async () => {
    const out = fresh();
    return { out, summary: await buildSite({ out, engineModule: REFERENCE_ENGINE, tags: TAGS }) };
  })();
  return shared;
}

describe('buildSite', () => {
  it('writes an index, a page per capability and per pack, and every picture they show', async () => {
    const { out, summary } = await sharedSite();
    expect(summary.notPassed).toEqual([]);
    expect(summary.pages[0]).toBe('index.html');
    expect(summary.pages).toEqual(
      expect.arrayContaining(['docs.html', 'rules.html', 'automata.html', 'pack-clockwork.html']),
    );
    for (const page of summary.pages) {
      for (const src of imageSources(read(out, page)))
        expect(existsSync(join(out, src)), `${page} shows ${src}`).toBe(true);
    }
    expect(readdirSync(join(out, 'pictures')).length).toBe(summary.pictures);
    expect(brokenLinks(out, summary.pages)).toEqual([]);
    expect(read(out, 'style.css')).toContain('.scenario');
    expect(read(out, 'index.html')).toContain('reference');
    // Backgrounds and Rules give their steps' keywords; a doc string is shown as written.
    expect(read(out, 'automata.html')).toMatch(
      /<li class="background"><span class="from">Background<\/span> <span class="kw">Given<\/span> the board:<table class="grid">/,
    );
    expect(read(out, 'automata.html')).toContain('<pre>');
  });

  it('shows each requirement with its spec scenarios and its Gherkin scenarios, steps and pictures', async () => {
    const { out } = await sharedSite();
    const docs = read(out, 'docs.html');
    expect(docs).toContain('<section id="docs-word-tiles">');
    expect(docs).toContain('Scenario: A declared WIND is a property tile');
    expect(docs).toContain(
      'A level declaring WIND as an automaton property draws WIND as a property tile<span class="badge">passed</span>',
    );
    expect(docs).toMatch(
      /<span class="kw">When<\/span> the board is drawn<div class="pictures"><figure><img src="pictures\/[0-9a-f]{16}\.svg" alt="the board before: When the board is drawn"><figcaption>before<\/figcaption><\/figure><figure><img [^>]*><figcaption>after<\/figcaption>/,
    );
    expect(docs).toContain('<table class="grid"><tr><td>KITE</td><td>IS</td><td>WIND</td></tr></table>');
    const pictures = imageSources(docs).map((src) => read(out, src));
    expect(pictures.some((svg) => svg.includes('data-tile="property"') && svg.includes('>WIND</text>'))).toBe(
      true,
    );
  });

  // A designer reads why a board is what it is before its steps; a scenario that replaces its
  // file's Background board said so only in the description the site left out.
  it("shows a scenario's description under its title, and marks the steps of the Background", async () => {
    const { out } = await sharedSite();
    const pages = readdirSync(out).filter((file) => file.endsWith('.html'));
    expect(pages.map((page) => read(out, page)).join('\n')).toContain(
      '<p class="description"><bdi>The rock would go on, and so would the wall if PUSH counted first: the wall is STOP, so the\nwhole chain stays put although the cell behind the wall is free.</bdi></p><ol class="steps">',
    );
    // The notation the boards are written in, from features/README.md, on the index; every
    // page with scenarios links to it.
    const index = read(out, 'index.html');
    expect(index).toContain('<h2 id="how-to-read-a-board">How to read a board</h2>');
    expect(index).toContain('<code>+</code> stacks several things in one cell');
    expect(index).not.toContain('parseBoardTable');
    expect(read(out, 'rules.html')).toContain(
      '<p class="where">Boards are written in the notation of <a href="index.html#how-to-read-a-board">How to read a board</a>.</p>',
    );
    // Each feature file's name and summary, once a section, before its first scenario there.
    expect(read(out, 'rules.html')).toMatch(
      /<p class="feature"><strong><bdi>Push chains<\/bdi><\/strong> \(features\/rules\/push\.feature\): <bdi>[^<]+<\/bdi><\/p>\n<article/,
    );
    // The steps of the scenario itself, after the Background's, are not marked.
    expect(read(out, 'automata.html')).toMatch(
      /<\/table><\/li><li><span class="kw">Given<\/span> the automaton &quot;shuttle&quot; makes MOUSE TICK/,
    );
  });

  it('plays every stored proof frame by frame', async () => {
    const { out } = await sharedSite();
    const pack = read(out, 'pack-clockwork.html');
    const level = pack.slice(
      pack.indexOf('<section id="mouse-keeps-time">'),
      pack.indexOf('</section>', pack.indexOf('<section id="mouse-keeps-time">')),
    );
    expect(imageSources(level)).toHaveLength(12);
    expect(level).toContain('<figcaption>start</figcaption>');
    expect(level).toContain('<figcaption>11 R won</figcaption>');
    expect(level).toContain('<code>DRRRRRRRRRR</code>');
  });

  it('shows what did not pass, and proofs an engine could not play, without failing the build', async () => {
    const out = fresh();
    const summary = await buildSite({ out, engineModule: throwing, tags: '@rules/push' });
    expect(summary.notPassed.length).toBeGreaterThan(0);
    expect(read(out, 'rules.html')).toContain(
      '<article class="scenario errored" id="features-rules-push-feature-',
    );
    expect(read(out, 'rules.html')).toContain('input is broken in this build');
    expect(read(out, 'pack-clockwork.html')).toContain(
      'The engine failed while playing the proof: input is broken in this build',
    );
  });

  it('clears its own earlier build and refuses a folder it did not make', async () => {
    const out = fresh();
    await buildSite({ out, engineModule: REFERENCE_ENGINE, tags: '@docs/things' });
    writeFileSync(join(out, 'pictures', 'stale.svg'), '<svg/>');
    await buildSite({ out, engineModule: REFERENCE_ENGINE, tags: '@docs/things' });
    expect(existsSync(join(out, 'pictures', 'stale.svg'))).toBe(false);
    expect(existsSync(join(out, SITE_MARKER))).toBe(true);
    // A file put beside the site since (notes, a pack given with --pack) was cleared with it.
    writeFileSync(join(out, 'notes.txt'), 'mine');
    const beside = await miau('docs', '--out', out, '--tags', '@docs/things');
    expect(beside.code).toBe(2);
    expect(beside.err).toMatch(/holds files that miau docs did not write \("notes\.txt"\)/);
    expect(read(out, 'notes.txt')).toBe('mine');

    const foreign = fresh();
    mkdirSync(foreign);
    writeFileSync(join(foreign, 'notes.txt'), 'mine');
    const refused = await miau('docs', '--out', foreign);
    expect(refused.code).toBe(2);
    expect(refused.err).toMatch(/did not write/);
    expect(read(foreign, 'notes.txt')).toBe('mine');
    const file = await miau('docs', '--out', join(foreign, 'notes.txt'));
    expect(file.code).toBe(2);
    expect(file.err).toMatch(/is not a folder/);
  });
});

describe('miau docs', () => {
  it('explains itself with --help', async () => {
    const help = await miau('docs', '--help');
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/Usage: miau docs \[--out <dir>\]/);
  });

  it('builds the site and says where it is', async () => {
    const out = fresh();
    const result = await miau('docs', '--out', out, '--tags', '@docs/things');
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/^wrote \d+ pages and \d+ pictures for 3 scenarios to /);
    expect(result.out).toContain(`open ${join(out, 'index.html')}`);
  });

  it('says how many scenarios did not pass', async () => {
    const result = await miau('docs', '--out', fresh(), '--tags', '@rules/push', '--engine', throwing);
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/\d+ scenarios? did not pass; their pages say why\./);
  });

  it('counts unsupported scenarios apart', async () => {
    const result = await miau('docs', '--out', fresh(), '--tags', '@docs/word-tiles', '--engine', bare);
    expect(result.code).toBe(0);
    expect(result.out).toContain('2 scenarios unsupported: the engine does not claim their capability.');
    expect(result.out).not.toContain('did not pass');
  });
});
