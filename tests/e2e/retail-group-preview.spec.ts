import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from './journey';
import { DEMO, catalogs, expectAccessible, logIn } from './support';

const { pl, de } = catalogs;
const preview = pl.cardRules.preview;
const SHOTS = 'bench/.tmp/rules';

/** The first card the admin may open (lowest id). */
async function firstCard(page: Page): Promise<number> {
  for (let id = 1; id <= 200; id += 1) {
    const response = await page.request.get(`/api/p1/product/${id}/modal-info`);
    if (response.ok()) return id;
  }
  throw new Error('the admin sees no card');
}

test('§6 an admin previews a card for one retail group, and is refused a new card', async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await logIn(page, DEMO.admin);
  const id = await firstCard(page);
  await page.goto(`/react/product/${id}/details`);
  await page.getByRole('button', { name: preview.open }).click();
  const dialog = page.getByRole('dialog', { name: preview.title });
  await dialog.getByLabel(preview.network).selectOption({ label: 'Selgros' });
  await expect(dialog.getByTestId('preview-completeness')).toContainText('Selgros');
  await expect(dialog.getByRole('rowheader').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/preview-selgros-pl.png` });
  await expectAccessible(page);

  await dialog.getByLabel(preview.network).selectOption({ label: 'Metro' });
  await expect(dialog.getByTestId('preview-completeness')).toContainText('Metro');
  await dialog.getByRole('button', { name: preview.close }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // German: the longer labels still fit the dialog.
  await page.getByRole('button', { name: pl.nav.language }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await page.getByRole('button', { name: de.cardRules.preview.open }).click();
  const german = page.getByRole('dialog', { name: de.cardRules.preview.title });
  await german.getByLabel(de.cardRules.preview.network).selectOption({ label: 'Penny' });
  await expect(german.getByTestId('preview-completeness')).toContainText('Penny');
  await page.screenshot({ path: `${SHOTS}/preview-penny-de.png` });
  await german.getByRole('button', { name: de.cardRules.preview.close }).click();
  await page.getByRole('button', { name: de.nav.language }).click();
  await page.getByRole('menuitem', { name: 'Polski' }).click();
  await expect(page.getByRole('button', { name: preview.open })).toBeVisible();

  // §6 Create new product: supplier. The admin is told so, with no form behind it.
  await page.goto('/react/product/new');
  await expect(page.getByRole('alert')).toHaveText(pl.cardRules.createRefused);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/new-product-refused-pl.png` });
});
