import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { FEATURE, isFeatureOn } from '@domain/feature-flags';
import { Alert } from '@kit/alert';
import { Button } from '@kit/button';
import { Skeleton } from '@kit/skeleton';
import { usePageConfig } from '@app/config-context';
import type { ScreenProps } from '@app/module-registry';
import type { productsImporterMachine } from '@machines/products-importer.machine';
import { productsImporterWithActors } from '@app/products-importer-actors';
import { MappingStep } from './mapping-step';
import { PreviewStep } from './preview-step';
import { ImportingStep, ReportSkeleton, ReportStep } from './report-step';
import { Steps, stepOf } from './steps';
import { TemplateCard } from './template-card';
import { UploadCard } from './upload-card';

/**
 * §2 Products importer (`/products-importer-excel`, supplier, page flag 14): the template, the upload,
 * the column check, the preview, the import as a job and its report. The productsImporter machine owns
 * the flow; this screen renders its state.
 */
export function ProductsImporterScreen(_props: ScreenProps) {
  const { t } = useTranslation();
  const config = usePageConfig();
  if (!isFeatureOn(config.features, FEATURE.NEW_PRODUCT_IMPORTER))
    return <Alert tone="info">{t('productsImporter.errors.off')}</Alert>;
  return <Importer />;
}

function Importer() {
  const actor = useActorRef(productsImporterWithActors);
  return <ImporterView actor={actor} />;
}

export type ImporterActor = ActorRefFrom<typeof productsImporterMachine>;

/** What the user sees of the productsImporter machine in every state; it only reads the actor and sends to it. */
export function ImporterView({ actor }: { actor: ImporterActor }) {
  const { t } = useTranslation();
  const state = useSelector(actor, (snapshot) => String(snapshot.value));
  const context = useSelector(actor, (snapshot) => snapshot.context);
  // The mode picked for the template is the one the upload is read in (a form value, not flow state).
  const [forUpdate, setForUpdate] = useState(true);
  const send = actor.send;

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-col gap-2">
        <h1 className="text-xl font-semibold text-slate-900">{t('productsImporter.title')}</h1>
        <p className="max-w-3xl text-sm text-slate-600">{t('productsImporter.intro')}</p>
        <Steps current={stepOf(state)} />
      </header>
      {state === 'initialising' && (
        <div
          aria-busy="true"
          aria-label={t('productsImporter.screen.loading')}
          className="grid gap-4 md:grid-cols-2"
        >
          <Skeleton className="h-64" />
          <Skeleton className="h-64" />
        </div>
      )}
      {state === 'loadFailed' && (
        <Alert tone="error" className="flex items-center justify-between gap-3">
          <span>{t('productsImporter.errors.loadFailed')}</span>
          <Button variant="secondary" size="sm" onClick={() => send({ type: 'RETRY' })}>
            {t('productsImporter.screen.actions.retry')}
          </Button>
        </Alert>
      )}
      {(state === 'choosing' || state === 'uploading') && context.settings !== null && (
        <div className="grid items-start gap-4 md:grid-cols-2">
          <TemplateCard forUpdate={forUpdate} onModeChange={setForUpdate} />
          <UploadCard
            settings={context.settings}
            uploading={state === 'uploading'}
            progress={context.uploadProgress}
            error={context.error}
            onUpload={(file) => send({ type: 'UPLOAD', source: file, forUpdate })}
            onCancel={() => send({ type: 'CANCEL' })}
            onDismiss={() => send({ type: 'DISMISS' })}
          />
        </div>
      )}
      {state === 'mapping' && context.analysis !== null && (
        <MappingStep
          analysis={context.analysis}
          onNext={() => send({ type: 'NEXT' })}
          onBack={() => send({ type: 'BACK' })}
        />
      )}
      {(state === 'preview' || state === 'starting') && context.analysis !== null && (
        <PreviewStep
          analysis={context.analysis}
          starting={state === 'starting'}
          error={context.error}
          onConfirm={() => send({ type: 'CONFIRM' })}
          onBack={() => send({ type: 'BACK' })}
          onCancel={() => send({ type: 'CANCEL' })}
          onDismiss={() => send({ type: 'DISMISS' })}
        />
      )}
      {state === 'importing' && <ImportingStep job={context.job} />}
      {state === 'reporting' && <ReportSkeleton />}
      {(state === 'done' || state === 'failed') && (
        <ReportStep report={context.report} failed={state === 'failed'} onNew={() => send({ type: 'NEW' })} />
      )}
    </div>
  );
}
