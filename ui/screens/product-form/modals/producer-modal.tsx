import { useTranslation } from 'react-i18next';
import { brandBodySchema, producerBodySchema, type ProducerRecord } from '@contract/producers';
import type { EntityRef } from '@domain/product';
import { createBrand, createProducer, createSubBrand, fetchProducers, updateProducer } from '@api/producers';
import { schemaValidator } from '@app/forms/use-form-submit';
import { useResource } from '@app/use-resource';
import { BoundTextField } from '@app/forms/bound-text-field';
import { Alert } from '@kit/alert';
import { Dialog } from '@kit/dialog';
import { RetryAlert } from '@kit/retry-alert';
import { Skeleton } from '@kit/skeleton';
import { AddressFields, EMPTY_ADDRESS, addressBody, addressValues } from './address-fields';
import { ModalForm, useModalForm } from './modal-form';

/** What the producer modal does: a producer (create or edit), or a brand or sub-brand for a parent. */
export type ProducerModalMode =
  | { kind: 'createProducer'; name?: string }
  | { kind: 'editProducer'; producerId: number; producer?: ProducerRecord }
  | { kind: 'createBrand'; producer: EntityRef; producerName: string }
  | { kind: 'createSubBrand'; brand: EntityRef; brandName: string };

/**
 * What it reports: the producer as stored; a brand or sub-brand created through the API (an id), or named
 * to be created with the card's save when its parent is new itself (§3: `{ name }`).
 */
export type ProducerModalResult =
  | { kind: 'producer'; producer: ProducerRecord }
  | { kind: 'brand' | 'subBrand'; ref: EntityRef; name: string };

export interface ProducerModalProps {
  mode: ProducerModalMode;
  /** The company an admin acts for; a supplier's own company when left out. */
  companyId?: number;
  onClose(): void;
  onDone(result: ProducerModalResult): void;
}

/** §2 Modals "producer, brand and sub-brand": create or edit with the server's faults on the fields. */
export function ProducerModal({ mode, companyId, onClose, onDone }: ProducerModalProps) {
  const { t } = useTranslation();
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
      {mode.kind === 'createProducer' && (
        <ProducerForm
          initial={{ ...EMPTY_ADDRESS, name: mode.name ?? '' }}
          save={(body, fallback) => createProducer(body, fallback, companyId)}
          onCancel={onClose}
          onDone={onDone}
        />
      )}
      {mode.kind === 'editProducer' &&
        (mode.producer ? (
          <EditProducer producer={mode.producer} onCancel={onClose} onDone={onDone} />
        ) : (
          <LoadProducer id={mode.producerId} companyId={companyId} onCancel={onClose} onDone={onDone} />
        ))}
      {(mode.kind === 'createBrand' || mode.kind === 'createSubBrand') && (
        <BrandForm mode={mode} onCancel={onClose} onDone={onDone} />
      )}
    </Dialog>
  );
}

interface FormProps {
  onCancel(): void;
  onDone(result: ProducerModalResult): void;
}

function ProducerForm({
  initial,
  save,
  onCancel,
  onDone,
}: FormProps & {
  initial: Record<string, string>;
  save: (body: ReturnType<typeof addressBody>, fallback: string) => Promise<ProducerRecord>;
}) {
  const { t } = useTranslation();
  const form = useModalForm(
    initial,
    schemaValidator(producerBodySchema, 'producer', t),
    (values) => save(addressBody(values), t('errors.process')),
    (producer) => onDone({ kind: 'producer', producer }),
  );
  return (
    <ModalForm form={form} onCancel={onCancel}>
      <AddressFields binding={form} />
    </ModalForm>
  );
}

function EditProducer({ producer, ...props }: FormProps & { producer: ProducerRecord }) {
  return (
    <ProducerForm
      initial={addressValues(producer) as Record<string, string>}
      save={(body, fallback) => updateProducer(producer.id, body, fallback)}
      {...props}
    />
  );
}

/** The producer's stored address is read first (the form's options carry only names and completeness). */
function LoadProducer({
  id,
  companyId,
  ...props
}: FormProps & { id: number; companyId?: number | undefined }) {
  const { t } = useTranslation();
  const producers = useResource(() => fetchProducers(companyId));
  if (producers.failed)
    return (
      <RetryAlert
        message={t('errors.fetch')}
        retryLabel={t('productIdentify.modal.retry')}
        onRetry={producers.retry}
      />
    );
  if (producers.data === null)
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} className="h-9" />
        ))}
      </div>
    );
  const producer = producers.data.find((candidate) => candidate.id === id);
  if (producer === undefined)
    return <Alert tone="error">{t('productIdentify.errors.producerNotFound')}</Alert>;
  return <EditProducer producer={producer} {...props} />;
}

/** A brand of a producer, or a sub-brand of a brand: through the API, or by name when the parent is new. */
function BrandForm({
  mode,
  onCancel,
  onDone,
}: FormProps & { mode: Extract<ProducerModalMode, { kind: 'createBrand' | 'createSubBrand' }> }) {
  const { t } = useTranslation();
  const parent = mode.kind === 'createBrand' ? mode.producer : mode.brand;
  const kind = mode.kind === 'createBrand' ? 'brand' : 'subBrand';
  const form = useModalForm(
    { name: '' },
    schemaValidator(brandBodySchema, kind === 'brand' ? 'brand' : 'sub_brand', t),
    async (values): Promise<ProducerModalResult> => {
      const name = String(values.name).trim();
      if (typeof parent !== 'number') return { kind, ref: { name }, name };
      const created =
        kind === 'brand'
          ? await createBrand(parent, { name }, t('errors.process'))
          : await createSubBrand(parent, { name }, t('errors.process'));
      return { kind, ref: created.id, name: created.name };
    },
    onDone,
  );
  return (
    <ModalForm form={form} onCancel={onCancel}>
      <BoundTextField binding={form} field="name" label={t('productIdentify.modal.name')} required />
      {typeof parent !== 'number' && (
        <p className="text-xs text-slate-600">{t('productIdentify.modal.addedOnSave')}</p>
      )}
    </ModalForm>
  );
}
