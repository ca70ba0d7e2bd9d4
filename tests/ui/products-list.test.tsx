import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import pl from '@i18n/locales/pl.json';
import { filenameOf, productIdOfUrl } from '@api/product-actions';
import { productUrlAnswerSchema } from '@contract/product-actions';
import { initialMeta } from '@domain/table-state';
import { products } from '@server/db/schema';
import { massHref } from '@screens/products-list/use-row-links';
import { loginAs, request } from '@tests/server/harness/http';
import { logInAs } from './support/log-in';
import { renderApp } from './support/render-app';
import { resetBetweenTests, useRealServer, type RealServer } from './support/real-server';

const SUPPLIER = 'supplier@demo.pim';
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
beforeEach(() => {
  document.cookie = 'products_columns=; Path=/; Max-Age=0';
});

const grid = () => screen.getByRole('grid', { name: pl.productsList.tableLabel });
const bodyRows = () => within(grid()).getAllByRole('row').slice(1);
const results = () => screen.getByTestId('table-results').textContent;

async function supplierCount(): Promise<number> {
  const [row] = await server.db
    .select({ count: sql<number>`count(*)::int` })
    .from(products)
    .where(eq(products.companyId, 2));
  return row!.count;
}

async function openList(path = '/product/list', email = SUPPLIER) {
  await logInAs(email);
  await renderApp(path);
  await screen.findByRole('grid', { name: pl.productsList.tableLabel }, LOADING);
  await waitFor(() => expect(grid().getAttribute('aria-busy')).toBeNull());
}

describe('products list (supplier, real server)', () => {
  it('shows the first page of own cards, newest first, and the way to a new card', async () => {
    const total = await supplierCount();
    await openList();
    // The test seed is smaller than a page; paging runs end to end on the 300-card seed (e2e).
    expect(results()).toBe(`Wyników: 1–${total} z ${total}`);
    expect(bodyRows()).toHaveLength(total);
    expect(
      screen.getByRole('columnheader', { name: pl.productList.columns.updated_at }).getAttribute('aria-sort'),
    ).toBe('descending');
    expect(screen.getByRole('link', { name: pl.productsList.newProduct }).getAttribute('href')).toBe(
      '/react/product/new',
    );
    // §6: a supplier filters by QC and network, never by supplier.
    expect(screen.getByLabelText(pl.productList.filters.qc_status)).toBeTruthy();
    expect(screen.queryByLabelText(pl.productList.filters.supplier_id)).toBeNull();
  });

  it('searches (selection cleared), sorts, keeps it in the address, and restores it on back', async () => {
    const [card] = await server.db
      .select({ name: products.nameToShow })
      .from(products)
      .where(eq(products.companyId, 2))
      .orderBy(desc(products.id))
      .limit(1);
    await openList('/product/list?page=2');
    // A page past the end is the last page: the address follows the server.
    await waitFor(() => expect(window.location.search).toBe(''));
    await userEvent.click(within(bodyRows()[0]!).getByRole('checkbox'));
    expect(screen.getByText('Zaznaczono: 1')).toBeTruthy();

    await userEvent.type(screen.getByLabelText(pl.productList.filters.q), card!.name);
    await waitFor(() => expect(window.location.search).toContain('q='), { timeout: 3000 });
    await waitFor(() => expect(within(grid()).getByText(card!.name)).toBeTruthy());
    expect(screen.queryByText(/Zaznaczono/)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: pl.dataTable.clearFilters }));
    await waitFor(() => expect(window.location.search).toBe(''));
    const name = screen.getByRole('columnheader', { name: pl.productList.columns.name_to_show });
    await userEvent.click(within(name).getByRole('button'));
    await waitFor(() => expect(name.getAttribute('aria-sort')).toBe('ascending'));
    expect(window.location.search).toBe('?sort=name_to_show&order=asc');
    const [firstByName] = await server.db
      .select({ name: products.nameToShow })
      .from(products)
      .where(eq(products.companyId, 2))
      .orderBy(asc(products.nameToShow), asc(products.id))
      .limit(1);
    await waitFor(() => expect(bodyRows()[0]!.getAttribute('aria-label')).toBe(firstByName!.name));

    // Back: the list as it was before the sort comes back from the address.
    window.history.back();
    await waitFor(() => expect(window.location.search).toBe(''));
    await waitFor(() => expect(name.getAttribute('aria-sort')).toBe('none'));
    expect(
      screen.getByRole('columnheader', { name: pl.productList.columns.updated_at }).getAttribute('aria-sort'),
    ).toBe('descending');
  });

  it('deletes a draft after the §8 question, reading results[0].success', async () => {
    const [draft] = await server.db
      .select({ id: products.id, name: products.nameToShow })
      .from(products)
      .where(and(eq(products.companyId, 2), eq(products.status, 5)))
      .orderBy(desc(products.updatedAt))
      .limit(1);
    await openList(`/product/list?q=${encodeURIComponent(draft!.name)}&status=5`);
    const row = await within(grid()).findByRole('row', { name: draft!.name });
    await userEvent.click(within(row).getByRole('button', { name: `Akcje: ${draft!.name}` }));
    await userEvent.click(await screen.findByRole('menuitem', { name: pl.productList.actions.delete }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(pl.productList.confirm.delete)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: pl.productList.actions.delete }));
    expect(await screen.findByText('Usunięto 1 produkt.')).toBeTruthy();
    await waitFor(() => expect(within(grid()).queryByRole('row', { name: draft!.name })).toBeNull());
    const left = await server.db.select().from(products).where(eq(products.id, draft!.id));
    expect(left).toEqual([]);
  });

  it('withdraws a card from sale and says so; the menu offers what the card needs', async () => {
    const [card] = await server.db
      .select({ id: products.id, name: products.nameToShow })
      .from(products)
      .where(and(eq(products.companyId, 2), eq(products.salesStatus, 1)))
      .orderBy(desc(products.updatedAt))
      .limit(1);
    await openList(`/product/list?q=${encodeURIComponent(card!.name)}`);
    const row = await within(grid()).findByRole('row', { name: card!.name });
    await userEvent.click(within(row).getByRole('button', { name: `Akcje: ${card!.name}` }));
    await userEvent.click(
      await screen.findByRole('menuitem', { name: pl.productsList.salesStatus.withdraw }),
    );
    expect(await screen.findByText(pl.productsList.outcome.salesStatus)).toBeTruthy();
    const [after] = await server.db
      .select({ salesStatus: products.salesStatus })
      .from(products)
      .where(eq(products.id, card!.id));
    expect(after?.salesStatus).toBe(0);
    const again = await within(grid()).findByRole('row', { name: card!.name });
    await userEvent.click(within(again).getByRole('button', { name: `Akcje: ${card!.name}` }));
    expect(await screen.findByRole('menuitem', { name: pl.productsList.salesStatus.restore })).toBeTruthy();
  });

  it('copies a card and lands on the copy', async () => {
    await openList();
    const [first] = bodyRows();
    const name = first!.getAttribute('aria-label')!;
    await userEvent.click(within(first!).getByRole('button', { name: `Akcje: ${name}` }));
    await userEvent.click(await screen.findByRole('menuitem', { name: pl.productList.actions.copy }));
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/react\/product\/\d+\/edit$/), LOADING);
    const newId = Number(/\/product\/(\d+)\//.exec(window.location.pathname)![1]);
    const [copy] = await server.db.select().from(products).where(eq(products.id, newId));
    expect(copy?.companyId).toBe(2);
  });

  it('remembers the chosen columns in the products_columns cookie', async () => {
    await openList();
    await userEvent.click(screen.getByRole('button', { name: pl.dataTable.columns }));
    await userEvent.click(
      await screen.findByRole('menuitemcheckbox', { name: pl.productList.columns.producer }),
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('columnheader', { name: pl.productList.columns.producer })).toBeTruthy();
    expect(document.cookie).toMatch(/products_columns=[^;]*producer/);
  });
});

