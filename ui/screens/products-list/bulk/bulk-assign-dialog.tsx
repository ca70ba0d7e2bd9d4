import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import type { BulkAssignAnswer, SupplierOption } from '@contract/bulk-products';
import { foldText } from '@domain/availability';
import * as select from '@machines/bulk-dialog.selectors';
import { Alert } from '@kit/alert';
import { Button } from '@kit/button';
import { cn } from '@kit/cn';
import { TextField } from '@kit/text-field';
import { bulkAssignActors } from '@app/bulk-dialog-actors';
import {
  BulkDialogFrame,
  DialogButtons,
  DialogMessage,
  LoadFailed,
  LoadingRows,
  useBulkDialog,
  type BulkDialogActor,
  type MassDialogProps,
} from './bulk-dialog-parts';

/** Most suppliers listed at once; typing narrows the rest. */
const SHOWN = 50;

/** §2 Bulk assign: pick a supplier, see what would change and what may not, then assign (§6). */
export function BulkAssignDialog({ ids, onClose }: MassDialogProps) {
  const { t } = useTranslation();
  const [actors] = useState(() => bulkAssignActors(ids));
  const actor = useBulkDialog(actors);
  const phase = useSelector(actor, select.selectPhase);
  const suppliers = useSelector(actor, select.selectLoaded) as SupplierOption[] | null;
  return (
    <BulkDialogFrame
      actor={actor}
      title={t('bulkProducts.assign.title')}
      description={t('bulkProducts.assign.description', { n: ids.length })}
      onClose={onClose}
    >
      {phase === 'loading' && <LoadingRows />}
      {phase === 'loadFailed' && <LoadFailed actor={actor} />}
      {(phase === 'editing' || phase === 'checking' || phase === 'invalid') && suppliers !== null && (
        <SupplierPicker actor={actor} suppliers={suppliers} onClose={onClose} />
      )}
      {(phase === 'confirming' || phase === 'submitting' || phase === 'done') && (
        <AssignSummary actor={actor} onClose={onClose} />
      )}
    </BulkDialogFrame>
  );
}

/** Searchable by name or tax id, case and accents aside; a radio list, so arrows move the choice. */
function SupplierPicker({
  actor,
  suppliers,
  onClose,
}: {
  actor: BulkDialogActor;
  suppliers: readonly SupplierOption[];
  onClose: (changed: boolean) => void;
}) {
  const { t } = useTranslation();
  const busy = useSelector(actor, select.selectBusy);
  const faults = useSelector(actor, select.selectFaults);
  const draft = useSelector(actor, (snapshot) => snapshot.context.draft) as { companyId: number } | null;
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<number | null>(draft?.companyId ?? null);
  const listLabel = useId();
  const found = useMemo(() => {
    const wanted = foldText(query);
    const matching = wanted
      ? suppliers.filter(
          (supplier) => foldText(supplier.name).includes(wanted) || (supplier.tax_id ?? '').includes(wanted),
        )
      : suppliers;
    return matching.slice(0, SHOWN);
  }, [suppliers, query]);
  return (
    <>
      <TextField
        label={t('bulkProducts.assign.search')}
        value={query}
        onValueChange={setQuery}
        autoFocus
        hint={t('bulkProducts.assign.searchHint', { n: suppliers.length })}
      />
      <p id={listLabel} className="mt-3 mb-1 text-xs font-medium text-slate-700">
        {t('bulkProducts.assign.supplier')}
      </p>
      <div
        role="radiogroup"
        aria-labelledby={listLabel}
        className="max-h-72 overflow-auto rounded-md border border-slate-200"
      >
        {found.length === 0 && (
          <p className="p-3 text-sm text-slate-500">{t('bulkProducts.assign.noMatch')}</p>
        )}
        {found.map((supplier) => (
          <label
            key={supplier.id}
            className={cn(
              'flex cursor-pointer items-center gap-3 border-b border-slate-100 px-3 py-2 text-sm last:border-b-0 hover:bg-slate-50',
              chosen === supplier.id && 'bg-accent-50',
            )}
          >
            <input
              type="radio"
              name="bulk-assign-supplier"
              value={supplier.id}
              checked={chosen === supplier.id}
              onChange={() => setChosen(supplier.id)}
              className="accent-accent-700"
            />
            <span className="flex-1 text-slate-900">{supplier.name}</span>
            {supplier.tax_id !== null && (
              <span className="text-xs text-slate-500 tabular-nums">
                {t('bulkProducts.assign.taxId')} {supplier.tax_id}
              </span>
            )}
          </label>
        ))}
      </div>
      {faults.length > 0 && (
        <Alert tone="error" className="mt-3">
          {faults[0]!.message}
        </Alert>
      )}
      <DialogMessage actor={actor} />
      <DialogButtons>
        <Button variant="secondary" onClick={() => onClose(false)} disabled={busy}>
          {t('bulkProducts.common.cancel')}
        </Button>
        <Button
          disabled={chosen === null || busy}
          aria-busy={busy || undefined}
          onClick={() => chosen !== null && actor.send({ type: 'SUBMIT', draft: { companyId: chosen } })}
        >
          {t('bulkProducts.common.next')}
        </Button>
      </DialogButtons>
    </>
  );
}

