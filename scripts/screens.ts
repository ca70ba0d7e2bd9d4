import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import sharp from 'sharp';
import de from '../src/i18n/locales/de.json' with { type: 'json' };
import pl from '../src/i18n/locales/pl.json' with { type: 'json' };
import ro from '../src/i18n/locales/ro.json' with { type: 'json' };
import { CHROMIUM_ARGS } from './chromium-args';
import { buildClient, clientIsStale } from './client-build';
import { findChromium } from './find-chromium';

/**
 * `npm run screens`: the main screens in pl, de and ro as small PNGs in docs/screens/ (linked from the
 * README, docs/decisions/0061). Starts the app on a fresh database with demo data, as the e2e run does,
 * shows each screen at 1280×800 and keeps it scaled to 960×600 with a palette of 128 colours.
 */
const PORT = Number(process.env.SCREENS_PORT ?? 4330);
const BASE = `http://127.0.0.1:${PORT}`;
const OUT = 'docs/screens';
const LANGUAGES = ['pl', 'de', 'ro'] as const;
type Language = (typeof LANGUAGES)[number];
const exportAllIn: Record<Language, string> = {
  pl: pl.productsList.exportAll,
  de: de.productsList.exportAll,
  ro: ro.productsList.exportAll,
};

const ACCOUNTS = {
  supplier: { email: 'supplier@demo.pim', password: 'demo-supplier-pass' },
  admin: { email: 'admin@demo.pim', password: 'demo-admin-pass' },
  qc: { email: 'qc@demo.pim', password: 'demo-qc-pass' },
  network: { email: 'network@demo.pim', password: 'demo-network-pass' },
} as const;

/** Waits until the screen shows its content: the network quiet, no skeleton, nothing busy. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () => document.querySelector('.animate-pulse, [aria-busy=true]') === null,
    undefined,
    { timeout: 30_000 },
  );
  await page.evaluate(() => document.fonts.ready);
}

async function keep(page: Page, language: Language, name: string) {
  const shot = await page.screenshot({ type: 'png' });
  const path = join(OUT, `${language}-${name}.png`);
  await sharp(shot)
    .resize(960, 600)
    .png({ palette: true, colors: 128, compressionLevel: 9, effort: 10 })
    .toFile(path);
  console.log(`wrote ${path}`);
}

/** One user's screens in one language: logged in through the API, the language set as the user's own. */
async function asUser(
  browser: Browser,
  account: keyof typeof ACCOUNTS,
  language: Language,
  shoot: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext({ baseURL: BASE, viewport: { width: 1280, height: 800 } });
  const login = await context.request.post('/api/login', { data: ACCOUNTS[account] });
  if (!login.ok()) throw new Error(`${account} could not log in: ${login.status()}`);
  const { csrf_token: csrf } = (await login.json()) as { csrf_token: string };
  await context.request.put('/api/language', { data: { language }, headers: { 'x-csrf-token': csrf } });
  await shoot(await context.newPage());
  await context.close();
}

async function open(page: Page, path: string) {
  await page.goto(`/react${path}`);
  await settle(page);
}

async function firstProductId(page: Page): Promise<string> {
  await open(page, '/product/list');
  const id = await page.locator('[role=row][data-row-id]').first().getAttribute('data-row-id');
  if (id === null) throw new Error('the products list is empty');
  return id;
}

async function shootAll(browser: Browser, language: Language) {
  const guest = await browser.newContext({ baseURL: BASE, viewport: { width: 1280, height: 800 } });
  const page = await guest.newPage();
  await page.goto('/react/login');
  await settle(page);
  // The guest's language, chosen with the login page's own language select.
  await page.locator('select').first().selectOption(language);
  await page.locator(`html[lang=${language}]`).waitFor({ state: 'attached' });
  await settle(page);
  await keep(page, language, 'login');
  await guest.close();

  await asUser(browser, 'supplier', language, async (page) => {
    await open(page, '/');
    await keep(page, language, 'dashboard');
    const id = await firstProductId(page);
    await keep(page, language, 'products-list');
    const ids = await page
      .locator('[role=row][data-row-id]')
      .evaluateAll((rows) => rows.slice(0, 5).map((row) => row.getAttribute('data-row-id')));
    await open(page, `/product/${id}/edit`);
    await keep(page, language, 'card-form');
    await open(page, `/product/${id}/details`);
    await keep(page, language, 'details');
    await open(page, `/bulk-edit/new?ids=${ids.join(',')}`);
    await page.waitForURL(/\/bulk-edit\/\d+$/);
    await settle(page);
    await keep(page, language, 'bulk-edit');
    await open(page, '/products-importer-excel');
    await keep(page, language, 'importer');
  });

  await asUser(browser, 'admin', language, async (page) => {
    // This browser keeps the admin's jobs list, empty: the panel then shows this pass's export only, not
    // the exports of the passes in the other languages (docs/decisions/0060).
    const config = (await (await page.request.get('/api/page-config')).json()) as { user: { id: number } };
    await page.context().addCookies([{ name: `jobs_${config.user.id}`, value: '%5B%5D', url: BASE }]);
    await open(page, '/media-gallery');
    await keep(page, language, 'media-gallery');
    await open(page, '/accounts-list');
    await keep(page, language, 'admin-users');
    await open(page, '/changelog-report/show');
    await keep(page, language, 'change-log');
    // The jobs panel: an export of the whole list runs as a job and the panel opens when it is done.
    await open(page, '/product/list');
    await page.locator('main').getByRole('button').filter({ hasText: exportAllIn[language] }).first().click();
    await page.locator('[role=progressbar][aria-valuenow="100"]').first().waitFor({ timeout: 120_000 });
    await keep(page, language, 'jobs-panel');
  });

  await asUser(browser, 'qc', language, async (page) => {
    await open(page, '/qc-list');
    await keep(page, language, 'qc-list');
    const id = await page.locator('[role=row][data-row-id]').first().getAttribute('data-row-id');
    await open(page, `/product/${id ?? 1}/details`);
    const report = page.getByRole('form').last();
    await report.scrollIntoViewIfNeeded();
    await keep(page, language, 'issues');
  });

  await asUser(browser, 'network', language, async (page) => {
    await open(page, '/offer');
    await keep(page, language, 'offers');
  });
}

async function waitForServer() {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      if ((await fetch(`${BASE}/react/login`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

if (clientIsStale()) await buildClient();
mkdirSync(OUT, { recursive: true });
// Its own process group, so that stopping it stops npx, tsx and the server under them.
const server = spawn('npx', ['tsx', 'server/main.ts'], {
  detached: true,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'pim-screens-')),
    SEED_PRODUCTS: '300',
    DATABASE_URL: '',
    // An export of the whole list runs as a background job, as on a real list (the jobs panel).
    EXPORT_DIRECT_ROWS: '100',
  },
});
let failed = false;
try {
  await waitForServer();
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  for (const language of LANGUAGES) await shootAll(browser, language);
  await browser.close();
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  if (server.pid !== undefined) process.kill(-server.pid, 'SIGTERM');
}
process.exit(failed ? 1 : 0);
