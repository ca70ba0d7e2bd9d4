import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import pl from '@i18n/locales/pl.json';
import { attributes, companies, products, units, users } from '@server/db/schema';
import { logInAs } from './support/log-in';
import { renderApp } from './support/render-app';
import { resetBetweenTests, useRealServer, type RealServer } from './support/real-server';

/** The first render loads the screen's chunk and the data: slower than a later step. */
const LOADING = { timeout: 30_000 };

let server: RealServer;
beforeAll(async () => {
  server = await useRealServer();
});
resetBetweenTests();

async function supplierCard() {
  const [supplier] = await server.db.select().from(users).where(eq(users.email, 'supplier@demo.pim'));
  const [card] = await server.db
    .select()
    .from(products)
    .where(eq(products.companyId, supplier!.companyId!))
    .limit(1);
  return { supplier: supplier!, card: card! };
}

describe('change-log report, user and company history (real server)', () => {
  it("a card's report shows each change before → after, and the source filter narrows it", async () => {
    const user = userEvent.setup();
    const { card } = await supplierCard();
    await server.db.update(products).set({ nameToShow: 'Nazwa z raportu' }).where(eq(products.id, card.id));
    await logInAs('supplier@demo.pim');
    await renderApp(`/changelog-report/show?product_id=${card.id}`);
    const table = await screen.findByRole('table', {}, LOADING);
    expect(within(table).getAllByText('Nazwa z raportu').length).toBeGreaterThan(0);
    expect(within(table).getAllByText(pl.auditTrail.sources.system).length).toBeGreaterThan(0);

    await user.selectOptions(
      screen.getByLabelText(pl.auditTrail.filters.source),
      pl.auditTrail.sources.api_token,
    );
    await user.click(screen.getByRole('button', { name: pl.auditTrail.filters.apply }));
    expect(await screen.findByText(pl.auditTrail.empty, {}, LOADING)).toBeTruthy();
  });

  it("an attribute's change reads by the attribute's name and its values with their unit, not by uuid", async () => {
    const { card } = await supplierCard();
    const [attribute] = await server.db
      .select()
      .from(attributes)
      .where(sql`${attributes.name} ->> 'pl' = 'Zawartość netto'`);
    const [grams] = await server.db.select().from(units).where(eq(units.code, 'g'));
    const field = {
      uuid: attribute!.uuid,
      data: [{ value: ['750'], value_uuid: null, unit_uuid: grams!.uuid }],
    };
    await server.db
      .update(products)
      .set({
        attributes: [
          ...card.attributes.filter((item) => (item as { uuid?: string }).uuid !== attribute!.uuid),
          field,
        ],
      })
      .where(eq(products.id, card.id));
    await logInAs('supplier@demo.pim');
    await renderApp(`/changelog-report/show?product_id=${card.id}`);
    const table = await screen.findByRole('table', {}, LOADING);
    expect(within(table).getAllByText('Zawartość netto').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('750 g').length).toBeGreaterThan(0);
    expect(within(table).queryByText(`attributes.${attribute!.uuid}`)).toBeNull();
  });

  it("an admin reads what was done to a user's account and queues its export", async () => {
    const user = userEvent.setup();
    const { supplier } = await supplierCard();
    await server.db.update(users).set({ lastName: 'Przemianowana' }).where(eq(users.id, supplier.id));
    await logInAs('admin@demo.pim');
    await renderApp(`/user-history/${supplier.id}`);
    expect(
      await screen.findByRole('heading', { name: pl.auditTrail.userHistoryTitle }, LOADING),
    ).toBeTruthy();
    const table = await screen.findByRole('table', {}, LOADING);
    expect(within(table).getByText('Przemianowana')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: pl.auditTrail.export }));
    expect(await screen.findByText(pl.auditTrail.exportQueued, {}, LOADING)).toBeTruthy();
  });

  it("another company's history is refused with a message, not a blank page", async () => {
    const [other] = await server.db.select().from(companies).where(eq(companies.name, 'Browar Demo'));
    const { supplier } = await supplierCard();
    const foreign = other?.id ?? supplier.companyId! + 1;
    await logInAs('supplier@demo.pim');
    await renderApp(`/company-history/${foreign}`);
    expect(await screen.findByText(pl.auditTrail.failed, {}, LOADING)).toBeTruthy();
    expect(screen.getByRole('button', { name: pl.auditTrail.retry })).toBeTruthy();
  });
});
