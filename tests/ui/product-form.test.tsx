import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import pl from '@i18n/locales/pl.json';
import { cardOf } from '@tests/server/fixtures/catalog';
import { logInAs } from './support/log-in';
import { renderApp } from './support/render-app';
import { resetBetweenTests, useRealServer, type RealServer } from './support/real-server';

const form = pl.productForm;
const identify = pl.productIdentify;

let server: RealServer;
beforeAll(async () => {
  server = await useRealServer();
});
resetBetweenTests();

async function openCard(path: string) {
  await logInAs('supplier@demo.pim');
  await renderApp(path);
  return screen.findByLabelText<HTMLInputElement>(identify.nameToShow, {}, { timeout: 10_000 });
}

async function chooseCategory(search: string, name: RegExp) {
  await userEvent.click(screen.getByRole('button', { name: identify.chooseCategory }));
  const picker = await screen.findByRole('dialog', { name: pl.categoryPicker.title });
  await userEvent.type(within(picker).getByLabelText(pl.categoryPicker.search), search);
  await userEvent.click(await within(picker).findByRole('treeitem', { name }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('product card form', () => {
  it('a new card: skeleton, then the form; a category brings its attributes; a draft is saved', async () => {
    await logInAs('supplier@demo.pim');
    await renderApp('/product/new');
    expect(await screen.findByTestId('form-skeleton', {}, { timeout: 10_000 })).toBeTruthy();
    const name = await screen.findByLabelText(identify.nameToShow, {}, { timeout: 10_000 });
    expect(screen.queryByTestId('form-skeleton')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(form.untitled);
    expect(screen.getByText(form.noAttributes)).toBeTruthy();

    await chooseCategory('pasta', /Pasta do zębów/);
    expect(await screen.findByLabelText('Kraj pochodzenia')).toBeTruthy();
    await userEvent.type(name, 'Pasta miętowa 75 ml');
    await userEvent.click(screen.getByRole('button', { name: form.actions.saveDraft }));
    expect((await screen.findByTestId('save-flash')).textContent).toBe(form.flash.saved);
    expect(screen.getByTestId('product-status').textContent).toBe(form.status.draft);
    expect(window.location.pathname).toMatch(/^\/react\/product\/\d+\/edit$/);
  });
});

void server;
void cardOf;
