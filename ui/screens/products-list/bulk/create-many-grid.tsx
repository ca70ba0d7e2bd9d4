import { useTranslation } from 'react-i18next';
import type { CreateManyRow } from '@domain/bulk-products';
import { Button } from '@kit/button';
import { cn } from '@kit/cn';

/** A row of the create-many grid with a key that survives edits, removals and pastes. */
export type KeyedRow = CreateManyRow & { key: number };

const FIELDS = ['gtin', 'name', 'category'] as const;

/** The rows of create many products: GTIN, name, category code, each with its fault under it. */
export function CreateManyGrid({
  rows,
  faults,
  disabled,
  onChange,
  onRemove,
}: {
  rows: readonly KeyedRow[];
  faults: ReadonlyMap<number, Readonly<Record<string, string>>>;
  disabled: boolean;
  onChange: (key: number, field: keyof CreateManyRow, value: string) => void;
  onRemove: (key: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <table className="w-full border-collapse text-sm">
      <thead className="sticky top-0 z-10 bg-white">
        <tr className="border-b border-slate-200 text-left text-xs font-medium text-slate-600">
          <th scope="col" className="w-8 py-2 pr-2 text-right">
            #
          </th>
          {FIELDS.map((field) => (
            <th key={field} scope="col" className="py-2 pr-3">
              {t(`bulkProducts.createMany.columns.${field}`)}
            </th>
          ))}
          <th scope="col" className="w-20 py-2">
            <span className="sr-only">{t('bulkProducts.createMany.remove')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => {
          const problems = faults.get(row.key) ?? {};
          return (
            <tr key={row.key} className="border-b border-slate-100 align-top" data-testid="create-many-row">
              <td className="py-1.5 pr-2 text-right text-xs text-slate-500 tabular-nums">{index + 1}</td>
              {FIELDS.map((field) => (
                <td key={field} className={cn('py-1.5 pr-3', field === 'name' ? 'w-1/2' : 'w-1/5')}>
                  <input
                    value={row[field]}
                    disabled={disabled}
                    inputMode={field === 'gtin' ? 'numeric' : undefined}
                    aria-label={t('bulkProducts.createMany.cellLabel', {
                      column: t(`bulkProducts.createMany.columns.${field}`),
                      row: index + 1,
                    })}
                    aria-invalid={problems[field] !== undefined || undefined}
                    onChange={(event) => onChange(row.key, field, event.target.value)}
                    className={cn(
                      'h-8 w-full rounded-md border bg-white px-2 text-sm focus-visible:outline-2 focus-visible:outline-accent-600 disabled:bg-slate-50',
                      field !== 'name' && 'tabular-nums',
                      problems[field] === undefined ? 'border-slate-300' : 'border-red-500',
                    )}
                  />
                  {problems[field] !== undefined && (
                    <span className="text-xs text-red-600" data-testid="row-fault">
                      {problems[field]}
                    </span>
                  )}
                </td>
              ))}
              <td className="py-1.5">
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={disabled}
                  onClick={() => onRemove(row.key)}
                  aria-label={t('bulkProducts.createMany.removeRow', { row: index + 1 })}
                >
                  {t('bulkProducts.createMany.remove')}
                </Button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
