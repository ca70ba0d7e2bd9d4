import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pl from '@i18n/locales/pl.json';
import ro from '@i18n/locales/ro.json';
import { PRODUCT_STATUS } from '@domain/constants';
import { OFFER_STATUS } from '@domain/offers';
import { offers, products } from '@server/db/schema';
import { logInAs } from './support/log-in';
import { renderApp } from './support/render-app';
import { resetBetweenTests, useRealServer, type RealServer } from './support/real-server';

/** The first render loads the screen's chunk and the first page: slower than a later step. */
const LOADING = { timeout: 30_000 };

let server: RealServer;
const resizeObserver = globalThis.ResizeObserver;
beforeAll(async () => {
  server = await useRealServer();
  // Radix measures its popper content; jsdom has no ResizeObserver.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterAll(() => {
  globalThis.ResizeObserver = resizeObserver;
});
resetBetweenTests();

async function openGrid(path: string, email: string, label: string) {
  await logInAs(email);
  await renderApp(path);
  const grid = await screen.findByRole('grid', { name: label }, LOADING);
  await waitFor(() => expect(grid.getAttribute('aria-busy')).toBeNull());
  return () => screen.getByRole('grid', { name: label });
}
const bodyRows = (grid: HTMLElement) => within(grid).getAllByRole('row').slice(1);

describe('offers list (supplier)', () => {
  it('lists the supplier’s offers and sends a new one from the send-offer modal, picking the card by GTIN', async () => {
    const offered = server.db
      .select({ id: offers.productId })
      .from(offers)
      .where(and(eq(offers.networkCode, 'selgros'), inArray(offers.status, [1, 2])));
    const [card] = await server.db
      .select({ gtin: products.gtin, name: products.nameToShow })
      .from(products)
      .where(
        and(
          eq(products.companyId, 2),
          eq(products.status, PRODUCT_STATUS.READY),
          notInArray(products.id, offered),
          sql`${products.gtin} is not null`,
        ),
      )
      .orderBy(asc(products.id))
      .limit(1);
    const grid = await openGrid('/offer', 'supplier@demo.pim', pl.offersList.tableLabel);
    const before = bodyRows(grid()).length;
    expect(before).toBeGreaterThan(0);
    expect(screen.getByRole('columnheader', { name: pl.offersList.columns.network })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: pl.offersList.columns.supplier })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: pl.offerSend.open }));
    const dialog = await screen.findByRole('dialog', { name: pl.offerSend.title });
    expect(within(dialog).getByText(pl.offerSend.noCards)).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText(pl.offerSend.search), card!.gtin!);
    await userEvent.click(within(dialog).getByRole('button', { name: pl.offerSend.searchButton }));
    await userEvent.click(
      await within(dialog).findByRole('button', { name: `Dodaj kartę ${card!.name}` }, LOADING),
    );
    expect(within(dialog).getByRole('button', { name: `Usuń kartę ${card!.name}` })).toBeTruthy();
    await userEvent.click(await within(dialog).findByLabelText('Selgros'));
    await userEvent.type(within(dialog).getByLabelText(pl.offersList.dialog.name), 'Oferta z testu');
    await userEvent.type(within(dialog).getByLabelText(pl.offersList.dialog.dateFrom), '2026-12-01');
    await userEvent.click(within(dialog).getByRole('button', { name: pl.offerSend.submit }));

    expect(await within(dialog).findByText('Wysłano 1 ofertę.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: pl.offerSend.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The card may have an older, rejected offer to the chain too: the new one is one row more.
    await waitFor(() => expect(bodyRows(grid())).toHaveLength(before + 1));
    expect(within(grid()).getAllByRole('row', { name: card!.name }).length).toBeGreaterThan(0);
    const [row] = await server.db
      .select()
      .from(offers)
      .where(and(eq(offers.name, 'Oferta z testu'), eq(offers.status, OFFER_STATUS.OFFERED)));
    expect(row?.networkCode).toBe('selgros');
  });

  it('keeps the choices with the server’s words, in red, when the card is already offered to the chain', async () => {
    const [open] = await server.db
      .select({ name: products.nameToShow, gtin: products.gtin })
      .from(offers)
      .innerJoin(products, eq(products.id, offers.productId))
      .where(and(eq(offers.companyId, 2), eq(offers.networkCode, 'selgros'), eq(offers.status, 1)))
      .orderBy(asc(offers.id))
      .limit(1);
    await openGrid('/offer', 'supplier@demo.pim', pl.offersList.tableLabel);
    await userEvent.click(screen.getByRole('button', { name: pl.offerSend.open }));
    const dialog = await screen.findByRole('dialog', { name: pl.offerSend.title });
    await userEvent.type(within(dialog).getByLabelText(pl.offerSend.search), open!.gtin!);
    await userEvent.click(within(dialog).getByRole('button', { name: pl.offerSend.searchButton }));
    await userEvent.click(
      await within(dialog).findByRole('button', { name: `Dodaj kartę ${open!.name}` }, LOADING),
    );
    await userEvent.click(await within(dialog).findByLabelText('Selgros'));
    await userEvent.type(within(dialog).getByLabelText(pl.offersList.dialog.name), 'X');
    await userEvent.type(within(dialog).getByLabelText(pl.offersList.dialog.dateFrom), '2026-12-01');
    await userEvent.click(within(dialog).getByRole('button', { name: pl.offerSend.submit }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(`Karta „${open!.name}” jest już zaoferowana sieci Selgros`);
    expect(within(dialog).getByRole('button', { name: `Usuń kartę ${open!.name}` })).toBeTruthy();
    expect((within(dialog).getByLabelText('Selgros') as HTMLInputElement).checked).toBe(true);
  });
});

