import { expect, test, type Page } from './journey';
import { DEMO, catalogs, logIn } from './support';

const { pl } = catalogs;

/**
 * R6 headers (docs/decisions/0029): the main pages work under the Content-Security-Policy the server
 * sends, and the browser reports no violation on any of them.
 */

/** Collects what the browser refuses: `securitypolicyviolation` events and its console's CSP errors. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) console.push(message.text());
  });
  return async () => {
    const events = await page
      .evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])
      .catch(() => []);
    return [...console, ...events];
  };
}

async function firstCardId(page: Page): Promise<number> {
  const answer = await page.request.get('/api/p1/products?per_page=25&sort=id&order=desc');
  const body = (await answer.json()) as { rows: { id: number }[] };
  return body.rows[0]!.id;
}

test('the main pages of a supplier show no Content-Security-Policy violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await logIn(page, DEMO.supplier);
  const policy = (await page.request.get('/react/login')).headers()['content-security-policy'];
  expect(policy).toContain("script-src 'self'");
  expect(await violations()).toEqual([]);

  // A dialog (Radix locks the page's scroll with a style element of its own).
  await page.goto('/react/product/new');
  await page.getByRole('button', { name: pl.productIdentify.chooseCategory }).click();
  await expect(page.getByRole('dialog', { name: pl.categoryPicker.title })).toBeVisible();
  await page.keyboard.press('Escape');
  expect(await violations()).toEqual([]);

  await page.goto('/react/product/list');
  await expect(page.getByRole('grid', { name: pl.productsList.tableLabel })).toBeVisible();
  expect(await violations()).toEqual([]);

  const id = await firstCardId(page);
  await page.goto(`/react/product/${id}/edit`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: pl.productForm.actions.saveDraft })).toBeVisible();
  expect(await violations()).toEqual([]);

  await page.goto(`/react/product/${id}/details`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violations()).toEqual([]);

  await page.goto('/react/media-gallery');
  await expect(page.getByRole('link', { name: pl.mediaGallery.tabs.assets, exact: true })).toBeVisible();
  await expect(page.locator('img').first()).toBeVisible();
  expect(await violations()).toEqual([]);

  await page.goto(`/api/p1/product/${id}/print`);
  await expect(page.locator('h1').first()).toBeVisible();
  expect(await violations()).toEqual([]);

  await page.goto('/react/products-importer-excel');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('the statechart viewer draws its diagrams under the policy', async ({ page }) => {
  const violations = await watchViolations(page);
  await logIn(page, DEMO.admin);
  await page.goto('/react/statecharts');
  const diagram = page.getByRole('figure', { name: pl.statecharts.machines.session });
  await expect(diagram.locator('svg')).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('a violation would be seen: an image from elsewhere is refused and reported', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/react/login');
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = 'http://elsewhere.invalid/pixel.png';
    document.body.append(image);
  });
  await expect.poll(violations).toEqual(expect.arrayContaining([expect.stringMatching(/img-src/)]));
});
