import { useTranslation } from 'react-i18next';
import type { ProductSummary } from '@contract/products';
import { validateEan } from '@api/logistics';
import { searchProductByEan } from '@api/products';
import { BoundTextField } from '@app/forms/bound-text-field';
import { Alert } from '@kit/alert';
import { Dialog } from '@kit/dialog';
import { eanFaults, repeatsAnotherEan } from '@domain/ean-validation';
import { gtinFault, gtinWarnings, isEanNotSet } from '@domain/gs1';
import { LOGISTIC_FAULT } from '@domain/logistics-messages';
import { putEan } from '@domain/logistics-structure';
import type { Ean, Package, Structure } from '@domain/product';
import { Refusal, type FieldFault } from '@domain/refusal';
import type { FormValues } from '@machines/form-submit.machine';
import { ModalForm, useModalForm } from '../modals/modal-form';
import { useMessage } from '../use-message';

/** What the EAN check answers: free (the entry is stored), or carried by other products. */
type EanCheck = { status: 'free' } | { status: 'taken'; message: string; products: ProductSummary[] };

export interface EanDialogProps {
  /** The EAN being edited; a new entry when it is not on the package yet. */
  ean: Ean;
  pack: Package;
  structures: readonly Structure[];
  productId: number | null;
  onSave(ean: Ean): void;
  onClose(): void;
}

const toEan = (uuid: string, values: FormValues): Ean => ({
  uuid,
  ean: String(values.ean).trim(),
  dates_enabled: values.dates_enabled === true,
  date_from: values.dates_enabled === true && values.date_from ? String(values.date_from) : null,
  date_to: values.dates_enabled === true && values.date_to ? String(values.date_to) : null,
});

/**
 * §2 Modals, EAN: one code with its validity dates. Checked at once in the browser (GS1 length and check
 * digit, dates in order, each level its own GTIN), then on the server (POST /api/p1/logistic/validate/ean):
 * a code of another product is refused naming it, and search-product-by-ean lists the cards that carry it.
 */
export function EanDialog(props: EanDialogProps) {
  const { t } = useTranslation();
  const isNew = !props.pack.eans.some((entry) => entry.uuid === props.ean.uuid);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && props.onClose()}
      title={t(isNew ? 'logistics.ean.dialog.addTitle' : 'logistics.ean.dialog.editTitle')}
      description={t('logistics.ean.dialog.description')}
      className="w-[min(92vw,32rem)]"
    >
      <EanForm {...props} />
    </Dialog>
  );
}

function EanForm({ ean, pack, structures, productId, onSave, onClose }: EanDialogProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const validate = (values: FormValues): FieldFault[] => {
    const candidate = toEan(ean.uuid, values);
    const fault = (field: string, message: string): FieldFault => ({ namespace: 'ean', field, message });
    if (candidate.ean === '') return [fault('ean', t('validation.required'))];
    const gs1 = gtinFault(candidate.ean);
    if (gs1 !== null) return [fault('ean', t(gs1))];
    // The card's own rules on the card as it would be: dates in order, each level its own GTIN.
    const card = putEan(structures, pack.uuid, candidate);
    const faults = eanFaults(card)
      .filter((found) => found.field === ean.uuid && found.message !== LOGISTIC_FAULT.EAN_REPEATED)
      .map((found) => fault('date_to', message(found.message)));
    return repeatsAnotherEan(card, ean.uuid)
      ? [fault('ean', t('validation.eanRepeated')), ...faults]
      : faults;
  };
  const submit = async (values: FormValues): Promise<EanCheck> => {
    const code = String(values.ean).trim();
    if (isEanNotSet(code)) return { status: 'free' };
    const answer = await validateEan(code, productId);
    if (answer.errors.length === 0) return { status: 'free' };
    if (answer.products.length === 0) {
      throw new Refusal(
        '',
        answer.errors.map((error) => ({ ...error, field: 'ean' })),
      );
    }
    // The cards the user may see, by name; the message already names the first one.
    const products = await searchProductByEan(code).catch(() => []);
    return { status: 'taken', message: answer.errors[0]!.message, products };
  };
  const form = useModalForm(
    {
      ean: ean.ean,
      dates_enabled: ean.dates_enabled,
      date_from: ean.date_from ?? '',
      date_to: ean.date_to ?? '',
    },
    validate,
    submit,
    (result) => {
      if (result.status === 'free') onSave(toEan(ean.uuid, form.values));
    },
  );
  const taken =
    form.submitted && (form.result as EanCheck).status === 'taken' ? (form.result as EanCheck) : null;
  const warnings = gtinWarnings(form.text('ean'), pack.package_type);
  return (
    <ModalForm form={form} onCancel={onClose}>
      <BoundTextField
        binding={form}
        field="ean"
        label={t('logistics.ean.dialog.code')}
        hint={t('logistics.ean.dialog.hint')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={14}
        className="font-mono"
      />
      {warnings.map((warning) => (
        <Alert key={warning} tone="warning">
          {t(warning)}
        </Alert>
      ))}
      {taken !== null && taken.status === 'taken' && (
        <TakenBy message={taken.message} products={taken.products} />
      )}
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={form.checked('dates_enabled')}
          onChange={(event) => form.change('dates_enabled', event.target.checked)}
          className="size-4 rounded border-slate-300 accent-accent-700"
        />
        {t('logistics.ean.dates')}
      </label>
      {form.checked('dates_enabled') && (
        <div className="grid grid-cols-2 gap-3">
          <BoundTextField binding={form} field="date_from" type="date" label={t('logistics.ean.dateFrom')} />
          <BoundTextField binding={form} field="date_to" type="date" label={t('logistics.ean.dateTo')} />
        </div>
      )}
    </ModalForm>
  );
}

/** The refusal of a code another product carries, with the cards the user may see (search-product-by-ean). */
function TakenBy({ message, products }: { message: string; products: ProductSummary[] }) {
  const { t } = useTranslation();
  return (
    <Alert tone="error" data-testid="ean-taken">
      <p>{message}</p>
      {products.length > 0 && (
        <ul aria-label={t('logistics.ean.dialog.takenBy')} className="mt-1.5 flex flex-col gap-0.5 text-xs">
          {products.map((product) => (
            <li key={product.id}>
              {t('logistics.ean.dialog.product', {
                name: product.name_to_show,
                id: product.id,
                company: product.company_name,
              })}
            </li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
