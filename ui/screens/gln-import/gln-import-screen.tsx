import { useActorRef, useSelector } from '@xstate/react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { GLN_IMPORT_MODES } from '@contract/gln-import';
import { Alert } from '@kit/alert';
import { Button } from '@kit/button';
import { Skeleton } from '@kit/skeleton';
import type { glnImportMachine } from '@machines/gln-import.machine';
import { glnImportWithActors } from './gln-import-actors';
import { GlnReportTable } from './gln-report-table';

export type GlnImportActor = ActorRefFrom<typeof glnImportMachine>;

/** §6 Import GLN file (`/company/gln-import`, admins): the glnImport machine with the real calls. */
export function GlnImportScreen() {
  const { t } = useTranslation();
  const machine = useMemo(
    () => glnImportWithActors({ check: t('glnImport.checkFailed'), apply: t('glnImport.applyFailed') }),
    [t],
  );
  const actor = useActorRef(machine);
  return <GlnImportView actor={actor} />;
}

/** The import on a given actor (the screen's own, or a replay's). */
export function GlnImportView({ actor }: { actor: GlnImportActor }) {
  const { t } = useTranslation();
  const id = useId();
  const state = useSelector(actor, (snapshot) => snapshot.value);
  const report = useSelector(actor, (snapshot) => snapshot.context.report);
  const mode = useSelector(actor, (snapshot) => snapshot.context.mode);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const hint = useSelector(actor, (snapshot) => snapshot.context.hint);
  const applied = useSelector(actor, (snapshot) => snapshot.context.applied);
  const restart = (
    <Button variant="secondary" onClick={() => actor.send({ type: 'RESTART' })}>
      {t('glnImport.another')}
    </Button>
  );
  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-4 p-4">
      <h1 className="text-lg font-semibold text-slate-900">{t('glnImport.title')}</h1>
      {(state === 'choosing' || state === 'checking') && (
        <form
          className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'CHECK' });
          }}
        >
          <p className="text-sm text-slate-600">{t('glnImport.intro')}</p>
          <label htmlFor={`${id}-file`} className="text-xs font-medium text-slate-700">
            {t('glnImport.file')}
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            disabled={state === 'checking'}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file !== undefined) actor.send({ type: 'FILE.CHOOSE', name: file.name, source: file });
            }}
            className="text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm"
          />
          {hint === 'noFile' && <Alert tone="error">{t('glnImport.errors.noFile')}</Alert>}
          {error !== null && <Alert tone="error">{error}</Alert>}
          <div>
            <Button type="submit" disabled={state === 'checking'}>
              {t('glnImport.check')}
            </Button>
          </div>
          {state === 'checking' && (
            <div className="flex flex-col gap-2" role="status" aria-label={t('glnImport.checking')}>
              <Skeleton className="h-5 w-1/3" />
              <Skeleton className="h-24 w-full" />
            </div>
          )}
        </form>
      )}
      {(state === 'checked' || state === 'applying') && report !== null && (
        <section
          className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
          aria-labelledby={`${id}-report`}
        >
          <h2 id={`${id}-report`} className="text-sm font-semibold text-slate-800">
            {report.file_name}
          </h2>
          <p className="text-sm text-slate-700 tabular-nums">
            {t('glnImport.summary', {
              total: report.total_rows,
              good: report.good_rows,
              bad: report.bad_rows,
            })}
          </p>
          <GlnReportTable report={report} />
          <fieldset className="flex flex-col gap-1.5">
            <legend className="mb-1 text-xs font-medium text-slate-700">{t('glnImport.mode.legend')}</legend>
            {GLN_IMPORT_MODES.map((value) => (
              <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name={`${id}-mode`}
                  value={value}
                  checked={mode === value}
                  disabled={state === 'applying'}
                  onChange={() => actor.send({ type: 'MODE.CHANGE', mode: value })}
                  className="accent-accent-700"
                />
                {t(`glnImport.mode.${value}`)}
              </label>
            ))}
          </fieldset>
          {report.as_job && <Alert tone="info">{t('glnImport.asJob')}</Alert>}
          {hint === 'blocked' && (
            <Alert tone="error">
              {t(report.good_rows === 0 ? 'glnImport.nothingGood' : 'glnImport.blocked')}
            </Alert>
          )}
          {error !== null && <Alert tone="error">{error}</Alert>}
          <div className="flex gap-2">
            <Button onClick={() => actor.send({ type: 'APPLY' })} disabled={state === 'applying'}>
              {state === 'applying' ? t('glnImport.applying') : t('glnImport.apply')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => actor.send({ type: 'BACK' })}
              disabled={state === 'applying'}
            >
              {t('glnImport.back')}
            </Button>
          </div>
        </section>
      )}
      {state === 'applied' && applied !== null && (
        <section className="flex flex-col gap-3">
          <Alert tone="success">
            <p className="font-medium">{t('glnImport.applied')}</p>
            <p>{applied.message}</p>
          </Alert>
          <div>{restart}</div>
        </section>
      )}
      {state === 'queued' && (
        <section className="flex flex-col gap-3">
          <Alert tone="info">{t('glnImport.queuedTitle')}</Alert>
          <div>{restart}</div>
        </section>
      )}
    </main>
  );
}
