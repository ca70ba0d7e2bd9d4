import type { FilterOption, ListFilter } from '@contract/data-table';
import { CIN_LIST_STATUSES, CIN_REQUEST_FILTER } from '@contract/cin-panel';
import type { CinChain } from '@domain/cin';
import { translate } from '@i18n/translate';
import type { ProductListContext } from '../products/list-context';
import { cardOptions } from '../qc/card-options';
import { cinScope } from './list-conditions';

const filter = (name: string, kind: ListFilter['kind'], options: FilterOption[] = []): ListFilter => ({
  name,
  label: `cinPanel.filters.${name}`,
  kind,
  options,
  translate: false,
});

/**
 * §3 info.filters of the panel: the chain (only when the user holds both interfaces), search, card status,
 * asked or not, category, and the supplier for users who see several companies (§6).
 */
export async function cinListFilters(
  context: ProductListContext,
  chains: readonly CinChain[],
  chain: CinChain,
  version: string,
): Promise<ListFilter[]> {
  const { user, language, permissions } = context;
  const t = (key: string) => translate(language, key);
  const scopeKey = `cin:${chain}:${user.is_supplier ? `c${user.company_id}` : user.is_network ? `n${user.network_code}` : 'all'}`;
  const options = await cardOptions(context.db, cinScope(context, chain), scopeKey, language, version);
  const filters: ListFilter[] = [];
  if (chains.length > 1)
    filters.push(
      filter(
        'chain',
        'select',
        chains.map((code) => ({ value: code, label: t(`cinPanel.chains.${code}`) })),
      ),
    );
  filters.push(
    filter('q', 'text'),
    filter(
      'status',
      'multi',
      CIN_LIST_STATUSES.map((status) => ({ value: String(status), label: t(`status.${status}`) })),
    ),
    filter(
      'cin',
      'select',
      CIN_REQUEST_FILTER.map((value) => ({ value, label: t(`cinPanel.requestFilter.${value}`) })),
    ),
    filter('category_id', 'select', options.categoryList),
  );
  if (permissions.has('products.filter.supplier'))
    filters.push(filter('supplier_id', 'select', options.supplierList));
  return filters;
}
