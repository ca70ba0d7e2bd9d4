import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddressKind } from '@contract/addresses';
import { gatingReasons } from '@domain/address-gating';
import { changeProducer } from '@domain/attribute-rules';
import type { EntityRef } from '@domain/product';
import { Alert } from '@kit/alert';
import { Button } from '@kit/button';
import { CheckboxField } from '@kit/checkbox-field';
import { TextField } from '@kit/text-field';
import { ProfileFieldIssues } from '../field-issues';
import { AddressSelects } from './address-selects';
import { CategorySummary } from './category-summary';
import { entityName } from './entity-options';
import { EntitySelects, type EntityKind } from './entity-selects';
import { GatingDialog } from './gating-dialog';
import { IdentifyModals, type ActiveModal } from './identify-modals';
import type { IdentifySectionProps, IdentifyValues } from './identify-types';

export type { AddressOption, IdentifyOptions, IdentifySectionProps, IdentifyValues } from './identify-types';

/** The chosen producer and company address with the gating reasons: a new pair asks again. */
function gatingKey(values: IdentifyValues, reasons: object): string {
  return JSON.stringify([values.producer, values.company_address, reasons]);
}

/**
 * §2 Product form, identify section: names, producer → brand → sub-brand, company and return address,
 * categories and sharing. When the producer or the introducing entity lacks full address data the gating
 * dialog offers to fix it; the form shell disables the rest with `isEditingBlocked` (src/domain).
 */
