import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import pl from '@i18n/locales/pl.json';
import ro from '@i18n/locales/ro.json';
import { cinRequests, products, qcChecks } from '@server/db/schema';
import { logInAs } from './support/log-in';
import { renderApp } from './support/render-app';
import { resetBetweenTests, useRealServer, type RealServer } from './support/real-server';

const LOADING = { timeout: 30_000 };

let server: RealServer;
const resizeObserver = globalThis.ResizeObserver;
beforeAll(async () => {
  server = await useRealServer();
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
beforeEach(() => {
  document.cookie = 'qc_columns=; Path=/; Max-Age=0';
  document.cookie = 'cin_columns=; Path=/; Max-Age=0';
});

async function openList(path: string, email: string, label: string) {
  await logInAs(email);
  await renderApp(path);
  const grid = await screen.findByRole('grid', { name: label }, LOADING);
  await waitFor(() => expect(grid.getAttribute('aria-busy')).toBeNull());
  return grid;
}

const rowsOf = (grid: HTMLElement) => within(grid).getAllByRole('row').slice(1);

describe('QC list (QC manager, real server)', () => {
  it('lists Markant’s cards with the QC columns and the §6 filters', async () => {
    const grid = await openList('/qc-list', 'qc@demo.pim', pl.qcList.tableLabel);
    expect(rowsOf(grid).length).toBeGreaterThan(0);
    for (const column of ['qc_status', 'qc_selgros', 'qc_markant'] as const)
      expect(screen.getByRole('columnheader', { name: pl.qcList.columns[column] })).toBeTruthy();
    expect(screen.getByLabelText(pl.qcList.filters.chain)).toBeTruthy();
    expect(screen.getByLabelText(pl.qcList.filters.supplier_id)).toBeTruthy();
    expect(screen.getByRole('link', { name: pl.nav.qcList })).toBeTruthy();
  });

  it('changes a card’s QC status through the modal; a failure needs a reason; the list shows it', async () => {
    const grid = await openList('/qc-list', 'qc@demo.pim', pl.qcList.tableLabel);
    const [first] = rowsOf(grid);
    const name = first!.getAttribute('aria-label')!;
    await userEvent.click(within(first!).getByRole('button', { name: `Akcje: ${name}` }));
    await userEvent.click(await screen.findByRole('menuitem', { name: pl.qcList.actions.qcStatus }));
    const dialog = await screen.findByRole('dialog', { name: pl.qcList.modal.title }, LOADING);
    await within(dialog).findByLabelText(pl.qcList.modal.chain, {}, LOADING);
    await userEvent.click(within(dialog).getByRole('radio', { name: pl.productList.qcStatus['2'] }));
    const save = within(dialog).getByRole('button', { name: pl.qcList.modal.save });
    expect(save.hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByText(pl.qcList.errors.commentRequired)).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText(pl.qcList.modal.comment), 'Brak etykiety');
    await userEvent.click(save);
    await screen.findByText('Zapisano status QC 1 karty.', {}, LOADING);
    // The verdict and its reason are stored, and the card's own QC status follows (§2 QC list).
    const [check] = await server.db
      .select()
      .from(qcChecks)
      .where(and(eq(qcChecks.chain, 'card'), eq(qcChecks.comment, 'Brak etykiety')));
    const [card] = await server.db.select().from(products).where(eq(products.id, check!.productId));
    expect(card!.qcStatus).toBe(2);
    expect(card!.nameToShow).toBe(name);
    const row = await within(grid).findByRole('row', { name });
    await waitFor(() =>
      expect(within(row).getAllByText(pl.productList.qcStatus['2']).length).toBeGreaterThan(0),
    );
  });
});

describe('Panel CIN (Selgros România user, real server)', () => {
  it('shows Selgros’s cards in Romanian and sends a CIN request for a card', async () => {
    const grid = await openList('/cin-panel', 'cm@demo.pim', ro.cinPanel.tableLabel);
    expect(screen.getByRole('heading', { name: ro.cinPanel.title })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: ro.cinPanel.columns.cin_status })).toBeTruthy();
    const before = await server.db.select({ n: sql<number>`count(*)::int` }).from(cinRequests);
    const [first] = rowsOf(grid);
    const name = first!.getAttribute('aria-label')!;
    await userEvent.click(
      within(first!).getByRole('button', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: ro.cinPanel.actions.request }));
    await screen.findByTestId('action-notice', {}, LOADING);
    const after = await server.db.select({ n: sql<number>`count(*)::int` }).from(cinRequests);
    expect(after[0]!.n).toBe(before[0]!.n + 1);
  });

  it('draws a request that made no file (the card is not ready) as an error, not as a success', async () => {
    const grid = await openList('/cin-panel', 'cm@demo.pim', ro.cinPanel.tableLabel);
    const [first] = rowsOf(grid);
    const name = first!.getAttribute('aria-label')!;
    await server.db.update(products).set({ status: 5 }).where(eq(products.nameToShow, name));
    await userEvent.click(
      within(first!).getByRole('button', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: ro.cinPanel.actions.request }));
    const notice = await screen.findByTestId('action-notice', {}, LOADING);
    expect(notice.textContent).toContain(ro.cinPanel.missing.ready);
    expect(notice.getAttribute('role')).toBe('alert');
    expect(notice.className).toContain('bg-red-50');
  });

  it('is not offered to a supplier', async () => {
    await logInAs('supplier@demo.pim');
    await renderApp('/');
    await screen.findByRole('link', { name: pl.nav.products }, LOADING);
    expect(screen.queryByRole('link', { name: pl.nav.cinPanel })).toBeNull();
    expect(screen.queryByRole('link', { name: pl.nav.qcList })).toBeNull();
  });
});
