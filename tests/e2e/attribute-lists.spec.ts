import { expect, test, type Page } from './journey';
import { DEMO, catalogs, expectAccessible, logIn } from './support';

const { pl } = catalogs;
/** Screenshots for a human to look at (gitignored). */
const SHOTS = 'bench/.tmp';
const NETWORK = { email: 'network@demo.pim', password: 'demo-network-pass' };

const grid = (page: Page, label: string) => page.getByRole('grid', { name: label });
const bodyRows = (page: Page, label: string) => grid(page, label).locator('[role="row"][data-row-index]');
const settled = async (page: Page, label: string) => {
  await expect(grid(page, label)).toBeVisible();
  await expect(grid(page, label)).not.toHaveAttribute('aria-busy', 'true');
};

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('a network creates a requirement set in the retail-chain requirements dialog', async ({ page }) => {
  const label = pl.requirementSets.tableLabel;
  await logIn(page, NETWORK);
  await page.getByRole('link', { name: pl.nav.requirementSets }).click();
  await settled(page, label);
  const before = await bodyRows(page, label).count();
  await page.screenshot({ path: `${SHOTS}/requirement-sets.png` });

  await page.getByRole('button', { name: pl.requirementSets.new }).click();
  const dialog = page.getByRole('dialog', { name: pl.requirementSets.dialog.createTitle });
  await dialog.getByLabel(pl.requirementSets.dialog.name).fill('Napoje — etykieta');
  await dialog.getByRole('checkbox', { name: 'Napoje', exact: true }).check();
  await dialog.getByRole('checkbox', { name: 'Kraj pochodzenia' }).check();
  await dialog.getByRole('checkbox', { name: 'Zawartość netto' }).check();
  await page.screenshot({ path: `${SHOTS}/requirement-set-dialog.png` });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: pl.requirementSets.dialog.save }).click();

  await expect(page.getByTestId('set-saved')).toHaveText(pl.requirementSets.outcome.saved);
  await expect(bodyRows(page, label)).toHaveCount(before + 1);
  const row = grid(page, label).getByRole('row', { name: 'Napoje — etykieta' });
  await expect(row).toContainText('Napoje');
  await expect(row).toContainText('2');

  // Sorted by attribute count, descending: the new two-attribute set goes last.
  await page
    .getByRole('columnheader', { name: pl.requirementSets.columns.attribute_count })
    .getByRole('button')
    .click();
  await page
    .getByRole('columnheader', { name: pl.requirementSets.columns.attribute_count })
    .getByRole('button')
    .click();
  await expect(page).toHaveURL(/sort=attribute_count&order=desc/);
  await settled(page, label);
  await expect(bodyRows(page, label).last()).toContainText('Napoje — etykieta');
});

test('an admin filters the essentialities by supplier, network and fill rate', async ({ page }) => {
  const label = pl.essentialities.tableLabel;
  await logIn(page, DEMO.admin);
  await page.getByRole('link', { name: pl.nav.essentialities }).click();
  await settled(page, label);
  await expect(page.getByTestId('table-results')).toHaveText(/^Wyników: 1–50 z /);
  await page.screenshot({ path: `${SHOTS}/essentialities.png` });
  await expectAccessible(page);

  await page
    .getByLabel(pl.essentialities.filters.supplier_id)
    .selectOption({ label: 'Browar Pod Lipą S.A.' });
  await page.getByLabel(pl.essentialities.filters.network_code).selectOption({ label: 'Metro' });
  await expect(page).toHaveURL(/supplier_id=\d+/);
  await expect(page).toHaveURL(/network_code=metro/);
  await settled(page, label);
  const rows = bodyRows(page, label);
  await expect(rows.first()).toContainText('Browar Pod Lipą S.A.');
  await expect(rows.first()).toContainText('Metro');

  await page.getByLabel(pl.essentialities.filters.fill, { exact: true }).selectOption('0-49');
  await expect(page).toHaveURL(/fill=0-49/);
  await settled(page, label);
  const rates = await rows
    .locator('[data-fill-rate]')
    .evaluateAll((cells) => cells.map((cell) => Number(cell.getAttribute('data-fill-rate'))));
  expect(rates.length).toBeGreaterThan(0);
  for (const rate of rates) expect(rate).toBeLessThan(50);
  await page.screenshot({ path: `${SHOTS}/essentialities-filtered.png` });
});

test('an admin creates an attribute migration and a supplier agrees to it', async ({ page }) => {
  const label = pl.attributeMigrations.tableLabel;
  await logIn(page, DEMO.admin);
  await page.getByRole('link', { name: pl.nav.attributeMigrations }).click();
  await settled(page, label);
  await page.getByRole('link', { name: pl.attributeMigrations.new }).click();
  await page.getByLabel(pl.attributeMigrations.edit.name).fill('Kraj pochodzenia → Hasło reklamowe');
  await page.getByLabel(pl.attributeMigrations.edit.source).selectOption({ label: 'Kraj pochodzenia' });
  await page.getByLabel(pl.attributeMigrations.edit.target).selectOption({ label: 'Hasło reklamowe' });
  await expect(page.getByText(pl.attributeMigrations.edit.copiedAsIs)).toBeVisible();
  await page.getByRole('button', { name: pl.attributeMigrations.edit.save }).click();
  await expect(page.getByTestId('migration-notice')).toHaveText(pl.attributeMigrations.edit.saved);
  await expect(page).toHaveURL(/\/react\/attribute-migration\/\d+$/);
  await expect(page.getByRole('cell', { name: 'Mleczarnia Zielona Dolina Sp. z o.o.' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/attribute-migration-edit.png` });
  await expectAccessible(page);
  const address = new URL(page.url()).pathname;

  await page.context().clearCookies();
  await logIn(page, DEMO.supplier);
  await page.getByRole('link', { name: pl.nav.attributeMigrations }).click();
  await settled(page, label);
  await expect(bodyRows(page, label)).toHaveCount(2);
  await page.screenshot({ path: `${SHOTS}/attribute-migrations.png` });
  await page.goto(address);
  await page.getByRole('button', { name: pl.attributeMigrations.actions.agree }).click();
  const modal = page.getByRole('alertdialog', { name: pl.attributeMigrations.edit.agreeTitle });
  await expect(modal).toContainText('Kraj pochodzenia');
  await page.screenshot({ path: `${SHOTS}/attribute-migration-agreement.png` });
  await modal.getByRole('button', { name: pl.attributeMigrations.actions.agree }).click();
  await expect(page.getByTestId('migration-notice')).toHaveText(pl.attributeMigrations.edit.agreed);
  await expect(page.getByText(/Zgoda wyrażona · Piotr Dostawca/)).toBeVisible();
  await expect(page.getByRole('button', { name: pl.attributeMigrations.actions.agree })).toHaveCount(0);
});
