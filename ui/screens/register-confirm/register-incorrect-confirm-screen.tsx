import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { FormCard } from '@kit/form-card';
import { Alert } from '@kit/alert';

/** §2 register-incorrect-confirm: the link was unknown, used or expired. */
export function RegisterIncorrectConfirmScreen() {
  const { t } = useTranslation();
  return (
    <FormCard title={t('registerIncorrectConfirm.title')}>
      <Alert tone="error">{t('registerIncorrectConfirm.text')}</Alert>
      <div className="mt-5 flex gap-4 text-sm">
        <Link href="/register" className="font-medium text-accent-700 hover:underline">
          {t('auth.signUp')}
        </Link>
        <Link href="/login" className="font-medium text-accent-700 hover:underline">
          {t('auth.backToLogin')}
        </Link>
      </div>
    </FormCard>
  );
}
