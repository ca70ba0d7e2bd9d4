import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RadioChoices } from '@kit/attribute-fields/choice-parts';
import { inputClass } from '@kit/attribute-fields/styles';
import { FORM_AVAILABILITY_TYPES, isFormAvailabilityType, type NetworkOption } from '@domain/availability';
import { AVAILABILITY } from '@domain/constants';

/** §9 Availability values 1 to 5 and their labels. */
export const TYPE_LABEL = {
  [AVAILABILITY.GENERALLY_AVAILABLE]: 'availability.types.generallyAvailable',
  [AVAILABILITY.OWN_BRAND]: 'availability.types.ownBrand',
  [AVAILABILITY.NETWORK_LOGO]: 'availability.types.networkLogo',
  [AVAILABILITY.IMPORTED_FOR_ONE_NETWORK]: 'availability.types.importedForOneNetwork',
  [AVAILABILITY.PARTIALLY_AVAILABLE]: 'availability.types.partiallyAvailable',
} as const;

const labelOf = (type: number) => (type in TYPE_LABEL ? TYPE_LABEL[type as keyof typeof TYPE_LABEL] : null);

export interface TypeChoiceProps {
  type: number;
  ownBrandNetworkCode: string | null;
  networks: readonly NetworkOption[];
  readOnly: boolean;
  /** Translated faults of the own-brand network (unknown, or missing for types 2–4). */
  ownBrandFaults?: readonly string[];
  onTypeChange(type: number): void;
  onOwnBrandNetworkChange(code: string): void;
}

/**
 * §2 Availability section, type selection: the 4 form types as a radio group; a stored type outside them
 * (partial 5, §9) is shown as its label only. The own-brand network select appears for any type but 1.
 */
export function TypeChoice({
  type,
  ownBrandNetworkCode,
  networks,
  readOnly,
  ownBrandFaults = [],
  onTypeChange,
  onOwnBrandNetworkChange,
}: TypeChoiceProps) {
  const { t } = useTranslation();
  const id = useId();
  const stored = isFormAvailabilityType(type) ? null : labelOf(type);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <span id={`${id}-type`} className="text-xs font-medium text-slate-700">
          {t('availability.typeLabel')}
        </span>
        <RadioChoices
          id={`${id}-option`}
          labelledBy={`${id}-type`}
          describedBy={stored ? `${id}-stored` : undefined}
          options={FORM_AVAILABILITY_TYPES.map((value) => ({
            value: String(value),
            label: t(TYPE_LABEL[value]),
          }))}
          value={isFormAvailabilityType(type) ? String(type) : null}
          onValueChange={(value) => onTypeChange(Number(value))}
          disabled={readOnly}
          invalid={false}
          required={false}
        />
        {stored && (
          <p id={`${id}-stored`} className="text-xs text-slate-600">
            <span className="font-medium">{t('availability.storedType')}:</span>{' '}
            <span data-testid="stored-availability-type">{t(stored)}</span>.{' '}
            {t('availability.storedTypeHint')}
          </p>
        )}
      </div>
      {type !== AVAILABILITY.GENERALLY_AVAILABLE && (
        <div className="flex max-w-xs flex-col gap-1">
          <label htmlFor={`${id}-own`} className="text-xs font-medium text-slate-700">
            {t('availability.ownBrandNetwork')}
          </label>
          <select
            id={`${id}-own`}
            className={inputClass(ownBrandFaults.length > 0)}
            value={ownBrandNetworkCode ?? ''}
            disabled={readOnly}
            aria-invalid={ownBrandFaults.length > 0 || undefined}
            aria-describedby={ownBrandFaults.length > 0 ? `${id}-own-error` : undefined}
            onChange={(event) => {
              if (event.target.value) onOwnBrandNetworkChange(event.target.value);
            }}
          >
            <option value="">{t('availability.chooseNetwork')}</option>
            {networks.map((network) => (
              <option key={network.code} value={network.code}>
                {network.name}
              </option>
            ))}
          </select>
          {ownBrandFaults.length > 0 && (
            <p id={`${id}-own-error`} className="text-xs text-red-600">
              {ownBrandFaults[0]}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
