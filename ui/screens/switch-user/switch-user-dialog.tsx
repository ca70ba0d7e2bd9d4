import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { Alert } from '@kit/alert';
import { Button } from '@kit/button';
import { Dialog } from '@kit/dialog';
import { RetryAlert } from '@kit/retry-alert';
import { Skeleton } from '@kit/skeleton';
import type { SwitchAnswer } from '@machines/session.machine';
import { switchUserMachine } from '@machines/switch-user.machine';
import { loadTargetsActor, switchToActor } from './switch-user-actors';

export type SwitchUserActor = ActorRefFrom<typeof switchUserMachine>;

/** §6 Switch user: the "act as…" dialog on its own actor; `onSwitched` hands the answer to the session. */
export function SwitchUserDialog({
  onSwitched,
  onClose,
}: {
  onSwitched: (answer: SwitchAnswer) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const machine = useMemo(
    () =>
      switchUserMachine.provide({
        actors: {
          loadTargets: loadTargetsActor,
          switchTo: switchToActor(() => t('switchUser.errors.notAllowed')),
        },
      }),
    [t],
  );
  const actor = useActorRef(machine);
  const switched = useRef(onSwitched);
  useEffect(() => {
    switched.current = onSwitched;
  }, [onSwitched]);
  useEffect(() => {
    const subscription = actor.on('switched', (event) => switched.current(event.answer));
    return () => subscription.unsubscribe();
  }, [actor]);
  return <SwitchUserView actor={actor} onClose={onClose} />;
}

/** The dialog on a given actor (the header's own, or a replay's). */
export function SwitchUserView({ actor, onClose }: { actor: SwitchUserActor; onClose: () => void }) {
  const { t } = useTranslation();
  const loading = useSelector(actor, (snapshot) => snapshot.matches('loading'));
  const loadFailed = useSelector(actor, (snapshot) => snapshot.matches('loadFailed'));
  return (
    <Dialog
      open
      title={t('switchUser.dialog.title')}
      description={t('switchUser.dialog.intro')}
      onOpenChange={(open) => !open && onClose()}
      className="w-[min(92vw,32rem)]"
    >
      {loading && (
        <div className="flex flex-col gap-2" aria-hidden="true">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-9 w-full" />
        </div>
      )}
      {loadFailed && (
        <RetryAlert
          message={t('switchUser.dialog.loadFailed')}
          retryLabel={t('switchUser.dialog.retry')}
          onRetry={() => actor.send({ type: 'RETRY' })}
        />
      )}
      {!loading && !loadFailed && <TargetForm actor={actor} onClose={onClose} />}
    </Dialog>
  );
}

function TargetForm({ actor, onClose }: { actor: SwitchUserActor; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const targets = useSelector(actor, (snapshot) => snapshot.context.targets);
  const chosen = useSelector(actor, (snapshot) => snapshot.context.chosen);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const busy = useSelector(
    actor,
    (snapshot) => snapshot.matches('switching') || snapshot.matches('switched'),
  );
  if (targets.length === 0)
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="info">{t('switchUser.dialog.none')}</Alert>
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('switchUser.dialog.cancel')}
          </Button>
        </div>
      </div>
    );
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'SUBMIT' });
      }}
    >
      <label htmlFor={id} className="flex flex-col gap-1 text-sm font-medium text-slate-800">
        {t('switchUser.dialog.target')}
        <select
          id={id}
          value={chosen === null ? '' : String(chosen)}
          disabled={busy}
          onChange={(event) =>
            actor.send({
              type: 'CHOOSE',
              userId: event.target.value === '' ? null : Number(event.target.value),
            })
          }
          className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm font-normal"
        >
          <option value="">{t('switchUser.dialog.choose')}</option>
          {targets.map((target) => (
            <option key={target.user_id} value={target.user_id}>
              {t('switchUser.dialog.option', {
                name: target.name,
                company: target.company_name ?? target.email,
                day: target.expires_on,
              })}
            </option>
          ))}
        </select>
      </label>
      {error !== null && <Alert tone="error">{error}</Alert>}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('switchUser.dialog.cancel')}
        </Button>
        <Button type="submit" disabled={chosen === null || busy} aria-busy={busy}>
          {t('switchUser.dialog.submit')}
        </Button>
      </div>
    </form>
  );
}
