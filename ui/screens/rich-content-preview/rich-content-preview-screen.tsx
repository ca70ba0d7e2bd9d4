import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { fetchProductDetails } from '@api/product-details';
import { fetchRichContent } from '@api/rich-content';
import type { ScreenProps } from '@app/module-registry';
import { useResource } from '@app/use-resource';
import { LANGUAGES, type Language } from '@domain/constants';
import { Alert } from '@kit/alert';
import { Button } from '@kit/button';
import { RetryAlert } from '@kit/retry-alert';
import { Skeleton } from '@kit/skeleton';
import { PreviewPage } from './preview-page';

async function loadPreview(productId: number) {
  const [card, rich] = await Promise.all([
    fetchProductDetails(productId, false),
    fetchRichContent(productId),
  ]);
  return { card, rich };
}
export type PreviewData = Awaited<ReturnType<typeof loadPreview>>;

const linkClass =
  'inline-flex h-8 items-center rounded-md border border-slate-300 bg-white px-3 text-xs font-medium text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600';

/**
 * {app}/rich-content/preview/{id} (docs/decisions/0054): the card's rich content as a shop page shows it —
 * the name, the photos, the key attributes and the description in one language — with a bar to change the
 * language, print, and go back, which the printout leaves out.
 */
export function RichContentPreviewScreen({ params }: ScreenProps) {
  const { t } = useTranslation();
  const id = params.id !== undefined && /^\d{1,10}$/.test(params.id) ? Number(params.id) : null;
  if (id === null)
    return (
      <div className="p-4">
        <Alert tone="error">{t('errors.productNotFound')}</Alert>
      </div>
    );
  return <Preview productId={id} />;
}

function Preview({ productId }: { productId: number }) {
  const { t, i18n } = useTranslation();
  const preview = useResource(() => loadPreview(productId));
  const initial = (LANGUAGES as readonly string[]).includes(i18n.language)
    ? (i18n.language as Language)
    : 'pl';
  const [language, setLanguage] = useState<Language>(initial);
  return (
    <div className="min-h-screen bg-slate-50 print:bg-white">
      <div className="border-b border-slate-200 bg-white print:hidden">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-3 px-4 py-2">
          <Link href={`/product/${productId}/details`} className={linkClass}>
            {t('richContent.backToCard')}
          </Link>
          {preview.data?.rich.can_edit === true && (
            <Link href={`/rich-editor/${productId}`} className={linkClass}>
              {t('richContent.edit')}
            </Link>
          )}
          <label className="ml-auto flex items-center gap-2 text-xs text-slate-600">
            {t('richContent.previewLanguage')}
            <select
              value={language}
              onChange={(event) => setLanguage(event.target.value as Language)}
              className="h-8 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900"
            >
              {LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {t(`languages.${code}`)}
                </option>
              ))}
            </select>
          </label>
          <Button size="sm" onClick={() => window.print()}>
            {t('richContent.print')}
          </Button>
        </div>
      </div>
      <main className="mx-auto max-w-5xl px-4 py-6 print:max-w-none print:p-0">
        {preview.failed && (
          <RetryAlert
            message={t('richContent.loadFailed')}
            retryLabel={t('richContent.retry')}
            onRetry={preview.retry}
          />
        )}
        {preview.loading && (
          <div role="status" aria-label={t('richContent.loading')} className="grid gap-4 md:grid-cols-2">
            <Skeleton className="h-80" />
            <Skeleton className="h-80" />
          </div>
        )}
        {preview.data !== null && !preview.loading && <PreviewPage data={preview.data} language={language} />}
      </main>
    </div>
  );
}
