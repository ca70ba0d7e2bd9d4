import { expect, test, type Page } from './journey';
import { catalogs, expectAccessible } from './support';

const { pl, ro } = catalogs;
/** Screenshots for a human to look at (gitignored). */
const SHOTS = 'bench/.tmp';

const QC = { email: 'qc@demo.pim', password: 'demo-qc-pass' };
const CIN = { email: 'cm@demo.pim', password: 'demo-cm-pass' };

/** Logs in through the login screen (in Polish, the default) and waits to leave it. */
async function logIn(page: Page, user: { email: string; password: string }) {
  await page.goto('/react/login');
  await page.getByLabel(pl.login.email).fill(user.email);
  await page.getByLabel(pl.login.password).fill(user.password);
  await page.getByRole('button', { name: pl.login.submit }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

const grid = (page: Page, label: string) => page.getByRole('grid', { name: label });
const bodyRows = (page: Page, label: string) => grid(page, label).locator('[role="row"][data-row-index]');
const settled = async (page: Page, label: string) => {
  await expect(grid(page, label)).toBeVisible();
  await expect(grid(page, label)).not.toHaveAttribute('aria-busy', 'true');
};
/** The texts of one column, by its index among the row's cells. */
const columnTexts = (page: Page, label: string, index: number) =>
  bodyRows(page, label).evaluateAll(
    (rows, at) => rows.map((row) => row.querySelectorAll('[role="gridcell"]')[at]?.textContent ?? ''),
    index,
  );

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('QC list: filter, sort, change a QC status through the modal and see it in the list', async ({
  page,
}) => {
  const label = pl.qcList.tableLabel;
  await logIn(page, QC);
  await page.getByRole('link', { name: pl.nav.qcList }).click();
  await settled(page, label);
  await page.screenshot({ path: `${SHOTS}/qc-list.png` });
  await expectAccessible(page);

  // Filter: cards not yet checked by the platform's QC.
  await page.getByRole('button', { name: `${pl.qcList.filters.qc_status}: ${pl.dataTable.any}` }).click();
  await page.getByLabel(pl.productList.qcStatus['0']).check();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/qc_status=0/);
  await settled(page, label);
  const count = await bodyRows(page, label).count();
  expect(count).toBeGreaterThan(0);

  // Sort by name.
  const name = page.getByRole('columnheader', { name: pl.qcList.columns.name_to_show });
  await name.getByRole('button').click();
  await expect(name).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/sort=name_to_show&order=asc/);
  await settled(page, label);
  // The cells of a row: a selection checkbox first, then the columns in order (name is the first).
  const names = await columnTexts(page, label, 1);
  // The Polish alphabet, case ignored (docs/decisions/0025).
  const polish = new Intl.Collator('pl', { sensitivity: 'base' });
  expect(names).toEqual([...names].sort((a, b) => polish.compare(a, b)));

  // Pass the first card through the modal: it leaves the "not checked" filter.
  const first = bodyRows(page, label).first();
  const cardName = (await first.getAttribute('aria-label'))!;
  await first.getByRole('button', { name: `Akcje: ${cardName}` }).click();
  await page.getByRole('menuitem', { name: pl.qcList.actions.qcStatus }).click();
  const dialog = page.getByRole('dialog', { name: pl.qcList.modal.title });
  await expect(dialog.getByLabel(pl.qcList.modal.chain)).toBeVisible();
  await dialog.getByRole('radio', { name: pl.productList.qcStatus['1'] }).check();
  await page.screenshot({ path: `${SHOTS}/qc-modal.png` });
  await dialog.getByRole('button', { name: pl.qcList.modal.save }).click();
  await expect(page.getByTestId('action-notice')).toContainText('Zapisano status QC 1 karty.');
  await settled(page, label);

  // With the filter cleared, the card shows its new status.
  await page.getByRole('button', { name: pl.dataTable.clearFilters }).first().click();
  await page.getByLabel(pl.qcList.filters.q).fill(cardName.split(' ')[0]!);
  await settled(page, label);
  const row = page.getByRole('row', { name: cardName }).first();
  await expect(row).toContainText(pl.productList.qcStatus['1']);
});

test('Panel CIN: the chain’s cards in Romanian, send a CIN request for the selected cards', async ({
  page,
}) => {
  const label = ro.cinPanel.tableLabel;
  await logIn(page, CIN);
  await page.getByRole('link', { name: ro.nav.cinPanel }).click();
  await settled(page, label);
  await expect(page.getByRole('heading', { name: ro.cinPanel.title })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/cin-panel.png` });
  await expectAccessible(page);

  // Only cards never requested; select two and request their files.
  await page.getByLabel(ro.cinPanel.filters.cin, { exact: true }).selectOption('none');
  await expect(page).toHaveURL(/cin=none/);
  await settled(page, label);
  const rows = bodyRows(page, label);
  expect(await rows.count()).toBeGreaterThan(1);
  // A card is known by its details link: other journeys may have made cards of the same name.
  const cardLink = (index: number) => rows.nth(index).getByRole('link').first().getAttribute('href');
  const picked = [(await cardLink(0))!, (await cardLink(1))!];
  const rowOf = (href: string) =>
    grid(page, label)
      .getByRole('row')
      .filter({ has: page.locator(`a[href="${href}"]`) });
  await rows.nth(0).getByRole('checkbox').check();
  await rows.nth(1).getByRole('checkbox').check();
  await page.getByRole('button', { name: ro.cinPanel.actions.requestSelected }).click();
  await expect(page.getByTestId('action-notice')).toContainText('Fișiere CIN solicitate');
  // Requested cards leave the "never requested" list once it has reloaded…
  for (const href of picked) await expect(rowOf(href)).toHaveCount(0);
  await settled(page, label);
  await page.screenshot({ path: `${SHOTS}/cin-requested.png` });

  // …and show their outcome under "requested".
  await page.getByLabel(ro.cinPanel.filters.cin, { exact: true }).selectOption('requested');
  await settled(page, label);
  const row = rowOf(picked[0]!);
  await expect(row).toBeVisible();
  await expect(row).not.toContainText(ro.cinPanel.requestStatus.none);
});
