import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ScreenProps } from '@app/module-registry';
import { migrationActionActor } from '@app/attribute-lists-actors';
import { usePermission } from '@app/session/use-permission';
import { useDataTable } from '@app/use-data-table';
import { cn } from '@kit/cn';
import { ListTable } from './list-table';

const WIDTHS = {
  name: { minRem: 14, grow: 3 },
  source: { minRem: 10, grow: 1 },
  target: { minRem: 10, grow: 1 },
  status: { minRem: 7.5, grow: 0 },
  affected_cards: { minRem: 5.5, grow: 0 },
  agreements: { minRem: 9.5, grow: 0 },
  created_at: { minRem: 7, grow: 0 },
  applied_at: { minRem: 7, grow: 0 },
} as const;

const OUTCOMES: Record<
  string,
  | 'attributeMigrations.outcome.agreed'
  | 'attributeMigrations.outcome.applied'
  | 'attributeMigrations.outcome.deleted'
> = {
  agree: 'attributeMigrations.outcome.agreed',
  apply: 'attributeMigrations.outcome.applied',
  delete: 'attributeMigrations.outcome.deleted',
};

/** §2 Attribute migration list (`/react/attribute-migration`). */
export function AttributeMigrationsScreen(_props: ScreenProps) {
  const { t } = useTranslation();
  const actor = useDataTable({
    namespace: 'attribute_migrations',
    path: '/api/p1/attribute-migrations',
    runAction: migrationActionActor,
  });
  const manages = usePermission('attribute_migrations.manage');
  const pending = t('attributeMigrations.status.pending');
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-xl font-semibold text-slate-900">{t('attributeMigrations.title')}</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('attributeMigrations.intro')}</p>
      </div>
      <ListTable
        actor={actor}
        label={t('attributeMigrations.tableLabel')}
        widths={WIDTHS}
        skeletonFilters={2}
        rowName={(row) => String(row.cells.name ?? row.id)}
        outcomeText={(id, count) => t(OUTCOMES[id] ?? 'attributeMigrations.outcome.applied', { count })}
        openHref={(row) => `/attribute-migration/${row.id}`}
        renderCell={(row, columnId, format) => {
          const value = row.cells[columnId];
          if (columnId === 'name')
            return (
              <Link
                href={`/attribute-migration/${row.id}`}
                tabIndex={-1}
                className="text-accent-800 hover:underline"
              >
                {String(value ?? '')}
              </Link>
            );
          if (columnId === 'status')
            return (
              <span
                className={cn(
                  'rounded px-1.5 py-0.5 text-xs font-medium',
                  value === pending ? 'bg-amber-50 text-amber-800' : 'bg-accent-50 text-accent-800',
                )}
              >
                {String(value ?? '')}
              </span>
            );
          if (typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value)) return format.date(value);
          if (typeof value === 'number') return <span className="tabular-nums">{value}</span>;
          return value === null || value === undefined ? '—' : String(value);
        }}
        toolbarEnd={
          manages && (
            <Link
              href="/attribute-migration/new"
              className="inline-flex h-8 items-center rounded-md bg-accent-700 px-3 text-xs font-medium whitespace-nowrap text-white shadow-sm hover:bg-accent-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
            >
              {t('attributeMigrations.new')}
            </Link>
          )
        }
      />
    </div>
  );
}
