import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { offerSendMachine, OfferValues } from '@machines/offer-send.machine';
import { Alert } from '@kit/alert';
import { Button } from '@kit/button';
import { CheckboxField } from '@kit/checkbox-field';
import { RetryAlert } from '@kit/retry-alert';
import { Skeleton } from '@kit/skeleton';
import { TextField } from '@kit/text-field';
import { CardPicker, type SearchCards } from './card-picker';

export type OfferSendActor = ActorRefFrom<typeof offerSendMachine>;

/**
 * §2 Modals "send-offer", §3 Offer modal values on the offerSend machine: the cards offered (with the
 * picker), the networks, the values, the server's refusal, and how many offers a send made.
 */
export function OfferSendView({
  actor,
  search,
  onClose,
}: {
  actor: OfferSendActor;
  search: SearchCards;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const snapshot = useSelector(actor, (state) => state);
  const { cards, networks, chosen, values, errors, sent } = snapshot.context;
  if (snapshot.matches('loading'))
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-9 w-2/3" />
      </div>
    );
  if (snapshot.matches('loadFailed'))
    return (
      <RetryAlert
        message={t('offerSend.loadFailed')}
        retryLabel={t('offerSend.retry')}
        onRetry={() => actor.send({ type: 'RETRY' })}
      />
    );
  if (snapshot.matches('sent'))
    return (
      <div className="flex flex-col gap-3">
        <Alert tone="success">{t('offerSend.sent', { count: sent })}</Alert>
        <div className="flex justify-end">
          <Button onClick={onClose}>{t('offerSend.close')}</Button>
        </div>
      </div>
    );
  const sending = snapshot.matches('sending');
  const complete =
    cards.length > 0 && chosen.length > 0 && values.name.trim() !== '' && values.date_from !== '';
  const field = (name: keyof OfferValues) => ({
    value: values[name],
    onValueChange: (value: string) => actor.send({ type: 'FIELD.CHANGE', field: name, value }),
  });
  return (
    <form
      className="grid grid-cols-2 gap-3"
      aria-busy={sending || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'SUBMIT' });
      }}
    >
      <fieldset className="col-span-2 flex flex-col gap-2">
        <legend className="mb-1 text-xs font-medium text-slate-700">{t('offerSend.cards')}</legend>
        {cards.length === 0 ? (
          <p className="text-xs text-slate-600">{t('offerSend.noCards')}</p>
        ) : (
          <ul className="flex flex-wrap gap-1.5">
            {cards.map((card) => (
              <li
                key={card.id}
                className="flex items-center gap-1 rounded-full bg-accent-50 py-0.5 pr-1 pl-2 text-xs text-accent-900 ring-1 ring-accent-200"
              >
                <span>{card.name}</span>
                <button
                  type="button"
                  aria-label={t('offerSend.remove', { name: card.name })}
                  onClick={() => actor.send({ type: 'CARD.REMOVE', id: card.id })}
                  className="rounded-full px-1 text-accent-800 hover:bg-accent-100 focus-visible:outline-2 focus-visible:outline-accent-600"
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        <CardPicker search={search} chosen={cards} onAdd={(card) => actor.send({ type: 'CARD.ADD', card })} />
      </fieldset>
      <fieldset className="col-span-2">
        <legend className="mb-1 text-xs font-medium text-slate-700">{t('offerSend.networks')}</legend>
        <div className="grid grid-cols-2 gap-1">
          {networks.map((network) => (
            <CheckboxField
              key={network.code}
              label={network.name}
              checked={chosen.includes(network.code)}
              onCheckedChange={() => actor.send({ type: 'NETWORK.TOGGLE', code: network.code })}
            />
          ))}
        </div>
      </fieldset>
      <TextField label={t('offersList.dialog.dealerId')} {...field('dealerId')} />
      <TextField label={t('offersList.dialog.buyer')} {...field('buyer')} />
      <TextField className="col-span-2" label={t('offersList.dialog.name')} required {...field('name')} />
      <TextField label={t('offersList.dialog.dateFrom')} type="date" required {...field('date_from')} />
      {errors.length > 0 && (
        <Alert tone="error" className="col-span-2">
          {errors.map((error, index) => (
            <p key={index}>{error || t('errors.short')}</p>
          ))}
        </Alert>
      )}
      <div className="col-span-2 mt-2 flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={sending}>
          {t('offerSend.cancel')}
        </Button>
        <Button type="submit" disabled={sending || !complete} aria-busy={sending || undefined}>
          {sending ? t('offerSend.sending') : t('offerSend.submit')}
        </Button>
      </div>
    </form>
  );
}
