import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pl from '@i18n/locales/pl.json';
import { attributes, producers, products, users } from '@server/db/schema';
import { logInAs } from './support/log-in';
import { renderApp } from './support/render-app';
import { resetBetweenTests, useRealServer, type RealServer } from './support/real-server';

const identify = pl.productIdentify;
/** The first render loads the screen's chunk and the schema: slower than a later step. */
const LOADING = { timeout: 30_000 };

let server: RealServer;
const scrollIntoView = Element.prototype.scrollIntoView;
beforeAll(async () => {
  server = await useRealServer();
  // jsdom lays nothing out and has no scrollIntoView.
  Element.prototype.scrollIntoView = () => {};
});
afterAll(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});
resetBetweenTests();

/** The demo supplier's oldest card. */
async function supplierCard(): Promise<number> {
  const [supplier] = await server.db.select().from(users).where(eq(users.email, 'supplier@demo.pim'));
  const [card] = await server.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.companyId, supplier!.companyId!))
    .orderBy(asc(products.id))
    .limit(1);
  return card!.id;
}

const optionTexts = (label: string) =>
  [...screen.getByLabelText<HTMLSelectElement>(label).options].map((option) => option.text);

describe('§6 what an admin is not offered on the card', () => {
  it('an admin editing a supplier’s card may not edit its addresses nor its producers', async () => {
    const id = await supplierCard();
    await logInAs('admin@demo.pim');
    await renderApp(`/product/${id}/edit`);
    expect(await screen.findByLabelText(identify.nameToShow, {}, LOADING)).toBeTruthy();
    expect(screen.queryByRole('button', { name: identify.editProducer })).toBeNull();
    expect(screen.queryByRole('button', { name: new RegExp(`^${identify.editAddress}`) })).toBeNull();
    expect(optionTexts(identify.producer)).not.toContain(identify.newProducer);
    expect(optionTexts(identify.companyAddress)).not.toContain(identify.newAddress);
    expect(optionTexts(identify.returnAddress)).not.toContain(identify.newAddress);
  });

  it('an admin opening a card whose producer lacks its address is told the supplier completes it, with no gating dialog', async () => {
    const id = await supplierCard();
    const [card] = await server.db.select().from(products).where(eq(products.id, id));
    await server.db.update(producers).set({ street: null }).where(eq(producers.id, card!.producerId!));
    await logInAs('admin@demo.pim');
    await renderApp(`/product/${id}/edit`);
    expect(await screen.findByText(new RegExp(pl.cardRules.blockedForSupplier), {}, LOADING)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: identify.completeData })).toBeNull();
  });

  it('the supplier who owns the card is offered both', async () => {
    await supplierCard();
    await logInAs('supplier@demo.pim');
    await renderApp(`/product/${await supplierCard()}/edit`);
    expect(await screen.findByLabelText(identify.nameToShow, {}, LOADING)).toBeTruthy();
    expect(screen.getByRole('button', { name: identify.editProducer })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: new RegExp(`^${identify.editAddress}`) }).length).toBe(2);
    expect(optionTexts(identify.producer)).toContain(identify.newProducer);
  });

  it('§6 Create new product: supplier. An admin at /product/new is told so, with no form and no gating dialog', async () => {
    await logInAs('admin@demo.pim');
    await renderApp('/product/new');
    const refusal = await screen.findByRole('alert', {}, LOADING);
    expect(within(refusal).getByText(pl.cardRules.createRefused)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(identify.gating.title)).toBeNull();
    expect(screen.queryByLabelText(identify.nameToShow)).toBeNull();
  });
});

/** The card's stored attributes with `values` in place of the ones of the same uuids. */
async function storeValues(id: number, values: { uuid: string; data: unknown[] }[]) {
  const [card] = await server.db
    .select({ attributes: products.attributes })
    .from(products)
    .where(eq(products.id, id));
  const uuids = new Set(values.map((value) => value.uuid));
  const kept = (card!.attributes as { uuid: string }[]).filter((attribute) => !uuids.has(attribute.uuid));
  await server.db
    .update(products)
    .set({ attributes: [...kept, ...values] })
    .where(eq(products.id, id));
}

async function definition(name: string) {
  const [row] = await server.db
    .select()
    .from(attributes)
    .where(sql`${attributes.name}->>'pl' = ${name}`);
  return row!;
}

const combobox = (name: string) => screen.queryByRole<HTMLInputElement>('combobox', { name });

describe('§6 Selgros private attributes in the card form follow the user’s flags', () => {
  it('the limited user is given trade, group and sub_group only, not is_offer nor is_approved', async () => {
    const [brewer] = await server.db.select().from(users).where(eq(users.email, 'supplier2@demo.pim'));
    const [card] = await server.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.companyId, brewer!.companyId!))
      .orderBy(asc(products.id))
      .limit(1);
    await logInAs('supplier2@demo.pim');
    await renderApp(`/product/${card!.id}/edit`);
    expect(await screen.findByRole('combobox', { name: 'Dział Selgros' }, LOADING)).toBeTruthy();
    expect(combobox('Grupa towarowa Selgros')).toBeTruthy();
    expect(combobox('Podgrupa towarowa Selgros')).toBeTruthy();
    expect(screen.queryByText('W ofercie Selgros')).toBeNull();
    expect(screen.queryByText('Zatwierdzona przez Selgros')).toBeNull();
  });
});

describe('§4 Changing trade resets group and sub_group; changing group resets sub_group', () => {
  it('in the form, as the user picks', async () => {
    const id = await supplierCard();
    const [trade, group, subGroup] = await Promise.all([
      definition('Dział Selgros'),
      definition('Grupa towarowa Selgros'),
      definition('Podgrupa towarowa Selgros'),
    ]);
    const pick = (row: typeof trade, index: number) => ({
      uuid: row.uuid,
      code: row.code,
      data: [{ value: [], value_uuid: row.availableValues[index]!.uuid, unit_uuid: null }],
    });
    await storeValues(id, [pick(trade, 0), pick(group, 0), pick(subGroup, 0)]);
    await logInAs('supplier@demo.pim');
    await renderApp(`/product/${id}/edit`);
    const tradeBox = await screen.findByRole<HTMLInputElement>(
      'combobox',
      { name: 'Dział Selgros' },
      LOADING,
    );
    expect(tradeBox.value).toBe('Spożywczy');
    expect(combobox('Grupa towarowa Selgros')!.value).toBe('Nabiał');
    expect(combobox('Podgrupa towarowa Selgros')!.value).toBe('Mleko i śmietana');

    // A new group empties the sub-group only.
    await userEvent.click(combobox('Grupa towarowa Selgros')!);
    await userEvent.click(await screen.findByRole('option', { name: 'Napoje' }));
    await waitFor(() => expect(combobox('Grupa towarowa Selgros')!.value).toBe('Napoje'));
    expect(combobox('Podgrupa towarowa Selgros')!.value).toBe('');
    expect(tradeBox.value).toBe('Spożywczy');

    // A new trade empties group and sub-group.
    await userEvent.click(tradeBox);
    await userEvent.click(await screen.findByRole('option', { name: 'Przemysłowy' }));
    await waitFor(() => expect(tradeBox.value).toBe('Przemysłowy'));
    await waitFor(() => expect(combobox('Grupa towarowa Selgros')!.value).toBe(''));
    expect(combobox('Podgrupa towarowa Selgros')!.value).toBe('');
  });
});
