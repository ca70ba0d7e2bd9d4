import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pl from '@i18n/locales/pl.json';
import { withCheckDigit } from '@domain/gtin';
import { categories, products, users } from '@server/db/schema';
import { logInAs } from './support/log-in';
import { renderApp } from './support/render-app';
import { resetBetweenTests, useRealServer, type RealServer } from './support/real-server';

const bulk = pl.bulkProducts;
const LOADING = { timeout: 30_000 };
const n = (text: string, value: number | string) => text.replace('{{n}}', String(value));

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

const grid = () => screen.getByRole('grid', { name: pl.productsList.tableLabel });
const dialog = () => screen.getByRole('dialog');

async function openList(email: string) {
  await logInAs(email);
  await renderApp('/product/list');
  await screen.findByRole('grid', { name: pl.productsList.tableLabel }, LOADING);
  await waitFor(() => expect(grid().getAttribute('aria-busy')).toBeNull());
}

/** Ticks the rows of these card names (the list shows the newest first). */
async function select(names: readonly string[]) {
  for (const name of names) {
    const row = await within(grid()).findByRole('row', { name }, LOADING);
    await userEvent.click(within(row).getByRole('checkbox'));
  }
}

describe('mass modals of the products list (real server)', () => {
  it('a supplier creates drafts from pasted rows, fixing a bad one, then sets their numbers in the grid', async () => {
    const [brick] = await server.db
      .select({ code: categories.code })
      .from(categories)
      .where(eq(categories.level, 4))
      .limit(1);
    const good = withCheckDigit('590777000001');
    const second = withCheckDigit('590777000002');
    const bad = `${second.slice(0, 12)}${(Number(second.at(-1)) + 1) % 10}`;
    await openList('supplier@demo.pim');

    await userEvent.click(screen.getByRole('button', { name: bulk.actions.createMany }));
    await screen.findByRole('dialog', { name: bulk.createMany.title });
    await userEvent.click(screen.getByLabelText(bulk.createMany.paste));
    await userEvent.paste(
      `GTIN\tNazwa\tKategoria\n${good}\tJogurt UI 1\t${brick!.code}\n${bad}\tJogurt UI 2\t${brick!.code}`,
    );
    await userEvent.click(screen.getByRole('button', { name: bulk.createMany.addPasted }));
    await userEvent.click(screen.getByRole('button', { name: n(bulk.createMany.check, 2) }));
    // The check digit is the browser's own rule: shown at once, nothing sent.
    expect(await within(dialog()).findByText(pl.validation.eanCheckDigit)).toBeTruthy();
    const gtin2 = screen.getByLabelText('GTIN, wiersz 2');
    await userEvent.clear(gtin2);
    await userEvent.type(gtin2, second);
    await userEvent.click(screen.getByRole('button', { name: n(bulk.createMany.check, 2) }));
    await userEvent.click(await screen.findByRole('button', { name: n(bulk.createMany.create, 2) }, LOADING));
    expect(await within(dialog()).findByText(n(bulk.createMany.done, 2), {}, LOADING)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: bulk.common.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const created = await server.db
      .select()
      .from(products)
      .where(inArray(products.gtin, [good, second]))
      .orderBy(desc(products.id));
    expect(created.map((card) => card.status)).toEqual([5, 5]);

    // The list shows them (newest first); bulk numbers on both.
    await select(['Jogurt UI 1', 'Jogurt UI 2']);
    await userEvent.click(screen.getByRole('button', { name: bulk.actions.numbers }));
    await screen.findByRole('dialog', { name: bulk.numbers.title });
    const tab = await screen.findByRole('tab', { name: new RegExp(bulk.numbers.tabs['1']) }, LOADING);
    expect(tab.getAttribute('aria-selected')).toBe('true');
    const cell = await screen.findByLabelText('Numer dostawcy w sieci Selgros – Jogurt UI 1');
    await userEvent.type(cell, ' SG-123 ');
    await userEvent.click(screen.getByRole('button', { name: bulk.numbers.check }));
    await userEvent.click(await screen.findByRole('button', { name: bulk.numbers.save }, LOADING));
    expect(await within(dialog()).findByText(n(bulk.numbers.saved, 1), {}, LOADING)).toBeTruthy();
    const [stored] = await server.db.select().from(products).where(eq(products.gtin, good));
    expect(stored!.availability).toContainEqual(
      expect.objectContaining({ code: 'selgros', product_number: 'SG-123' }),
    );
  });

  it('an admin assigns a supplier to selected cards after seeing the counts', async () => {
    const [target] = await server.db
      .select({ companyId: users.companyId })
      .from(users)
      .where(eq(users.email, 'supplier2@demo.pim'));
    const [card] = await server.db
      .select()
      .from(products)
      .where(and(eq(products.companyId, 2)))
      .orderBy(desc(products.updatedAt), desc(products.id))
      .limit(1);
    await openList('admin@demo.pim');
    await select([card!.nameToShow]);
    await userEvent.click(screen.getByRole('button', { name: bulk.actions.assign }));
    await screen.findByRole('dialog', { name: bulk.assign.title });
    const search = await screen.findByLabelText(bulk.assign.search, {}, LOADING);
    await userEvent.type(search, 'browar');
    const choice = await screen.findByRole('radio', { name: /Browar/ });
    await userEvent.click(choice);
    await userEvent.click(screen.getByRole('button', { name: bulk.common.next }));
    const summary = await screen.findByTestId('assign-summary', {}, LOADING);
    expect(within(summary).getByText(bulk.assign.changed).nextSibling?.textContent).toBe('1');
    await userEvent.click(screen.getByRole('button', { name: n(bulk.assign.confirm, 1) }));
    expect(await within(dialog()).findByText(n(bulk.assign.done, 1), {}, LOADING)).toBeTruthy();
    const [moved] = await server.db.select().from(products).where(eq(products.id, card!.id));
    expect(moved!.companyId).toBe(target!.companyId);
    expect(moved!.isEditRequired).toBe(true);
  });
});
