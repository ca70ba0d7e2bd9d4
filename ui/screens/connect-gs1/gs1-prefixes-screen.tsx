import { useActorRef, useSelector } from '@xstate/react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { Alert } from '@kit/alert';
import { Button } from '@kit/button';
import { RetryAlert } from '@kit/retry-alert';
import { Skeleton } from '@kit/skeleton';
import { TextField } from '@kit/text-field';
import type { gs1PrefixesMachine } from '@machines/gs1-prefixes.machine';
import { gs1PrefixesWithActors } from './gs1-actors';
import { OutsideCards } from './outside-cards';

export type Gs1PrefixesActor = ActorRefFrom<typeof gs1PrefixesMachine>;

/** connect/gs1 (docs/decisions/0050): a supplier company's GS1 prefixes, on the gs1Prefixes machine. */
export function Gs1PrefixesScreen() {
  const { t } = useTranslation();
  const machine = useMemo(
    () => gs1PrefixesWithActors({ load: t('gs1.loadFailed'), save: t('gs1.saveFailed') }),
    [t],
  );
  const actor = useActorRef(machine);
  return <Gs1PrefixesView actor={actor} />;
}

/** The prefixes page on a given actor (the screen's own, or a replay's). */
export function Gs1PrefixesView({ actor }: { actor: Gs1PrefixesActor }) {
  const { t } = useTranslation();
  const id = useId();
  const state = useSelector(actor, (snapshot) => snapshot.value);
  const answer = useSelector(actor, (snapshot) => snapshot.context.answer);
  const prefixes = useSelector(actor, (snapshot) => snapshot.context.prefixes);
  const input = useSelector(actor, (snapshot) => snapshot.context.input);
  const fault = useSelector(actor, (snapshot) => snapshot.context.fault);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const saved = useSelector(actor, (snapshot) => snapshot.context.saved);
  const busy = state === 'saving';
  return (
    <main className="mx-auto flex max-w-4xl flex-col gap-4 p-4">
      <h1 className="text-lg font-semibold text-slate-900">{t('gs1.title')}</h1>
      <p className="text-sm text-slate-600">{t('gs1.intro')}</p>
      {state === 'loading' && (
        <div className="flex flex-col gap-2" role="status" aria-label={t('gs1.title')}>
          <Skeleton className="h-9 w-1/2" />
          <Skeleton className="h-24 w-full" />
        </div>
      )}
      {state === 'failed' && (
        <RetryAlert
          message={error ?? t('gs1.loadFailed')}
          retryLabel={t('gs1.retry')}
          onRetry={() => actor.send({ type: 'RETRY' })}
        />
      )}
      {(state === 'editing' || state === 'saving') && answer !== null && (
        <>
          {answer.companies.length > 0 && (
            <div className="flex max-w-sm flex-col gap-1 text-xs font-medium text-slate-700">
              <label htmlFor={`${id}-company`}>{t('gs1.company')}</label>
              <select
                id={`${id}-company`}
                value={answer.company?.id ?? ''}
                disabled={busy}
                onChange={(event) =>
                  actor.send({ type: 'COMPANY.CHANGE', companyId: Number(event.target.value) })
                }
                className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm font-normal"
              >
                {answer.company === null && <option value="">—</option>}
                {answer.companies.map((company) => (
                  <option key={company.id} value={company.id}>
                    {company.name}
                  </option>
                ))}
              </select>
            </div>
          )}
          {answer.company === null ? (
            <Alert tone="info">{t('gs1.pickCompany')}</Alert>
          ) : (
            <section
              className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
              aria-labelledby={`${id}-list`}
            >
              <h2 id={`${id}-list`} className="text-sm font-semibold text-slate-800">
                {t('gs1.listLabel')}: {answer.company.name}
              </h2>
              {prefixes.length === 0 ? (
                <p className="text-sm text-slate-600">{t('gs1.none')}</p>
              ) : (
                <ul className="flex flex-wrap gap-2" aria-label={t('gs1.listLabel')}>
                  {prefixes.map((prefix) => (
                    <li
                      key={prefix}
                      className="flex items-center gap-1 rounded-md border border-slate-300 bg-slate-50 py-0.5 pr-1 pl-2 font-mono text-sm"
                    >
                      {prefix}
                      <button
                        type="button"
                        disabled={busy}
                        aria-label={t('gs1.remove', { prefix })}
                        onClick={() => actor.send({ type: 'PREFIX.REMOVE', prefix })}
                        className="rounded px-1 text-slate-500 hover:bg-slate-200 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-accent-600"
                      >
                        ×
                      </button>
                    </li>
                  ))}
                </ul>
              )}
              <form
                className="flex items-start gap-2"
                onSubmit={(event) => {
                  event.preventDefault();
                  actor.send({ type: 'PREFIX.ADD' });
                }}
              >
                <TextField
                  label={t('gs1.newPrefix')}
                  value={input}
                  inputMode="numeric"
                  disabled={busy}
                  errors={fault === null ? [] : [t(fault)]}
                  onValueChange={(value) => actor.send({ type: 'INPUT.CHANGE', value })}
                  className="w-56"
                />
                <Button type="submit" variant="secondary" className="mt-5" disabled={busy}>
                  {t('gs1.add')}
                </Button>
              </form>
              {error !== null && <Alert tone="error">{error}</Alert>}
              <div className="flex items-center gap-3">
                <Button onClick={() => actor.send({ type: 'SAVE' })} disabled={busy}>
                  {busy ? t('gs1.saving') : t('gs1.save')}
                </Button>
                <span className="text-xs text-slate-600" role="status">
                  {saved ? '' : t('gs1.unsaved')}
                </span>
              </div>
            </section>
          )}
          {answer.company !== null && <OutsideCards answer={answer} />}
        </>
      )}
    </main>
  );
}
