import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
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
  const saved = useSelector(actor, (snapshot) => snapshot.context.savedVersion);
  const from = useSelector(actor, (snapshot) => snapshot.context.comparison?.from.version ?? null);
  const reload = () => actor.send({ type: 'RELOAD' });
  return (
    <section aria-label={t('cardHistory.title')} className="flex flex-col gap-3">
      {state === 'failed' && (
        <RetryAlert
          message={error ?? t('cardHistory.failed')}
          retryLabel={t('cardHistory.reload')}
          onRetry={reload}
        />
      )}
      {state === 'conflict' && (
        <RetryAlert
          message={error ?? t('cardHistory.conflict')}
          retryLabel={t('cardHistory.reload')}
          onRetry={reload}
        />
      )}
      {state === 'restored' && (
        <Alert tone="success" className="flex items-center justify-between gap-3">
          <span>{t('cardHistory.restored', { version: saved ?? '', from: from ?? '' })}</span>
          <Button size="sm" variant="secondary" onClick={reload}>
            {t('cardHistory.reload')}
          </Button>
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
        <Button onClick={() => actor.send({ type: 'COMPARE' })}>{t('cardHistory.compare')}</Button>
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
