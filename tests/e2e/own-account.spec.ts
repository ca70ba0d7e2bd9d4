import { expect, test, type Page } from './journey';
import { DEMO, catalogs, expectAccessible, logIn } from './support';

const { pl, de, ro } = catalogs;
/** Screenshots for a human to look at (gitignored). */
const SHOTS = 'bench/.tmp';
const NEW_PASSWORD = 'piotr-nowe-haslo-2026';

/** The user menu in the header: its button carries the user's name. */
async function openUserMenu(page: Page, name: RegExp) {
  await page.getByRole('banner').getByRole('button', { name }).click();
}

/** Logs in on a login page in Romanian: the language the account chose is the browser's cookie now. */
async function logInWith(page: Page, password: string) {
  await page.goto('/react/login');
  await page.getByLabel(ro.login.email).fill(DEMO.supplier.email);
  await page.getByLabel(ro.login.password).fill(password);
  await page.getByRole('button', { name: ro.login.submit }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

test('a supplier changes name, language and password on their account, and signs in with the new password', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page, DEMO.supplier);
  await openUserMenu(page, /Piotr Dostawca/);
  await page.getByRole('menuitem', { name: pl.userAccount.nav }).click();
  await expect(page.getByRole('heading', { level: 1, name: pl.userAccount.title })).toBeVisible();
  const first = page.getByLabel(pl.userAccount.firstName);
  await expect(first).toHaveValue('Piotr');
  await page.screenshot({ path: `${SHOTS}/own-account-pl.png`, fullPage: true });
  await expectAccessible(page);

  await first.fill('Piotrek');
  await page.getByLabel(pl.userAccount.language).selectOption('de');
  await page.getByRole('button', { name: pl.userAccount.save }).click();
  await expect(page.getByText(de.userAccount.saved)).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Piotrek Dostawca');
  await page.screenshot({ path: `${SHOTS}/own-account-de.png`, fullPage: true });

  await page.getByLabel(de.userAccount.language).selectOption('ro');
  await page.getByRole('button', { name: de.userAccount.save }).click();
  await expect(page.getByText(ro.userAccount.saved)).toBeVisible();

  await page.getByLabel(ro.userAccount.password.current).fill(DEMO.supplier.password);
  await page.getByLabel(ro.userAccount.password.new).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: ro.userAccount.password.submit }).click();
  await expect(page.getByText(ro.userAccount.password.changed)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/own-account-ro.png`, fullPage: true });
  await expectAccessible(page);

  await openUserMenu(page, /Piotrek Dostawca/);
  await page.getByRole('menuitem', { name: ro.nav.logout }).click();
  await expect(page).toHaveURL(/\/login/);
  await logInWith(page, NEW_PASSWORD);

  // Everything back as the demo data has it: the password, the name and Polish.
  await page.goto('/react/account');
  await page.getByLabel(ro.userAccount.password.current).fill(NEW_PASSWORD);
  await page.getByLabel(ro.userAccount.password.new).fill(DEMO.supplier.password);
  await page.getByRole('button', { name: ro.userAccount.password.submit }).click();
  await expect(page.getByText(ro.userAccount.password.changed)).toBeVisible();
  await page.getByLabel(ro.userAccount.firstName).fill('Piotr');
  await page.getByLabel(ro.userAccount.language).selectOption('pl');
  await page.getByRole('button', { name: ro.userAccount.save }).click();
  await expect(page.getByText(pl.userAccount.saved)).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Piotr Dostawca');
});

test('an admin gives a supplier the media gallery; it is in the supplier’s menu on their next page', async ({
  page,
  browser,
}) => {
  const flag = new RegExp(pl.userAccount.flags.has_media_gallery_access);
  const supplier = await browser.newPage();
  await supplier.goto('/react/login');
  await supplier.getByLabel(pl.login.email).fill('supplier2@demo.pim');
  await supplier.getByLabel(pl.login.password).fill('demo-supplier2-pass');
  await supplier.getByRole('button', { name: pl.login.submit }).click();
  await expect(supplier.getByRole('navigation', { name: pl.nav.mainMenu })).toBeVisible();
  await expect(supplier.getByRole('link', { name: pl.mediaGallery.nav })).toHaveCount(0);

  const setFlag = async (on: boolean) => {
    await page.goto('/react/accounts-list?q=Browarna');
    const row = page.getByRole('row', { name: 'Ewa Browarna' });
    await row.getByRole('button', { name: 'Akcje: Ewa Browarna' }).click();
    await page.getByRole('menuitem', { name: pl.userAccount.edit.action }).click();
    const dialog = page.getByRole('dialog');
    const box = dialog.getByRole('checkbox', { name: flag });
    await expect(box).toBeVisible();
    if (on) {
      await box.check();
      await page.screenshot({ path: `${SHOTS}/account-flags-pl.png` });
      await expectAccessible(page);
    } else await box.uncheck();
    await dialog.getByRole('button', { name: pl.userAccount.save }).click();
    await expect(dialog).toBeHidden();
  };

  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page, DEMO.admin);
  await setFlag(true);
  // No new login: the supplier's next page already has the gallery.
  await supplier.reload();
  await expect(supplier.getByRole('link', { name: pl.mediaGallery.nav })).toBeVisible();
  await setFlag(false);
  await supplier.reload();
  await expect(supplier.getByRole('navigation', { name: pl.nav.mainMenu })).toBeVisible();
  await expect(supplier.getByRole('link', { name: pl.mediaGallery.nav })).toHaveCount(0);
  await supplier.close();
});
