import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { Alert } from '@kit/alert';
import { Button } from '@kit/button';
import { RetryAlert } from '@kit/retry-alert';
import { Skeleton } from '@kit/skeleton';
import { Tag } from '@kit/tag';
import type { VersionEntry } from '@domain/card-history';
import type { cardHistoryMachine } from '@machines/card-history.machine';
import { CardHistoryComparison } from './card-history-comparison';

export type CardHistoryActor = ActorRefFrom<typeof cardHistoryMachine>;

/**
 * Card history (docs/decisions/0053): the timeline of versions (who, when, from where, what changed),
 * two versions picked to compare, and the outcome of a restore.
 */
export function CardHistoryView({ actor }: { actor: CardHistoryActor }) {
  const { t } = useTranslation();
  const state = useSelector(actor, (snapshot) => snapshot.value);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const restored = useSelector(actor, (snapshot) => snapshot.context.restored);
  const reload = () => actor.send({ type: 'RELOAD' });
  return (
    <section aria-labelledby="card-history-title" className="flex flex-col gap-3">
      <CardHistoryHeader actor={actor} />
      {(state === 'failed' || state === 'conflict') && (
        <RetryAlert
          message={error || t(state === 'conflict' ? 'cardHistory.conflict' : 'cardHistory.failed')}
          retryLabel={t('cardHistory.reload')}
          onRetry={reload}
        />
      )}
      {restored !== null && (state === 'loading' || state === 'timeline') && (
        <Alert tone="success">
          {t('cardHistory.restored', { version: restored.version, from: restored.from })}
        </Alert>
      )}
      {state === 'loading' && (
        <div role="status" aria-label={t('cardHistory.loading')} className="flex flex-col gap-2">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      )}
      {state === 'timeline' && <Timeline actor={actor} />}
      {typeof state === 'object' && 'comparing' in state && <CardHistoryComparison actor={actor} />}
      {state === 'restoring' && (
        <div role="status" aria-label={t('cardHistory.restoring')} className="flex flex-col gap-2">
          <Skeleton className="h-24" />
        </div>
      )}
    </section>
  );
}

const LINK =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-accent-600';

/** The page's title and the ways back to the card: its details, and its form for who may edit it. */
function CardHistoryHeader({ actor }: { actor: CardHistoryActor }) {
  const { t } = useTranslation();
  const productId = useSelector(actor, (snapshot) => snapshot.context.productId);
  const canEdit = useSelector(actor, (snapshot) => snapshot.context.canRestore);
  return (
    <header className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-3">
      <h1 id="card-history-title" className="text-lg font-semibold text-slate-900">
        {t('cardHistory.title')}
      </h1>
      <nav aria-label={t('cardHistory.cardLinks')} className="flex flex-wrap gap-1">
        <Link href={`/product/${productId}/details`} className={LINK}>
          {t('cardHistory.toDetails')}
        </Link>
        {canEdit && (
          <Link href={`/product/${productId}/edit`} className={LINK}>
            {t('cardHistory.toForm')}
          </Link>
        )}
      </nav>
    </header>
  );
}

function Timeline({ actor }: { actor: CardHistoryActor }) {
  const { t } = useTranslation();
  const versions = useSelector(actor, (snapshot) => snapshot.context.versions);
  const next = useSelector(actor, (snapshot) => snapshot.context.next);
  const from = useSelector(actor, (snapshot) => snapshot.context.from);
  const to = useSelector(actor, (snapshot) => snapshot.context.to);
  const current = useSelector(actor, (snapshot) => snapshot.context.currentVersion);
  if (versions.length === 0) return <p className="text-sm text-slate-500">{t('cardHistory.empty')}</p>;
  return (
    <div className="flex flex-col gap-3">
      <ol
        aria-label={t('cardHistory.title')}
        className="flex flex-col divide-y divide-slate-200 rounded-md border border-slate-200"
      >
        {versions.map((entry) => (
          <VersionRow
            key={entry.version}
            entry={entry}
            isCurrent={entry.version === current}
            from={from}
            to={to}
            onPick={(side) => actor.send({ type: 'PICK', side, version: entry.version })}
          />
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-2">
        {versions.length > 1 ? (
          <Button onClick={() => actor.send({ type: 'COMPARE' })}>{t('cardHistory.compare')}</Button>
        ) : (
          <p className="text-sm text-slate-600">{t('cardHistory.onlyOne')}</p>
        )}
        {next !== null && (
          <Button variant="secondary" onClick={() => actor.send({ type: 'MORE' })}>
            {t('cardHistory.more')}
          </Button>
        )}
      </div>
    </div>
  );
}

function VersionRow({
  entry,
  isCurrent,
  from,
  to,
  onPick,
}: {
  entry: VersionEntry;
  isCurrent: boolean;
  from: number | null;
  to: number | null;
  onPick: (side: 'from' | 'to') => void;
}) {
  const { t, i18n } = useTranslation();
  const format = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
    [i18n.language],
  );
  const title = t('cardHistory.version', { version: entry.version });
  const who = entry.user?.name ?? t('cardHistory.unknownUser');
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 px-3 py-2">
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-semibold text-slate-900">{title}</span>
          {isCurrent && (
            <Tag tone="bg-accent-50 text-accent-800 ring-accent-200">{t('cardHistory.current')}</Tag>
          )}
          <Tag tone="bg-slate-50 text-slate-700 ring-slate-200">
            {t(`cardHistory.sources.${entry.source}`)}
          </Tag>
          {entry.restored_from !== null && (
            <Tag tone="bg-amber-50 text-amber-900 ring-amber-200">
              {t('cardHistory.restoredFrom', { version: entry.restored_from })}
            </Tag>
          )}
        </p>
        <p className="text-xs text-slate-600">
          <time dateTime={entry.saved_at}>{format.format(new Date(entry.saved_at))}</time>
          {' · '}
          {entry.switched_by === null
            ? who
            : t('cardHistory.switchedBy', { name: who, by: entry.switched_by.name })}
        </p>
        <p className="text-xs text-slate-700">
          {entry.changes === 0
            ? t('cardHistory.noChanges')
            : `${t('cardHistory.changes', { count: entry.changes })}: ${entry.summary.join(', ')}`}
        </p>
      </div>
      <div className="flex shrink-0 gap-3 text-xs text-slate-700">
        <label className="flex items-center gap-1">
          <input
            type="radio"
            name="card-history-from"
            checked={from === entry.version}
            onChange={() => onPick('from')}
            aria-label={`${t('cardHistory.pickFrom')}: ${title}`}
          />
          {t('cardHistory.pickFrom')}
        </label>
        <label className="flex items-center gap-1">
          <input
            type="radio"
            name="card-history-to"
            checked={to === entry.version}
            onChange={() => onPick('to')}
            aria-label={`${t('cardHistory.pickTo')}: ${title}`}
          />
          {t('cardHistory.pickTo')}
        </label>
      </div>
    </li>
  );
}
