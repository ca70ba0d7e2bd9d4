import { useTranslation } from 'react-i18next';
import { PRODUCT_STATUS } from '@domain/constants';

const COLOURS: Record<number, string> = {
  [PRODUCT_STATUS.READY]: '#0f766e',
  [PRODUCT_STATUS.DRAFT]: '#94a3b8',
  [PRODUCT_STATUS.RETIRED]: '#cbd5e1',
  [PRODUCT_STATUS.OFFER]: '#2dd4bf',
};

const ORDER = [PRODUCT_STATUS.READY, PRODUCT_STATUS.DRAFT, PRODUCT_STATUS.OFFER, PRODUCT_STATUS.RETIRED];

/** Cards by status as horizontal bars; the numbers stay readable without the colours. */
export function StatusChart({ byStatus }: { byStatus: { status: number; count: number }[] }) {
  const { t, i18n } = useTranslation();
  const rows = ORDER.map((status) => ({
    status,
    count: byStatus.find((row) => row.status === status)?.count ?? 0,
  })).filter((row) => row.count > 0 || row.status !== PRODUCT_STATUS.OFFER);
  const max = Math.max(1, ...rows.map((row) => row.count));
  const format = new Intl.NumberFormat(i18n.language);
  return (
    <figure aria-label={t('dashboard.chartLabel')}>
      <ul className="flex flex-col gap-3">
        {rows.map((row) => (
          // Bars start in line on every row; a label longer than its column wraps, never cut.
          <li key={row.status} className="grid grid-cols-[8rem_1fr_4.5rem] items-center gap-3">
            <span className="min-w-0 text-sm break-words text-slate-700">
              {t(`status.${row.status}` as 'status.2')}
            </span>
            <span className="h-3 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
              <span
                className="block h-full rounded-full"
                style={{ width: `${(row.count / max) * 100}%`, backgroundColor: COLOURS[row.status] }}
              />
            </span>
            <span
              className="text-right text-sm font-medium text-slate-900 tabular-nums"
              data-testid={`status-count-${row.status}`}
            >
              {format.format(row.count)}
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
