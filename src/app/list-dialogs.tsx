import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import type { ActionOutcome } from '@machines/data-table.machine';
import * as select from '@machines/data-table.selectors';
import { Alert } from '@kit/alert';
import { ConfirmDialog } from '@kit/data-table/confirm-dialog';
import type { ListActor, Text } from './list-table';

const textOf = (t: unknown): Text => t as Text;

/** §8 The question an action asks before it runs ('Wybrana pozycja zostanie usunięta, czy jesteś pewny?'). */
export function ListConfirm({ actor }: { actor: ListActor }) {
  const { t } = useTranslation();
  const text = textOf(t);
  const pending = useSelector(actor, select.selectConfirming);
  const info = useSelector(actor, select.selectInfo);
  const actions = pending?.mass ? info?.mass_actions : info?.single_actions;
  const action = actions?.find((candidate) => candidate.id === pending?.id);
  return (
    <ConfirmDialog
      open={pending !== null}
      title={action ? text(action.label) : t('dataTable.confirmTitle')}
      description={pending?.confirm ? text(pending.confirm, { count: pending.ids.length }) : ''}
      confirmLabel={action ? text(action.label) : t('dataTable.confirmTitle')}
      cancelLabel={t('dataTable.cancel')}
      danger={action?.danger ?? false}
      onConfirm={() => actor.send({ type: 'ACTION.CONFIRM' })}
      onCancel={() => actor.send({ type: 'ACTION.CANCEL' })}
    />
  );
}

/** The outcome of the last action, until closed or the next one starts; the server's words win. */
export function ListNotice({
  outcome,
  outcomeText,
  onDismiss,
}: {
  outcome: ActionOutcome | null;
  outcomeText: (actionId: string, count: number) => string;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  if (outcome === null || outcome.redirect !== null) return null;
  const message =
    outcome.message ??
    (outcome.kind === 'failed' ? t('errors.short') : outcomeText(outcome.actionId, outcome.count ?? 1));
  return (
    <Alert
      tone={outcome.tone}
      className="flex items-center justify-between gap-3"
      data-testid="action-notice"
    >
      <span>{message}</span>
      <button
        type="button"
        onClick={onDismiss}
        className="rounded px-1.5 text-xs font-medium underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-accent-600"
      >
        {t('notifications.close')}
      </button>
    </Alert>
  );
}
