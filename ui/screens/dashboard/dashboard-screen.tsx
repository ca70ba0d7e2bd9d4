import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useSelector } from '@xstate/react';
import { displayName } from '@domain/user';
import { selectUser } from '@machines/session.selectors';
import { fetchDashboardStats } from '@api/dashboard';
import { RetryAlert } from '@kit/retry-alert';
import { Card, CardBody, CardHeader, CardTitle } from '@kit/card';
import { Skeleton } from '@kit/skeleton';
import { useResource } from '@app/use-resource';
import { useSessionActor } from '@app/session/session-context';
import { EanSearch } from './ean-search';
import { StatusChart } from './status-chart';
import { TodoCard } from './todo-card';

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  const { i18n } = useTranslation();
  return (
    <div className="rounded-md border border-slate-200 bg-slate-50 px-4 py-3">
      <p className="text-xs text-slate-500">{label}</p>
      <p className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums" data-testid={testId}>
        {new Intl.NumberFormat(i18n.language).format(value)}
      </p>
    </div>
  );
}

/** The dashboard home: the user's cards by status as a chart, a way to the product list, EAN search. */
export function DashboardScreen() {
  const { t, i18n } = useTranslation();
  const user = useSelector(useSessionActor(), selectUser);
  const stats = useResource(fetchDashboardStats);

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-xl font-semibold text-slate-900">
          {t('dashboard.greeting', { name: user ? displayName(user) : '' })}
        </h1>
        <p className="mt-1 text-sm text-slate-600">{t('dashboard.subtitle')}</p>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{t('dashboard.cardsByStatus')}</CardTitle>
          </CardHeader>
          <CardBody className="flex flex-col gap-5">
            {stats.failed ? (
              <RetryAlert
                message={t('dashboard.loadFailed')}
                retryLabel={t('dashboard.retry')}
                onRetry={stats.retry}
              />
            ) : stats.data === null ? (
              <div className="flex flex-col gap-3" aria-busy="true">
                <div className="grid grid-cols-2 gap-3">
                  <Skeleton className="h-[4.5rem]" />
                  <Skeleton className="h-[4.5rem]" />
                </div>
                <Skeleton className="h-4" />
                <Skeleton className="h-4" />
                <Skeleton className="h-4" />
              </div>
            ) : (
              <>
                <div className="grid grid-cols-2 gap-3">
                  <Figure label={t('dashboard.total')} value={stats.data.total} testId="total-cards" />
                  <Figure
                    label={t('dashboard.editRequired')}
                    value={stats.data.edit_required}
                    testId="edit-required"
                  />
                </div>
                {stats.data.total === 0 ? (
                  <p className="text-sm text-slate-600">{t('dashboard.empty')}</p>
                ) : (
                  <StatusChart byStatus={stats.data.by_status} />
                )}
                <Link
                  href="/product/list"
                  className="self-start text-sm font-medium text-accent-700 hover:underline"
                >
                  {t('dashboard.goToList')} →
                </Link>
              </>
            )}
          </CardBody>
        </Card>
        <div className="flex flex-col gap-6">
          {/* The server says the to-dos' fields in the page's language (docs/decisions/0065): a switch loads them again. */}
          <TodoCard key={i18n.language} />
          <EanSearch />
        </div>
      </div>
    </div>
  );
}
