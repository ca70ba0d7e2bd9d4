import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import de from '@i18n/locales/de.json';
import pl from '@i18n/locales/pl.json';
import { users } from '@server/db/schema';
import { logInAs } from './support/log-in';
import { renderApp } from './support/render-app';
import { resetBetweenTests, useRealServer, type RealServer } from './support/real-server';

/** The first render loads the screen's chunk and the account: slower than a later step. */
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

const stored = async (email: string) =>
  (await server.db.select().from(users).where(eq(users.email, email)))[0]!;

describe('own account screen (§7 Users, real server)', () => {
  it('a supplier changes their name and language; the header and the page follow', async () => {
    await logInAs('supplier@demo.pim');
    await renderApp('/account');
    const first = await screen.findByLabelText(pl.userAccount.firstName, {}, LOADING);
    expect(screen.getByText('supplier@demo.pim')).toBeTruthy();
    await userEvent.clear(first);
    expect(screen.getByRole('button', { name: pl.userAccount.save })).toHaveProperty('disabled', true);
    await userEvent.type(first, 'Joanna');
    await userEvent.selectOptions(screen.getByLabelText(pl.userAccount.language), 'de');
    await userEvent.click(screen.getByRole('button', { name: pl.userAccount.save }));
    // Saved in German: the page switched to the language the account now has.
    expect(await screen.findByText(de.userAccount.saved, {}, LOADING)).toBeTruthy();
    const row = await stored('supplier@demo.pim');
    expect({ first: row.firstName, language: row.language }).toEqual({ first: 'Joanna', language: 'de' });
    const header = screen.getByRole('banner');
    await waitFor(() => expect(within(header).getByText(`Joanna ${row.lastName}`)).toBeTruthy(), LOADING);
  });

  it('a wrong current password is refused at its field; the right one changes it', async () => {
    await logInAs('supplier2@demo.pim');
    await renderApp('/account');
    const current = await screen.findByLabelText(pl.userAccount.password.current, {}, LOADING);
    const before = (await stored('supplier2@demo.pim')).passwordHash;
    await userEvent.type(current, 'not-my-password');
    await userEvent.type(screen.getByLabelText(pl.userAccount.password.new), 'brand-new-pass');
    await userEvent.click(screen.getByRole('button', { name: pl.userAccount.password.submit }));
    expect(await screen.findByText(pl.userAccount.errors.wrongPassword, {}, LOADING)).toBeTruthy();
    expect((await stored('supplier2@demo.pim')).passwordHash).toBe(before);
    await userEvent.clear(current);
    await userEvent.type(current, 'demo-supplier2-pass');
    await userEvent.click(screen.getByRole('button', { name: pl.userAccount.password.submit }));
    expect(await screen.findByText(pl.userAccount.password.changed, {}, LOADING)).toBeTruthy();
    expect((await stored('supplier2@demo.pim')).passwordHash).not.toBe(before);
  });
});

describe('the admin’s account form in the accounts list', () => {
  const label = pl.accountsList.tableLabel;
  const grid = () => screen.getByRole('grid', { name: label });

  it('sets a per-user flag, each explained in one line, and offers only the roles of the company’s kind', async () => {
    await logInAs('admin@demo.pim');
    await renderApp('/accounts-list?q=Browarna');
    await screen.findByRole('grid', { name: label }, LOADING);
    const row = await within(grid()).findByRole('row', { name: 'Ewa Browarna' }, LOADING);
    await userEvent.click(within(row).getByRole('button', { name: 'Akcje: Ewa Browarna' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: pl.userAccount.edit.action }));
    const dialog = await screen.findByRole('dialog', {}, LOADING);
    const gallery = await within(dialog).findByRole(
      'checkbox',
      { name: new RegExp(pl.userAccount.flags.has_media_gallery_access) },
      LOADING,
    );
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(11);
    // A supplier company: the supplier role alone.
    const roles = within(within(dialog).getByLabelText(pl.userAccount.role)).getAllByRole('option');
    expect(roles.map((option) => option.textContent)).toEqual([
      pl.accountsList.addDialog.choose,
      pl.roles.supplier,
    ]);
    expect((gallery as HTMLInputElement).checked).toBe(false);
    await userEvent.click(gallery);
    await userEvent.click(within(dialog).getByRole('button', { name: pl.userAccount.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LOADING);
    const account = await stored('supplier2@demo.pim');
    expect(account.extraFlags).toMatchObject({
      has_media_gallery_access: true,
      can_use_only_limited_selgros_private_attributes: true,
    });
    expect(account.role).toBe('supplier');
  });

  it('the add-user dialog offers the roles that fit the chosen company', async () => {
    await logInAs('admin@demo.pim');
    await renderApp('/accounts-list');
    await userEvent.click(await screen.findByRole('button', { name: pl.accountsList.addUser }, LOADING));
    const dialog = await screen.findByRole('dialog', { name: pl.accountsList.addDialog.title });
    const roleOptions = () =>
      within(within(dialog).getByLabelText(pl.accountsList.addDialog.role))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(roleOptions()).toEqual([pl.accountsList.addDialog.choose]);
    const company = within(dialog).getByLabelText(pl.accountsList.addDialog.company);
    const metro = within(company)
      .getAllByRole<HTMLOptionElement>('option')
      .find((option) => /Metro/.test(option.textContent ?? ''))!;
    await userEvent.selectOptions(company, metro.value);
    await waitFor(() =>
      expect(roleOptions()).toEqual([
        pl.accountsList.addDialog.choose,
        pl.roles.network,
        pl.roles.metro,
        pl.roles.qc_manager,
      ]),
    );
  });
});
