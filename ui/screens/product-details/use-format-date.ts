import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Dates and times of the card in the user's language (ISO strings from the server). */
export function useFormatDate(): (iso: string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
    return (iso: string) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : format.format(date);
    };
  }, [i18n.language]);
}
