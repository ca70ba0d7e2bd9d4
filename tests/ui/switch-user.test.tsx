import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import pl from '@i18n/locales/pl.json';
import { switchLogs, switchPermissions, users } from '@server/db/schema';
import { logInAs } from './support/log-in';
import { renderApp } from './support/render-app';
import { resetBetweenTests, useRealServer, type RealServer } from './support/real-server';

/** The first render loads the screen's chunk and its data: slower than a later step. */
const LOADING = { timeout: 30_000 };
const s = pl.switchUser;

let server: RealServer;
beforeAll(async () => {
  server = await useRealServer();
});
resetBetweenTests();

async function idOf(email: string) {
  const [row] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

describe('switch user (§6, real server)', () => {
  it('the admin allows themself on an account, acts as it from the user menu, and returns in one click', async () => {
    const supplierId = await idOf('supplier@demo.pim');
    await logInAs('admin@demo.pim');
    await renderApp(`/user/${supplierId}/switch-me-to`);
    await screen.findByRole(
      'heading',
      { level: 1, name: s.settings.title.replace('{{name}}', 'Piotr Dostawca') },
      LOADING,
    );
    expect(screen.getByText(s.settings.empty)).toBeTruthy();
    await userEvent.selectOptions(
      screen.getByLabelText(s.settings.addPerson),
      'Anna Administratorka (admin@demo.pim)',
    );
    await userEvent.click(screen.getByRole('button', { name: s.settings.add }));
    await userEvent.click(screen.getByRole('button', { name: s.settings.save }));
    expect(await screen.findByText(s.settings.saved, {}, LOADING)).toBeTruthy();
    expect(await server.db.select().from(switchPermissions)).toHaveLength(1);

    await userEvent.click(
      within(screen.getByRole('banner')).getByRole('button', { name: /^Anna Administratorka/ }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: s.menu.actAs }));
    const dialog = await screen.findByRole('dialog', { name: s.dialog.title }, LOADING);
    const select = await within(dialog).findByLabelText(s.dialog.target, {}, LOADING);
    const option = within(select).getByRole('option', { name: /Piotr Dostawca/ }) as HTMLOptionElement;
    await userEvent.selectOptions(select, option.value);
    await userEvent.click(within(dialog).getByRole('button', { name: s.dialog.submit }));

    const banner = await screen.findByRole('region', { name: s.banner.label }, LOADING);
    expect(banner.textContent).toContain('Piotr Dostawca');
    expect(banner.textContent).toContain('Anna Administratorka');
    // The supplier's rights: the admin's accounts list is gone from the menu.
    expect(screen.queryByRole('link', { name: pl.nav.accounts })).toBeNull();

    await userEvent.click(within(banner).getByRole('button', { name: s.banner.return }));
    await waitFor(() => expect(screen.queryByRole('region', { name: s.banner.label })).toBeNull(), LOADING);
    expect(await screen.findByRole('link', { name: pl.nav.accounts }, LOADING)).toBeTruthy();
    const logged = await server.db.select({ kind: switchLogs.kind }).from(switchLogs);
    expect(logged.map((row) => row.kind).sort()).toEqual(['end', 'start']);
  });

  it('a refusal of the list shows the server’s words and saves nothing', async () => {
    const supplierId = await idOf('supplier@demo.pim');
    await logInAs('admin@demo.pim');
    await renderApp(`/user/${supplierId}/switch-me-to`);
    await screen.findByText(s.settings.empty, {}, LOADING);
    await userEvent.selectOptions(
      screen.getByLabelText(s.settings.addPerson),
      'Anna Administratorka (admin@demo.pim)',
    );
    await userEvent.clear(screen.getByLabelText(s.settings.until));
    await userEvent.type(screen.getByLabelText(s.settings.until), '2020-01-01');
    await userEvent.click(screen.getByRole('button', { name: s.settings.add }));
    await userEvent.click(screen.getByRole('button', { name: s.settings.save }));
    const alert = await screen.findByRole('alert', {}, LOADING);
    expect(alert.textContent).toBe(s.errors.expiryPast);
    expect(await server.db.select().from(switchPermissions)).toHaveLength(0);
  });
});
