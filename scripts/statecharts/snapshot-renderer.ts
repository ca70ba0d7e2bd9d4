import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page, type Route } from 'playwright-core';
import { CHROMIUM_ARGS } from '../chromium-args';
import { findChromium } from '../find-chromium';
import { EXTRAS_ID, FIELDS, type SnapshotExtras } from '../../tests/machines/harness/dom-snapshot';

/** The viewport of the Chromium replay's pictures (tests/e2e/support/contract-replay.ts), so both match. */
const VIEWPORT = { width: 1280, height: 800 };
/** An address of our own: the snapshot's relative links (CSS, images) come back to the route below. */
const ORIGIN = 'http://screens.pim.local';

/**
 * What stands for a picture the replay had only as a blob or an API address (a product photo, a thumbnail):
 * a grey tile with a mountain, the usual sign of "an image here".
 */
const PLACEHOLDER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120" viewBox="0 0 160 120" preserveAspectRatio="xMidYMid slice"><rect width="160" height="120" fill="#e2e8f0"/><path d="M52 84l20-24 14 16 10-12 16 20z" fill="#94a3b8"/><circle cx="100" cy="44" r="7" fill="#94a3b8"/></svg>`;

/** Snapshots are still pictures: no animation or transition may leave a dialog half faded in. */
const STILL =
  '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}';

/**
 * Runs in the page: puts back the values typed and chosen in the replay, then brings the first checked
 * element that is out of view to the middle (a long card form shows the part its state is about).
 */
function applyExtras({ id, fields }: { id: string; fields: string }): void {
  const extras = JSON.parse(document.getElementById(id)?.textContent ?? '{}') as Partial<SnapshotExtras>;
  const found = [...document.body.querySelectorAll(fields)];
  (extras.fields ?? []).forEach((value, index) => {
    const field = found[index];
    if (value === null || !field) return;
    if (field instanceof HTMLOptionElement) field.selected = value === true;
    else if (field instanceof HTMLInputElement && typeof value === 'boolean') field.checked = value;
    else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)
      field.value = String(value);
  });
  const all = [...document.body.querySelectorAll('*')];
  const outside = (extras.shown ?? [])
    .map((index) => all[index])
    .find((element) => {
      const box = element?.getBoundingClientRect();
      return box !== undefined && (box.bottom > window.innerHeight || box.top < 0);
    });
  outside?.scrollIntoView({ block: 'center' });
}

/** The CSS the built app serves (Tailwind's output and any lazy screen's), the entry's own first. */
export function builtStylesheets(clientDir: string): string[] {
  const assets = join(clientDir, 'assets');
  const entry = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const linked = [...entry.matchAll(/href="\/react\/assets\/([^"]+\.css)"/g)].map((match) => match[1] ?? '');
  const all = existsSync(assets) ? readdirSync(assets).filter((name) => name.endsWith('.css')) : [];
  return [...linked, ...all.filter((name) => !linked.includes(name)).sort()].map(
    (name) => `/react/assets/${name}`,
  );
}

/** The snapshot as a page of the app: its stylesheets, no motion, blob pictures replaced by the tile. */
export function pageOf(snapshot: string, stylesheets: readonly string[]): string {
  const head = [
    ...stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`),
    `<style>${STILL}</style>`,
  ].join('');
  return snapshot
    .replace(/<head>([\s\S]*?)<\/head>/, `<head>$1${head}</head>`)
    .replace(/(src|href)="blob:[^"]*"/g, '$1="/placeholder.svg"');
}

/** One Chromium drawing snapshot after snapshot on one page. */
export class SnapshotRenderer {
  private html = '';

  private constructor(
    private readonly browser: Browser,
    private readonly page: Page,
    private readonly clientDir: string,
  ) {}

  static async launch(clientDir: string): Promise<SnapshotRenderer> {
    const browser = await chromium.launch({
      executablePath: findChromium(),
      args: CHROMIUM_ARGS,
    });
    // Polish, as the replays read the screens: dates and numbers are written the Polish way.
    const page = await browser.newPage({ viewport: VIEWPORT, deviceScaleFactor: 1, locale: 'pl-PL' });
    const renderer = new SnapshotRenderer(browser, page, clientDir);
    await page.route(`${ORIGIN}/**`, (route) => renderer.answer(route));
    return renderer;
  }

  /** The page itself, the app's built assets, and the tile for every other picture; nothing else loads. */
  private async answer(route: Route): Promise<void> {
    const { pathname } = new URL(route.request().url());
    if (pathname === '/snapshot') return route.fulfill({ contentType: 'text/html', body: this.html });
    const asset = pathname.startsWith('/react/')
      ? join(this.clientDir, pathname.slice('/react/'.length))
      : '';
    if (asset !== '' && !asset.includes('..') && existsSync(asset)) return route.fulfill({ path: asset });
    if (route.request().resourceType() === 'image')
      return route.fulfill({ contentType: 'image/svg+xml', body: PLACEHOLDER_SVG });
    return route.fulfill({ status: 404, body: '' });
  }

  /** A JPEG of the snapshot at the replay's viewport (quality 50, as the Chromium replay's). */
  async picture(snapshot: string, stylesheets: readonly string[]): Promise<Buffer> {
    this.html = pageOf(snapshot, stylesheets);
    await this.page.goto(`${ORIGIN}/snapshot`, { waitUntil: 'load' });
    await this.page.evaluate(() => document.fonts.ready.then(() => undefined));
    await this.page.evaluate(applyExtras, { id: EXTRAS_ID, fields: FIELDS });
    return this.page.screenshot({ type: 'jpeg', quality: 50, animations: 'disabled', caret: 'hide' });
  }

  async close(): Promise<void> {
    await this.browser.close();
  }
}
