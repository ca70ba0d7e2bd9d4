import { expect, test, type APIResponse } from '@playwright/test';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { DEMO, catalogs, logIn } from '../e2e/support';

const { pl } = catalogs;
const panel = pl.jobs.panel;

/** Which app server haproxy sent a request to (its sample config names it in X-Served-By). */
const servedBy = (response: APIResponse) => response.headers()['x-served-by'];

test('behind the load balancer, a session, an upload, its download and a job work whichever server answers', async ({
  page,
}) => {
  const servers = new Set<string>();
  page.on('response', (response) => {
    const name = response.headers()['x-served-by'];
    if (name !== undefined && response.url().includes('/api/')) servers.add(name);
  });

  // The session is in the database: every request after the login is answered by either server.
  await logIn(page, DEMO.supplier);
  await page.goto('/react/product/list');
  await expect(page.getByRole('grid', { name: pl.productsList.tableLabel })).not.toHaveAttribute(
    'aria-busy',
    'true',
  );
  await expect.poll(() => [...servers].sort()).toEqual(['app1', 'app2']);

  // A photo uploaded through one server is in the bucket: both serve it.
  const config = (await (await page.request.get('/api/page-config')).json()) as { csrf_token: string };
  const list = await page.request.get('/api/p1/products?page=1');
  expect(list.ok()).toBe(true);
  const cardId = ((await list.json()) as { rows: { id: number }[] }).rows[0]!.id;
  const photo = await sharp({ create: { width: 1200, height: 1200, channels: 3, background: '#ffffff' } })
    .withMetadata({ density: 300 })
    .jpeg()
    .toBuffer();
  const upload = await page.request.post('/api/p1/product/media', {
    headers: { 'x-csrf-token': config.csrf_token },
    multipart: {
      type: '2',
      product_id: String(cardId),
      file: { name: 'front.jpg', mimeType: 'image/jpeg', buffer: photo },
    },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const mediaId = ((await upload.json()) as { id: number }).id;
  const answeredBy = new Set<string>();
  for (let round = 0; round < 4; round += 1) {
    const download = await page.request.get(`/api/p1/media/${mediaId}`);
    expect(download.status()).toBe(200);
    expect((await download.body()).equals(photo)).toBe(true);
    answeredBy.add(servedBy(download) ?? '');
  }
  expect([...answeredBy].sort()).toEqual(['app1', 'app2']);

  // A job queued through either server is run by the first (the second runs no jobs), its progress is
  // polled through both, and its file downloads from either.
  await page.getByRole('button', { name: pl.productsList.exportAll }).click();
  await expect(page.getByTestId('action-notice')).toHaveText(new RegExp(pl.jobs.started));
  const title = pl.jobs.titles.productListExport;
  await expect(page.getByText(panel.completed.replace('{{title}}', title))).toBeVisible({ timeout: 60_000 });
  const card = page.getByRole('region', { name: panel.title });
  const download = page.waitForEvent('download');
  // The panel lists the newest job first; the supplier's demo export of the same name is below it.
  await card.getByRole('listitem').first().getByRole('button', { name: panel.download }).click();
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await (await download).path());
  expect(book.worksheets[0]?.actualRowCount).toBeGreaterThan(20);

  // Metrics are not routed from outside by the sample config.
  expect((await page.request.get('/metrics')).status()).toBe(403);
});
