import { useTranslation } from 'react-i18next';
import type { FormValues } from '@machines/form-submit.machine';
import { BoundTextField } from '@app/forms/bound-text-field';
import type { useFormSubmit } from '@app/forms/use-form-submit';

type Binding = Pick<ReturnType<typeof useFormSubmit>, 'text' | 'errorsOf' | 'change'>;

/** Empty values of the name and address fields. */
export const EMPTY_ADDRESS: FormValues = { name: '', street: '', city: '', postcode: '', country: '' };

/** Name, street, city, postcode and country as the request body (the contract trims them). */
export function addressBody(values: FormValues) {
  const text = (field: string) => String(values[field] ?? '');
  return {
    name: text('name'),
    street: text('street'),
    city: text('city'),
    postcode: text('postcode'),
    country: text('country'),
  };
}

/** Values of a stored address for the form (nulls become empty fields). */
export function addressValues(address: {
  name: string;
  street: string | null;
  city: string | null;
  postcode: string | null;
  country: string | null;
}): FormValues {
  return {
    name: address.name,
    street: address.street ?? '',
    city: address.city ?? '',
    postcode: address.postcode ?? '',
    country: address.country ?? '',
  };
}

/** §2 Modals: the name and address fields of a producer or an address, with their faults. */
export function AddressFields({ binding }: { binding: Binding }) {
  const { t } = useTranslation();
  return (
    <>
      <BoundTextField binding={binding} field="name" label={t('productIdentify.modal.name')} required />
      <BoundTextField
        binding={binding}
        field="street"
        label={t('productIdentify.modal.street')}
        autoComplete="street-address"
        required
      />
      <div className="grid grid-cols-[8rem_1fr] gap-3">
        <BoundTextField
          binding={binding}
          field="postcode"
          label={t('productIdentify.modal.postcode')}
          autoComplete="postal-code"
          required
        />
        <BoundTextField
          binding={binding}
          field="city"
          label={t('productIdentify.modal.city')}
          autoComplete="address-level2"
          required
        />
      </div>
      <BoundTextField
        binding={binding}
        field="country"
        label={t('productIdentify.modal.country')}
        autoComplete="country"
      />
    </>
  );
}
