import { useTranslation } from 'react-i18next';
import { textOf, type Text } from './list-view';
import { Alert } from '@kit/alert';
import type { ActionOutcome } from '@machines/data-table.machine';

/** The words for a finished action: the server's when it said something, ours otherwise. */
function messageOf(outcome: ActionOutcome, t: Text) {
  if (outcome.message !== null) return outcome.message;
  if (outcome.kind === 'failed') return t('errors.short');
  if (outcome.actionId === 'delete') return t('productsList.outcome.deleted', { count: outcome.count ?? 1 });
  if (outcome.actionId === 'sales_status') return t('productsList.outcome.salesStatus');
  if (outcome.actionId === 'export') return t('productsList.outcome.exported');
  return t('errors.success');
}

/** The outcome of the last single or mass action, until it is closed or the next action starts. */
export function ActionNotice({
  outcome,
  onDismiss,
}: {
  outcome: ActionOutcome | null;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  if (outcome === null || outcome.redirect !== null) return null;
  const text = textOf(t);
  return (
    <Alert
      tone={outcome.tone}
      className="flex items-center justify-between gap-3"
      data-testid="action-notice"
    >
      <span>{messageOf(outcome, text)}</span>
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
