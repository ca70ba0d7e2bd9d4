import { expect, test } from './journey';
import { DEMO, catalogs, expectAccessible, logIn } from './support';

const { pl, de, ro } = catalogs;

test('a supplier logs in and lands on the dashboard in Polish', async ({ page }) => {
  await page.goto('/react/login');
  await expect(page.getByRole('heading', { name: pl.login.title })).toBeVisible();
  await expectAccessible(page);
  await logIn(page, DEMO.supplier);
  await expect(page.getByRole('heading', { name: 'Dzień dobry, Piotr Dostawca' })).toBeVisible();
  await expect(page.getByText(pl.dashboard.cardsByStatus)).toBeVisible();
  await expect(page.getByTestId('total-cards')).not.toHaveText('0');
  await expect(page.getByRole('link', { name: new RegExp(pl.dashboard.goToList) })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expectAccessible(page);
});

test('the interface switches to German and Romanian and stays so after a reload', async ({ page }) => {
  await logIn(page, DEMO.supplier);
  await page.getByRole('button', { name: pl.nav.language }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByText(de.dashboard.cardsByStatus)).toBeVisible();
  await page.reload();
  await expect(page.getByText(de.dashboard.cardsByStatus)).toBeVisible();
  await page.getByRole('button', { name: de.nav.language }).click();
  await page.getByRole('menuitem', { name: 'Română' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ro');
  await expect(page.getByText(ro.dashboard.cardsByStatus)).toBeVisible();
  // Back to Polish so the other journeys see the default language.
  await page.getByRole('button', { name: ro.nav.language }).click();
  await page.getByRole('menuitem', { name: 'Polski' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
});

test('a wrong password gets a message and no session', async ({ page }) => {
  await page.goto('/react/login');
  await page.getByLabel(pl.login.email).fill(DEMO.supplier.email);
  await page.getByLabel(pl.login.password).fill('not-the-password');
  await page.getByRole('button', { name: pl.login.submit }).click();
  await expect(page.getByRole('alert')).toHaveText(pl.login.invalid);
  await expect(page).toHaveURL(/\/react\/login$/);
});

test('a blocked user is refused', async ({ page }) => {
  await page.goto('/react/login');
  await page.getByLabel(pl.login.email).fill(DEMO.blocked.email);
  await page.getByLabel(pl.login.password).fill(DEMO.blocked.password);
  await page.getByRole('button', { name: pl.login.submit }).click();
  await expect(page.getByRole('alert')).toHaveText(pl.login.blocked);
});

test('a page that needs a session sends the visitor to login and back', async ({ page }) => {
  await page.goto('/react/');
  await expect(page).toHaveURL(/\/react\/login/);
  await page.goto('/react/no-such-page');
  await expect(page.getByRole('heading', { name: pl.notFound.title })).toBeVisible();
});
