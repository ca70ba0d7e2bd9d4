import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { ScreenProps } from '@app/module-registry';
import { usePermission } from '@app/session/use-permission';
import { Alert } from '@kit/alert';
import { Button } from '@kit/button';
import { ConfirmDialog } from '@kit/data-table/confirm-dialog';
import { RetryAlert } from '@kit/retry-alert';
import { Skeleton } from '@kit/skeleton';
import { migrationPageMachine, type MigrationNotice } from '@machines/migration-page.machine';
import { MigrationForm } from './migration-form';
import { loadMigrationPageActor, migrationStepActor } from './migration-page-actors';
import { MigrationView } from './migration-view';

export type MigrationPageActor = ActorRefFrom<typeof migrationPageMachine>;

/**
 * §2 edit-attribute-migration (`/react/attribute-migration/{id}`, `new` for a new one): the administrator
 * edits a pending migration and applies it once everyone agreed; a supplier reads it and gives the
 * §2 Modals agreement for its company. The page runs on the migrationPage machine.
 */
export function EditAttributeMigrationScreen({ params }: ScreenProps) {
  // The notice outlives the page of one migration: a new one saved lands on its own page with it.
  const [carried, setCarried] = useState<MigrationNotice | null>(null);
  const idParam = params.id ?? '';
  return <MigrationPage key={idParam} idParam={idParam} carried={carried} onCreated={setCarried} />;
}

function MigrationPage({
  idParam,
  carried,
  onCreated,
}: {
  idParam: string;
  carried: MigrationNotice | null;
  onCreated: (notice: MigrationNotice) => void;
}) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const manages = usePermission('attribute_migrations.manage');
  const machine = useMemo(
    () =>
      migrationPageMachine.provide({
        actors: {
          load: loadMigrationPageActor(),
          act: migrationStepActor(() => t('errors.short')),
        },
      }),
    [t],
  );
  const actor = useActorRef(machine, {
    input: { id: idParam === 'new' ? null : Number(idParam), manages, notice: carried },
  });
  const created = useRef({ onCreated, navigate });
  useEffect(() => {
    created.current = { onCreated, navigate };
  }, [onCreated, navigate]);
  useEffect(() => {
    const subscription = actor.on('created', (event) => {
      created.current.onCreated({ kind: 'saved' });
      created.current.navigate(`/attribute-migration/${event.id}`);
    });
    return () => subscription.unsubscribe();
  }, [actor]);
  return <MigrationPageView actor={actor} />;
}

/** The migration page on a given actor (the screen's own, or a replay's). */
export function MigrationPageView({ actor }: { actor: MigrationPageActor }) {
  const { t } = useTranslation();
  const isNew = useSelector(actor, (snapshot) => snapshot.context.id === null);
  const data = useSelector(actor, (snapshot) => snapshot.context.details);
  const options = useSelector(actor, (snapshot) => snapshot.context.options);
  const notice = useSelector(actor, (snapshot) => snapshot.context.notice);
  const step = useSelector(actor, (snapshot) => snapshot.context.step);
  const failed = useSelector(actor, (snapshot) => snapshot.matches('failed'));
  const loading = useSelector(actor, (snapshot) => snapshot.matches('loading'));
  const confirming = useSelector(actor, (snapshot) => snapshot.matches({ ready: 'confirming' }));
  const busy = useSelector(
    actor,
    (snapshot) => snapshot.matches({ ready: 'acting' }) || snapshot.matches({ ready: 'reloading' }),
  );
  const own = data?.companies[0];
  const message =
    notice === null
      ? null
      : notice.kind === 'error'
        ? { tone: 'error' as const, text: notice.text }
        : {
            tone: 'success' as const,
            text:
              notice.kind === 'applied'
                ? t('attributeMigrations.edit.applied', { count: notice.count })
                : t(`attributeMigrations.edit.${notice.kind}`),
          };
  return (
    <div className="flex max-w-4xl flex-col gap-4">
      <Link href="/attribute-migration" className="text-sm text-accent-800 hover:underline">
        ← {t('attributeMigrations.edit.back')}
      </Link>
      <h1 className="text-xl font-semibold text-slate-900">
        {isNew ? t('attributeMigrations.edit.titleNew') : (data?.name ?? t('attributeMigrations.edit.title'))}
      </h1>
      {message !== null && (
        <Alert tone={message.tone} data-testid="migration-notice">
          {message.text}
        </Alert>
      )}
      {failed ? (
        <RetryAlert
          message={t('errors.short')}
          retryLabel={t('dataTable.retry')}
          onRetry={() => actor.send({ type: 'RETRY' })}
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
                <Button disabled={busy} onClick={() => actor.send({ type: 'AGREE' })}>
                  {t('attributeMigrations.actions.agree')}
                </Button>
              )}
              {data.can_apply && (
                <Button disabled={busy} onClick={() => actor.send({ type: 'APPLY' })}>
                  {t('attributeMigrations.actions.apply')}
                </Button>
              )}
            </div>
          )}
          {options !== null && (isNew || data?.can_edit === true) && (
            <MigrationForm
              key={data?.id ?? 'new'}
              options={options}
              initial={data}
              onSaved={(id) => actor.send({ type: 'SAVED', id })}
            />
          )}
        </>
      )}
      <ConfirmDialog
        open={confirming}
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
        onConfirm={() => actor.send({ type: 'CONFIRM' })}
        onCancel={() => actor.send({ type: 'CANCEL' })}
      />
    </div>
  );
}
