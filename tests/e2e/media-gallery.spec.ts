import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './journey';
import sharp from 'sharp';
import { DEMO, catalogs, expectAccessible, logIn } from './support';

const { pl } = catalogs;
const mg = pl.mediaGallery;
/** Screenshots for a human to look at (gitignored). */
const SHOTS = 'bench/.tmp';

/** A product photo generated for the test (a teal block on white). */
async function jpeg(colour: string): Promise<Buffer> {
  const block = await sharp({ create: { width: 300, height: 200, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 900, height: 600, channels: 3, background: '#ffffff' } })
    .composite([{ input: block, gravity: 'center' }])
    .jpeg()
    .toBuffer();
}

/** The names in a zip's central directory (what an unzip tool lists). */
function zipNames(bytes: Buffer): string[] {
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const length = bytes.readUInt16LE(at + 28);
    names.push(bytes.toString('utf8', at + 46, at + 46 + length));
    at += 46 + length + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return names;
}

/**
 * Two of the supplier's seeded cards with a GTIN: counted from the oldest, so neither the newest two (whose
 * GTINs the demo gallery uses) nor the cards other journeys create before this one (drafts without a GTIN)
 * can crowd them out.
 */
async function twoCards(page: Page): Promise<{ id: number; gtin: string; name: string }[]> {
  const answer = await page.request.get('/api/p1/products?per_page=50&sort=id&order=asc');
  const body = (await answer.json()) as { rows: { id: number; cells: Record<string, unknown> }[] };
  return body.rows
    .filter((row) => typeof row.cells.gtin === 'string' && row.cells.gtin !== '')
    .slice(20, 22)
    .map((row) => ({ id: row.id, gtin: String(row.cells.gtin), name: String(row.cells.name_to_show) }));
}

const gridOf = (page: Page, name: string) => page.getByRole('grid', { name });
async function settled(page: Page, name: string) {
  await expect(gridOf(page, name)).toBeVisible();
  await expect(gridOf(page, name)).not.toHaveAttribute('aria-busy', 'true');
}

