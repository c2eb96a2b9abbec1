// The Markdown subset of the specs as HTML: text is always escaped.
import { describe, expect, it } from 'vitest';
import { escapeHtml, inlineHtml, markdownHtml } from '../../../conformance/docs/markdown.js';

describe('markdown', () => {
  it('escapes text, keeps code spans literal and renders bold and emphasis', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(inlineHtml('**WHEN** a `**b** <c>` is *here*')).toBe(
      '<strong>WHEN</strong> a <code>**b** &lt;c&gt;</code> is <em>here</em>',
    );
  });

  it('joins the lines of a paragraph and separates paragraphs at blank lines', () => {
    expect(markdownHtml(['one', 'two', '', 'three'])).toBe('<p>one two</p>\n<p>three</p>');
  });

  it('renders bullet lists with one nested level and continuation lines', () => {
    const html = markdownHtml(['- a', '  more', '  - b', '  - c', '- d']);
    expect(html).toBe('<ul><li>a more<ul><li>b</li><li>c</li></ul></li><li>d</li></ul>');
    expect(markdownHtml(['- a', '  - b'])).toBe('<ul><li>a<ul><li>b</li></ul></li></ul>');
  });

  it('renders tables (the separator row dropped) and fenced code', () => {
    expect(markdownHtml(['| a | b |', '| --- | --- |', '| `x` | y |'])).toBe(
      '<table><tr><th>a</th><th>b</th></tr><tr><td><code>x</code></td><td>y</td></tr></table>',
    );
    expect(markdownHtml(['```js', 'if (a < b) {}', '```', 'after'])).toBe(
      '<pre><code>if (a &lt; b) {}</code></pre>\n<p>after</p>',
    );
  });
});
