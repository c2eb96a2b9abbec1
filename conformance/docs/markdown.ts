// The small part of Markdown the specs use, as HTML: paragraphs, bullet lists (one level of
// nesting by indentation), tables, fenced code, `code`, **bold** and *emphasis*. Everything
// else is text, escaped; no raw HTML from a spec reaches a page.

import { printable, printableLines } from '../../src/data/safe-text.js';

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/**
 * A pack's own text (a title, a hint): escaped, every unsafe character shown as `\uXXXX` as the
 * terminal shows it (line breaks kept; a NUL is an HTML parse error, a BEL or an ESC draws nothing),
 * and isolated in a `<bdi>`, so a right-to-left mark inside it cannot reverse the page's text after it.
 */
export function isolatedHtml(text: string): string {
  return `<bdi>${escapeHtml(printableLines(text))}</bdi>`;
}

/**
 * Text from outside the project (an engine's name or message, a certificate's scenario): shown as
 * a pack's own text is, escaped and isolated.
 */
export function foreignHtml(text: string): string {
  return isolatedHtml(text);
}

/**
 * The same in plain text (a page's `<title>`, one line): every unsafe character shown as
 * `\uXXXX`, then first-strong isolate … pop isolate.
 */
export function isolatedText(text: string): string {
  return `\u2068${printable(text)}\u2069`;
}

/** Inline Markdown: code spans first (their content stays literal), then bold and emphasis. */
export function inlineHtml(text: string): string {
  return text
    .split(/(`[^`]+`)/)
    .map((part) => {
      if (part.length > 2 && part.startsWith('`') && part.endsWith('`'))
        return `<code>${escapeHtml(part.slice(1, -1))}</code>`;
      return escapeHtml(part)
        .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
        .replace(/(^|[^*\w])\*([^*\s][^*]*?)\*(?!\w)/g, '$1<em>$2</em>');
    })
    .join('');
}

/** Block Markdown as HTML. */
export function markdownHtml(lines: readonly string[]): string {
  const out: string[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (line.trim() === '') {
      i++;
    } else if (/^\s*(```|~~~)/.test(line)) {
      const fence = line.trim().slice(0, 3);
      const code: string[] = [];
      for (i++; i < lines.length && !lines[i].trim().startsWith(fence); i++) code.push(lines[i]);
      i++;
      out.push(`<pre><code>${escapeHtml(code.join('\n'))}</code></pre>`);
    } else if (/^\s*\|/.test(line)) {
      const rows: string[] = [];
      for (; i < lines.length && /^\s*\|/.test(lines[i]); i++) rows.push(lines[i]);
      out.push(tableHtml(rows));
    } else if (/^\s*[-*]\s/.test(line)) {
      const items: string[] = [];
      for (; i < lines.length && lines[i].trim() !== '' && !/^\s*(```|~~~|\|)/.test(lines[i]); i++)
        items.push(lines[i]);
      out.push(listHtml(items));
    } else {
      const text: string[] = [];
      for (; i < lines.length && lines[i].trim() !== '' && !/^\s*([-*]\s|```|~~~|\|)/.test(lines[i]); i++)
        text.push(lines[i].trim());
      out.push(`<p>${inlineHtml(text.join(' '))}</p>`);
    }
  }
  return out.join('\n');
}

// Items start with `- `; deeper-indented items nest; other lines continue the item above.
function listHtml(lines: readonly string[]): string {
  const items: { depth: number; text: string }[] = [];
  for (const line of lines) {
    const item = /^(\s*)[-*]\s+(.*)$/.exec(line);
    if (item) items.push({ depth: item[1].length >= 2 ? 1 : 0, text: item[2] });
    else if (items.length > 0) items[items.length - 1].text += ` ${line.trim()}`;
  }
  const html: string[] = ['<ul>'];
  let nested = false;
  for (const [index, item] of items.entries()) {
    if (item.depth === 1 && !nested && index > 0) {
      html.push('<ul>');
      nested = true;
    } else if (item.depth === 0 && nested) {
      html.push('</li></ul></li>');
      nested = false;
    } else if (index > 0) {
      html.push('</li>');
    }
    html.push(`<li>${inlineHtml(item.text)}`);
  }
  html.push(nested ? '</li></ul></li></ul>' : '</li></ul>');
  return html.join('');
}

function tableHtml(rows: readonly string[]): string {
  const cells = (row: string): string[] =>
    row
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((c) => c.trim());
  const body = rows.filter((row) => !/^\s*\|?\s*:?-{3,}/.test(row));
  const [head, ...rest] = body.map(cells);
  const tr = (values: string[], tag: string): string =>
    `<tr>${values.map((v) => `<${tag}>${inlineHtml(v)}</${tag}>`).join('')}</tr>`;
  return `<table>${head ? tr(head, 'th') : ''}${rest.map((r) => tr(r, 'td')).join('')}</table>`;
}
