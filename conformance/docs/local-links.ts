// The links of a built site that lead nowhere: a page that is not there, or a fragment no
// element of its page has. A link that leaves the site (a scheme) is not followed. The browser
// check runs it on every page of the full site; the tests on the sites they build.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const HREF = /\shref="([^"]*)"/g;
const ID = /\sid="([^"]*)"/g;

const unescape = (text: string): string =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Each broken link of `pages` (files of the site in `out`), as `page → href`. */
export function brokenLinks(out: string, pages: readonly string[]): string[] {
  const ids = new Map<string, Set<string>>();
  const idsOf = (file: string): Set<string> => {
    let found = ids.get(file);
    if (!found) {
      const html = readFileSync(join(out, file), 'utf8');
      found = new Set([...html.matchAll(ID)].map((m) => unescape(m[1])));
      ids.set(file, found);
    }
    return found;
  };
  const broken: string[] = [];
  for (const page of pages) {
    for (const [, raw] of readFileSync(join(out, page), 'utf8').matchAll(HREF)) {
      const href = unescape(raw);
      if (/^[a-z][a-z0-9+.-]*:/i.test(href)) continue;
      const [path, fragment] = href.split('#', 2);
      const file = path === '' ? page : decodeURIComponent(path);
      if (!existsSync(join(out, file))) broken.push(`${page} → ${href}`);
      else if (
        fragment !== undefined &&
        file.endsWith('.html') &&
        !idsOf(file).has(decodeURIComponent(fragment))
      )
        broken.push(`${page} → ${href}`);
    }
  }
  return broken;
}
