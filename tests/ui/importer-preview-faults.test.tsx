import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import pl from '@i18n/locales/pl.json';
import type { ImportAnalysis } from '@contract/products-importer';
import { createI18n } from '@app/i18n';
import { PreviewStep } from '@screens/products-importer/preview-step';

const recognised = [
  { index: 1, key: 'gtin', label: 'GTIN' },
  { index: 2, key: 'name_to_show', label: 'Nazwa handlowa' },
  { index: 3, key: 'brand', label: 'Marka' },
  { index: 4, key: 'producer', label: 'Producent' },
];

/** Row 2 is good, row 3 has an empty required name, a bad producer and a fault of the whole row. */
const analysis: ImportAnalysis = {
  upload_id: 1,
  file_name: 'sok.xlsx',
  for_update: false,
  total_rows: 2,
  rows_with_errors: 1,
  mapping: { recognised, unknown: [], missing: [] },
  preview: [
    { row: 2, cells: { gtin: '5901234000019', name_to_show: 'Sok', brand: 'Hortex' }, problems: [] },
    {
      row: 3,
      cells: { gtin: '5901234000026', brand: 'Hortex', producer: 'Nikt' },
      problems: [
        { column: 'name_to_show', label: 'Nazwa handlowa', message: 'Pole wymagane', level: 'error' },
        { column: 'producer', label: 'Producent', message: 'Nieznany producent', level: 'error' },
        { column: '_', label: 'Wiersz', message: 'GTIN powtórzony w pliku', level: 'error' },
      ],
    },
  ],
};

async function renderPreview() {
  const i18n = await createI18n('pl', async () => pl);
  const noop = () => undefined;
  render(
    <I18nextProvider i18n={i18n}>
      <PreviewStep
        analysis={analysis}
        starting={false}
        error={null}
        onConfirm={noop}
        onBack={noop}
        onCancel={noop}
        onDismiss={noop}
      />
    </I18nextProvider>,
  );
  return screen.findByRole('region', { name: pl.productsImporter.screen.preview.heading });
}

const rowOf = (table: HTMLElement, row: string) =>
  within(table)
    .getByRole('rowheader', { name: new RegExp(`^${row}`) })
    .closest('tr')!;

describe('importer preview (§2 Products importer: problems per cell)', () => {
  it('marks each faulty cell, empty name included, and tells its fault on keyboard focus', async () => {
    const table = await renderPreview();
    const row = rowOf(table, '3');
    const cells = within(row).getAllByRole('cell');
    // Key columns first: GTIN, then the name, then the rest in the file's order.
    const name = cells[1]!;
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name).toHaveProperty('tabIndex', 0);
    const described = name.getAttribute('aria-describedby');
    expect(described).not.toBeNull();
    expect(document.getElementById(described!)?.textContent).toContain('Pole wymagane');

    const producer = within(row).getByText('Nikt').closest('td')!;
    expect(producer.getAttribute('aria-invalid')).toBe('true');
    // Keyboard: Tab walks the faulty cells in reading order.
    await userEvent.click(document.body);
    await userEvent.tab();
    expect(document.activeElement).toBe(table);
    await userEvent.tab();
    expect(document.activeElement).toBe(name);
    await userEvent.tab();
    expect(document.activeElement).toBe(producer);
    expect(document.getElementById(producer.getAttribute('aria-describedby')!)?.textContent).toContain(
      'Nieznany producent',
    );
    // The good cells are neither marked nor in the tab order.
    const brand = within(row).getByText('Hortex').closest('td')!;
    expect(brand.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows a fault of the whole row at its row and keeps no far-right problems column', async () => {
    const table = await renderPreview();
    const header = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(header).toEqual([
      pl.productsImporter.screen.preview.row,
      'GTIN',
      'Nazwa handlowa',
      'Marka',
      'Producent',
    ]);
    const rowFault = within(table).getByText(/GTIN powtórzony w pliku/);
    expect(rowFault.closest('tr')?.previousElementSibling).toBe(rowOf(table, '3'));
    // The row's number, GTIN and name stay in view when the table scrolls sideways.
    const row = rowOf(table, '3');
    const keyCells = [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell').slice(0, 2)];
    for (const cell of keyCells) expect(cell.className).toContain('sticky');
  });
});