test('media gallery: upload, automatic assign by GTIN, a zip through the jobs panel, details, edit, directories', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page, DEMO.supplier);
  const cards = await twoCards(page);
  expect(cards).toHaveLength(2);
  const names = cards.map((card) => `${card.gtin.padStart(14, '0')}_7.jpg`);

  await page.getByRole('link', { name: mg.nav }).click();
  await settled(page, mg.tableLabel);
  // Upload two photos named by GTIN and a text file the browser refuses at once.
  await page.locator('input[type=file]').setInputFiles([
    { name: names[0]!, mimeType: 'image/jpeg', buffer: await jpeg('#0f766e') },
    { name: names[1]!, mimeType: 'image/jpeg', buffer: await jpeg('#b45309') },
    { name: 'notatki.txt', mimeType: 'text/plain', buffer: Buffer.from('<script>alert(1)</script>') },
  ]);
  await expect(page.getByText(mg.upload.badType.replace('{{name}}', 'notatki.txt'))).toBeVisible();
  const uploads = page.getByRole('region', { name: new RegExp(mg.upload.title) });
  await expect(uploads.getByText(mg.upload.done, { exact: true })).toHaveCount(2, { timeout: 20_000 });
  await settled(page, mg.tableLabel);
  for (const name of names) await expect(gridOf(page, mg.tableLabel).getByText(name)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/media-gallery-assets.png` });
  await expectAccessible(page);

  // Automatic assign: choose the two files, see them matched to the cards, assign as "other".
  await page.getByRole('link', { name: mg.tabs.autoAssign, exact: true }).click();
  for (const name of names)
    await page.getByRole('checkbox', { name: mg.assign.pickAsset.replace('{{name}}', name) }).check();
  await page.screenshot({ path: `${SHOTS}/media-gallery-auto-assets.png` });
  await page.getByRole('button', { name: mg.assign.next }).click();
  await expect(page.getByText(mg.assign.matched.replace('{{count}}', '2'))).toBeVisible();
  for (const card of cards) await expect(page.getByRole('cell', { name: card.name }).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/media-gallery-auto-review.png` });
  await page.getByRole('button', { name: mg.assign.next }).click();
  await page.getByLabel(mg.assign.type).selectOption('5');
  await page.screenshot({ path: `${SHOTS}/media-gallery-auto-options.png` });
  await page.getByRole('button', { name: mg.assign.submit }).click();
  await expect(
    page.getByText(mg.assign.done.replace('{{assigned}}', '2').replace('{{skipped}}', '0')),
  ).toBeVisible();

  // Each asset is now on one card (the list's "cards" column, from the assignments).
  const listed = await page.request.get('/media-gallery-api/assets?q=_7.jpg');
  const rows = ((await listed.json()) as { rows: { cells: Record<string, unknown> }[] }).rows;
  expect(rows.map((row) => [row.cells.name, row.cells.cards]).sort()).toEqual(
    names.map((name) => [name, 1]).sort(),
  );

  // A zip of both through the jobs panel.
  await page.getByRole('link', { name: mg.tabs.assets, exact: true }).click();
  await settled(page, mg.tableLabel);
  for (const name of names)
    await page.getByRole('checkbox', { name: pl.dataTable.selectRow.replace('{{name}}', name) }).check();
  await page.getByRole('button', { name: mg.actions.downloadZip }).click();
  const title = mg.download.title.replace('{{count}}', '2');
  await expect(page.getByText(pl.jobs.panel.completed.replace('{{title}}', title))).toBeVisible({
    timeout: 30_000,
  });
  const panel = page.getByRole('region', { name: pl.jobs.panel.title });
  await page.screenshot({ path: `${SHOTS}/media-gallery-zip-job.png` });
  const download = page.waitForEvent('download');
  // The supplier's demo export is in the panel too: the zip's own entry offers this file.
  await panel
    .getByRole('listitem')
    .filter({ hasText: title })
    .getByRole('button', { name: pl.jobs.panel.download })
    .click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^media-\d{4}-\d{2}-\d{2}\.zip$/);
  const bytes = readFileSync(await file.path());
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  expect(zipNames(bytes).sort()).toEqual([...names].sort());

  // Details: where it is used.
  await page.getByRole('button', { name: pl.dataTable.rowActions.replace('{{name}}', names[0]!) }).click();
  await page.getByRole('menuitem', { name: mg.actions.details }).click();
  await expect(page.getByRole('heading', { name: new RegExp(mg.details.usage) })).toBeVisible();
  await expect(page.getByRole('link', { name: cards[0]!.name })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/media-gallery-details.png` });
  await expectAccessible(page);

  // Edit image with the keyboard: turn right, make a selection with the arrows, save as version 2.
  await page.getByRole('link', { name: mg.details.editImage }).click();
  await page.getByRole('button', { name: new RegExp(mg.edit.rotateRight) }).click();
  await page.getByRole('group', { name: mg.edit.crop }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowDown');
  await expect(page.getByTestId('crop-selection')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/media-gallery-edit-image.png` });
  await page.getByRole('button', { name: mg.edit.save }).click();
  await expect(page.getByText(mg.edit.saved.replace('{{version}}', '2'))).toBeVisible();

  // Directories: create one, share it, open the link without logging in.
  await page.getByRole('link', { name: mg.tabs.directories, exact: true }).click();
  await page.getByLabel(mg.directories.name).fill('E2E katalog');
  await page.getByRole('button', { name: mg.directories.add }).click();
  await settled(page, mg.directories.tableLabel);
  await expect(gridOf(page, mg.directories.tableLabel).getByText('E2E katalog')).toBeVisible();
  // The demo directory holds two photos: its link shows them.
  await page
    .getByRole('button', { name: pl.dataTable.rowActions.replace('{{name}}', 'Sesja produktowa 2026') })
    .click();
  await page.getByRole('menuitem', { name: mg.directories.actions.share }).click();
  const link = page.getByRole('textbox', { name: mg.directories.shareTitle });
  await expect(link).toHaveValue(/\/react\/media-gallery\/shared-directory\//);
  await page.screenshot({ path: `${SHOTS}/media-gallery-directories.png` });
  const url = await link.inputValue();
  await page.getByRole('button', { name: mg.directories.close }).click();
  const guest = await browser.newContext({ locale: 'pl-PL' });
  const outside = await guest.newPage();
  await outside.goto(url);
  await expect(outside.getByRole('heading', { name: 'Sesja produktowa 2026' })).toBeVisible();
  await expect(outside.getByText(mg.shared.count.replace('{{count}}', '2'))).toBeVisible();
  await expect(outside.getByRole('listitem')).toHaveCount(2);
  await outside.screenshot({ path: `${SHOTS}/media-gallery-shared.png` });
  await guest.close();

  // The demo gallery's shared-less directory stays; a deleted asset goes to the deleted list.
  await page.getByRole('link', { name: mg.tabs.assets, exact: true }).click();
  await settled(page, mg.tableLabel);
  await page.getByRole('button', { name: pl.dataTable.rowActions.replace('{{name}}', names[1]!) }).click();
  await page.getByRole('menuitem', { name: mg.actions.delete }).click();
  await page.getByRole('button', { name: mg.actions.delete }).last().click();
  await page.getByRole('link', { name: mg.tabs.deleted, exact: true }).click();
  await settled(page, mg.deletedTableLabel);
  await expect(gridOf(page, mg.deletedTableLabel).getByText(names[1]!)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/media-gallery-deleted.png` });

  // Mass assign (also the products list's bulk media): the first step, with the steps shown.
  await page.getByRole('link', { name: mg.tabs.massAssign, exact: true }).click();
  await expect(
    page.getByRole('checkbox', { name: mg.assign.pickAsset.replace('{{name}}', names[0]!) }),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/media-gallery-mass-assign.png` });
  await expectAccessible(page);
});
