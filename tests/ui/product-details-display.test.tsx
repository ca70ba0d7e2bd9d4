import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import pl from '@i18n/locales/pl.json';
import { productUrlAnswerSchema } from '@contract/product-actions';
import { PACKAGE_TYPE, PRODUCT_STATUS } from '@domain/constants';
import { LOGISTIC_FIELD_ID } from '@domain/logistics-fields';
import { PACKAGING_MATERIALS, WASTE_FRACTIONS } from '@domain/recycling-materials';
import { UNIT } from '@domain/units';
import { attributes, products, users } from '@server/db/schema';
import { loginAs, request } from '@tests/server/harness/http';
import { logInAs } from './support/log-in';
import { renderApp } from './support/render-app';
import { resetBetweenTests, useRealServer, type RealServer } from './support/real-server';

const SUPPLIER = 'supplier@demo.pim';
/** The first render loads the screen's chunk, the schema and the card. */
const LOADING = { timeout: 30_000 };

let server: RealServer;
beforeAll(async () => {
  server = await useRealServer();
  Element.prototype.scrollIntoView ??= () => {};
});
resetBetweenTests();

async function supplierCards() {
  const [user] = await server.db.select().from(users).where(eq(users.email, SUPPLIER));
  return server.db
    .select()
    .from(products)
    .where(and(eq(products.companyId, user!.companyId!), sql`${products.gtin} is not null`))
    .orderBy(asc(products.id));
}

type Stored = { uuid: string; code?: string | null; data: { value: string[] }[] };

/** Writes attribute values (by their Polish names) into a card as an import or the form would have stored them. */
async function storeValues(productId: number, values: Record<string, string>) {
  const defined = await server.db
    .select({ uuid: attributes.uuid, code: attributes.code, name: sql<string>`${attributes.name}->>'pl'` })
    .from(attributes)
    .where(inArray(sql`${attributes.name}->>'pl'`, Object.keys(values)));
  expect(defined).toHaveLength(Object.keys(values).length);
  const [card] = await server.db.select().from(products).where(eq(products.id, productId));
  const kept = (card!.attributes as Stored[]).filter(
    (entry) => !defined.some((definition) => definition.uuid === entry.uuid),
  );
  const written = defined.map((definition) => ({
    uuid: definition.uuid,
    code: definition.code,
    data: [{ value: [values[definition.name]!] }],
  }));
  await server.db
    .update(products)
    .set({ attributes: [...kept, ...written] })
    .where(eq(products.id, productId));
}

describe('product details show values as the reader writes them (§3 Attribute types)', () => {
  it('a datetime, a date and an imported decimal read in Polish', async () => {
    const [card] = await supplierCards();
    // The importer stores a spreadsheet number as text with a dot; the form stores what was typed.
    await storeValues(card!.id, {
      'Data i godzina ostatniego audytu': '2025-02-10T09:30',
      'Data wprowadzenia na rynek': '2025-02-10',
      'Tłuszcz (g/100 g)': '3.2',
    });
    await logInAs(SUPPLIER);
    await renderApp(`/product/${card!.id}/details`);
    await screen.findByRole('heading', { level: 1, name: card!.nameToShow }, LOADING);
    await userEvent.click(screen.getByRole('switch', { name: pl.productDetails.toggles.onlyFilled }));

    const row = async (name: string) => (await screen.findByText(name, {}, LOADING)).closest('div')!;
    const audit = await row('Data i godzina ostatniego audytu');
    expect(audit.textContent).not.toContain('2025-02-10T09:30');
    expect(audit.textContent).toContain('10 lut 2025');
    expect(audit.textContent).toContain('09:30');
    expect((await row('Data wprowadzenia na rynek')).textContent).toContain('10 lut 2025');
    expect((await row('Tłuszcz (g/100 g)')).textContent).toContain('3,2');
  });
});

