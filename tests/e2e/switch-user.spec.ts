import { expect, test, type Page } from './journey';
import { DEMO, catalogs, expectAccessible, logIn } from './support';

const { pl, de, ro } = catalogs;
const s = pl.switchUser;
/** Screenshots for a human to look at (gitignored). */
const SHOTS = 'bench/.tmp';
/** An account of the dairy no other journey logs in with or changes (server/seed/accounts.ts). */
const TARGET_NAME = 'Beata Grabowska';
const ADMIN_NAME = 'Anna Administratorka';

/** The user menu's button in the header, named by the user the page works as. */
const userMenu = (page: Page, name: string) =>
  page.locator('header').getByRole('button', { name: new RegExp(`^${name}`) });
const grid = (page: Page) => page.getByRole('grid', { name: pl.accountsList.tableLabel });

/** From the accounts list to the target account's switch-me-to settings, through its row menu. */
async function openTargetSettings(page: Page) {
  await page.getByRole('link', { name: pl.nav.accounts }).click();
  await expect(grid(page)).toBeVisible();
  await page.getByLabel(pl.accountsList.filters.q).fill('Grabowska');
  await expect(page).toHaveURL(/q=Grabowska/);
  await expect(grid(page)).not.toHaveAttribute('aria-busy', 'true');
  const row = grid(page).getByRole('row', { name: TARGET_NAME });
  await row.getByRole('button', { name: `Akcje: ${TARGET_NAME}` }).click();
  await page.getByRole('menuitem', { name: s.accountsAction }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: s.settings.title.replace('{{name}}', TARGET_NAME) }),
  ).toBeVisible();
}

async function chooseLanguage(page: Page, menuLabel: string, name: string, lang: string) {
  await page.getByRole('button', { name: menuLabel }).click();
  await page.getByRole('menuitem', { name }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

test('an admin allows and performs a switch, the banner shows, a write while switched is logged with both', async ({
  page,
}) => {
  // Three languages, a switch and back, and the log: a long journey on a loaded machine.
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page, DEMO.admin);

  // The admin lets themself act as the account, until a day next week (the form's default).
  await openTargetSettings(page);
  const settingsUrl = page.url();
  await page.getByLabel(s.settings.addPerson).selectOption({ label: `${ADMIN_NAME} (admin@demo.pim)` });
  await page.getByRole('button', { name: s.settings.add }).click();
  await page.getByRole('button', { name: s.settings.save }).click();
  await expect(page.getByText(s.settings.saved)).toBeVisible();
  await expect(page.getByText(s.settings.adminGiven)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/switch-user-settings.png`, fullPage: true });
  await expectAccessible(page);

  // Act as the account: the user menu's dialog, then the banner on every page.
  await userMenu(page, ADMIN_NAME).click();
  await page.getByRole('menuitem', { name: s.menu.actAs }).click();
  const dialog = page.getByRole('dialog', { name: s.dialog.title });
  await dialog.getByLabel(s.dialog.target).selectOption({ index: 1 });
  await expect(dialog.getByLabel(s.dialog.target)).toContainText(TARGET_NAME);
  await page.screenshot({ path: `${SHOTS}/switch-user-dialog.png` });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: s.dialog.submit }).click();

  const banner = page.getByRole('region', { name: s.banner.label });
  await expect(banner).toContainText(TARGET_NAME);
  await expect(banner).toContainText(ADMIN_NAME);
  await expect(userMenu(page, TARGET_NAME)).toBeVisible();
  // The supplier's rights, not the admin's: no accounts list.
  await expect(page.getByRole('link', { name: pl.nav.accounts })).toHaveCount(0);
  await page.getByRole('link', { name: pl.nav.products }).click();
  await expect(banner).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/switch-user-banner-pl.png` });
  await expectAccessible(page);

  // Writes while switched: the language of the account acted as, in German and Romanian, then back.
  await chooseLanguage(page, pl.nav.language, 'Deutsch', 'de');
  await expect(page.getByRole('region', { name: de.switchUser.banner.label })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/switch-user-banner-de.png` });
  await chooseLanguage(page, de.nav.language, 'Română', 'ro');
  await expect(page.getByRole('region', { name: ro.switchUser.banner.label })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/switch-user-banner-ro.png` });
  await chooseLanguage(page, ro.nav.language, 'Polski', 'pl');

  // One click back: the admin's own account, no banner.
  await banner.getByRole('button', { name: s.banner.return }).click();
  await expect(banner).toHaveCount(0);
  await expect(userMenu(page, ADMIN_NAME)).toBeVisible();

  // The log names both people for the switch, the writes and the return.
  await page.goto(settingsUrl);
  const log = page.getByRole('table', { name: s.log.title });
  await expect(log.getByRole('row', { name: new RegExp(`${s.log.kind.start}`) })).toContainText(ADMIN_NAME);
  const write = log.getByRole('row', { name: /PUT \/api\/language → 200/ }).first();
  await expect(write).toContainText(ADMIN_NAME);
  await expect(write).toContainText(TARGET_NAME);
  await expect(log.getByRole('row', { name: new RegExp(s.log.kind.end) })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/switch-user-log.png`, fullPage: true });
  await expectAccessible(page);

  // The journey leaves no permission behind for the next run.
  await page.getByRole('button', { name: s.settings.remove.replace('{{name}}', ADMIN_NAME) }).click();
  await page.getByRole('button', { name: s.settings.save }).click();
  await expect(page.getByText(s.settings.empty)).toBeVisible();
});
