import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, request, test, type Page } from './journey';
import sharp from 'sharp';
import { DEMO, catalogs, expectAccessible, logIn } from './support';

const { pl } = catalogs;
const form = pl.productForm;

/** A 1200 x 1200 px, 300 DPI RGB JPEG: a photo that meets the §5 photo rules. */
async function photo(name: string): Promise<string> {
  const path = join(mkdtempSync(join(tmpdir(), 'pim-photo-')), name);
  await sharp({ create: { width: 1200, height: 1200, channels: 3, background: '#ffffff' } })
    .composite([
      {
        input: await sharp({ create: { width: 400, height: 600, channels: 3, background: '#0f766e' } })
          .png()
          .toBuffer(),
        top: 300,
        left: 400,
      },
    ])
    .withMetadata({ density: 300 })
    .jpeg()
    .toFile(path);
  return path;
}

async function chooseCategory(page: Page, search: string, name: string) {
  await page
    .getByRole('button', {
      name: new RegExp(`${pl.productIdentify.chooseCategory}|${pl.productIdentify.changeCategory}`),
    })
    .click();
  const dialog = page.getByRole('dialog', { name: pl.categoryPicker.title });
  await dialog.getByLabel(pl.categoryPicker.search).fill(search);
  await dialog
    .getByRole('treeitem', { name: new RegExp(name) })
    .first()
    .click();
  await expect(dialog).toBeHidden();
}

function productIdOf(page: Page): number {
  const match = /\/product\/(\d+)\/edit/.exec(page.url());
  if (match === null) throw new Error(`not on a card: ${page.url()}`);
  return Number(match[1]);
}

async function saveDraft(page: Page) {
  await page.getByRole('button', { name: form.actions.saveDraft }).click();
  await expect(page.getByTestId('save-flash')).toHaveText(form.flash.saved);
}

