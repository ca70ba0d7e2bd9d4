import {
  ASSORTMENT_READINESS_FILTERS,
  ASSORTMENT_SORTABLE,
  assortmentFiltersSchema,
  type AssortmentColumn,
} from '@contract/shop-assortment';
import type { ListFilter } from '@contract/data-table';
import { ASSORTMENT_STATUSES } from '@domain/shop-assortment';
import type { ActionSpec, ColumnSpec } from '../lists/info';
import type { ListQuerySpec } from '../lists/list-query';
import type { ProductListContext } from '../products/list-context';
import { writesAssortment } from './assortment-network';

/** §2 shop-management: the assortment by name, as a buyer reads it. */
export const ASSORTMENT_LIST_QUERY = {
  namespace: 'shop_assortment',
  filters: assortmentFiltersSchema,
  multi: [],
  sortable: ASSORTMENT_SORTABLE,
  defaultSort: { sort: 'name_to_show', order: 'asc' },
} satisfies ListQuerySpec<typeof assortmentFiltersSchema>;

const column = (
  id: AssortmentColumn,
  options: { sortable?: boolean; default?: boolean; align?: 'start' | 'end' } = {},
): ColumnSpec<ProductListContext> => ({
  id,
  label: `shopAssortment.columns.${id}`,
  sortable: options.sortable ?? false,
  default: options.default ?? true,
  align: options.align ?? 'start',
});

export const ASSORTMENT_COLUMNS_SPEC: readonly ColumnSpec<ProductListContext>[] = [
  column('product_number'),
  column('name_to_show', { sortable: true }),
  column('gtin', { sortable: true }),
  column('supplier'),
  column('status'),
  column('readiness'),
  column('added_at', { default: false, align: 'end' }),
];

const writes = (context: ProductListContext) => writesAssortment(context.user);

/** Editing and removing are the network's own people's; everyone who reads opens the card. */
export const ASSORTMENT_SINGLE_ACTIONS: readonly ActionSpec<ProductListContext>[] = [
  { id: 'edit', label: 'shopAssortment.actions.edit', when: writes },
  { id: 'details', label: 'productList.actions.details', href: '/react/product/{id}/details' },
  {
    id: 'remove',
    label: 'shopAssortment.actions.remove',
    confirm: 'shopAssortment.confirmRemove',
    danger: true,
    when: writes,
  },
];

/** One status for the selected cards, or out of the assortment. */
export const ASSORTMENT_MASS_ACTIONS: readonly ActionSpec<ProductListContext>[] = [
  ...ASSORTMENT_STATUSES.map((status) => ({
    id: `status_${status}`,
    label: `shopAssortment.actions.status_${status}`,
    when: writes,
  })),
  {
    id: 'remove',
    label: 'shopAssortment.actions.remove',
    confirm: 'shopAssortment.confirmRemove',
    danger: true,
    when: writes,
  },
];

/** Search, sales status and readiness; an administrator also chooses the network. */
export function assortmentFilters(networks: readonly { code: string; name: string }[]): ListFilter[] {
  return [
    { name: 'q', label: 'shopAssortment.filters.q', kind: 'text', options: [], translate: false },
    {
      name: 'status',
      label: 'shopAssortment.filters.status',
      kind: 'select',
      options: ASSORTMENT_STATUSES.map((status) => ({
        value: status,
        label: `shopAssortment.status.${status}`,
      })),
      translate: true,
    },
    {
      name: 'readiness',
      label: 'shopAssortment.filters.readiness',
      kind: 'select',
      options: ASSORTMENT_READINESS_FILTERS.map((value) => ({
        value,
        label: `shopAssortment.readinessFilter.${value}`,
      })),
      translate: true,
    },
    ...(networks.length === 0
      ? []
      : [
          {
            name: 'network',
            label: 'shopAssortment.filters.network',
            kind: 'select' as const,
            options: networks.map((network) => ({ value: network.code, label: network.name })),
            translate: false,
          },
        ]),
  ];
}
