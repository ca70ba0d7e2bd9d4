import { expect, test } from './journey';
import { DEMO, catalogs, lastMailTo, linkIn } from './support';

const { pl } = catalogs;

test('a new supplier registers, confirms by e-mail, and logs in', async ({ page }) => {
  const email = `nowy.${Date.now()}@example.com`;
  await page.goto('/react/login');
  await page.getByRole('link', { name: pl.auth.signUp }).click();
  await expect(page.getByRole('heading', { name: pl.register.title })).toBeVisible();
  await expect(page.getByRole('link', { name: pl.auth.backToLogin })).toBeVisible();

  await page.getByLabel(pl.register.firstName).fill('Jan');
  await page.getByLabel(pl.register.lastName).fill('Nowak');
  await page.getByLabel(pl.register.email).fill(email);
  await page.getByLabel(pl.register.companyName).fill('Piekarnia Nowak');
  await page.getByLabel(pl.register.taxId).fill('1234567890');
  await page.getByLabel(pl.register.password, { exact: true }).fill('bardzo-tajne-1');
  await page.getByLabel(pl.register.passwordRepeat).fill('inne-haslo-22');
  await page.getByRole('button', { name: pl.register.submit }).click();
  await expect(page.getByText(pl.validation.passwordsMismatch)).toBeVisible();
  await expect(page.getByText(pl.validation.acceptTerms)).toBeVisible();

  await page.getByLabel(pl.register.passwordRepeat).fill('bardzo-tajne-1');
  await page.getByLabel(pl.register.acceptTerms).check();
  await page.getByRole('button', { name: pl.register.submit }).click();
  await expect(page.getByText(email)).toBeVisible();

  await page.goto(linkIn((await lastMailTo(email)).text));
  await expect(page).toHaveURL(/\/react\/register-confirm$/);
  await expect(page.getByRole('heading', { name: pl.registerConfirm.title })).toBeVisible();

  // The same link a second time is no longer valid.
  await page.goto(linkIn((await lastMailTo(email)).text));
  await expect(page).toHaveURL(/\/react\/register-incorrect-confirm$/);

  await page.goto('/react/login');
  await page.getByLabel(pl.login.email).fill(email);
  await page.getByLabel(pl.login.password).fill('bardzo-tajne-1');
  await page.getByRole('button', { name: pl.login.submit }).click();
  await expect(page.getByRole('heading', { name: 'Dzień dobry, Jan Nowak' })).toBeVisible();
});

test('a user resets a forgotten password by e-mail', async ({ page }) => {
  const email = 'supplier2@demo.pim';
  await page.goto('/react/login');
  await page.getByRole('link', { name: pl.login.forgotPassword }).click();
  await page.getByLabel(pl.resetRequest.email).fill(email);
  await page.getByRole('button', { name: pl.resetRequest.submit }).click();
  await expect(page.getByText(pl.resetRequest.sent)).toBeVisible();

  await page.goto(linkIn((await lastMailTo(email)).text));
  await page.getByLabel(pl.resetPassword.password, { exact: true }).fill('nowe-haslo-2026');
  await page.getByLabel(pl.resetPassword.passwordRepeat).fill('nowe-haslo-2026');
  await page.getByRole('button', { name: pl.resetPassword.submit }).click();
  await expect(page.getByText(pl.resetPassword.done)).toBeVisible();

  await page.goto('/react/login');
  await page.getByLabel(pl.login.email).fill(email);
  await page.getByLabel(pl.login.password).fill('nowe-haslo-2026');
  await page.getByRole('button', { name: pl.login.submit }).click();
  await expect(page.getByRole('heading', { name: 'Dzień dobry, Ewa Browarna' })).toBeVisible();
});

test('registering with an e-mail that has an account looks like any registration; the owner is told', async ({
  page,
}) => {
  const email = DEMO.supplier.email;
  await page.goto('/react/register');
  await page.getByLabel(pl.register.firstName).fill('Piotr');
  await page.getByLabel(pl.register.lastName).fill('Drugi');
  await page.getByLabel(pl.register.email).fill(email);
  await page.getByLabel(pl.register.companyName).fill('Inna firma');
  await page.getByLabel(pl.register.taxId).fill('1234567890');
  await page.getByLabel(pl.register.password, { exact: true }).fill('bardzo-tajne-1');
  await page.getByLabel(pl.register.passwordRepeat).fill('bardzo-tajne-1');
  await page.getByLabel(pl.register.acceptTerms).check();
  await page.getByRole('button', { name: pl.register.submit }).click();
  await expect(page.getByText(pl.register.sent.replace('{{email}}', email))).toBeVisible();
  await expect(page.getByText(pl.register.emailTaken)).toHaveCount(0);
  expect((await lastMailTo(email)).subject).toBe(pl.mail.registerAttempt.subject);
});
