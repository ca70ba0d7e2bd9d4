import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import * as select from '@machines/data-table.selectors';
import { Alert } from '@kit/alert';
import type { TableActor } from '@app/machine-list-table';
import { textOf } from './list-text';

/** Success words per action id of the offer screens; a failure shows the server's own words. */
const DONE: Record<string, string> = {
  add_offer: 'offersList.created',
  approve: 'chainProducts.outcome.approve',
  reject: 'chainProducts.outcome.reject',
  revoke: 'chainProducts.outcome.revoke',
  attributes: 'chainMasterData.dialog.saved',
};

/** The outcome of the last action on an offer list, until it is closed or the next action starts. */
export function OfferNotice({ actor }: { actor: TableActor }) {
  const { t } = useTranslation();
  const text = textOf(t);
  const outcome = useSelector(actor, select.selectOutcome);
  if (outcome === null) return null;
  const message =
    outcome.message ??
    (outcome.kind === 'failed' ? t('errors.short') : text(DONE[outcome.actionId] ?? 'errors.success'));
  return (
    <Alert
      tone={outcome.tone}
      className="flex items-center justify-between gap-3"
      data-testid="action-notice"
    >
      <span>{message}</span>
      <button
        type="button"
        onClick={() => actor.send({ type: 'OUTCOME.DISMISS' })}
        className="rounded px-1.5 text-xs font-medium underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-accent-600"
      >
        {t('notifications.close')}
      </button>
    </Alert>
  );
}
