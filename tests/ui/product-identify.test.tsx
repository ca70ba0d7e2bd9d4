import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import pl from '@i18n/locales/pl.json';
import { fetchAddresses } from '@api/addresses';
import { fetchPageConfig } from '@api/auth';
import { fetchProducers } from '@api/producers';
import { setCsrfToken } from '@api/session-bridge';
import { createI18n } from '@app/i18n';
import { isEditingBlocked } from '@domain/address-gating';
import { addresses, producers } from '@server/db/schema';
import {
  IdentifySection,
  type IdentifyOptions,
  type IdentifyValues,
} from '@screens/product-form/identify/identify-section';
import { logInAs } from './support/log-in';
import { resetBetweenTests, useRealServer, type RealServer } from './support/real-server';

const t = pl.productIdentify;

let server: RealServer;
let i18n: I18n;
beforeAll(async () => {
  server = await useRealServer();
  i18n = await createI18n('pl', async () => pl);
});
resetBetweenTests();
beforeEach(async () => {
  await logInAs('supplier@demo.pim');
  setCsrfToken((await fetchPageConfig()).csrf_token);
});

/** The options the form shell would hold, read from the real server as the supplier. */
async function loadOptions(): Promise<Omit<IdentifyOptions, 'categoryNames'>> {
  const [list, addresses] = await Promise.all([fetchProducers(), fetchAddresses()]);
  return {
    producers: list.map(({ id, name, is_complete }) => ({ id, name, is_complete })),
    brands: list.flatMap((p) => p.brands.map((b) => ({ id: b.id, name: b.name, producer_id: p.id }))),
    sub_brands: list.flatMap((p) =>
      p.brands.flatMap((b) =>
        b.sub_brands.map((s) => ({ id: s.id, name: s.name, producer_id: p.id, brand_id: b.id })),
      ),
    ),
    companyAddresses: addresses.company_address,
    returnAddresses: addresses.return_address,
  };
}

const EMPTY: IdentifyValues = {
  name: '',
  name_to_show: '',
  producer: null,
  brand: null,
  sub_brand: null,
  company_address: null,
  return_address: null,
  category_ids: [],
  is_shared: false,
};

/** A stand-in for the form shell: values in state, options reloaded when the section asks. */
function Shell({ initial = EMPTY, multi = false }: { initial?: IdentifyValues; multi?: boolean }) {
  const [values, setValues] = useState(initial);
  const [loaded, setLoaded] = useState<Omit<IdentifyOptions, 'categoryNames'> | null>(null);
  const [names, setNames] = useState<Record<number, string>>({});
  const [version, setVersion] = useState(0);
  useEffect(() => {
    void loadOptions().then(setLoaded);
  }, [version]);
  if (loaded === null) return <p>…</p>;
  const options = { ...loaded, categoryNames: names };
  return (
    <I18nextProvider i18n={i18n}>
      <IdentifySection
        values={values}
        options={options}
        errors={{}}
        readOnly={false}
        multiCategory={multi}
        onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
        onCategoriesChosen={(ids, chosen) => {
          setValues((current) => ({ ...current, category_ids: ids }));
          setNames(chosen);
        }}
        onOptionsChanged={() => setVersion((v) => v + 1)}
      />
      <output data-testid="blocked">{String(isEditingBlocked(values, options))}</output>
      <output data-testid="values">{JSON.stringify(values)}</output>
      <output data-testid="reloads">{version}</output>
    </I18nextProvider>
  );
}

const values = (): IdentifyValues => JSON.parse(screen.getByTestId('values').textContent!) as IdentifyValues;
const select = (label: string) => screen.getByLabelText<HTMLSelectElement>(label);
const optionLabels = (label: string) => [...select(label).options].map((option) => option.text);
const selectedText = (label: string) => select(label).selectedOptions[0]?.text;

async function renderShell(props: { initial?: IdentifyValues; multi?: boolean } = {}) {
  render(<Shell {...props} />);
  return screen.findByLabelText(t.producer);
}

