import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pl from '@i18n/locales/pl.json';
import { unblockRequests, users } from '@server/db/schema';
import { logInAs } from './support/log-in';
import { renderApp } from './support/render-app';
import { resetBetweenTests, useRealServer, type RealServer } from './support/real-server';

/** The first render loads the screen's chunk and the first page: slower than a later step. */
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

const gridNamed = (name: string) => screen.getByRole('grid', { name });
const bodyRows = (name: string) => within(gridNamed(name)).getAllByRole('row').slice(1);

async function openList(path: string, email: string, label: string) {
  await logInAs(email);
  await renderApp(path);
  await screen.findByRole('grid', { name: label }, LOADING);
  await waitFor(() => expect(gridNamed(label).getAttribute('aria-busy')).toBeNull());
}

describe('accounts list (admin, real server)', () => {
  const label = pl.accountsList.tableLabel;

  it('filters by status and deactivates an account through its menu, after a yes', async () => {
    await openList('/accounts-list', 'admin@demo.pim', label);
    expect(bodyRows(label).length).toBeGreaterThan(10);
    expect(screen.getByRole('button', { name: pl.accountsList.addUser })).toBeTruthy();

    await userEvent.selectOptions(screen.getByLabelText(pl.accountsList.filters.status), 'inactive');
    await waitFor(() => expect(window.location.search).toContain('status=inactive'));
    await waitFor(() =>
      expect(bodyRows(label).every((row) => within(row).queryByText(pl.accountsList.status.inactive))).toBe(
        true,
      ),
    );

    await userEvent.selectOptions(screen.getByLabelText(pl.accountsList.filters.status), '');
    await userEvent.type(screen.getByLabelText(pl.accountsList.filters.q), 'Browarna');
    // The search is debounced: act on the row only once the list answers the whole word.
    await waitFor(() => expect(window.location.search).toContain('q=Browarna'), LOADING);
    await waitFor(() => expect(gridNamed(label).getAttribute('aria-busy')).toBeNull(), LOADING);
    // "Imię i nazwisko": the given name first.
    const row = await within(gridNamed(label)).findByRole('row', { name: 'Ewa Browarna' }, LOADING);
    await userEvent.click(within(row).getByRole('button', { name: 'Akcje: Ewa Browarna' }));
    expect(screen.queryByRole('menuitem', { name: pl.accountsList.actions.activate })).toBeNull();
    await userEvent.click(await screen.findByRole('menuitem', { name: pl.accountsList.actions.deactivate }));
    // Deactivating locks the account and logs it out: the list asks first, and "Anuluj" leaves it be.
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain(pl.accountsList.confirm.deactivate);
    await userEvent.click(within(question).getByRole('button', { name: pl.dataTable.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const [untouched] = await server.db.select().from(users).where(eq(users.email, 'supplier2@demo.pim'));
    expect(untouched!.isActive).toBe(true);
    await userEvent.click(within(row).getByRole('button', { name: 'Akcje: Ewa Browarna' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: pl.accountsList.actions.deactivate }));
    const again = await screen.findByRole('alertdialog');
    await userEvent.click(within(again).getByRole('button', { name: pl.accountsList.actions.deactivate }));
    expect(await screen.findByText(pl.accountsList.outcome.deactivate_one, {}, LOADING)).toBeTruthy();
    const [stored] = await server.db.select().from(users).where(eq(users.email, 'supplier2@demo.pim'));
    expect(stored!.isActive).toBe(false);
  });

  it('the admin’s own row cannot be selected nor deactivated', async () => {
    await openList('/accounts-list?q=Administratorka', 'admin@demo.pim', label);
    const row = await within(gridNamed(label)).findByRole('row', { name: 'Anna Administratorka' }, LOADING);
    expect(row.getAttribute('aria-disabled')).toBe('true');
    expect(within(row).getByRole('checkbox').hasAttribute('disabled')).toBe(true);
    await userEvent.click(within(row).getByRole('button', { name: 'Akcje: Anna Administratorka' }));
    expect(await screen.findByRole('menuitem', { name: pl.accountsList.actions.assignCompany })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: pl.accountsList.actions.deactivate })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: pl.accountsList.actions.delete })).toBeNull();
  });
});

describe('unblock requests', () => {
  const label = pl.unblockRequests.tableLabel;

  it('an admin rejects a pending request with a reason', async () => {
    await openList('/unblock-requests?status=pending', 'admin@demo.pim', label);
    const row = await within(gridNamed(label)).findByRole('row', { name: 'Nowak Jan' });
    await userEvent.click(within(row).getByRole('button', { name: 'Akcje: Nowak Jan' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: pl.unblockRequests.actions.reject }));
    const dialog = await screen.findByRole('dialog', { name: pl.unblockRequests.rejectDialog.title });
    await userEvent.click(
      within(dialog).getByRole('button', { name: pl.unblockRequests.rejectDialog.submit }),
    );
    expect(within(dialog).getByText(pl.validation.required)).toBeTruthy();
    await userEvent.type(
      within(dialog).getByLabelText(pl.unblockRequests.rejectDialog.reason),
      'Brak zgody firmy.',
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: pl.unblockRequests.rejectDialog.submit }),
    );
    expect(await screen.findByText(pl.unblockRequests.outcome.reject)).toBeTruthy();
    const stored = await server.db
      .select()
      .from(unblockRequests)
      .where(eq(unblockRequests.reason, 'Brak zgody firmy.'));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.status).toBe('rejected');
  });

  it('a blocked user, logged out, files a request from the login screen', async () => {
    await renderApp('/login');
    await userEvent.click(await screen.findByRole('link', { name: pl.login.requestUnblock }, LOADING));
    await screen.findByText(pl.unblockRequests.form.title, {}, LOADING);
    await userEvent.type(
      screen.getByLabelText(pl.unblockRequests.form.email),
      'olga.wisniewska@brewery.demo.pim',
    );
    await userEvent.type(screen.getByLabelText(pl.unblockRequests.form.password), 'demo-account-pass');
    await userEvent.click(screen.getByRole('button', { name: pl.unblockRequests.form.submit }));
    expect(screen.getByText(pl.validation.required)).toBeTruthy();
    await userEvent.type(screen.getByLabelText(pl.unblockRequests.form.message), 'Wróciłam do firmy.');
    await userEvent.click(screen.getByRole('button', { name: pl.unblockRequests.form.submit }));
    expect(await screen.findByText(pl.unblockRequests.form.sent)).toBeTruthy();
  });
});

describe('shop products (network)', () => {
  const label = pl.shopProducts.tableLabel;

  it('shows the cards the network listed, with product numbers, and filters by sales status', async () => {
    await openList('/shop', 'network@demo.pim', label);
    expect(
      screen.getByText(
        'Karty, które sieć Selgros wprowadziła do sprzedaży w swoim asortymencie, z numerem produktu sieci.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: pl.shopProducts.columns.product_number })).toBeTruthy();
    expect(bodyRows(label).length).toBeGreaterThan(0);
    await userEvent.selectOptions(screen.getByLabelText(pl.shopProducts.filters.sales_status), '1');
    await waitFor(() => expect(window.location.search).toContain('sales_status=1'));
    await waitFor(() => expect(gridNamed(label).getAttribute('aria-busy')).toBeNull());
    for (const row of bodyRows(label))
      expect(within(row).getByText(pl.productList.salesStatus['1'])).toBeTruthy();
  });
});
