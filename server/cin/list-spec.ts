import {
  CIN_LIST_MULTI_FILTERS,
  CIN_LIST_SORTABLE,
  cinListFiltersSchema,
  type CinListColumn,
} from '@contract/cin-panel';
import type { ActionSpec, ColumnSpec } from '../lists/info';
import type { ListQuerySpec } from '../lists/list-query';
import { holds, type ProductListContext } from '../products/list-context';

type Column = ColumnSpec<ProductListContext>;

const column = (id: CinListColumn, options: Partial<Omit<Column, 'id' | 'label'>> = {}): Column => ({
  id,
  label: `cinPanel.columns.${id}`,
  sortable: options.sortable ?? false,
  default: options.default ?? false,
  ...options,
});

/**
 * §2 Panel CIN columns (docs/decisions/0016): the chain's cards, the chain's product number, and the last
 * item-creation file request (its outcome, when and by whom).
 */
export const CIN_COLUMNS: readonly Column[] = [
  column('id', { sortable: true, align: 'end' }),
  column('name_to_show', { sortable: true, default: true }),
  column('gtin', { sortable: true, default: true }),
  column('status', { sortable: true, default: true }),
  column('category'),
  column('supplier', { default: true, when: holds('products.filter.supplier') }),
  column('chain_number', { default: true }),
  column('cin_status', { default: true }),
  column('cin_requested_at', { default: true, align: 'end' }),
  column('cin_requested_by'),
  column('updated_at', { sortable: true, align: 'end' }),
];

/**
 * §7 send-get-cin-file for one card, the get-cin-file link (the chain is added by the screen), details.
 * The download is left out for rows whose last request is not ready (row_action_exclusions).
 */
export const CIN_SINGLE_ACTIONS: readonly ActionSpec<ProductListContext>[] = [
  { id: 'cin_request', label: 'cinPanel.actions.request' },
  { id: 'cin_file', label: 'cinPanel.actions.download', href: '/api/p1/product/{id}/get-cin-file' },
  { id: 'details', label: 'cinPanel.actions.details', href: '/react/product/{id}/details' },
];

export const CIN_MASS_ACTIONS: readonly ActionSpec<ProductListContext>[] = [
  { id: 'cin_request', label: 'cinPanel.actions.requestSelected' },
];

export const CIN_LIST_QUERY = {
  namespace: 'cin_panel',
  filters: cinListFiltersSchema,
  multi: CIN_LIST_MULTI_FILTERS,
  sortable: CIN_LIST_SORTABLE,
  defaultSort: { sort: 'updated_at', order: 'desc' },
} satisfies ListQuerySpec<typeof cinListFiltersSchema>;
