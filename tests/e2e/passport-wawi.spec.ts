import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from './journey';
import { DEMO, catalogs, expectAccessible, logIn } from './support';

const { pl } = catalogs;
const SHOTS = 'bench/.tmp/passport';

/** The demo supplier's first card (the lowest id it may see). */
async function firstOwnCard(page: Page): Promise<{ id: number; name: string }> {
  for (let id = 1; id <= 200; id += 1) {
    const response = await page.request.get(`/api/p1/product/${id}/modal-info`);
    if (response.ok()) {
      const info = (await response.json()) as { name_to_show: string };
      return { id, name: info.name_to_show };
    }
  }
  throw new Error('the supplier sees no card');
}

test('the WAWI passport of a card: opened from the details, printable, its JSON a link away', async ({
  page,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await logIn(page, DEMO.supplier);
  const card = await firstOwnCard(page);
  await page.goto(`/react/product/${card.id}/details`);
  await page.getByRole('button', { name: pl.productDetails.actions.print }).click();
  const [passport] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('menuitem', { name: new RegExp(`^${pl.productPassport.link}`) }).click(),
  ]);
  await passport.waitForLoadState();
  expect(new URL(passport.url()).pathname).toBe(`/product/${card.id}/get-passport-wawi`);
  await expect(passport.getByRole('heading', { level: 1 })).toHaveText(card.name);
  for (const heading of [
    pl.productPassport.article,
    pl.productPassport.networks,
    pl.productPassport.packages,
  ])
    await expect(passport.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
  await expectAccessible(passport);
  await passport.screenshot({ path: `${SHOTS}/passport-pl.png`, fullPage: true });
  await passport.emulateMedia({ media: 'print' });
  await expect(passport.getByText(pl.productPassport.hint, { exact: false })).toBeHidden();
  await passport.emulateMedia({ media: 'screen' });
  const json = await passport.request.get(
    (await passport.getByRole('link', { name: pl.productPassport.json }).getAttribute('href'))!,
  );
  expect(json.ok()).toBe(true);
  const body = (await json.json()) as { format: string; product: { id: number } };
  expect(body).toMatchObject({ format: 'pim-wawi-passport', product: { id: card.id } });
});
