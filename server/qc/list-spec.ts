import {
  QC_LIST_MULTI_FILTERS,
  QC_LIST_SORTABLE,
  qcListFiltersSchema,
  type QcListColumn,
} from '@contract/qc-list';
import type { ActionSpec, ColumnSpec } from '../lists/info';
import type { ListQuerySpec } from '../lists/list-query';
import { holds, type ProductListContext } from '../products/list-context';

type Column = ColumnSpec<ProductListContext>;

const column = (id: QcListColumn, options: Partial<Omit<Column, 'id' | 'label'>> = {}): Column => ({
  id,
  label: `qcList.columns.${id}`,
  sortable: options.sortable ?? false,
  default: options.default ?? false,
  ...options,
});

/**
 * §2 QC list columns (docs/decisions/0016): the card, its own QC verdict and the two chains' verdicts, and
 * when the card's QC was last given. The supplier only for users who see several companies (§6), and not by
 * default: three verdict columns need the room, and the supplier filter is there.
 */
export const QC_COLUMNS: readonly Column[] = [
  column('id', { sortable: true, align: 'end' }),
  column('name_to_show', { sortable: true, default: true }),
  column('gtin', { sortable: true, default: true }),
  column('status', { sortable: true, default: true }),
  column('category'),
  column('supplier', { when: holds('products.filter.supplier') }),
  column('qc_status', { sortable: true, default: true }),
  column('qc_selgros', { default: true }),
  column('qc_markant', { default: true }),
  column('qc_checked_at', { align: 'end' }),
  column('updated_at', { sortable: true, default: true, align: 'end' }),
];

/** The QC status modal (§2 Modals) for one card, and the card's details. */
export const QC_SINGLE_ACTIONS: readonly ActionSpec<ProductListContext>[] = [
  { id: 'qc_status', label: 'qcList.actions.qcStatus' },
  { id: 'details', label: 'qcList.actions.details', href: '/react/product/{id}/details' },
];

/** The same modal for the selected cards: one verdict of one chain for all of them. */
export const QC_MASS_ACTIONS: readonly ActionSpec<ProductListContext>[] = [
  { id: 'qc_status', label: 'qcList.actions.qcStatusMass' },
];

/** The list's query: cards waiting longest for QC first would need a new index; newest changes first. */
export const QC_LIST_QUERY = {
  namespace: 'qc_list',
  filters: qcListFiltersSchema,
  multi: QC_LIST_MULTI_FILTERS,
  sortable: QC_LIST_SORTABLE,
  defaultSort: { sort: 'updated_at', order: 'desc' },
} satisfies ListQuerySpec<typeof qcListFiltersSchema>;
