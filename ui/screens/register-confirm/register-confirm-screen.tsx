import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { FormCard } from '@kit/form-card';
import { Alert } from '@kit/alert';

/** §2 register-confirm: the confirmation link was valid and the account is active. */
export function RegisterConfirmScreen() {
  const { t } = useTranslation();
  return (
    <FormCard title={t('registerConfirm.title')}>
      <Alert tone="success">{t('registerConfirm.text')}</Alert>
      <Link href="/login" className="mt-5 inline-block text-sm font-medium text-accent-700 hover:underline">
        {t('registerConfirm.login')}
      </Link>
    </FormCard>
  );
}
