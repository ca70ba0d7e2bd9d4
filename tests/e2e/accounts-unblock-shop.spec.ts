import { expect, test, type Page } from './journey';
import { DEMO, catalogs, expectAccessible, logIn } from './support';

const { pl } = catalogs;
/** Screenshots for a human to look at (gitignored). */
const SHOTS = 'bench/.tmp';
const NETWORK = { email: 'network@demo.pim', password: 'demo-network-pass' };

const grid = (page: Page, name: string) => page.getByRole('grid', { name });
const bodyRows = (page: Page, name: string) => grid(page, name).locator('[role="row"][data-row-index]');
const settled = async (page: Page, name: string) => {
  await expect(grid(page, name)).toBeVisible();
  await expect(grid(page, name)).not.toHaveAttribute('aria-busy', 'true');
};

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('admin deactivates a user, then filters the accounts by status and sorts by last login', async ({
  page,
}) => {
  const label = pl.accountsList.tableLabel;
  await logIn(page, DEMO.admin);
  await page.getByRole('link', { name: pl.nav.accounts }).click();
  await settled(page, label);
  await page.screenshot({ path: `${SHOTS}/accounts-list.png` });
  await expectAccessible(page);

  // An account no other journey logs in with (the demo logins stay usable for them).
  await page.getByLabel(pl.accountsList.filters.q).fill('Lis');
  // The search answers after its typing delay: act on the rows it brings, not on the page before it.
  await expect(page).toHaveURL(/q=Lis/);
  await settled(page, label);
  const row = grid(page, label).getByRole('row', { name: 'Tomasz Lis' });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Akcje: Tomasz Lis' }).click();
  await page.getByRole('menuitem', { name: pl.accountsList.actions.deactivate }).click();
  // Deactivating asks first (it locks the account and logs it out).
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText(pl.accountsList.confirm.deactivate);
  await question.getByRole('button', { name: pl.accountsList.actions.deactivate }).click();
  await expect(page.getByTestId('action-notice')).toContainText(pl.accountsList.outcome.deactivate_one);
  await expect(row).toContainText(pl.accountsList.status.inactive);

  await page.getByRole('button', { name: pl.dataTable.clearFilters }).click();
  await page.getByLabel(pl.accountsList.filters.status).selectOption('inactive');
  await expect(page).toHaveURL(/status=inactive/);
  await settled(page, label);
  await expect(grid(page, label).getByRole('row', { name: 'Tomasz Lis' })).toBeVisible();
  const statuses = await bodyRows(page, label).allTextContents();
  expect(statuses.length).toBeGreaterThan(1);
  for (const text of statuses) expect(text).toContain(pl.accountsList.status.inactive);

  const header = page.getByRole('columnheader', { name: pl.accountsList.columns.last_login_at });
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/sort=last_login_at/);
  await page.screenshot({ path: `${SHOTS}/accounts-list-inactive.png` });
});

test('a blocked user asks from the login screen; the admin accepts and the user logs in', async ({
  page,
}) => {
  const label = pl.unblockRequests.tableLabel;
  // The demo blocked user already has a pending request: show the form and the answer it gets.
  await page.goto('/react/login');
  await page.getByRole('link', { name: pl.login.requestUnblock }).click();
  await page.getByLabel(pl.unblockRequests.form.email).fill(DEMO.blocked.email);
  await page.getByLabel(pl.unblockRequests.form.password).fill(DEMO.blocked.password);
  await page.getByLabel(pl.unblockRequests.form.message).fill('Proszę o odblokowanie.');
  await page.getByRole('button', { name: pl.unblockRequests.form.submit }).click();
  await expect(page.getByText(pl.unblockRequests.errors.alreadyPending)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/unblock-request-form.png` });

  await logIn(page, DEMO.admin);
  await page.getByRole('link', { name: pl.nav.unblockRequests }).click();
  await settled(page, label);
  await page.screenshot({ path: `${SHOTS}/unblock-requests.png` });
  await expectAccessible(page);
  const row = grid(page, label).getByRole('row', { name: 'Zablokowany Bartosz' });
  await row.getByRole('button', { name: 'Akcje: Zablokowany Bartosz' }).click();
  await page.getByRole('menuitem', { name: pl.unblockRequests.actions.accept }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(pl.unblockRequests.confirm.accept);
  await dialog.getByRole('button', { name: pl.unblockRequests.actions.accept }).click();
  await expect(page.getByTestId('action-notice')).toContainText(pl.unblockRequests.outcome.accept);
  await expect(row).toContainText(pl.unblockRequests.status.accepted);

  await page.context().clearCookies();
  await logIn(page, DEMO.blocked);

  // Leave the demo as it was for the journeys after this one: the account is deactivated (blocked) again.
  await page.context().clearCookies();
  const admin = await page.request.post('/api/login', { data: DEMO.admin });
  const { csrf_token: csrf } = (await admin.json()) as { csrf_token: string };
  const found = (await (
    await page.request.get(`/api/users?q=${encodeURIComponent(DEMO.blocked.email)}`)
  ).json()) as { rows: { id: number }[] };
  expect(found.rows).toHaveLength(1);
  const deactivated = await page.request.put(`/api/user/${found.rows[0]!.id}/change-active`, {
    data: { active: false },
    headers: { 'x-csrf-token': csrf },
  });
  expect(deactivated.status()).toBe(200);
});

test('a network opens its shop assortment and a card from it', async ({ page }) => {
  const label = pl.shopProducts.tableLabel;
  await logIn(page, NETWORK);
  await page.getByRole('link', { name: pl.nav.shop }).click();
  await settled(page, label);
  await expect(
    page.getByRole('columnheader', { name: pl.shopProducts.columns.product_number }),
  ).toBeVisible();
  expect(await bodyRows(page, label).count()).toBeGreaterThan(0);
  await page.screenshot({ path: `${SHOTS}/shop-products.png` });
  await expectAccessible(page);

  await page.getByLabel(pl.shopProducts.filters.sales_status).selectOption('1');
  await expect(page).toHaveURL(/sales_status=1/);
  await settled(page, label);
  const first = bodyRows(page, label).first();
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/react\/product\/\d+\/details/);
});
