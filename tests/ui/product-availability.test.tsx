import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '@app/i18n';
import { AVAILABILITY } from '@domain/constants';
import type { NetworkAvailability } from '@domain/product';
import pl from '@i18n/locales/pl.json';
import { catalogs } from '@i18n/translate';
import { AvailabilitySection } from '@screens/product-form/availability/availability-section';

const A = pl.availability;
const NETWORKS = [
  { code: 'ZAB', name: 'Żabka' },
  { code: 'AUC', name: 'Auchan' },
  { code: 'CAR', name: 'Carrefour' },
  { code: 'LID', name: 'Lidl' },
];

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('pl', async () => catalogs.pl);
});

function card(overrides: Partial<NetworkAvailability> = {}): NetworkAvailability {
  return {
    availability: [
      { code: 'ZAB', visibility: true, product_number: 'Z-1' },
      { code: 'AUC', visibility: false, product_number: 'A-1' },
      { code: 'CAR', visibility: true, product_number: '' },
    ],
    own_brand_type: AVAILABILITY.GENERALLY_AVAILABLE,
    own_brand_network_code: null,
    ...overrides,
  };
}

/** The section as the form holds it: availability in state, every change written back. */
function renderSection(
  initial: NetworkAvailability,
  options: { faults?: Record<string, string[]>; readOnly?: boolean } = {},
) {
  const state = { current: initial };
  function Harness() {
    const [availability, setAvailability] = useState(initial);
    return (
      <AvailabilitySection
        availability={availability}
        networks={NETWORKS}
        faults={options.faults ?? {}}
        readOnly={options.readOnly ?? false}
        onChange={(next) => {
          state.current = next;
          setAvailability(next);
        }}
      />
    );
  }
  render(
    <I18nextProvider i18n={i18n}>
      <Harness />
    </I18nextProvider>,
  );
  return state;
}

const fill = (text: string, network: string) => text.replace('{{network}}', network);
const visibleBox = (network: string) =>
  screen.getByRole<HTMLInputElement>('checkbox', { name: fill(A.visibleIn, network) });
const numberBox = (network: string) =>
  screen.getByRole<HTMLInputElement>('textbox', { name: fill(A.productNumberIn, network) });
const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[1]?.textContent ?? '');
const visibility = (state: { current: NetworkAvailability }) =>
  Object.fromEntries(state.current.availability.map((entry) => [entry.code, entry.visibility]));

describe('availability section of the product card', () => {
  it('hides all networks but the own-brand one for another type, shows all for generally available', async () => {
    const state = renderSection(card({ own_brand_network_code: 'CAR' }));
    expect(screen.queryByRole('combobox', { name: A.ownBrandNetwork })).toBeNull();

    await userEvent.click(screen.getByRole('radio', { name: A.types.networkLogo }));
    expect(state.current.own_brand_type).toBe(AVAILABILITY.NETWORK_LOGO);
    expect(visibility(state)).toEqual({ ZAB: false, AUC: false, CAR: true });
    expect(visibleBox('Żabka').checked).toBe(false);
    expect(numberBox('Żabka').disabled).toBe(true);

    await userEvent.click(screen.getByRole('radio', { name: A.types.generallyAvailable }));
    expect(visibility(state)).toEqual({ ZAB: true, AUC: true, CAR: true, LID: true });
    expect(visibleBox('Lidl').checked).toBe(true);
  });

  it('choosing the own-brand network makes only it visible and records it', async () => {
    const state = renderSection(card({ own_brand_type: AVAILABILITY.OWN_BRAND }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: A.ownBrandNetwork }), 'Auchan');
    expect(state.current.own_brand_network_code).toBe('AUC');
    expect(visibility(state)).toEqual({ ZAB: false, AUC: true, CAR: false });
    expect(numberBox('Auchan').disabled).toBe(false);
  });

  it('shows a stored partial availability as its label, not as a choice', () => {
    renderSection(card({ own_brand_type: AVAILABILITY.PARTIALLY_AVAILABLE }));
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    expect(screen.queryByRole('radio', { name: A.types.partiallyAvailable })).toBeNull();
    expect(screen.getByTestId('stored-availability-type').textContent).toBe(A.types.partiallyAvailable);
    expect(screen.getAllByRole<HTMLInputElement>('radio').every((radio) => !radio.checked)).toBe(true);
  });

  it('toggles a network with the keyboard and stores the product number trimmed', async () => {
    const state = renderSection(card());
    visibleBox('Auchan').focus();
    await userEvent.keyboard(' ');
    expect(visibility(state).AUC).toBe(true);

    const number = numberBox('Carrefour');
    await userEvent.type(number, '  12 34  ');
    expect(state.current.availability.find((entry) => entry.code === 'CAR')?.product_number).toBe('12 34');
    expect(number.value).toBe('  12 34  ');
    await userEvent.tab();
    expect(number.value).toBe('12 34');
  });

  it('searches receivers by name and sorts by name or selection', async () => {
    renderSection(card());
    expect(rowNames()).toEqual(['Auchan AUC', 'Carrefour CAR', 'Żabka ZAB']);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: A.sortLabel }), A.sort.selection);
    expect(rowNames()).toEqual(['Carrefour CAR', 'Żabka ZAB', 'Auchan AUC']);

    await userEvent.type(screen.getByRole('searchbox', { name: A.search }), 'zab');
    expect(rowNames()).toEqual(['Żabka ZAB']);

    await userEvent.clear(screen.getByRole('searchbox', { name: A.search }));
    await userEvent.type(screen.getByRole('searchbox', { name: A.search }), 'metro');
    expect(screen.getByText(A.noMatch)).toBeTruthy();
  });

  it('adds a possible network from the network select', async () => {
    const state = renderSection(card());
    await userEvent.click(screen.getByRole('button', { name: A.addNetwork }));
    const dialog = screen.getByRole('dialog', { name: A.addDialog.title });
    const select = within(dialog).getByRole('combobox', { name: A.addDialog.network });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Lidl']);
    await userEvent.click(within(dialog).getByRole('button', { name: A.addDialog.confirm }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(state.current.availability.at(-1)).toEqual({ code: 'LID', visibility: true, product_number: '' });
    expect(visibleBox('Lidl').checked).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: A.addNetwork }).disabled).toBe(true);
  });

  it('clears the product numbers of unselected networks', async () => {
    const state = renderSection(card());
    await userEvent.click(screen.getByRole('button', { name: A.clearUnselected }));
    expect(state.current.availability.map((entry) => entry.product_number)).toEqual(['Z-1', '', '']);
    expect(numberBox('Auchan').value).toBe('');
  });

  it('shows a network fault on its number and disables everything when read-only', () => {
    renderSection(card(), { faults: { ZAB: ['Numer jest zajęty'] }, readOnly: true });
    const number = numberBox('Żabka');
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(number.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Numer jest zajęty',
    );
    expect(number.disabled).toBe(true);
    expect(visibleBox('Żabka').disabled).toBe(true);
    expect(screen.getAllByRole('radio').every((radio) => radio.hasAttribute('disabled'))).toBe(true);
  });

  it('shows a fault of the own-brand network under its select', () => {
    renderSection(card({ own_brand_type: AVAILABILITY.OWN_BRAND }), {
      faults: { own_brand_network_code: [pl.validation.ownBrandNetworkRequired] },
    });
    const select = screen.getByLabelText(A.ownBrandNetwork);
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(select.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      pl.validation.ownBrandNetworkRequired,
    );
  });
});
