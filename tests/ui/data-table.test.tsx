import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TableRow } from '@domain/table-state';
import { DataTable } from '@kit/data-table/data-table';
import type { DataTableLabels, DataTableProps } from '@kit/data-table/types';

beforeAll(() => {
  // Radix measures its popper content; jsdom has no ResizeObserver.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const L: DataTableLabels = {
  filters: 'Filtry',
  any: 'Wszystkie',
  clearFilters: 'Wyczyść filtry',
  chooseOptions: 'Wybierz opcje',
  optionsChosen: (count) => `Wybrano ${count}`,
  selectAll: 'Zaznacz wszystkie na stronie',
  selectRow: (name) => `Zaznacz: ${name}`,
  rowActions: (name) => `Akcje: ${name}`,
  selected: (count) => `Zaznaczono: ${count}`,
  clearSelection: 'Odznacz',
  massActions: 'Akcje na zaznaczonych',
  actionsColumn: 'Akcje',
  columns: 'Kolumny',
  resetColumns: 'Przywróć domyślne kolumny',
  results: (range, total) => `Wyników: ${range} z ${total}`,
  perPage: 'Na stronie',
  pagination: 'Strony listy',
  firstPage: 'Pierwsza strona',
  previousPage: 'Poprzednia strona',
  nextPage: 'Następna strona',
  lastPage: 'Ostatnia strona',
  pageOf: (page, pages) => `Strona ${page} z ${pages}`,
  empty: 'Lista jest pusta.',
  emptyFiltered: 'Brak wyników dla wybranych filtrów.',
  loadFailed: 'Wystąpił błąd podczas pobierania danych',
  retry: 'Spróbuj ponownie',
  loading: 'Wczytywanie listy…',
  keyboardHint: 'Strzałki przenoszą między wierszami',
  formatNumber: (value) => new Intl.NumberFormat('pl').format(value),
};

const rowsOf = (count: number, from = 1): TableRow[] =>
  Array.from({ length: count }, (_, index) => ({
    id: from + index,
    cells: { name: `Produkt ${from + index}`, gtin: `59000000${String(from + index).padStart(5, '0')}` },
  }));

function props(overrides: Partial<DataTableProps> = {}): DataTableProps {
  return {
    label: 'Lista produktów',
    labels: L,
    phase: 'loaded',
    busy: false,
    columns: [
      { id: 'name', header: 'Nazwa', sortable: true, align: 'start' },
      { id: 'gtin', header: 'GTIN', sortable: false, align: 'start' },
      { id: 'brand', header: 'Marka', sortable: true, align: 'start' },
    ],
    visibleColumnIds: ['name', 'gtin'],
    rows: rowsOf(3),
    rowName: (row) => String(row.cells.name),
    total: 120,
    page: 2,
    perPage: 50,
    perPageSizes: [25, 50, 100, 200],
    sort: { column: 'name', order: 'asc' },
    selectedRows: [],
    disabledRows: [3],
    filters: [
      { name: 'q', label: 'Szukaj', kind: 'text', options: [] },
      { name: 'brand_id', label: 'Marka', kind: 'select', options: [{ value: '7', label: 'Łąkowe' }] },
      {
        name: 'status',
        label: 'Status',
        kind: 'multi',
        options: [
          { value: '2', label: 'Gotowa' },
          { value: '5', label: 'Kopia robocza' },
        ],
      },
    ],
    filterValues: {},
    rowActions: () => [
      { id: 'details', label: 'Szczegóły', danger: false },
      { id: 'delete', label: 'Usuń', danger: true },
    ],
    massActions: [{ id: 'export', label: 'Eksportuj', danger: false }],
    onFilter: vi.fn(),
    onClearFilters: vi.fn(),
    onPage: vi.fn(),
    onPerPage: vi.fn(),
    onSort: vi.fn(),
    onColumns: vi.fn(),
    onToggleRow: vi.fn(),
    onTogglePage: vi.fn(),
    onClearSelection: vi.fn(),
    onRowAction: vi.fn(),
    onMassAction: vi.fn(),
    onOpenRow: vi.fn(),
    onRetry: vi.fn(),
    ...overrides,
  };
}

/** The table with its selection kept the way the list machine keeps it (toggle, all on page, clear). */
function Selecting(base: DataTableProps) {
  const [selected, setSelected] = useState<number[]>([]);
  const selectable = base.rows.map((row) => row.id).filter((id) => !base.disabledRows.includes(id));
  return (
    <DataTable
      {...base}
      selectedRows={selected}
      onToggleRow={(id) =>
        setSelected((now) => (now.includes(id) ? now.filter((other) => other !== id) : [...now, id]))
      }
      onTogglePage={() => setSelected((now) => (now.length === selectable.length ? [] : selectable))}
      onClearSelection={() => setSelected([])}
    />
  );
}

const grid = () => screen.getByRole('grid', { name: 'Lista produktów' });
const bodyRows = () => within(grid()).getAllByRole('row').slice(1);

describe('kit data table', () => {
  it('a list with no mass action draws no selection boxes and Space selects nothing', async () => {
    const p = props({ massActions: [] });
    render(<DataTable {...p} />);
    expect(within(grid()).queryAllByRole('checkbox')).toEqual([]);
    expect(grid().getAttribute('aria-multiselectable')).toBeNull();
    expect(bodyRows()[0]!.getAttribute('aria-selected')).toBeNull();
    expect(grid().getAttribute('aria-colcount')).toBe('3');
    bodyRows()[0]!.focus();
    await userEvent.keyboard(' ');
    expect(p.onToggleRow).not.toHaveBeenCalled();
    // The row menus are still there.
    expect(within(bodyRows()[0]!).getByRole('button', { name: /Akcje/ })).toBeTruthy();
  });

  it('shows the page with sortable headers that say their order', async () => {
    const p = props();
    render(<DataTable {...p} />);
    expect(grid().getAttribute('aria-rowcount')).toBe('4');
    const name = screen.getByRole('columnheader', { name: /Nazwa/ });
    expect(name.getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('columnheader', { name: 'GTIN' }).getAttribute('aria-sort')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Marka' })).toBeNull();
    await userEvent.click(within(name).getByRole('button'));
    expect(p.onSort).toHaveBeenCalledWith('name', 'desc');
    expect(screen.getByTestId('table-results').textContent).toBe('Wyników: 51–53 z 120');
    expect(screen.getByText('Strona 2 z 3')).toBeTruthy();
  });

  it('pages and changes the page size', async () => {
    const p = props();
    render(<DataTable {...p} />);
    await userEvent.click(screen.getByRole('button', { name: 'Następna strona' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pierwsza strona' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ostatnia strona' }));
    expect(vi.mocked(p.onPage).mock.calls).toEqual([[3], [1], [3]]);
    await userEvent.selectOptions(screen.getByLabelText('Na stronie'), '200');
    expect(p.onPerPage).toHaveBeenCalledWith(200);
  });

  it('selects with the boxes and shows the mass actions only while rows are selected', async () => {
    const p = props();
    render(<Selecting {...p} />);
    expect(screen.queryByRole('button', { name: 'Eksportuj' })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Zaznacz: Produkt 1' }));
    expect(screen.getByText('Zaznaczono: 1')).toBeTruthy();
    const all = screen.getByRole('checkbox', { name: 'Zaznacz wszystkie na stronie' });
    expect(all.getAttribute('aria-checked')).toBe('mixed');
    await userEvent.click(all);
    expect(screen.getByText('Zaznaczono: 2')).toBeTruthy();
    expect(all.getAttribute('aria-checked')).toBe('true');
    // The disabled row is seen, not selected.
    expect(screen.getByRole('checkbox', { name: 'Zaznacz: Produkt 3' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Eksportuj' }));
    expect(p.onMassAction).toHaveBeenCalledWith('export');
    await userEvent.click(screen.getByRole('button', { name: 'Odznacz' }));
    expect(screen.queryByText(/Zaznaczono/)).toBeNull();
  });

  it('is one tab stop; arrows move, Space selects, Enter opens, Shift+F10 opens the actions', async () => {
    const p = props();
    render(<Selecting {...p} />);
    const [first, second] = bodyRows();
    expect(first!.tabIndex).toBe(0);
    expect(second!.tabIndex).toBe(-1);
    first!.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(second);
    expect(second!.tabIndex).toBe(0);
    await userEvent.keyboard(' ');
    expect(second!.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{Enter}');
    expect(p.onOpenRow).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(bodyRows()[2]);
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(bodyRows()[0]);
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Usuń' }));
    expect(p.onRowAction).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }), 'delete');
  });

  it('a row menu closed with Escape gives the focus back to its button', async () => {
    const p = props();
    render(<Selecting {...p} />);
    const [first] = bodyRows();
    const button = within(first!).getByRole('button', { name: 'Akcje: Produkt 1' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    await userEvent.click(button);
    expect(await screen.findByRole('menu')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(
        within(bodyRows()[0]!).getByRole('button', { name: 'Akcje: Produkt 1' }),
      ),
    );
    expect(p.onRowAction).not.toHaveBeenCalled();
  });

  it('filters: text, one option, several options, and clearing them all', async () => {
    const p = props({ filterValues: { brand_id: '7' } });
    render(<DataTable {...p} />);
    await userEvent.type(screen.getByLabelText('Szukaj'), 's');
    expect(p.onFilter).toHaveBeenCalledWith(expect.objectContaining({ name: 'q' }), 's');
    await userEvent.selectOptions(screen.getByLabelText('Marka'), '');
    expect(p.onFilter).toHaveBeenCalledWith(expect.objectContaining({ name: 'brand_id' }), '');
    await userEvent.click(screen.getByRole('button', { name: 'Status: Wszystkie' }));
    await userEvent.click(await screen.findByLabelText('Kopia robocza'));
    expect(p.onFilter).toHaveBeenCalledWith(expect.objectContaining({ name: 'status' }), ['5']);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Wyczyść filtry' }));
    expect(p.onClearFilters).toHaveBeenCalled();
  });

  it('chooses columns and goes back to the defaults', async () => {
    const p = props();
    render(<DataTable {...p} />);
    await userEvent.click(screen.getByRole('button', { name: 'Kolumny' }));
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Marka' }));
    expect(p.onColumns).toHaveBeenLastCalledWith(['name', 'gtin', 'brand']);
    // The menu stays open for the next column.
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'GTIN' }));
    expect(p.onColumns).toHaveBeenLastCalledWith(['name']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Przywróć domyślne kolumny' }));
    expect(p.onColumns).toHaveBeenLastCalledWith(null);
  });

  it('has a skeleton for the first load, an empty state, and a failure with retry', async () => {
    const { rerender } = render(<DataTable {...props({ phase: 'firstLoad' })} />);
    expect(screen.getByRole('status', { name: 'Wczytywanie listy…' })).toBeTruthy();
    expect(screen.queryByRole('grid')).toBeNull();

    const empty = props({ rows: [], total: 0, page: 1, filterValues: { q: 'zzz' } });
    rerender(<DataTable {...empty} />);
    expect(screen.getByText('Brak wyników dla wybranych filtrów.')).toBeTruthy();
    expect(screen.getByTestId('table-results').textContent).toBe('Wyników: 0 z 0');
    await userEvent.click(within(grid()).getByRole('button', { name: 'Wyczyść filtry' }));
    expect(empty.onClearFilters).toHaveBeenCalled();

    const failed = props({ phase: 'failed', failureMessage: null });
    rerender(<DataTable {...failed} />);
    expect(screen.getByRole('alert').textContent).toContain('Wystąpił błąd podczas pobierania danych');
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(failed.onRetry).toHaveBeenCalled();
  });

  it('keeps a later page dimmed and busy while it loads, and says a capped total', () => {
    render(<DataTable {...props({ phase: 'reloading', total: 10_000, totalCapped: true })} />);
    expect(grid().getAttribute('aria-busy')).toBe('true');
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByTestId('table-results').textContent).toBe('Wyników: 51–53 z 10\u00a0000+');
  });

  it('offers every cut-off value whole: cells and headers carry their text as a title, headers keep their longest word', () => {
    const p = props({
      columns: [
        { id: 'name', header: 'Nazwa', sortable: true, align: 'start' },
        { id: 'gtin', header: 'Lieferantennummer', sortable: false, align: 'start', minRem: 4 },
      ],
      rows: [{ id: 1, cells: { name: 'Mleko (pasteryzowane) 3,2% 1 l', gtin: '5900000000017' } }],
    });
    const { rerender } = render(<DataTable {...p} />);
    const cells = within(bodyRows()[0]!).getAllByRole('gridcell');
    expect(cells[1]!.getAttribute('title')).toBe('Mleko (pasteryzowane) 3,2% 1 l');
    expect(
      within(grid()).getByRole('columnheader', { name: 'Lieferantennummer' }).getAttribute('title'),
    ).toBe('Lieferantennummer');
    // The header's column is never narrower than its longest word, whatever the list asked for.
    expect(grid().style.getPropertyValue('--grid-tracks')).toContain('max(4rem, calc(17ch + 2.25rem))');
    // A changed value changes its title.
    rerender(
      <DataTable {...p} rows={[{ id: 1, cells: { name: 'Kubuś Mleczny 200 ml', gtin: '5900000000017' } }]} />,
    );
    expect(within(bodyRows()[0]!).getAllByRole('gridcell')[1]!.getAttribute('title')).toBe(
      'Kubuś Mleczny 200 ml',
    );
  });

  it('renders only the rows in view of a 200-row page', () => {
    // jsdom lays nothing out: give the grid's scroll box the height of about fifteen rows.
    const height = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(540);
    render(<DataTable {...props({ rows: rowsOf(200), perPage: 200, page: 1, total: 900 })} />);
    expect(grid().getAttribute('aria-rowcount')).toBe('201');
    const shown = bodyRows();
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(60);
    expect(shown[0]!.getAttribute('aria-rowindex')).toBe('2');
    height.mockRestore();
  });
});
