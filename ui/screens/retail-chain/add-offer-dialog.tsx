import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import type { CreateOffer } from '@contract/offers';
import * as select from '@machines/data-table.selectors';
import { Alert } from '@kit/alert';
import { Button } from '@kit/button';
import { Dialog } from '@kit/dialog';
import { TextField } from '@kit/text-field';
import type { TableActor } from '@app/machine-list-table';

const EMPTY: CreateOffer = { gtin: '', network: '', dealerId: '', name: '', date_from: '', buyer: '' };

/**
 * §2 Modals "add offer", §3 Offer modal values (network, dealerId, name, date_from, buyer) and the card's
 * GTIN. The send runs through the list's machine (action `add_offer`): the dialog closes when it is done
 * and keeps the values with the server's words when it is refused.
 */
export function AddOfferDialog({
  actor,
  open,
  networks,
  onClose,
}: {
  actor: TableActor;
  open: boolean;
  networks: readonly { value: string; label: string }[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<CreateOffer>(EMPTY);
  const [sent, setSent] = useState(false);
  const running = useSelector(actor, select.selectIsRunning);
  const outcome = useSelector(actor, select.selectOutcome);
  const refused =
    sent && outcome?.kind === 'failed' && outcome.actionId === 'add_offer' ? outcome.message : null;

  useEffect(() => {
    if (!sent || outcome?.actionId !== 'add_offer' || outcome.kind !== 'done') return;
    setSent(false);
    setValues(EMPTY);
    onClose();
  }, [sent, outcome, onClose]);

  // A refusal shown before belongs to that attempt, not to the next opening of the dialog.
  const cancel = () => {
    setSent(false);
    onClose();
  };
  const field = (name: keyof CreateOffer) => ({
    value: values[name] ?? '',
    onValueChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(true);
    actor.send({
      type: 'ACTION.RUN',
      action: { id: 'add_offer', ids: [], mass: false, confirm: null, payload: JSON.stringify(values) },
    });
  };
  return (
    <Dialog
      open={open}
      title={t('offersList.dialog.title')}
      className="w-[min(92vw,32rem)]"
      onOpenChange={(next) => {
        if (!next && !running) cancel();
      }}
    >
      <form onSubmit={submit} className="grid grid-cols-2 gap-3" aria-busy={running || undefined}>
        <TextField
          className="col-span-2"
          label={t('offersList.dialog.gtin')}
          inputMode="numeric"
          required
          {...field('gtin')}
        />
        <label className="flex flex-col gap-1 text-xs font-medium text-slate-700">
          {t('offersList.dialog.network')}
          <select
            required
            value={values.network}
            onChange={(event) => setValues((current) => ({ ...current, network: event.target.value }))}
            className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm font-normal text-slate-900 focus-visible:outline-2 focus-visible:outline-accent-600"
          >
            <option value="">{t('offersList.dialog.chooseNetwork')}</option>
            {networks.map((network) => (
              <option key={network.value} value={network.value}>
                {network.label}
              </option>
            ))}
          </select>
        </label>
        <TextField label={t('offersList.dialog.dealerId')} {...field('dealerId')} />
        <TextField className="col-span-2" label={t('offersList.dialog.name')} required {...field('name')} />
        <TextField label={t('offersList.dialog.dateFrom')} type="date" required {...field('date_from')} />
        <TextField label={t('offersList.dialog.buyer')} {...field('buyer')} />
        {refused !== null && (
          <Alert tone="error" className="col-span-2">
            {refused || t('errors.short')}
          </Alert>
        )}
        <div className="col-span-2 mt-2 flex justify-end gap-2">
          <Button variant="secondary" size="sm" onClick={cancel} disabled={running}>
            {t('offersList.dialog.cancel')}
          </Button>
          <Button type="submit" size="sm" disabled={running} aria-busy={running || undefined}>
            {running ? t('offersList.dialog.sending') : t('offersList.dialog.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
