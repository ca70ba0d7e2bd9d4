import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { BoundTextField } from '@app/forms/bound-text-field';
import { Alert } from '@kit/alert';
import { Dialog } from '@kit/dialog';
import type { EanValues } from '@domain/ean-entry';
import { gtinWarnings } from '@domain/gs1';
import type { Ean, Package, Structure } from '@domain/product';
import { faultsOf } from '@domain/refusal';
import { eanDialogMachine, type EanCard } from '@machines/ean-dialog.machine';
import { ModalForm, type ModalFormBinding } from '../modals/modal-form';
import { useMessage } from '../use-message';
import { checkEanActor, findCardsActor } from './ean-dialog-actors';

export type EanDialogActor = ActorRefFrom<typeof eanDialogMachine>;

export interface EanDialogProps {
  /** The EAN being edited; a new entry when it is not on the package yet. */
  ean: Ean;
  pack: Package;
  structures: readonly Structure[];
  productId: number | null;
  onSave(ean: Ean): void;
  onClose(): void;
}

const machine = eanDialogMachine.provide({ actors: { checkEan: checkEanActor, findCards: findCardsActor } });

/**
 * §2 Modals, EAN: one code with its validity dates, on the eanDialog machine (checked in the browser, then
 * on the server; a code of another product is refused naming the cards that carry it).
 */
export function EanDialog({ ean, pack, structures, productId, onSave, onClose }: EanDialogProps) {
  const actor = useActorRef(machine, { input: { ean, pack, structures, productId } });
  const onSaveRef = useRef(onSave);
  useEffect(() => {
    onSaveRef.current = onSave;
  }, [onSave]);
  useEffect(() => {
    const subscription = actor.on('saved', (event) => onSaveRef.current(event.ean));
    return () => subscription.unsubscribe();
  }, [actor]);
  return <EanDialogView actor={actor} onClose={onClose} />;
}

/** The EAN modal on a given eanDialog actor (the form's own, or a replay's). */
export function EanDialogView({ actor, onClose }: { actor: EanDialogActor; onClose: () => void }) {
  const { t } = useTranslation();
  const isNew = useSelector(
    actor,
    (snapshot) => !snapshot.context.pack.eans.some((entry) => entry.uuid === snapshot.context.ean.uuid),
  );
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(isNew ? 'logistics.ean.dialog.addTitle' : 'logistics.ean.dialog.editTitle')}
      description={t('logistics.ean.dialog.description')}
      className="w-[min(92vw,32rem)]"
    >
      <EanForm actor={actor} onClose={onClose} />
    </Dialog>
  );
}

function useEanBinding(actor: EanDialogActor): ModalFormBinding {
  const message = useMessage();
  const values = useSelector(actor, (snapshot) => snapshot.context.values);
  const faults = useSelector(actor, (snapshot) => snapshot.context.faults);
  const failure = useSelector(actor, (snapshot) => snapshot.context.message);
  const busy = useSelector(actor, (snapshot) => !snapshot.matches('editing') && !snapshot.matches('taken'));
  const submitted = useSelector(actor, (snapshot) => snapshot.matches('saved'));
  const field = (name: string) => name as keyof EanValues;
  return {
    values: { ...values },
    message: failure === null ? null : message(failure),
    result: null,
    submitting: busy,
    submitted,
    errorsOf: (name) => faultsOf(faults, name).map(message),
    text: (name) => {
      const value = values[field(name)];
      return typeof value === 'string' ? value : '';
    },
    checked: (name) => values[field(name)] === true,
    change: (name, value) => actor.send({ type: 'CHANGE', field: field(name), value }),
    submit: () => actor.send({ type: 'SUBMIT' }),
  };
}

function EanForm({ actor, onClose }: { actor: EanDialogActor; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useEanBinding(actor);
  const taken = useSelector(actor, (snapshot) => snapshot.context.taken);
  const packageType = useSelector(actor, (snapshot) => snapshot.context.pack.package_type);
  const warnings = gtinWarnings(form.text('ean'), packageType);
  return (
    <ModalForm form={form} onCancel={onClose}>
      <BoundTextField
        binding={form}
        field="ean"
        label={t('logistics.ean.dialog.code')}
        hint={t('logistics.ean.dialog.hint')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={14}
        className="font-mono"
      />
      {warnings.map((warning) => (
        <Alert key={warning} tone="warning">
          {t(warning)}
        </Alert>
      ))}
      {taken !== null && <TakenBy message={taken.message} cards={taken.cards} />}
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={form.checked('dates_enabled')}
          onChange={(event) => form.change('dates_enabled', event.target.checked)}
          className="size-4 rounded border-slate-300 accent-accent-700"
        />
        {t('logistics.ean.dates')}
      </label>
      {form.checked('dates_enabled') && (
        <div className="grid grid-cols-2 gap-3">
          <BoundTextField binding={form} field="date_from" type="date" label={t('logistics.ean.dateFrom')} />
          <BoundTextField binding={form} field="date_to" type="date" label={t('logistics.ean.dateTo')} />
        </div>
      )}
    </ModalForm>
  );
}

/** The refusal of a code another product carries, with the cards the user may see (search-product-by-ean). */
function TakenBy({ message, cards }: { message: string; cards: readonly EanCard[] }) {
  const { t } = useTranslation();
  return (
    <Alert tone="error" data-testid="ean-taken">
      <p>{message}</p>
      {cards.length > 0 && (
        <ul aria-label={t('logistics.ean.dialog.takenBy')} className="mt-1.5 flex flex-col gap-0.5 text-xs">
          {cards.map((card) => (
            <li key={card.id}>
              {t('logistics.ean.dialog.product', {
                name: card.name_to_show,
                id: card.id,
                company: card.company_name,
              })}
            </li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
