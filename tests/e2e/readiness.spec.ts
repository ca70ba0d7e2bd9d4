import { mkdirSync } from 'node:fs';
import { expect, test } from './journey';
import { DEMO, catalogs, expectAccessible, logIn } from './support';

const SHOTS = 'bench/.tmp/readiness';

test('a supplier reads what needs doing on the dashboard and follows it to the card’s readiness', async ({
  page,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await logIn(page, DEMO.supplier);
  const text = catalogs.pl.readiness;
  await page.goto('/react/');
  const missing = page.getByRole('region', { name: text.dashboard.missingAttributes });
  await expect(missing.getByRole('link').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/dashboard-pl.png`, fullPage: true });
  await expectAccessible(page);

  const href = await missing.getByRole('link').first().getAttribute('href');
  const id = /\/product\/(\d+)\/edit/.exec(href ?? '')?.[1];
  await page.goto(`/react/product/${id}/details`);
  const panel = page.getByRole('region', { name: text.title });
  await expect(panel.getByRole('row').nth(1)).toBeVisible();
  await expect(panel).toContainText(text.blockers.missing_attributes);
  await page.screenshot({ path: `${SHOTS}/details-pl.png`, fullPage: true });
  await expectAccessible(page);
});
