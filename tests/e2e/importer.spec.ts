import { expect, test } from './journey';
import ExcelJS from 'exceljs';
import { withCheckDigit } from '../../src/domain/gtin';
import { catalogs, expectAccessible, logIn } from './support';

const { pl } = catalogs;
const screen = pl.productsImporter.screen;
const panel = pl.jobs.panel;
/** Screenshots for a human to look at (gitignored). */
const SHOTS = 'bench/.tmp';
/** The brewery's supplier: its own cards, so no other spec's counts move. */
const SUPPLIER = { email: 'supplier2@demo.pim', password: 'demo-supplier2-pass' };
const FILE = 'e2e-import.xlsx';

/** An xlsx as the template lays it out: labels, the key row, then 40 rows of which 4 are bad. */
async function generatedFile(): Promise<{ bytes: Buffer; bad: number[] }> {
  const base = Date.now() % 1_000_000;
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Produkty');
  sheet.addRow(['GTIN', 'Nazwa handlowa', 'Producent', 'Marka']);
  sheet.addRow(['gtin', 'name_to_show', 'producer', 'brand']);
  const bad: number[] = [];
  for (let i = 0; i < 40; i += 1) {
    const gtin = withCheckDigit(`5907${String(base).padStart(6, '0')}${String(i).padStart(2, '0')}`);
    const row = sheet.addRow([gtin, `Piwo importowane ${i}`, 'Browar Pod Lipą', 'Lipowe']);
    if (i % 10 === 3) {
      row.getCell(1).value = `${gtin.slice(0, -1)}${(Number(gtin.at(-1)) + 1) % 10}`;
      bad.push(row.number);
    }
  }
  return { bytes: Buffer.from(await workbook.xlsx.writeBuffer()), bad };
}

test('import a generated xlsx: column check, preview with faults, the job in the panel, the per-row report', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page, SUPPLIER);
  await page.getByRole('link', { name: pl.productsImporter.nav }).click();
  await expect(page.getByRole('heading', { level: 1, name: pl.productsImporter.title })).toBeVisible();
  await expect(page.getByRole('link', { name: screen.template.download })).toHaveAttribute(
    'href',
    '/product-excel/api/import/template?for_update=1',
  );
  await page.getByLabel(pl.productsImporter.modes.create).check();
  await page.screenshot({ path: `${SHOTS}/importer-1-file.png` });
  await expectAccessible(page);

  const { bytes, bad } = await generatedFile();
  await page.getByLabel(screen.upload.fileLabel).setInputFiles({
    name: FILE,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: bytes,
  });
  await page.getByRole('button', { name: screen.upload.send }).click();

  await expect(page.getByRole('heading', { name: screen.mapping.heading })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(screen.mapping.recognised.replace('{{count}}', '4'))).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/importer-2-mapping.png` });
  await page.getByRole('button', { name: screen.actions.next }).click();

  await expect(page.getByRole('heading', { name: screen.preview.heading })).toBeVisible();
  await expect(page.getByText(/Wierszy: 40\. Z błędami: 4/)).toBeVisible();
  // A faulty cell tells its fault when the keyboard reaches it, not in a column far to the right.
  const faulty = page
    .getByRole('region', { name: screen.preview.heading })
    .locator('td[aria-invalid="true"]');
  await faulty.first().focus();
  await expect(
    page.getByRole('tooltip').filter({ hasText: pl.validation.eanCheckDigit }).first(),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/importer-3-preview.png`, fullPage: true });
  await expectAccessible(page);
  await page.getByRole('button', { name: screen.actions.import }).click();

  // §2 Jobs panel: the import is listed there and says when it is done.
  await expect(page.getByRole('button', { name: new RegExp(panel.button) })).toBeVisible({ timeout: 10_000 });
  const title = pl.productsImporter.jobTitle.replace('{{name}}', FILE);
  await expect(page.getByText(panel.completed.replace('{{title}}', title))).toBeVisible({ timeout: 60_000 });
  const card = page.getByRole('region', { name: panel.title });
  await expect(card.getByText(title)).toBeVisible();
  await expect(card.getByRole('progressbar').first()).toHaveAttribute('aria-valuenow', '100');

  // The report, per row and cell, once the job has ended (the screen polls it too).
  await expect(page.getByRole('heading', { name: new RegExp(screen.report.heading) })).toBeVisible({
    timeout: 30_000,
  });
  const table = page.getByRole('table', { name: screen.report.tableLabel });
  for (const row of bad) {
    const line = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: String(row), exact: true }) });
    await expect(line).toContainText(pl.productsImporter.outcomes.failed);
    await expect(line).toContainText(`GTIN: ${pl.validation.eanCheckDigit}`);
  }
  await expect(page.getByRole('definition').filter({ hasText: /^36$/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/importer-4-report.png`, fullPage: true });
  await expectAccessible(page);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: screen.actions.downloadReport }).click();
  const file = await download;
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await file.path());
  // A line per row: 36 imported without a word, 4 with their fault.
  expect(book.worksheets[0]?.actualRowCount).toBe(41);
});
