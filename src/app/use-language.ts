import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@domain/constants';
import { fetchTranslations, setLanguage } from '@api/auth';
import { changeLanguage } from './i18n';

/** The interface language and a way to switch it: stored on the server (cookie and user), messages loaded. */
export function useLanguage() {
  const { i18n } = useTranslation();
  const current = (LANGUAGES as readonly string[]).includes(i18n.language)
    ? (i18n.language as Language)
    : 'pl';
  const switchTo = async (language: Language) => {
    await setLanguage(language);
    await changeLanguage(i18n, language, fetchTranslations);
  };
  return { current, switchTo, languages: LANGUAGES };
}
