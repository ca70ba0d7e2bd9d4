import { useTranslation } from 'react-i18next';
import type { AddressKind } from '@contract/addresses';
import { Button } from '@kit/button';
import { NEW_VALUE, addressId, addressValue } from './entity-options';
import type { AddressOption, IdentifyOptions, IdentifyValues } from './identify-types';
import { SelectField } from './select-field';

export interface AddressSelectsProps {
  values: IdentifyValues;
  options: IdentifyOptions;
  errors: Record<string, string[]>;
  readOnly: boolean;
  /** §6 Not offered a new address nor an edit of the chosen one (the admin). */
  addressesLocked: boolean;
  onChange(patch: Partial<IdentifyValues>): void;
  onNew(kind: AddressKind): void;
  onEdit(address: AddressOption): void;
}

/** §2 Modals "address (select)": the company address (introducing entity) and the return address. */
export function AddressSelects({
  values,
  options,
  errors,
  readOnly,
  addressesLocked,
  onChange,
  onNew,
  onEdit,
}: AddressSelectsProps) {
  const { t } = useTranslation();
  const field = (kind: AddressKind) => {
    const key = kind === 'company' ? 'company_address' : 'return_address';
    const list = kind === 'company' ? options.companyAddresses : options.returnAddresses;
    const chosen = list.find((address) => address.id === values[key]);
    return (
      <SelectField
        key={kind}
        label={kind === 'company' ? t('productIdentify.companyAddress') : t('productIdentify.returnAddress')}
        value={addressValue(values[key])}
        options={[
          { value: '', label: t('productIdentify.choose') },
          ...list.map((address) => ({
            value: String(address.id),
            label: address.is_complete
              ? address.name
              : t('productIdentify.incomplete', { name: address.name }),
          })),
          ...(addressesLocked ? [] : [{ value: NEW_VALUE, label: t('productIdentify.newAddress') }]),
        ]}
        errors={errors[key] ?? []}
        disabled={readOnly}
        onValueChange={(value) => {
          if (value === NEW_VALUE) onNew(kind);
          else onChange({ [key]: addressId(value) });
        }}
        action={
          chosen && !readOnly && !addressesLocked ? (
            <Button
              size="sm"
              variant="secondary"
              aria-label={`${t('productIdentify.editAddress')}: ${chosen.name}`}
              onClick={() => onEdit(chosen)}
            >
              {t('productIdentify.editAddress')}
            </Button>
          ) : undefined
        }
      />
    );
  };
  return (
    <>
      {field('company')}
      {field('return')}
    </>
  );
}
