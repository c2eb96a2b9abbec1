// The browser check of the living documentation (a gate of `npm test`): builds the site with
// `miau docs` into reports/site, opens every page in Debian's Chromium (driven by
// playwright-core, no browser download) and checks that no page logs a console error or throws,
// that every picture loads, that every link within the site leads to a page and a place on it,
// that every scenario on the docs page shows its pictures, and that every change's
// reconciliation page lists its requirements with a state and a verdict. Saves a
// screenshot to reports/site-screenshot.png and writes reports/browser-check.json
// ({ passed, failed }, one check per page) for the test summary.
//
//   npx tsx scripts/browser-check.ts [--readme-picture docs/site-page.png] [--gate-picture docs/gate-page.png]
//
// Chromium missing: on CI (CI=true) this fails; elsewhere it says how to install it and skips.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { REFERENCE_ENGINE } from '../conformance/engine/module.js';
import { buildSite } from '../conformance/docs/site.js';
import { brokenLinks } from '../conformance/docs/local-links.js';
import { PROJECT_ROOT } from '../conformance/runner/runner.js';

const CHROMIUM = process.env.MIAU_CHROMIUM ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const SITE = join(PROJECT_ROOT, 'reports', 'site');
const SCREENSHOT = join(PROJECT_ROOT, 'reports', 'site-screenshot.png');
const RESULT = join(PROJECT_ROOT, 'reports', 'browser-check.json');
/** Pages checked at once, each in a tab of its own. */
const TABS = 3;
/** The page shown in the screenshot and the README picture. */
const SHOWN_PAGE = 'docs.html';
/** A pack page with gates: its pictures must draw closed and open gates and pressed plates apart. */
const GATE_PAGE = 'pack-crate-works.html';

interface PageReport {
  page: string;
  pictures: number;
  problems: string[];
}

async function main(): Promise<number> {
  const readmePicture = argAfter(process.argv.slice(2), '--readme-picture');
  const gatePicture = argAfter(process.argv.slice(2), '--gate-picture');
  rmSync(RESULT, { force: true });
  if (!existsSync(CHROMIUM)) {
    const how = `Chromium is not installed at ${CHROMIUM}: install it with "apt-get install -y chromium" (.ci/run does), or set MIAU_CHROMIUM.`;
    if (process.env.CI === 'true') {
      console.error(`browser check: FAILED. ${how}`);
      return 1;
    }
    console.log(`browser check: skipped outside CI. ${how}`);
    return 0;
  }

  const started = Date.now();
  const summary = await buildSite({ out: SITE, engineModule: REFERENCE_ENGINE });
  console.log(
    `built ${summary.pages.length} pages, ${summary.pictures} pictures in ${((Date.now() - started) / 1000).toFixed(1)}s`,
  );

  const profile = mkdtempSync(join(tmpdir(), 'miau-chromium-'));
  const browserStarted = Date.now();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: FLAGS,
    viewport: { width: 1000, height: 720 },
  });
  const reports: PageReport[] = [];
  try {
    // A few tabs at once: one page's rendering left a core idle while the other gates had ended.
    const tabs = await Promise.all(Array.from({ length: TABS }, () => context.newPage()));
    let next = 0;
    const checked = new Array<PageReport>(summary.pages.length);
    await Promise.all(
      tabs.map(async (tab) => {
        for (let i = next++; i < summary.pages.length; i = next++)
          checked[i] = await checkPage(tab, summary.pages[i]);
      }),
    );
    reports.push(...checked);
    const page = tabs[0];
    await openPage(page, SHOWN_PAGE, []);
    await page.screenshot({ path: SCREENSHOT });
    if (readmePicture) await saveReadmePicture(page, readmePicture);
    if (gatePicture) await saveGatePicture(page, gatePicture);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }

  let failed = 0;
  for (const report of reports) {
    const ok = report.problems.length === 0;
    if (!ok) failed += 1;
    console.log(`  ${ok ? 'ok  ' : 'FAIL'}  ${report.page}: ${report.pictures} pictures loaded`);
    for (const problem of report.problems) console.log(`        ${problem}`);
  }
  const passed = reports.length - failed;
  writeFileSync(RESULT, `${JSON.stringify({ passed, failed }, null, 2)}\n`);
  console.log(`screenshot: ${SCREENSHOT}`);
  console.log(
    `browser check: ${reports.length} pages in ${((Date.now() - browserStarted) / 1000).toFixed(1)}s, ${passed} passed, ${failed} failed`,
  );
  return failed === 0 && reports.length > 0 ? 0 : 1;
}

