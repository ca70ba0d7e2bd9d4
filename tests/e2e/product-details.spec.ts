import { mkdirSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from './journey';
import { DEMO, catalogs, expectAccessible, logIn } from './support';

const { pl } = catalogs;
const details = pl.productDetails;
const SHOTS = 'bench/.tmp/details';

/** The demo supplier's first card (lowest id it may see): the seed puts issues and remarks on it. */
async function firstOwnCard(
  page: Page,
): Promise<{ id: number; name: string; issues: number; remarks: number }> {
  for (let id = 1; id <= 200; id += 1) {
    const response = await page.request.get(`/api/p1/product/${id}/modal-info`);
    if (response.ok()) {
      const info = (await response.json()) as { name_to_show: string; open_issues: number; remarks: number };
      if (info.open_issues > 0)
        return { id, name: info.name_to_show, issues: info.open_issues, remarks: info.remarks };
    }
  }
  throw new Error('the supplier sees no card with issues');
}

test('a supplier reads a card: issues tab, only filled-in, remarks drawer, the xlsx read back', async ({
  page,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await logIn(page, DEMO.supplier);
  const card = await firstOwnCard(page);
  await page.goto(`/react/product/${card.id}/details`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(card.name);
  await expect(page.getByRole('region', { name: 'Informacje podstawowe' })).toContainText('Polska');
  await page.screenshot({ path: `${SHOTS}/details-sections.png`, fullPage: true });
  await expectAccessible(page);

  // The issues tab lists the card's open issues (validation findings come on top with flag 10 on).
  await page.getByRole('tab', { name: new RegExp(`^${details.tabs.issues}`) }).click();
  const issues = page.getByRole('list', { name: details.issues.listLabel });
  await expect(issues.getByRole('listitem').first()).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(`^${pl.issues.kinds.qc}`) }).click();
  await expect(page.getByRole('radio', { name: new RegExp(`^${pl.issues.kinds.qc}`) })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.screenshot({ path: `${SHOTS}/details-issues.png`, fullPage: false });
  await expectAccessible(page);

  // Only filled-in attributes.
  await page.getByRole('tab', { name: details.tabs.sections }).click();
  await expect(page.getByText('Hasło reklamowe')).toBeVisible();
  await page.getByRole('switch', { name: details.toggles.onlyFilled }).click();
  await expect(page.getByText('Hasło reklamowe')).toHaveCount(0);
  await expect(page.getByText('Kraj pochodzenia')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/details-only-filled.png`, fullPage: true });

  // The remarks drawer.
  // The card's remarks button ("Uwagi 2"), not a photo's own remarks button ("Uwagi do zdjęcia …").
  await page.getByRole('button', { name: new RegExp(`^${details.actions.remarks}( \\d+)?$`) }).click();
  const drawer = page.getByRole('dialog', { name: details.remarks.title });
  await expect(drawer.getByRole('listitem')).toHaveCount(card.remarks);
  await page.screenshot({ path: `${SHOTS}/details-remarks.png` });
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // The xlsx: downloaded from the site root, read back with exceljs.
  await page.getByRole('button', { name: details.actions.export }).click();
  await page.screenshot({ path: `${SHOTS}/details-export-menu.png` });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: details.actions.xlsx, exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^\d{13}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(
    Object.values(pl.productExport.sheets).slice(0, 4),
  );
  const identify = workbook.getWorksheet(pl.productExport.sheets.card)!;
  const rows: string[][] = [];
  identify.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map(String)));
  expect(rows).toContainEqual([pl.productExport.fields.nameToShow, card.name]);
  expect(rows).toContainEqual([
    pl.productExport.fields.gtin,
    download.suggestedFilename().replace('.xlsx', ''),
  ]);
});

test('the print page of a card: escaped, printable, in Polish', async ({ page }) => {
  await logIn(page, DEMO.supplier);
  const card = await firstOwnCard(page);
  await page.goto(`/react/product/${card.id}/details`);
  await page.getByRole('button', { name: details.actions.print }).click();
  const [printPage] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('menuitem', { name: new RegExp(`^${details.actions.printFilled}`) }).click(),
  ]);
  await printPage.waitForLoadState();
  await expect(printPage.getByRole('heading', { level: 1 })).toHaveText(card.name);
  await expect(printPage.getByText(pl.productExport.print.variantFilled, { exact: false })).toBeVisible();
  await printPage.screenshot({ path: `${SHOTS}/details-print.png`, fullPage: true });
  await printPage.emulateMedia({ media: 'print' });
  await expect(printPage.getByText(pl.productExport.print.hint)).toBeHidden();
});

test('a card the user may not see shows the not-found face', async ({ page }) => {
  await logIn(page, DEMO.supplier);
  await page.goto('/react/product/999999/details');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(details.errors.notFoundTitle);
  await expectAccessible(page);
});