describe('product details recycling table (§2 Logistics section, recycling table)', () => {
  it('lists each package’s materials read-only, with names, weights, percent and fraction', async () => {
    const [card] = await supplierCards();
    const consumer = LOGISTIC_FIELD_ID[PACKAGE_TYPE.CONSUMER];
    const glass = PACKAGING_MATERIALS.find((choice) => choice.label.endsWith('.glass'))!;
    const paper = PACKAGING_MATERIALS.find((choice) => choice.label.endsWith('.paper'))!;
    const glassFraction = WASTE_FRACTIONS.find((choice) => choice.label.endsWith('.glass'))!;
    const logistic = card!.logistic as {
      structures: { packages: { package_type: number; fields: { uuid: string; data: unknown[] }[] }[] }[];
    };
    const pack = logistic.structures[0]!.packages.find((p) => p.package_type === PACKAGE_TYPE.CONSUMER)!;
    pack.fields.push(
      {
        uuid: consumer.MATERIAL,
        data: [
          { value: ['250.5', '', ''], value_uuid: glass.uuid, unit_uuid: UNIT.G, attribute_set_position: 1 },
          { value: ['0.012', '', ''], value_uuid: paper.uuid, unit_uuid: UNIT.KG, attribute_set_position: 2 },
        ],
      },
      {
        uuid: consumer.PER_BASE_PACK_MATERIAL,
        data: [
          { value: ['250.500'], unit_uuid: UNIT.G, attribute_set_position: 1 },
          { value: ['12.000'], unit_uuid: UNIT.G, attribute_set_position: 2 },
        ],
      },
      { uuid: consumer.RECYCLABLE_MATERIAL_PERCENT, data: [{ value: ['35.5'], attribute_set_position: 1 }] },
      {
        uuid: consumer.RECYCLABLE_MATERIAL_FRACTION,
        data: [{ value: [], value_uuid: glassFraction.uuid, attribute_set_position: 1 }],
      },
      { uuid: consumer.STRUCTURE_MATERIAL_WEIGHT, data: [{ value: ['262.5'], unit_uuid: UNIT.G }] },
    );
    await server.db.update(products).set({ logistic }).where(eq(products.id, card!.id));

    await logInAs(SUPPLIER);
    await renderApp(`/product/${card!.id}/details`);
    const region = await screen.findByRole('region', { name: pl.recycling.heading }, LOADING);
    const table = within(region).getByRole('table', { name: pl.logistics.basicStructure });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      pl.productDetails.logistics.columns.package,
      pl.recycling.columns.material,
      pl.recycling.columns.weight,
      pl.recycling.columns.perBase,
      pl.recycling.columns.percent,
      pl.recycling.columns.fraction,
    ]);
    const cells = within(table)
      .getAllByRole('row')
      .slice(1, 3)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(cells).toEqual([
      [pl.recycling.materials.glass, '250,5 g', '250,500 g', '35,5', pl.recycling.fractions.glass],
      [pl.recycling.materials.paper, '0,012 kg', '12,000 g', '—', '—'],
    ]);
    expect(within(table).getByText(pl.recycling.structureWeight.replace('{{weight}}', '262,5'))).toBeTruthy();
    // Read-only: nothing to type in or choose.
    expect(within(region).queryByRole('textbox')).toBeNull();
    expect(within(region).queryByRole('combobox')).toBeNull();
  });

  it('a card without materials says so', async () => {
    const [card] = await supplierCards();
    await logInAs(SUPPLIER);
    await renderApp(`/product/${card!.id}/details`);
    const region = await screen.findByRole('region', { name: pl.recycling.heading }, LOADING);
    expect(within(region).getByText(pl.detailsRecycling.none)).toBeTruthy();
  });
});

/** A draft card of the supplier and a draft copy of it made through the API, renamed as its user would. */
async function draftCopy() {
  const [card] = await supplierCards();
  const [original] = await server.db
    .update(products)
    .set({ status: PRODUCT_STATUS.DRAFT })
    .where(eq(products.id, card!.id))
    .returning();
  const session = await loginAs(server.app, SUPPLIER);
  const response = await request(server.app, 'POST', `/product/${original!.id}/clone`, {
    cookie: session.cookie,
    csrf: session.csrf,
    body: {},
  });
  expect(response.status, response.text).toBe(201);
  const id = Number(/\/product\/(\d+)\/edit$/.exec(productUrlAnswerSchema.parse(response.body).url)![1]);
  const [copy] = await server.db
    .update(products)
    .set({ nameToShow: 'Kopia do przeróbki' })
    .where(eq(products.id, id))
    .returning();
  return { original: original!, copy: copy! };
}

describe('a draft copy’s details (docs/decisions/0059)', () => {
  it('names its original and publishes over it: the user lands on the original', async () => {
    const { original, copy } = await draftCopy();
    await logInAs(SUPPLIER);
    await renderApp(`/product/${copy.id}/details`);
    const notice = await screen.findByRole('region', { name: pl.draftCopy.copyOf }, LOADING);
    expect(within(notice).getByRole('link', { name: original.nameToShow }).getAttribute('href')).toBe(
      `/react/product/${original.id}/details`,
    );
    await userEvent.click(within(notice).getByRole('button', { name: pl.draftCopy.publish }));
    await waitFor(() => expect(location.pathname).toBe(`/react/product/${original.id}/details`), LOADING);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kopia do przeróbki' }, LOADING),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: pl.draftCopy.copyOf })).toBeNull();
  });

  it('an original changed since the copy shows the translated conflict and stays on the copy', async () => {
    const { original, copy } = await draftCopy();
    await server.db.update(products).set({ name: 'Zmieniona' }).where(eq(products.id, original.id));
    await logInAs(SUPPLIER);
    await renderApp(`/product/${copy.id}/details`);
    const notice = await screen.findByRole('region', { name: pl.draftCopy.copyOf }, LOADING);
    await userEvent.click(within(notice).getByRole('button', { name: pl.draftCopy.publish }));
    expect(await within(notice).findByText(pl.draftCopy.errors.originalChanged, {}, LOADING)).toBeTruthy();
    expect(location.pathname).toBe(`/react/product/${copy.id}/details`);
    const [still] = await server.db.select().from(products).where(eq(products.id, copy.id));
    expect(still?.status).toBe(PRODUCT_STATUS.DRAFT);
  });
});
