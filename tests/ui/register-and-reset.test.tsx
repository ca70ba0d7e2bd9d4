import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import pl from '@i18n/locales/pl.json';
import { renderApp } from './support/render-app';
import { resetBetweenTests, useRealServer, type RealServer } from './support/real-server';

let server: RealServer;
beforeAll(async () => {
  server = await useRealServer();
});
resetBetweenTests();

async function fill(label: string, value: string) {
  await userEvent.type(await screen.findByLabelText(label, { exact: true }), value);
}

describe('register (§2, §5 passwords must match)', () => {
  it('shows every problem at once, then creates the account and mails a confirmation link', async () => {
    await renderApp('/register');
    await screen.findByRole('heading', { name: pl.register.title });
    expect(screen.getByRole('link', { name: pl.auth.backToLogin })).toBeTruthy();
    await fill(pl.register.password, 'bardzo-tajne-1');
    await fill(pl.register.passwordRepeat, 'inne-haslo-22');
    await userEvent.click(screen.getByRole('button', { name: pl.register.submit }));
    expect(screen.getByText(pl.validation.passwordsMismatch)).toBeTruthy();
    expect(screen.getByText(pl.validation.acceptTerms)).toBeTruthy();
    expect(screen.getAllByText(pl.validation.required).length).toBeGreaterThanOrEqual(4);
    expect(server.mailer.sent).toHaveLength(0);

    await fill(pl.register.firstName, 'Jan');
    await fill(pl.register.lastName, 'Nowak');
    await fill(pl.register.email, 'jan.nowak@example.com');
    await fill(pl.register.companyName, 'Piekarnia Nowak');
    await fill(pl.register.taxId, '1234567890');
    await userEvent.clear(screen.getByLabelText(pl.register.passwordRepeat));
    await fill(pl.register.passwordRepeat, 'bardzo-tajne-1');
    await userEvent.click(screen.getByLabelText(pl.register.acceptTerms));
    await userEvent.click(screen.getByRole('button', { name: pl.register.submit }));
    expect(await screen.findByText(/jan\.nowak@example\.com/)).toBeTruthy();
    await server.mailer.waitForMails('jan.nowak@example.com');
    expect(server.mailer.lastLinkTo('jan.nowak@example.com').pathname).toBe('/api/register/confirm');
  });

  it('a taken e-mail gets the same answer as a new one (nothing tells it has an account); its owner is mailed', async () => {
    await renderApp('/register');
    await screen.findByRole('heading', { name: pl.register.title });
    await fill(pl.register.firstName, 'Piotr');
    await fill(pl.register.lastName, 'Drugi');
    await fill(pl.register.email, 'supplier@demo.pim');
    await fill(pl.register.companyName, 'Inna firma');
    await fill(pl.register.taxId, '1234567890');
    await fill(pl.register.password, 'bardzo-tajne-1');
    await fill(pl.register.passwordRepeat, 'bardzo-tajne-1');
    await userEvent.click(screen.getByLabelText(pl.register.acceptTerms));
    await userEvent.click(screen.getByRole('button', { name: pl.register.submit }));
    expect(await screen.findByText(pl.register.sent.replace('{{email}}', 'supplier@demo.pim'))).toBeTruthy();
    expect(screen.queryByText(pl.register.emailTaken)).toBeNull();
    const [notice] = await server.mailer.waitForMails('supplier@demo.pim');
    expect(notice!.subject).toBe(pl.mail.registerAttempt.subject);
  });
});

describe('password reset (§2 reset-password-request, reset-password)', () => {
  it('requests a link, sets a new password with it, and the old one stops working', async () => {
    await renderApp('/reset-password-request');
    await fill(pl.resetRequest.email, 'supplier2@demo.pim');
    await userEvent.click(screen.getByRole('button', { name: pl.resetRequest.submit }));
    expect(await screen.findByText(pl.resetRequest.sent)).toBeTruthy();
    await server.mailer.waitForMails('supplier2@demo.pim');
    const link = server.mailer.lastLinkTo('supplier2@demo.pim');

    cleanup();
    await renderApp(`/reset-password${link.search}`);
    await fill(pl.resetPassword.password, 'nowe-haslo-2026');
    await fill(pl.resetPassword.passwordRepeat, 'nowe-haslo-2027');
    await userEvent.click(screen.getByRole('button', { name: pl.resetPassword.submit }));
    expect(screen.getByText(pl.validation.passwordsMismatch)).toBeTruthy();
    await userEvent.clear(screen.getByLabelText(pl.resetPassword.passwordRepeat));
    await userEvent.type(screen.getByLabelText(pl.resetPassword.passwordRepeat), 'nowe-haslo-2026');
    await userEvent.click(screen.getByRole('button', { name: pl.resetPassword.submit }));
    expect(await screen.findByText(pl.resetPassword.done)).toBeTruthy();
  });

  it('a used or unknown link is refused with its message', async () => {
    await renderApp('/reset-password?token=not-a-real-token');
    await fill(pl.resetPassword.password, 'nowe-haslo-2026');
    await fill(pl.resetPassword.passwordRepeat, 'nowe-haslo-2026');
    await userEvent.click(screen.getByRole('button', { name: pl.resetPassword.submit }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(pl.resetPassword.invalidToken));
  });

  it('a link without a token says so', async () => {
    await renderApp('/reset-password');
    expect(await screen.findByText(pl.resetPassword.missingToken)).toBeTruthy();
  });
});
