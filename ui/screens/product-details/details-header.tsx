import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PRODUCT_STATUS, SALES_STATUS } from '@domain/constants';
import { mayExportMetro, productLinks } from '@domain/product-details';
import { Button } from '@kit/button';
import { cn } from '@kit/cn';
import { selectUser } from '@machines/session.selectors';
import { useSessionActor } from '@app/session/session-context';
import { CardOfferActions } from '@app/offers/card-offer-actions';
import { usePermission } from '@app/session/use-permission';
import { useCard, useDetailsActor } from './details-context';
import { LinkMenu, type MenuLink } from './link-menu';
import { RetailGroupPreview } from './retail-group-preview';
import { useFormatDate } from './use-format-date';

const STATUS_TONE: Record<number, string> = {
  [PRODUCT_STATUS.READY]: 'bg-accent-50 text-accent-800 ring-accent-200',
  [PRODUCT_STATUS.DRAFT]: 'bg-slate-100 text-slate-700 ring-slate-200',
  [PRODUCT_STATUS.RETIRED]: 'bg-amber-50 text-amber-800 ring-amber-200',
  [PRODUCT_STATUS.OFFER]: 'bg-sky-50 text-sky-800 ring-sky-200',
};
const STATUS_KEY = { 1: 'status.1', 2: 'status.2', 5: 'status.5', 6: 'status.6' } as const;

/**
 * §2 Product details header: name_to_show, GTIN, status, company, last change; actions edit (product.edit
 * only), remarks, print (all, filled, without network attributes) and export (xlsx; xlsx-metro where it
 * applies, docs/decisions/0015).
 */
export function DetailsHeader() {
  const { t } = useTranslation();
  const actor = useDetailsActor();
  const card = useCard();
  const user = useSelector(useSessionActor(), selectUser);
  const canEdit = usePermission('product.edit');
  const date = useFormatDate();
  const links = productLinks(card.id);
  const statusKey = STATUS_KEY[card.status as keyof typeof STATUS_KEY];

  const printLinks: MenuLink[] = [
    { key: 'print', label: t('productDetails.actions.printAll'), href: links.print },
    { key: 'filled', label: t('productDetails.actions.printFilled'), href: links.printFilled },
    { key: 'skip', label: t('productDetails.actions.printSkipNetwork'), href: links.printSkipNetwork },
    // §2 get-passport-wawi: a printable page too, with its JSON a link away (docs/decisions/0044).
    { key: 'passport', label: t('productPassport.link'), href: links.passportWawi },
  ];
  const exportLinks: MenuLink[] = [
    { key: 'xlsx', label: t('productDetails.actions.xlsx'), href: links.xlsx, download: true },
    ...(user !== null && mayExportMetro(user, card.availability.availability)
      ? [
          {
            key: 'metro',
            label: t('productDetails.actions.xlsxMetro'),
            href: links.xlsxMetro,
            download: true,
          },
        ]
      : []),
  ];

  return (
    <header className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 pb-3">
      <div className="min-w-[16rem] flex-1">
        <p className="text-xs text-slate-500">{t('productDetails.title')}</p>
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="min-w-0 text-lg font-semibold break-words text-slate-900">
            {card.nameToShow || t('productDetails.untitled')}
          </h1>
          <span
            data-testid="product-status"
            className={cn(
              'shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ring-1',
              STATUS_TONE[card.status] ?? STATUS_TONE[PRODUCT_STATUS.DRAFT],
            )}
          >
            {statusKey ? t(statusKey) : card.status}
          </span>
          {card.isEditRequired && (
            <span className="shrink-0 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-amber-200">
              {t('productDetails.meta.editRequired')}
            </span>
          )}
          {card.salesStatus === SALES_STATUS.WITHDRAWN && (
            <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 ring-1 ring-slate-200">
              {t('productDetails.meta.salesWithdrawn')}
            </span>
          )}
        </div>
        <p className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-xs text-slate-600">
          <span className="tabular-nums">
            {t('productDetails.meta.gtin')}: {card.gtin ?? t('productDetails.meta.noGtin')}
          </span>
          <span>
            {t('productDetails.meta.company')}: {card.companyName}
          </span>
          <span className="tabular-nums">
            {t('productDetails.meta.updated', { date: date(card.updatedAt) })}
            {card.lastEditor ? ` ${t('productDetails.meta.editor', { name: card.lastEditor })}` : ''}
          </span>
        </p>
      </div>
      <div
        role="group"
        aria-label={t('productDetails.actions.label')}
        className="flex flex-wrap items-center gap-2"
      >
        {canEdit && (
          <Link
            href={`/product/${card.id}/edit`}
            className="inline-flex h-9 items-center rounded-md bg-accent-700 px-4 text-sm font-medium text-white shadow-sm hover:bg-accent-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
          >
            {t('productDetails.actions.edit')}
          </Link>
        )}
        {/* A card's rich content and its shop preview (docs/decisions/0054). */}
        <Link
          href={`/rich-editor/${card.id}`}
          className="inline-flex h-9 items-center rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
        >
          {t('richContent.title')}
        </Link>
        <Link
          href={`/rich-content/preview/${card.id}`}
          className="inline-flex h-9 items-center rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
        >
          {t('richContent.preview')}
        </Link>
        <CardOfferActions card={{ id: card.id, name: card.nameToShow, gtin: card.gtin }} />
        <Link
          href={`/changelog-report/show?product_id=${card.id}`}
          className="inline-flex h-9 items-center rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
        >
          {t('auditTrail.links.card')}
        </Link>
        {/* The card's versions: compare and restore (docs/decisions/0053). */}
        <Link
          href={`/product/${card.id}/history`}
          className="inline-flex h-9 items-center rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
        >
          {t('cardHistory.link')}
        </Link>
        <Button variant="secondary" onClick={() => actor.send({ type: 'REMARKS.OPEN' })}>
          {t('productDetails.actions.remarks')}
          {/* The space keeps the count a word of its own in the button's name ("Uwagi 2"). */}
          {card.remarkCount > 0 && ' '}
          {card.remarkCount > 0 && (
            <span className="rounded-full bg-slate-100 px-1.5 text-xs text-slate-700 tabular-nums">
              {card.remarkCount}
            </span>
          )}
        </Button>
        <LinkMenu
          trigger={t('productDetails.actions.print')}
          links={printLinks}
          newTabHint={t('productDetails.actions.newTab')}
        />
        <LinkMenu
          trigger={t('productDetails.actions.export')}
          links={exportLinks}
          newTabHint={t('productDetails.actions.newTab')}
        />
        <RetailGroupPreview productId={card.id} />
      </div>
    </header>
  );
}
