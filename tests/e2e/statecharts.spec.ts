import { expect, test } from '@playwright/test';
import { DEMO, catalogs, expectAccessible, logIn } from './support';

const { pl } = catalogs;

test('an admin reads every machine as a diagram with its model-test coverage and live states', async ({
  page,
  context,
}) => {
  await logIn(page, DEMO.admin);
  await page.getByRole('link', { name: pl.nav.statecharts }).click();
  const list = page.getByRole('navigation', { name: pl.statecharts.listLabel });
  for (const title of Object.values(pl.statecharts.machines))
    await expect(list.getByText(title)).toBeVisible();

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
