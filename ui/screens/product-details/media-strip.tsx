import { useTranslation } from 'react-i18next';
import { MediaRemarkButton } from '@app/media-remark/media-remark-button';
import { MediaRemarksProvider } from '@app/media-remark/media-remark-counts';
import { isMediaType } from '@domain/media';
import { shortenFileName } from '@domain/format';
import { useCard } from './details-context';
import { SummaryCard } from './summary-card';

/** §3 Media: the card's photos as thumbnails (GET /api/p1/media/{id}) and its other files by name. */
export function MediaStrip() {
  const { t } = useTranslation();
  const text = t as (key: string) => string;
  const card = useCard();
  return (
    <SummaryCard id="details-media" title={t('productDetails.sections.media')}>
      {card.media.length === 0 ? (
        <p className="text-sm text-slate-500">{t('productDetails.media.none')}</p>
      ) : (
        <MediaRemarksProvider productId={card.id}>
          <ul aria-label={t('productDetails.media.listLabel')} className="flex flex-wrap gap-3">
            {card.media.map((file) => {
              const type = isMediaType(file.type) ? text(`media.types.${file.type}`) : String(file.type);
              return (
                <li key={file.id} className="w-28">
                  <a
                    href={file.url}
                    target="_blank"
                    rel="noopener"
                    aria-label={t('productDetails.media.open', { name: file.filename })}
                    className="block rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
                  >
                    {file.isImage ? (
                      <img
                        src={file.url}
                        alt=""
                        loading="lazy"
                        className="size-28 rounded-md border border-slate-200 bg-slate-50 object-contain"
                      />
                    ) : (
                      <span className="flex size-28 items-center justify-center rounded-md border border-slate-200 bg-slate-50 px-2 text-center text-xs break-all text-slate-600">
                        {shortenFileName(file.filename)}
                      </span>
                    )}
                  </a>
                  <p className="mt-1 truncate text-xs text-slate-600" title={file.filename}>
                    {type}
                  </p>
                  <MediaRemarkButton mediaId={file.id} name={file.filename} />
                </li>
              );
            })}
          </ul>
        </MediaRemarksProvider>
      )}
    </SummaryCard>
  );
}
