import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { BulkGrid } from '@domain/bulk-edit';
import { bulkCounts } from '@domain/bulk-edit';
import { BULK_STATUS } from '@domain/constants';
import { Button } from '@kit/button';
import { Tag } from '@kit/tag';

/** §4 Each status its tone: teal once validated or saved, amber while work runs, grey before. */
const TONES: Record<number, string> = {
  [BULK_STATUS.CREATED]: 'bg-slate-50 text-slate-700 ring-slate-300',
  [BULK_STATUS.EDITED]: 'bg-amber-50 text-amber-800 ring-amber-300',
  [BULK_STATUS.VALIDATING]: 'bg-amber-50 text-amber-800 ring-amber-300',
  [BULK_STATUS.VALIDATED]: 'bg-accent-50 text-accent-800 ring-accent-300',
  [BULK_STATUS.SAVING]: 'bg-amber-50 text-amber-800 ring-amber-300',
  [BULK_STATUS.SAVED]: 'bg-accent-50 text-accent-800 ring-accent-300',
};

export interface BulkHeaderProps {
  grid: BulkGrid;
  busy: boolean;
  editable: boolean;
  canSave: boolean;
  onColumns: () => void;
  onChange: () => void;
  onValidate: () => void;
  onSave: () => void;
}

/** Title, the session's status (§4) and the actions of the bulk editor. */
export function BulkHeader({
  grid,
  busy,
  editable,
  canSave,
  onColumns,
  onChange,
  onValidate,
  onSave,
}: BulkHeaderProps) {
  const { t } = useTranslation();
  const counts = bulkCounts(grid.cards);
  return (
    <header className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-3">
      <div className="flex flex-col gap-1">
        <div className="flex items-center gap-2">
          <h1 className="text-lg font-semibold text-slate-900">{t('bulkEdit.title')}</h1>
          <span aria-label={t('bulkEdit.statusLabel')} data-testid="bulk-status" data-status={grid.status}>
            <Tag tone={TONES[grid.status] ?? TONES[BULK_STATUS.CREATED]!}>
              {t(`bulkEdit.status.${grid.status}` as 'bulkEdit.status.1')}
            </Tag>
          </span>
        </div>
        <p className="text-xs text-slate-600 tabular-nums">
          {t('bulkEdit.subtitle', { count: counts.total })}
          {' · '}
          <Link href="/product/list" className="text-accent-700 hover:underline">
            {t('bulkEdit.toolbar.back')}
          </Link>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2" aria-busy={busy || undefined}>
        <Button variant="secondary" size="sm" onClick={onColumns} disabled={!editable}>
          {t('bulkEdit.toolbar.columns')}
        </Button>
        <Button variant="secondary" size="sm" onClick={onChange} disabled={!editable}>
          {t('bulkEdit.toolbar.bulkChange')}
        </Button>
        <Button variant="secondary" size="sm" onClick={onValidate} disabled={!editable}>
          {t('bulkEdit.toolbar.validate')}
        </Button>
        <Button size="sm" onClick={onSave} disabled={!canSave}>
          {t('bulkEdit.toolbar.save')}
        </Button>
      </div>
    </header>
  );
}
