import type { AddressRecord } from '@contract/addresses';
import { AddressModal, type AddressModalMode } from '../modals/address-modal';
import { AllAddressesModal } from '../modals/all-addresses-modal';
import { AllProducersModal } from '../modals/all-producers-modal';
import { CategoryPicker } from '@app/category-picker/category-picker';
import { ProducerModal, type ProducerModalMode, type ProducerModalResult } from '../modals/producer-modal';
import type { IdentifyValues } from './identify-types';

/** The one modal the identify section has open, if any. */
export type ActiveModal =
  | null
  /** keepBrand: a producer named on the card is being created, its named brand stays chosen. */
  | { kind: 'producer'; mode: ProducerModalMode; keepBrand: boolean }
  | { kind: 'address'; mode: AddressModalMode }
  | { kind: 'allProducers' }
  | { kind: 'allAddresses' }
  | { kind: 'categories' };

export type ProducerEntry = Extract<ActiveModal, { kind: 'producer' }>;

export interface IdentifyModalsProps {
  modal: ActiveModal;
  values: IdentifyValues;
  multiCategory: boolean;
  categoryNames: Record<number, string>;
  companyId?: number;
  onClose(): void;
  onProducerDone(result: ProducerModalResult, from: ProducerEntry): void;
  onAddressDone(address: AddressRecord, created: boolean): void;
  onCategoriesChosen(ids: number[], names: Record<number, string>): void;
  onOptionsChanged(): void;
}

/** Renders the modal the identify section asked for (§2 Modals). */
export function IdentifyModals({ modal, companyId, ...props }: IdentifyModalsProps) {
  const company = companyId === undefined ? {} : { companyId };
  if (modal === null) return null;
  switch (modal.kind) {
    case 'producer':
      return (
        <ProducerModal
          mode={modal.mode}
          {...company}
          onClose={props.onClose}
          onDone={(result) => props.onProducerDone(result, modal)}
        />
      );
    case 'address':
      return (
        <AddressModal
          mode={modal.mode}
          {...company}
          onClose={props.onClose}
          onDone={(address) => props.onAddressDone(address, modal.mode.kind === 'create')}
        />
      );
    case 'allProducers':
      return <AllProducersModal {...company} onClose={props.onClose} onChanged={props.onOptionsChanged} />;
    case 'allAddresses':
      return <AllAddressesModal {...company} onClose={props.onClose} onChanged={props.onOptionsChanged} />;
    case 'categories':
      return (
        <CategoryPicker
          multi={props.multiCategory}
          selected={props.values.category_ids}
          selectedNames={props.categoryNames}
          onClose={props.onClose}
          onChosen={props.onCategoriesChosen}
        />
      );
  }
}
