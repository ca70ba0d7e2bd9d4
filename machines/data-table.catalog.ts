import type { TablePage } from '@domain/table-state';
import type { CatalogEvent } from './catalog-types';
import type { PendingAction } from './data-table.machine';

/**
 * A products page as the list answers it (labels are the server's message keys): two rows, the second one
 * not the user's to select.
 */
export const demoPage: TablePage = {
  rows: [
    { id: 1, cells: { id: 1, name_to_show: 'Sok jabłkowy', status: 2 } },
    { id: 2, cells: { id: 2, name_to_show: 'Sok gruszkowy', status: 5 } },
  ],
  total: 120,
  page: 1,
  per_page: 50,
  sort: 'updated_at',
  order: 'desc',
  info: {
    available_columns: [
      { id: 'id', label: 'productList.columns.id', sortable: true, default: true, align: 'end' },
      {
        id: 'name_to_show',
        label: 'productList.columns.name_to_show',
        sortable: true,
        default: true,
        align: 'start',
      },
      { id: 'status', label: 'productList.columns.status', sortable: true, default: false, align: 'start' },
    ],
    per_page_sizes: [25, 50, 100, 200],
    single_actions: [
      {
        id: 'delete',
        label: 'productList.actions.delete',
        confirm: 'productList.confirm.delete',
        danger: true,
      },
      { id: 'sales_status', label: 'productList.actions.salesStatus', danger: false },
    ],
    mass_actions: [
      {
        id: 'export',
        label: 'productList.actions.export',
        href: '/api/p1/products/export',
        danger: false,
      },
    ],
    disabled_rows: [2],
    filters: [
      { name: 'q', label: 'productList.filters.q', kind: 'text', options: [], translate: false },
      {
        name: 'status',
        label: 'productList.filters.status',
        kind: 'multi',
        options: [{ value: '2', label: 'status.2' }],
        translate: true,
      },
    ],
    row_action_exclusions: {},
  },
};

const deleteOne: PendingAction = {
  id: 'delete',
  ids: [1],
  mass: false,
  confirm: 'productList.confirm.delete',
  payload: null,
};
const setSalesStatus: PendingAction = {
  id: 'sales_status',
  ids: [1],
  mass: false,
  confirm: null,
  payload: 0,
};

/** Every event of the dataTable machine, one payload per guard branch, for the model-based test. */
export const dataTableEvents: readonly CatalogEvent[] = [
  { type: 'LOAD' },
  { type: 'FILTER.TYPE', name: 'q', value: 'sok' },
  { type: 'FILTER.SET', name: 'status', value: ['2'] },
  { type: 'FILTERS.CLEAR' },
  { type: 'PAGE.CHANGE', page: 2 },
  { type: 'PER_PAGE.CHANGE', perPage: 100 },
  { type: 'SORT.CHANGE', column: 'name_to_show', order: 'desc' },
  { type: 'COLUMNS.CHANGE', columns: ['id', 'status'] },
  { type: 'VIEW.CHANGE', view: 'table' },
  { type: 'ROW.TOGGLE', id: 1 },
  { type: 'ROWS.TOGGLE_PAGE' },
  { type: 'ROWS.CLEAR' },
  {
    type: 'URL.RESTORE',
    filters: { q: 'sok' },
    meta: { currentPage: 3, perPage: 50, sortColumn: null, sortOrder: 'asc', view: null },
  },
  { type: 'RELOAD' },
  { type: 'RETRY' },
  { type: 'ACTION.RUN', action: deleteOne },
  { type: 'ACTION.RUN', action: setSalesStatus },
  { type: 'ACTION.CONFIRM' },
  { type: 'ACTION.CANCEL' },
  { type: 'OUTCOME.DISMISS' },
  { type: 'xstate.done.actor.fetchPage', output: demoPage },
  { type: 'xstate.error.actor.fetchPage', error: new Error('offline') },
  { type: 'xstate.done.actor.runAction', output: { reload: true, count: 1 } },
  { type: 'xstate.done.actor.runAction', output: { redirect: '/react/product/301/edit' } },
  { type: 'xstate.done.actor.runAction', output: { reload: false } },
  { type: 'xstate.error.actor.runAction', error: new Error('Nie można usunąć karty.') },
  { type: 'xstate.after.SEARCH_DELAY.dataTable.list.waiting' },
];
