import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import pl from '@i18n/locales/pl.json';
import { ListNotice } from '@app/list-dialogs';
import { createI18n } from '@app/i18n';
import type { ActionOutcome } from '@machines/data-table.machine';
import { ActionNotice } from '@screens/products-list/action-notice';

async function renderInPolish(node: ReactNode) {
  const i18n = await createI18n('pl', async () => pl);
  render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);
  return screen.findByTestId('action-notice');
}

const outcome = (patch: Partial<ActionOutcome>): ActionOutcome => ({
  kind: 'done',
  tone: 'success',
  actionId: 'deactivate',
  message: null,
  count: 2,
  redirect: null,
  reload: true,
  ...patch,
});

/** A mass action some of whose rows the server refused: the refusal is the notice's text. */
const partlyRefused = outcome({ tone: 'warning', message: 'Nie możesz dezaktywować własnego konta.' });

describe('§8 a notice of an action that did not do all it was asked looks like one', () => {
  it.each([
    [
      'the lists of the app',
      () => <ListNotice outcome={partlyRefused} outcomeText={() => ''} onDismiss={() => {}} />,
    ],
    ['the products list', () => <ActionNotice outcome={partlyRefused} onDismiss={() => {}} />],
  ])('%s draw a partly refused action as a warning, not a success', async (_list, notice) => {
    const shown = await renderInPolish(notice());
    expect(shown.textContent).toContain('Nie możesz dezaktywować własnego konta.');
    expect(shown.getAttribute('data-tone')).toBe('warning');
  });

  it('a failure is drawn as an error and announced at once', async () => {
    const shown = await renderInPolish(
      <ListNotice
        outcome={outcome({ kind: 'failed', tone: 'error' })}
        outcomeText={() => ''}
        onDismiss={() => {}}
      />,
    );
    expect(shown.getAttribute('data-tone')).toBe('error');
    expect(shown.getAttribute('role')).toBe('alert');
  });

  it('a success stays a success', async () => {
    const shown = await renderInPolish(
      <ListNotice outcome={outcome({})} outcomeText={() => 'Zrobione'} onDismiss={() => {}} />,
    );
    expect(shown.getAttribute('data-tone')).toBe('success');
  });
});
