import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, request, test, type Locator, type Page } from './journey';
import sharp from 'sharp';
import { withCheckDigit } from '../../src/domain/gtin';
import { DEMO, catalogs, expectAccessible, logIn } from './support';

const { pl } = catalogs;
const form = pl.productForm;
const L = pl.logistics;
const R = pl.recycling;

/** A 1200 x 1200 px, 300 DPI RGB JPEG: a photo that meets the §5 photo rules. */
async function photo(name: string): Promise<string> {
  const path = join(mkdtempSync(join(tmpdir(), 'pim-photo-')), name);
  await sharp({ create: { width: 1200, height: 1200, channels: 3, background: '#ffffff' } })
    .withMetadata({ density: 300 })
    .jpeg()
    .toFile(path);
  return path;
}

/** Another card of the same supplier that already carries `ean`, saved as a draft through the API. */
async function cardWithEan(page: Page, baseURL: string, ean: string, name: string): Promise<number> {
  const api = await request.newContext({ baseURL, storageState: await page.context().storageState() });
  const config = (await (await api.get('/api/page-config')).json()) as { csrf_token: string };
  const consumer = {
    uuid: 'a1b2c3d4-0000-4000-8000-000000000001',
    package_type: 11,
    has_ean: true,
    fields: [],
    eans: [
      {
        uuid: 'a1b2c3d4-0000-4000-8000-000000000002',
        ean,
        dates_enabled: false,
        date_from: null,
        date_to: null,
      },
    ],
  };
  const response = await api.post('/api/p1/product/new?save=draft', {
    headers: { 'x-csrf-token': config.csrf_token },
    data: {
      product_profile: { category_ids: [], name_to_show: name },
      logistic: { structures: [{ is_network_structure: false, network_codes: [], packages: [consumer] }] },
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { id } = (await response.json()) as { id: number };
  await api.dispose();
  return id;
}

async function chooseCategory(page: Page, search: string, name: string) {
  await page.getByRole('button', { name: pl.productIdentify.chooseCategory }).click();
  const dialog = page.getByRole('dialog', { name: pl.categoryPicker.title });
  await dialog.getByLabel(pl.categoryPicker.search).fill(search);
  await dialog
    .getByRole('treeitem', { name: new RegExp(name) })
    .first()
    .click();
  await expect(dialog).toBeHidden();
}

/** The identify data, required attributes and photos a ready card needs (as in product-form.spec). */
async function fillTheRestOfTheCard(page: Page) {
  await page.getByLabel(pl.productIdentify.name).fill('Pasta do zębów z fluorem 75 ml');
  const producer = page.getByLabel(pl.productIdentify.producer);
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
  for (const [type, file] of [
    ['2', 'pasta-front.jpg'],
    ['6', 'pasta-label.jpg'],
  ] as const) {
    await page
      .getByLabel(pl.media.addFor.replace('{{type}}', pl.media.types[type]))
      .setInputFiles(await photo(file));
    await expect(page.getByText(file)).toBeVisible();
  }
}

const unitOf = (field: string) => L.unitOf.replace('{{field}}', field);

async function fillPackage(
  pack: Locator,
  values: { units?: string; net?: [string, string]; gross?: [string, string]; dims: string[] },
) {
  if (values.units) await pack.getByLabel(L.fields.consumerUnitsNumber, { exact: true }).fill(values.units);
  if (values.net) {
    await pack.getByLabel(L.fields.netWeight, { exact: true }).fill(values.net[0]);
    await pack
      .getByRole('combobox', { name: unitOf(L.fields.netWeight) })
      .selectOption({ label: values.net[1] });
  }
  if (values.gross) {
    await pack.getByLabel(L.fields.grossWeight, { exact: true }).fill(values.gross[0]);
    await pack
      .getByRole('combobox', { name: unitOf(L.fields.grossWeight) })
      .selectOption({ label: values.gross[1] });
  }
  const dimensions = pack.getByRole('group', { name: L.fields.dimensions });
  await dimensions.getByRole('combobox', { name: unitOf(L.fields.dimensions) }).selectOption({ label: 'cm' });
  for (const [index, part] of (['width', 'height', 'depth'] as const).entries())
    await dimensions.getByLabel(L.dimension[part]).fill(values.dims[index]!);
}

async function addPackage(page: Page, typeLabel: string) {
  await page
    .getByRole('button', { name: L.packageDialog.openFor.replace('{{structure}}', L.basicStructure) })
    .click();
  const dialog = page.getByRole('dialog', { name: L.packageDialog.title });
  await dialog.getByRole('radio', { name: typeLabel }).click();
  await dialog.getByRole('button', { name: L.packageDialog.confirm }).click();
  await expect(dialog).toBeHidden();
}

async function enterEan(pack: Locator, page: Page, code: string) {
  await pack.getByRole('button', { name: L.ean.edit.replace('{{number}}', '1') }).click();
  const dialog = page.getByRole('dialog', { name: L.ean.dialog.editTitle });
  await dialog.getByLabel(L.ean.dialog.code).fill(code);
  await dialog.getByRole('button', { name: pl.productIdentify.modal.save }).click();
  return dialog;
}

test('a supplier builds consumer → first level → pallet with EANs and recycling, meets a taken EAN, saves ready', async ({
  page,
  baseURL,
}) => {
  await logIn(page, DEMO.supplier);
  const takenEan = withCheckDigit(`590777${String(Date.now() % 1_000_000).padStart(6, '0')}`);
  const otherName = 'Pasta wybielająca – karta z tym kodem';
  const otherId = await cardWithEan(page, baseURL!, takenEan, otherName);

  await page.goto('/react/product/new');
  await chooseCategory(page, 'pasta', 'Pasta do zębów');
  await page.getByLabel(pl.productIdentify.nameToShow).fill('Pasta do zębów z fluorem');
  await fillTheRestOfTheCard(page);

  // Consumer → first level → pallet.
  const logistics = page.locator('#section-logistic');
  await logistics.getByRole('button', { name: L.addBasePackage }).click();
  await addPackage(page, L.packageTypes.firstLevel);
  await addPackage(page, L.packageTypes.pallet);
  const consumer = logistics.getByRole('article', { name: L.packageTypes.consumer });
  const first = logistics.getByRole('article', { name: L.packageTypes.firstLevel });
  const pallet = logistics.getByRole('article', { name: L.packageTypes.pallet });
  await fillPackage(consumer, { net: ['90', 'g'], gross: ['100', 'g'], dims: ['4', '19', '4'] });
  await fillPackage(first, { units: '12', gross: ['1,3', 'kg'], dims: ['20', '20', '10'] });
  await fillPackage(pallet, { units: '960', dims: ['120', '80', '150'] });
  await pallet.getByLabel(L.fields.consumerPackagesOnLayer, { exact: true }).fill('10');
  await pallet.getByLabel(L.fields.consumerPackagesCount, { exact: true }).fill('80');

  // §5 Computations: volumes, net weights from the consumer, the pallet layer weight.
  await expect(consumer.getByLabel(L.fields.volume, { exact: true })).toHaveValue('0,304');
  await expect(first.getByLabel(L.fields.volume, { exact: true })).toHaveValue('4,000');
  await expect(first.getByLabel(L.fields.netWeight, { exact: true })).toHaveValue('1080');
  await expect(pallet.getByLabel(L.fields.netWeight, { exact: true })).toHaveValue('86400');
  await expect(pallet.getByLabel(L.fields.layerWeight, { exact: true })).toHaveValue('13,000');

  // EANs: the code of another card is refused naming it; a free code is taken.
  const refused = await enterEan(consumer, page, takenEan);
  await expect(refused.getByTestId('ean-taken')).toContainText(`„${otherName}” (nr ${otherId})`);
  await expect(refused.getByRole('list', { name: L.ean.dialog.takenBy })).toContainText(otherName);
  const consumerEan = withCheckDigit(`590778${String(Date.now() % 1_000_000).padStart(6, '0')}`);
  await refused.getByLabel(L.ean.dialog.code).fill(consumerEan);
  await refused.getByRole('button', { name: pl.productIdentify.modal.save }).click();
  await expect(refused).toBeHidden();
  await expect(consumer.getByTestId('ean-code')).toHaveText(consumerEan);
  const caseEan = withCheckDigit(`1${consumerEan.slice(0, 12)}`);
  await expect(await enterEan(first, page, caseEan)).toBeHidden();
  await expect(first.getByTestId('ean-code')).toHaveText(caseEan);

  // Recycling: the consumer is recyclable, PET 12 g with 30 % recycled content; the case is cardboard.
  const recycling = page.getByRole('region', { name: R.heading });
  const cell = (field: string, pack: string) =>
    R.cell.replace('{{field}}', field).replace('{{number}}', '1').replace('{{package}}', pack);
  await recycling
    .getByRole('combobox', { name: L.fields.recyclable })
    .first()
    .selectOption({ label: L.flag.yes });
  await recycling
    .getByRole('button', { name: R.addMaterialTo.replace('{{package}}', L.packageTypes.consumer) })
    .click();
  await recycling
    .getByLabel(cell(R.columns.material, L.packageTypes.consumer))
    .selectOption({ label: R.materials.pet });
  await recycling.getByLabel(cell(R.columns.weight, L.packageTypes.consumer)).fill('12');
  await recycling.getByLabel(cell(R.columns.percent, L.packageTypes.consumer)).fill('30');
  await recycling
    .getByRole('button', { name: R.addMaterialTo.replace('{{package}}', L.packageTypes.firstLevel) })
    .click();
  await recycling
    .getByLabel(cell(R.columns.material, L.packageTypes.firstLevel))
    .selectOption({ label: R.materials.paper });
  await recycling.getByLabel(cell(R.columns.weight, L.packageTypes.firstLevel)).fill('240');
  await expect(recycling.getByTestId('per-base-weight')).toHaveText(['12,000 g', '20,000 g']);
  await expect(recycling.getByTestId('structure-material-weight')).toHaveText(
    R.structureWeight.replace('{{weight}}', '32,000'),
  );

  mkdirSync('bench/.tmp', { recursive: true });
  await logistics.screenshot({ path: 'bench/.tmp/logistics-section.png' });
  await expectAccessible(page);

  // Own-brand availability for one network.
  const av = pl.availability;
  await page
    .getByRole('navigation', { name: form.navigator.settings })
    .getByRole('link', { name: av.heading })
    .click();
  const availability = page.getByRole('region', { name: av.heading });
  await availability.getByRole('radio', { name: av.types.ownBrand }).click();
  await availability.getByLabel(av.ownBrandNetwork).selectOption({ label: 'Selgros' });
  await expect(availability.getByLabel(av.visibleIn.replace('{{network}}', 'Selgros'))).toBeChecked();

  await page.getByRole('button', { name: form.actions.save, exact: true }).click();
  await expect(page.getByTestId('save-flash')).toHaveText(form.flash.saved);
  await expect(page.getByTestId('product-status')).toHaveText(form.status.ready);

  // Stored as built: the EANs, the computed weights and the materials survive a reload.
  await page.reload();
  await expect(
    page
      .locator('#section-logistic')
      .getByRole('article', { name: L.packageTypes.firstLevel })
      .getByLabel(L.fields.netWeight, { exact: true }),
  ).toHaveValue('1080');
  await expect(page.getByRole('region', { name: R.heading }).getByTestId('per-base-weight')).toHaveText([
    '12,000 g',
    '20,000 g',
  ]);
});
