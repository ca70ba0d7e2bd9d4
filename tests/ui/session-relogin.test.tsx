import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import pl from '@i18n/locales/pl.json';
import { eq } from 'drizzle-orm';
import { products, sessions } from '@server/db/schema';
import { logInAs } from './support/log-in';
import { renderApp } from './support/render-app';
import { resetBetweenTests, useRealServer, type RealServer } from './support/real-server';

let server: RealServer;
beforeAll(async () => {
  server = await useRealServer();
});
resetBetweenTests();

async function endSessionOnServer() {
  await server.db.delete(sessions);
}

describe('a session that ends while the user works (§4 Session state, §8 Unauthorized)', () => {
  it('opens re-login over the page, keeps what was typed, and lets the user carry on', async () => {
    const [card] = await server.db
      .select({ gtin: products.gtin })
      .from(products)
      .where(eq(products.companyId, 2))
      .limit(1);
    const gtin = card!.gtin!;
    await logInAs('supplier@demo.pim');
    await renderApp('/');
    const search = await screen.findByLabelText(pl.dashboard.searchLabel);
    await userEvent.type(search, gtin);
    await endSessionOnServer();

    await userEvent.click(screen.getByRole('button', { name: pl.dashboard.searchSubmit }));
    const dialog = await screen.findByRole('dialog', { name: pl.session.unauthorizedTitle });
    expect(dialog.textContent).toContain(pl.session.unauthorized);
    expect(dialog.textContent).toContain(pl.session.loginAgain);
    expect(within(dialog).getByLabelText<HTMLInputElement>(pl.login.email).value).toBe('supplier@demo.pim');
    // The e-mail is known: the cursor waits in the password, so the user only types it.
    const password = within(dialog).getByLabelText(pl.login.password);
    await waitFor(() => expect(document.activeElement).toBe(password));

    await userEvent.keyboard('demo-supplier-pass');
    await userEvent.click(within(dialog).getByRole('button', { name: pl.session.loginButton }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText<HTMLInputElement>(pl.dashboard.searchLabel).value).toBe(gtin);

    await userEvent.click(screen.getByRole('button', { name: pl.dashboard.searchSubmit }));
    expect(await screen.findByRole('table', { name: pl.dashboard.searchResults })).toBeTruthy();
  });

  it('a different account logging in over the page is asked to reload rather than act on it', async () => {
    await logInAs('supplier@demo.pim');
    await renderApp('/');
    await screen.findByLabelText(pl.dashboard.searchLabel);
    await endSessionOnServer();
    await userEvent.type(screen.getByLabelText(pl.dashboard.searchLabel), '5900020000013');
    await userEvent.click(screen.getByRole('button', { name: pl.dashboard.searchSubmit }));
    const dialog = await screen.findByRole('dialog', { name: pl.session.unauthorizedTitle });
    const email = within(dialog).getByLabelText(pl.login.email);
    await userEvent.clear(email);
    await userEvent.type(email, 'supplier2@demo.pim');
    await userEvent.type(within(dialog).getByLabelText(pl.login.password), 'demo-supplier2-pass');
    await userEvent.click(within(dialog).getByRole('button', { name: pl.session.loginButton }));
    expect(await screen.findByText(pl.session.otherUser)).toBeTruthy();
  });

  it('a forbidden answer shows its message without re-login and can be dismissed', async () => {
    await logInAs('supplier@demo.pim');
    await renderApp('/statecharts');
    expect(await screen.findByText(pl.session.forbidden)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
