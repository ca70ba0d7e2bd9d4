import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { agreeToMigration, applyMigration, migration, migrationOptions } from '@api/attribute-lists';
import { toRefusal } from '@api/auth';
import type { MigrationDetails } from '@contract/attribute-migrations';
import type { ScreenProps } from '@app/module-registry';
import { usePermission } from '@app/session/use-permission';
import { useResource } from '@app/use-resource';
import { Alert } from '@kit/alert';
import { Button } from '@kit/button';
import { ConfirmDialog } from '@kit/data-table/confirm-dialog';
import { RetryAlert } from '@kit/retry-alert';
import { Skeleton } from '@kit/skeleton';
import { MigrationForm } from './migration-form';
import { MigrationView } from './migration-view';

type Step = 'agree' | 'apply' | null;

/**
 * §2 edit-attribute-migration (`/react/attribute-migration/{id}`, `new` for a new one): the administrator
 * edits a pending migration and applies it once everyone agreed; a supplier reads it and gives the
 * §2 Modals agreement for its company.
 */
export function EditAttributeMigrationScreen({ params }: ScreenProps) {
  // The notice outlives the page of one migration: a new one saved lands on its own page with it.
  const [notice, setNotice] = useState<Notice | null>(null);
  return (
    <MigrationPage key={params.id ?? ''} idParam={params.id ?? ''} notice={notice} setNotice={setNotice} />
  );
}

type Notice = { tone: 'success' | 'error'; text: string };

function MigrationPage({
  idParam,
  notice,
  setNotice,
}: {
  idParam: string;
  notice: Notice | null;
  setNotice: (notice: Notice | null) => void;
}) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const isNew = idParam === 'new';
  const id = isNew ? null : Number(idParam);
  const manages = usePermission('attribute_migrations.manage');
  const details = useResource<MigrationDetails | null>(() =>
    id === null || !Number.isInteger(id) ? Promise.resolve(null) : migration(id),
  );
  const options = useResource(() => (manages ? migrationOptions() : Promise.resolve(null)));
  const [step, setStep] = useState<Step>(null);
  const data = details.data;

  const run = async (which: Exclude<Step, null>) => {
    if (id === null) return;
    setStep(null);
    try {
      const answer = which === 'agree' ? await agreeToMigration(id) : await applyMigration(id);
      setNotice({
        tone: 'success',
        text:
          which === 'agree'
            ? t('attributeMigrations.edit.agreed')
            : t('attributeMigrations.edit.applied', { count: answer.applied_cards ?? 0 }),
      });
      details.reload();
    } catch (error) {
      setNotice({ tone: 'error', text: toRefusal(error, t('errors.short')).message });
    }
  };

  const loading = (details.loading && data === null) || (manages && options.data === null && !options.failed);
  const own = data?.companies[0];
  return (
    <div className="flex max-w-4xl flex-col gap-4">
      <Link href="/attribute-migration" className="text-sm text-accent-800 hover:underline">
        ← {t('attributeMigrations.edit.back')}
      </Link>
      <h1 className="text-xl font-semibold text-slate-900">
        {isNew ? t('attributeMigrations.edit.titleNew') : (data?.name ?? t('attributeMigrations.edit.title'))}
      </h1>
      {notice !== null && (
        <Alert tone={notice.tone} data-testid="migration-notice">
          {notice.text}
        </Alert>
      )}
      {details.failed || options.failed ? (
        <RetryAlert
          message={t('errors.short')}
          retryLabel={t('dataTable.retry')}
          onRetry={() => {
            details.retry();
            options.retry();
          }}
        />
      ) : loading ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : (
        <>
          {data !== null && <MigrationView details={data} />}
          {data !== null && (data.can_agree || data.can_apply) && (
            <div className="flex flex-wrap gap-2">
              {data.can_agree && (
                <Button onClick={() => setStep('agree')}>{t('attributeMigrations.actions.agree')}</Button>
              )}
              {data.can_apply && (
                <Button onClick={() => setStep('apply')}>{t('attributeMigrations.actions.apply')}</Button>
              )}
            </div>
          )}
          {options.data !== null && (isNew || data?.can_edit === true) && (
            <MigrationForm
              key={data?.id ?? 'new'}
              options={options.data}
              initial={data}
              onSaved={(saved) => {
                setNotice({ tone: 'success', text: t('attributeMigrations.edit.saved') });
                if (isNew) navigate(`/attribute-migration/${saved}`);
                else details.reload();
              }}
            />
          )}
        </>
      )}
      <ConfirmDialog
        open={step !== null}
        title={
          step === 'agree' ? t('attributeMigrations.edit.agreeTitle') : t('attributeMigrations.actions.apply')
        }
        description={
          step === 'agree' && data !== null
            ? t('attributeMigrations.edit.agreeText', {
                cards: own?.affected_cards ?? 0,
                source: data.source,
                target: data.target,
              })
            : t('attributeMigrations.confirm.apply')
        }
        confirmLabel={
          step === 'agree' ? t('attributeMigrations.actions.agree') : t('attributeMigrations.actions.apply')
        }
        cancelLabel={t('dataTable.cancel')}
        danger={false}
        onConfirm={() => step !== null && void run(step)}
        onCancel={() => setStep(null)}
      />
    </div>
  );
}
