import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import pl from '@i18n/locales/pl.json';
import { products } from '@server/db/schema';
import { logInAs } from './support/log-in';
import { renderApp } from './support/render-app';
import { resetBetweenTests, useRealServer, type RealServer } from './support/real-server';

let server: RealServer;
beforeAll(async () => {
  server = await useRealServer();
});
resetBetweenTests();

describe('dashboard home', () => {
  it("shows the supplier's own cards by status and links to the product list", async () => {
    const [own] = await server.db
      .select({ count: sql<number>`count(*)::int` })
      .from(products)
      .where(eq(products.companyId, 2));
    await logInAs('supplier@demo.pim');
    await renderApp('/');
    await waitFor(() => expect(screen.getByTestId('total-cards').textContent).toBe(String(own!.count)));
    expect(screen.getByRole('figure', { name: pl.dashboard.chartLabel })).toBeTruthy();
    expect(screen.getByRole('link', { name: new RegExp(pl.dashboard.goToList) }).getAttribute('href')).toBe(
      '/react/product/list',
    );
  });

  it('finds a card by EAN, says when nothing matches, and rejects a malformed code', async () => {
    const [card] = await server.db
      .select({ gtin: products.gtin, name: products.nameToShow })
      .from(products)
      .where(eq(products.companyId, 2))
      .limit(1);
    await logInAs('supplier@demo.pim');
    await renderApp('/');
    const field = await screen.findByLabelText(pl.dashboard.searchLabel);
    await userEvent.type(field, '12ab');
    await userEvent.click(screen.getByRole('button', { name: pl.dashboard.searchSubmit }));
    expect(screen.getByText(pl.validation.eanFormat)).toBeTruthy();

    await userEvent.clear(field);
    await userEvent.type(field, card!.gtin!);
    await userEvent.click(screen.getByRole('button', { name: pl.dashboard.searchSubmit }));
    const table = await screen.findByRole('table', { name: pl.dashboard.searchResults });
    expect(within(table).getByText(card!.name)).toBeTruthy();

    await userEvent.clear(field);
    await userEvent.type(field, '00000000');
    await userEvent.click(screen.getByRole('button', { name: pl.dashboard.searchSubmit }));
    expect(await screen.findByText(pl.dashboard.searchNone)).toBeTruthy();
  });

  it("does not find another supplier's card", async () => {
    const [foreign] = await server.db
      .select({ gtin: products.gtin })
      .from(products)
      .where(eq(products.companyId, 3))
      .limit(1);
    await logInAs('supplier@demo.pim');
    await renderApp('/');
    await userEvent.type(await screen.findByLabelText(pl.dashboard.searchLabel), foreign!.gtin!);
    await userEvent.click(screen.getByRole('button', { name: pl.dashboard.searchSubmit }));
    expect(await screen.findByText(pl.dashboard.searchNone)).toBeTruthy();
  });
});
