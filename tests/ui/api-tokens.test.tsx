import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import pl from '@i18n/locales/pl.json';
import { hashToken } from '@server/auth/tokens';
import { apiTokens } from '@server/db/schema';
import { request } from '@tests/server/harness/http';
import { logInAs } from './support/log-in';
import { renderApp } from './support/render-app';
import { resetBetweenTests, useRealServer, type RealServer } from './support/real-server';

/** The first render loads the screen's chunk and the list: slower than a later step. */
const LOADING = { timeout: 30_000 };

let server: RealServer;
beforeAll(async () => {
  server = await useRealServer();
});
resetBetweenTests();

const t = pl.apiTokens;
const table = () => screen.getByRole('table', { name: t.tableLabel });

describe('API tokens screen (§2 api-token-method-config, real server)', () => {
  it('creates a token, shows its secret once, lists it and revokes it after a confirmation', async () => {
    await logInAs('supplier@demo.pim');
    await renderApp('/api-token-method-config');
    expect(await screen.findByText(t.empty, {}, LOADING)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: t.create.open }));
    const dialog = await screen.findByRole('dialog', { name: t.create.title });
    const submit = within(dialog).getByRole('button', { name: t.create.submit });
    expect(submit.hasAttribute('disabled')).toBe(true);
    await userEvent.type(within(dialog).getByLabelText(t.create.name), 'Integracja ERP');
    // Each scope is explained in one line.
    const cardsRead = within(dialog).getByRole('checkbox', { name: t.scope.cards_read.label });
    expect(cardsRead.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(dialog).getByText(t.scope.cards_read.hint)).toBeTruthy();
    expect(submit.hasAttribute('disabled')).toBe(true);
    await userEvent.click(cardsRead);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: t.scope.lists_read.label }));
    await userEvent.click(submit);

    const shown = await screen.findByRole('dialog', { name: t.create.createdTitle }, LOADING);
    expect(within(shown).getByText(t.create.secretNotice)).toBeTruthy();
    const secret = (within(shown).getByLabelText(t.create.secret) as HTMLInputElement).value;
    expect(secret).toMatch(/^pim_/);
    const [stored] = await server.db.select().from(apiTokens);
    expect(stored!.tokenHash).toBe(hashToken(secret));
    expect(stored!.scopes).toEqual(['cards.read', 'lists.read']);
    // The secret the dialog showed works against the real server.
    const call = await request(server.app, 'GET', '/api/p1/products', {
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(call.status, call.text).toBe(200);

    await userEvent.click(within(shown).getByRole('button', { name: t.create.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = await within(await screen.findByRole('table', { name: t.tableLabel }, LOADING)).findByRole(
      'row',
      { name: /Integracja ERP/ },
    );
    expect(within(row).getByText(t.status.active)).toBeTruthy();
    expect(within(row).getByText(t.scope.cards_read.label)).toBeTruthy();
    expect(within(row).getByText(`${secret.slice(0, 12)}…`)).toBeTruthy();
    // The list shows no secret.
    expect(table().textContent).not.toContain(secret);

    await userEvent.click(within(row).getByRole('button', { name: 'Unieważnij token Integracja ERP' }));
    const confirm = await screen.findByRole('dialog', { name: 'Unieważnić token „Integracja ERP”?' });
    await userEvent.click(within(confirm).getByRole('button', { name: t.revoke.confirm }));
    await waitFor(() => expect(within(table()).getByText(t.status.revoked)).toBeTruthy(), LOADING);
    expect(within(table()).queryByRole('button', { name: /Unieważnij token/ })).toBeNull();
    const refused = await request(server.app, 'GET', '/api/p1/products', {
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(refused.status).toBe(401);
  });

  it('shows the server’s refusal in the dialog and keeps what was typed', async () => {
    await logInAs('supplier@demo.pim');
    await renderApp('/api-token-method-config');
    await screen.findByText(t.empty, {}, LOADING);
    await userEvent.click(screen.getByRole('button', { name: t.create.open }));
    const dialog = await screen.findByRole('dialog', { name: t.create.title });
    await userEvent.type(within(dialog).getByLabelText(t.create.name), 'Stary');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: t.scope.exports_run.label }));
    // jsdom's date field takes the typed day as its value.
    await userEvent.type(within(dialog).getByLabelText(t.create.expiresOn), '2020-01-01');
    await userEvent.click(within(dialog).getByRole('button', { name: t.create.submit }));
    expect(await within(dialog).findByText(t.errors.expiryNotAfterToday, {}, LOADING)).toBeTruthy();
    expect((within(dialog).getByLabelText(t.create.name) as HTMLInputElement).value).toBe('Stary');
    expect(await server.db.select().from(apiTokens)).toEqual([]);
  });

  it('is not offered to a chain’s master-data manager', async () => {
    await logInAs('mdm@demo.pim');
    await renderApp('/api-token-method-config');
    await screen.findByRole('navigation', { name: pl.nav.mainMenu }, LOADING);
    expect(screen.queryByRole('link', { name: pl.nav.apiTokens })).toBeNull();
    expect(screen.queryByRole('button', { name: t.create.open })).toBeNull();
  });
});