/** The counts before (the dry run) and after (the write); refused cards are named with the reason. */
function AssignSummary({ actor, onClose }: { actor: BulkDialogActor; onClose: (changed: boolean) => void }) {
  const { t } = useTranslation();
  const phase = useSelector(actor, select.selectPhase);
  const busy = useSelector(actor, select.selectBusy);
  const preview = useSelector(actor, select.selectPreview) as BulkAssignAnswer | null;
  const result = useSelector(actor, select.selectResult) as BulkAssignAnswer | null;
  const answer = phase === 'done' ? result : preview;
  if (answer === null) return null;
  const done = phase === 'done';
  return (
    <>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm" data-testid="assign-summary">
        <dt className="text-slate-600">{t('bulkProducts.assign.supplier')}</dt>
        <dd className="font-medium text-slate-900">{answer.supplier.name}</dd>
        <dt className="text-slate-600">
          {t(done ? 'bulkProducts.assign.changedDone' : 'bulkProducts.assign.changed')}
        </dt>
        <dd className="tabular-nums">{answer.changed}</dd>
        <dt className="text-slate-600">{t('bulkProducts.assign.unchanged')}</dt>
        <dd className="tabular-nums">{answer.unchanged}</dd>
        <dt className="text-slate-600">{t('bulkProducts.assign.refused')}</dt>
        <dd className="tabular-nums">{answer.refused.length}</dd>
      </dl>
      {answer.refused.length > 0 && (
        <div className="mt-3">
          <p className="mb-1 text-xs font-medium text-slate-700">{t('bulkProducts.assign.refusedList')}</p>
          <ul className="max-h-40 overflow-auto rounded-md border border-amber-200 bg-amber-50 text-sm">
            {answer.refused.map((card) => (
              <li
                key={card.id}
                className="flex justify-between gap-3 border-b border-amber-100 px-3 py-1.5 last:border-b-0"
              >
                <span className="text-slate-900">{card.name}</span>
                <span className="text-amber-900">{card.message}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {!done && answer.changed > 0 && (
        <Alert tone="warning" className="mt-3">
          {t('bulkProducts.assign.consequences')}
        </Alert>
      )}
      {done && (
        <Alert tone="success" className="mt-3">
          {t('bulkProducts.assign.done', { n: answer.changed })}
        </Alert>
      )}
      <DialogMessage actor={actor} />
      <DialogButtons>
        {done ? (
          <Button onClick={() => onClose(true)}>{t('bulkProducts.common.close')}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={() => actor.send({ type: 'BACK' })} disabled={busy}>
              {t('bulkProducts.common.back')}
            </Button>
            <Button
              onClick={() => actor.send({ type: 'CONFIRM' })}
              disabled={busy || answer.changed === 0}
              aria-busy={busy || undefined}
            >
              {t('bulkProducts.assign.confirm', { n: answer.changed })}
            </Button>
          </>
        )}
      </DialogButtons>
    </>
  );
}
