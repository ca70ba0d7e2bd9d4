import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pl from '@i18n/locales/pl.json';
import { productIssues, products, users } from '@server/db/schema';
import { logInAs } from './support/log-in';
import { renderApp } from './support/render-app';
import { resetBetweenTests, useRealServer, type RealServer } from './support/real-server';

const form = pl.productForm;
const identify = pl.productIdentify;
const SUPPLIER = 'supplier@demo.pim';
/** The first render loads the screen's chunk and the schema: slower than a later step. */
const LOADING = { timeout: 30_000 };

let server: RealServer;
const scrollIntoView = Element.prototype.scrollIntoView;
beforeAll(async () => {
  server = await useRealServer();
  // jsdom lays nothing out and has no scrollIntoView: a jump to a field has nowhere to scroll.
  Element.prototype.scrollIntoView = () => {};
});
afterAll(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});
resetBetweenTests();

/** The demo supplier's cards, oldest first (the seed puts its issues on the first of them). */
async function supplierCards() {
  const [supplier] = await server.db.select().from(users).where(eq(users.email, SUPPLIER));
  return server.db
    .select({ id: products.id, nameToShow: products.nameToShow, name: products.name })
    .from(products)
    .where(eq(products.companyId, supplier!.companyId!))
    .orderBy(asc(products.id));
}

async function openCard(path: string) {
  await logInAs(SUPPLIER);
  await renderApp(path);
  return screen.findByLabelText<HTMLInputElement>(identify.nameToShow, {}, LOADING);
}

