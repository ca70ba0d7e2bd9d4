import type { ListFilter } from '@contract/data-table';
import {
  CHAIN_MASTER_DATA_SORTABLE,
  CHAIN_PRODUCT_SORTABLE,
  chainMasterDataFiltersSchema,
  chainProductFiltersSchema,
  OFFER_LIST_MULTI_FILTERS,
  OFFER_LIST_SORTABLE,
  offerListFiltersSchema,
} from '@contract/offers';
import { OFFER_STATUS, OFFER_STATUSES } from '@domain/offers';
import type { ActionSpec, ColumnSpec } from '../lists/info';
import type { ListQuerySpec } from '../lists/list-query';
import { holds, type OfferContext } from './offer-context';

type Column = ColumnSpec<OfferContext>;
type Action = ActionSpec<OfferContext>;

const column = (prefix: string, id: string, options: Partial<Omit<Column, 'id' | 'label'>> = {}): Column => ({
  id,
  label: `${prefix}.columns.${id}`,
  sortable: options.sortable ?? false,
  default: options.default ?? false,
  ...options,
});

/** A user who sees offers of several suppliers or networks gets their names (§6 as in the products list). */
const seesSuppliers = (context: OfferContext) => context.scope.kind !== 'company';
const seesNetworks = (context: OfferContext) => context.scope.kind !== 'network';

const o = (id: string, options?: Partial<Omit<Column, 'id' | 'label'>>) => column('offersList', id, options);

/** §2 Offers list columns (docs/decisions/0017). */
export const OFFER_COLUMNS: readonly Column[] = [
  o('id', { sortable: true, align: 'end' }),
  o('product_id', { align: 'end' }),
  o('product', { default: true }),
  o('gtin', { default: true }),
  o('supplier', { default: true, when: seesSuppliers }),
  o('network', { default: true, when: seesNetworks }),
  o('dealer_id'),
  o('name', { default: true }),
  o('date_from', { sortable: true, default: true, align: 'end' }),
  o('buyer'),
  o('status', { sortable: true, default: true }),
  o('comment'),
  o('created_at', { sortable: true, default: true, align: 'end' }),
  o('decided_at', { align: 'end' }),
];

/** Every offer list reads the card behind a row; the screen opens it by the row's product id. */
const DETAILS: Action = { id: 'details', label: 'offersList.actions.details' };

/**
 * The chain's decider (its category manager) approves, rejects with a reason, or revokes an approval
 * right in the offers list (docs/decisions/0041), as in the chain products panel.
 */
const decide = holds('chain_products.view');
export const OFFER_SINGLE_ACTIONS: readonly Action[] = [
  DETAILS,
  { id: 'approve', label: 'chainProducts.actions.approve', when: decide },
  { id: 'reject', label: 'chainProducts.actions.reject', danger: true, when: decide },
  {
    id: 'revoke',
    label: 'chainProducts.actions.revoke',
    confirm: 'chainProducts.confirm.revoke',
    danger: true,
    when: decide,
  },
];

export const OFFER_LIST_QUERY = {
  namespace: 'offer_list',
  filters: offerListFiltersSchema,
  multi: OFFER_LIST_MULTI_FILTERS,
  sortable: OFFER_LIST_SORTABLE,
  defaultSort: { sort: 'created_at', order: 'desc' },
} satisfies ListQuerySpec<typeof offerListFiltersSchema>;

/** §3 status options by message key (translated by the screen). */
export const statusFilter = (): ListFilter => ({
  name: 'status',
  label: 'offersList.filters.status',
  kind: 'multi',
  options: OFFER_STATUSES.map((status) => ({ value: String(status), label: `offers.status.${status}` })),
  translate: true,
});

// ── Chain products: the category manager's panel ─────────────────────────────────────────────────────

const p = (id: string, options?: Partial<Omit<Column, 'id' | 'label'>>) =>
  column('chainProducts', id, options);

export const CHAIN_PRODUCT_COLUMNS: readonly Column[] = [
  p('id', { sortable: true, align: 'end' }),
  p('product_id', { align: 'end' }),
  p('product', { default: true }),
  p('gtin', { default: true }),
  p('supplier', { default: true }),
  p('dealer_id'),
  p('name', { default: true }),
  p('date_from', { sortable: true, default: true, align: 'end' }),
  p('buyer'),
  p('status', { sortable: true, default: true }),
  p('comment', { default: true }),
  p('created_at', { sortable: true, align: 'end' }),
  p('decided_at', { align: 'end' }),
];

/** §7 approve-product, reject-offer (with a comment the screen asks for) and revoking an approval. */
export const CHAIN_PRODUCT_SINGLE_ACTIONS: readonly Action[] = [
  DETAILS,
  { id: 'approve', label: 'chainProducts.actions.approve' },
  { id: 'reject', label: 'chainProducts.actions.reject', danger: true },
  {
    id: 'revoke',
    label: 'chainProducts.actions.revoke',
    confirm: 'chainProducts.confirm.revoke',
    danger: true,
  },
];

/** Per row, the decisions that do not apply to its status (§7 transitions, src/domain/offers.ts). */
export function chainProductExclusions(
  rows: readonly { id: number; status: number }[],
): Record<string, string[]> {
  const exclusions: Record<string, string[]> = {};
  for (const row of rows) {
    if (row.status === OFFER_STATUS.OFFERED) exclusions[String(row.id)] = ['revoke'];
    else if (row.status === OFFER_STATUS.APPROVED) exclusions[String(row.id)] = ['approve', 'reject'];
    else exclusions[String(row.id)] = ['approve', 'reject', 'revoke'];
  }
  return exclusions;
}

export const CHAIN_PRODUCT_QUERY = {
  namespace: 'chain_products',
  filters: chainProductFiltersSchema,
  multi: ['status'],
  sortable: CHAIN_PRODUCT_SORTABLE,
  defaultSort: { sort: 'created_at', order: 'desc' },
} satisfies ListQuerySpec<typeof chainProductFiltersSchema>;

// ── Chain master data: the master-data manager's panel ───────────────────────────────────────────────

const m = (id: string, options?: Partial<Omit<Column, 'id' | 'label'>>) =>
  column('chainMasterData', id, options);

export const CHAIN_MASTER_DATA_COLUMNS: readonly Column[] = [
  m('id', { sortable: true, align: 'end' }),
  m('product_id', { align: 'end' }),
  m('product', { default: true }),
  m('gtin', { default: true }),
  m('supplier', { default: true }),
  m('dealer_id', { default: true }),
  m('chain_filled', { default: true, align: 'end' }),
  m('chain_completeness', { default: true, align: 'end' }),
  m('decided_at', { sortable: true, default: true, align: 'end' }),
];

export const CHAIN_MASTER_DATA_SINGLE_ACTIONS: readonly Action[] = [
  { id: 'attributes', label: 'chainMasterData.actions.attributes' },
  DETAILS,
];

export const CHAIN_MASTER_DATA_QUERY = {
  namespace: 'chain_master_data',
  filters: chainMasterDataFiltersSchema,
  multi: [],
  sortable: CHAIN_MASTER_DATA_SORTABLE,
  defaultSort: { sort: 'decided_at', order: 'desc' },
} satisfies ListQuerySpec<typeof chainMasterDataFiltersSchema>;
