import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '@domain/constants';
import type { Catalog } from '@i18n/translate';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalog };
  }
}

/**
 * i18next with Polish as default and fallback. Messages are loaded per language from the server
 * (§7 translations); Polish is always loaded too, so a missing key falls back to it.
 */
export async function createI18n(
  language: Language,
  load: (language: Language) => Promise<Record<string, unknown>>,
): Promise<I18n> {
  const instance = i18next.createInstance();
  const languages = language === DEFAULT_LANGUAGE ? [language] : [language, DEFAULT_LANGUAGE];
  const catalogs = await Promise.all(languages.map((lng) => load(lng)));
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: Object.fromEntries(
      languages.map((lng, index) => [lng, { translation: catalogs[index] ?? {} }]),
    ),
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = language;
  return instance;
}

/** Switches the interface language, loading its messages first when they are not there yet. */
export async function changeLanguage(
  instance: I18n,
  language: Language,
  load: (language: Language) => Promise<Record<string, unknown>>,
): Promise<void> {
  if (!instance.hasResourceBundle(language, 'translation')) {
    instance.addResourceBundle(language, 'translation', await load(language));
  }
  await instance.changeLanguage(language);
  document.documentElement.lang = language;
}
