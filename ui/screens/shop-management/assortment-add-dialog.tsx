import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { Alert } from '@kit/alert';
import { Button } from '@kit/button';
import { Dialog } from '@kit/dialog';
import { RetryAlert } from '@kit/retry-alert';
import { Skeleton } from '@kit/skeleton';
import { TextField } from '@kit/text-field';
import { assortmentAddMachine } from '@machines/assortment-add.machine';
import { addCardsActor, findCandidatesActor } from './assortment-add-actors';

export type AssortmentAddActor = ActorRefFrom<typeof assortmentAddMachine>;

/** §2 shop-management: the add-cards dialog on its own actor; `onAdded` reloads the list and the figure. */
export function AssortmentAddDialog({
  network,
  onAdded,
  onClose,
}: {
  network: string;
  onAdded: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const machine = useMemo(
    () =>
      assortmentAddMachine.provide({
        actors: {
          findCandidates: findCandidatesActor(() => t('shopAssortment.add.loadFailed')),
          addCards: addCardsActor(() => t('errors.generic')),
        },
      }),
    [t],
  );
  const actor = useActorRef(machine);
  const added = useRef(onAdded);
  useEffect(() => {
    added.current = onAdded;
  }, [onAdded]);
  useEffect(() => {
    const subscription = actor.on('added', () => added.current());
    return () => subscription.unsubscribe();
  }, [actor]);
  return <AssortmentAddView actor={actor} network={network} onClose={onClose} />;
}

/** The dialog on a given actor (the screen's own, or a replay's). */
export function AssortmentAddView({
  actor,
  network,
  onClose,
}: {
  actor: AssortmentAddActor;
  network: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const added = useSelector(actor, (snapshot) => (snapshot.matches('added') ? snapshot.context.added : null));
  return (
    <Dialog
      open
      title={t('shopAssortment.add.title')}
      description={t('shopAssortment.add.description', { network })}
      onOpenChange={(open) => !open && onClose()}
      className="w-[min(94vw,40rem)]"
    >
      {added === null ? (
        <ChooseCards actor={actor} onClose={onClose} />
      ) : (
        <div className="flex flex-col gap-4">
          <Alert tone="success" role="status">
            {t('shopAssortment.add.added', { count: added })}
          </Alert>
          <div className="flex justify-end">
            <Button onClick={onClose}>{t('shopAssortment.add.close')}</Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}

function ChooseCards({ actor, onClose }: { actor: AssortmentAddActor; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const query = useSelector(actor, (snapshot) => snapshot.context.query);
  const cards = useSelector(actor, (snapshot) => snapshot.context.cards);
  const more = useSelector(actor, (snapshot) => snapshot.context.more);
  const selected = useSelector(actor, (snapshot) => snapshot.context.selected);
  const chooseOne = useSelector(actor, (snapshot) => snapshot.context.chooseOne);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const searching = useSelector(actor, (snapshot) => snapshot.matches('searching'));
  const failed = useSelector(actor, (snapshot) => snapshot.matches('searchFailed'));
  const adding = useSelector(actor, (snapshot) => snapshot.matches('adding'));
  return (
    <div className="flex flex-col gap-4">
      <form
        role="search"
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'SEARCH' });
        }}
      >
        <TextField
          className="flex-1"
          label={t('shopAssortment.add.search')}
          value={query}
          autoComplete="off"
          onValueChange={(value) => actor.send({ type: 'QUERY.CHANGE', query: value })}
        />
        <Button type="submit" variant="secondary" disabled={searching || adding}>
          {t('shopAssortment.add.searchSubmit')}
        </Button>
      </form>
      {failed ? (
        <RetryAlert
          message={error ?? t('shopAssortment.add.loadFailed')}
          retryLabel={t('shopAssortment.add.retry')}
          onRetry={() => actor.send({ type: 'RETRY' })}
        />
      ) : searching ? (
        <div className="flex flex-col gap-2" aria-hidden>
          <Skeleton className="h-6 w-full" />
          <Skeleton className="h-6 w-full" />
          <Skeleton className="h-6 w-3/4" />
        </div>
      ) : cards.length === 0 ? (
        <p className="text-sm text-slate-600">{t('shopAssortment.add.none')}</p>
      ) : (
        <fieldset className="flex max-h-72 flex-col overflow-y-auto rounded-md border border-slate-200">
          <legend className="sr-only">{t('shopAssortment.add.listLabel')}</legend>
          {cards.map((card) => (
            <div
              key={card.id}
              className="flex items-start gap-2 border-b border-slate-100 px-3 py-2 last:border-0"
            >
              <input
                id={`${id}-${card.id}`}
                type="checkbox"
                checked={selected.includes(card.id)}
                disabled={adding}
                aria-describedby={`${id}-${card.id}-details`}
                onChange={() => actor.send({ type: 'CARD.TOGGLE', id: card.id })}
                className="mt-0.5 size-4 rounded border-slate-300 accent-accent-700"
              />
              <div className="flex flex-1 flex-col text-sm">
                <label htmlFor={`${id}-${card.id}`} className="font-medium text-slate-900">
                  {card.name_to_show}
                </label>
                <p id={`${id}-${card.id}-details`} className="text-xs text-slate-500">
                  {[card.gtin, card.supplier].filter((part) => part !== null && part !== '').join(' · ')}
                </p>
              </div>
            </div>
          ))}
        </fieldset>
      )}
      {more && !searching && !failed && (
        <p className="text-xs text-slate-500">{t('shopAssortment.add.more')}</p>
      )}
      {chooseOne && <Alert tone="error">{t('shopAssortment.add.chooseOne')}</Alert>}
      {error !== null && !failed && <Alert tone="error">{error}</Alert>}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('shopAssortment.add.cancel')}
        </Button>
        <Button disabled={searching || failed || adding} onClick={() => actor.send({ type: 'ADD' })}>
          {adding
            ? t('shopAssortment.add.adding')
            : t('shopAssortment.add.submit', { count: selected.length })}
        </Button>
      </div>
    </div>
  );
}
