import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import pl from '@i18n/locales/pl.json';
import { PRODUCT_STATUS } from '@domain/constants';
import { products, users } from '@server/db/schema';
import { jobHandlers } from '@server/jobs/handlers';
import { startJobWorker, type JobWorker } from '@server/jobs/worker';
import { stopJobsRuntime } from '@app/jobs-runtime';
import { logInAs } from './support/log-in';
import { renderApp } from './support/render-app';
import { resetBetweenTests, useRealServer, type RealServer } from './support/real-server';

let server: RealServer;
let worker: JobWorker | null = null;
beforeAll(async () => {
  server = await useRealServer();
});
resetBetweenTests();
afterEach(async () => {
  await worker?.stop();
  worker = null;
  stopJobsRuntime();
});

const text = pl.bulkEdit;
/** A display-name cell's button: its name ends with which cell it is (the shown value comes first). */
const cellLabel = (card: string) =>
  new RegExp(
    text.grid.edit
      .replace('{{column}}', text.columns.name_to_show)
      .replace('{{card}}', card)
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
  );
const statusOf = () => screen.getByTestId('bulk-status').getAttribute('data-status');

async function supplierCards(count: number) {
  const [supplier] = await server.db.select().from(users).where(eq(users.email, 'supplier@demo.pim'));
  const rows = await server.db
    .select({ id: products.id, name: products.nameToShow })
    .from(products)
    .where(eq(products.companyId, supplier!.companyId!))
    .orderBy(asc(products.id))
    .limit(count);
  return rows;
}

describe('bulk edit screen (§4 Bulk edit statuses)', () => {
  it('opens from the selection, edits a cell, validates, saves as a job and ends saved', async () => {
    worker = startJobWorker(server.db, jobHandlers(server.config), { idleMs: 20 });
    const cards = await supplierCards(3);
    await logInAs('supplier@demo.pim');
    await renderApp(`/bulk-edit/new?ids=${cards.map((card) => card.id).join(',')}`);
    const grid = await screen.findByRole('grid', { name: text.grid.label }, { timeout: 30_000 });
    // The new session's own address: a reload opens the same session.
    await waitFor(() => expect(window.location.pathname).toMatch(/\/react\/bulk-edit\/\d+$/));
    expect(statusOf()).toBe('1');
    expect(within(grid).getAllByRole('row')).toHaveLength(4);

    const cellName = cellLabel(cards[0]!.name);
    await userEvent.click(within(grid).getByRole('button', { name: cellName }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByRole('textbox');
    await userEvent.clear(input);
    await userEvent.type(input, 'Sok z edycji zbiorczej');
    await userEvent.click(within(dialog).getByRole('button', { name: text.cell.apply }));
    await waitFor(() => expect(statusOf()).toBe('2'), { timeout: 30_000 });
    expect(await within(grid).findByText('Sok z edycji zbiorczej')).toBeTruthy();

    // Emptying a name is a fault of the card's ready rules: the cell is marked and says why.
    const second = cellLabel(cards[1]!.name);
    await userEvent.click(within(grid).getByRole('button', { name: second }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: text.cell.clear }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(grid.getAttribute('aria-busy')).toBeNull(), { timeout: 30_000 });

    await userEvent.click(screen.getByRole('button', { name: text.toolbar.validate }));
    await waitFor(() => expect(statusOf()).toBe('4'), { timeout: 30_000 });
    const faulty = within(grid).getByRole('button', {
      name: new RegExp(text.columns.name_to_show + ' — '),
      description: /Pole wymagane/,
    });
    expect(faulty.getAttribute('aria-invalid')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: text.toolbar.save }));
    const save = await screen.findByRole('dialog', { name: text.save.title });
    await userEvent.click(
      within(save).getByRole('radio', { name: new RegExp(text.save.draft.split('(')[0]!.trim()) }),
    );
    await userEvent.click(within(save).getByRole('button', { name: text.save.confirm }));
    await waitFor(() => expect(statusOf()).toBe('7'), { timeout: 30_000 });
    // One card of three was refused: the notice says so in the warning style, not as a plain success.
    const notice = screen.getByText(new RegExp(text.save.saved));
    expect(notice.closest('[data-tone]')?.getAttribute('data-tone')).toBe('warning');

    const rows = await server.db
      .select()
      .from(products)
      .where(
        inArray(
          products.id,
          cards.map((card) => card.id),
        ),
      );
    expect(rows.find((row) => row.id === cards[0]!.id)?.nameToShow).toBe('Sok z edycji zbiorczej');
    // Draft mode saves every card as a draft; the emptied name is refused by the card's own draft rule.
    expect(rows.find((row) => row.id === cards[0]!.id)?.status).toBe(PRODUCT_STATUS.DRAFT);
    expect(rows.find((row) => row.id === cards[1]!.id)?.nameToShow).toBe(cards[1]!.name);
  });
});

describe('bulk edit grid: card names in full', () => {
  it('the keyboard reaches each card’s name, which shows and names the whole of it', async () => {
    const cards = await supplierCards(2);
    await logInAs('supplier@demo.pim');
    await renderApp(`/bulk-edit/new?ids=${cards.map((card) => card.id).join(',')}`);
    const grid = await screen.findByRole('grid', { name: text.grid.label }, { timeout: 15_000 });
    const [first] = within(grid).getAllByRole('rowheader');
    // Tab through the page as a keyboard user does, until the first card's name holds the focus.
    const reached = async () => {
      for (let step = 0; step < 60; step += 1) {
        await userEvent.tab();
        if (first!.contains(document.activeElement)) return document.activeElement;
      }
      return null;
    };
    const focused = await reached();
    expect(focused, 'the name is a keyboard stop').not.toBeNull();
    expect(focused!.textContent).toContain(cards[0]!.name);
    // The same stop holds it for the mouse: hovering shows the whole name too.
    expect(focused!.getAttribute('title')).toBe(cards[0]!.name);
  });
});
