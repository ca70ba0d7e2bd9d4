import { useTranslation } from 'react-i18next';
import { IMPORTER_MESSAGE } from '@machines/products-importer.machine';

type MessageKey = (typeof IMPORTER_MESSAGE)[keyof typeof IMPORTER_MESSAGE];
const KEYS: ReadonlySet<string> = new Set(Object.values(IMPORTER_MESSAGE));

/** A machine's message as text: one of its own keys translated, or the server's words as they are. */
export function useMessageText(): (message: string) => string {
  const { t } = useTranslation();
  return (message) => (KEYS.has(message) ? t(message as MessageKey) : message);
}