async function chooseCategory(search: string, name: RegExp) {
  await userEvent.click(screen.getByRole('button', { name: identify.chooseCategory }));
  const picker = await screen.findByRole('dialog', { name: pl.categoryPicker.title });
  await userEvent.type(within(picker).getByLabelText(pl.categoryPicker.search), search);
  await userEvent.click(await within(picker).findByRole('treeitem', { name }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

const status = () => screen.getByTestId('product-status').textContent;
const invalid = (label: string) => screen.getByLabelText(label).getAttribute('aria-invalid') === 'true';
/** What the field's description says (its hint and its fault message). */
const describedBy = (label: string) =>
  (screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const validationTab = () => screen.getByRole('tab', { name: new RegExp(`^${form.navigator.validation}`) });
const validationPanel = () =>
  screen.getByRole('tabpanel', { name: new RegExp(`^${form.navigator.validation}`) });

/** A second request as the same user: the show answer saved back as a draft, with one change. */
async function saveElsewhere(id: number, nameToShow: string) {
  const config = (await (await fetch(`${location.origin}/api/page-config`)).json()) as { csrf_token: string };
  const show = (await (await fetch(`${location.origin}/api/p1/product/show/${id}`)).json()) as {
    id: number;
    general_info: { version: number };
    product_profile: Record<string, unknown>;
  };
  const { general_info: info, id: _id, ...payload } = show;
  const response = await fetch(`${location.origin}/api/p1/product/${id}/edit?save=draft`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-csrf-token': config.csrf_token },
    body: JSON.stringify({
      ...payload,
      product_profile: { ...payload.product_profile, name_to_show: nameToShow },
      version: info.version,
    }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

describe('product card form (§2 Product form, §4 Saving)', () => {
  it('a new card: skeleton, form, category, draft; ready is refused and the faults are listed and shown', async () => {
    await logInAs(SUPPLIER);
    await renderApp('/product/new');
    expect(await screen.findByTestId('form-skeleton', {}, LOADING)).toBeTruthy();
    const name = await screen.findByLabelText(identify.nameToShow, {}, LOADING);
    expect(screen.queryByTestId('form-skeleton')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(form.untitled);
    expect(status()).toBe(form.status.new);
    expect(screen.getByText(form.noAttributes)).toBeTruthy();

    await chooseCategory('pasta', /Pasta do zębów/);
    expect(await screen.findByLabelText('Kraj pochodzenia')).toBeTruthy();
    await userEvent.type(name, 'Pasta 75 ml');
    expect(screen.getByText(form.meta.unsaved)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: form.actions.saveDraft }));
    expect((await screen.findByTestId('save-flash')).textContent).toBe(form.flash.saved);
    expect(status()).toBe(form.status.draft);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pasta 75 ml');
    expect(window.location.pathname).toMatch(/^\/react\/product\/\d+\/edit$/);
    expect(screen.queryByText(form.meta.unsaved)).toBeNull();

    // Ready without photos (and without the required values): refused before anything is sent.
    await userEvent.click(screen.getByRole('button', { name: form.actions.save }));
    expect(await screen.findByText(form.flash.invalid)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: form.flash.showValidation }));
    expect(validationTab().getAttribute('aria-selected')).toBe('true');
    const list = within(validationPanel()).getByTestId('validation-list');
    expect(list.textContent).toContain(pl.media.title);
    expect(list.textContent).toContain('Kraj pochodzenia');
    expect(list.textContent).toContain(identify.name);
    expect(status()).toBe(form.status.draft);

    expect(invalid('Kraj pochodzenia')).toBe(true);
    expect(invalid(identify.name)).toBe(true);
    expect(describedBy('Kraj pochodzenia')).toContain(pl.validation.notEmpty);
    expect(describedBy(identify.name)).toContain(pl.validation.required);

    // A fault in the list leads to its field.
    await userEvent.click(within(list).getByRole('button', { name: /Kraj pochodzenia/ }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Kraj pochodzenia')));

    // Editing a field with a fault clears that field's message; the others stay.
    await userEvent.type(screen.getByLabelText(identify.name), 'Pasta');
    expect(invalid(identify.name)).toBe(false);
    expect(describedBy(identify.name)).not.toContain(pl.validation.required);
    expect(within(validationPanel()).getByTestId('validation-list').textContent).not.toContain(identify.name);
    expect(invalid('Kraj pochodzenia')).toBe(true);

    // Only the required attributes.
    await userEvent.click(screen.getByRole('tab', { name: form.navigator.sections }));
    expect(screen.getByLabelText('Hasło reklamowe')).toBeTruthy();
    await userEvent.click(screen.getByRole('switch', { name: form.navigator.onlyRequired }));
    expect(screen.queryByLabelText('Hasło reklamowe')).toBeNull();
    expect(screen.getByLabelText('Kraj pochodzenia')).toBeTruthy();
    await userEvent.click(screen.getByRole('switch', { name: form.navigator.onlyRequired }));
    expect(screen.getByLabelText('Hasło reklamowe')).toBeTruthy();
  });

  it('an existing card loads its values; editing an attribute with an issue removes the issue', async () => {
    const cards = await supplierCards();
    const [issue] = await server.db
      .select({
        productId: productIssues.productId,
        header: productIssues.header,
        message: productIssues.message,
      })
      .from(productIssues)
      .where(and(eq(productIssues.ns, 'attributes'), eq(productIssues.header, 'Składniki')));
    const card = cards.find((candidate) => candidate.id === issue?.productId) ?? cards[0]!;
    const name = await openCard(`/product/${card.id}/edit`);
    expect(name.value).toBe(card.nameToShow);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(card.nameToShow);
    expect(screen.getByText(form.titleEdit)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(identify.name).value).toBe(card.name ?? '');
    expect(
      within(screen.getByRole('list', { name: identify.categories })).getAllByRole('listitem').length,
    ).toBe(1);

    // §2 The open issue shows at its field, and the navigator counts it.
    const atField = () =>
      screen
        .queryAllByRole('list', { name: pl.issueThread.atField })
        .filter((list) => within(list).queryByText(issue!.message) !== null);
    expect(atField()).toHaveLength(1);
    await userEvent.click(validationTab());
    expect(within(validationPanel()).getByText(issue!.message)).toBeTruthy();
    // The issues list leads to the field.
    expect(within(validationPanel()).getByRole('link', { name: issue!.header })).toBeTruthy();
    const ingredients = screen.getByLabelText<HTMLTextAreaElement>('Składniki');
    await userEvent.clear(ingredients);
    await userEvent.type(ingredients, 'MLEKO pasteryzowane');
    expect(within(validationPanel()).queryByText(issue!.message)).toBeNull();
    expect(atField()).toHaveLength(0);
  });

  it('a card that does not exist says so', async () => {
    await logInAs(SUPPLIER);
    await renderApp('/product/999999/edit');
    expect(await screen.findByText(form.errors.notFound, {}, LOADING)).toBeTruthy();
    expect(screen.queryByLabelText(identify.nameToShow)).toBeNull();
  });

  it('a card saved elsewhere meanwhile: the save shows the difference, and the stored version can be loaded', async () => {
    const [card] = await supplierCards();
    const name = await openCard(`/product/${card!.id}/edit`);
    await saveElsewhere(card!.id, 'Zmieniona w innej karcie');

    await userEvent.clear(name);
    await userEvent.type(name, 'Moja nazwa');
    await userEvent.click(screen.getByRole('button', { name: form.actions.saveDraft }));
    const dialog = await screen.findByRole('dialog', { name: form.conflict.title });
    const differences = await within(dialog).findByTestId('conflict-differences');
    const row = within(differences).getByText(identify.nameToShow).closest('tr')!;
    expect(row.textContent).toContain('Zmieniona w innej karcie');
    expect(row.textContent).toContain('Moja nazwa');

    await userEvent.click(within(dialog).getByRole('button', { name: form.conflict.loadStored }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>(identify.nameToShow).value).toBe(
        'Zmieniona w innej karcie',
      ),
    );
    expect(screen.queryByText(form.meta.unsaved)).toBeNull();
    const [stored] = await server.db
      .select({ nameToShow: products.nameToShow })
      .from(products)
      .where(eq(products.id, card!.id));
    expect(stored!.nameToShow).toBe('Zmieniona w innej karcie');
  });

  it('leaving with unsaved changes asks first: staying keeps what was typed, leaving goes to the list', async () => {
    const name = await openCard('/product/new');
    await userEvent.type(name, 'Niezapisana');
    await userEvent.click(screen.getByRole('link', { name: form.actions.returnToList }));
    const dialog = await screen.findByRole('dialog', { name: form.leave.title });
    expect(dialog.textContent).toContain(form.leave.description);
    await userEvent.click(within(dialog).getByRole('button', { name: form.leave.stay }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.pathname).toBe('/react/product/new');
    expect(screen.getByLabelText<HTMLInputElement>(identify.nameToShow).value).toBe('Niezapisana');

    await userEvent.click(screen.getByRole('link', { name: form.actions.returnToList }));
    const again = await screen.findByRole('dialog', { name: form.leave.title });
    await userEvent.click(within(again).getByRole('button', { name: form.leave.leave }));
    await waitFor(() => expect(window.location.pathname).toBe('/react/product/list'));
    expect(screen.queryByLabelText(identify.nameToShow)).toBeNull();
  });
});
