import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import pl from '@i18n/locales/pl.json';
import { logInAs } from './support/log-in';
import { renderApp } from './support/render-app';
import { resetBetweenTests, useRealServer } from './support/real-server';

beforeAll(async () => {
  await useRealServer();
});
resetBetweenTests();

const template = pl.productsImporter.screen.template;

describe('importer template: the GPC tree picker of the card (§7 importer template, §2 Modals)', () => {
  it('chooses template categories in the tree with the keyboard alone and puts them in the download', async () => {
    await logInAs('supplier@demo.pim');
    await renderApp('/products-importer-excel');
    const open = await screen.findByRole('button', { name: template.choose }, { timeout: 30_000 });
    open.focus();
    await userEvent.keyboard('{Enter}');
    const picker = await screen.findByRole('dialog', { name: pl.categoryPicker.title });
    await userEvent.type(within(picker).getByLabelText(pl.categoryPicker.search), 'jogurt owocowy');
    await within(picker).findByRole('treeitem', { name: /Jogurt owocowy/ });
    // Tab into the tree, down its path to the brick, tick it with Space, then confirm.
    await userEvent.tab();
    expect(document.activeElement?.getAttribute('aria-level')).toBe('1');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    const brick = within(picker).getByRole('treeitem', { name: /Jogurt owocowy/ });
    expect(document.activeElement).toBe(brick);
    await userEvent.keyboard(' ');
    expect(brick.getAttribute('aria-checked')).toBe('true');
    const confirm = within(picker).getByRole('button', { name: /Wybierz 1 kategorię/ });
    confirm.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const chosen = screen.getByRole('list', { name: template.chosen });
    expect(within(chosen).getByText(/Jogurt owocowy/)).toBeTruthy();
    const download = screen.getByRole('link', { name: template.download });
    expect(download.getAttribute('href')).toMatch(/categories%5B%5D=\d+/);
    // No native multi-select that needs Ctrl is left.
    expect(screen.queryByRole('listbox')).toBeNull();

    await userEvent.click(within(chosen).getByRole('button', { name: /Jogurt owocowy/ }));
    expect(screen.queryByRole('list', { name: template.chosen })).toBeNull();
    expect(download.getAttribute('href')).not.toMatch(/categories/);
  });
});
