import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@domain/constants';
import { keyAttributes } from '@domain/rich-content-preview';
import { sanitizeRichHtml } from '@kit/rich-text/sanitize-rich-html';
import type { PreviewData } from './rich-content-preview-screen';

/** The description as a shop shows it: the same styles as the editor, only what the allow-list keeps. */
const DESCRIPTION_CLASSES =
  'text-sm leading-relaxed text-slate-800 [&_a]:text-accent-700 [&_a]:underline [&_blockquote]:border-l-2 [&_blockquote]:border-slate-300 [&_blockquote]:pl-3 [&_h2]:mt-4 [&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:mb-1 [&_h3]:font-semibold [&_img]:my-2 [&_img]:max-h-80 [&_li]:ml-5 [&_ol]:list-decimal [&_p]:my-2 [&_table]:my-3 [&_table]:border-collapse [&_td]:border [&_td]:border-slate-300 [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-slate-300 [&_th]:bg-slate-50 [&_th]:px-2 [&_th]:py-1 [&_th]:text-left [&_ul]:list-disc';

/** The shop page itself: name and GTIN, the photos, the key attributes, then the description. */
export function PreviewPage({ data, language }: { data: PreviewData; language: Language }) {
  const { t } = useTranslation();
  const { card, rich } = data;
  const name = card.nameToShow || card.name;
  const photos = card.media.filter((media) => media.isImage);
  const lines = useMemo(
    () =>
      keyAttributes(
        card.attributes,
        { yes: t('productDetails.values.yes'), no: t('productDetails.values.no') },
        language,
      ),
    [card.attributes, t, language],
  );
  const html = rich.content[language] ?? '';
  return (
    <article
      aria-label={t('richContent.previewTitle', { name })}
      className="flex flex-col gap-6 rounded-lg bg-white p-6 shadow-sm print:p-0 print:shadow-none"
    >
      <div className="grid gap-6 md:grid-cols-2 print:grid-cols-2">
        <section aria-label={t('richContent.photos')} className="flex flex-col gap-2">
          {photos[0] !== undefined && (
            <img
              src={photos[0].url}
              alt={photos[0].filename}
              className="aspect-square w-full rounded-md border border-slate-200 object-contain"
            />
          )}
          {photos.length > 1 && (
            <ul className="flex flex-wrap gap-2">
              {photos.slice(1, 6).map((photo) => (
                <li key={photo.id}>
                  <img
                    src={photo.url}
                    alt={photo.filename}
                    className="size-16 rounded border border-slate-200 object-contain"
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
        <div className="flex flex-col gap-3">
          <h1 className="text-2xl font-semibold text-slate-900">{name}</h1>
          {card.gtin !== null && (
            <p className="text-xs text-slate-500 tabular-nums">
              {t('richContent.gtin')}: {card.gtin}
            </p>
          )}
          {lines.length > 0 && (
            <section aria-label={t('richContent.keyAttributes')}>
              <h2 className="mb-1 text-sm font-semibold text-slate-900">{t('richContent.keyAttributes')}</h2>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                {lines.map((line) => (
                  <div key={line.name} className="contents">
                    <dt className="text-slate-500">{line.name}</dt>
                    <dd className="text-slate-900">{line.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          )}
        </div>
      </div>
      <section aria-label={t('richContent.description')} lang={language}>
        {html === '' ? (
          <p className="text-sm text-slate-500">{t('richContent.empty')}</p>
        ) : (
          <div
            className={DESCRIPTION_CLASSES}
            // Stored rich content is shown only through the allow-list (src/domain/rich-html.ts).
            dangerouslySetInnerHTML={{ __html: sanitizeRichHtml(html) }}
          />
        )}
      </section>
    </article>
  );
}
