import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fetchTranslations } from '@api/auth';
import { changeLanguage } from '@app/i18n';
import type { StatechartDescriptions } from '@contract/statecharts';
import de from '@i18n/locales/de.json';
import pl from '@i18n/locales/pl.json';
import { machineCatalog } from '@machines/index';
import { findScreenshot } from '@screens/statecharts/screenshots';
import type * as StatechartTexts from '@screens/statecharts/statechart-texts';
import { logInAs } from './support/log-in';
import { renderApp } from './support/render-app';
import { resetBetweenTests, useRealServer } from './support/real-server';

/** The login machine's business words, as machines/descriptions/login.json would give them. */
const loginTexts: StatechartDescriptions = {
  machine: {
    pl: 'Logowanie do aplikacji',
    de: 'Anmeldung in der Anwendung',
    ro: 'Autentificarea în aplicație',
  },
  states: {
    'login.submitting': {
      label: { pl: 'Sprawdzanie hasła', de: 'Passwort wird geprüft', ro: 'Se verifică parola' },
      spec: '§4 Session state',
      description: {
        pl: 'Serwer sprawdza adres i hasło.',
        de: 'Der Server prüft Adresse und Passwort.',
        ro: 'Serverul verifică adresa și parola.',
      },
    },
  },
  transitions: {
    'edge:login.editing:SUBMIT:0': {
      label: {
        pl: 'użytkownik klika Zaloguj',
        de: 'Benutzer klickt Anmelden',
        ro: 'utilizatorul apasă Autentificare',
      },
      description: {
        pl: 'Wysyła formularz, gdy pola są wypełnione.',
        de: 'Sendet das Formular, wenn die Felder ausgefüllt sind.',
        ro: 'Trimite formularul când câmpurile sunt completate.',
      },
    },
  },
};

vi.mock('@screens/statecharts/statechart-texts', async (importOriginal) => ({
  ...(await importOriginal<typeof StatechartTexts>()),
  loadDescriptionFiles: async () => ({ login: loginTexts }),
}));

/** The last model run as the viewer reads it: submitting walked on the machine but not on the screen. */
const coverage = {
  generated_at: '2026-11-26T00:00:00.000Z',
  machines: [
    {
      id: 'login',
      states: [
        { id: 'state:login.editing', covered: true },
        { id: 'state:login.submitting', covered: true },
      ],
      transitions: [{ id: 'edge:login.editing:SUBMIT:0', covered: true }],
      screen: {
        screens: ['login-form'],
        states: [
          { id: 'state:login.editing', covered: true },
          { id: 'state:login.submitting', covered: false },
        ],
        transitions: [{ id: 'edge:login.editing:SUBMIT:0', covered: true }],
        totals: { states: { covered: 1, total: 2 }, transitions: { covered: 1, total: 1 } },
      },
    },
  ],
};

beforeAll(async () => {
  await useRealServer();
  const serverFetch = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) =>
    new Request(input, init).url.endsWith('/api/statecharts/coverage')
      ? Response.json(coverage)
      : serverFetch(input, init);
});
resetBetweenTests();

const title = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], pl) as string;

async function openLogin() {
  await logInAs('admin@demo.pim');
  const app = await renderApp('/statecharts?machine=login');
  const diagram = await screen.findByRole('figure', { name: title('statecharts.machines.login') });
  await waitFor(() => expect(diagram.querySelector('[id="state:login.submitting"]')).not.toBeNull());
  return { ...app, diagram };
}

