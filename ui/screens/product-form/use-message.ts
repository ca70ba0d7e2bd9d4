import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Faults carry a message key (the form's own checks) or a text the server translated already (§8): a key
 * the catalogue knows is translated, anything else is shown as it came.
 */
export function useMessage(): (message: string) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (message: string) => (i18n.exists(message) ? (t as (key: string) => string)(message) : message),
    [t, i18n],
  );
}
