import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import pl from '@i18n/locales/pl.json';
import { machineCatalog } from '@machines/index';
import { logInAs } from './support/log-in';
import { renderApp } from './support/render-app';
import { resetBetweenTests, useRealServer } from './support/real-server';

beforeAll(async () => {
  await useRealServer();
});
resetBetweenTests();

const title = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], pl) as string;

describe('statechart viewer (admin)', () => {
  it('lists every machine of the catalog and draws the chosen one with its states', async () => {
    await logInAs('admin@demo.pim');
    await renderApp('/statecharts');
    const list = await screen.findByRole('navigation', { name: pl.statecharts.listLabel });
    for (const entry of machineCatalog) expect(within(list).getByText(title(entry.titleKey))).toBeTruthy();

    await userEvent.click(within(list).getByText(title('statecharts.machines.login')));
    expect(window.location.search).toContain('machine=login');
    const diagram = await screen.findByRole('img', { name: title('statecharts.machines.login') });
    await waitFor(() => expect(diagram.querySelector('[id="state:login.submitting"]')).not.toBeNull());
  });

  it('live mode marks the states the running session is in', async () => {
    await logInAs('admin@demo.pim');
    await renderApp('/statecharts?machine=session');
    await userEvent.click(await screen.findByLabelText(pl.statecharts.showLive));
    const diagram = await screen.findByRole('img', { name: title('statecharts.machines.session') });
    await waitFor(() =>
      expect(
        diagram.querySelector('[id="state:session.authorized.clock.active"]')?.getAttribute('data-live'),
      ).toBe('true'),
    );
    expect(diagram.querySelector('[id="state:session.anonymous"]')?.getAttribute('data-live')).toBeNull();
  });

  it('is not in the navigation of a supplier', async () => {
    await logInAs('supplier@demo.pim');
    await renderApp('/');
    await screen.findByRole('navigation', { name: pl.nav.mainMenu });
    expect(screen.queryByRole('link', { name: pl.nav.statecharts })).toBeNull();
  });
});