/** Opens one page of the site, collecting console errors, page errors and failed requests. */
async function openPage(page: Page, file: string, problems: string[], fragment = ''): Promise<void> {
  const onConsole = (message: { type(): string; text(): string }): void => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  };
  const onError = (error: Error): void => void problems.push(`page error: ${error.message}`);
  const onFailed = (request: { url(): string; failure(): { errorText: string } | null }): void =>
    void problems.push(`request failed: ${request.url()} (${request.failure()?.errorText ?? 'unknown'})`);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  page.on('requestfailed', onFailed);
  try {
    await page.goto(pathToFileURL(join(SITE, file)).href + fragment, { waitUntil: 'load' });
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onError);
    page.off('requestfailed', onFailed);
  }
}

async function checkPage(page: Page, file: string): Promise<PageReport> {
  const problems: string[] = [];
  await openPage(page, file, problems);
  const images = await page.evaluate(() =>
    [...document.images].map((img) => ({
      src: img.getAttribute('src') ?? '',
      loaded: img.complete && img.naturalWidth > 0,
    })),
  );
  for (const image of images.filter((i) => !i.loaded)) problems.push(`picture did not load: ${image.src}`);
  for (const link of brokenLinks(SITE, [file])) problems.push(`link to nowhere: ${link}`);
  // Every scenario that ran on the pictures' own page must show its board before and after its action.
  if (file === SHOWN_PAGE) {
    const bare = await page.evaluate(() =>
      [...document.querySelectorAll('article.scenario.passed')]
        .filter((a) => a.querySelectorAll('img').length < 2)
        .map((a) => a.querySelector('h4')?.textContent ?? '?'),
    );
    for (const name of bare) problems.push(`scenario without its before and after pictures: ${name}`);
    if (images.length === 0) problems.push('the page shows no pictures');
  }
  // A change's reconciliation page lists each requirement of its delta with a state.
  if (file.startsWith('change-')) {
    const rows = await page.evaluate(() =>
      [...document.querySelectorAll('table.reconcile tr.requirement')].map(
        (tr) => tr.querySelector('.state')?.textContent ?? '',
      ),
    );
    if (rows.length === 0) problems.push('the reconciliation page lists no requirement');
    for (const state of rows.filter((s) => s.trim() === ''))
      problems.push(`a requirement without a state: "${state}"`);
    if (!(await page.locator('p.verdict').count())) problems.push('the reconciliation page has no verdict');
  }
  if (file === GATE_PAGE) {
    const svgs = images.map((image) => readFileSync(join(SITE, image.src), 'utf8'));
    for (const state of ['closed', 'open', 'jammed', 'pressed']) {
      if (!svgs.some((svg) => svg.includes(`data-circuit="${state}"`)))
        problems.push(`no picture draws a ${state} gate or plate`);
    }
  }
  return { page: file, pictures: images.filter((i) => i.loaded).length, problems };
}

// The README's picture of one page: the docs page from the word-tile requirement's heading
// to the end of its first scenario (the WIND one), with its pictures; small.
async function saveReadmePicture(page: Page, path: string): Promise<void> {
  await page.setViewportSize({ width: 860, height: 700 });
  await openPage(page, SHOWN_PAGE, []);
  const top = await page.locator('#docs-word-tiles h2').boundingBox();
  const scenario = await page.locator('#docs-word-tiles article.scenario').first().boundingBox();
  if (!top || !scenario) throw new Error('The docs page has no word-tile scenario to show.');
  await screenshotRows(page, path, { top, bottom: scenario, width: 860, margin: 12 });
  console.log(`README picture: ${path}`);
}

// The README's picture of a pack page with a gate: two rows of the Jammed level's proof from
// move 8, where the player presses the plate, the gate opens, jams on the crate and closes.
async function saveGatePicture(page: Page, path: string): Promise<void> {
  await page.setViewportSize({ width: 1000, height: 700 });
  await openPage(page, GATE_PAGE, []);
  const first = await page.locator('#jammed figure').nth(8).boundingBox();
  const last = await page.locator('#jammed figure').nth(15).boundingBox();
  if (!first || !last) throw new Error(`${GATE_PAGE} has no Jammed level to show.`);
  await screenshotRows(page, path, { top: first, bottom: last, width: 1000, margin: 8 });
  console.log(`gate picture: ${path}`);
}

type Box = { y: number; height: number };

// A full-width band of the page, from the top of one element to the bottom of another, with a margin.
async function screenshotRows(
  page: Page,
  path: string,
  band: { top: Box; bottom: Box; width: number; margin: number },
): Promise<void> {
  const y = Math.max(0, band.top.y - band.margin);
  const height = band.bottom.y + band.bottom.height + band.margin - y;
  await page.screenshot({
    path: resolve(path),
    fullPage: true,
    clip: { x: 0, y, width: band.width, height },
  });
}

function argAfter(args: string[], flag: string): string | undefined {
  const at = args.indexOf(flag);
  return at >= 0 ? args[at + 1] : undefined;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(
      `browser check: FAILED. ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    process.exitCode = 1;
  },
);
