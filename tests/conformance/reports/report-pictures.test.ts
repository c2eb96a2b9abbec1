// Issue 19: pictures in cucumber's HTML report are shown open, before and after side by side.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OPEN_PICTURES_MARK, openReportPictures } from '../../../conformance/reports/open-pictures.js';

describe('openReportPictures', () => {
  it('adds, once, a style laying pictures side by side and a script opening them, inside the body', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'miau-report-')), 'report.html');
    writeFileSync(file, '<html><body><div id="content"></div><script>app()</script></body></html>');
    await openReportPictures(file);
    await openReportPictures(file);
    const html = readFileSync(file, 'utf8');
    expect(html.split(OPEN_PICTURES_MARK)).toHaveLength(2);
    expect(html).toMatch(
      /<script>app\(\)<\/script><style id="miau-open-pictures">[^]*ol:has\(> li > details > img\) \{ display: flex;[^]*<\/style>\n<script>[^]*d\.open = true;[^]*<\/script>\n<\/body><\/html>$/,
    );
  });

  it("is not fooled by an engine's message holding the mark's word", async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'miau-report-')), 'report.html');
    const messages = JSON.stringify({ message: `engine said ${OPEN_PICTURES_MARK}` });
    writeFileSync(
      file,
      `<html><body><script>window.CUCUMBER_MESSAGES = [${messages}]</script></body></html>`,
    );
    await openReportPictures(file);
    expect(readFileSync(file, 'utf8')).toContain(`<style id="${OPEN_PICTURES_MARK}">`);
  });
});