describe('statechart viewer (admin)', () => {
  it('lists every machine of the catalog and draws the chosen one with its states', async () => {
    await logInAs('admin@demo.pim');
    await renderApp('/statecharts');
    const list = await screen.findByRole('navigation', { name: pl.statecharts.listLabel });
    for (const entry of machineCatalog) expect(within(list).getByText(title(entry.titleKey))).toBeTruthy();

    await userEvent.click(within(list).getByText(title('statecharts.machines.login')));
    expect(window.location.search).toContain('machine=login');
    const diagram = await screen.findByRole('figure', { name: title('statecharts.machines.login') });
    await waitFor(() => expect(diagram.querySelector('[id="state:login.submitting"]')).not.toBeNull());
  });

  it('switches between the business view and the technical one', async () => {
    const { diagram } = await openLogin();
    expect(diagram.querySelector('.business')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: pl.statecharts.viewTechnical }));
    expect(window.location.search).toContain('view=technical');
    // The technical drawing is another file: the figure is drawn anew.
    await waitFor(() => {
      const technical = screen.getByRole('figure', { name: title('statecharts.machines.login') });
      expect(technical.querySelector('.technical')).not.toBeNull();
      expect(technical.querySelector('[id="state:login.submitting"]')?.textContent).toContain('invoke');
    });
  });

  it('makes every state and transition a button, none inside another', async () => {
    const { diagram } = await openLogin();
    // "editing" lists the typing it handles inside itself: the state is a group titled by its button.
    await waitFor(() =>
      expect(diagram.querySelector('[id="edge:login.editing:CHANGE:0"]')?.getAttribute('role')).toBe(
        'button',
      ),
    );
    expect(diagram.querySelector('[id="state:login.editing"]')?.getAttribute('role')).toBe('group');
    expect(diagram.querySelectorAll('[role="button"] [role="button"]')).toHaveLength(0);
  });

  it('colours by the coverage on the machine or on the screen', async () => {
    const { diagram } = await openLogin();
    const submitting = () => diagram.querySelector('[id="state:login.submitting"]');
    await waitFor(() => expect(submitting()?.getAttribute('data-coverage')).toBe('covered'));
    await userEvent.click(screen.getByRole('button', { name: pl.statecharts.scopeScreen }));
    await waitFor(() => expect(submitting()?.getAttribute('data-coverage')).toBe('missed'));
  });

  it('opens a clicked state: its words, its spec section with the spec text, its screens and its screenshot', async () => {
    const { diagram } = await openLogin();
    const state = await within(diagram).findByRole('button', { name: 'Sprawdzanie hasła' });
    await userEvent.click(state);
    const panel = await screen.findByRole('complementary', { name: 'Sprawdzanie hasła' });
    expect(within(panel).getByText('Serwer sprawdza adres i hasło.')).toBeTruthy();
    expect(panel.textContent).toContain('§4 Session state');
    expect(panel.textContent).toContain('Unauthorized offers re-login');
    expect(within(panel).getByText('login-form')).toBeTruthy();
    // The Chromium replay pictured the login form while it logs in (docs/statecharts/screens).
    expect(within(panel).getByRole('img', { name: 'Ekran login w stanie „Sprawdzanie hasła”' })).toBeTruthy();
    expect(window.location.search).toContain('selected=state%3Alogin.submitting');

    await userEvent.click(within(panel).getByRole('button', { name: pl.statecharts.panel.close }));
    expect(screen.queryByRole('complementary', { name: 'Sprawdzanie hasła' })).toBeNull();
  });

  it('shows the screen in a state only the screen replay in jsdom reached, and says how it was drawn', async () => {
    await logInAs('admin@demo.pim');
    await renderApp('/statecharts?machine=assetDetails');
    const diagram = await screen.findByRole('figure', { name: title('statecharts.machines.assetDetails') });
    const failed = await within(diagram).findByRole('button', { name: /^failed$/i });
    await userEvent.click(failed);
    const panel = await screen.findByRole('complementary', { name: /^failed$/i });
    expect(within(panel).getByRole('img', { name: /^Ekran media-gallery-asset w stanie/ })).toBeTruthy();
    expect(within(panel).getByText(pl.statecharts.panel.screenshotFromSnapshot)).toBeTruthy();
  });

  it('opens a transition from the keyboard, in the reader’s language', async () => {
    const { diagram, i18n } = await openLogin();
    await act(() => changeLanguage(i18n, 'de', fetchTranslations));
    const line = await within(diagram).findByRole('button', { name: /Benutzer klickt Anmelden/ });
    line.focus();
    await userEvent.keyboard('{Enter}');
    const panel = await screen.findByRole('complementary', { name: /Benutzer klickt Anmelden/ });
    expect(within(panel).getByText('Sendet das Formular, wenn die Felder ausgefüllt sind.')).toBeTruthy();
    expect(panel.textContent).toContain(de.statecharts.panel.from);
  });

  it('finds a screenshot listed in the index whose file is there', () => {
    const index = {
      login: { 'login.submitting': { screen: 'login-form', file: 'login/login.submitting.jpg' } },
    };
    const files = { '/docs/statecharts/screens/login/login.submitting.jpg': '/assets/submitting.jpg' };
    expect(findScreenshot(index, files, 'login', 'login.submitting')).toEqual({
      screen: 'login-form',
      url: '/assets/submitting.jpg',
      fromSnapshot: false,
    });
    const drawn = {
      login: {
        'login.submitting': {
          screen: 'login-form',
          file: 'login/login.submitting.jpg',
          source: 'jsdom snapshot rendered in Chromium',
        },
      },
    };
    expect(findScreenshot(drawn, files, 'login', 'login.submitting')?.fromSnapshot).toBe(true);
    expect(findScreenshot(index, {}, 'login', 'login.submitting')).toBeNull();
    expect(findScreenshot(undefined, files, 'login', 'login.editing')).toBeNull();
  });

  it('live mode marks the states the running session is in', async () => {
    await logInAs('admin@demo.pim');
    await renderApp('/statecharts?machine=session');
    await userEvent.click(await screen.findByLabelText(pl.statecharts.showLive));
    const diagram = await screen.findByRole('figure', { name: title('statecharts.machines.session') });
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
