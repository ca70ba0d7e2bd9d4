import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from './journey';
import sharp from 'sharp';
import { DEMO, catalogs, expectAccessible, logIn } from './support';

const { pl, de } = catalogs;
const remark = pl.mediaRemark;
const SHOTS = 'bench/.tmp/media-remark';
const QC = { email: 'qc@demo.pim', password: 'demo-qc-pass' };

async function session(browser: Browser, user: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await logIn(page, user);
  return page;
}

/** A 1200 x 1200 px, 300 DPI JPEG: a front photo that meets the §5 photo rules. */
async function photo(name: string): Promise<string> {
  const path = join(mkdtempSync(join(tmpdir(), 'pim-photo-')), name);
  await sharp({ create: { width: 1200, height: 1200, channels: 3, background: '#ffffff' } })
    .withMetadata({ density: 300 })
    .jpeg()
    .toFile(path);
  return path;
}

/** The first card of the demo supplier that the QC manager (Markant) sees too. */
async function sharedCard(supplier: Page, qc: Page): Promise<number> {
  for (let id = 1; id <= 200; id += 1) {
    const own = await supplier.request.get(`/api/p1/product/${id}/media-remarks`);
    if (!own.ok()) continue;
    if ((await qc.request.get(`/api/p1/product/${id}/media-remarks`)).ok()) return id;
  }
  throw new Error('the QC manager sees no card of the supplier');
}

test('a QC manager remarks on a photo of a card, the supplier sees the count on the photo and reads it', async ({
  browser,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const name = `front-${Date.now()}.jpg`;
  const text = 'Tło zdjęcia nie jest białe, proszę o nowe zdjęcie.';
  const supplier = await session(browser, DEMO.supplier);
  const qc = await session(browser, QC);
  const cardId = await sharedCard(supplier, qc);

  // The supplier puts a front photo on the card.
  // Journeys before this one may have given the card a front photo already: then the slot replaces it.
  await supplier.goto(`/react/product/${cardId}/edit`);
  const front = pl.media.types['2'];
  await supplier
    .getByLabel(pl.media.addFor.replace('{{type}}', front))
    .or(supplier.getByLabel(pl.media.replaceFor.replace('{{type}}', front)))
    .setInputFiles(await photo(name));
  await expect(supplier.getByText(name)).toBeVisible();
  await supplier.getByRole('button', { name: pl.productForm.actions.saveDraft }).click();
  await expect(supplier.getByTestId('save-flash')).toHaveText(pl.productForm.flash.saved);

  // The QC manager writes a remark on it from the card's details.
  await qc.goto(`/react/product/${cardId}/details`);
  await qc.getByRole('button', { name: `Uwagi do zdjęcia ${name}` }).click();
  const dialog = qc.getByRole('dialog', { name: remark.title });
  await expect(dialog.getByText(remark.empty)).toBeVisible();
  await dialog.getByLabel(remark.message).fill(text);
  await dialog.getByRole('button', { name: remark.submit }).click();
  const list = dialog.getByRole('list', { name: remark.listLabel });
  await expect(list).toContainText(text);
  await expect(list).toContainText('Kamila Kontrolna');
  await expect(list).toContainText('Markant');
  await qc.screenshot({ path: `${SHOTS}/written-pl.png` });
  await expectAccessible(qc);
  await dialog.getByRole('button', { name: remark.close }).click();
  await expect(qc.getByRole('button', { name: `1 uwaga do zdjęcia ${name}` })).toBeVisible();

  // The supplier sees the badge on the photo in the details and reads the remark, with no field to write.
  await supplier.goto(`/react/product/${cardId}/details`);
  const badge = supplier.getByRole('button', { name: `1 uwaga do zdjęcia ${name}` });
  await expect(badge).toContainText('1');
  await badge.scrollIntoViewIfNeeded();
  await supplier.screenshot({ path: `${SHOTS}/badge-pl.png` });
  await badge.click();
  const read = supplier.getByRole('dialog', { name: remark.title });
  await expect(read.getByRole('list', { name: remark.listLabel })).toContainText(text);
  await expect(read.getByLabel(remark.message)).toHaveCount(0);
  await supplier.screenshot({ path: `${SHOTS}/read-pl.png` });
  await expectAccessible(supplier);
  await read.getByRole('button', { name: remark.close }).click();

  // The same in German.
  await supplier.getByRole('button', { name: pl.nav.language }).click();
  await supplier.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect(supplier.locator('html')).toHaveAttribute('lang', 'de');
  await supplier.getByRole('button', { name: `1 Anmerkung zum Foto ${name}` }).click();
  const german = supplier.getByRole('dialog', { name: de.mediaRemark.title });
  await expect(german.getByRole('list', { name: de.mediaRemark.listLabel })).toContainText(text);
  await supplier.screenshot({ path: `${SHOTS}/read-de.png` });
  await expectAccessible(supplier);
  // The language is stored on the account: give the supplier back Polish for the journeys after this one.
  await german.getByRole('button', { name: de.mediaRemark.close }).click();
  await supplier.getByRole('button', { name: de.nav.language }).click();
  await supplier.getByRole('menuitem', { name: 'Polski' }).click();
  await expect(supplier.locator('html')).toHaveAttribute('lang', 'pl');
});
