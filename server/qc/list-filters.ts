import type { FilterOption, ListFilter } from '@contract/data-table';
import { QC_LIST_STATUSES } from '@contract/qc-list';
import { QC_NETWORK_CHAINS } from '@domain/qc-chains';
import { QC_STATUSES } from '@domain/qc-status';
import { translate } from '@i18n/translate';
import type { ProductListContext } from '../products/list-context';
import { visibleListRows } from '../products/list-scope';
import { cardOptions } from './card-options';

const filter = (name: string, kind: ListFilter['kind'], options: FilterOption[] = []): ListFilter => ({
  name,
  label: `qcList.filters.${name}`,
  kind,
  options,
  translate: false,
});

/**
 * §3 info.filters of the QC list: search, QC status (of the chosen chain, else the card's), chain, card
 * status, category, and the supplier for users who see several companies (§6).
 */
export async function qcListFilters(context: ProductListContext, version: string): Promise<ListFilter[]> {
  const { user, language, permissions } = context;
  const t = (key: string) => translate(language, key);
  const scopeKey = user.is_supplier
    ? `c${user.company_id}`
    : user.is_network
      ? `n${user.network_code}`
      : 'all';
  const options = await cardOptions(context.db, visibleListRows(user), scopeKey, language, version);
  const filters = [
    filter('q', 'text'),
    filter(
      'qc_status',
      'multi',
      QC_STATUSES.map((status) => ({ value: String(status), label: t(`productList.qcStatus.${status}`) })),
    ),
    filter(
      'chain',
      'select',
      QC_NETWORK_CHAINS.map((chain) => ({ value: chain, label: t(`qcList.chains.${chain}`) })),
    ),
    filter(
      'status',
      'multi',
      QC_LIST_STATUSES.map((status) => ({ value: String(status), label: t(`status.${status}`) })),
    ),
    filter('category_id', 'select', options.categoryList),
  ];
  if (permissions.has('products.filter.supplier'))
    filters.push(filter('supplier_id', 'select', options.supplierList));
  return filters;
}
