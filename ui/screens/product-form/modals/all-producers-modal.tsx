import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProducerRecord } from '@contract/producers';
import { fetchProducers } from '@api/producers';
import { useResourceActor, useResourceBinding, type ResourceActor } from '@app/use-resource';
import { Button } from '@kit/button';
import { Dialog } from '@kit/dialog';
import { CompletenessList, addressLine } from './completeness-list';
import { ProducerModal, type ProducerModalMode } from './producer-modal';

export interface AllProducersModalProps {
  /** The company an admin acts for; a supplier's own company when left out. */
  companyId?: number;
  onClose(): void;
  /** A producer was created or edited: the form should reload its options. */
  onChanged(): void;
}

/** §2 gating dialog: the list of all producers with their completeness, each one editable. */
export function AllProducersModal(props: AllProducersModalProps) {
  const actor = useResourceActor(() => fetchProducers(props.companyId));
  return <AllProducersModalView {...props} producers={actor} />;
}

/** The dialog on a given resource actor (the replay of the resource machine renders it on its own). */
export function AllProducersModalView({
  companyId,
  onClose,
  onChanged,
  producers: actor,
}: AllProducersModalProps & { producers: ResourceActor }) {
  const { t } = useTranslation();
  const producers = useResourceBinding<ProducerRecord[]>(actor);
  const [editing, setEditing] = useState<ProducerModalMode | null>(null);
  const rows =
    producers.data?.map((producer) => ({
      id: producer.id,
      name: producer.name,
      detail: addressLine(producer),
      isComplete: producer.is_complete,
    })) ?? null;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('productIdentify.list.producersTitle')}
      description={t('productIdentify.list.description')}
      className="md:w-[36rem]"
    >
      <CompletenessList
        label={t('productIdentify.list.producersTitle')}
        rows={rows}
        failed={producers.failed}
        onRetry={producers.retry}
        onEdit={(id) => {
          const producer = producers.data?.find((candidate) => candidate.id === id);
          setEditing({ kind: 'editProducer', producerId: id, ...(producer ? { producer } : {}) });
        }}
        footer={
          <>
            <Button variant="secondary" onClick={() => setEditing({ kind: 'createProducer' })}>
              {t('productIdentify.list.addProducer')}
            </Button>
            <Button variant="ghost" onClick={onClose}>
              {t('productIdentify.list.close')}
            </Button>
          </>
        }
      />
      {editing !== null && (
        <ProducerModal
          mode={editing}
          {...(companyId === undefined ? {} : { companyId })}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            producers.reload();
            onChanged();
          }}
        />
      )}
    </Dialog>
  );
}
