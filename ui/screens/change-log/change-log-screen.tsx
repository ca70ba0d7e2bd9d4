import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import type { ScreenProps } from '@app/module-registry';
import type { AuditFilters } from '@domain/audit';
import { ChangeLogPage } from './change-log-view';

/**
 * §2 change-log-report (`/react/changelog-report/show?id&product_id`): the trail the reader may see;
 * `product_id` (or `id`, as older links name it) opens it on one card (docs/decisions/0052).
 */
export function ChangeLogScreen({ productId }: ScreenProps) {
  const { t } = useTranslation();
  const search = new URLSearchParams(useSearch());
  const named =
    search.get('product_id') ?? search.get('id') ?? (productId === null ? null : String(productId));
  const filters: AuditFilters =
    named !== null && /^[1-9]\d{0,8}$/.test(named) ? { product_id: Number(named) } : {};
  return (
    <ChangeLogPage
      key={named ?? ''}
      title={t('auditTrail.title')}
      scope={{ kind: 'report' }}
      filters={filters}
    />
  );
}
