import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkNumbersCard } from '@contract/bulk-products';
import type { FieldFault } from '@domain/refusal';
import { rowFaults } from '@machines/bulk-dialog.selectors';
import { cn } from '@kit/cn';

/** The numbers being edited: per card id, per network code. */
export type NumbersValues = Record<number, Record<string, string>>;

/**
 * One tab of bulk numbers: a row per card, a column per network any of its cards is visible in (§4: a
 * hidden network has no number, so its cell is a dash). A fault of the dry run sits under its cell.
 */
export function NumbersGrid({
  rows,
  names,
  values,
  faults,
  disabled,
  onChange,
}: {
  rows: readonly { card: BulkNumbersCard; index: number }[];
  names: Readonly<Record<string, string>>;
  values: NumbersValues;
  faults: readonly FieldFault[];
  disabled: boolean;
  onChange: (cardId: number, code: string, number: string) => void;
}) {
  const { t } = useTranslation();
  const codes = useMemo(() => {
    const visible = new Set(
      rows.flatMap(({ card }) =>
        card.availability.filter((entry) => entry.visibility).map((entry) => entry.code),
      ),
    );
    return [...visible].sort((a, b) => (names[a] ?? a).localeCompare(names[b] ?? b, 'pl'));
  }, [rows, names]);
  if (rows.length === 0)
    return <p className="py-6 text-center text-sm text-slate-500">{t('bulkProducts.numbers.emptyTab')}</p>;
  return (
    <table className="w-full border-collapse text-sm">
      <thead className="sticky top-0 z-10 bg-white">
        <tr className="border-b border-slate-200 text-left text-xs font-medium text-slate-600">
          <th scope="col" className="min-w-48 py-2 pr-3">
            {t('bulkProducts.numbers.product')}
          </th>
          <th scope="col" className="py-2 pr-3">
            GTIN
          </th>
          {codes.map((code) => (
            <th key={code} scope="col" className="min-w-28 py-2 pr-3">
              {names[code] ?? code}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ card, index }) => {
          const problems = rowFaults(faults, `cards.${index}.`);
          const visible = new Set(
            card.availability.filter((entry) => entry.visibility).map((entry) => entry.code),
          );
          return (
            <tr key={card.id} className="border-b border-slate-100 align-top">
              <th scope="row" className="min-w-48 py-1.5 pr-3 text-left font-normal text-slate-900">
                <span className="line-clamp-2">{card.name}</span>
                {problems._ !== undefined && <span className="block text-xs text-red-600">{problems._}</span>}
              </th>
              <td className="py-1.5 pr-3 whitespace-nowrap text-slate-600 tabular-nums">
                {card.gtin ?? '—'}
              </td>
              {codes.map((code) => (
                <td key={code} className="py-1.5 pr-3">
                  {visible.has(code) ? (
                    <>
                      <input
                        value={values[card.id]?.[code] ?? ''}
                        disabled={disabled}
                        aria-label={t('bulkProducts.numbers.cellLabel', {
                          network: names[code] ?? code,
                          product: card.name,
                        })}
                        aria-invalid={problems[code] !== undefined || undefined}
                        onChange={(event) => onChange(card.id, code, event.target.value)}
                        className={cn(
                          'h-8 w-full rounded-md border bg-white px-2 text-sm tabular-nums focus-visible:outline-2 focus-visible:outline-accent-600 disabled:bg-slate-50',
                          problems[code] === undefined ? 'border-slate-300' : 'border-red-500',
                        )}
                      />
                      {problems[code] !== undefined && (
                        <span className="text-xs text-red-600">{problems[code]}</span>
                      )}
                    </>
                  ) : (
                    <span className="text-slate-400">
                      <span aria-hidden="true">—</span>
                      <span className="sr-only">{t('bulkProducts.numbers.hidden')}</span>
                    </span>
                  )}
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
