import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@domain/constants';
import { useLanguage } from '../use-language';

/** The language switch of the auth pages: a native select keeps the first load small and works everywhere. */
export function AuthLanguageSelect() {
  const { t } = useTranslation();
  const { current, switchTo, languages } = useLanguage();
  const id = useId();
  return (
    <span className="inline-flex items-center gap-1">
      <label htmlFor={id} className="sr-only">
        {t('nav.language')}
      </label>
      <select
        id={id}
        value={current}
        onChange={(event) => void switchTo(event.target.value as Language)}
        className="h-8 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-700 focus-visible:outline-2 focus-visible:outline-accent-600"
      >
        {languages.map((language) => (
          <option key={language} value={language}>
            {t(`languages.${language}`)}
          </option>
        ))}
      </select>
    </span>
  );
}
