import i18next, { type i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import pl from '@i18n/locales/pl.json';

let instance: I18n | null = null;

/** The Polish messages, loaded synchronously for screens rendered by the model-based tests. */
export function polish(): I18n {
  if (instance !== null) return instance;
  instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'pl',
    resources: { pl: { translation: pl } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

export function WithMessages({ children }: { children: ReactNode }) {
  return <I18nextProvider i18n={polish()}>{children}</I18nextProvider>;
}
