import { expect, test } from './journey';
import { DEMO, catalogs, logIn } from './support';

const { pl } = catalogs;
const DASHBOARD_CHUNK = /\/react\/assets\/dashboard-screen-[^/]+\.js$/;

test('a screen chunk that fails once reloads the page once, then shows the screen', async ({ page }) => {
  await logIn(page, DEMO.supplier);
  let failures = 0;
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });
  await page.route(DASHBOARD_CHUNK, async (route) => {
    if (failures === 0) {
      failures += 1;
      await route.abort('failed');
    } else {
      await route.continue();
    }
  });
  await page.goto('/react/');
  await expect(page.getByText(pl.dashboard.cardsByStatus)).toBeVisible();
  expect(failures).toBe(1);
  expect(navigations).toBe(2);
  // Success clears the per-chunk flag.
  expect(await page.evaluate(() => sessionStorage.getItem('pim:chunk-reloaded:dashboard'))).toBeNull();
});

test('a screen chunk that fails twice shows its error with a retry in place of the screen', async ({
  page,
}) => {
  await logIn(page, DEMO.supplier);
  await page.route(DASHBOARD_CHUNK, (route) => route.abort('failed'));
  await page.goto('/react/');
  // §4 Lazy-load retry: after the one reload, the screen's place says what failed and offers a retry.
  await expect(page.getByText(pl.errors.chunkFailed)).toBeVisible();
  await expect(page.getByRole('button', { name: pl.errors.retry })).toBeVisible();
  await expect(page.getByRole('heading', { name: pl.errors.crashTitle })).toHaveCount(0);
});
