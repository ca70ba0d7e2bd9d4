import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Button } from '@kit/button';
import { Skeleton } from '@kit/skeleton';
import type { CardHistoryActor } from './card-history-view';

/** Restore keys that bring back a whole section: its package structure or lists hold together. */
const SECTION_KEYS: ReadonlySet<string> = new Set(['logistic', 'availability', 'gallery']);

/**
 * Card history: two versions side by side, field by field, the differences highlighted; who may edit the
 * card chooses fields to restore or restores the whole older version (docs/decisions/0053).
 */
export function CardHistoryComparison({ actor }: { actor: CardHistoryActor }) {
  const { t } = useTranslation();
  const comparison = useSelector(actor, (snapshot) => snapshot.context.comparison);
  const chosen = useSelector(actor, (snapshot) => snapshot.context.chosen);
  const canRestore = useSelector(actor, (snapshot) => snapshot.context.canRestore);
  const back = (
    <Button variant="secondary" onClick={() => actor.send({ type: 'BACK' })}>
      {t('cardHistory.back')}
    </Button>
  );
  if (comparison === null)
    return (
      <div className="flex flex-col gap-2">
        <div role="status" aria-label={t('cardHistory.compare')}>
          <Skeleton className="h-24" />
        </div>
        <div>{back}</div>
      </div>
    );
  const older = comparison.from.version;
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-sm font-semibold text-slate-900">
        {t('cardHistory.compareTitle', { from: older, to: comparison.to.version })}
      </h3>
      {comparison.differences.length === 0 ? (
        <p className="text-sm text-slate-600">{t('cardHistory.noDifferences')}</p>
      ) : (
        <table className="w-full table-fixed border-collapse text-left text-sm">
          <caption className="sr-only">
            {t('cardHistory.compareTitle', { from: older, to: comparison.to.version })}
          </caption>
          <thead className="text-xs text-slate-600">
            <tr className="border-b border-slate-200">
              <th scope="col" className="w-1/4 py-1.5 pr-2">
                {t('cardHistory.field')}
              </th>
              <th scope="col" className="py-1.5 pr-2">
                {t('cardHistory.before', { version: older })}
              </th>
              <th scope="col" className="py-1.5 pr-2">
                {t('cardHistory.after', { version: comparison.to.version })}
              </th>
              {canRestore && (
                <th scope="col" className="w-28 py-1.5">
                  <span className="sr-only">{t('cardHistory.choose')}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {comparison.differences.map((difference) => (
              <tr key={difference.key} className="border-b border-slate-100 align-top">
                <th scope="row" className="py-1.5 pr-2 font-medium text-slate-800">
                  <span className="block text-[11px] font-normal text-slate-500">
                    {t(`cardHistory.sections.${difference.section}`)}
                  </span>
                  {difference.label}
                  {canRestore && SECTION_KEYS.has(difference.restore) && (
                    <span className="block text-[11px] font-normal text-slate-500">
                      {t('cardHistory.wholeSection')}
                    </span>
                  )}
                </th>
                <td className="bg-red-50 px-2 py-1.5 break-words text-red-900">{difference.before || '—'}</td>
                <td className="bg-accent-50 px-2 py-1.5 break-words text-accent-900">
                  {difference.after || '—'}
                </td>
                {canRestore && (
                  <td className="px-2 py-1.5">
                    <input
                      type="checkbox"
                      checked={chosen.includes(difference.restore)}
                      onChange={() => actor.send({ type: 'CHOOSE', key: difference.restore })}
                      aria-label={`${t('cardHistory.choose')}: ${difference.label}`}
                    />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="flex flex-wrap gap-2">
        {canRestore && comparison.differences.length > 0 && (
          <>
            <Button disabled={chosen.length === 0} onClick={() => actor.send({ type: 'RESTORE.CHOSEN' })}>
              {t('cardHistory.restoreChosen')}
            </Button>
            <Button variant="secondary" onClick={() => actor.send({ type: 'RESTORE.WHOLE' })}>
              {t('cardHistory.restoreWhole', { version: older })}
            </Button>
          </>
        )}
        {back}
      </div>
    </div>
  );
}
