import { expect, test } from './journey';
import { DEMO, catalogs, expectAccessible, logIn } from './support';

const { pl } = catalogs;
/** Screenshots for a human to look at (gitignored). */
const SHOTS = 'bench/.tmp';

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('an admin creates a company and its first user, who logs in and completes my company', async ({
  page,
  context,
}) => {
  // Unique per run: the journey may meet a database an earlier run left behind.
  const stamp = Date.now().toString(36);
  const name = `Sadownia Grójecka ${stamp}`;
  const user = { email: `jan.${stamp}@sadownia.pl`, password: 'jablka-grojeckie' };

  await logIn(page, DEMO.admin);
  await page.goto('/react/company/create');
  await expect(page.getByText(pl.companies.wizard.stepCompany)).toBeVisible();
  await page.getByRole('button', { name: pl.companies.wizard.next }).click();
  // Nothing typed: the step stays and says what is missing.
  await expect(page.getByText(pl.validation.required).first()).toBeVisible();
  await page.getByLabel(pl.companies.fields.name, { exact: true }).fill(name);
  await page.getByLabel(pl.companies.fields.taxId, { exact: true }).fill('526-025-02-74');
  await page.getByLabel(pl.companies.fields.gln, { exact: true }).fill('5901234123457');
  await page.getByLabel(pl.companies.fields.city, { exact: true }).fill('Grójec');
  await page.getByRole('checkbox', { name: pl.companies.declined.phone }).check();
  await page.getByRole('checkbox', { name: pl.companies.declined.email }).check();
  await page.screenshot({ path: `${SHOTS}/company-create-step1.png`, fullPage: true });
  await expectAccessible(page);
  await page.getByRole('button', { name: pl.companies.wizard.next }).click();

  await expect(page.getByText(pl.companies.wizard.stepUser)).toBeVisible();
  await page.getByLabel(pl.companies.user.email, { exact: true }).fill(user.email);
  await page.getByLabel(pl.companies.user.firstName, { exact: true }).fill('Jan');
  await page.getByLabel(pl.companies.user.lastName, { exact: true }).fill('Sad');
  await page.getByLabel(pl.companies.user.password, { exact: true }).fill(user.password);
  // A supplier company offers the supplier role only (§6).
  await expect(page.getByLabel(pl.companies.user.role, { exact: true }).locator('option')).toHaveText([
    pl.roles.supplier,
  ]);
  await page.getByRole('button', { name: pl.companies.wizard.create }).click();
  await expect(page.getByText(user.email)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/company-create-done.png`, fullPage: true });

  await page.getByRole('link', { name: pl.companies.wizard.openProfile }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  await expect(page.getByText(user.email)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/company-profile.png`, fullPage: true });

  await context.clearCookies();
  await logIn(page, user);
  await page.goto('/react/my-company/account');
  await expect(page.getByLabel(pl.companies.fields.name, { exact: true })).toHaveValue(name);
  await page.getByRole('checkbox', { name: pl.companies.declined.phone }).uncheck();
  await page.getByLabel(pl.companies.fields.phone, { exact: true }).fill('+48 48 664 00 00');
  await page.getByLabel(pl.companies.fields.siteUrl, { exact: true }).fill('https://sadownia.pl');
  await page.getByRole('button', { name: pl.companies.profile.save }).click();
  await expect(page.getByText(pl.companies.profile.saved)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/my-company-account.png`, fullPage: true });
  await expectAccessible(page);
  await page.getByRole('link', { name: pl.companies.tabs.producers }).click();
  await expect(page.getByText(pl.companies.producers.none)).toBeVisible();
});
