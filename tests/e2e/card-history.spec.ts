import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from './journey';
import { DEMO, catalogs, expectAccessible, logIn } from './support';

const { pl, de, ro } = catalogs;
const SHOTS = 'bench/.tmp/card-history';

/** A copy of the supplier's first editable card: a card of this journey alone, whatever others edit. */
async function ownCard(api: APIRequestContext, csrf: string): Promise<number> {
  for (let id = 1; id <= 200; id += 1) {
    const answer = await api.get(`/api/p1/product/${id}/versions`);
    if (!answer.ok() || !((await answer.json()) as { can_restore: boolean }).can_restore) continue;
    const copy = await api.post(`/api/p1/copy-product/${id}`, { headers: { 'x-csrf-token': csrf } });
    expect(copy.ok(), await copy.text()).toBe(true);
    return Number(/product\/(\d+)\//.exec(((await copy.json()) as { url: string }).url)?.[1]);
  }
  throw new Error('the supplier may edit no card');
}

/** One save of the card through the API, as the form sends it, with a new trade name. */
async function rename(api: APIRequestContext, csrf: string, id: number, name: string) {
  const shown = (await (await api.get(`/api/p1/product/show/${id}`)).json()) as {
    id: number;
    general_info: { version: number; updated_at: string };
    product_profile: { name_to_show: string };
  };
  const { general_info: info, id: _id, ...payload } = shown;
  payload.product_profile.name_to_show = name;
  const saved = await api.put(`/api/p1/product/${id}/edit?save=draft`, {
    data: { ...payload, version: info.version, updated_at: info.updated_at },
    headers: { 'x-csrf-token': csrf },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

async function switchLanguage(page: Page, menu: string, to: string, lang: string) {
  await page.getByRole('button', { name: menu }).click();
  await page.getByRole('menuitem', { name: to }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

test('a card changed twice: its versions compared and one field restored as a new version', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  const page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await logIn(page, DEMO.supplier);
  const { csrf_token: csrf } = (await (await page.request.get('/api/page-config')).json()) as {
    csrf_token: string;
  };
  const id = await ownCard(page.request, csrf);
  await rename(page.request, csrf, id, 'Sok historyczny 1 l');
  await rename(page.request, csrf, id, 'Sok zmieniony 1 l');

  // From the card form to its history: the newest version is the current one, saved in the form.
  await page.goto(`/react/product/${id}/edit`);
  await page.getByRole('link', { name: pl.cardHistory.link }).click();
  await expect(page).toHaveURL(new RegExp(`/react/product/${id}/history$`));
  const timeline = page.getByRole('list', { name: pl.cardHistory.title });
  const newest = timeline.getByRole('listitem').first();
  await expect(newest).toContainText(pl.cardHistory.current);
  await expect(newest).toContainText(pl.cardHistory.sources.ui);
  await expect(newest).toContainText(pl.cardHistory.fields.name_to_show);
  await page.screenshot({ path: `${SHOTS}/timeline-pl.png`, fullPage: true });

  // The two newest compared side by side; the trade name chosen and restored.
  await page.getByRole('button', { name: pl.cardHistory.compare }).click();
  const table = page.getByRole('table');
  await expect(table).toContainText('Sok historyczny 1 l');
  await expect(table).toContainText('Sok zmieniony 1 l');
  await page.screenshot({ path: `${SHOTS}/compare-pl.png`, fullPage: true });
  await expectAccessible(page);
  await table.getByRole('checkbox', { name: new RegExp(pl.cardHistory.fields.name_to_show) }).check();
  await page.getByRole('button', { name: pl.cardHistory.restoreChosen }).click();

  // The restore is a new version on top of the timeline, and the card carries the older name again.
  await expect(page.getByRole('status').filter({ hasText: /Zapisano jako nową wersję \d+/ })).toBeVisible();
  await expect(newest).toContainText(/przywrócono z wersji \d+/);
  await expect(newest).toContainText(pl.cardHistory.current);
  const card = (await (await page.request.get(`/api/p1/product/show/${id}`)).json()) as {
    product_profile: { name_to_show: string };
  };
  expect(card.product_profile.name_to_show).toBe('Sok historyczny 1 l');
  await expectAccessible(page);

  // German and Romanian lengths, then Polish again for the journeys after this one (the language is stored).
  for (const [menu, to, lang, words] of [
    [pl.nav.language, 'Deutsch', 'de', de.cardHistory],
    [de.nav.language, 'Română', 'ro', ro.cardHistory],
  ] as const) {
    await switchLanguage(page, menu, to, lang);
    await page.reload();
    await expect(timeline.or(page.getByRole('list', { name: words.title }))).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/timeline-${lang}.png`, fullPage: true });
    await page.getByRole('button', { name: words.compare }).click();
    await expect(page.getByRole('table')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/compare-${lang}.png`, fullPage: true });
  }
  await switchLanguage(page, ro.nav.language, 'Polski', 'pl');
});