test('a supplier creates a card: draft, a refused ready save, the photo and values, ready, a new category', async ({
  page,
}) => {
  await logIn(page, DEMO.supplier);
  await page.goto('/react/product/new');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(form.untitled);

  await chooseCategory(page, 'pasta', 'Pasta do zębów');
  await expect(page.getByLabel('Kraj pochodzenia')).toBeVisible();
  // A section collapses and expands again.
  const basic = page.getByRole('region', { name: 'Informacje podstawowe' });
  await basic.getByRole('button', { name: form.navigator.collapse }).click();
  await expect(page.getByLabel('Kraj pochodzenia')).toBeHidden();
  await basic.getByRole('button', { name: form.navigator.expand }).click();
  await expect(page.getByLabel('Kraj pochodzenia')).toBeVisible();
  await page.getByLabel(pl.productIdentify.nameToShow).fill('Pasta miętowa 75 ml');

  // Draft: identifiers only.
  await saveDraft(page);
  await expect(page.getByTestId('product-status')).toHaveText(form.status.draft);
  await expect(page).toHaveURL(/\/react\/product\/\d+\/edit$/);

  // Ready without a photo: refused, and the validation tab lists what is missing.
  await page.getByRole('button', { name: form.actions.save, exact: true }).click();
  await page.getByRole('button', { name: form.flash.showValidation }).click();
  const faults = page.getByTestId('validation-list');
  await expect(faults).toContainText(pl.media.title);
  await expect(faults).toContainText('Kraj pochodzenia');
  await expect(page.getByTestId('product-status')).toHaveText(form.status.draft);
  await expectAccessible(page);

  // The front photo and the required values.
  await page
    .getByLabel(pl.media.addFor.replace('{{type}}', pl.media.types['2']))
    .setInputFiles(await photo('pasta-front.jpg'));
  await expect(page.getByText('pasta-front.jpg')).toBeVisible();
  // §5 A label photo is required too.
  await page
    .getByLabel(pl.media.addFor.replace('{{type}}', pl.media.types['6']))
    .setInputFiles(await photo('pasta-label.jpg'));
  await expect(page.getByText('pasta-label.jpg')).toBeVisible();
  await page.getByLabel(pl.productIdentify.name).fill('Pasta do zębów miętowa');
  const producer = page.getByLabel(pl.productIdentify.producer);
  // A producer with full address data (an incomplete one opens the gating dialog and blocks editing).
  const incomplete = pl.productIdentify.incomplete.replace('{{name}}', '');
  const complete = await producer
    .locator('option')
    .evaluateAll(
      (options, marker) =>
        (options as HTMLOptionElement[]).find(
          (option) => /^\d+$/.test(option.value) && !option.textContent!.includes(marker),
        )?.value,
      incomplete,
    );
  await producer.selectOption(complete!);
  await page.getByLabel(pl.productIdentify.brand, { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Kraj pochodzenia').fill('Polska');
  await page.getByLabel('Zawartość netto', { exact: true }).fill('75');
  await page
    .getByRole('combobox', { name: `Zawartość netto: ${form.fieldLabels.unit}` })
    .selectOption({ label: 'ml' });
  await page.getByLabel('Zawartość fluoru', { exact: true }).fill('1450');
  const fluorUnit = page.getByRole('combobox', { name: `Zawartość fluoru: ${form.fieldLabels.unit}` });
  if (await fluorUnit.isVisible()) await fluorUnit.selectOption({ index: 1 });
  await page.getByRole('button', { name: pl.logistics.addBasePackage }).click();
  await page.getByLabel(pl.logistics.fields.netWeight).first().fill('90');
  await page
    .getByLabel(pl.logistics.unitOf.replace('{{field}}', pl.logistics.fields.netWeight))
    .first()
    .selectOption({ label: 'g' });
  await page.getByLabel(pl.logistics.dimension.width).first().fill('4');
  await page.getByLabel(pl.logistics.dimension.height).first().fill('19');
  await page.getByLabel(pl.logistics.dimension.depth).first().fill('4');
  await page
    .getByLabel(pl.logistics.unitOf.replace('{{field}}', pl.logistics.fields.dimensions))
    .first()
    .selectOption({ label: 'cm' });

  await page.getByRole('button', { name: form.actions.save, exact: true }).click();
  await expect(page.getByTestId('save-flash')).toHaveText(form.flash.saved);
  await expect(page.getByTestId('product-status')).toHaveText(form.status.ready);

  // A new category: the form is rebuilt, surviving attributes keep their values, new ones appear.
  await chooseCategory(page, 'jogurt', 'Jogurt naturalny');
  await expect(page.getByLabel('Składniki')).toBeVisible();
  await expect(page.getByLabel('Kraj pochodzenia')).toHaveValue('Polska');
  await expect(page.getByLabel('Zawartość netto', { exact: true })).toHaveValue('75');
  await expect(page.getByLabel('Zawartość fluoru', { exact: true })).toHaveCount(0);
});

test('the same card saved in two tabs: the second save sees the difference and nothing is overwritten', async ({
  page,
  context,
  baseURL,
}) => {
  await logIn(page, DEMO.supplier);
  await page.goto('/react/product/new');
  await chooseCategory(page, 'pasta', 'Pasta do zębów');
  await page.getByLabel(pl.productIdentify.nameToShow).fill('Szczoteczka');
  await saveDraft(page);
  const id = productIdOf(page);

  const second = await context.newPage();
  await second.goto(`/react/product/${id}/edit`);
  await expect(second.getByLabel(pl.productIdentify.nameToShow)).toHaveValue('Szczoteczka');

  await page.getByLabel(pl.productIdentify.nameToShow).fill('Szczoteczka miękka');
  await saveDraft(page);

  await second.getByLabel(pl.productIdentify.nameToShow).fill('Szczoteczka twarda');
  await second.getByRole('button', { name: form.actions.saveDraft }).click();
  const dialog = second.getByRole('dialog', { name: form.conflict.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('conflict-differences')).toContainText('Szczoteczka miękka');
  await expect(dialog.getByTestId('conflict-differences')).toContainText('Szczoteczka twarda');

  // Nothing was overwritten: the stored card still has the first tab's name.
  const api = await request.newContext({ baseURL: baseURL!, storageState: await context.storageState() });
  const stored = (await (await api.get(`/api/p1/product/show/${id}`)).json()) as {
    product_profile: { name_to_show: string };
  };
  expect(stored.product_profile.name_to_show).toBe('Szczoteczka miękka');

  // The user keeps their version knowingly.
  await dialog.getByRole('button', { name: form.conflict.keepMine }).click();
  await expect(second.getByTestId('save-flash')).toHaveText(form.flash.saved);
  const kept = (await (await api.get(`/api/p1/product/show/${id}`)).json()) as {
    product_profile: { name_to_show: string };
  };
  expect(kept.product_profile.name_to_show).toBe('Szczoteczka twarda');
  await api.dispose();
});

test('the session ends mid-edit: re-login in place, and the save completes with every edit', async ({
  page,
  baseURL,
}) => {
  await logIn(page, DEMO.supplier);
  await page.goto('/react/product/new');
  await chooseCategory(page, 'pasta', 'Pasta do zębów');
  await page.getByLabel(pl.productIdentify.nameToShow).fill('Pasta wybielająca');
  await saveDraft(page);
  const id = productIdOf(page);

  await page.getByLabel(pl.productIdentify.nameToShow).fill('Pasta wybielająca 100 ml');
  await page.getByLabel('Kraj pochodzenia').fill('Niemcy');

  // The server ends this session (a logout elsewhere).
  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'pim_session');
  const other = await request.newContext({
    baseURL: baseURL!,
    extraHTTPHeaders: { cookie: `pim_session=${session!.value}` },
  });
  const config = (await (await other.get('/api/page-config')).json()) as { csrf_token: string };
  await other.post('/api/logout', { headers: { 'x-csrf-token': config.csrf_token } });
  await other.dispose();

  await page.getByRole('button', { name: form.actions.saveDraft }).click();
  const dialog = page.getByRole('dialog', { name: pl.session.unauthorizedTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(pl.login.password).fill(DEMO.supplier.password);
  await dialog.getByRole('button', { name: pl.session.loginButton }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('save-flash')).toHaveText(form.flash.saved);

  await page.reload();
  await expect(page.getByLabel(pl.productIdentify.nameToShow)).toHaveValue('Pasta wybielająca 100 ml');
  await expect(page.getByLabel('Kraj pochodzenia')).toHaveValue('Niemcy');
  expect(productIdOf(page)).toBe(id);
});

test('leaving a card with unsaved changes asks first', async ({ page }) => {
  await logIn(page, DEMO.supplier);
  // Into the card inside the app (as a link does), so that Back is the app's own navigation.
  await page.evaluate(() => window.history.pushState(null, '', '/react/product/new'));
  await page.getByLabel(pl.productIdentify.nameToShow).fill('Niezapisana');
  await page.getByRole('link', { name: form.actions.returnToList }).click();
  const dialog = page.getByRole('dialog', { name: form.leave.title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: form.leave.stay }).click();
  await expect(page.getByLabel(pl.productIdentify.nameToShow)).toHaveValue('Niezapisana');

  // The browser's Back button asks the same; staying keeps the address and the typed name.
  await page.goBack();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: form.leave.stay }).click();
  await expect(page).toHaveURL(/\/react\/product\/new$/);
  await expect(page.getByLabel(pl.productIdentify.nameToShow)).toHaveValue('Niezapisana');
  await page.goBack();
  await dialog.getByRole('button', { name: form.leave.leave }).click();
  await expect(page).not.toHaveURL(/\/product\/new/);
});

test('availability in the card settings: own brand for one network, a supplier number, kept after saving', async ({
  page,
}) => {
  const av = pl.availability;
  await logIn(page, DEMO.supplier);
  await page.goto('/react/product/new');
  await page.getByLabel(pl.productIdentify.nameToShow).fill('Marka własna Selgros');
  await page
    .getByRole('navigation', { name: form.navigator.settings })
    .getByRole('link', { name: av.heading })
    .click();
  const section = page.getByRole('region', { name: av.heading });
  await section.getByRole('radio', { name: av.types.ownBrand }).click();
  await section.getByLabel(av.ownBrandNetwork).selectOption({ label: 'Selgros' });
  await expect(section.getByLabel(av.visibleIn.replace('{{network}}', 'Selgros'))).toBeChecked();
  await expect(section.getByLabel(av.visibleIn.replace('{{network}}', 'Metro'))).not.toBeChecked();
  await section.getByLabel(av.productNumberIn.replace('{{network}}', 'Selgros')).fill('  SG-1001  ');
  await saveDraft(page);

  await page.reload();
  const again = page.getByRole('region', { name: av.heading });
  await expect(again.getByRole('radio', { name: av.types.ownBrand })).toBeChecked();
  await expect(again.getByLabel(av.productNumberIn.replace('{{network}}', 'Selgros'))).toHaveValue('SG-1001');
});
