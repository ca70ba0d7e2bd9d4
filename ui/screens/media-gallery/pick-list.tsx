import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchList } from '@api/lists';
import type { TableRow } from '@domain/table-state';
import { Skeleton } from '@kit/skeleton';

const SEARCH_DELAY_MS = 300;

/**
 * A searchable checkbox list over any §2 list endpoint (the gallery's assets, the products list): the
 * first 100 rows for the search typed, checked by id. The choice survives a new search.
 */
export function PickList({
  path,
  searchLabel,
  emptyText,
  selected,
  onChange,
  render,
  pickLabel,
}: {
  path: string;
  searchLabel: string;
  emptyText: string;
  selected: readonly number[];
  onChange: (ids: number[]) => void;
  render: (row: TableRow) => ReactNode;
  pickLabel: (row: TableRow) => string;
}) {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const [rows, setRows] = useState<TableRow[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setRows(null);
      fetchList(
        path,
        { page: 1, per_page: 100, order: 'desc', filters: q.trim() === '' ? {} : { q: q.trim() } },
        controller.signal,
      ).then(
        (answer) => setRows(answer.rows),
        () => !controller.signal.aborted && setRows([]),
      );
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [path, q]);
  const chosen = new Set(selected);
  const toggle = (id: number) =>
    onChange(chosen.has(id) ? selected.filter((one) => one !== id) : [...selected, id]);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex min-w-64 flex-1 flex-col gap-1 text-xs font-medium text-slate-700">
          {searchLabel}
          <input
            type="search"
            value={q}
            onChange={(event) => setQ(event.target.value)}
            className="h-9 rounded-md border border-slate-300 px-3 text-sm"
          />
        </label>
        <button
          type="button"
          disabled={rows === null || rows.length === 0}
          onClick={() => onChange([...new Set([...selected, ...(rows ?? []).map((row) => row.id)])])}
          className="h-9 rounded-md border border-slate-300 bg-white px-3 text-xs font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60"
        >
          {t('mediaGallery.assign.selectAll')}
        </button>
      </div>
      <ul
        aria-busy={rows === null || undefined}
        className="grid max-h-96 gap-1 overflow-auto rounded-md border border-slate-200 bg-white p-2 sm:grid-cols-2 lg:grid-cols-3"
      >
        {rows === null ? (
          Array.from({ length: 6 }, (_, index) => (
            <li key={index}>
              <Skeleton className="h-12" />
            </li>
          ))
        ) : rows.length === 0 ? (
          <li className="p-2 text-sm text-slate-500">{emptyText}</li>
        ) : (
          rows.map((row) => (
            <li key={row.id}>
              <label className="flex cursor-pointer items-center gap-2 rounded px-2 py-1 text-sm hover:bg-slate-50 has-[:checked]:bg-accent-50">
                <input
                  type="checkbox"
                  checked={chosen.has(row.id)}
                  onChange={() => toggle(row.id)}
                  aria-label={pickLabel(row)}
                  className="size-4 accent-teal-700"
                />
                {render(row)}
              </label>
            </li>
          ))
        )}
      </ul>
    </div>
  );
}
