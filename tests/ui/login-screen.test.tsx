import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import de from '@i18n/locales/de.json';
import pl from '@i18n/locales/pl.json';
import { renderApp } from './support/render-app';
import { resetBetweenTests, useRealServer, type RealServer } from './support/real-server';

let server: RealServer;
beforeAll(async () => {
  server = await useRealServer();
});
resetBetweenTests();

describe('login screen', () => {
  it('asks for both fields before sending anything', async () => {
    await renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: pl.login.submit }));
    expect(screen.getAllByText(pl.validation.required)).toHaveLength(2);
    expect(server.cookie('pim_session')).toBeUndefined();
  });

  it('shows the server refusal for a wrong password and keeps the e-mail', async () => {
    await renderApp('/login');
    await userEvent.type(await screen.findByLabelText(pl.login.email), 'supplier@demo.pim');
    await userEvent.type(screen.getByLabelText(pl.login.password), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: pl.login.submit }));
    // The refusal comes after a scrypt check of the password: wait for it as the user does.
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(pl.login.invalid));
    expect(screen.getByLabelText<HTMLInputElement>(pl.login.email).value).toBe('supplier@demo.pim');
    expect(screen.getByLabelText<HTMLInputElement>(pl.login.password).value).toBe('');
  });

  it('logs a supplier in and opens the dashboard with the cards by status', async () => {
    await renderApp('/login');
    await userEvent.type(await screen.findByLabelText(pl.login.email), 'supplier@demo.pim');
    await userEvent.type(screen.getByLabelText(pl.login.password), 'demo-supplier-pass');
    await userEvent.click(screen.getByRole('button', { name: pl.login.submit }));
    expect(await screen.findByRole('heading', { name: 'Dzień dobry, Piotr Dostawca' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('total-cards').textContent).not.toBe(''));
    expect(window.location.pathname).toBe('/react/');
    expect(server.cookie('pim_session')).toBeDefined();
  });

  it('sends a visitor without a session from a private page to login and back after it', async () => {
    await renderApp('/statecharts');
    await screen.findByRole('heading', { name: pl.login.title });
    expect(window.location.search).toBe('?next=%2Fstatecharts');
    await userEvent.type(screen.getByLabelText(pl.login.email), 'admin@demo.pim');
    await userEvent.type(screen.getByLabelText(pl.login.password), 'demo-admin-pass');
    await userEvent.click(screen.getByRole('button', { name: pl.login.submit }));
    expect(await screen.findByRole('heading', { name: pl.statecharts.title, level: 1 })).toBeTruthy();
  });

  it("switches the page to the user's own language after login", async () => {
    await renderApp('/login');
    await userEvent.type(await screen.findByLabelText(pl.login.email), 'metro@demo.pim');
    await userEvent.type(screen.getByLabelText(pl.login.password), 'demo-metro-pass');
    await userEvent.click(screen.getByRole('button', { name: pl.login.submit }));
    expect(await screen.findByText(de.dashboard.cardsByStatus)).toBeTruthy();
    // The page's language is set once the German messages are in, which may be after their first render.
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
  });
});
