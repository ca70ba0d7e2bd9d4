import { expect, test } from './journey';
import { DEMO, catalogs, expectAccessible, logIn } from './support';

const { pl, de, ro } = catalogs;

test('an admin reads every machine as a diagram with its model-test coverage and live states', async ({
  page,
  context,
}) => {
  await logIn(page, DEMO.admin);
  await page.getByRole('link', { name: pl.nav.statecharts }).click();
  const list = page.getByRole('navigation', { name: pl.statecharts.listLabel });
  for (const title of Object.values(pl.statecharts.machines))
    await expect(list.getByText(title, { exact: true })).toBeVisible();

  // `npm test` runs the model tests before this suite, so the coverage of that run is on the diagram.
  await expect(page.getByRole('status').filter({ hasText: /13\/13|\d+\/\d+/ })).toBeVisible();
  const diagram = page.getByRole('figure', { name: pl.statecharts.machines.session });
  await expect(diagram.locator('[id="state:session.authorized"]')).toHaveAttribute(
    'data-coverage',
    'covered',
  );
  await expectAccessible(page);

  // Live mode follows the session of the app open in another tab.
  await page.getByLabel(pl.statecharts.showLive).check();
  const other = await context.newPage();
  await other.goto('/react/');
  await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(diagram.locator('[id="state:session.authorized.clock.active"]')).toHaveAttribute(
    'data-live',
    'true',
  );
  // Two running session actors now: this tab's and the other tab's.
  await expect(page.getByText(/na żywo: tab-\w+, tab-\w+/)).toBeVisible();
});

test('a product owner opens a state of product save and reads it in Polish, German and Romanian', async ({
  page,
}, testInfo) => {
  await logIn(page, DEMO.admin);
  await page.goto('/react/statecharts?machine=productSave');
  const diagram = page.getByRole('figure', { name: pl.statecharts.machines.productSave });
  const saving = diagram.locator('[id="state:productSave.saving"]');
  await saving.click();
  const panel = page.getByRole('complementary').filter({ hasText: pl.statecharts.panel.spec });
  // §4 Saving, as the spec words it.
  await expect(panel.getByText(/Draft: identifiers only are validated/)).toBeVisible();
  // The Chromium replay pictured the card while it saves (docs/statecharts/screens).
  await expect(panel.getByRole('img', { name: /Zapisywanie/ })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('statecharts-pl.png'), fullPage: true });

  for (const [language, name, current] of [
    [de, 'Deutsch', pl],
    [ro, 'Română', de],
  ] as const) {
    await page.getByRole('button', { name: current.nav.language }).click();
    await page.getByRole('menuitem', { name }).click();
    await expect(
      page.getByRole('complementary').getByRole('heading', { name: language.statecharts.panel.screenshot }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: language.statecharts.viewTechnical })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`statecharts-${name}.png`), fullPage: true });
  }

  // The technical view of the same machine, opened from the keyboard.
  await page.getByRole('button', { name: ro.statecharts.viewTechnical }).click();
  const technical = page.getByRole('figure', { name: ro.statecharts.machines.productSave });
  await technical.locator('[id="edge:productSave.editing:SAVE.DRAFT:0"]').focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('complementary').getByText('edge:productSave.editing:SAVE.DRAFT:0'),
  ).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('statecharts-technical-ro.png'), fullPage: true });

  // Back to Polish so the other journeys see the default language.
  await page.getByRole('button', { name: ro.nav.language }).click();
  await page.getByRole('menuitem', { name: 'Polski' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
});

test('a product owner sees the screen of a state that only the screen replay in jsdom reached', async ({
  page,
}, testInfo) => {
  await logIn(page, DEMO.admin);
  await page.goto('/react/statecharts?machine=assetDetails');
  const diagram = page.getByRole('figure', { name: pl.statecharts.machines.assetDetails });
  await diagram.locator('[id="state:assetDetails.ready.idle"]').click();
  const panel = page.getByRole('complementary').filter({ hasText: pl.statecharts.panel.spec });
  // Drawn from the jsdom replay's HTML (docs/statecharts/screens), and the panel says so.
  const picture = panel.getByRole('img', { name: /media-gallery-asset/ });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1280);
  await expect(panel.getByText(pl.statecharts.panel.screenshotFromSnapshot)).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('statecharts-snapshot-pl.png'), fullPage: true });
});
