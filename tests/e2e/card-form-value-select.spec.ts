import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from './journey';
import { DEMO, catalogs, expectAccessible, logIn } from './support';

const { pl } = catalogs;
const SHOTS = 'bench/.tmp/value-select';
const MORE = [
  'ISO 22000',
  'FSSC 22000',
  'GLOBALG.A.P.',
  'Bio',
  'Kosher',
  'MSC',
  'ASC',
  'Rainforest Alliance',
];

/** The demo supplier's first card (the lowest id it may see). */
async function firstOwnCard(page: Page): Promise<number> {
  for (let id = 1; id <= 200; id += 1)
    if ((await page.request.get(`/api/p1/product/${id}/modal-info`)).ok()) return id;
  throw new Error('the supplier sees no card');
}

/** Every attribute named `name` in the answer gets a long value list (the demo's lists are short). */
function lengthen(node: unknown, name: string): void {
  if (Array.isArray(node)) return node.forEach((item) => lengthen(item, name));
  if (typeof node !== 'object' || node === null) return;
  const record = node as Record<string, unknown>;
  if (record.name === name && Array.isArray(record.available_values))
    record.available_values.push(...MORE.map((value, index) => ({ uuid: `e2e-${index}`, name: value })));
  Object.values(record).forEach((value) => lengthen(value, name));
}

test('the card form: the help videos link, and a long list picked in the value select modal', async ({
  page,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await logIn(page, DEMO.supplier);
  const id = await firstOwnCard(page);
  await page.route(`**/api/p1/product/schema/${id}`, async (route) => {
    const response = await route.fetch();
    const body: unknown = await response.json();
    lengthen(body, 'Certyfikaty');
    await route.fulfill({ response, json: body });
  });
  await page.goto(`/react/product/${id}/edit`);
  const help = page.getByRole('link', { name: new RegExp(pl.productFormHelp.videos) });
  await expect(help).toHaveAttribute('href', /youtube\.com\/@pim-produkty-pomoc/);
  await expect(help).toHaveAttribute('target', '_blank');
  await page
    .locator('header', { has: help })
    .last()
    .screenshot({ path: `${SHOTS}/form-header-pl.png` });

  const open = page.getByRole('button', { name: `${pl.valueSelect.open}: Certyfikaty` });
  await open.scrollIntoViewIfNeeded();
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Certyfikaty' });
  await expect(dialog.getByLabel(pl.valueSelect.search)).toBeFocused();
  await page.keyboard.type('bio');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('checkbox', { name: 'Bio' })).toBeChecked();
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/value-select-pl.png` });
  await dialog.getByRole('button', { name: pl.valueSelect.apply }).click();
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  await expect(page.getByRole('button', { name: `${pl.productForm.fieldLabels.remove}: Bio` })).toBeVisible();
});