describe('chain products (category manager, Romanian)', () => {
  it('approves an offered card and rejects another with a reason', async () => {
    const waiting = await server.db
      .select({ id: offers.id, productId: offers.productId, name: products.nameToShow })
      .from(offers)
      .innerJoin(products, eq(products.id, offers.productId))
      .where(and(eq(offers.networkCode, 'selgros'), eq(offers.status, OFFER_STATUS.OFFERED)))
      .orderBy(asc(offers.id));
    const [first, second] = waiting;
    const grid = await openGrid(
      `/cm-panel?status=${OFFER_STATUS.OFFERED}`,
      'cm@demo.pim',
      ro.chainProducts.tableLabel,
    );
    expect(bodyRows(grid())).toHaveLength(waiting.length);

    const row = within(grid()).getByRole('row', { name: first!.name });
    await userEvent.click(within(row).getByRole('button', { name: `Acțiuni: ${first!.name}` }));
    await userEvent.click(await screen.findByRole('menuitem', { name: ro.chainProducts.actions.approve }));
    expect(await screen.findByText(ro.chainProducts.outcome.approve)).toBeTruthy();
    await waitFor(() => expect(within(grid()).queryByRole('row', { name: first!.name })).toBeNull());

    const other = within(grid()).getByRole('row', { name: second!.name });
    await userEvent.click(within(other).getByRole('button', { name: `Acțiuni: ${second!.name}` }));
    await userEvent.click(await screen.findByRole('menuitem', { name: ro.chainProducts.actions.reject }));
    const dialog = await screen.findByRole('dialog', { name: ro.chainProducts.reject.title });
    await userEvent.type(within(dialog).getByLabelText(ro.chainProducts.reject.comment), 'Preț prea mare');
    await userEvent.click(within(dialog).getByRole('button', { name: ro.chainProducts.reject.submit }));
    expect(await screen.findByText(ro.chainProducts.outcome.reject)).toBeTruthy();

    const decided = await server.db
      .select({ id: offers.id, status: offers.status, comment: offers.comment })
      .from(offers)
      .where(inArray(offers.id, [first!.id, second!.id]))
      .orderBy(asc(offers.id));
    expect(decided).toEqual([
      { id: first!.id, status: OFFER_STATUS.APPROVED, comment: '' },
      { id: second!.id, status: OFFER_STATUS.REJECTED, comment: 'Preț prea mare' },
    ]);
  });
});

describe('chain master data (master-data manager)', () => {
  it('shows the chain’s approved cards and completes their chain attributes', async () => {
    const grid = await openGrid('/mdm-panel', 'mdm@demo.pim', pl.chainMasterData.tableLabel);
    const rows = bodyRows(grid());
    expect(rows.length).toBeGreaterThan(0);
    const name =
      rows[0]!.getAttribute('aria-label') ?? within(rows[0]!).getAllByRole('gridcell')[1]!.textContent!;
    const row = within(grid()).getByRole('row', { name });
    await userEvent.click(within(row).getByRole('button', { name: `Akcje: ${name}` }));
    await userEvent.click(
      await screen.findByRole('menuitem', { name: pl.chainMasterData.actions.attributes }),
    );
    const dialog = await screen.findByRole('dialog', undefined, LOADING);
    const select = await within(dialog).findByLabelText(/Grupa towarowa Selgros/, undefined, LOADING);
    await userEvent.selectOptions(select, 'Napoje');
    await userEvent.click(within(dialog).getByRole('button', { name: pl.chainMasterData.dialog.save }));
    expect(await screen.findByText(pl.chainMasterData.dialog.saved)).toBeTruthy();
    await waitFor(() =>
      expect(within(within(grid()).getByRole('row', { name })).getByText('1 / 5')).toBeTruthy(),
    );
  });
});
