import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { assortmentEntrySchema } from '@contract/shop-assortment';
import { ASSORTMENT_STATUSES, NETWORK_NUMBER_MAX, type AssortmentStatus } from '@domain/shop-assortment';
import { Alert } from '@kit/alert';
import { Button } from '@kit/button';
import { Dialog } from '@kit/dialog';
import { TextField } from '@kit/text-field';
import { saveAssortmentEntry } from '@api/shop-assortment';
import { schemaValidator, useFormSubmit } from '@app/forms/use-form-submit';
import type { FormValues } from '@machines/form-submit.machine';

export interface EditedEntry {
  id: number;
  name: string;
  productNumber: string;
  status: AssortmentStatus;
}

const bodyOf = (values: FormValues) => ({
  product_number: String(values['product_number'] ?? ''),
  status: String(values['status'] ?? ''),
});

/**
 * §2 shop-management: the network's number and sales status of one card, on the form-submit machine:
 * checked in the browser with the contract schema, refusals (a number another card has) on the field.
 */
export function AssortmentEntryDialog({
  entry,
  onSaved,
  onClose,
}: {
  entry: EditedEntry;
  onSaved: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const validate = useMemo(() => {
    const check = schemaValidator(assortmentEntrySchema, 'shop_assortment', t);
    return (values: FormValues) => check(bodyOf(values));
  }, [t]);
  const form = useFormSubmit(
    { product_number: entry.productNumber, status: entry.status },
    validate,
    async (values) => {
      const body = assortmentEntrySchema.parse(bodyOf(values));
      const saved = await saveAssortmentEntry(entry.id, body, t('errors.generic'));
      onSaved();
      return saved;
    },
  );
  // The browser's check names a badly formed number as invalid; the field says what a number may hold.
  const numberErrors = form
    .errorsOf('product_number')
    .map((message) => (message === t('validation.invalid') ? t('shopAssortment.numberInvalid') : message));
  return (
    <Dialog
      open
      title={t('shopAssortment.edit.title')}
      description={entry.name}
      onOpenChange={(open) => !open && onClose()}
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          form.submit();
        }}
      >
        <TextField
          label={t('shopAssortment.edit.number')}
          hint={t('shopAssortment.edit.numberHint')}
          value={form.text('product_number')}
          maxLength={NETWORK_NUMBER_MAX + 10}
          autoComplete="off"
          errors={numberErrors}
          onValueChange={(value) => form.change('product_number', value)}
        />
        <StatusSelect value={form.text('status')} onChange={(value) => form.change('status', value)} />
        {form.message !== null && <Alert tone="error">{form.message}</Alert>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('shopAssortment.edit.cancel')}
          </Button>
          <Button type="submit" disabled={form.submitting}>
            {t('shopAssortment.edit.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function StatusSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor="assortment-entry-status" className="text-xs font-medium text-slate-700">
        {t('shopAssortment.edit.status')}
      </label>
      <select
        id="assortment-entry-status"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 shadow-xs focus-visible:outline-2 focus-visible:outline-accent-600"
      >
        {ASSORTMENT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`shopAssortment.status.${status}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