describe('identify section: producer → brand → sub-brand (§2, §4 Form behaviour)', () => {
  it('offers the brands of the chosen producer only, and a new producer clears brand and sub-brand', async () => {
    await renderShell();
    expect(optionLabels(t.brand)).toEqual([t.choose, t.newBrand]);
    expect(select(t.brand).options[1]!.disabled).toBe(true);

    await userEvent.selectOptions(select(t.producer), 'Zielona Dolina');
    expect(optionLabels(t.brand)).toEqual([t.choose, 'Łąkowe', 'Poranek', 'Zielona Dolina', t.newBrand]);
    await userEvent.selectOptions(select(t.brand), 'Łąkowe');
    expect(optionLabels(t.subBrand)).toEqual([t.none, 'Łąkowe Premium', t.newSubBrand]);
    await userEvent.selectOptions(select(t.subBrand), 'Łąkowe Premium');
    expect(values()).toMatchObject({ brand: expect.any(Number), sub_brand: expect.any(Number) });

    await userEvent.selectOptions(select(t.producer), 'Spółdzielnia Mleczarska Mazowsze');
    expect(values()).toMatchObject({ brand: null, sub_brand: null });
    expect(selectedText(t.brand)).toBe(t.choose);
    expect(optionLabels(t.brand)).toEqual([t.choose, 'Kubuś Mleczny', 'Mazowszanka', t.newBrand]);
    expect(screen.getByTestId('blocked').textContent).toBe('false');
  });

  it('creates a producer through the modal: faults on the fields, then the new producer is chosen and offered', async () => {
    await renderShell();
    await userEvent.selectOptions(select(t.producer), t.newProducer);
    const dialog = await screen.findByRole('dialog', { name: t.modal.createProducer });
    await userEvent.click(within(dialog).getByRole('button', { name: t.modal.save }));
    expect(within(dialog).getAllByText(pl.validation.required)).toHaveLength(4);

    await userEvent.type(within(dialog).getByLabelText(t.modal.name), 'Zielona Dolina');
    await userEvent.type(within(dialog).getByLabelText(t.modal.street), 'ul. Polna 2');
    await userEvent.type(within(dialog).getByLabelText(t.modal.postcode), '00-950');
    await userEvent.type(within(dialog).getByLabelText(t.modal.city), 'Warszawa');
    await userEvent.click(within(dialog).getByRole('button', { name: t.modal.save }));
    expect(await within(dialog).findByText(t.errors.duplicateProducer)).toBeTruthy();
    expect(within(dialog).getByLabelText(t.modal.name).getAttribute('aria-invalid')).toBe('true');

    await userEvent.clear(within(dialog).getByLabelText(t.modal.name));
    await userEvent.type(within(dialog).getByLabelText(t.modal.name), 'Mleczna Droga');
    await userEvent.click(within(dialog).getByRole('button', { name: t.modal.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(selectedText(t.producer)).toBe('Mleczna Droga'));
    const [row] = await server.db.select().from(producers).where(eq(producers.name, 'Mleczna Droga'));
    expect(values().producer).toBe(row!.id);
    expect(row).toMatchObject({ street: 'ul. Polna 2', city: 'Warszawa', postcode: '00-950', country: null });
  });

  it('adds a brand to the chosen producer through the API and chooses it', async () => {
    await renderShell();
    await userEvent.selectOptions(select(t.producer), 'Zielona Dolina');
    await userEvent.selectOptions(select(t.brand), t.newBrand);
    const dialog = await screen.findByRole('dialog', { name: t.modal.createBrand });
    expect(dialog.textContent).toContain('Producent: Zielona Dolina');
    await userEvent.type(within(dialog).getByLabelText(t.modal.name), 'Mleczko');
    await userEvent.click(within(dialog).getByRole('button', { name: t.modal.save }));
    await waitFor(() => expect(selectedText(t.brand)).toBe('Mleczko'));
    expect(optionLabels(t.brand)).toContain('Mleczko');
  });
  it('a brand of a producer named on the card is named too, and kept when the producer is created', async () => {
    await renderShell({ initial: { ...EMPTY, producer: { name: 'Mleczarnia Nowa' } } });
    let gating = await screen.findByRole('dialog', { name: t.gating.title });
    await userEvent.click(within(gating).getByRole('button', { name: t.gating.close }));
    expect(selectedText(t.producer)).toBe(t.addedOnSave.replace('{{name}}', 'Mleczarnia Nowa'));

    await userEvent.selectOptions(select(t.brand), t.newBrand);
    const modal = await screen.findByRole('dialog', { name: t.modal.createBrand });
    expect(modal.textContent).toContain(t.modal.addedOnSave);
    await userEvent.type(within(modal).getByLabelText(t.modal.name), 'Nowa Marka');
    await userEvent.click(within(modal).getByRole('button', { name: t.modal.save }));
    await waitFor(() => expect(values().brand).toEqual({ name: 'Nowa Marka' }));

    await userEvent.click(screen.getByRole('button', { name: t.completeData }));
    gating = await screen.findByRole('dialog', { name: t.gating.title });
    await userEvent.click(within(gating).getByRole('button', { name: t.gating.editProducer }));
    const create = await screen.findByRole('dialog', { name: t.modal.createProducer });
    expect(within(create).getByLabelText<HTMLInputElement>(t.modal.name).value).toBe('Mleczarnia Nowa');
    await userEvent.type(within(create).getByLabelText(t.modal.street), 'ul. Mleczna 1');
    await userEvent.type(within(create).getByLabelText(t.modal.postcode), '00-001');
    await userEvent.type(within(create).getByLabelText(t.modal.city), 'Warszawa');
    await userEvent.click(within(create).getByRole('button', { name: t.modal.save }));
    await waitFor(() => expect(screen.getByTestId('blocked').textContent).toBe('false'));
    expect(values()).toMatchObject({ producer: expect.any(Number), brand: { name: 'Nowa Marka' } });
  });
});

describe('identify section: gating dialog (§2 Product form)', () => {
  it('an incomplete producer opens the dialog and blocks editing until its address is completed', async () => {
    await renderShell();
    await userEvent.selectOptions(select(t.producer), 'Serownia Górska (brak pełnego adresu)');
    const gating = await screen.findByRole('dialog', { name: t.gating.title });
    expect(gating.textContent).toContain('Producent „Serownia Górska” nie ma pełnego adresu');
    expect(screen.getByTestId('blocked').textContent).toBe('true');
    expect(screen.getByLabelText<HTMLInputElement>(t.name).disabled).toBe(true);

    await userEvent.click(within(gating).getByRole('button', { name: t.gating.editProducer }));
    const modal = await screen.findByRole('dialog', { name: t.modal.editProducer });
    const name = await within(modal).findByLabelText<HTMLInputElement>(t.modal.name);
    expect(name.value).toBe('Serownia Górska');
    await userEvent.type(within(modal).getByLabelText(t.modal.street), 'ul. Serowa 1');
    await userEvent.type(within(modal).getByLabelText(t.modal.postcode), '05-800');
    await userEvent.type(within(modal).getByLabelText(t.modal.city), 'Pruszków');
    await userEvent.click(within(modal).getByRole('button', { name: t.modal.save }));

    await waitFor(() => expect(screen.getByTestId('blocked').textContent).toBe('false'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(selectedText(t.producer)).toBe('Serownia Górska');
    expect(screen.getByLabelText<HTMLInputElement>(t.name).disabled).toBe(false);
  });

  it('the list of all producers shows completeness and edits one; closing the dialog leaves a way back', async () => {
    await renderShell();
    await userEvent.selectOptions(select(t.producer), 'Serownia Górska (brak pełnego adresu)');
    let gating = await screen.findByRole('dialog', { name: t.gating.title });
    await userEvent.click(within(gating).getByRole('button', { name: t.gating.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('blocked').textContent).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: t.completeData }));
    gating = await screen.findByRole('dialog', { name: t.gating.title });

    await userEvent.click(
      within(gating).getByRole('button', { name: `${t.gating.allProducers} (${t.gating.recommended})` }),
    );
    const list = await screen.findByRole('dialog', { name: t.list.producersTitle });
    const rows = await within(list).findByRole('list', { name: t.list.producersTitle });
    const gorska = within(rows).getByText('Serownia Górska').closest('li')!;
    expect(gorska.textContent).toContain(t.list.incomplete);
    await userEvent.click(within(gorska).getByRole('button', { name: 'Edytuj: Serownia Górska' }));
    const modal = await screen.findByRole('dialog', { name: t.modal.editProducer });
    await userEvent.type(within(modal).getByLabelText(t.modal.street), 'ul. Serowa 1');
    await userEvent.type(within(modal).getByLabelText(t.modal.postcode), '05-800');
    await userEvent.type(within(modal).getByLabelText(t.modal.city), 'Pruszków');
    await userEvent.click(within(modal).getByRole('button', { name: t.modal.save }));
    await waitFor(() =>
      expect(within(list).getByText('Serownia Górska').closest('li')!.textContent).toContain(t.list.complete),
    );
    await waitFor(() => expect(screen.getByTestId('blocked').textContent).toBe('false'));
    await userEvent.click(within(list).getByRole('button', { name: t.list.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('an incomplete introducing entity (company address) blocks; editing it through the dialog unblocks', async () => {
    const [own] = await server.db
      .update(addresses)
      .set({ street: null })
      .where(eq(addresses.name, 'Siedziba'))
      .returning();
    const company = own!;
    await renderShell({ initial: { ...EMPTY, company_address: company.id } });
    const gating = await screen.findByRole('dialog', { name: t.gating.title });
    expect(gating.textContent).toContain('Podmiot wprowadzający „Siedziba” nie ma pełnego adresu');
    expect(screen.getByTestId('blocked').textContent).toBe('true');
    expect(within(gating).queryByRole('button', { name: t.gating.editProducer })).toBeNull();

    await userEvent.click(within(gating).getByRole('button', { name: t.gating.editCompanyAddress }));
    const modal = await screen.findByRole('dialog', { name: t.modal.editAddress });
    expect(within(modal).getByLabelText<HTMLInputElement>(t.modal.city).value).toBe(company.city);
    await userEvent.click(within(modal).getByRole('button', { name: t.modal.save }));
    expect(within(modal).getByText(pl.validation.required)).toBeTruthy();
    await userEvent.type(within(modal).getByLabelText(t.modal.street), 'ul. Łąkowa 12');
    await userEvent.click(within(modal).getByRole('button', { name: t.modal.save }));
    await waitFor(() => expect(screen.getByTestId('blocked').textContent).toBe('false'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(values().company_address).toBe(company.id);
  });
});

describe('identify section: category picker (§2 Modals)', () => {
  it('searches (after a pause), shows the matching path, and choosing a brick confirms it', async () => {
    await renderShell();
    await userEvent.click(screen.getByRole('button', { name: t.chooseCategory }));
    const picker = await screen.findByRole('dialog', { name: pl.categoryPicker.title });
    expect(await within(picker).findByRole('tree', { name: pl.categoryPicker.tree })).toBeTruthy();
    await userEvent.type(within(picker).getByLabelText(pl.categoryPicker.search), 'jogurt owocowy');
    const brick = await within(picker).findByRole('treeitem', { name: /Jogurt owocowy/ });
    const path = within(picker)
      .getAllByRole('treeitem')
      .map((item) => item.getAttribute('aria-level'));
    expect(path).toEqual(['1', '2', '3', '4']);
    expect(brick.getAttribute('aria-selected')).toBe('false');
    // A family is not chosen: a click closes it, and the picker stays open.
    const family = within(picker).getAllByRole('treeitem')[1]!;
    await userEvent.click(family);
    expect(family.getAttribute('aria-expanded')).toBe('false');
    expect(within(picker).queryByRole('treeitem', { name: /Jogurt owocowy/ })).toBeNull();
    await userEvent.click(family);
    await userEvent.click(within(picker).getByRole('treeitem', { name: /Jogurt owocowy/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const chosen = screen.getByRole('list', { name: t.categories });
    expect(within(chosen).getByText('Jogurt owocowy')).toBeTruthy();
    expect(values().category_ids).toHaveLength(1);
    expect(screen.getByRole('button', { name: t.changeCategory })).toBeTruthy();
  });

  it('works from the keyboard: arrows move, right and left open and close, Enter chooses a brick', async () => {
    await renderShell();
    await userEvent.click(screen.getByRole('button', { name: t.chooseCategory }));
    const picker = await screen.findByRole('dialog', { name: pl.categoryPicker.title });
    await userEvent.type(within(picker).getByLabelText(pl.categoryPicker.search), 'pasteryzowane');
    await within(picker).findByRole('treeitem', { name: /Mleko \(pasteryzowane\)/ });
    const first = within(picker).getAllByRole('treeitem')[0]!;
    first.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(within(picker).getAllByRole('treeitem')).toHaveLength(1);
    await userEvent.keyboard('{ArrowRight}');
    expect(first.getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    const milk = within(picker).getByRole('treeitem', { name: /Mleko \(pasteryzowane\)/ });
    expect(document.activeElement).toBe(milk);
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement?.textContent).toContain('Mleko i napoje mleczne');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      within(screen.getByRole('list', { name: t.categories })).getByText('Mleko (pasteryzowane)'),
    ).toBeTruthy();
  });

  it('loading shows skeleton rows; a failed load offers a retry; a search with no match says so', async () => {
    const realFetch = globalThis.fetch;
    let fail: (error: Error) => void = () => {};
    let failures = 1;
    globalThis.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/api/p1/categories') && failures-- > 0)
        return new Promise<Response>((_, reject) => {
          fail = reject;
        });
      return realFetch(input, init);
    };
    try {
      await renderShell();
      await userEvent.click(screen.getByRole('button', { name: t.chooseCategory }));
      const picker = await screen.findByRole('dialog', { name: pl.categoryPicker.title });
      expect(within(picker).getByTestId('category-skeleton')).toBeTruthy();
      fail(new TypeError('offline'));
      const alert = await within(picker).findByRole('alert');
      expect(alert.textContent).toContain(pl.categoryPicker.loadFailed);
      await userEvent.click(within(alert).getByRole('button', { name: pl.categoryPicker.retry }));
      expect(await within(picker).findByRole('tree')).toBeTruthy();
      expect(within(picker).queryByTestId('category-skeleton')).toBeNull();
      await userEvent.type(within(picker).getByLabelText(pl.categoryPicker.search), 'nic-takiego');
      expect(await within(picker).findByText(pl.categoryPicker.noResults)).toBeTruthy();
      await userEvent.click(within(picker).getByRole('button', { name: pl.categoryPicker.cancel }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(values().category_ids).toEqual([]);
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('multi: ticks several bricks and confirms with a Polish plural count', async () => {
    await renderShell({ multi: true });
    await userEvent.click(screen.getByRole('button', { name: t.chooseCategory }));
    const picker = await screen.findByRole('dialog', { name: pl.categoryPicker.title });
    await userEvent.type(within(picker).getByLabelText(pl.categoryPicker.search), 'jogurt');
    await userEvent.click(await within(picker).findByRole('treeitem', { name: /Jogurt naturalny/ }));
    expect(within(picker).getByRole('tree').getAttribute('aria-multiselectable')).toBe('true');
    await userEvent.click(within(picker).getByRole('treeitem', { name: /Jogurt owocowy/ }));
    expect(
      within(picker)
        .getByRole('treeitem', { name: /Jogurt owocowy/ })
        .getAttribute('aria-checked'),
    ).toBe('true');
    await userEvent.click(within(picker).getByRole('button', { name: 'Wybierz 2 kategorie' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const chosen = within(screen.getByRole('list', { name: t.categories }));
    expect(chosen.getByText('Jogurt naturalny')).toBeTruthy();
    expect(chosen.getByText('Jogurt owocowy')).toBeTruthy();
  });
});
