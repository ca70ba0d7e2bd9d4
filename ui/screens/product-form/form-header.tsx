import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PRODUCT_STATUS } from '@domain/constants';
import { Button } from '@kit/button';
import { cn } from '@kit/cn';
import { CardOfferActions } from '@app/offers/card-offer-actions';
import { useForm } from './form-actors';
import { HelpVideoLink } from './help-video-link';

const STATUS_KEY: Record<number, 'offer' | 'ready' | 'draft' | 'retired'> = {
  [PRODUCT_STATUS.OFFER]: 'offer',
  [PRODUCT_STATUS.READY]: 'ready',
  [PRODUCT_STATUS.DRAFT]: 'draft',
  [PRODUCT_STATUS.RETIRED]: 'retired',
};

const STATUS_TONE: Record<string, string> = {
  ready: 'bg-accent-50 text-accent-800 ring-accent-200',
  draft: 'bg-slate-100 text-slate-700 ring-slate-200',
  retired: 'bg-amber-50 text-amber-800 ring-amber-200',
  offer: 'bg-sky-50 text-sky-800 ring-sky-200',
  new: 'bg-white text-slate-600 ring-slate-200',
};

interface FormHeaderProps {
  dirty: boolean;
  saving: boolean;
  disabled: boolean;
  onSaveDraft: () => void;
  onSave: () => void;
}

/**
 * §2 Product form: the card's name and status, the help videos link, and the save, save-draft and
 * return-to-list actions.
 */
export function FormHeader({ dirty, saving, disabled, onSaveDraft, onSave }: FormHeaderProps) {
  const { t, i18n } = useTranslation();
  const id = useForm((state) => state.id);
  const status = useForm((state) => state.status);
  const name = useForm((state) => state.profile.name_to_show);
  const info = useForm((state) => state.generalInfo);
  const statusKey = status === null ? 'new' : (STATUS_KEY[status] ?? 'draft');
  const updated = info ? new Date(info.updated_at) : null;

  return (
    <header className="sticky top-0 z-20 -mx-1 flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 bg-slate-50/95 px-1 py-3 backdrop-blur">
      <div className="min-w-0">
        <p className="text-xs text-slate-500">
          {id === null ? t('productForm.titleNew') : t('productForm.titleEdit')}
        </p>
        <div className="flex items-center gap-2">
          <h1 className="min-w-0 text-lg font-semibold break-words text-slate-900">
            {name || t('productForm.untitled')}
          </h1>
          <span
            data-testid="product-status"
            className={cn(
              'shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ring-1',
              STATUS_TONE[statusKey],
            )}
          >
            {t(`productForm.status.${statusKey}`)}
          </span>
        </div>
        <p className="mt-0.5 h-4 text-xs text-slate-500 tabular-nums">
          {dirty ? (
            <span className="text-amber-700">{t('productForm.meta.unsaved')}</span>
          ) : updated ? (
            <>
              {t('productForm.meta.updated', {
                date: new Intl.DateTimeFormat(i18n.language, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                }).format(updated),
              })}
              {info?.last_product_editor
                ? ` ${t('productForm.meta.editor', { name: info.last_product_editor.name })}`
                : ''}
            </>
          ) : null}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {/* §2 offer modals: a saved ready card only (an offer names a stored card). */}
        {id !== null && status === PRODUCT_STATUS.READY && (
          <CardOfferActions card={{ id, name: name || t('productForm.untitled'), gtin: null }} />
        )}
        {/* The card's rich content has its own page (docs/decisions/0054); a new card has none yet. */}
        {id !== null && (
          <Link
            href={`/rich-editor/${id}`}
            className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-accent-600"
          >
            {t('richContent.title')}
          </Link>
        )}
        {/* The card's versions: compare and restore (docs/decisions/0053); a new card has none yet. */}
        {id !== null && (
          <Link
            href={`/product/${id}/history`}
            className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-accent-600"
          >
            {t('cardHistory.link')}
          </Link>
        )}
        <HelpVideoLink />
        <Link
          href="/product/list"
          className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-accent-600"
        >
          {t('productForm.actions.returnToList')}
        </Link>
        <Button variant="secondary" onClick={onSaveDraft} disabled={disabled} aria-busy={saving || undefined}>
          {t('productForm.actions.saveDraft')}
        </Button>
        <Button onClick={onSave} disabled={disabled} aria-busy={saving || undefined}>
          {saving ? t('productForm.actions.saving') : t('productForm.actions.save')}
        </Button>
      </div>
    </header>
  );
}
