import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './journey';
import { DEMO, catalogs, expectAccessible, logIn } from './support';

const { pl } = catalogs;
const gln = pl.glnImport;
const gs1 = pl.gs1;
const SHOTS = 'bench/.tmp';

/** A GLN with its GS1 mod-10 check digit: 12 digits weighted 1, 3, 1, 3… from the left. */
function withCheckDigit(twelve: string): string {
  const sum = [...twelve].reduce(
    (total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3),
    0,
  );
  return `${twelve}${(10 - (sum % 10)) % 10}`;
}

test('an admin imports a GLN file with one bad row: the report names it, the good row is saved', async ({
  page,
}) => {
  // A number no other journey uses, so the row is good whatever ran before.
  const number = withCheckDigit(`590${String(Date.now()).slice(-9)}`);
  const file = join(mkdtempSync(join(tmpdir(), 'pim-gln-')), 'gln.csv');
  writeFileSync(file, `firma;gln\nBrowar Pod Lipą S.A.;${number}\nNieznana Firma Sp. z o.o.;5901111000034\n`);

  await logIn(page, DEMO.admin);
  await page.goto('/react/company/gln-import');
  await expect(page.getByRole('heading', { name: gln.title })).toBeVisible();
  await page.getByLabel(gln.file).setInputFiles(file);
  await page.getByRole('button', { name: gln.check }).click();
  await expect(
    page.getByText(gln.summary.replace('{{total}}', '2').replace('{{good}}', '1').replace('{{bad}}', '1')),
  ).toBeVisible();
  await expect(page.getByText(gln.problems.unknownCompany)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/gln-import-report-pl.png`, fullPage: true });
  await expectAccessible(page);

  // All or nothing refuses the file; good rows only saves the one good row.
  await page.getByRole('button', { name: gln.apply }).click();
  await expect(page.getByText(gln.blocked)).toBeVisible();
  await page.getByLabel(gln.mode.good_rows).check();
  await page.getByRole('button', { name: gln.apply }).click();
  await expect(page.getByText(gln.applied)).toBeVisible();
});

test('a supplier enters a GS1 prefix and finds the cards outside it in the products list', async ({
  page,
}) => {
  await logIn(page, DEMO.supplier);
  await page.goto('/react/connect/gs1');
  await expect(page.getByRole('heading', { name: gs1.title })).toBeVisible();
  await page.getByLabel(gs1.newPrefix).fill('5909998');
  await page.getByRole('button', { name: gs1.add }).click();
  await page.getByRole('button', { name: gs1.save }).click();
  const outside = page.getByRole('region', { name: gs1.outsideTitle });
  await expect(outside.getByText(/Karty z kodem spoza prefiksów: \d+/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/gs1-prefixes-pl.png`, fullPage: true });
  await expectAccessible(page);

  await outside.getByRole('link', { name: gs1.showInList }).click();
  await expect(page).toHaveURL(/gs1=outside/);
  const grid = page.getByRole('grid', { name: pl.productsList.tableLabel });
  await expect(grid).not.toHaveAttribute('aria-busy', 'true');
  await expect(grid.getByRole('row').nth(1)).toBeVisible();

  // The prefix is taken back: the demo company keeps no licence it does not have.
  await page.goto('/react/connect/gs1');
  await page.getByRole('button', { name: gs1.remove.replace('{{prefix}}', '5909998') }).click();
  await page.getByRole('button', { name: gs1.save }).click();
  await expect(page.getByText(gs1.none)).toBeVisible();
});
