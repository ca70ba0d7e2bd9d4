import { useTranslation } from 'react-i18next';
import { helpVideoUrl } from '@app/help-videos';

/** §2 Product form: the help link to the video channel of the user's language (docs/decisions/0044). */
export function HelpVideoLink() {
  const { t, i18n } = useTranslation();
  const href = helpVideoUrl(i18n.language);
  if (href === null) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 rounded-md px-2 py-2 text-sm font-medium text-accent-800 hover:bg-accent-50 focus-visible:outline-2 focus-visible:outline-accent-600"
    >
      <span aria-hidden="true">▶</span>
      {t('productFormHelp.videos')}
      <span className="sr-only"> {t('productFormHelp.newTab')}</span>
    </a>
  );
}
