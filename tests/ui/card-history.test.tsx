import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import pl from '@i18n/locales/pl.json';
import { products, users } from '@server/db/schema';
import { cardInNetwork, cardOf } from '@tests/server/fixtures/catalog';
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

/** A card of the demo supplier renamed twice: two new versions on top of its timeline. */
async function renamedTwice() {
  const [supplier] = await server.db.select().from(users).where(eq(users.email, 'supplier@demo.pim'));
  const card = await cardOf(server.db, supplier!.companyId!);
  for (const name of ['Sok przed zmianą', 'Sok po zmianie'])
    await server.db.update(products).set({ nameToShow: name }).where(eq(products.id, card.id));
  return card.id;
}

async function nameNow(id: number): Promise<string | null> {
  const [row] = await server.db.select().from(products).where(eq(products.id, id));
  return row?.nameToShow ?? null;
}

/** Compares the two newest versions, as the timeline picks them. */
async function compareNewest(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: pl.cardHistory.compare }, LOADING));
  return screen.findByRole('table', {}, LOADING);
}

describe('card history (real server)', () => {
  it('compares the two newest versions and restores one field as a new version', async () => {
    const user = userEvent.setup();
    const id = await renamedTwice();
    await logInAs('supplier@demo.pim');
    await renderApp(`/product/${id}/history`);
    const timeline = await screen.findByRole('list', { name: pl.cardHistory.title }, LOADING);
    expect(within(timeline).getAllByText(pl.cardHistory.sources.ui).length).toBeGreaterThan(1);

    const table = await compareNewest(user);
    expect(within(table).getByText('Sok przed zmianą')).toBeTruthy();
    expect(within(table).getByText('Sok po zmianie')).toBeTruthy();
    await user.click(within(table).getByRole('checkbox', { name: /Nazwa handlowa/ }));
    await user.click(screen.getByRole('button', { name: pl.cardHistory.restoreChosen }));

    const notice = await screen.findByText(/Zapisano jako nową wersję \d+/, {}, LOADING);
    expect(notice.closest('[role="status"]')).not.toBeNull();
    const [newest] = within(
      await screen.findByRole('list', { name: pl.cardHistory.title }, LOADING),
    ).getAllByRole('listitem');
    expect(within(newest!).getByText(pl.cardHistory.current)).toBeTruthy();
    expect(within(newest!).getByText(/przywrócono z wersji \d+/)).toBeTruthy();
    expect(await nameNow(id)).toBe('Sok przed zmianą');
  });

  it('a card changed after the history was read: the 409 in red, nothing saved, reload reads it again', async () => {
    const user = userEvent.setup();
    const id = await renamedTwice();
    await logInAs('supplier@demo.pim');
    await renderApp(`/product/${id}/history`);
    await compareNewest(user);
    await server.db.update(products).set({ nameToShow: 'Zmiana w międzyczasie' }).where(eq(products.id, id));
    await user.click(screen.getByRole('button', { name: /Przywróć całą wersję/ }));

    const alert = await screen.findByRole('alert', {}, LOADING);
    expect(alert.textContent).toContain(pl.cardHistory.conflict);
    expect(await nameNow(id)).toBe('Zmiana w międzyczasie');
    await user.click(within(alert).getByRole('button', { name: pl.cardHistory.reload }));
    expect(await screen.findByRole('list', { name: pl.cardHistory.title }, LOADING)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a network user compares versions of a card it sees but is offered no restore', async () => {
    const user = userEvent.setup();
    const card = await cardInNetwork(server.db, 'selgros', true);
    for (const name of ['Widoczna wersja A', 'Widoczna wersja B'])
      await server.db.update(products).set({ nameToShow: name }).where(eq(products.id, card.id));
    await logInAs('network@demo.pim');
    await renderApp(`/product/${card.id}/history`);
    const table = await compareNewest(user);
    expect(within(table).getByText('Widoczna wersja B')).toBeTruthy();
    expect(within(table).queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: pl.cardHistory.restoreChosen })).toBeNull();
    expect(screen.queryByRole('link', { name: pl.cardHistory.toForm })).toBeNull();
  });

  it('the card details and the card form link to the history', async () => {
    const id = await renamedTwice();
    await logInAs('supplier@demo.pim');
    const view = await renderApp(`/product/${id}/details`);
    const fromDetails = await screen.findByRole('link', { name: pl.cardHistory.link }, LOADING);
    expect(fromDetails.getAttribute('href')).toMatch(new RegExp(`/product/${id}/history$`));
    view.unmount();
    const form = await renderApp(`/product/${id}/edit`);
    const fromForm = await form.findByRole('link', { name: pl.cardHistory.link }, LOADING);
    expect(fromForm.getAttribute('href')).toMatch(new RegExp(`/product/${id}/history$`));
  });
});
