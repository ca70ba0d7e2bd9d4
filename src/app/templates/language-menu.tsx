import { useTranslation } from 'react-i18next';
import { Menu } from '@kit/menu';
import { useLanguage } from '../use-language';

/** Language switch in every template: pl, de, ro. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const { current, switchTo, languages } = useLanguage();
  return (
    <Menu
      label={`${t('nav.language')}: ${current.toUpperCase()}`}
      trigger={
        <>
          <svg viewBox="0 0 20 20" className="size-4 text-slate-500" aria-hidden="true">
            <path
              fill="currentColor"
              d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm5.9 7h-2.4a12.6 12.6 0 0 0-1-4.6A6 6 0 0 1 15.9 9ZM10 4.1c.6.8 1.3 2.5 1.5 4.9h-3c.2-2.4.9-4.1 1.5-4.9ZM7.5 4.4a12.6 12.6 0 0 0-1 4.6H4.1a6 6 0 0 1 3.4-4.6ZM4.1 11h2.4c.1 1.8.5 3.4 1 4.6A6 6 0 0 1 4.1 11Zm5.9 4.9c-.6-.8-1.3-2.5-1.5-4.9h3c-.2 2.4-.9 4.1-1.5 4.9Zm2.5-.3c.5-1.2.9-2.8 1-4.6h2.4a6 6 0 0 1-3.4 4.6Z"
            />
          </svg>
          <span className="uppercase">{current}</span>
        </>
      }
      items={languages.map((language) => ({
        key: language,
        label: t(`languages.${language}`),
        selected: language === current,
        onSelect: () => void switchTo(language),
      }))}
    />
  );
}
