import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import pl from '@i18n/locales/pl.json';
import { attributeMigrations, essentialityRows, requirementSets } from '@server/db/schema';
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
beforeEach(() => {
  for (const name of ['requirement_sets', 'essentialities', 'attribute_migrations'])
    document.cookie = `${name}_columns=; Path=/; Max-Age=0`;
});

async function openGrid(path: string, email: string, label: string) {
  await logInAs(email);
  await renderApp(path);
  const grid = await screen.findByRole('grid', { name: label }, LOADING);
  await waitFor(() => expect(grid.getAttribute('aria-busy')).toBeNull());
  return grid;
}
const bodyRows = (grid: HTMLElement) => within(grid).getAllByRole('row').slice(1);

describe('requirement sets (network user, real server)', () => {
  it('lists the network’s own sets and creates one in the retail-chain requirements dialog', async () => {
    const own = await server.db
      .select()
      .from(requirementSets)
      .where(eq(requirementSets.networkCode, 'selgros'));
    const grid = await openGrid('/requirement-sets', 'network@demo.pim', pl.requirementSets.tableLabel);
    expect(bodyRows(grid)).toHaveLength(own.length);
    expect(screen.queryByRole('columnheader', { name: pl.requirementSets.columns.network })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: pl.requirementSets.new }));
    const dialog = await screen.findByRole('dialog', { name: pl.requirementSets.dialog.createTitle });
    await userEvent.type(
      await within(dialog).findByLabelText(pl.requirementSets.dialog.name),
      'Zestaw z testu',
    );
    const categories = within(dialog).getByRole('group', {
      name: new RegExp(pl.requirementSets.dialog.categories),
    });
    await userEvent.click(within(categories).getAllByRole('checkbox')[0]!);
    const attributes = within(dialog).getByRole('group', {
      name: new RegExp(pl.requirementSets.dialog.attributes),
    });
    await userEvent.click(within(attributes).getAllByRole('checkbox')[0]!);
    await userEvent.click(within(dialog).getByRole('button', { name: pl.requirementSets.dialog.save }));

    expect(await screen.findByText(pl.requirementSets.outcome.saved)).toBeTruthy();
    await waitFor(() => expect(within(grid).getByText('Zestaw z testu')).toBeTruthy());
  });

  it('a supplier reads every network’s sets, with no way to change them', async () => {
    const grid = await openGrid('/requirement-sets', 'supplier@demo.pim', pl.requirementSets.tableLabel);
    expect(bodyRows(grid).length).toBeGreaterThan(2);
    expect(screen.getByRole('columnheader', { name: pl.requirementSets.columns.network })).toBeTruthy();
    expect(screen.queryByRole('button', { name: pl.requirementSets.new })).toBeNull();
  });
});

describe('essentialities (real server)', () => {
  it('an admin filters by supplier (§6) and by fill rate; the address keeps it', async () => {
    const grid = await openGrid('/essentialities-list', 'admin@demo.pim', pl.essentialities.tableLabel);
    expect(bodyRows(grid).length).toBeGreaterThan(0);
    const supplier = screen.getByLabelText(pl.essentialities.filters.supplier_id);
    const option = within(supplier).getAllByRole('option')[1] as HTMLOptionElement;
    await userEvent.selectOptions(supplier, option);
    await waitFor(() => expect(window.location.search).toContain(`supplier_id=${option.value}`));
    await waitFor(() =>
      expect(bodyRows(grid).every((row) => row.textContent?.includes(option.textContent ?? '-'))).toBe(true),
    );
    await userEvent.selectOptions(screen.getByLabelText(pl.essentialities.filters.fill), '100');
    await waitFor(() => expect(window.location.search).toContain('fill=100'));
  });

  it('a supplier has no supplier filter and sees its own rows only', async () => {
    const [count] = await server.db.select().from(essentialityRows).where(eq(essentialityRows.companyId, 2));
    expect(count).toBeDefined();
    await openGrid('/essentialities-list', 'supplier@demo.pim', pl.essentialities.tableLabel);
    expect(screen.queryByLabelText(pl.essentialities.filters.supplier_id)).toBeNull();
    expect(screen.getByLabelText(pl.essentialities.filters.network_code)).toBeTruthy();
  });
});

describe('attribute migration (real server)', () => {
  it('a supplier agrees from the list: asked first, then the row says so', async () => {
    const [migration] = await server.db.select().from(attributeMigrations);
    const grid = await openGrid(
      '/attribute-migration',
      'supplier@demo.pim',
      pl.attributeMigrations.tableLabel,
    );
    const row = within(grid).getByRole('row', { name: migration!.name });
    expect(within(row).getByText(pl.attributeMigrations.agreement.awaiting)).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: `Akcje: ${migration!.name}` }));
    await userEvent.click(
      await screen.findByRole('menuitem', { name: pl.attributeMigrations.actions.agree }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(pl.attributeMigrations.confirm.agree)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: pl.attributeMigrations.actions.agree }));
    expect(await screen.findByText(pl.attributeMigrations.outcome.agreed)).toBeTruthy();
    await waitFor(() => expect(within(grid).getByText(pl.attributeMigrations.agreement.given)).toBeTruthy());
  });

  it('the edit screen shows the admin who agreed so far, and the new-migration form', async () => {
    const [migration] = await server.db.select().from(attributeMigrations);
    await logInAs('admin@demo.pim');
    await renderApp(`/attribute-migration/${migration!.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: migration!.name }, LOADING)).toBeTruthy();
    expect(screen.getByText('Browar Pod Lipą S.A.')).toBeTruthy();
    expect(screen.getByText(pl.attributeMigrations.agreement.awaiting)).toBeTruthy();
    // Not everyone agreed: no apply yet; the pending migration can still be edited.
    expect(screen.queryByRole('button', { name: pl.attributeMigrations.actions.apply })).toBeNull();
    expect(screen.getByLabelText(pl.attributeMigrations.edit.source)).toBeTruthy();
  });
});
