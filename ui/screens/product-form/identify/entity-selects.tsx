import { useTranslation } from 'react-i18next';
import { changeProducer } from '@domain/attribute-rules';
import { Button } from '@kit/button';
import { NEW_VALUE, entityRef, entityValue } from './entity-options';
import type { IdentifyOptions, IdentifyValues } from './identify-types';
import { SelectField, type SelectOption } from './select-field';

export type EntityKind = 'producer' | 'brand' | 'subBrand';

export interface EntitySelectsProps {
  values: IdentifyValues;
  options: IdentifyOptions;
  errors: Record<string, string[]>;
  readOnly: boolean;
  /** §6 Not offered a new producer nor an edit of the chosen one (the admin). */
  producersLocked: boolean;
  onChange(patch: Partial<IdentifyValues>): void;
  /** The "new…" option of a select: open the producer, brand or sub-brand modal. */
  onNew(kind: EntityKind): void;
  onEditProducer(): void;
}

/**
 * §2 Producer → brand → sub-brand: brands of the chosen producer, sub-brands of the chosen brand; a new
 * producer clears brand and sub-brand (§4, changeProducer), a new brand clears the sub-brand.
 */
export function EntitySelects({
  values,
  options,
  errors,
  readOnly,
  producersLocked,
  onChange,
  onNew,
  onEditProducer,
}: EntitySelectsProps) {
  const { t, i18n } = useTranslation();
  const { producer, brand, sub_brand } = values;
  // Names in the reader's alphabet (the database sorts by code points: "Ł" after "Z").
  const collator = new Intl.Collator(i18n.language);
  const byName = <T extends { name: string }>(list: readonly T[]) =>
    [...list].sort((a, b) => collator.compare(a.name, b.name));

  const named = (ref: typeof producer): SelectOption[] =>
    ref !== null && typeof ref === 'object'
      ? [{ value: entityValue(ref), label: t('productIdentify.addedOnSave', { name: ref.name }) }]
      : [];
  const choose = (label: string) => ({ value: '', label });
  const fresh = (label: string, disabled: boolean) => ({ value: NEW_VALUE, label, disabled });

  const producerOptions: SelectOption[] = [
    choose(t('productIdentify.choose')),
    ...byName(options.producers).map((option) => ({
      value: String(option.id),
      label: option.is_complete ? option.name : t('productIdentify.incomplete', { name: option.name }),
    })),
    ...named(producer),
    ...(producersLocked ? [] : [fresh(t('productIdentify.newProducer'), false)]),
  ];
  const brandOptions: SelectOption[] = [
    choose(t('productIdentify.choose')),
    ...byName(options.brands)
      .filter((option) => typeof producer === 'number' && option.producer_id === producer)
      .map((option) => ({ value: String(option.id), label: option.name })),
    ...named(brand),
    fresh(t('productIdentify.newBrand'), producer === null),
  ];
  const subBrandOptions: SelectOption[] = [
    choose(t('productIdentify.none')),
    ...byName(options.sub_brands)
      .filter((option) => typeof brand === 'number' && option.brand_id === brand)
      .map((option) => ({ value: String(option.id), label: option.name })),
    ...named(sub_brand),
    fresh(t('productIdentify.newSubBrand'), brand === null),
  ];

  const picked = (kind: EntityKind, value: string, apply: () => void) => {
    if (value === NEW_VALUE) onNew(kind);
    else apply();
  };

  return (
    <>
      <SelectField
        label={t('productIdentify.producer')}
        value={entityValue(producer)}
        options={producerOptions}
        errors={errors.producer ?? []}
        disabled={readOnly}
        onValueChange={(value) =>
          picked('producer', value, () => {
            const next = changeProducer(
              { producer, brand, sub_brand, brands: [], sub_brands: [] },
              entityRef(value, producer),
            );
            onChange({ producer: next.producer, brand: next.brand, sub_brand: next.sub_brand });
          })
        }
        action={
          typeof producer === 'number' && !readOnly && !producersLocked ? (
            <Button size="sm" variant="secondary" onClick={onEditProducer}>
              {t('productIdentify.editProducer')}
            </Button>
          ) : undefined
        }
      />
      <SelectField
        label={t('productIdentify.brand')}
        value={entityValue(brand)}
        options={brandOptions}
        errors={errors.brand ?? []}
        disabled={readOnly}
        onValueChange={(value) =>
          picked('brand', value, () => {
            const next = entityRef(value, brand);
            if (next !== brand) onChange({ brand: next, sub_brand: null });
          })
        }
      />
      <SelectField
        label={t('productIdentify.subBrand')}
        value={entityValue(sub_brand)}
        options={subBrandOptions}
        errors={errors.sub_brand ?? []}
        disabled={readOnly}
        onValueChange={(value) =>
          picked('subBrand', value, () => onChange({ sub_brand: entityRef(value, sub_brand) }))
        }
      />
    </>
  );
}