export function IdentifySection(props: IdentifySectionProps) {
  const { values, options, errors, readOnly, onChange } = props;
  const { t } = useTranslation();
  const [modal, setModal] = useState<ActiveModal>(null);
  const [dismissedKey, setDismissedKey] = useState<string | null>(null);

  const reasons = gatingReasons(values, options);
  const blocked = !readOnly && (reasons.producer || reasons.companyAddress);
  const key = gatingKey(values, reasons);
  const chosenAddress = options.companyAddresses.find((address) => address.id === values.company_address);
  const problems = [
    ...(reasons.producer
      ? [t('productIdentify.blockedProducer', { name: entityName(values.producer, options.producers) })]
      : []),
    ...(reasons.companyAddress
      ? [
          chosenAddress
            ? t('productIdentify.blockedCompanyAddress', { name: chosenAddress.name })
            : t('productIdentify.noCompanyAddress'),
        ]
      : []),
  ];
  const locked = readOnly || blocked;
  const companyDataLocked = props.companyDataLocked ?? false;

  const openNew = (kind: EntityKind) => {
    if (kind === 'producer')
      setModal({ kind: 'producer', mode: { kind: 'createProducer' }, keepBrand: false });
    else if (kind === 'brand')
      setModal({
        kind: 'producer',
        mode: {
          kind: 'createBrand',
          producer: values.producer,
          producerName: entityName(values.producer, options.producers),
        },
        keepBrand: false,
      });
    else
      setModal({
        kind: 'producer',
        mode: {
          kind: 'createSubBrand',
          brand: values.brand,
          brandName: entityName(values.brand, options.brands),
        },
        keepBrand: false,
      });
  };

  const editCurrentProducer = () => {
    const producer: EntityRef = values.producer;
    if (typeof producer === 'number')
      setModal({ kind: 'producer', mode: { kind: 'editProducer', producerId: producer }, keepBrand: true });
    // A producer named on the card is created now, with its address; its named brand stays chosen.
    else
      setModal({
        kind: 'producer',
        mode: { kind: 'createProducer', ...(producer === null ? {} : { name: producer.name }) },
        keepBrand: true,
      });
  };

  const editCurrentAddress = () =>
    setModal({
      kind: 'address',
      mode: chosenAddress
        ? { kind: 'edit', address: chosenAddress }
        : { kind: 'create', addressKind: 'company' },
    });

  const newAddress = (kind: AddressKind) =>
    setModal({ kind: 'address', mode: { kind: 'create', addressKind: kind } });

  return (
    <div className="flex flex-col gap-4">
      {blocked && (
        <Alert tone="warning" className="flex flex-wrap items-center justify-between gap-3">
          <span>
            {/* §6 not admin: the one who may not fix the addresses is told who does. */}
            {companyDataLocked ? t('cardRules.blockedForSupplier') : t('productIdentify.blocked')}{' '}
            {problems.join(' ')}
          </span>
          {!companyDataLocked && (
            <Button size="sm" variant="secondary" onClick={() => setDismissedKey(null)}>
              {t('productIdentify.completeData')}
            </Button>
          )}
        </Alert>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <div id="profile-name">
          <TextField
            label={t('productIdentify.name')}
            name="name"
            value={values.name}
            errors={errors.name ?? []}
            disabled={locked}
            onValueChange={(name) => onChange({ name })}
          />
          <ProfileFieldIssues all={props.issues ?? []} field="name" />
        </div>
        <div id="profile-name_to_show">
          <TextField
            label={t('productIdentify.nameToShow')}
            name="name_to_show"
            value={values.name_to_show}
            errors={errors.name_to_show ?? []}
            disabled={locked}
            onValueChange={(name_to_show) => onChange({ name_to_show })}
          />
          <ProfileFieldIssues all={props.issues ?? []} field="name_to_show" />
        </div>
        <EntitySelects
          values={values}
          options={options}
          errors={errors}
          readOnly={readOnly}
          producersLocked={companyDataLocked}
          onChange={onChange}
          onNew={openNew}
          onEditProducer={editCurrentProducer}
        />
        <AddressSelects
          values={values}
          options={options}
          errors={errors}
          readOnly={readOnly}
          addressesLocked={companyDataLocked}
          onChange={onChange}
          onNew={newAddress}
          onEdit={(address) => setModal({ kind: 'address', mode: { kind: 'edit', address } })}
        />
        <div className="md:col-span-2">
          <CategorySummary
            ids={values.category_ids}
            names={options.categoryNames}
            errors={errors.category_ids ?? []}
            readOnly={locked}
            onChange={() => setModal({ kind: 'categories' })}
          />
        </div>
        <CheckboxField
          className="md:col-span-2"
          label={t('productIdentify.isShared')}
          name="is_shared"
          checked={values.is_shared}
          errors={errors.is_shared ?? []}
          onCheckedChange={(is_shared) => !locked && onChange({ is_shared })}
        />
      </div>
      <GatingDialog
        open={blocked && !companyDataLocked && modal === null && dismissedKey !== key}
        reasons={reasons}
        problems={problems}
        onEditProducer={editCurrentProducer}
        onEditCompanyAddress={editCurrentAddress}
        onAllProducers={() => setModal({ kind: 'allProducers' })}
        onAllAddresses={() => setModal({ kind: 'allAddresses' })}
        onRefresh={props.onOptionsChanged}
        onClose={() => setDismissedKey(key)}
      />
      <IdentifyModals
        modal={modal}
        values={values}
        multiCategory={props.multiCategory}
        categoryNames={options.categoryNames}
        {...(props.companyId === undefined ? {} : { companyId: props.companyId })}
        onClose={() => setModal(null)}
        onProducerDone={(result, from) => {
          setModal(null);
          if (result.kind === 'producer') {
            const created = from.mode.kind === 'createProducer';
            if (created && from.keepBrand) onChange({ producer: result.producer.id });
            else if (created) {
              const next = changeProducer({ ...values, brands: [], sub_brands: [] }, result.producer.id);
              onChange({ producer: next.producer, brand: next.brand, sub_brand: next.sub_brand });
            }
            props.onOptionsChanged();
          } else {
            onChange(
              result.kind === 'brand' ? { brand: result.ref, sub_brand: null } : { sub_brand: result.ref },
            );
            if (typeof result.ref === 'number') props.onOptionsChanged();
          }
        }}
        onAddressDone={(address, created) => {
          setModal(null);
          if (created)
            onChange(
              address.kind === 'company' ? { company_address: address.id } : { return_address: address.id },
            );
          props.onOptionsChanged();
        }}
        onCategoriesChosen={(ids, names) => {
          setModal(null);
          props.onCategoriesChosen(ids, names);
        }}
        onOptionsChanged={props.onOptionsChanged}
      />
    </div>
  );
}
