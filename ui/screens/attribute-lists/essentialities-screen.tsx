import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { TableRow } from '@domain/table-state';
import type { ScreenProps } from '@app/module-registry';
import { noActionActor } from '@app/attribute-lists-actors';
import { usePermission } from '@app/session/use-permission';
import { useDataTable } from '@app/use-data-table';
import { ListTable } from './list-table';

const WIDTHS = {
  name_to_show: { minRem: 16, grow: 3 },
  gtin: { minRem: 8.5, grow: 0 },
  supplier: { minRem: 9, grow: 1 },
  network: { minRem: 6.5, grow: 0 },
  category: { minRem: 10, grow: 1.5 },
  filled: { minRem: 7.5, grow: 0 },
  fill_rate: { minRem: 8.5, grow: 0 },
  missing: { minRem: 12, grow: 2 },
  updated_at: { minRem: 7, grow: 0 },
} as const;

const detailsOf = (row: TableRow) =>
  typeof row.cells.product_id === 'number' ? `/product/${row.cells.product_id}/details` : null;

/** The fill rate as a bar and a number: the emptiest cards stand out (red under half, teal when full). */
function FillRate({ value }: { value: number }) {
  const tone = value >= 100 ? 'bg-accent-600' : value >= 50 ? 'bg-amber-500' : 'bg-red-500';
  return (
    <span className="flex items-center justify-end gap-2" data-fill-rate={value}>
      <span className="h-1.5 w-12 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
        <span className={`block h-full ${tone}`} style={{ width: `${value}%` }} />
      </span>
      <span className="w-10 text-right tabular-nums">{value}%</span>
    </span>
  );
}

/** §2 Essentialities list (`/react/essentialities-list`): how cards meet each network's essentials. */
export function EssentialitiesScreen(_props: ScreenProps) {
  const { t } = useTranslation();
  const actor = useDataTable({
    namespace: 'essentialities',
    path: '/api/p1/essentialities',
    runAction: noActionActor,
  });
  const filterCount =
    2 +
    Number(usePermission('essentialities.filter.supplier')) +
    Number(usePermission('essentialities.filter.network'));
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-xl font-semibold text-slate-900">{t('essentialities.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('essentialities.intro')}</p>
      </div>
      <ListTable
        actor={actor}
        label={t('essentialities.tableLabel')}
        widths={WIDTHS}
        skeletonFilters={filterCount}
        rowName={(row) => String(row.cells.name_to_show ?? row.id)}
        outcomeText={() => ''}
        openHref={detailsOf}
        renderCell={(row, columnId, format) => {
          const value = row.cells[columnId];
          if (columnId === 'fill_rate') return <FillRate value={Number(value ?? 0)} />;
          if (columnId === 'name_to_show') {
            const href = detailsOf(row);
            return href === null ? (
              String(value ?? '')
            ) : (
              <Link href={href} tabIndex={-1} className="text-accent-800 hover:underline">
                {String(value ?? '')}
              </Link>
            );
          }
          if (columnId === 'filled' || columnId === 'gtin')
            return <span className="tabular-nums">{String(value ?? '—')}</span>;
          if (columnId === 'missing')
            return value ? <span className="text-slate-600">{String(value)}</span> : '—';
          if (columnId === 'updated_at' && typeof value === 'string') return format.date(value);
          return value === null || value === undefined ? '—' : String(value);
        }}
      />
    </div>
  );
}
