import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddressKind } from '@contract/addresses';
import { fetchAddresses } from '@api/addresses';
import { useResource } from '@app/use-resource';
import { Button } from '@kit/button';
import { Dialog } from '@kit/dialog';
import { AddressModal, type AddressModalMode } from './address-modal';
import { CompletenessList, addressLine } from './completeness-list';

export interface AllAddressesModalProps {
  /** Company addresses (the introducing entities, the default) or return addresses. */
  kind?: AddressKind;
  /** The company an admin acts for; a supplier's own company when left out. */
  companyId?: number;
  onClose(): void;
  /** An address was created or edited: the form should reload its options. */
  onChanged(): void;
}

/** §2 gating dialog: the list of all introducing entities with their completeness, each one editable. */
export function AllAddressesModal({
  kind = 'company',
  companyId,
  onClose,
  onChanged,
}: AllAddressesModalProps) {
  const { t } = useTranslation();
  const addresses = useResource(() => fetchAddresses(companyId));
  const [editing, setEditing] = useState<AddressModalMode | null>(null);
  const list =
    addresses.data === null
      ? null
      : addresses.data[kind === 'company' ? 'company_address' : 'return_address'];
  const rows =
    list?.map((address) => ({
      id: address.id,
      name: address.name,
      detail: addressLine(address),
      isComplete: address.is_complete,
    })) ?? null;
  const title =
    kind === 'company' ? t('productIdentify.list.addressesTitle') : t('productIdentify.returnAddress');
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={t('productIdentify.list.description')}
      className="md:w-[36rem]"
    >
      <CompletenessList
        label={title}
        rows={rows}
        failed={addresses.failed}
        onRetry={addresses.retry}
        onEdit={(id) => {
          const address = list?.find((candidate) => candidate.id === id);
          if (address) setEditing({ kind: 'edit', address });
        }}
        footer={
          <>
            <Button variant="secondary" onClick={() => setEditing({ kind: 'create', addressKind: kind })}>
              {t('productIdentify.list.addAddress')}
            </Button>
            <Button variant="ghost" onClick={onClose}>
              {t('productIdentify.list.close')}
            </Button>
          </>
        }
      />
      {editing !== null && (
        <AddressModal
          mode={editing}
          {...(companyId === undefined ? {} : { companyId })}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            addresses.reload();
            onChanged();
          }}
        />
      )}
    </Dialog>
  );
}
