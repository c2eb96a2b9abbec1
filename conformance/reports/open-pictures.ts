// Cucumber's HTML report shows every image attachment collapsed behind its file name
// (`before.svg`, `after.svg`). The board pictures are the point of the report, so after a run
// the report gets a small script that opens them as they render, and a style that puts a
// step's pictures side by side (before, then after). The report stays one self-contained file.
import { readFile, writeFile } from 'node:fs/promises';

/** Marks a report already changed, so running this twice changes nothing more. */
export const OPEN_PICTURES_MARK = 'miau-open-pictures';

const STYLE_TAG = `<style id="${OPEN_PICTURES_MARK}">`;

const STYLE = `${STYLE_TAG}
details:has(> img) { display: inline-block; vertical-align: top; margin: 0 0 8px 0; }
details:has(> img) > img { display: block; max-width: 460px; background: #1f232b; border-radius: 3px; }
ol:has(> li > details > img) { display: flex; flex-wrap: wrap; align-items: flex-start; gap: 12px; list-style: none; padding-left: 0; }
</style>`;

// The report is a React app that renders after load: open each picture as it appears.
const SCRIPT = `<script>
(function () {
  function openAll() {
    document.querySelectorAll('details').forEach(function (d) {
      if (!d.dataset.miauOpened && d.querySelector(':scope > img')) { d.open = true; d.dataset.miauOpened = '1'; }
    });
  }
  new MutationObserver(openAll).observe(document.documentElement, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', openAll);
})();
</script>`;

/** Adds the style and script to a cucumber HTML report at `path`, before its closing body tag. */
export async function openReportPictures(path: string): Promise<void> {
  const html = await readFile(path, 'utf8');
  // The element itself, not the word: an engine's message holding "miau-open-pictures" is in the
  // report too, and left its pictures closed.
  if (html.includes(STYLE_TAG)) return;
  const at = html.lastIndexOf('</body>');
  const added = `${STYLE}\n${SCRIPT}\n`;
  await writeFile(path, at < 0 ? html + added : html.slice(0, at) + added + html.slice(at));
}
