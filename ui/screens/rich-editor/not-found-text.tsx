import { useTranslation } from 'react-i18next';
import { Alert } from '@kit/alert';

/** A path id that cannot name a card: the product's own "not found" words, without a request. */
export function NotFoundText() {
  const { t } = useTranslation();
  return (
    <div className="p-4">
      <Alert tone="error">{t('errors.productNotFound')}</Alert>
    </div>
  );
}
