import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { CatalogEvent } from '@machines/catalog-types';
import { DEMO, catalogs, logIn } from '../support';

const { pl } = catalogs;
const identify = pl.productIdentify;

/** The demo supplier's first card (the seed's first product): a stored card without photos. */
export const CARD_ID = 1;

/** Logs the supplier in and opens the card, loaded. */
export async function openCard(page: Page): Promise<void> {
  await logIn(page, DEMO.supplier);
  await page.goto(`/react/product/${CARD_ID}/edit`);
  await expect(page.getByLabel(identify.nameToShow)).toBeVisible();
}

/**
 * Logs the supplier in and opens one of their cards whose attributes are complete (a draft when there is
 * one, else a ready card): the ready save's paths need a card that names and photos alone make ready.
 */
export async function openCompleteCard(page: Page): Promise<void> {
  await logIn(page, DEMO.supplier);
  let id: number | undefined;
  for (const status of ['5', '2']) {
    const answer = await page.request.get(`/api/p1/products?status=${status}&completeness=100`);
    expect(answer.ok()).toBe(true);
    const { rows } = (await answer.json()) as { rows: { id: number }[] };
    id = rows[0]?.id;
    if (id !== undefined) break;
  }
  expect(id, 'a card of the demo supplier with complete attributes').toBeDefined();
  await page.goto(`/react/product/${id}/edit`);
  await expect(page.getByLabel(identify.nameToShow)).toBeVisible();
}

/** §8 A lost session opens re-login over the card: the user logs in again there, the card stays. */
export async function reloginIfAsked(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: pl.session.unauthorizedTitle });
  if (!(await dialog.isVisible())) return;
  await dialog.getByLabel(pl.login.email).fill(DEMO.supplier.email);
  await dialog.getByLabel(pl.login.password).fill(DEMO.supplier.password);
  await dialog.getByRole('button', { name: pl.session.loginButton }).click();
  await expect(dialog).toBeHidden();
}

/** The user opens the category picker and searches for the category the contract's click chooses. */
export async function openCategoryPicker(page: Page): Promise<void> {
  await reloginIfAsked(page);
  await page
    .getByRole('button', { name: new RegExp(`^(${identify.chooseCategory}|${identify.changeCategory})$`) })
    .click();
  const dialog = page.getByRole('dialog', { name: pl.categoryPicker.title });
  await dialog.getByLabel(pl.categoryPicker.search).fill('pasta');
  await expect(dialog.getByRole('treeitem', { name: /Pasta do zębów/ }).first()).toBeVisible();
}

/** A 1200 × 1200 px, 300 DPI JPEG: a photo that meets the §5 photo rules. */
async function photo(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 1200, channels: 3, background: '#0f766e' } })
    .withMetadata({ density: 300 })
    .jpeg()
    .toBuffer();
}

/** §5 Ready needs a label photo and a front photo: the user adds them in the card's media section. */
async function addPhotos(page: Page): Promise<void> {
  for (const [type, name] of [
    ['2', 'karta-front.jpg'],
    ['6', 'karta-etykieta.jpg'],
  ] as const) {
    if (await page.getByText(name).isVisible()) continue;
    const typeName = pl.media.types[type];
    await page
      .getByLabel(new RegExp(`^(Dodaj|Zamień) plik: ${typeName}$`))
      .setInputFiles({ name, mimeType: 'image/jpeg', buffer: await photo() });
    await expect(page.getByText(name)).toBeVisible();
  }
}

/**
 * Before a save, the user brings the card into the path's case: no trade name (the draft is refused), no
 * legal name (only the ready save is refused), or both names and the photos (the card is ready).
 */
export async function prepareSave(page: Page, event: CatalogEvent): Promise<void> {
  const draftRefused = (event['draftFaults'] as unknown[]).length > 0;
  const readyRefused = (event['readyFaults'] as unknown[]).length > 0;
  const nameToShow = page.getByLabel(identify.nameToShow);
  const name = page.getByLabel(identify.name, { exact: true });
  if (draftRefused) await nameToShow.fill('');
  else if ((await nameToShow.inputValue()) === '') await nameToShow.fill('Karta z replayu');
  if (readyRefused && !draftRefused) await name.fill('');
  else if ((await name.inputValue()) === '') await name.fill('Karta z replayu');
  if (event.type === 'SAVE.READY' && !readyRefused) await addPhotos(page);
}
