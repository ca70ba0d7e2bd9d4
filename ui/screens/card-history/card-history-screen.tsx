import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '@app/module-registry';
import { Alert } from '@kit/alert';
import { cardHistoryMachine } from '@machines/card-history.machine';
import { cardHistoryActors } from './card-history-actors';
import { CardHistoryView } from './card-history-view';

/**
 * `/react/product/{id}/history` (docs/decisions/0053): the card's versions, two of them compared, and a
 * restore as a new version. Reached from the card form and the card details.
 */
export function CardHistoryScreen({ params }: ScreenProps) {
  const { t } = useTranslation();
  const id = params.id ?? '';
  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-4 p-4">
      {/^[1-9]\d{0,8}$/.test(id) ? (
        <CardHistoryOf key={id} productId={Number(id)} />
      ) : (
        <>
          <h1 className="text-lg font-semibold text-slate-900">{t('cardHistory.title')}</h1>
          <Alert tone="error">{t('errors.productNotFound')}</Alert>
        </>
      )}
    </main>
  );
}

/** The cardHistory machine of one card, on the real API. */
function CardHistoryOf({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const machine = useMemo(
    () =>
      cardHistoryMachine.provide({
        actors: cardHistoryActors({
          load: () => t('cardHistory.failed'),
          restore: () => t('cardHistory.restoreFailed'),
          conflict: () => t('cardHistory.conflict'),
        }),
      }),
    [t],
  );
  const actor = useActorRef(machine, { input: { productId } });
  return <CardHistoryView actor={actor} />;
}
