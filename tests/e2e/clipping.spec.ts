import { expect, test, type Page } from './journey';
import { findClippedTexts, type ClippedText } from './support/clipping';
import {
  CLIPPING_ROLES,
  jobsPanelButton,
  openBulkEdit,
  openInApp,
  openRefusedNewCard,
  screensOf,
  trackRequests,
  waitForContent,
} from './support/clipping-screens';

/**
 * Nothing cut off (docs/decisions/0061): every screen each kind of user reaches, in Polish, German and
 * Romanian, at 1440×900, shows every label, header, button, link, menu item, tab, option and cell in full
 * or offers the whole text another way. A screenshot of each screen and language is kept with the results.
 */
const LANGUAGES = [
  { code: 'pl', name: 'Polski' },
  { code: 'de', name: 'Deutsch' },
  { code: 'ro', name: 'Română' },
] as const;

/**
 * A screen whose layout does not change with the user is looked at once per language, by the first role
 * that reaches it; the dashboard, the products list and a card differ per role and are looked at by each.
 */
const PER_ROLE = /^\/($|product\/)/;

/** Switches the language the product's own way: the language menu of the header. */
async function switchLanguage(page: Page, name: string, code: string) {
  await page
    .locator('header')
    .getByRole('button', { name: /: (PL|DE|RO)$/ })
    .click();
  await page.getByRole('menuitem', { name }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', code);
}

/** Opens a menu by its trigger, checks its items, and closes it again. */
async function checkMenu(page: Page, trigger: ReturnType<Page['locator']>): Promise<ClippedText[]> {
  await trigger.click();
  await expect(page.getByRole('menu')).toBeVisible();
  const found = await page.evaluate(findClippedTexts);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  return found;
}

test('nothing is cut off on any screen, for any role, in pl, de and ro', async ({ browser }, testInfo) => {
  // About two minutes on a quiet machine; a shared CI machine under load takes several times that.
  test.setTimeout(900_000);
  const failures: string[] = [];
  const looked = new Set<string>();
  // How long each screen took to open, check and picture: kept with the results to see where time goes.
  const times: string[] = [];
  // CLIPPING_ROLES=supplier,qc looks as those roles only (a quicker look while fixing one screen).
  const only = process.env.CLIPPING_ROLES?.split(',');
  for (const account of CLIPPING_ROLES.filter(({ role }) => only === undefined || only.includes(role)))
    await test.step(account.role, async () => {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'pl-PL' });
      const page = await context.newPage();
      const inFlight = trackRequests(page);
      const answer = await page.request.post('/api/login', {
        data: { email: account.email, password: account.password },
      });
      expect(answer.ok()).toBe(true);
      const login = (await answer.json()) as {
        user: { id: number };
        permissions: string[];
        language: (typeof LANGUAGES)[number]['code'];
      };
      await page.goto('/react/');
      await waitForContent(page, inFlight);
      const { paths, canEdit } = await screensOf(page, login.user.id, login.permissions);
      const bulkEditPath = await openBulkEdit(page, login.permissions);

      // Soft: every screen's findings are reported, even when a later screen fails or time runs out.
      const report = (screen: string, language: string, found: ClippedText[]) => {
        expect.soft(found, `${screen} · ${account.role} · ${language}`).toEqual([]);
        for (const clipped of found)
          failures.push(
            `${screen} · ${account.role} · ${language} · ${clipped.selector} · ${clipped.why}: "${clipped.text}"`,
          );
      };
      const look = async (path: string, language: string) => {
        const seen = `${language} ${path.replace(/\d+/g, 'n')}`;
        if (!PER_ROLE.test(path) && looked.has(seen)) return;
        looked.add(seen);
        const started = Date.now();
        await openInApp(page, path);
        await waitForContent(page, inFlight);
        report(path, language, await page.evaluate(findClippedTexts));
        const name = `${account.role}-${language}${path.replace(/[^a-z0-9]+/gi, '-')}`.replace(/-$/, '');
        await page.screenshot({ path: testInfo.outputPath(`${name}.jpg`), type: 'jpeg', quality: 60 });
        times.push(`${account.role} ${language} ${path} ${Date.now() - started} ms`);
      };

      for (const language of LANGUAGES) {
        await switchLanguage(page, language.name, language.code);
        for (const path of paths) await look(path, language.code);
        report(
          'user menu',
          language.code,
          await checkMenu(page, page.locator('header').getByRole('button').last()),
        );
        // The first product of the list: its row actions, its details and, for its editors, its form.
        await look('/product/list', language.code);
        const firstRow = page.locator('[role=row][data-row-id]').first();
        const productId = await firstRow.getAttribute('data-row-id');
        report('row actions', language.code, await checkMenu(page, firstRow.getByRole('button').last()));
        if (productId !== null) {
          await look(`/product/${productId}/details`, language.code);
          await look(`/product/${productId}/history`, language.code);
          if (canEdit) await look(`/product/${productId}/edit`, language.code);
        }
        if (bulkEditPath !== null) await look(bulkEditPath, language.code);
        // The jobs panel opened over the dashboard, where the user's jobs are listed.
        await look('/', language.code);
        const jobsButton = page.getByRole('button', { name: jobsPanelButton[language.code] });
        if (await jobsButton.isVisible()) {
          await jobsButton.click();
          report('jobs panel', language.code, await page.evaluate(findClippedTexts));
          await page.screenshot({
            path: testInfo.outputPath(`${account.role}-${language.code}-jobs-panel.jpg`),
            type: 'jpeg',
            quality: 60,
          });
          // Closed again: the panel keeps its state in the cookie and would cover the next screens.
          await jobsButton.click();
        }
      }
      // Back to the account's own language: other journeys read these accounts in theirs (cm and CIN in ro).
      const own = LANGUAGES.find((language) => language.code === login.language) ?? LANGUAGES[0];
      await switchLanguage(page, own.name, own.code);
      if (account.role === 'supplier') {
        await openRefusedNewCard(page, inFlight);
        report('/product/new refused', 'pl', await page.evaluate(findClippedTexts));
        await page.screenshot({
          path: testInfo.outputPath(`${account.role}-pl-new-card-refused.jpg`),
          type: 'jpeg',
          quality: 60,
        });
      }
      await context.close();
    });
  await testInfo.attach('screen-times.txt', { body: times.join('\n'), contentType: 'text/plain' });
  expect(failures).toEqual([]);
});