describe('products list for other roles', () => {
  it('a network user gets the supplier filter, no QC filter, and no new-product button', async () => {
    await openList('/product/list', 'network@demo.pim');
    expect(screen.getByLabelText(pl.productList.filters.supplier_id)).toBeTruthy();
    expect(screen.queryByLabelText(pl.productList.filters.qc_status)).toBeNull();
    expect(screen.queryByRole('link', { name: pl.productsList.newProduct })).toBeNull();
  });
});

describe('draft copies in the list (docs/decisions/0059)', () => {
  it('marks a draft copy with the card it copies; the original has no mark', async () => {
    const [original] = await server.db
      .select()
      .from(products)
      .where(eq(products.companyId, 2))
      .orderBy(asc(products.id))
      .limit(1);
    const session = await loginAs(server.app, SUPPLIER);
    const response = await request(server.app, 'POST', `/product/${original!.id}/clone`, {
      cookie: session.cookie,
      csrf: session.csrf,
      body: {},
    });
    expect(response.status, response.text).toBe(201);
    expect(productIdOfUrl(productUrlAnswerSchema.parse(response.body).url)).not.toBeNull();

    // The copy keeps the original's name: only the mark tells the two rows apart.
    await openList(`/product/list?q=${encodeURIComponent(original!.nameToShow)}`);
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    const marked = bodyRows().filter((row) => row.textContent?.includes(pl.draftCopy.copyOf));
    expect(marked).toHaveLength(1);
    expect(within(marked[0]!).getByText(`${pl.draftCopy.copyOf} ${original!.nameToShow}`)).toBeTruthy();
  });
});

describe('what the list reads from answers and addresses', () => {
  it('takes the new id from a copy url and a file name from Content-Disposition', () => {
    expect(productIdOfUrl('/react/product/812/edit')).toBe(812);
    expect(productIdOfUrl('/product/9/newedit?x=1')).toBe(9);
    expect(productIdOfUrl('/react/product/list')).toBeNull();
    expect(filenameOf('attachment; filename="products-2026-11-21.xlsx"', 'x')).toBe(
      'products-2026-11-21.xlsx',
    );
    expect(filenameOf("attachment; filename*=UTF-8''Produkty%20%C5%82%C4%85kowe.xlsx", 'x')).toBe(
      'Produkty łąkowe.xlsx',
    );
    expect(filenameOf(null, 'products.xlsx')).toBe('products.xlsx');
  });

  it("completes a mass action's link with the selection and the list's query", () => {
    const query = { page: 3, per_page: 50, order: 'desc' as const, sort: 'gtin', filters: { q: 'sok' } };
    expect(massHref('/react/bulk-edit/new?ids=', [4, 5], query)).toBe('/react/bulk-edit/new?ids=4,5');
    expect(massHref('/api/p1/products/export', [4, 5], query)).toBe(
      '/api/p1/products/export?sort=gtin&order=desc&q=sok&ids=4&ids=5',
    );
    expect(initialMeta().perPage).toBe(50);
  });
});
