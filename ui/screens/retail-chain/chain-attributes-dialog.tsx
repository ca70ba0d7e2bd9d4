import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import { fetchNetworkAttributes } from '@api/offers';
import type { NetworkAttribute } from '@contract/offers';
import * as select from '@machines/data-table.selectors';
import { Alert } from '@kit/alert';
import { Button } from '@kit/button';
import { Dialog } from '@kit/dialog';
import { RetryAlert } from '@kit/retry-alert';
import { Skeleton } from '@kit/skeleton';
import { useResource } from '@app/use-resource';
import type { TableActor } from '@app/machine-list-table';

/** Types chosen from the attribute's values; every other type is edited as its first text value. */
const CHOICE = new Set(['select', 'radio', 'multiselect', 'radio_multi_select', 'checkbox_multi_select']);

export interface AttributesTarget {
  productId: number;
  product: string;
}

/** The value a control shows: the chosen value's uuid for a choice, else the first text value. */
const shownValue = (attribute: NetworkAttribute) =>
  CHOICE.has(attribute.type) ? (attribute.data[0]?.value_uuid ?? '') : (attribute.data[0]?.value[0] ?? '');

/**
 * §7 GET/POST network-attribute: the chain's own attributes of an approved card, for the master-data
 * manager to complete. Loads with the resource machine; the save runs through the list's machine
 * (action `attributes`), so the row's completeness is fresh when the dialog closes.
 */
export function ChainAttributesDialog({
  actor,
  chain,
  target,
  onClose,
}: {
  actor: TableActor;
  chain: string;
  target: AttributesTarget;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const resource = useResource(() => fetchNetworkAttributes(chain, target.productId));
  const [values, setValues] = useState<Record<string, string>>({});
  const [sent, setSent] = useState(false);
  const running = useSelector(actor, select.selectIsRunning);
  const outcome = useSelector(actor, select.selectOutcome);

  useEffect(() => {
    if (resource.data !== null)
      setValues(Object.fromEntries(resource.data.attributes.map((a) => [a.uuid, shownValue(a)])));
  }, [resource.data]);
  useEffect(() => {
    if (sent && outcome?.actionId === 'attributes' && outcome.kind === 'done') onClose();
  }, [sent, outcome, onClose]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const attributes = (resource.data?.attributes ?? []).map((attribute) => {
      const value = values[attribute.uuid] ?? '';
      if (value === '') return { uuid: attribute.uuid, data: [] };
      if (!CHOICE.has(attribute.type)) return { uuid: attribute.uuid, data: [{ value: [value] }] };
      const chosen = attribute.available_values.find((option) => option.uuid === value);
      return { uuid: attribute.uuid, data: [{ value: [chosen?.name ?? ''], value_uuid: value }] };
    });
    setSent(true);
    actor.send({
      type: 'ACTION.RUN',
      action: {
        id: 'attributes',
        ids: [],
        mass: false,
        confirm: null,
        payload: JSON.stringify({
          chain,
          productId: target.productId,
          // The version the dialog loaded: a card written since is refused, never overwritten.
          body: { version: resource.data?.version ?? 0, attributes },
        }),
      },
    });
  };
  const refused =
    sent && outcome?.kind === 'failed' && outcome.actionId === 'attributes' ? outcome.message : null;
  return (
    <Dialog
      open
      title={t('chainMasterData.dialog.title', { product: target.product })}
      className="w-[min(92vw,32rem)]"
      onOpenChange={(open) => {
        if (!open && !running) onClose();
      }}
    >
      {resource.failed && (
        <RetryAlert
          message={t('errors.fetch')}
          retryLabel={t('productIdentify.modal.retry')}
          onRetry={resource.retry}
        />
      )}
      {resource.data === null && !resource.failed && (
        <div
          aria-busy="true"
          aria-label={t('chainMasterData.dialog.loading')}
          className="flex flex-col gap-2"
        >
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-9 w-full" />
        </div>
      )}
      {resource.data !== null && (
        <form onSubmit={submit} className="flex flex-col gap-3">
          {resource.data.attributes.length === 0 && (
            <p className="text-sm text-slate-600">{t('chainMasterData.dialog.empty')}</p>
          )}
          {resource.data.attributes.map((attribute) => (
            <AttributeControl
              key={attribute.uuid}
              attribute={attribute}
              value={values[attribute.uuid] ?? ''}
              onChange={(value) => setValues((current) => ({ ...current, [attribute.uuid]: value }))}
            />
          ))}
          {refused !== null && <Alert tone="error">{refused || t('errors.short')}</Alert>}
          <div className="mt-2 flex justify-end gap-2">
            <Button variant="secondary" size="sm" onClick={onClose} disabled={running}>
              {t('chainMasterData.dialog.cancel')}
            </Button>
            <Button type="submit" size="sm" disabled={running} aria-busy={running || undefined}>
              {t('chainMasterData.dialog.save')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

function AttributeControl({
  attribute,
  value,
  onChange,
}: {
  attribute: NetworkAttribute;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const id = `chain-attribute-${attribute.uuid}`;
  const control =
    'h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-accent-600';
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-700">
        {attribute.name}
        {attribute.is_required && (
          <span className="ml-1 font-normal text-slate-500">({t('chainMasterData.dialog.required')})</span>
        )}
      </label>
      {CHOICE.has(attribute.type) ? (
        <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={control}>
          <option value="">{t('chainMasterData.dialog.none')}</option>
          {attribute.available_values.map((option) => (
            <option key={option.uuid} value={option.uuid}>
              {option.name}
            </option>
          ))}
        </select>
      ) : (
        <input id={id} value={value} onChange={(event) => onChange(event.target.value)} className={control} />
      )}
    </div>
  );
}
