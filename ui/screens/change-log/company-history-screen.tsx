import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '@app/module-registry';
import { Alert } from '@kit/alert';
import { ChangeLogPage } from './change-log-view';

/** §2 company-history (`/react/company-history/{id}`): what was done to the company's data and by its users. */
export function CompanyHistoryScreen({ params }: ScreenProps) {
  const { t } = useTranslation();
  const id = params.id ?? '';
  if (!/^[1-9]\d{0,8}$/.test(id)) return <Alert tone="error">{t('auditTrail.errors.companyNotFound')}</Alert>;
  return (
    <ChangeLogPage
      key={id}
      title={t('auditTrail.companyHistoryTitle')}
      scope={{ kind: 'company', id: Number(id) }}
      filters={{}}
    />
  );
}
