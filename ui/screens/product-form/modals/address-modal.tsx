import { useTranslation } from 'react-i18next';
import {
  addressEditSchema,
  type AddressKind,
  type AddressOption,
  type AddressRecord,
} from '@contract/addresses';
import { createAddress, updateAddress } from '@api/addresses';
import { schemaValidator } from '@app/forms/use-form-submit';
import { Dialog } from '@kit/dialog';
import { AddressFields, EMPTY_ADDRESS, addressBody, addressValues } from './address-fields';
import { ModalForm, useModalForm } from './modal-form';

/** A new address of a kind (company: the introducing entity; return), or an existing one to edit. */
export type AddressModalMode =
  { kind: 'create'; addressKind: AddressKind } | { kind: 'edit'; address: AddressOption };

export interface AddressModalProps {
  mode: AddressModalMode;
  /** The company an admin acts for; a supplier's own company when left out. */
  companyId?: number;
  onClose(): void;
  /** The address as stored. */
  onDone(address: AddressRecord): void;
}

/** §2 Modals "address (create or edit)": name and full address, the server's faults on the fields. */
export function AddressModal({ mode, companyId, onClose, onDone }: AddressModalProps) {
  const { t } = useTranslation();
  const title =
    mode.kind === 'edit'
      ? t('productIdentify.modal.editAddress')
      : mode.addressKind === 'company'
        ? t('productIdentify.modal.createCompanyAddress')
        : t('productIdentify.modal.createReturnAddress');
  const form = useModalForm(
    mode.kind === 'edit' ? addressValues(mode.address) : EMPTY_ADDRESS,
    schemaValidator(addressEditSchema, 'address', t),
    (values) =>
      mode.kind === 'edit'
        ? updateAddress(mode.address.id, addressBody(values), t('errors.process'))
        : createAddress({ kind: mode.addressKind, ...addressBody(values) }, t('errors.process'), companyId),
    onDone,
  );
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title}>
      <ModalForm form={form} onCancel={onClose}>
        <AddressFields binding={form} />
      </ModalForm>
    </Dialog>
  );
}
