import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { DashboardTodo, TodoList } from '@contract/readiness';
import { fetchDashboardTodo } from '@api/readiness';
import { Card, CardBody, CardHeader, CardTitle } from '@kit/card';
import { RetryAlert } from '@kit/retry-alert';
import { Skeleton } from '@kit/skeleton';
import { useResource } from '@app/use-resource';

/** Where an item leads: a supplier to the card form at the field, a network to the card's details. */
type PathOf = (item: TodoList['items'][number]) => string;
const formPath: PathOf = (item) =>
  `/product/${item.product_id}/edit${item.target === null ? '' : `#${item.target}`}`;
const detailsPath: PathOf = (item) => `/product/${item.product_id}/details`;

function TodoSection({ title, list, pathOf }: { title: string; list: TodoList; pathOf: PathOf }) {
  const { t } = useTranslation();
  return (
    <section aria-label={title} className="flex flex-col gap-1">
      <h3 className="flex items-baseline justify-between text-sm font-semibold text-slate-800">
        <span>{title}</span>
        <span className={list.count > 0 ? 'text-red-700 tabular-nums' : 'text-slate-500 tabular-nums'}>
          {list.count}
        </span>
      </h3>
      {list.count === 0 ? (
        <p className="text-xs text-slate-500">{t('readiness.dashboard.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-0.5 text-xs">
          {list.items.map((item, index) => (
            <li key={`${item.product_id}:${item.network ?? ''}:${index}`} className="flex flex-wrap gap-x-1">
              {/* The card's name first and whole; where the line is short the network and detail wrap under it. */}
              <Link
                href={pathOf(item)}
                className="min-w-0 font-medium break-words text-accent-800 hover:underline focus-visible:outline-2 focus-visible:outline-accent-600"
              >
                {item.name_to_show}
              </Link>
              <span className="min-w-0 text-slate-600">
                {[item.network_name ?? t('readiness.dashboard.allNetworks'), item.detail]
                  .filter((part) => part !== '')
                  .join(' · ')}
              </span>
            </li>
          ))}
          {list.count > list.items.length && (
            <li className="text-slate-500">
              {t('readiness.dashboard.more', { count: list.count - list.items.length })}
            </li>
          )}
        </ul>
      )}
    </section>
  );
}

function SupplierTodo({ todo }: { todo: Extract<DashboardTodo, { kind: 'supplier' }> }) {
  const { t } = useTranslation();
  const total =
    todo.open_issues.count + todo.qc_failed.count + todo.offer_rejected.count + todo.missing_attributes.count;
  if (total === 0) return <p className="text-sm text-slate-600">{t('readiness.dashboard.nothing')}</p>;
  return (
    <div className="flex flex-col gap-4">
      <TodoSection title={t('readiness.dashboard.openIssues')} list={todo.open_issues} pathOf={formPath} />
      <TodoSection title={t('readiness.dashboard.qcFailed')} list={todo.qc_failed} pathOf={formPath} />
      <TodoSection
        title={t('readiness.dashboard.offerRejected')}
        list={todo.offer_rejected}
        pathOf={formPath}
      />
      <TodoSection
        title={t('readiness.dashboard.missingAttributes')}
        list={todo.missing_attributes}
        pathOf={formPath}
      />
      {todo.missing_by_network.length > 0 && (
        <table className="text-left text-xs">
          <caption className="pb-1 text-left text-sm font-semibold text-slate-800">
            {t('readiness.dashboard.byNetwork')}
          </caption>
          <tbody className="divide-y divide-slate-100">
            {todo.missing_by_network.map((row) => (
              <tr key={row.network}>
                <th scope="row" className="py-0.5 pr-3 font-medium text-slate-700">
                  {row.network_name}
                </th>
                <td className="py-0.5 text-slate-600 tabular-nums">
                  {t('readiness.dashboard.networkFigures', {
                    cards: t('readiness.dashboard.cardCount', { count: row.cards }),
                    attributes: t('readiness.dashboard.attributeCount', { count: row.attributes }),
                  })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/**
 * The dashboard's "what needs doing" (docs/decisions/0042): a supplier's to-dos leading into its cards; a
 * network's people the offers awaiting their decision and the issues awaiting a supplier's answer.
 */
export function TodoCard() {
  const { t } = useTranslation();
  const todo = useResource(fetchDashboardTodo);
  if (todo.data?.kind === 'none') return null;
  const title =
    todo.data?.kind === 'network'
      ? t('readiness.dashboard.networkTitle', { network: todo.data.network })
      : t('readiness.dashboard.title');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardBody>
        {todo.failed ? (
          <RetryAlert
            message={t('readiness.dashboard.loadFailed')}
            retryLabel={t('readiness.dashboard.retry')}
            onRetry={todo.retry}
          />
        ) : todo.data === null ? (
          <div className="flex flex-col gap-2" aria-busy="true">
            <Skeleton className="h-4" />
            <Skeleton className="h-4" />
            <Skeleton className="h-4" />
          </div>
        ) : todo.data.kind === 'supplier' ? (
          <SupplierTodo todo={todo.data} />
        ) : (
          <div className="flex flex-col gap-4">
            <TodoSection
              title={t('readiness.dashboard.awaitingDecision')}
              list={todo.data.awaiting_decision}
              pathOf={detailsPath}
            />
            <TodoSection
              title={t('readiness.dashboard.issuesAwaitingAnswer')}
              list={todo.data.issues_awaiting_answer}
              pathOf={detailsPath}
            />
          </div>
        )}
      </CardBody>
    </Card>
  );
}
