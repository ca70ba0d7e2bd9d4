import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { BulkGrid } from '@domain/bulk-edit';
import { Button } from '@kit/button';
import { cellId } from './cell-text';

/** The card's sections a fault outside the grid can belong to (§3 fault namespaces). */
const FIELD_NAMESPACES = [
  'product_profile',
  'gallery',
  'logistic',
  'network_availability',
  'attributes',
] as const;

/**
 * Per-card faults of the last validation: a fault of a shown column leads to its cell; any other (media,
 * logistics, a column not shown) names its field and leads to the card form, where it is fixed.
 */
export function FaultList({ grid }: { grid: BulkGrid }) {
  const { t } = useTranslation();
  const validated = grid.cards.some((card) => card.faults !== null);
  const faulty = grid.cards.filter((card) => (card.faults?.length ?? 0) > 0);
  const names = new Map(grid.available_columns.map((column) => [column.key, column.name]));
  const cardField = (key: string) => {
    const namespace = key.split('.')[0] ?? '';
    return FIELD_NAMESPACES.includes(namespace as (typeof FIELD_NAMESPACES)[number])
      ? t(`bulkEdit.faults.fields.${namespace as (typeof FIELD_NAMESPACES)[number]}`)
      : t('bulkEdit.faults.fields.other');
  };
  return (
    <section aria-labelledby="bulk-faults-title" className="rounded-md border border-slate-200 bg-white p-3">
      <h2 id="bulk-faults-title" className="text-sm font-semibold text-slate-900">
        {t('bulkEdit.faults.title')}
      </h2>
      {!validated && <p className="mt-1 text-xs text-slate-600">{t('bulkEdit.faults.notYet')}</p>}
      {validated && faulty.length === 0 && (
        <p className="mt-1 text-xs text-accent-800">{t('bulkEdit.faults.none')}</p>
      )}
      {faulty.length > 0 && (
        <ul className="mt-2 flex max-h-72 flex-col gap-2 overflow-auto text-sm">
          {faulty.map((card) => (
            <li
              key={card.id}
              data-testid={`bulk-faults-${card.id}`}
              className="rounded border border-red-100 bg-red-50/40 p-2"
            >
              <div className="flex items-center justify-between gap-2">
                <span className="font-medium text-slate-900">
                  {t('bulkEdit.faults.card', {
                    card: `${card.id} · ${card.name_to_show}`,
                    count: card.faults!.length,
                  })}
                </span>
                <Link href={`/product/${card.id}/edit`} className="text-xs text-accent-700 hover:underline">
                  {t('bulkEdit.faults.openCard')}
                </Link>
              </div>
              <ul className="mt-1 flex flex-col gap-0.5 text-xs text-red-800">
                {card.faults!.map((fault, index) => {
                  const shown = grid.columns.includes(fault.field) && card.values[fault.field] !== undefined;
                  return (
                    <li key={`${fault.field}-${index}`} className="flex items-center gap-2">
                      <span>
                        {names.get(fault.field) ??
                          `${t('bulkEdit.faults.outsideGrid')} · ${cardField(fault.field)}`}
                        : {fault.message}
                      </span>
                      {shown && (
                        <Button
                          variant="link"
                          size="sm"
                          className="h-auto text-xs"
                          onClick={() => document.getElementById(cellId(card.id, fault.field))?.focus()}
                        >
                          {t('bulkEdit.faults.goToCell')}
                        </Button>
                      )}
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
