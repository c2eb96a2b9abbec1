// Issue 19: a long capability page is split per requirement, behind a contents list.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import '../runner/typescript-imports.js';
import { REFERENCE_ENGINE } from '../../../conformance/engine/module.js';
import { SPLIT_AT, buildSite } from '../../../conformance/docs/site.js';

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
  });
});
