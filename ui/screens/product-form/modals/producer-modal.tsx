import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { brandBodySchema, producerBodySchema } from '@contract/producers';
import { faultsOf } from '@domain/refusal';
import { schemaValidator } from '@app/forms/use-form-submit';
import { BoundTextField } from '@app/forms/bound-text-field';
import { Alert } from '@kit/alert';
import { Dialog } from '@kit/dialog';
import { RetryAlert } from '@kit/retry-alert';
import { Skeleton } from '@kit/skeleton';
import {
  producerModalMachine,
  type ProducerModalMode,
  type ProducerModalResult,
} from '@machines/producer-modal.machine';
import { AddressFields } from './address-fields';
import { ModalForm, type ModalFormBinding } from './modal-form';
import { producerModalActors } from './producer-modal-actors';
import { useMessage } from '../use-message';

export type { ProducerModalMode, ProducerModalResult } from '@machines/producer-modal.machine';
export type ProducerModalActor = ActorRefFrom<typeof producerModalMachine>;

export interface ProducerModalProps {
  mode: ProducerModalMode;
  /** The company an admin acts for; a supplier's own company when left out. */
  companyId?: number;
  onClose(): void;
  onDone(result: ProducerModalResult): void;
}

const isBrandMode = (mode: ProducerModalMode) =>
  mode.kind === 'createBrand' || mode.kind === 'createSubBrand';

/**
 * §2 Modals "producer, brand and sub-brand" on the producerModal machine: create or edit with the server's
 * faults on the fields.
 */
export function ProducerModal({ mode, companyId, onClose, onDone }: ProducerModalProps) {
  const { t } = useTranslation();
  const machine = useMemo(
    () => producerModalMachine.provide({ actors: producerModalActors(companyId, () => t('errors.process')) }),
    [companyId, t],
  );
  const validate = isBrandMode(mode)
    ? schemaValidator(brandBodySchema, mode.kind === 'createBrand' ? 'brand' : 'sub_brand', t)
    : schemaValidator(producerBodySchema, 'producer', t);
  const actor = useActorRef(machine, { input: { mode, validate } });
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  }, [onDone]);
  useEffect(() => {
    const subscription = actor.on('done', (event) => onDoneRef.current(event.result));
    return () => subscription.unsubscribe();
  }, [actor]);
  return <ProducerModalView actor={actor} onClose={onClose} />;
}

/** The producer modal on a given producerModal actor (the card form's own, or a replay's). */
export function ProducerModalView({ actor, onClose }: { actor: ProducerModalActor; onClose: () => void }) {
  const { t } = useTranslation();
  const mode = useSelector(actor, (snapshot) => snapshot.context.mode);
  const state = useSelector(actor, (snapshot) =>
    snapshot.matches('loading')
      ? 'loading'
      : snapshot.matches('loadFailed')
        ? 'loadFailed'
        : snapshot.matches('notFound')
          ? 'notFound'
          : 'form',
  );
  const title = {
    createProducer: t('productIdentify.modal.createProducer'),
    editProducer: t('productIdentify.modal.editProducer'),
    createBrand: t('productIdentify.modal.createBrand'),
    createSubBrand: t('productIdentify.modal.createSubBrand'),
  }[mode.kind];
  const description =
    mode.kind === 'createBrand'
      ? t('productIdentify.modal.ofProducer', { name: mode.producerName })
      : mode.kind === 'createSubBrand'
        ? t('productIdentify.modal.ofBrand', { name: mode.brandName })
        : undefined;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      {...(description === undefined ? {} : { description })}
    >
      {state === 'loading' && (
        <div className="flex flex-col gap-3" aria-busy="true">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} className="h-9" />
          ))}
        </div>
      )}
      {state === 'loadFailed' && (
        <RetryAlert
          message={t('errors.fetch')}
          retryLabel={t('productIdentify.modal.retry')}
          onRetry={() => actor.send({ type: 'RETRY' })}
        />
      )}
      {state === 'notFound' && <Alert tone="error">{t('productIdentify.errors.producerNotFound')}</Alert>}
      {state === 'form' && <ProducerForm actor={actor} onCancel={onClose} />}
    </Dialog>
  );
}

function useProducerBinding(actor: ProducerModalActor): ModalFormBinding {
  const text = useMessage();
  const values = useSelector(actor, (snapshot) => snapshot.context.values);
  const faults = useSelector(actor, (snapshot) => snapshot.context.faults);
  const message = useSelector(actor, (snapshot) => snapshot.context.message);
  const busy = useSelector(actor, (snapshot) => snapshot.matches('saving') || snapshot.matches('done'));
  const submitted = useSelector(actor, (snapshot) => snapshot.matches('done'));
  return {
    values: { ...values },
    message,
    result: null,
    submitting: busy,
    submitted,
    errorsOf: (field) => faultsOf(faults, field).map(text),
    text: (field) => values[field] ?? '',
    checked: () => false,
    change: (field, value) => actor.send({ type: 'CHANGE', field, value: String(value) }),
    submit: () => actor.send({ type: 'SUBMIT' }),
  };
}

function ProducerForm({ actor, onCancel }: { actor: ProducerModalActor; onCancel: () => void }) {
  const { t } = useTranslation();
  const form = useProducerBinding(actor);
  const mode = useSelector(actor, (snapshot) => snapshot.context.mode);
  if (!isBrandMode(mode))
    return (
      <ModalForm form={form} onCancel={onCancel}>
        <AddressFields binding={form} />
      </ModalForm>
    );
  const parent =
    mode.kind === 'createBrand' ? mode.producer : mode.kind === 'createSubBrand' ? mode.brand : null;
  return (
    <ModalForm form={form} onCancel={onCancel}>
      <BoundTextField binding={form} field="name" label={t('productIdentify.modal.name')} required />
      {typeof parent !== 'number' && (
        <p className="text-xs text-slate-600">{t('productIdentify.modal.addedOnSave')}</p>
      )}
    </ModalForm>
  );
}
