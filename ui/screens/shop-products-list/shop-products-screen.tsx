import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import type { TableRow } from '@domain/table-state';
import { selectUser } from '@machines/session.selectors';
import { shopActionActor } from '@app/admin-list-actors';
import { ListTable, type CellTools } from '@app/list-table';
import type { ScreenProps } from '@app/module-registry';
import { useSessionActor } from '@app/session/session-context';
import { useDataTable } from '@app/use-data-table';

const WIDTHS = {
  id: { minRem: 4.5, grow: 0 },
  product_number: { minRem: 8.5, grow: 0 },
  name_to_show: { minRem: 16, grow: 3 },
  gtin: { minRem: 9, grow: 0 },
  category: { minRem: 8, grow: 1.5 },
  brand: { minRem: 7, grow: 1 },
  supplier: { minRem: 9, grow: 1.5 },
  sales_status: { minRem: 9, grow: 0 },
  updated_at: { minRem: 7, grow: 0 },
};

function renderShopCell(row: TableRow, columnId: string, tools: CellTools): ReactNode {
  const value = row.cells[columnId];
  if (columnId === 'product_number' && (value === null || value === undefined || value === ''))
    return <span className="text-slate-500">{tools.text('shopProducts.noNumber')}</span>;
  if (value === null || value === undefined || value === '') return <span className="text-slate-500">—</span>;
  const key = String(value);
  switch (columnId) {
    case 'product_number':
      return <span className="font-medium text-slate-900 tabular-nums">{key}</span>;
    case 'name_to_show':
      return (
        <span className="font-medium text-slate-900" title={key}>
          {key}
        </span>
      );
    case 'sales_status': {
      const available = key === tools.text('productList.salesStatus.1');
      return <span className={available ? 'text-accent-800' : 'text-slate-500'}>{key}</span>;
    }
    case 'updated_at': {
      const { day, moment } = tools.formatDate(key);
      return (
        <time dateTime={key} title={moment}>
          {day}
        </time>
      );
    }
    default:
      return <span title={key}>{key}</span>;
  }
}

/**
 * §2 Shop products (`{app}/shop`, docs/decisions/0018): the network's assortment — ready cards visible in
 * the user's network with the network's product number; Enter or the menu opens a card's details.
 */
export function ShopProductsScreen(_props: ScreenProps) {
  const { t } = useTranslation();
  const user = useSelector(useSessionActor(), selectUser);
  const actor = useDataTable({
    namespace: 'shop_products',
    path: '/api/shop/products',
    runAction: shopActionActor,
  });
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-xl font-semibold text-slate-900">{t('shopProducts.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">
          {t('shopProducts.intro', { network: user?.network_name ?? user?.network_code ?? '' })}
        </p>
      </div>
      <ListTable
        actor={actor}
        label={t('shopProducts.tableLabel')}
        widths={WIDTHS}
        renderCell={renderShopCell}
        rowName={(row) => String(row.cells.name_to_show ?? row.id)}
        skeletonFilters={4}
        outcomeText={() => t('productsList.outcome.exported')}
      />
    </div>
  );
}
