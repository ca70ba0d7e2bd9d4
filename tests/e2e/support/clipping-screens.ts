import { expect, type Page, type Request } from '@playwright/test';
import pl from '../../../src/i18n/locales/pl.json' with { type: 'json' };
import de from '../../../src/i18n/locales/de.json' with { type: 'json' };
import ro from '../../../src/i18n/locales/ro.json' with { type: 'json' };

/** The demo accounts the clipping check walks as (README.md): one per kind of user. */
export const CLIPPING_ROLES = [
  { role: 'admin', email: 'admin@demo.pim', password: 'demo-admin-pass' },
  { role: 'supplier', email: 'supplier@demo.pim', password: 'demo-supplier-pass' },
  { role: 'network', email: 'network@demo.pim', password: 'demo-network-pass' },
  { role: 'qc', email: 'qc@demo.pim', password: 'demo-qc-pass' },
  { role: 'mdm', email: 'mdm@demo.pim', password: 'demo-mdm-pass' },
  { role: 'cm', email: 'cm@demo.pim', password: 'demo-cm-pass' },
] as const;

/** Opens a path of the app the way a link does (wouter listens to history), without reloading the page. */
export async function openInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState(null, '', `/react${target}`);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The page's requests still running, so a screen is looked at only once its data has come. */
export function trackRequests(page: Page): () => string[] {
  const running = new Set<Request>();
  page.on('request', (request) => running.add(request));
  page.on('requestfinished', (request) => running.delete(request));
  page.on('requestfailed', (request) => running.delete(request));
  return () => [...running].map((request) => request.url());
}

/**
 * Waits until the screen shows its content: no request of the page in flight, no skeleton, nothing busy,
 * and the main area holding text, on two frames in a row.
 */
export async function waitForContent(page: Page, inFlight: () => string[]) {
  const quiet = { timeout: 15_000, intervals: [25, 50, 100] };
  await expect.poll(inFlight, quiet).toEqual([]);
  await page.waitForFunction(
    () => {
      const settled = () =>
        document.querySelector('.animate-pulse, [aria-busy=true]') === null &&
        (document.querySelector('main')?.textContent ?? '').trim() !== '';
      if (!settled()) return false;
      return new Promise<boolean>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(settled()))),
      );
    },
    undefined,
    { timeout: 15_000 },
  );
  await expect.poll(inFlight, quiet).toEqual([]);
}

/**
 * The screens a user reaches: every entry of the main menu their permissions show, their account and
 * switch settings, the change log, and the first product's details and (when they edit products) its form.
 */
export async function screensOf(page: Page, userId: number, permissions: readonly string[]) {
  const menu = await page
    .locator('aside nav a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const paths = menu.map((href) => href.replace(/^\/react/, '') || '/');
  paths.push('/account', `/user/${userId}/switch-me-to`, '/changelog-report/show');
  return { paths, canEdit: permissions.includes('product.edit') };
}

/**
 * The card form at its longest words (the supplier, in Polish): a new card refused as ready, so every
 * section of the navigator carries its fault badge, and a base package whose recycling material and
 * fraction are the longest choices. Nothing is saved.
 */
export async function openRefusedNewCard(page: Page, inFlight: () => string[]) {
  // A page load: the form of a new card starts clean, not from the card the router showed before.
  await page.goto('/react/product/new');
  await waitForContent(page, inFlight);
  await page.getByRole('button', { name: pl.productIdentify.chooseCategory }).click({ timeout: 15_000 });
  const picker = page.getByRole('dialog', { name: pl.categoryPicker.title });
  await picker.getByLabel(pl.categoryPicker.search).fill('jogurt');
  await picker
    .getByRole('treeitem', { name: /Jogurt naturalny/ })
    .first()
    .click();
  await expect(picker).toBeHidden();
  await page.getByRole('button', { name: pl.productForm.actions.save, exact: true }).click();
  const sections = page.getByRole('navigation', { name: pl.productForm.navigator.sections });
  await expect(sections.getByText(/\d+ błęd/).first()).toBeVisible();
  await page.getByRole('button', { name: pl.logistics.addBasePackage }).click();
  await page.getByRole('button', { name: pl.recycling.addMaterial }).first().click();
  const material = page.getByRole('combobox', { name: new RegExp(`^${pl.recycling.columns.material} – `) });
  await material.first().selectOption({ label: pl.recycling.materials.multiMaterial });
  const fraction = page.getByRole('combobox', { name: new RegExp(`^${pl.recycling.columns.fraction} – `) });
  if ((await fraction.count()) > 0)
    await fraction.first().selectOption({ label: pl.recycling.fractions.metalsAndPlastics });
  await sections.scrollIntoViewIfNeeded();
}

/** The jobs panel's button in each language the check walks. */
export const jobsPanelButton = {
  pl: pl.jobs.panel.button,
  de: de.jobs.panel.button,
  ro: ro.jobs.panel.button,
};

/**
 * A bulk edit session of the first cards of the user's list, for users who edit in bulk: its grid is a
 * screen of its own (names beside attribute columns). Nothing is saved; the path, or null.
 */
export async function openBulkEdit(page: Page, permissions: readonly string[]): Promise<string | null> {
  if (!permissions.includes('product.bulk_edit')) return null;
  const list = await page.request.get('/api/p1/products?per_page=25');
  expect(list.ok()).toBe(true);
  const { rows } = (await list.json()) as { rows: { id: number }[] };
  if (rows.length === 0) return null;
  const created = await page.request.post('/api/bulk-edit', {
    data: { ids: rows.slice(0, 5).map((row) => row.id) },
    headers: { 'x-csrf-token': await csrfToken(page) },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  return `/bulk-edit/${id}`;
}

/** The session's CSRF token, as the page config hands it to the app. */
async function csrfToken(page: Page): Promise<string> {
  const config = await page.request.get('/api/page-config');
  return ((await config.json()) as { csrf_token: string }).csrf_token;
}
