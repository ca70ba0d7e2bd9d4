import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '@app/module-registry';
import { Alert } from '@kit/alert';
import { ChangeLogPage } from './change-log-view';

/** §2 user-history (`/react/user-history/{id}`): what the user did, and what was done to their account. */
export function UserHistoryScreen({ params }: ScreenProps) {
  const { t } = useTranslation();
  const id = params.id ?? '';
  if (!/^[1-9]\d{0,8}$/.test(id)) return <Alert tone="error">{t('auditTrail.errors.userNotFound')}</Alert>;
  return (
    <ChangeLogPage
      key={id}
      title={t('auditTrail.userHistoryTitle')}
      scope={{ kind: 'user', id: Number(id) }}
      filters={{}}
    />
  );
}
