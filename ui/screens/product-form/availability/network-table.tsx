import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRing, inputClass } from '@kit/attribute-fields/styles';
import { cn } from '@kit/cn';
import type { AvailabilityEntry } from '@domain/product';

const NO_MESSAGES: readonly string[] = [];

export interface NetworkTableProps {
  entries: readonly AvailabilityEntry[];
  names: Readonly<Record<string, string>>;
  ownBrandNetworkCode: string | null;
  /** Translated faults keyed by network code. */
  faults: Readonly<Record<string, string[]>>;
  readOnly: boolean;
  /** Shown instead of rows when there are none. */
  emptyText: string;
  onToggle(code: string): void;
  onProductNumber(code: string, number: string): void;
}

/** §2 Availability section, network picker: visibility and supplier number per network, in a dense table. */
export function NetworkTable({ entries, names, emptyText, ...row }: NetworkTableProps) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-sm tabular-nums">
        <caption className="sr-only">{t('availability.tableCaption')}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-left text-xs text-slate-500">
          <tr>
            <th scope="col" className="w-20 px-3 py-1.5 font-medium">
              {t('availability.columns.visible')}
            </th>
            <th scope="col" className="px-3 py-1.5 font-medium">
              {t('availability.columns.network')}
            </th>
            <th scope="col" className="px-3 py-1.5 font-medium">
              {t('availability.columns.productNumber')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {entries.length === 0 ? (
            <tr>
              <td colSpan={3} className="px-3 py-3 text-slate-500">
                {emptyText}
              </td>
            </tr>
          ) : (
            entries.map((entry) => (
              <NetworkRow key={entry.code} entry={entry} name={names[entry.code] ?? entry.code} {...row} />
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

type RowProps = Omit<NetworkTableProps, 'entries' | 'names' | 'emptyText'> & {
  entry: AvailabilityEntry;
  name: string;
};

/** One network: its visibility box, name and supplier number. */
function NetworkRow({
  entry,
  name,
  ownBrandNetworkCode,
  faults,
  readOnly,
  onToggle,
  onProductNumber,
}: RowProps) {
  const { t } = useTranslation();
  const id = useId();
  // The typed text is kept while the field has focus, so spaces inside a number survive; the stored
  // value is trimmed (§5 Computations).
  const [draft, setDraft] = useState<string | null>(null);
  const messages = faults[entry.code] ?? NO_MESSAGES;
  const invalid = messages.length > 0;
  return (
    <tr className={cn(!entry.visibility && 'text-slate-500')}>
      <td className="px-3 py-1">
        <input
          type="checkbox"
          checked={entry.visibility}
          disabled={readOnly}
          aria-label={t('availability.visibleIn', { network: name })}
          onChange={() => onToggle(entry.code)}
          className={cn('size-4 rounded accent-accent-700', focusRing)}
        />
      </td>
      <td className="px-3 py-1">
        <span className="font-medium text-slate-800">{name}</span>{' '}
        <span className="text-xs text-slate-500">{entry.code}</span>
        {entry.code === ownBrandNetworkCode && (
          <span className="ml-2 rounded bg-accent-50 px-1.5 py-0.5 text-xs text-accent-800">
            {t('availability.ownBrandMark')}
          </span>
        )}
      </td>
      <td className="px-3 py-1">
        <input
          type="text"
          value={draft ?? entry.product_number}
          disabled={readOnly || !entry.visibility}
          aria-label={t('availability.productNumberIn', { network: name })}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            onProductNumber(entry.code, event.target.value);
          }}
          onBlur={() => setDraft(null)}
          className={inputClass(invalid, 'w-full max-w-56 tabular-nums')}
        />
        {invalid && (
          <p id={`${id}-error`} className="mt-0.5 text-xs text-red-600">
            {messages[0]}
          </p>
        )}
      </td>
    </tr>
  );
}
