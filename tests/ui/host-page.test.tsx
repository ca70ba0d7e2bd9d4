import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import de from '@i18n/locales/de.json';
import pl from '@i18n/locales/pl.json';
import { logInAs } from './support/log-in';
import { renderApp } from './support/render-app';
import { resetBetweenTests, useRealServer } from './support/real-server';

beforeAll(async () => {
  await useRealServer();
});
resetBetweenTests();

describe('host page and templates (§2)', () => {
  it('an unknown module name says "Unknown app module"', async () => {
    await renderApp('/module/no-such-module');
    expect(await screen.findByText('Unknown app module')).toBeTruthy();
  });

  it('a known module is shown by name', async () => {
    await renderApp('/module/login');
    expect(await screen.findByRole('heading', { name: pl.login.title })).toBeTruthy();
  });

  it('an unknown path shows the not-found screen, and any path with "register" the register page', async () => {
    await renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: pl.notFound.title })).toBeTruthy();
    await renderApp('/supplier-register-form');
    expect(await screen.findAllByRole('heading', { name: pl.register.title })).not.toHaveLength(0);
  });

  it('the auth template has the sign-up prompt, the year, and on pl the terms and privacy links', async () => {
    await renderApp('/login');
    await screen.findByRole('heading', { name: pl.login.title });
    expect(screen.getByRole('link', { name: pl.auth.signUp })).toBeTruthy();
    expect(screen.getByText(new RegExp(String(new Date().getFullYear())))).toBeTruthy();
    expect(screen.getByRole('link', { name: pl.auth.terms })).toBeTruthy();
    expect(screen.getByRole('link', { name: pl.auth.privacy })).toBeTruthy();
  });

  it('the language can be switched before logging in', async () => {
    await renderApp('/login');
    await userEvent.selectOptions(await screen.findByLabelText(pl.nav.language), 'de');
    expect(await screen.findByRole('heading', { name: de.login.title })).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');
  });

  it('a logged-in user gets the dashboard template with navigation and is kept away from login', async () => {
    await logInAs('supplier@demo.pim');
    await renderApp('/login');
    expect(await screen.findByRole('navigation', { name: pl.nav.mainMenu })).toBeTruthy();
    expect(window.location.pathname).toBe('/react/');
    expect(screen.queryByRole('link', { name: pl.nav.statecharts })).toBeNull();
  });
});
